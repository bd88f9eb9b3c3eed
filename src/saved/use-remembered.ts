import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { whenLoaded } from '../when-idle.ts';
import type { BrowserMemory, Recalled } from './browser-memory.ts';
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

  const failed = useCallback((error: unknown) => {
    console.warn('Pantry Chef cannot store anything in this browser:', error);
    setUnavailable(true);
  }, []);

  // Subscribes to the browser's storage: what it holds now, then what other tabs change.
  useEffect(() => {
    let active = true;
    let opened: BrowserMemory | undefined;
    // Unmounted before the page loaded: the answer is closed unread (`active`).
    whenLoaded(() => {
      loadMemory()
        .then(({ openMemory }) => openMemory())
        .then(async (memory) => {
          opened = memory;
          const recalled = await memory.recall();
          if (!active) return memory.close();
          recall(recalled);
          setSaved(recalled.recipes);
          setMemory(memory);
          memory.watchOtherTabs(() => {
            memory.savedRecipes().then((recipes) => active && setSaved(recipes), failed);
          });
        })
        .catch((error: unknown) => {
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

  const forget = useCallback(async () => {
    setSaved([]);
    await memory?.forget().catch(failed);
  }, [memory, failed]);

  return { saved, unavailable, save, remove, forget };
}
