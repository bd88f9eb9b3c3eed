/**
 * The models a recipe (or a photo's ingredients) may come from, tried in order (docs/configuration.md,
 * "The model chain"). Providers stop serving models without notice, so the model the product started with comes
 * first and well-served ones follow (docs/models.md says why these, and when they were chosen); the one that
 * answered last is tried first for a while, and a model the last check found unserved is tried
 * after the others, so the cook waits for no failing model twice.
 */

import { DEFAULT_MODEL } from './recipe-prompt.ts';

/** The recipe chain's default: DEFAULT_MODEL, then small, fast models at least two providers served (docs/models.md). */
export const DEFAULT_MODEL_CHAIN = [
  DEFAULT_MODEL,
  'openai/gpt-oss-20b',
  'google/gemma-4-26B-A4B-it',
  'meta-llama/Llama-3.1-8B-Instruct',
].join(',');

/** The photo chain's default: models that take an image with the text, served by at least two providers (docs/models.md). */
export const DEFAULT_VISION_CHAIN = ['google/gemma-4-31B-it', 'meta-llama/Llama-4-Scout-17B-16E-Instruct', 'google/gemma-3-27b-it'].join(
  ',',
);

/** How long the model that answered stays first in line. */
export const REMEMBER_ANSWERING_MODEL_MS = 10 * 60_000;

/** One id or a comma-separated chain; blanks and repeats are dropped. */
export function parseModelChain(raw: string): string[] {
  return [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => id !== '');
}

export type ModelChain = {
  readonly models: readonly string[];
  /** The order to try them in now: the remembered one first, then the rest as configured, those not served now last. */
  order(): string[];
  /** Remembers the model that answered. */
  answered(model: string): void;
  /** What the last check found: these models are not served now; any other is served, or was not checked. */
  unserved(models: Iterable<string>): void;
  /** A call to this model was refused as not served: it goes last, and `onRefused` hears of it. */
  refused(model: string): void;
  /** Told of every refusal (the chain watcher asks the Hub again). */
  onRefused: ((model: string) => void) | undefined;
};

export function createModelChain(models: readonly string[], now: () => number = Date.now): ModelChain {
  let remembered: { model: string; until: number } | undefined;
  let notServed = new Set<string>();
  return {
    models,
    onRefused: undefined,
    order() {
      const first = remembered && remembered.until > now() && !notServed.has(remembered.model) ? remembered.model : undefined;
      const rest = models.filter((model) => model !== first);
      return [...(first ? [first] : []), ...rest.filter((model) => !notServed.has(model)), ...rest.filter((model) => notServed.has(model))];
    },
    answered(model) {
      remembered = { model, until: now() + REMEMBER_ANSWERING_MODEL_MS };
      notServed.delete(model);
    },
    unserved(found) {
      notServed = new Set(found);
    },
    refused(model) {
      notServed.add(model);
      this.onRefused?.(model);
    },
  };
}
