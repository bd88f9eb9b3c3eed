import { JSON_LD_TYPE, jsonLdFileName, toJsonLd } from './json-ld.ts';
import { loadedFoodIndex, nutritionFacts } from './nutrition/facts.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { estimateOf } from './readings.ts';

/** Saves the recipe, at the chosen scale and with the nutrition the panel shows, as a schema.org JSON-LD file that recipe managers import. */
export function downloadRecipe(recipe: StructuredRecipe, pack: LanguagePack, scale: number, kitchenServings?: number): void {
  // Without the food table (it had not arrived, or could not), the recipe downloads without nutrition.
  const index = loadedFoodIndex();
  const nutrition = index ? nutritionFacts(estimateOf(recipe, index, kitchenServings, pack), scale) : undefined;
  const json = `${JSON.stringify(toJsonLd(recipe, scale, nutrition, pack), null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([json], { type: JSON_LD_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = jsonLdFileName(recipe);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has begun by now; the URL only needs to outlive it, not the page.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
