import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { whenLoaded } from '../lib/when-idle.ts';
import type { BrowserMemory, Recalled } from './browser-memory.ts';
import { markForgetting } from './forget-mark.ts';
import type { RecipeToSave, SavedRecipe } from './saved-recipe.ts';

// Storage is not needed for the first paint: it loads once the page has, and the list comes back a moment later.
const loadMemory = () => import('./browser-memory.ts');
const loadSavedRecipe = () => import('./saved-recipe.ts');

type RememberedOptions = {
  ingredients: readonly string[];
  kitchen: Kitchen;
  /** What the last visit left: called once, when storage has answered. */
  onRecall: (recalled: Recalled) => void;
};

/**
 * Keeps the ingredient list, the kitchen and the saved recipes in this browser. Without storage
 * (a private window, storage blocked or full) everything still works for as long as the page is
 * open, and `unavailable` turns true so the page can say, once, that nothing will be remembered.
 */
export function useRemembered({ ingredients, kitchen, onRecall }: RememberedOptions) {
  const [memory, setMemory] = useState<BrowserMemory | null>(null);
  const [saved, setSaved] = useState<readonly SavedRecipe[]>([]);
  const [unavailable, setUnavailable] = useState(false);
  const recall = useEffectEvent(onRecall);
  // The storage once it has answered (null without any), and how many times the cook chose to forget.
  const opening = useRef<Promise<BrowserMemory | null>>(Promise.resolve(null));
  const forgets = useRef(0);

  const failed = useCallback((error: unknown) => {
    console.warn('Pantry Chef cannot store anything in this browser:', error);
    setUnavailable(true);
  }, []);

  // Subscribes to the browser's storage: what it holds now, then what other tabs change.
  useEffect(() => {
    let active = true;
    let opened: BrowserMemory | undefined;
    let answered: (memory: BrowserMemory | null) => void = () => {};
    opening.current = new Promise((resolve) => (answered = resolve));
    const forgetsBefore = forgets.current;
    // Unmounted before the page loaded: the answer is closed unread (`active`).
    whenLoaded(() => {
      loadMemory()
        .then(({ openMemory }) => openMemory())
        .then(async (memory) => {
          opened = memory;
          answered(memory);
          const recalled = await memory.recall();
          if (!active) return memory.close();
          // Forgotten while it was being read: what was read is what the cook asked to erase.
          if (forgets.current === forgetsBefore) {
            recall(recalled);
            setSaved(recalled.recipes);
          }
          setMemory(memory);
          memory.watchOtherTabs(() => {
            memory.savedRecipes().then((recipes) => active && setSaved(recipes), failed);
          });
        })
        .catch((error: unknown) => {
          answered(null);
          if (active) failed(error);
        });
    });
    return () => {
      active = false;
      opened?.close();
    };
  }, [failed]);

  // Mirrors the list and the kitchen into storage as they change, once what was there has been read.
  useEffect(() => {
    memory?.rememberIngredients(ingredients).catch(failed);
  }, [memory, ingredients, failed]);
  useEffect(() => {
    memory?.rememberKitchen(kitchen).catch(failed);
  }, [memory, kitchen, failed]);

  const save = useCallback(
    async (recipe: RecipeToSave) => {
      try {
        const entry = (await loadSavedRecipe()).newSavedRecipe(recipe);
        setSaved((recipes) => [entry, ...recipes]);
        if (!memory) return;
        await memory.saveRecipe(entry);
        // Another tab that saved at the same moment may have had its list read here before this one was
        // written, and shown without it: read again, now that both are stored.
        setSaved(await memory.savedRecipes());
      } catch (error) {
        failed(error);
      }
    },
    [memory, failed],
  );

  const remove = useCallback(
    async (id: string) => {
      setSaved((recipes) => recipes.filter((recipe) => recipe.id !== id));
      await memory?.deleteRecipe(id).catch(failed);
    },
    [memory, failed],
  );

  /**
   * Erases everything stored, and resolves true once it is: the wish is marked first, at once, so
   * that a page reloaded or closed before storage has finished still brings nothing back.
   */
  const forget = useCallback(async (): Promise<boolean> => {
    markForgetting();
    forgets.current += 1;
    setSaved([]);
    try {
      await (await opening.current)?.forget();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }, [failed]);

  return { saved, unavailable, save, remove, forget };
}
