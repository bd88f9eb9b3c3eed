/**
 * Both chains checked at once, as the start-up check, its re-checks and `npm run doctor` do: the
 * router's model list read once (router-models.ts), then each chain through hub-check.ts. When no
 * model of a chain is served, the report names served models that take the right input, with the
 * line to set.
 */

import type { Config } from './config.ts';
import { checkChain, describeCheck, type ChainCheck, type ChainWords, type CheckReport, type Verdict } from './hub-check.ts';
import { fetchRouterModels, routerUrlFor, servedAlternatives, type RouterModel } from './router-models.ts';

const VISION_WORDS: ChainWords = {
  variable: 'VISION_MODEL',
  subject: 'photos',
  verb: 'will be read by',
  requests: 'photo requests',
  pipeline: 'image-text-to-text',
};

export type ChainsCheck = {
  recipe: ChainCheck;
  vision: ChainCheck;
  /** The router's list, when it could be read (never with MODEL_BASE_URL). */
  router: RouterModel[] | undefined;
};

/** Never throws; gives up at `timeoutMs`. */
export async function checkChains(config: Config, timeoutMs: number): Promise<ChainsCheck> {
  let router: RouterModel[] | undefined;
  if (!config.target?.baseUrl) {
    const signal = AbortSignal.timeout(timeoutMs);
    router = await fetchRouterModels(routerUrlFor(config.hubUrl), (input, init) => fetch(input, { ...init, signal })).catch(
      () => undefined,
    );
  }
  const [recipe, vision] = await Promise.all([
    checkChain(config, timeoutMs, config.models, router),
    checkChain(config, timeoutMs, config.visionModels, router),
  ]);
  return { recipe, vision, router };
}

const WORST: Verdict[] = ['problem', 'unchecked', 'ok'];

/** The recipe chain's report, then the photo chain's (without repeating what the first said), each with alternatives when needed. */
export function describeChains(check: ChainsCheck, provider: string): CheckReport {
  const recipe = describeCheck(check.recipe);
  const vision = describeCheck(check.vision, VISION_WORDS);
  const lines = [
    ...recipe.lines,
    ...alternatives(check.recipe, check.router, provider, 'text', 'RECIPE_MODEL'),
    'Photos (VISION_MODEL):',
    ...vision.lines.filter((line) => !recipe.lines.includes(line)),
    ...alternatives(check.vision, check.router, provider, 'image', 'VISION_MODEL'),
  ];
  const verdict = WORST.find((worst) => recipe.verdict === worst || vision.verdict === worst) ?? 'ok';
  return { lines, verdict };
}

/** Served alternatives from the router's list, when the chain has no served model and the list was read. */
function alternatives(check: ChainCheck, router: RouterModel[] | undefined, provider: string, input: 'text' | 'image', variable: string) {
  if (check.via !== 'hub' || !router || servedModels(check, provider).length > 0) return [];
  if (check.models.some((model) => model.state === 'unchecked')) return [];
  const byProvider = provider === 'auto' ? router : router.map((model) => ({ ...model, live: model.live.filter((p) => p === provider) }));
  const found = servedAlternatives(
    byProvider,
    input,
    check.models.map((model) => model.model),
  );
  if (found.length === 0) return [`The router lists no served model that takes ${input === 'image' ? 'images' : 'text'} now.`];
  const takes = input === 'image' ? 'take images' : 'take text';
  return [
    `Served now, and they ${takes}: ${found.map((model) => `${model.id} (${model.live.join(', ')})`).join('; ')}.`,
    `To use them, set: ${variable}=${found
      .slice(0, 3)
      .map((model) => model.id)
      .join(',')}`,
  ];
}

/** The models of a checked chain that a provider (as HF_PROVIDER allows) serves now. */
function servedModels(check: Extract<ChainCheck, { via: 'hub' }>, provider: string): string[] {
  return check.models
    .filter((model) => model.state === 'listed' && model.live.some((name) => provider === 'auto' || name === provider))
    .map((model) => model.model);
}

/**
 * The models of a chain the check found not served now (to be tried last), or undefined when the
 * check could not tell about every model: then nothing changes.
 */
export function unservedOf(check: ChainCheck, provider: string): string[] | undefined {
  if (check.via === 'base-url') {
    // A server that lists none of the chain may ignore the name (llama.cpp): then nothing is known.
    if (!check.listed || !check.models.some((model) => check.listed?.includes(model))) return undefined;
    return check.models.filter((model) => !check.listed?.includes(model));
  }
  if (check.models.some((model) => model.state === 'unchecked')) return undefined;
  const served = servedModels(check, provider);
  return check.models.map((model) => model.model).filter((model) => !served.includes(model));
}
