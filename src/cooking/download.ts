import { JSON_LD_TYPE, jsonLdFileName, toJsonLd } from './json-ld.ts';
import { estimateWhenLoaded, nutritionFacts, type NutritionFacts } from './nutrition/facts.ts';
import type { StructuredRecipe } from './recipe-structure.ts';

/** Saves the recipe, at the chosen scale and with its nutrition, as a schema.org JSON-LD file that recipe managers import. */
export async function downloadRecipe(recipe: StructuredRecipe, scale: number, kitchenServings?: number): Promise<void> {
  let nutrition: NutritionFacts | undefined;
  try {
    nutrition = nutritionFacts(await estimateWhenLoaded(recipe, kitchenServings), scale);
  } catch {
    // Without the food table (offline before it was ever loaded), the recipe downloads without nutrition.
  }
  const json = `${JSON.stringify(toJsonLd(recipe, scale, nutrition), null, 2)}\n`;
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
