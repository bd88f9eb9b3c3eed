import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { checkNewAvoidItem } from '../../core/kitchen.ts';

type AvoidFieldProps = {
  avoid: readonly string[];
  onChange: (avoid: readonly string[]) => void;
};

/** Allergies and dislikes, added one at a time like the ingredient list. */
export function AvoidField({ avoid, onChange }: AvoidFieldProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkNewAvoidItem(value, avoid);
    if (check.ok) {
      onChange([...avoid, check.value]);
      setValue('');
    }
    setProblem(check.ok ? '' : check.message);
    input.current?.focus();
  }

  function remove(item: string, index: number) {
    flushSync(() => onChange(avoid.filter((other) => other !== item)));
    // The next remove button, or the text box once the list is empty: the keyboard stays where the cook was.
    const buttons = list.current?.querySelectorAll('button');
    (buttons?.[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  }

  return (
    <div className="kitchen-field kitchen-avoid">
      <form className="avoid-row" onSubmit={add}>
        <label htmlFor={`${id}-avoid`}>Avoid</label>
        <div className="avoid-input">
          <input
            ref={input}
            id={`${id}-avoid`}
            type="text"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem('');
            }}
            placeholder="Eg peanuts"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
            autoComplete="off"
            enterKeyHint="done"
          />
          <button type="submit" aria-label="Add to avoid list">
            Add
          </button>
        </div>
      </form>
      <p id={`${id}-hint`} className="kitchen-hint">
        Allergies and foods you'd rather not eat. A family such as nuts, dairy or shellfish covers all its members.
      </p>
      {avoid.length > 0 && (
        <ul ref={list} className="chip-list" aria-label="Foods to avoid">
          {avoid.map((item, index) => (
            <li key={item}>
              <span>{item}</span>
              <button type="button" className="remove" aria-label={`Remove ${item} from avoid list`} onClick={() => remove(item, index)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-problem`} className="field-message" role="status">
        {problem}
      </p>
    </div>
  );
}
