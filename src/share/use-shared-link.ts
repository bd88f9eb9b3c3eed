import { useEffect, useEffectEvent, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import type { LinkProblemWords, SharedRecipe } from './open-link.ts';

/**
 * Opens a recipe that came in the page's link (`#recipe=…`), on arrival and whenever the fragment
 * changes; a link that cannot be read leaves the page as it is, with the message returned here.
 * Only the check is here: the reading (open-link.ts) is fetched when there is a link, with the
 * card's words, which the message is told in; it is told again in a language the cook switches to.
 */
export function useSharedLink(onOpen: (recipe: SharedRecipe) => void): string {
  useT();
  const [problem, setProblem] = useState<{ words: LinkProblemWords } | null>(null);
  const open = useEffectEvent(onOpen);

  useEffect(() => {
    const read = () => {
      // recipe-link.ts's LINK_PREFIX, written out: the first paint carries no link reader.
      if (!location.hash.startsWith('#recipe=')) return;
      // A chunk that fails to load is reported by the browser itself, as an unhandled rejection.
      void import('./open-link.ts').then(({ openLink }) =>
        openLink(
          (words) => setProblem(words && { words }),
          (recipe) => open(recipe),
        ),
      );
    };
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  return problem ? problem.words() : '';
}
