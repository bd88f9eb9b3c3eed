import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '../core/kitchen-words.ts';
import { App } from './app.tsx';
import { loadMessages, t } from './lib/i18n.ts';

/**
 * The page as it first looks in `language`, rendered at build time into that language's page
 * (build/first-screen.ts), so it paints before any JavaScript has run; main.tsx then hydrates it. It
 * holds nothing about the cook: what the browser remembers appears once the app runs.
 */
export async function renderFirstScreen(language: Language) {
  await loadMessages('page', language);
  i18n.activate(language);
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { html, title: t('page.title'), description: t('page.description') };
}
