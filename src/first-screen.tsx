import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';

/**
 * The page as it first looks, rendered at build time into index.html (build/first-screen.ts), so it paints
 * before any JavaScript has run; main.tsx then hydrates it. It holds nothing about the cook: what
 * the browser remembers appears once the app runs.
 */
export function renderFirstScreen(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
