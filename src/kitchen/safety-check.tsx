import { Suspense } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { SafetyAlert } from './load-safety-alert.ts';

type SafetyCheckProps = {
  text: string;
  kitchen: Kitchen;
  /** The recipe is still being written: its unfinished last line waits. */
  streaming: boolean;
  /** Asks for another recipe, telling the model which words it must leave out. */
  onAskAgain: (words: readonly string[]) => void;
};

/** Checks the recipe against the cook's diet and avoid list; shows an alert naming what it found. */
export function SafetyCheck({ text, kitchen, streaming, onAskAgain }: SafetyCheckProps) {
  const nothingToCheck = (kitchen.diet ?? 'none') === 'none' && !kitchen.avoid?.length;
  if (nothingToCheck || !text) return null;
  return (
    <Suspense fallback={null}>
      <SafetyAlert
        text={text}
        diet={kitchen.diet}
        avoid={kitchen.avoid}
        language={kitchen.language ?? 'en'}
        streaming={streaming}
        onAskAgain={onAskAgain}
      />
    </Suspense>
  );
}
