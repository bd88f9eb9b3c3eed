import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { whenIdle } from './when-idle.ts';
import './app.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A production build holds the first screen already rendered (src/first-screen.tsx); the dev server does not.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

// Installable, and open offline with its saved recipes: the service worker (built by vite-plugin-pwa)
// is registered once the page has loaded and gone idle, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () =>
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('No offline copy of Pantry Chef:', error));
    }),
  );
}
