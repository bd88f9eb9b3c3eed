import { checkNewIngredient } from '../../core/ingredients.ts';

/** One past-tense action per thing the cook does to the list. */
export type IngredientsAction =
  | { type: 'added'; ingredient: string }
  | { type: 'removed'; ingredient: string }
  | { type: 'cleared' }
  | { type: 'restored'; ingredients: readonly string[] };

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
  }
}
