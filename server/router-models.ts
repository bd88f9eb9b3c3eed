/**
 * The router's own model list (`GET https://router.huggingface.co/v1/models`): every chat model
 * Inference Providers serve, with each provider's `status` (`live` or `error`) and the model's
 * input modalities. One request answers for both chains, and says which models take an image, so
 * the model check reads it first and asks the Hub per model only for what it does not list.
 * A recorded answer is in fake-model/wire-samples/ (its README names the source).
 */

import * as v from 'valibot';
import { DEFAULT_HUB_URL } from './config.ts';

const DEFAULT_ROUTER_URL = 'https://router.huggingface.co';

/**
 * Where the router's list is read: the real router beside the real Hub; beside any other
 * HF_HUB_URL (a mirror, the fake in tests), that same origin, so one variable points both at a stand-in.
 */
export function routerUrlFor(hubUrl: string): string {
  return hubUrl === DEFAULT_HUB_URL ? DEFAULT_ROUTER_URL : hubUrl;
}

const RouterModelSchema = v.object({
  id: v.string(),
  architecture: v.optional(v.object({ input_modalities: v.optional(v.array(v.string())) })),
  providers: v.optional(v.array(v.object({ provider: v.string(), status: v.optional(v.string()) }))),
});

const RouterListSchema = v.object({ data: v.array(v.unknown()) });

export type RouterModel = {
  id: string;
  /** What the model takes in: `text`, `image`… (text only when the list does not say). */
  input: string[];
  /** The providers that serve it now (`status: "live"`), in the list's order. */
  live: string[];
};

/** Reads the list; throws when it cannot be fetched or is not a model list. Entries it cannot read are skipped. */
export async function fetchRouterModels(routerUrl: string, fetchUntil: typeof fetch): Promise<RouterModel[]> {
  const response = await fetchUntil(`${routerUrl}/v1/models`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the router answered ${response.status}`);
  return readRouterModels(await response.json());
}

export function readRouterModels(body: unknown): RouterModel[] {
  const list = v.parse(RouterListSchema, body);
  return list.data.flatMap((entry) => {
    const model = v.safeParse(RouterModelSchema, entry);
    if (!model.success) return [];
    const { id, architecture, providers = [] } = model.output;
    return [
      { id, input: architecture?.input_modalities ?? ['text'], live: providers.filter((p) => p.status === 'live').map((p) => p.provider) },
    ];
  });
}

/** The list's entry for a model id (ids are matched ignoring case, as the Hub does). */
export function findRouterModel(models: readonly RouterModel[], id: string): RouterModel | undefined {
  return models.find((model) => model.id === id) ?? models.find((model) => model.id.toLowerCase() === id.toLowerCase());
}

/**
 * Served models that take this input (an image needs `image`; text every chat model takes), the
 * most widely served first, at most `count`, leaving out `except`.
 */
export function servedAlternatives(
  models: readonly RouterModel[],
  input: 'text' | 'image',
  except: readonly string[],
  count = 5,
): RouterModel[] {
  const skip = new Set(except.map((id) => id.toLowerCase()));
  return models
    .filter((model) => model.live.length > 0 && model.input.includes(input) && !skip.has(model.id.toLowerCase()))
    .sort((a, b) => b.live.length - a.live.length || a.id.localeCompare(b.id))
    .slice(0, count);
}
