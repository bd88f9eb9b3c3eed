import type { NutritionFacts, NutritionInformation } from './nutrition/facts.ts';
import { nutritionInformation } from './nutrition/facts.ts';
import type { Language } from '../../core/kitchen-words.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { pack as ENGLISH } from '../../core/reading/languages/en.ts';
import type { StructuredRecipe } from '../../core/reading/recipe.ts';
import { t } from '../lib/i18n.ts';
import { scaleIngredients } from './scale.ts';
import { yieldWords } from './yield-words.ts';

type HowToStep = { '@type': 'HowToStep'; text: string };

/** A schema.org Recipe with the fields Mealie and Tandoor import. */
type RecipeJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  recipeYield?: string;
  /** ISO 8601, such as "PT45M"; the total is also the sum of the other two when only they are stated. */
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeIngredient: string[];
  recipeInstructions: HowToStep[];
  /** Per serving, or for the whole recipe when the servings are unknown. */
  nutrition?: NutritionInformation;
  /** The recipe's language: "en", "es"… */
  inLanguage: Language;
};

/** The media type for a downloaded .jsonld or .json file. */
export const JSON_LD_TYPE = 'application/ld+json';

/**
 * The recipe as schema.org JSON-LD, in its language (`pack`), its ingredients and yield scaled by
 * `factor`, with its nutrition when estimated (at that scale). What the recipe does not say and
 * the page adds (a name for an untitled recipe, the servings as a yield) is in the page's language.
 */
export function toJsonLd(recipe: StructuredRecipe, factor = 1, nutrition?: NutritionFacts, pack: LanguagePack = ENGLISH): RecipeJsonLd {
  const servings = nutrition?.servings ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title ?? t('cooking.untitledRecipe'),
    ...(recipe.tip !== null && { description: recipe.tip }),
    ...(recipe.yield !== null && { recipeYield: yieldWords(recipe.yield, factor) }),
    ...(recipe.yield === null && servings !== null && { recipeYield: t('cooking.servings', { count: servings }) }),
    ...(recipe.prepTime !== null && { prepTime: isoDuration(recipe.prepTime) }),
    ...(recipe.cookTime !== null && { cookTime: isoDuration(recipe.cookTime) }),
    ...(recipe.totalTime !== null && { totalTime: isoDuration(recipe.totalTime) }),
    recipeIngredient: scaleIngredients(recipe.ingredients, factor, pack),
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
    ...(nutrition && nutrition.counted > 0 && { nutrition: nutritionInformation(nutrition) }),
    inLanguage: recipe.language,
  };
}

/** A file name for the download: "creamy-tomato-pasta.json". */
export function jsonLdFileName(recipe: StructuredRecipe): string {
  const slug = (recipe.title ?? 'recipe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'recipe'}.json`;
}

/** 45 gives "PT45M", 75 gives "PT1H15M", 0.5 gives "PT30S". */
export function isoDuration(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || seconds === 0 ? `${s}S` : ''}`;
}
