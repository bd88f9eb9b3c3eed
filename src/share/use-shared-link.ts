import { useEffect, useEffectEvent, useState } from 'react';

const PREFIX = '#recipe=';
const UNREADABLE = 'This recipe link could not be opened here. Ask whoever sent it to share the recipe again.';

/**
 * Opens a recipe that came in the page's link (`#recipe=…`), on arrival and whenever the fragment
 * changes. Once read, the fragment is taken off the address, so a new recipe never sits under an
 * old link. A link that cannot be read leaves the page as it is, with the message returned here.
 * The codec loads only when there is a link to read.
 */
export function useSharedLink(onOpen: (recipe: string) => void): string {
  const [problem, setProblem] = useState('');
  const open = useEffectEvent(onOpen);

  useEffect(() => {
    let active = true;
    const read = () => {
      const hash = location.hash;
      if (!hash.startsWith(PREFIX)) return;
      import('./recipe-link.ts')
        .then(({ readRecipeLink }) => readRecipeLink(hash))
        .then(
          (reading) => {
            if (!active) return;
            if (location.hash === hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
            setProblem(reading.ok ? '' : reading.message);
            if (reading.ok) open(reading.text);
          },
          () => {
            if (active) setProblem(UNREADABLE);
          },
        );
    };
    read();
    addEventListener('hashchange', read);
    return () => {
      active = false;
      removeEventListener('hashchange', read);
    };
  }, []);

  return problem;
}
