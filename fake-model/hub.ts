/**
 * A stand-in for the two Hugging Face Hub routes the start-up check and `npm run doctor` ask
 * (server/hub-check.ts): model info with its inference provider mapping, and whoami. Mounted on
 * the fake model's server under /api, so `HF_HUB_URL=<fake.origin>` points the real
 * `@huggingface/hub` client at it. Answers are scripted per test; see README.md.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Hono } from 'hono';
import { routerList, type FakeHubModel, type ProviderStatus } from './router-list.ts';

type FakeAccount = {
  name: string;
  orgs?: string[];
  isPro?: boolean;
  /** The token's kind: classic `read`/`write`, or `fineGrained` with `permissions` (its global ones). */
  role?: 'read' | 'write' | 'fineGrained';
  tokenName?: string;
  permissions?: string[];
};

/** Every Hub route answers with this status (the Hub's JSON error), or never answers. */
type HubOutage = { status: number } | { hang: true };

type HubRequest = { method: string; path: string; authorization: string | undefined };

export type FakeHub = {
  /**
   * The model is on the Hub with these providers (none: on the Hub, served by no one), and in the
   * router's list when one lists it; `input` is what it takes (`['text']` unless given, `['text', 'image']` for a photo model).
   */
  serve(model: string, providers?: Record<string, ProviderStatus>, input?: string[]): void;
  /** The router's list (`GET /v1/models`) as made from what is served; or, once set, this recorded answer as it is. */
  routerList(): unknown;
  /** Answer the router's list with a recording (fake-model/wire-samples/); null: made from what is served again. */
  setRouterList(recorded: unknown): void;
  /** Whoami answers for any `hf_` token with this account; `null` refuses every token with 401. */
  setAccount(account: FakeAccount | null): void;
  setOutage(outage: HubOutage | null): void;
  /** The Hub calls received, with the Authorization header each carried. */
  requests: HubRequest[];
  /** No models, the default account, no outage, no requests. */
  reset(): void;
};

const DEFAULT_ACCOUNT: FakeAccount = {
  name: 'pantry-cook',
  role: 'fineGrained',
  tokenName: 'pantry-chef',
  permissions: ['inference.serverless.write'],
};

/** The fake Hub's state and its Hono routes, to mount under /api. */
export function createFakeHub(): { hub: FakeHub; routes: Hono } {
  const models = new Map<string, FakeHubModel>();
  let recordedList: unknown = null;
  let account: FakeAccount | null = DEFAULT_ACCOUNT;
  let outage: HubOutage | null = null;
  const requests: HubRequest[] = [];

  const hub: FakeHub = {
    serve: (model, providers = {}, input = ['text']) => void models.set(model, { providers, input }),
    routerList: () => recordedList ?? routerList(models),
    setRouterList: (recorded) => void (recordedList = recorded),
    setAccount: (next) => void (account = next),
    setOutage: (next) => void (outage = next),
    requests,
    reset: () => {
      models.clear();
      recordedList = null;
      account = DEFAULT_ACCOUNT;
      outage = null;
      requests.length = 0;
    },
  };

  const routes = new Hono()
    .use(async (c, next) => {
      requests.push({ method: c.req.method, path: c.req.path, authorization: c.req.header('authorization') });
      if (outage && 'hang' in outage) {
        if (!c.req.raw.signal.aborted) await once(c.req.raw.signal, 'abort');
        return c.body(null, 204);
      }
      if (outage) return c.json({ error: 'The Hub is having trouble' }, outage.status as 500);
      await next();
    })
    .get('/whoami-v2', (c) => {
      const token = /^Bearer (hf_\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token || !account) return c.json({ error: 'Invalid credentials in Authorization header' }, 401);
      return c.json(whoAmIBody(account));
    })
    // `@huggingface/hub` asks /api/models/<id>/revision/HEAD?expand=…; `@huggingface/inference` asks /api/models/<id>?expand[]=….
    .get('/models/*', (c) => {
      const id = decodeURIComponent(c.req.path.replace(/^.*?\/models\//, '').replace(/\/revision\/[^/]+$/, ''));
      const providers = models.get(id)?.providers;
      if (!providers) {
        c.header('X-Error-Code', 'RepoNotFound');
        return c.json({ error: 'Repository not found' }, 404);
      }
      const expand = [...(c.req.queries('expand') ?? []), ...(c.req.queries('expand[]') ?? [])];
      return c.json({
        _id: fakeObjectId(id),
        id,
        pipeline_tag: 'text-generation',
        private: false,
        gated: false,
        downloads: 1000,
        likes: 100,
        lastModified: '2026-01-01T00:00:00.000Z',
        // The object keyed by provider, as the Hub's model info sends it (lists name the provider in each entry).
        ...(expand.includes('inferenceProviderMapping') && {
          inferenceProviderMapping: Object.fromEntries(
            Object.entries(providers).map(([provider, status]) => [
              provider,
              // The Hub's mapping knows live and staging; a provider failing the router's probes is still live to it.
              { status: status === 'error' ? 'live' : status, providerId: id.toLowerCase(), task: 'conversational', isModelAuthor: false },
            ]),
          ),
        }),
      });
    })
    .all('*', (c) => c.json({ error: 'Sorry, we can\u2019t find the page you are looking for.' }, 404));

  return { hub, routes };
}

/** `/api/whoami-v2` as the Hub answers it for a user's access token. */
function whoAmIBody(account: FakeAccount) {
  const role = account.role ?? 'read';
  return {
    type: 'user',
    id: fakeObjectId(account.name),
    name: account.name,
    fullname: account.name,
    email: `${account.name}@example.com`,
    emailVerified: true,
    canPay: false,
    billingMode: 'prepaid',
    periodEnd: null,
    isPro: account.isPro ?? false,
    avatarUrl: '/avatars/default.svg',
    orgs: (account.orgs ?? []).map((name) => ({
      type: 'org',
      id: fakeObjectId(name),
      name,
      fullname: name,
      email: null,
      canPay: false,
      periodEnd: null,
      avatarUrl: '/avatars/default.svg',
      roleInOrg: 'read',
    })),
    auth: {
      type: 'access_token',
      accessToken: {
        displayName: account.tokenName ?? 'pantry-chef',
        role,
        createdAt: '2026-01-01T00:00:00.000Z',
        ...(role === 'fineGrained' && {
          fineGrained: { canReadGatedRepos: false, global: account.permissions ?? [], scoped: [] },
        }),
      },
    },
  };
}

/** A stable 24-hex-digit id, shaped like the Hub's. */
function fakeObjectId(seed: string): string {
  return createHash('sha1').update(seed).digest('hex').slice(0, 24);
}
