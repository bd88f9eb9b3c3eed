/**
 * Say ingredients with a scripted recognizer in place of the browser's: the recognizer's settings,
 * each of its errors, and the words it hears split and confirmed. The whole flow in Chromium, with
 * the browser's own modal dialog, is e2e/voice.spec.ts.
 */

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { addIngredients, openKitchen, renderApp } from '../../test-support/app/page.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { t } from '../lib/i18n.ts';
import { PhotoAndVoice } from './photo-and-voice.tsx';
import type { Recognizer, SpeechErrorEvent, SpeechResultEvent } from './speech.ts';

/** Stands in for the browser's recognizer: the test hears and fails through the last one made. */
class ScriptedRecognition implements Recognizer {
  static last: ScriptedRecognition | undefined;
  lang = '';
  interimResults = false;
  continuous = true;
  maxAlternatives = 0;
  onresult: ((event: SpeechResultEvent) => void) | null = null;
  onerror: ((event: SpeechErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    ScriptedRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onerror?.({ error: 'aborted' });
    this.onend?.();
  }
  hear(transcript: string) {
    act(() => this.onresult?.({ results: [Object.assign([{ transcript }], { isFinal: true })] }));
  }
  end() {
    act(() => this.onend?.());
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

/** The recognizer made once the lazy half of photo-and-voice.tsx has loaded, after the button is pressed. */
const recognizer = () => vi.waitFor(() => ScriptedRecognition.last ?? Promise.reject(new Error('no recognizer yet')));

beforeEach(() => {
  ScriptedRecognition.last = undefined;
  Object.assign(window, { webkitSpeechRecognition: ScriptedRecognition });
});
afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

for (const [error, words] of [
  ['not-allowed', 'Pantry Chef may not use the microphone. Allow it in your browser’s settings for this site, then try again.'],
  ['service-not-allowed', 'Your browser does not let Pantry Chef listen. Allow the microphone for this site, or type the ingredients.'],
  ['audio-capture', 'No microphone was found. Check that one is connected and not in use by another app, then try again.'],
  ['no-speech', 'Nothing was heard. Press Say ingredients and name them, such as “eggs, milk and spinach”.'],
  ['network', 'Listening needs your browser’s speech service, which could not be reached. Check your connection, or type the ingredients.'],
  ['language-not-supported', 'Your browser cannot listen in this language. Choose another recipe language, or type the ingredients.'],
  ['bad-grammar', 'Listening stopped with a problem. Please try again, or type the ingredients.'],
] as const) {
  test(`a "${error}" error is a plain message, nothing is added, and the keyboard is back on Say ingredients`, async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn<(ingredient: string) => void>();
    render(<PhotoAndVoice ingredients={[]} language="en" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Say ingredients' });
    await user.click(button);
    (await recognizer()).hear('eggs');
    (await recognizer()).fail(error);
    expect(screen.getByRole('status')).toHaveTextContent(words);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
}

test('ending with nothing heard says so, as the no-speech error does', async () => {
  const user = userEvent.setup();
  render(<PhotoAndVoice ingredients={[]} language="en" onAdd={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Say ingredients' }));
  (await recognizer()).end();
  expect(screen.getByRole('status')).toHaveTextContent('Nothing was heard.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('it listens for one phrase, words shown as they come, in the recipe language, and splits on that language’s "and"', async () => {
  const user = userEvent.setup();
  await renderApp();
  await addIngredients(user, 'leche');
  await openKitchen(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Recipe language' }), 'es');
  await user.click(screen.getByRole('button', { name: 'Say ingredients' }));
  const listening = await recognizer();
  expect(listening).toMatchObject({ started: true, lang: 'es-ES', interimResults: true, continuous: false, maxAlternatives: 1 });

  listening.hear('huevos, leche y tomates');
  expect(screen.getByText('Heard: huevos, leche y tomates')).toBeInTheDocument();
  listening.end();
  const dialog = screen.getByRole('dialog', { name: 'Heard you say' });
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['huevos', 'leche (already on your list)', 'tomates']);
  await user.click(within(dialog).getByRole('button', { name: 'Add to my list' }));
  const listed = within(screen.getByRole('region', { name: 'Ingredients on hand:' })).getAllByRole('listitem');
  expect(listed.map((item) => item.firstElementChild?.textContent)).toEqual(['leche', 'huevos', 'tomates']);
  expect(screen.getByRole('button', { name: 'Say ingredients' })).toHaveFocus();
});

test("in Spanish: what it says while listening, what it heard, its problems and the confirmation name the page's own button", async () => {
  await speak('es');
  // The button's words are the first screen's (page.*): the messages here name it as the page does.
  const sayIngredients = t('page.sayIngredients');
  const user = userEvent.setup();
  render(<PhotoAndVoice ingredients={['leche']} language="es" onAdd={() => {}} />);
  await user.click(screen.getByRole('button', { name: sayIngredients }));
  const listening = await recognizer();
  expect(listening.lang).toBe('es-ES');
  expect(screen.getByText(`Escuchando… di tus ingredientes y luego haz una pausa o vuelve a pulsar “${sayIngredients}”.`)).toHaveAttribute(
    'role',
    'status',
  );
  listening.hear('huevos y leche');
  expect(screen.getByText('Oído: huevos y leche')).toHaveAttribute('role', 'status');
  listening.end();
  const dialog = screen.getByRole('dialog', { name: 'Lo que dijiste' });
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['huevos', 'leche (ya está en tu lista)']);
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

  await user.click(screen.getByRole('button', { name: sayIngredients }));
  (await recognizer()).end();
  expect(screen.getByRole('status')).toHaveTextContent(
    `No se oyó nada. Pulsa “${sayIngredients}” y di los ingredientes, por ejemplo “huevos, leche y espinacas”.`,
  );
  await user.click(screen.getByRole('button', { name: sayIngredients }));
  (await recognizer()).fail('not-allowed');
  expect(screen.getByRole('status')).toHaveTextContent(/^Pantry Chef no tiene permiso para usar el micrófono\./);
});
