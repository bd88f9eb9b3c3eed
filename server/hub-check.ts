/**
 * Which providers serve each model of the chain, asked of the Hugging Face Hub and said plainly:
 * in the background at start-up (it never delays or fails it) and by `npm run doctor`. The token
 * goes to whoami only; model info is public, and is asked with the token only once the Hub has
 * accepted it, so that a refused token does not hide which models are served. With MODEL_BASE_URL
 * the Hub does not apply: the server's own model list is read instead. Nothing said here contains
 * the token, nor anything the Hub wrote back.
 */

import { HubApiError, modelInfo, whoAmI } from '@huggingface/hub';
import { modelName } from '../core/model-name.ts';
import type { Config } from './config.ts';
import { findRouterModel, type RouterModel } from './router-models.ts';

/** The fine-grained permission "Make calls to Inference Providers". */
const INFERENCE_PERMISSION = 'inference.serverless.write';

type TokenCheck =
  | { state: 'missing' }
  /** Not an `hf_` token: the Hub cannot have issued it. */
  | { state: 'malformed' }
  | { state: 'refused'; status: number }
  | {
      state: 'accepted';
      account: string;
      orgs: string[];
      /** `read`, `write` or `fineGrained`, as the Hub names it. */
      role: string | undefined;
      tokenName: string | undefined;
      canCallProviders: boolean;
    }
  | { state: 'unchecked'; reason: string };

type ModelCheck =
  /** On the Hub; `live` providers serve it for chat, `staging` ones are still testing it. */
  | { model: string; state: 'listed'; live: string[]; staging: string[] }
  /** The Hub does not know it (or it is private and the token cannot read it). */
  | { model: string; state: 'not-found' }
  | { model: string; state: 'unchecked'; reason: string };

export type ChainCheck =
  | { via: 'hub'; hubUrl: string; provider: string; token: TokenCheck; models: ModelCheck[] }
  /** `listed` is what the server's GET /models names; `refused` its 401 or 403; `reason` why it could not be read. */
  | { via: 'base-url'; baseUrl: string; models: string[]; listed?: string[]; refused?: number; reason?: string };

/** How a report names a chain: its variable, what it serves, and where the Hub lists candidates. */
export type ChainWords = { variable: string; subject: string; verb: string; requests: string; pipeline: string };

const RECIPE_WORDS: ChainWords = {
  variable: 'RECIPE_MODEL',
  subject: 'recipes',
  verb: 'will come from',
  requests: 'recipe requests',
  pipeline: 'text-generation',
};

/** `ok`: recipes can be served; `problem`: they cannot as configured; `unchecked`: the Hub or server could not be asked. */
export type Verdict = 'ok' | 'problem' | 'unchecked';

export type CheckReport = { lines: string[]; verdict: Verdict };

/**
 * Asks the Hub (or the configured server) about a chain (the recipe chain unless told another);
 * never throws, and gives up at `timeoutMs`. With the router's model list (router-models.ts), a
 * model it lists is judged by it alone, and the Hub is asked only about the others.
 */
export async function checkChain(
  config: Config,
  timeoutMs: number,
  models: readonly string[] = config.models,
  routerModels?: readonly RouterModel[],
): Promise<ChainCheck> {
  const signal = AbortSignal.timeout(timeoutMs);
  const fetchUntil: typeof fetch = (input, init) => fetch(input, { ...init, signal });
  const { target } = config;
  if (target?.baseUrl) {
    const served = await listServedModels(target.baseUrl, target.accessToken, fetchUntil, timeoutMs);
    return { via: 'base-url', baseUrl: target.baseUrl, models: [...models], ...served };
  }

  const accessToken = target?.accessToken;
  const token = await checkToken(accessToken, config.hubUrl, fetchUntil, timeoutMs);
  const readWith = token.state === 'accepted' ? accessToken : undefined;
  const checks = await Promise.all(
    models.map((model) => {
      const listed = routerModels && findRouterModel(routerModels, model);
      if (listed) return { model, state: 'listed' as const, live: listed.live, staging: [] };
      // Not in the router's list: the Hub tells a wrong id from a model no provider serves for chat now.
      return checkModel(model, config.hubUrl, readWith, fetchUntil, timeoutMs).then((check) =>
        routerModels && check.state === 'listed' ? { ...check, live: [] } : check,
      );
    }),
  );
  return { via: 'hub', hubUrl: config.hubUrl, provider: target?.provider ?? 'auto', token, models: checks };
}

async function checkToken(
  accessToken: string | undefined,
  hubUrl: string,
  fetchUntil: typeof fetch,
  timeoutMs: number,
): Promise<TokenCheck> {
  if (!accessToken) return { state: 'missing' };
  if (!accessToken.startsWith('hf_')) return { state: 'malformed' };
  try {
    const me = await whoAmI({ accessToken, hubUrl, fetch: fetchUntil });
    // Fine-grained tokens carry their permissions beside the role, which the client's types do not describe.
    const token = me.auth.accessToken as { displayName?: string; role?: string; fineGrained?: { global?: unknown } } | undefined;
    const global = token?.fineGrained?.global;
    return {
      state: 'accepted',
      account: me.name,
      orgs: me.type === 'user' ? me.orgs.map((org) => org.name) : [],
      role: token?.role,
      tokenName: token?.displayName,
      canCallProviders: token?.role !== 'fineGrained' || (Array.isArray(global) && global.includes(INFERENCE_PERMISSION)),
    };
  } catch (error) {
    if (error instanceof HubApiError && (error.statusCode === 401 || error.statusCode === 403))
      return { state: 'refused', status: error.statusCode };
    return { state: 'unchecked', reason: whyUnanswered(error, timeoutMs) };
  }
}

async function checkModel(
  model: string,
  hubUrl: string,
  accessToken: string | undefined,
  fetchUntil: typeof fetch,
  timeoutMs: number,
): Promise<ModelCheck> {
  try {
    const info = await modelInfo({ name: model, hubUrl, accessToken, additionalFields: ['inferenceProviderMapping'], fetch: fetchUntil });
    // The chain asks for chat completions: only a provider that serves the model for chat counts.
    const chat = (info.inferenceProviderMapping ?? []).filter((entry) => entry.task === 'conversational');
    return {
      model,
      state: 'listed',
      live: chat.filter((entry) => entry.status === 'live').map((entry) => entry.provider),
      staging: chat.filter((entry) => entry.status === 'staging').map((entry) => entry.provider),
    };
  } catch (error) {
    // Asked without a token, the Hub answers 401 for a model it does not know, as it does for a private one.
    if (error instanceof HubApiError && (error.statusCode === 404 || error.statusCode === 401)) return { model, state: 'not-found' };
    return { model, state: 'unchecked', reason: whyUnanswered(error, timeoutMs) };
  }
}

async function listServedModels(
  baseUrl: string,
  accessToken: string | undefined,
  fetchUntil: typeof fetch,
  timeoutMs: number,
): Promise<{ listed?: string[]; refused?: number; reason?: string }> {
  try {
    const response = await fetchUntil(`${baseUrl}/models`, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} });
    if (response.status === 401 || response.status === 403) return { refused: response.status };
    if (!response.ok) return { reason: `it answered ${response.status} to GET /models` };
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) return { reason: 'its GET /models is not a model list' };
    return { listed: body.data.flatMap((entry: { id?: unknown }) => (typeof entry?.id === 'string' ? [entry.id] : [])) };
  } catch (error) {
    return { reason: whyUnanswered(error, timeoutMs) };
  }
}

/** Why a request got no usable answer, in a few words that cannot carry the token. */
function whyUnanswered(error: unknown, timeoutMs: number): string {
  if (error instanceof HubApiError) return `the Hub answered ${error.statusCode}`;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  if (error instanceof SyntaxError) return 'the answer was not JSON';
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return detail ? `could not connect (${detail})` : 'could not connect';
}

/** The check said plainly, one line per finding, the last one the summary; and whether recipes can be served. */
export function describeCheck(check: ChainCheck, words: ChainWords = RECIPE_WORDS): CheckReport {
  return check.via === 'base-url' ? describeBaseUrl(check, words) : describeHub(check, words);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeHub(check: Extract<ChainCheck, { via: 'hub' }>, words: ChainWords): CheckReport {
  const lines = [describeToken(check.token)];
  const { provider } = check;
  const usable = (model: ModelCheck): string[] =>
    model.state !== 'listed' ? [] : provider === 'auto' ? model.live : model.live.filter((name) => name === provider);

  for (const model of check.models) lines.push(`${model.model}: ${describeModel(model, provider)}.`);

  const firstServed = check.models.find((model) => usable(model).length > 0);
  const before = firstServed ? check.models.slice(0, check.models.indexOf(firstServed)) : check.models;
  // The card's short names, except where the id itself may be wrong.
  const skipped = before.map(
    (model) => `${model.state === 'not-found' ? model.model : modelName(model.model)}: ${whyNotServed(model, provider)}`,
  );

  if (firstServed) {
    const from = `${modelName(firstServed.model)} (${usable(firstServed).join(', ')})`;
    const leadIn = before.some((model) => model.state === 'unchecked') ? `otherwise ${words.subject}` : words.subject;
    const will = `${leadIn} ${words.verb} ${from}`;
    lines.push(skipped.length > 0 ? `${skipped.join('; ')}; ${will}.` : `${capitalized(will)}.`);
  } else if (check.models.every((model) => model.state === 'unchecked')) {
    lines.push(`Could not ask the Hub at ${check.hubUrl} which providers serve the models: ${reasonOf(check.models[0])}.`);
  } else if (check.models.some((model) => model.state === 'unchecked')) {
    lines.push('No model that the Hub told about is served now, and the others could not be checked.');
  } else {
    lines.push(
      `No model of the chain is served now, so ${words.requests} will fail: set ${words.variable} to models that are ` +
        `(${check.hubUrl}/models?inference_provider=all&pipeline_tag=${words.pipeline} lists them).`,
    );
  }

  const tokenProblem =
    check.token.state === 'missing' ||
    check.token.state === 'malformed' ||
    check.token.state === 'refused' ||
    (check.token.state === 'accepted' && !check.token.canCallProviders);
  const unchecked = check.token.state === 'unchecked' || (!firstServed && check.models.some((model) => model.state === 'unchecked'));
  const verdict: Verdict = tokenProblem || (!firstServed && !unchecked) ? 'problem' : unchecked ? 'unchecked' : 'ok';
  return { lines, verdict };
}

function describeToken(token: TokenCheck): string {
  const tokens = 'https://huggingface.co/settings/tokens';
  switch (token.state) {
    case 'missing':
      return 'HF_TOKEN is not set: recipe requests answer 503 until it is. What the Hub says publicly about the models follows.';
    case 'malformed':
      return `HF_TOKEN does not start with hf_, so Hugging Face did not issue it: recipe requests will fail with model_auth. Make one at ${tokens}.`;
    case 'refused':
      return `Hugging Face refused HF_TOKEN (${token.status}): it is mistyped, expired or revoked, and recipe requests will fail with model_auth. Make a new one at ${tokens}.`;
    case 'unchecked':
      return `Could not ask the Hub whether HF_TOKEN is valid: ${token.reason}.`;
    case 'accepted': {
      const kind = token.role === 'fineGrained' ? 'a fine-grained token' : token.role ? `a ${token.role} token` : 'a token';
      const named = token.tokenName ? ` "${token.tokenName}"` : '';
      const orgs = token.orgs.length > 0 ? ` (member of ${token.orgs.join(', ')})` : '';
      const head = `HF_TOKEN is valid: ${kind}${named} of ${token.account}${orgs}`;
      return token.canCallProviders
        ? `${head}, allowed to call Inference Providers.`
        : `${head}, but it lacks the permission "Make calls to Inference Providers" (${INFERENCE_PERMISSION}): recipe requests will fail with model_auth. Add it at ${tokens}.`;
    }
  }
}

function describeModel(model: ModelCheck, provider: string): string {
  if (model.state !== 'listed') return whyNotServed(model, provider);
  const staging = model.staging.length > 0 ? `; in staging, not counted: ${model.staging.join(', ')}` : '';
  if (model.live.length === 0) return `no provider serves it now${staging}`;
  const servedBy = `served by ${model.live.join(', ')}`;
  if (provider !== 'auto' && !model.live.includes(provider)) return `${servedBy}, but not by ${provider} (HF_PROVIDER)${staging}`;
  return `${servedBy}${staging}`;
}

function whyNotServed(model: ModelCheck, provider: string): string {
  switch (model.state) {
    case 'not-found':
      return 'not found on the Hub (check the id; a private model needs a token that can read it)';
    case 'unchecked':
      return `could not be checked (${model.reason})`;
    case 'listed':
      return model.live.length > 0 && provider !== 'auto' ? `${provider} (HF_PROVIDER) does not serve it now` : 'no provider serves it now';
  }
}

function reasonOf(model: ModelCheck | undefined): string {
  return model?.state === 'unchecked' ? model.reason : 'no answer';
}

function describeBaseUrl(check: Extract<ChainCheck, { via: 'base-url' }>, words: ChainWords): CheckReport {
  const lines = [`MODEL_BASE_URL is set: recipes come from ${check.baseUrl}, so the Hugging Face check does not apply.`];
  if (check.refused) {
    lines.push(`${check.baseUrl} refused the key in HF_TOKEN (${check.refused}): recipe requests will fail with model_auth.`);
    return { lines, verdict: 'problem' };
  }
  if (!check.listed) {
    const unreachable = check.reason?.startsWith('could not connect') || check.reason?.startsWith('no answer');
    lines.push(`Could not read the models it serves: ${check.reason ?? 'no answer'}.`);
    return { lines, verdict: unreachable ? 'unchecked' : 'ok' };
  }
  lines.push(check.listed.length > 0 ? `It lists: ${check.listed.join(', ')}.` : 'It lists no models.');
  const unlisted = check.models.filter((model) => !check.listed?.includes(model));
  if (unlisted.length === check.models.length) {
    lines.push(
      `It lists none of ${words.variable}: unless it ignores the model name, as llama.cpp's server does, ${words.requests} will fail.`,
    );
  } else if (unlisted.length > 0) {
    lines.push(`Of ${words.variable}, it does not list: ${unlisted.join(', ')}.`);
  }
  return { lines, verdict: 'ok' };
}
