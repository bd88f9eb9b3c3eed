import '@testing-library/jest-dom/vitest';
import { i18n, type Messages } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { api, sentBodies } from './recipe-api.ts';

// Components are tested in English unless a test chooses another language: every part's words are here.
const ENGLISH = import.meta.glob<Messages>('../../src/lib/messages/*.en.json', { import: 'default', eager: true });
for (const messages of Object.values(ENGLISH)) i18n.load('en', messages);
i18n.activate('en');

// jsdom has no layout: these two browser APIs are stood in for, and tests can look at the calls.
export const mediaQueries = { reducedMotion: false };
window.matchMedia = (query: string) =>
  ({
    matches: query.includes('reduce') && mediaQueries.reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;
Element.prototype.scrollIntoView = vi.fn();

// jsdom has no modal dialogs: showModal and close open and close it, as a browser would, without the inert page.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement, returnValue?: string) {
  if (!this.hasAttribute('open')) return;
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Each test starts with an empty browser storage (IndexedDB in memory), as a fresh visitor would.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  if (i18n.locale !== 'en') i18n.activate('en');
  api.resetHandlers();
  sentBodies.length = 0;
  mediaQueries.reducedMotion = false;
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
});
afterAll(() => api.close());
