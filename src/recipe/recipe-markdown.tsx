import { lazy, Suspense, type ComponentType } from 'react';
import type { MarkdownProps } from './markdown.tsx';

// Set once the renderer has arrived: a lazy component suspends on its first render even when its
// module is already here, which would flash the plain-text fallback for a frame.
let Loaded: ComponentType<MarkdownProps> | undefined;
const loadMarkdown = () => import('./markdown.tsx').then((module) => (Loaded = module.Markdown));
const LazyMarkdown = lazy(() => loadMarkdown().then((Markdown) => ({ default: Markdown })));

export function preloadMarkdown() {
  void loadMarkdown();
}

type RecipeMarkdownProps = { source: string };

/** The recipe as Markdown; until the renderer has loaded, the same words as plain text. */
export function RecipeMarkdown({ source }: RecipeMarkdownProps) {
  if (Loaded) return <Loaded source={source} />;
  return (
    <Suspense fallback={<p className="recipe-plain">{source}</p>}>
      <LazyMarkdown source={source} />
    </Suspense>
  );
}
