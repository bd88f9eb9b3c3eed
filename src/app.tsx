import { startTransition, Suspense, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { Kitchen } from '../core/kitchen.ts';
import { Header } from './header.tsx';
import { IngredientForm } from './ingredients/ingredient-form.tsx';
import { ingredientsReducer } from './ingredients/ingredients-reducer.ts';
import { PhotoAndVoice } from './photo/photo-and-voice.tsx';
import { YourKitchen } from './kitchen/your-kitchen.tsx';
import { pageLanguage, useT } from './lib/i18n.ts';
import { lazyComponent } from './lib/lazy-component.ts';
import { whenLoaded } from './lib/when-idle.ts';

// Everything under the form (src/workbench.tsx) is fetched once the app has taken over a loaded page.
const [Workbench, loadWorkbench] = lazyComponent(() => import('./workbench.tsx'), 'Workbench', 'list');
export { loadWorkbench };

/** Fetches the workbench, then what it shows next (the card, the cooking panel, the saved recipes). */
export function preloadWorkbench() {
  return loadWorkbench().then(({ preloadWhatFollows }) => preloadWhatFollows());
}

export function App() {
  const [ingredients, dispatch] = useReducer(ingredientsReducer, []);
  const t = useT();
  const [chosen, setChosen] = useState<Kitchen>({});
  const [memoryUnavailable, setMemoryUnavailable] = useState(false);
  const [linkProblem, setLinkProblem] = useState('');
  // The recipe is written in the page's language unless the cook chose a recipe language in the kitchen.
  const page = pageLanguage();
  const kitchen: Kitchen = { ...chosen, language: chosen.language ?? page };
  // The kitchen form says the recipe language it shows; the page's, while none is chosen, sets nothing.
  const setKitchen = (next: Kitchen) => {
    const { language, ...rest } = next;
    setChosen(chosen.language === undefined && language === page ? rest : next);
  };
  const add = (ingredient: string) => dispatch({ type: 'added', ingredient });

  return (
    <>
      <Header />
      <main>
        <p className="intro">{t('page.intro')}</p>
        <p className="memory-note" role="status">
          {memoryUnavailable ? t('list.memoryUnavailable') : ''}
        </p>
        {linkProblem && (
          <p className="recipe-alert" role="alert">
            {linkProblem}
          </p>
        )}
        <IngredientForm ingredients={ingredients} onAdd={add} />
        <PhotoAndVoice ingredients={ingredients} language={kitchen.language ?? 'en'} onAdd={add} />
        <YourKitchen kitchen={kitchen} onChange={setKitchen} />
        <OnceLoaded>
          <Suspense fallback={null}>
            <Workbench
              ingredients={ingredients}
              dispatch={dispatch}
              kitchen={kitchen}
              chosen={chosen}
              setChosen={setChosen}
              onMemoryUnavailable={setMemoryUnavailable}
              onLinkProblem={setLinkProblem}
            />
          </Suspense>
        </OnceLoaded>
      </main>
    </>
  );
}

/**
 * The first screen, rendered at build time, holds nothing under the form: the workbench joins once
 * the page has loaded, so that nothing lazy competes with its load. It joins as a transition, rendered
 * in slices that give way to the cook (an external store's update would render in one long task).
 * Only this component renders again when it joins: the page above, just hydrated, is left as it is
 * (when App held this state, the join rendered and committed the whole page again, one long task).
 */
function OnceLoaded({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenLoaded(() => startTransition(() => setLoaded(true))), []);
  return loaded ? children : null;
}
