/**
 * `npm start`: builds the app in server mode if needed, then runs the server (server/index.ts).
 * Server mode never embeds a token in the page, whatever VITE_HF_TOKEN says: direct mode is for
 * static hosting, built with `npm run build`.
 */

import { ensureBuilt } from './ensure-built.ts';

if (process.env.VITE_HF_TOKEN) {
  console.warn('VITE_HF_TOKEN is ignored by npm start, which keeps the token on the server: set HF_TOKEN instead.');
}
ensureBuilt('server');
await import('../server/index.ts');
