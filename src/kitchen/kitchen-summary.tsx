import type { Kitchen } from '../../core/kitchen.ts';
import { kitchenWishes } from '../../core/kitchen-wishes.ts';
import { pageLanguage, useT } from '../lib/i18n.ts';

type KitchenSummaryProps = { kitchen: Kitchen };

/**
 * "Vegetarian · no peanuts or shellfish · 2 servings", for the closed kitchen, in the page's
 * language. A kitchen with nothing chosen says so on the first screen without this code
 * (your-kitchen.tsx): it comes, with the kitchen's words, once something is.
 */
export function KitchenSummary({ kitchen }: KitchenSummaryProps) {
  const t = useT();
  const { diet, avoid, servings, maxMinutes, units, language, onlyMine } = kitchenWishes(kitchen);
  const page = pageLanguage();
  const parts = [
    diet && t(`kitchen.diet.${diet}`),
    avoid && t('kitchen.summary.avoid', { foods: new Intl.ListFormat(page, { type: 'disjunction' }).format(avoid) }),
    servings && t('kitchen.summary.servings', { count: servings }),
    maxMinutes && t('kitchen.summary.maxMinutes', { minutes: maxMinutes }),
    units && t(units === 'us' ? 'kitchen.summary.usUnits' : 'kitchen.summary.metric'),
    // The recipe is in the page's language unless the cook chose another.
    language &&
      language !== page &&
      t('kitchen.summary.language', { language: new Intl.DisplayNames(page, { type: 'language' }).of(language)! }),
    onlyMine && t('kitchen.summary.onlyMine'),
  ];
  const set = parts.filter((part) => typeof part === 'string');
  return set.length > 0 ? set.join(' · ') : t('page.summary.nothingSet');
}
