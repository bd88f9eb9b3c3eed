import { useId, useState, type FormEvent } from 'react';
import { MAX_CHANGE, MAX_REVISE_RECIPE } from '../../core/recipe-change.ts';
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
  const id = useId();
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState('');

  function send(event: FormEvent) {
    event.preventDefault();
    ask(words.trim());
  }

  function ask(change: string) {
    if (tooLong) {
      return setProblem(
        `This recipe is too long to change: Pantry Chef changes recipes of up to ${MAX_REVISE_RECIPE.toLocaleString('en')} characters.`,
      );
    }
    if (change === '') return setProblem('Say what to change first, for example "no onions" or "make it for two".');
    if (change.length > MAX_CHANGE) {
      return setProblem(`Please keep a change to ${MAX_CHANGE} characters or fewer (this one has ${change.length}).`);
    }
    setProblem('');
    onChange(change);
  }

  return (
    <form className="change-form" onSubmit={send} noValidate>
      <label htmlFor={`${id}-words`}>Change this recipe</label>
      <div className="change-row">
        <input
          id={`${id}-words`}
          type="text"
          value={words}
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={problem !== '' || undefined}
          aria-describedby={`${id}-problem`}
          placeholder="No onions, for two, in a slow cooker…"
          onChange={(event) => {
            setWords(event.target.value);
            setProblem('');
          }}
        />
        <button type="submit" className="primary">
          Change it
        </button>
      </div>
      <p id={`${id}-problem`} className="field-message" aria-live="polite">
        {problem}
      </p>
      {suggestions.length > 0 && (
        <div className="change-ideas" role="group" aria-label="Quick changes">
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
