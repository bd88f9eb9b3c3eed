import { useId, useRef, useState, type FormEvent } from 'react';
import { checkNewIngredient } from '../../core/ingredients.ts';

type IngredientFormProps = {
  ingredients: readonly string[];
  onAdd: (ingredient: string) => void;
};

export function IngredientForm({ ingredients, onAdd }: IngredientFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkNewIngredient(value, ingredients);
    if (check.ok) {
      onAdd(check.value);
      setValue('');
    }
    setProblem(check.ok ? '' : check.message);
    // The button takes focus when clicked; the next ingredient should be typed at once.
    input.current?.focus();
  }

  return (
    <form className="add-ingredient" onSubmit={add}>
      <div className="add-ingredient-row">
        <input
          ref={input}
          type="text"
          name="ingredient"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem('');
          }}
          placeholder="Eg Oregano"
          aria-label="Add ingredient"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problemId}
          autoComplete="off"
          enterKeyHint="done"
        />
        <button type="submit">+ Add ingredient</button>
      </div>
      <p id={problemId} className="field-message" role="status">
        {problem}
      </p>
    </form>
  );
}
