import { use, useMemo } from 'react';
import type { Diet } from '../../core/food-words.ts';
import type { Language } from '../../core/kitchen-words.ts';
import { MAX_CONFLICT_LENGTH, MAX_CONFLICTS } from '../../core/recipe-request.ts';
import { ENGLISH, languageOf, loadedPack, loadPack } from '../../core/reading/languages.ts';
import { findConflicts, phraseKey, type Conflict } from '../../core/safety-check.ts';
import { pageLanguage, type Translate, useT } from '../lib/i18n.ts';

const FULL_WIDTH_END = /[\u3000-\u303f\uff00-\uffef]$/u;

const waits = new Map<string, Promise<unknown>>();

/**
 * Waits (in the component's Suspense) until the languages' packs are loaded. The same promise is
 * given to use() on every render, loaded or not: a render React resumes after a wait must make the
 * same calls as the one that waited. Packs already here come as a promise marked settled, which
 * use() reads at once (React's own marks), so the alert never waits for them. A pack that cannot
 * load (offline) is read as English.
 */
function useLanguagePacks(codes: readonly Language[]) {
  const wanted = [...new Set(codes)].sort();
  const key = wanted.join(' ');
  let wait = waits.get(key);
  if (!wait) {
    const loaded = wanted.map(loadedPack);
    wait = loaded.every((pack) => pack !== undefined)
      ? Object.assign(Promise.resolve(loaded), { status: 'fulfilled', value: loaded })
      : Promise.all(wanted.map((code) => loadPack(code).catch(() => ENGLISH)));
    waits.set(key, wait);
  }
  use(wait);
}

type SafetyAlertProps = {
  text: string;
  diet?: Diet;
  avoid?: readonly string[];
  /** The language the recipe was asked in; the recipe is checked in its own language and in English. */
  language: Language;
  streaming: boolean;
  onAskAgain: (words: readonly string[]) => void;
};

export function SafetyAlert({ text, diet, avoid, language, streaming, onAskAgain }: SafetyAlertProps) {
  const page = pageLanguage();
  // Only whole lines are checked while the recipe streams, so the check runs once per line, not per token.
  const checked = streaming ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  // Every language's words are loaded (the component waits for them) before the check runs: the
  // recipe's own language, the one it was asked in, and the page's, which the cook may have typed
  // avoided foods in whatever the recipe's language.
  useLanguagePacks([languageOf(checked, language), language, page]);
  const t = useT();
  const conflicts = useMemo(
    () => findConflicts(checked, { diet, avoid }, { streaming, language, pageLanguage: page }),
    [checked, diet, avoid, streaming, language, page],
  );
  if (conflicts.length === 0) return null;

  const words = conflicts.map((conflict) => conflict.word).filter((word) => word.length <= MAX_CONFLICT_LENGTH);
  const check = t('kitchen.safety.check');
  return (
    <div className="safety-alert" role="alert">
      <p>
        <strong>{check}</strong>
        {/* A full-width colon (Japanese, Chinese) carries its own space. */}
        {FULL_WIDTH_END.test(check) ? '' : ' '}
        {t('kitchen.safety.mentions', { foods: describe(conflicts, t, page) })}
      </p>
      <button type="button" onClick={() => onAskAgain(words.slice(0, MAX_CONFLICTS))}>
        {t('kitchen.safety.askAgain')}
      </button>
    </div>
  );
}

/**
 * "almonds and peanut butter (you avoid nuts) and chicken (not vegetarian)": the words, grouped by
 * the rule they break, each group and the whole listed as the page's language lists things.
 */
function describe(conflicts: readonly Conflict[], t: Translate, language: Language): string {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const groups = new Map<string, Conflict[]>();
  for (const conflict of conflicts) {
    const key = `${conflict.kind}:${conflict.because}`;
    groups.set(key, [...(groups.get(key) ?? []), conflict]);
  }
  const parts = [...groups.values()].map((group) => {
    const [{ kind, because }] = group as [Conflict];
    const foods = list.format(group.map((conflict) => conflict.word));
    // Only a diet that leaves something out finds anything, so `because` is never "none".
    if (kind === 'diet') return t(`kitchen.safety.diet.${because as Exclude<Diet, 'none'>}`, { foods });
    // "peanuts" alone needs no "(you avoid peanuts)"; "almonds" does need "(you avoid nuts)". Beside
    // other groups every group says why, or a list such as Japanese "A、B、C（…）" would seem one group.
    const sameAsEntry = group.every((conflict) => phraseKey(conflict.word).startsWith(phraseKey(because).replace(/s$/, '')));
    return sameAsEntry && groups.size === 1 ? foods : t('kitchen.safety.avoided', { foods, entry: because });
  });
  return list.format(parts);
}
