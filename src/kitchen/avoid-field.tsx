import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { checkNewAvoidItem, MAX_AVOID_ITEMS, MAX_AVOID_LENGTH, type AvoidCheck } from '../../core/kitchen.ts';
import { type Translate, useT } from '../lib/i18n.ts';

type AvoidFieldProps = {
  avoid: readonly string[];
  onChange: (avoid: readonly string[]) => void;
};

/** Allergies and dislikes, added one at a time like the ingredient list. */
export function AvoidField({ avoid, onChange }: AvoidFieldProps) {
  const t = useT();
  const [value, setValue] = useState('');
  // The check itself is kept, not its words, so that a change of language says it again in the new one.
  const [check, setCheck] = useState<AvoidCheck | null>(null);
  const problem = check ? avoidProblem(check, t) : '';
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkNewAvoidItem(value, avoid);
    if (result.ok) {
      onChange([...avoid, result.value]);
      setValue('');
    }
    setCheck(result);
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
        <label htmlFor={`${id}-avoid`}>{t('kitchen.avoid')}</label>
        <div className="avoid-input">
          <input
            ref={input}
            id={`${id}-avoid`}
            type="text"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setCheck(null);
            }}
            placeholder={t('kitchen.avoidExample')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
            autoComplete="off"
            enterKeyHint="done"
          />
          <button type="submit" aria-label={t('kitchen.avoidAddLabel')}>
            {t('kitchen.avoidAdd')}
          </button>
        </div>
      </form>
      <p id={`${id}-hint`} className="kitchen-hint">
        {t('kitchen.avoidHint')}
      </p>
      {avoid.length > 0 && (
        <ul ref={list} className="chip-list" aria-label={t('kitchen.avoidList')}>
          {avoid.map((item, index) => (
            <li key={item}>
              <span>{item}</span>
              <button
                type="button"
                className="remove"
                aria-label={t('kitchen.avoidRemove', { food: item })}
                onClick={() => remove(item, index)}
              >
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

/** What the cook reads when a food cannot join the avoid list, in the page's language; nothing for an empty box. */
function avoidProblem(check: AvoidCheck, t: Translate): string {
  if (check.ok) return '';
  switch (check.reason) {
    case 'empty':
      return '';
    case 'too_long':
      return t('kitchen.avoidTooLong', { max: MAX_AVOID_LENGTH, length: check.length });
    case 'duplicate':
      return t('kitchen.avoidDuplicate', { food: check.existing });
    case 'list_full':
      return t('kitchen.avoidFull', { max: MAX_AVOID_ITEMS });
  }
}
