/**
 * Keeps both chains in step with what the Hub says is served: a check at start-up, again every 30
 * minutes, and soon after a model is refused as not served (at most once a minute). Each check
 * records, in the chains themselves, which models are not served now, so they are tried after the
 * others. A check that fails changes nothing. It runs beside the requests, never in their way.
 *
 * On Node (`watchChains`) timers run the checks; they neither keep the process alive nor outlive
 * `stop()`. On Workers no timer outlives a request, so each request asks whether a check is due
 * (`checkChainsWhenDue`) and the runtime finishes it beside the answer (worker/index.ts).
 */

import type { ModelChain } from '../core/model-chain.ts';
import { checkChains, describeChains, unservedOf } from './chains-check.ts';
import type { Config } from './config.ts';

const RECHECK_EVERY_MS = 30 * 60_000;
/** After a refusal, the Hub is asked again, but never sooner than this after the last check began. */
const RECHECK_AFTER_REFUSAL_MS = 60_000;
const CHECK_TIMEOUT_MS = 5_000;

type Chains = { recipe: ModelChain; vision: ModelChain };

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

/** One check at a time, its findings recorded in the chains and said when they change. */
function chainChecks(config: Config, chains: Chains, options: WatchOptions) {
  const { log = console, now = Date.now } = options;
  const provider = config.target?.provider ?? 'auto';
  let stopped = false;
  let running: Promise<void> | undefined;
  let lastStart = -Infinity;
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

  return {
    check,
    isRunning: () => running !== undefined,
    sinceLastStart: () => now() - lastStart,
    stop: () => {
      stopped = true;
    },
  };
}

export function watchChains(config: Config, chains: Chains, options: WatchOptions = {}): ChainWatch {
  const { everyMs = RECHECK_EVERY_MS, minGapMs = RECHECK_AFTER_REFUSAL_MS } = options;
  const checks = chainChecks(config, chains, options);
  let soon: ReturnType<typeof setTimeout> | undefined;

  const refused = () => {
    if (soon) return;
    soon = setTimeout(
      () => {
        soon = undefined;
        void checks.check();
      },
      Math.max(0, minGapMs - checks.sinceLastStart()),
    );
    unref(soon);
  };

  const every = setInterval(() => void checks.check(), everyMs);
  unref(every);
  chains.recipe.onRefused = refused;
  chains.vision.onRefused = refused;

  return {
    started: checks.check(),
    check: checks.check,
    stop() {
      checks.stop();
      clearInterval(every);
      if (soon) clearTimeout(soon);
      chains.recipe.onRefused = undefined;
      chains.vision.onRefused = undefined;
    },
  };
}

/** Node's timers would keep the process alive. (A Worker builds this file too: there a timer is a number.) */
function unref(timer: ReturnType<typeof setTimeout>) {
  (timer as { unref?: () => void }).unref?.();
}

/**
 * The same checks for a runtime that keeps no timer between requests: call the function it returns
 * on every request. It starts a check when one is due (at the first request, then `everyMs` after
 * the last check began, or `minGapMs` after it once a model was refused) and returns it, for the
 * runtime to finish beside the answer (`ctx.waitUntil`); otherwise undefined.
 */
export function checkChainsWhenDue(config: Config, chains: Chains, options: WatchOptions = {}): () => Promise<void> | undefined {
  const { everyMs = RECHECK_EVERY_MS, minGapMs = RECHECK_AFTER_REFUSAL_MS } = options;
  const checks = chainChecks(config, chains, options);
  let refusedSinceCheck = false;
  const refused = () => {
    refusedSinceCheck = true;
  };
  chains.recipe.onRefused = refused;
  chains.vision.onRefused = refused;

  return () => {
    if (checks.isRunning()) return undefined;
    const since = checks.sinceLastStart();
    if (since < everyMs && !(refusedSinceCheck && since >= minGapMs)) return undefined;
    refusedSinceCheck = false;
    return checks.check();
  };
}
