/**
 * Keeps both chains in step with what the Hub says is served: a check at start-up, again every 30
 * minutes, and soon after a model is refused as not served (at most once a minute). Each check
 * records, in the chains themselves, which models are not served now, so they are tried after the
 * others. A check that fails changes nothing. It runs beside the requests, never in their way, and
 * its timers neither keep the process alive nor outlive `stop()`.
 */

import type { ModelChain } from '../core/model-chain.ts';
import { checkChains, describeChains, unservedOf } from './chains-check.ts';
import type { Config } from './config.ts';

const RECHECK_EVERY_MS = 30 * 60_000;
/** After a refusal, the Hub is asked again, but never sooner than this after the last check began. */
const RECHECK_AFTER_REFUSAL_MS = 60_000;
const CHECK_TIMEOUT_MS = 5_000;

export type ChainWatch = {
  /** Settles when the start-up check is over (whatever it found). */
  readonly started: Promise<void>;
  /** Checks now, unless a check is running (then that one's end). */
  check(): Promise<void>;
  stop(): void;
};

export type WatchOptions = {
  log?: Pick<Console, 'info' | 'warn'>;
  everyMs?: number;
  minGapMs?: number;
  timeoutMs?: number;
  now?: () => number;
};

export function watchChains(config: Config, chains: { recipe: ModelChain; vision: ModelChain }, options: WatchOptions = {}): ChainWatch {
  const { log = console, everyMs = RECHECK_EVERY_MS, minGapMs = RECHECK_AFTER_REFUSAL_MS, now = Date.now } = options;
  const provider = config.target?.provider ?? 'auto';
  let stopped = false;
  let running: Promise<void> | undefined;
  let lastStart = -Infinity;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let lastSaid = '';

  const check = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    lastStart = now();
    running = checkChains(config, options.timeoutMs ?? CHECK_TIMEOUT_MS)
      .then((found) => {
        if (stopped) return;
        const recipe = unservedOf(found.recipe, provider);
        const vision = unservedOf(found.vision, provider);
        if (recipe) chains.recipe.unserved(recipe);
        if (vision) chains.vision.unserved(vision);
        // Said at start-up, then only when something changed.
        const { lines, verdict } = describeChains(found, provider);
        if (lines.join('\n') === lastSaid) return;
        lastSaid = lines.join('\n');
        for (const line of lines) (verdict === 'ok' ? log.info : log.warn)(line);
      })
      .catch((error: unknown) => log.warn(`The model check could not run: ${error instanceof Error ? error.name : 'unknown error'}.`))
      .finally(() => (running = undefined));
    return running;
  };

  const refused = () => {
    if (stopped || soon) return;
    soon = setTimeout(
      () => {
        soon = undefined;
        void check();
      },
      Math.max(0, lastStart + minGapMs - now()),
    );
    soon.unref?.();
  };

  const every = setInterval(() => void check(), everyMs);
  every.unref?.();
  chains.recipe.onRefused = refused;
  chains.vision.onRefused = refused;

  return {
    started: check(),
    check,
    stop() {
      stopped = true;
      clearInterval(every);
      clearTimeout(soon);
      chains.recipe.onRefused = undefined;
      chains.vision.onRefused = undefined;
    },
  };
}
