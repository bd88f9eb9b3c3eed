import { useMemo } from 'react';
import type { Diet } from '../../core/food-words.ts';
import { DIET_LABELS, type Language } from '../../core/kitchen-words.ts';
import { MAX_CONFLICT_LENGTH, MAX_CONFLICTS } from '../../core/recipe-request.ts';
import { findConflicts, listing, phraseKey, type Conflict } from '../../core/safety-check.ts';
import { useLanguagePack, useRecipeLanguage } from '../lib/use-recipe-language.ts';

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
  // Only whole lines are checked while the recipe streams, so the check runs once per line, not per token.
  const checked = streaming ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  // Both languages' words are loaded (the component waits for them) before the check runs: the
  // recipe's own language, and the one the cook may have typed avoided foods in.
  useRecipeLanguage(checked, language);
  useLanguagePack(language);
  const conflicts = useMemo(
    () => findConflicts(checked, { diet, avoid }, { streaming, language }),
    [checked, diet, avoid, streaming, language],
  );
  if (conflicts.length === 0) return null;

  const words = conflicts.map((conflict) => conflict.word).filter((word) => word.length <= MAX_CONFLICT_LENGTH);
  return (
    <div className="safety-alert" role="alert">
      <p>
        <strong>Check before you cook:</strong> this recipe mentions {describe(conflicts)}.
      </p>
      <button type="button" onClick={() => onAskAgain(words.slice(0, MAX_CONFLICTS))}>
        Ask again
      </button>
    </div>
  );
}

/** "peanut butter and almonds (you avoid nuts) and chicken (not vegetarian)": the words, grouped by the rule they break. */
function describe(conflicts: readonly Conflict[]): string {
  const groups = new Map<string, Conflict[]>();
  for (const conflict of conflicts) {
    const key = `${conflict.kind}:${conflict.because}`;
    groups.set(key, [...(groups.get(key) ?? []), conflict]);
  }
  const parts = [...groups.values()].map((group) => {
    const [{ kind, because }] = group as [Conflict];
    const words = listing(group.map((conflict) => conflict.word));
    if (kind === 'diet') return `${words} (not ${DIET_LABELS[because as Diet].toLowerCase()})`;
    // "peanuts" needs no "(you avoid peanuts)"; "almonds" does need "(you avoid nuts)".
    const sameAsEntry = group.every((conflict) => phraseKey(conflict.word).startsWith(phraseKey(because).replace(/s$/, '')));
    return sameAsEntry ? words : `${words} (you avoid ${because})`;
  });
  return listing(parts);
}
