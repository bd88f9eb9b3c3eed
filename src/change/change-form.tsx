import { useId, useState, type FormEvent } from 'react';
import { MAX_CHANGE, MAX_REVISE_RECIPE } from '../../core/recipe-change.ts';
import { type MessageKey, type MessageValues, useT } from '../lib/i18n.ts';
import './change.css';

export type ChangeFormProps = {
  /** One-tap changes that fit this recipe and kitchen (suggestions.ts). */
  suggestions: readonly string[];
  /** The recipe is longer than a change can carry (a long one opened from a link). */
  tooLong: boolean;
  onChange: (words: string) => void;
};

/** "Change this recipe": the cook's own words, or a suggestion, sent at once. */
export function ChangeForm({ suggestions, tooLong, onChange }: ChangeFormProps) {
  const t = useT();
  const id = useId();
  const [words, setWords] = useState('');
  // Kept as its message, put in words as it is shown: a change of language finds it in the new one.
  const [problem, setProblem] = useState<{ key: MessageKey; values?: MessageValues } | null>(null);

  function send(event: FormEvent) {
    event.preventDefault();
    ask(words.trim());
  }

  function ask(change: string) {
    if (tooLong) return setProblem({ key: 'card.change.recipeTooLong', values: { max: MAX_REVISE_RECIPE } });
    if (change === '') return setProblem({ key: 'card.change.empty' });
    if (change.length > MAX_CHANGE) {
      return setProblem({ key: 'card.change.tooLong', values: { max: MAX_CHANGE, length: change.length } });
    }
    setProblem(null);
    onChange(change);
  }

  return (
    <form className="change-form" onSubmit={send} noValidate>
      <label htmlFor={`${id}-words`}>{t('card.change.label')}</label>
      <div className="change-row">
        <input
          id={`${id}-words`}
          type="text"
          value={words}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={problem !== null || undefined}
          aria-describedby={`${id}-problem`}
          placeholder={t('card.change.placeholder')}
          onChange={(event) => {
            setWords(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="primary">
          {t('card.change.submit')}
        </button>
      </div>
      <p id={`${id}-problem`} className="field-message" aria-live="polite">
        {problem && t(problem.key, problem.values)}
      </p>
      {suggestions.length > 0 && (
        <div className="change-ideas" role="group" aria-label={t('card.change.quick')}>
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" onClick={() => ask(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
