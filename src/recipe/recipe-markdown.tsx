import { lazy, Suspense } from 'react';

const loadMarkdown = () => import('./markdown.tsx');
const Markdown = lazy(() => loadMarkdown().then((module) => ({ default: module.Markdown })));

export function preloadMarkdown() {
  void loadMarkdown();
}

export type RecipeMarkdownProps = { source: string };

/** The recipe as Markdown; until the renderer has loaded, the same words as plain text. */
export function RecipeMarkdown({ source }: RecipeMarkdownProps) {
  return (
    <Suspense fallback={<p className="recipe-plain">{source}</p>}>
      <Markdown source={source} />
    </Suspense>
  );
}
