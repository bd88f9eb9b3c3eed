import { useEffectEvent, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { checkNewIngredient, type IngredientCheck } from '../../core/ingredients.ts';
import { useT } from '../lib/i18n.ts';
import { ingredientProblem } from '../lib/ingredient-problem.ts';

/**
 * What the cook added before the app took over the page, in order: the boot script kept it
 * (src/boot.ts). Taking it ends the keeping, so this form handles every submit after; a second
 * call gets nothing, and so does a page without the boot script (the dev server, tests).
 */
function takeEarlyIngredients(): string[] {
  return window.pantryChefEarlyIngredients?.() ?? [];
}

type IngredientFormProps = {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
};

export function IngredientForm({ ingredients, onAdd }: IngredientFormProps) {
  const [value, setValue] = useState('');
  const t = useT();
  // What is wrong with the last ingredient, said in the page's language as it is now.
  const [problem, setProblem] = useState<IngredientCheck | null>(null);
  const said = problem ? ingredientProblem(problem) : '';
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();

  // The app takes over a page the cook may already have used: what they added before (src/boot.ts)
  // joins the list as if added now, and what they typed stays in the box (hydration keeps the
  // text on the page, not in this form's state, and the next render would empty it).
  const takeOver = useEffectEvent(() => {
    let list = ingredients;
    let typed = input.current?.value ?? '';
    let failed: IngredientCheck | null = null;
    for (const early of takeEarlyIngredients()) {
      const check = checkNewIngredient(early, list);
      if (check.ok) {
        list = [...list, check.value];
        onAdd(check.value);
      } else {
        // As when added now: the problem is said, and the text is back in the box to fix.
        failed ??= check;
        typed ||= early;
      }
    }
    if (typed) setValue(typed);
    if (failed) setProblem(failed);
  });
  // In the commit that mounts the form, not an effect after it: between the two, Enter in the box
  // would read a state that has not caught up with it, and the text the cook typed was lost.
  useLayoutEffect(() => takeOver(), []);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkNewIngredient(value, ingredients);
    if (check.ok) {
      onAdd(check.value);
      setValue('');
    }
    setProblem(check.ok ? null : check);
    // The button takes focus when clicked; the next ingredient should be typed at once.
    input.current?.focus();
  }

  return (
    // method="dialog": a submit before the app has taken over never leaves the page, even before src/boot.ts has run.
    <form className="add-ingredient" method="dialog" onSubmit={add}>
      <div className="add-ingredient-row">
        <input
          ref={input}
          type="text"
          name="ingredient"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          placeholder={t('page.ingredientExample')}
          aria-label={t('page.addIngredient')}
          aria-invalid={said ? true : undefined}
          aria-describedby={problemId}
          autoComplete="off"
          enterKeyHint="done"
        />
        <button type="submit">{t('page.addIngredientButton')}</button>
      </div>
      <p id={problemId} className="field-message" role="status">
        {said}
      </p>
    </form>
  );
}
