import type { Kitchen } from '../../core/kitchen.ts';
import { kitchenWishes } from '../../core/kitchen-wishes.ts';
import { pageLanguage, t } from '../lib/i18n.ts';

/** "Vegetarian · no peanuts or shellfish · 2 servings", for the closed kitchen, in the page's language. */
export function kitchenSummary(kitchen: Kitchen): string {
  const { diet, avoid, servings, maxMinutes, units, language, onlyMine } = kitchenWishes(kitchen);
  const page = pageLanguage();
  const parts = [
    diet && t(`page.diet.${diet}`),
    avoid && t('page.summary.avoid', { foods: new Intl.ListFormat(page, { type: 'disjunction' }).format(avoid) }),
    servings && t('page.summary.servings', { count: servings }),
    maxMinutes && t('page.summary.maxMinutes', { minutes: maxMinutes }),
    units && t(units === 'us' ? 'page.summary.usUnits' : 'page.summary.metric'),
    // The recipe is in the page's language unless the cook chose another.
    language &&
      language !== page &&
      t('page.summary.language', { language: new Intl.DisplayNames(page, { type: 'language' }).of(language)! }),
    onlyMine && t('page.summary.onlyMine'),
  ];
  const set = parts.filter((part) => typeof part === 'string');
  return set.length > 0 ? set.join(' · ') : t('page.summary.nothingSet');
}
