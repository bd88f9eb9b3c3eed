/**
 * A link that cannot be read, in other languages than English: open-link.ts runs before the card
 * may have brought its words, so it fetches them itself, and what it says follows a change of
 * language. Through the whole page, in English, is src/change/recipe-changes.test.tsx.
 */

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { useSharedLink } from './use-shared-link.ts';

afterEach(() => history.replaceState(null, '', '/'));

test('in Spanish, a damaged link is told in Spanish, and in German once the cook switches', async () => {
  await speak('es');
  history.replaceState(null, '', '/#recipe=not*base64');
  const onOpen = vi.fn();
  const { result } = renderHook(() => useSharedLink(onOpen));
  await waitFor(() =>
    expect(result.current).toBe('Este enlace de receta está dañado y no se ha podido abrir. Comprueba que se copió entero.'),
  );
  expect(location.hash).toBe('');
  await act(() => speak('de'));
  expect(result.current).toBe('Dieser Rezeptlink ist beschädigt und ließ sich nicht öffnen. Prüfe, ob er vollständig kopiert wurde.');
  expect(onOpen).not.toHaveBeenCalled();
});

test('in Japanese, a link too long to open says so', async () => {
  await speak('ja');
  history.replaceState(null, '', `/#recipe=${'A'.repeat(16_400)}`);
  const { result } = renderHook(() => useSharedLink(() => {}));
  await waitFor(() =>
    expect(result.current).toBe('このレシピのリンクは長すぎて開けません。送ってくれた人に、もう一度レシピを共有してもらってください。'),
  );
});
