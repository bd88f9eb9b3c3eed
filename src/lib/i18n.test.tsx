import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { chooseLanguage } from './choose-language.ts';
import { loadMessages, t, useT } from './i18n.ts';

/** How many times React has rendered the button, as its Profiler counts them. */
let renders = 0;
function Undo() {
  const t = useT();
  return <button type="button">{t('list.undo')}</button>;
}
const countedUndo = (
  <Profiler id="undo" onRender={() => (renders += 1)}>
    <Undo />
  </Profiler>
);

beforeEach(async () => {
  await loadMessages('page', 'en');
  act(() => i18n.activate('en'));
  renders = 0;
});

test("a part's words arriving in the page's language render nothing again: no word on show changes", async () => {
  await loadMessages('list');
  render(countedUndo);
  expect(renders).toBe(1);

  await act(() => loadMessages('errors'));
  await act(() => loadMessages('card'));

  expect(renders).toBe(1);
  expect(screen.getByRole('button').textContent).toBe('Undo');
});

test('a change of language renders the page again, once, in the new language', async () => {
  await loadMessages('list');
  render(countedUndo);

  await act(() => chooseLanguage('es'));

  expect(screen.getByRole('button').textContent).toBe('Deshacer');
  expect(renders).toBe(2);
});

test('after a change of language, a part that loads later has its words in the new language', async () => {
  await act(() => chooseLanguage('de'));
  await loadMessages('photo');

  expect(t('photo.cancel')).toBe('Abbrechen');
});
