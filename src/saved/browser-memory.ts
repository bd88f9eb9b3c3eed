/**
 * What Pantry Chef remembers in this browser, in IndexedDB through idb-keyval: the ingredient list,
 * the kitchen, and each saved recipe under a key of its own, so that two tabs saving at once never
 * overwrite each other. Everything read back goes through the same schemas as the API; whatever
 * fails them (corrupted, older or foreign data) is ignored. Nothing here is ever sent anywhere.
 */

import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { IngredientListSchema } from '../../core/ingredient-schemas.ts';
import { kitchenWishes } from '../../core/kitchen-wishes.ts';
import { KitchenSchema, type Kitchen } from '../../core/kitchen.ts';
import { FORGET_MARK } from './forget-mark.ts';
import { SavedRecipeSchema, type SavedRecipe } from './saved-recipe.ts';

const DATABASE = 'pantry-chef';
/** A new shape of data gets a new store, never a surprise for an older page. */
const STORE = 'remembered-v1';
const INGREDIENTS = 'ingredients';
const KITCHEN = 'kitchen';
const RECIPE = 'recipe:';
/** Tells the other tabs of this browser that the saved recipes changed. */
const CHANNEL = 'pantry-chef-saved-recipes';
/** Some browsers never answer indexedDB.open in a private window; waiting longer helps no one. */
const OPEN_TIMEOUT_MS = 3_000;

export type Recalled = { ingredients: readonly string[]; kitchen: Kitchen | null; recipes: SavedRecipe[] };

export type BrowserMemory = {
  recall(): Promise<Recalled>;
  savedRecipes(): Promise<SavedRecipe[]>;
  rememberIngredients(ingredients: readonly string[]): Promise<void>;
  rememberKitchen(kitchen: Kitchen): Promise<void>;
  saveRecipe(recipe: SavedRecipe): Promise<void>;
  deleteRecipe(id: string): Promise<void>;
  forget(): Promise<void>;
  /** Calls back when another tab saved, deleted or forgot, until closed. */
  watchOtherTabs(listener: () => void): void;
  close(): void;
};

/** The browser's storage, once it has answered; rejects when there is none (blocked, absent, private). */
export async function openMemory(): Promise<BrowserMemory> {
  const store = createStore(DATABASE, STORE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), OPEN_TIMEOUT_MS);
  });
  try {
    await Promise.race([get(INGREDIENTS, store), timeout]);
  } finally {
    clearTimeout(timer);
  }
  const memory = memoryIn(store);
  // The last page was told to forget and went away before it could finish: finish it before anything is read.
  if (forgettingMarked()) await memory.forget();
  return memory;
}

function memoryIn(store: UseStore): BrowserMemory {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const tellOtherTabs = () => channel?.postMessage('changed');

  const savedRecipes = async () => {
    const recipes: SavedRecipe[] = [];
    for (const [key, value] of await entries(store)) {
      if (typeof key !== 'string' || !key.startsWith(RECIPE)) continue;
      const parsed = v.safeParse(SavedRecipeSchema, value);
      if (parsed.success && key === RECIPE + parsed.output.id) recipes.push(parsed.output);
    }
    return recipes.sort((a, b) => b.savedAt - a.savedAt);
  };

  return {
    async recall() {
      const [ingredients, kitchen, recipes] = await Promise.all([get(INGREDIENTS, store), get(KITCHEN, store), savedRecipes()]);
      const list = v.safeParse(IngredientListSchema, ingredients);
      const settings = v.safeParse(KitchenSchema, kitchen);
      return { ingredients: list.success ? list.output : [], kitchen: settings.success ? settings.output : null, recipes };
    },
    savedRecipes,
    async rememberIngredients(ingredients) {
      await (ingredients.length > 0 ? set(INGREDIENTS, [...ingredients], store) : del(INGREDIENTS, store));
    },
    async rememberKitchen(kitchen) {
      // A kitchen as a newcomer finds it is not worth keeping; "Forget my data" then leaves nothing behind.
      const wishes = kitchenWishes(kitchen);
      await (Object.keys(wishes).length === 0 ? del(KITCHEN, store) : set(KITCHEN, wishes, store));
    },
    async saveRecipe(recipe) {
      await set(RECIPE + recipe.id, recipe, store);
      tellOtherTabs();
    },
    async deleteRecipe(id) {
      await del(RECIPE + id, store);
      tellOtherTabs();
    },
    async forget() {
      await clear(store);
      unmarkForgetting();
      tellOtherTabs();
    },
    watchOtherTabs(listener) {
      channel?.addEventListener('message', listener);
    },
    close() {
      channel?.close();
    },
  };
}

// The mark that "Forget my data" leaves (forget-mark.ts), read before anything else and taken away once all is erased.
function forgettingMarked(): boolean {
  try {
    return localStorage.getItem(FORGET_MARK) !== null;
  } catch {
    return false;
  }
}

function unmarkForgetting(): void {
  try {
    localStorage.removeItem(FORGET_MARK);
  } catch {
    // Nothing to take away.
  }
}
