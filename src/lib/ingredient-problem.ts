import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, type IngredientCheck } from '../../core/ingredients.ts';
import { t } from './i18n.ts';

/** What the cook reads when an ingredient cannot join the list, in the page's language; nothing for an empty box. */
export function ingredientProblem(check: IngredientCheck): string {
  if (check.ok) return '';
  switch (check.reason) {
    case 'empty':
      return '';
    case 'too_long':
      return t('page.ingredientTooLong', { max: MAX_INGREDIENT_LENGTH, length: check.length });
    case 'duplicate':
      return t('page.ingredientDuplicate', { ingredient: check.existing });
    case 'list_full':
      return t('page.listFull', { max: MAX_INGREDIENTS });
  }
}
