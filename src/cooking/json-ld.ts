import { readIngredientLine } from './ingredient-line.ts';
import type { NutritionFacts, NutritionInformation } from './nutrition/facts.ts';
import { nutritionInformation } from './nutrition/facts.ts';
import type { StructuredRecipe } from './recipe-structure.ts';
import { scaleIngredients, scaleYield } from './scale.ts';

export type HowToStep = { '@type': 'HowToStep'; text: string };

/** A schema.org Recipe with the fields Mealie and Tandoor import. */
export type RecipeJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  recipeYield?: string;
  /** ISO 8601, such as "PT45M". */
  totalTime?: string;
  recipeIngredient: string[];
  recipeInstructions: HowToStep[];
  /** Per serving, or for the whole recipe when the servings are unknown. */
  nutrition?: NutritionInformation;
};

/** The media type for a downloaded .jsonld or .json file. */
export const JSON_LD_TYPE = 'application/ld+json';

/** The recipe as schema.org JSON-LD, its ingredients and yield scaled by `factor`, with its nutrition when estimated (at that scale). */
export function toJsonLd(recipe: StructuredRecipe, factor = 1, nutrition?: NutritionFacts): RecipeJsonLd {
  const servings = nutrition?.servings ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title ?? 'Recipe',
    ...(recipe.tip !== null && { description: recipe.tip }),
    ...(recipe.yield !== null && { recipeYield: scaleYield(recipe.yield, factor) }),
    ...(recipe.yield === null && servings !== null && { recipeYield: `${servings} ${servings === 1 ? 'serving' : 'servings'}` }),
    ...(recipe.totalTime !== null && { totalTime: isoDuration(recipe.totalTime) }),
    recipeIngredient: scaleIngredients(recipe.ingredients, factor),
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
    ...(nutrition && nutrition.counted > 0 && { nutrition: nutritionInformation(nutrition) }),
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

/** Minutes from an ISO 8601 duration ("PT1H15M", "P0DT45M"), or null. */
export function minutesOf(iso: string): number | null {
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(iso.trim());
  if (!match || iso.trim().toUpperCase() === 'P' || /T$/i.test(iso.trim())) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 1440 + Number(h) * 60 + Number(m) + Number(s) / 60;
}

/**
 * Reads a schema.org Recipe back (an object, an array, or an @graph holding one), as recipe
 * sites and recipe managers write it. Null when there is no Recipe with ingredients or steps.
 */
export function fromJsonLd(data: unknown): StructuredRecipe | null {
  const recipe = findRecipe(data);
  if (!recipe) return null;
  const ingredients = strings(recipe.recipeIngredient).map(readIngredientLine);
  const steps = instructionTexts(recipe.recipeInstructions);
  if (ingredients.length === 0 && steps.length === 0) return null;
  const yieldText = yieldOf(recipe.recipeYield);
  const servings = yieldText === null ? null : Number(/\d+/.exec(yieldText)?.[0] ?? Number.NaN);
  return {
    title: typeof recipe.name === 'string' && recipe.name.trim() ? recipe.name.trim() : null,
    servings: servings !== null && Number.isFinite(servings) ? servings : null,
    yield: yieldText,
    totalTime: typeof recipe.totalTime === 'string' ? minutesOf(recipe.totalTime) : null,
    ingredients,
    steps,
    tip: typeof recipe.description === 'string' && recipe.description.trim() ? recipe.description.trim() : null,
  };
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: JsonObject, type: string): boolean {
  const types = value['@type'];
  return types === type || (Array.isArray(types) && types.includes(type));
}

function findRecipe(data: unknown): JsonObject | null {
  if (Array.isArray(data)) return data.map(findRecipe).find((found) => found !== null) ?? null;
  if (!isObject(data)) return null;
  if (hasType(data, 'Recipe')) return data;
  return findRecipe(data['@graph']);
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

// Instructions come as one string, a list of strings, HowToSteps, or HowToSections of HowToSteps.
function instructionTexts(value: unknown): string[] {
  if (typeof value === 'string') return strings(value.split(/\n+/));
  if (!Array.isArray(value)) return isObject(value) ? instructionTexts([value]) : [];
  return value.flatMap((item): string[] => {
    if (typeof item === 'string') return strings(item);
    if (!isObject(item)) return [];
    if (hasType(item, 'HowToSection')) return instructionTexts(item.itemListElement);
    return strings(item.text ?? item.name);
  });
}

function yieldOf(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? (value.find((item) => typeof item === 'string') ?? value[0]) : value;
  if (typeof first === 'number' && Number.isFinite(first)) return `${first} ${first === 1 ? 'serving' : 'servings'}`;
  return typeof first === 'string' && first.trim() ? first.trim() : null;
}
