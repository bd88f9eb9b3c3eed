/**
 * Reads the recipe from wherever this build gets it: our API in server mode, the model itself in
 * direct mode. Loaded on demand (see recipe-source.ts).
 */

import { detailedError, detailOf, RecipeError, type ErrorCode, type ErrorDetail } from '../../core/errors.ts';
import type { ModelEvent } from '../../core/model-stream.ts';
import type { RecipeRequest } from '../../core/recipe-request.ts';
import { t } from '../lib/i18n.ts';
import { streamFromServer } from './server-source.ts';

/**
 * The words the cook sees for a failure, in the page's language: the page's own for each code
 * (the API's English message is for callers), anything not ours in general terms. The words come
 * with this chunk (recipe-source.ts).
 */
export function messageFor(error: unknown): string {
  if (!(error instanceof RecipeError)) return t('errors.unknown');
  if (error.code === 'offline') return t('page.offline');
  const code: Exclude<ErrorCode, 'offline'> | ErrorDetail = detailOf(error) ?? error.code;
  return t(`errors.${code}`);
}

// Direct mode: the inference client is fetched as soon as this file is, before the first request needs it.
const loadDirectSource = () => import('./direct-source.ts');
if (__DIRECT_MODE__) void loadDirectSource();

/** The answering model, then the recipe piece by piece; an answer with no words is a failure the cook hears about, not an empty card. */
export async function* streamAnswer(request: RecipeRequest, signal: AbortSignal): AsyncGenerator<ModelEvent> {
  const pieces = __DIRECT_MODE__ ? (await loadDirectSource()).streamDirect(request, signal) : streamFromServer(request, signal);
  let empty = true;
  for await (const event of pieces) {
    if (event.type === 'text') empty &&= event.text.trim() === '';
    yield event;
  }
  if (empty) throw detailedError('model_empty');
}
