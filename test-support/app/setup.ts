import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { api, sentBodies } from './recipe-api.ts';

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

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
  sentBodies.length = 0;
  mediaQueries.reducedMotion = false;
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
});
afterAll(() => api.close());
