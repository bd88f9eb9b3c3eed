import { pageLanguage, t } from '../lib/i18n.ts';
import { scaleYield } from './scale.ts';

// The reader words any statement of servings ("Serves 4", "Raciones: 4", "4人分") as "4 servings" or "4-6 servings".
const SERVINGS = /^(\d+)(?:-(\d+))? servings?$/;

/**
 * A recipe's yield at a scale, as the page shows it: servings, which the reader words in English
 * whatever the recipe's language, in the page's language ("4 Portionen"); a noun the recipe gave
 * itself ("12 cookies") as written, scaled (scale.ts).
 */
export function yieldWords(text: string, factor: number): string {
  const servings = SERVINGS.exec(text);
  if (!servings) return scaleYield(text, factor);
  // Servings at ½× may be a half ("1.5 servings"): one decimal is enough.
  const scaled = (count: string) => Math.round(Number(count) * factor * 10) / 10;
  if (servings[2] === undefined) return t('cooking.servings', { count: scaled(servings[1]!) });
  return t('cooking.servingsRange', {
    low: new Intl.NumberFormat(pageLanguage()).format(scaled(servings[1]!)),
    count: scaled(servings[2]),
  });
}
