import { checkNewIngredient } from '../../core/ingredients.ts';

/** One past-tense action per thing the cook does to the list. */
export type IngredientsAction =
  | { type: 'added'; ingredient: string }
  | { type: 'removed'; ingredient: string }
  | { type: 'cleared' }
  | { type: 'restored'; ingredients: readonly string[] }
  | { type: 'recalled'; ingredients: readonly string[] };

export function ingredientsReducer(list: readonly string[], action: IngredientsAction): readonly string[] {
  switch (action.type) {
    case 'added': {
      const check = checkNewIngredient(action.ingredient, list);
      return check.ok ? [...list, check.value] : list;
    }
    case 'removed':
      return list.filter((item) => item !== action.ingredient);
    case 'cleared':
      return [];
    case 'restored':
      return action.ingredients;
    case 'recalled':
      // The list from the last visit, unless the cook has already started a new one; checked as if typed again.
      // Built on the empty list itself, so that a visit with nothing to recall leaves the state as it was
      // (a new empty list would render the whole page again for nothing).
      if (list.length > 0) return list;
      return action.ingredients.reduce<readonly string[]>(
        (recalled, ingredient) => ingredientsReducer(recalled, { type: 'added', ingredient }),
        list,
      );
  }
}
