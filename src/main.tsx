import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadWorkbench } from './app.tsx';
import { preloadKitchen } from './kitchen/your-kitchen.tsx';
import { preloadPhotoAndVoice } from './photo/photo-and-voice.tsx';
import { loadLanguageChoice } from './header.tsx';
import { startInFirstLanguage } from './lib/page-language.ts';
import { whenEngaged, whenIdle } from './lib/when-idle.ts';
import './app.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The first screen's words, in the language it was rendered in, before the app takes it over. The
// boot script (src/boot.ts) waits for this before it hands over what the cook clicked meanwhile.
window.pantryChefTakingOver = startInFirstLanguage().then(async (language) => {
  // A production build holds the first screen already rendered (src/first-screen.tsx), in its language;
  // the dev server's page is index.html as written, in English and empty.
  if (import.meta.env.DEV) {
    void loadLanguageChoice().then(({ showLanguage }) => showLanguage(language));
    createRoot(root).render(app);
    return;
  }
  // In a task of its own: running the app's code and starting to take the page over, back to back,
  // were one long task on a slow phone.
  await new Promise((resolve) => setTimeout(resolve));
  // As a transition, taking the page over yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole page; a click meanwhile finishes it at once.
  startTransition(() => void hydrateRoot(root, app));
});

// What the first screen does not show is fetched before the cook asks for it, once they start using
// the page (typing their list, say), so that nothing competes with the page's load on a slow phone
// (the Markdown renderer and the answer reader wait for the call-to-action).
whenEngaged(() => {
  preloadKitchen();
  preloadPhotoAndVoice();
  void preloadWorkbench();
  void loadLanguageChoice();
});
// The service worker (built by vite-plugin-pwa) is registered once the page is idle, so the app
// installs and opens offline with its saved recipes.
whenIdle(() => {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void loadLanguageChoice().then(({ keepPageForOffline }) => keepPageForOffline());
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('No offline copy of Pantry Chef:', error));
  }
});
