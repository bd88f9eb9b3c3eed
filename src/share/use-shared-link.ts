import { useEffect, useState } from 'react';
import { loadChangeAndShare } from '../change/load-change-and-share.ts';
import type { ShownRecipe } from '../recipe/use-recipe.ts';

/**
 * Opens a recipe that came in the page's link (`#recipe=…`), on arrival and whenever the fragment
 * changes; a link that cannot be read leaves the page as it is, with the message returned here.
 * Only the check is here: the reading (open-link.ts) loads with the change form, when there is a link.
 */
export function useSharedLink(show: (recipe: ShownRecipe) => void): string {
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const read = () => {
      if (!location.hash.startsWith('#recipe=')) return;
      // A chunk that fails to load is reported by the browser itself, as an unhandled rejection.
      void loadChangeAndShare().then(({ openLink }) => openLink(setProblem, show));
    };
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, [show]);

  return problem;
}
