import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_PAGES } from '../core/page-language.ts';

/**
 * A web app manifest and a service worker (Workbox, generated at build time) that precaches the
 * built page, so that it installs and opens offline with its saved recipes. The page registers
 * the worker itself once it has loaded (src/main.tsx), so nothing is added to the first load.
 */
export function installable() {
  return VitePWA({
    injectRegister: false,
    manifest: {
      name: 'Pantry Chef',
      short_name: 'Pantry Chef',
      description: 'Type the ingredients you have; get a recipe written for you, and keep the ones you like.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fbf6ee',
      theme_color: '#a8330a',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // The pages are not precached: each language has its own, and the server chooses by the cook's cookie.
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
      // The page comes from the server while it answers, in the cook's language; offline, as it was last
      // sent (the page keeps it fresh: src/lib/page-language.ts). The API is never answered from a cache.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          // The page varies with the cookie and Accept-Language, which a service worker's requests do not show.
          options: { cacheName: OFFLINE_PAGES, matchOptions: { ignoreVary: true } },
        },
      ],
      cleanupOutdatedCaches: true,
      // No skipWaiting: a new release takes over once every open tab has closed, so a tab still
      // running the old one never asks for a lazy chunk that is gone.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
