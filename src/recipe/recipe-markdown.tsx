import { Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';

// Once the renderer has arrived it renders at once (lazy-component.ts), never flashing the plain-text fallback.
const [LazyMarkdown, loadMarkdown] = lazyComponent(() => import('./markdown.tsx'), 'Markdown');

export function preloadMarkdown() {
  void loadMarkdown();
}

type RecipeMarkdownProps = { source: string };

/** The recipe as Markdown; until the renderer has loaded, the same words as plain text. */
export function RecipeMarkdown({ source }: RecipeMarkdownProps) {
  return (
    <Suspense fallback={<p className="recipe-plain">{source}</p>}>
      <LazyMarkdown source={source} />
    </Suspense>
  );
}
