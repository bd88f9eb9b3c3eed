import { lazy, Suspense } from 'react';
import type { RecipeTalkProps } from './recipe-talk.tsx';

// Versions, the change form and sharing come in their own chunk, prefetched with the cooking panel once the page is idle (main.tsx).
const loadTalk = () => import('./recipe-talk.tsx');
const LazyTalk = lazy(() => loadTalk().then((module) => ({ default: module.RecipeTalk })));

export function preloadTalk() {
  void loadTalk();
}

export function Talk(props: RecipeTalkProps) {
  return (
    <Suspense fallback={null}>
      <LazyTalk {...props} />
    </Suspense>
  );
}
