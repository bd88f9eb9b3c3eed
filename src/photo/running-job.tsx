import { checkNewIngredient } from '../../core/ingredients.ts';
import { ingredientProblem } from '../lib/ingredient-problem.ts';
import type { Language } from '../../core/kitchen-words.ts';
import { PhotoJob } from './photo-job.tsx';
import { VoiceJob } from './voice-job.tsx';

export type Job = { kind: 'photo'; file: File; id: number } | { kind: 'voice'; stopping: boolean; id: number };

export type JobProps = {
  job: Job;
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
  language: Language;
  /** The job is over: with a message for the cook when it failed. */
  onDone: (problem?: string) => void;
};

/** A photo being read or the cook being listened to, then the confirmation: the lazy half of photo-and-voice.tsx. */
export function RunningJob({ job, ingredients, onAdd, language, onDone }: JobProps) {
  /** Adds the confirmed names in order, as if each were typed; says so if the list could not take them all. */
  const addAll = (names: readonly string[]) => {
    let list = ingredients;
    let full = '';
    for (const name of names) {
      const check = checkNewIngredient(name, list);
      if (check.ok) {
        list = [...list, check.value];
        onAdd(check.value);
      } else if (check.reason === 'list_full') full = ingredientProblem(check);
    }
    onDone(full);
  };
  return job.kind === 'photo' ? (
    <PhotoJob key={job.id} file={job.file} ingredients={ingredients} onAdd={addAll} onDone={onDone} />
  ) : (
    <VoiceJob key={job.id} stopping={job.stopping} language={language} ingredients={ingredients} onAdd={addAll} onDone={onDone} />
  );
}
