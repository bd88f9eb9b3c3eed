/**
 * The models a recipe may come from, tried in order (docs/configuration.md, "The model chain"). Providers stop serving
 * models without notice, so the spec's model comes first and well-served ones follow; the one that
 * answered last is tried first for a while, so the cook waits for no failing model twice.
 */

import { DEFAULT_MODEL } from './recipe-prompt.ts';

export const DEFAULT_MODEL_CHAIN = [DEFAULT_MODEL, 'meta-llama/Llama-3.1-8B-Instruct', 'Qwen/Qwen2.5-7B-Instruct'].join(',');

/** How long the model that answered stays first in line. */
export const REMEMBER_ANSWERING_MODEL_MS = 10 * 60_000;

/** One id or a comma-separated chain; blanks and repeats are dropped. */
export function parseModelChain(raw: string): string[] {
  return [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => id !== '');
}

export type ModelChain = {
  readonly models: readonly string[];
  /** The order to try them in now: the remembered one first, then the rest as configured. */
  order(): string[];
  /** Remembers the model that answered. */
  answered(model: string): void;
};

export function createModelChain(models: readonly string[], now: () => number = Date.now): ModelChain {
  let remembered: { model: string; until: number } | undefined;
  return {
    models,
    order() {
      const first = remembered && remembered.until > now() ? remembered.model : undefined;
      return first ? [first, ...models.filter((model) => model !== first)] : [...models];
    },
    answered(model) {
      remembered = { model, until: now() + REMEMBER_ANSWERING_MODEL_MS };
    },
  };
}
