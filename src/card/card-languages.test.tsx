/**
 * The card in other languages than English: its heading, its states and buttons, the versions,
 * the change form with its quick changes and problems, "I don't have …" and sharing, with their
 * accessible names; and a change of language while the card is shown. The card against the
 * recipe API, in English, is card.test.tsx.
 */

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { Kitchen } from '../../core/kitchen.ts';
import { MAX_REVISE_RECIPE } from '../../core/recipe-change.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';
import { LackingIngredients } from '../change/lacking-ingredients.tsx';
import type { RecipeState } from '../recipe/use-recipe.ts';
import { addVersion, MAX_VERSIONS, startHistory, withVersionShown, type History } from '../recipe/versions.ts';
import { CardFooter } from './card-footer.tsx';
import { CardFrame } from './card-frame.tsx';

type Shown = Exclude<RecipeState, { status: 'idle' | 'failed' }>;

const CHANGED = TRAYBAKE.replace('# Lemon Chicken Traybake', '# Lemon Chicken, quicker');
const twoVersions = () => addVersion(startHistory({ text: TRAYBAKE }), { text: CHANGED });

/** The card as card.tsx composes it, without the other features' slots: the frame, and under a finished recipe its footer. */
function renderCard(state: Shown, { history = twoVersions(), kitchen = {} as Kitchen } = {}) {
  const onChange = vi.fn<(words: string) => void>();
  const onVersion = vi.fn<(index: number) => void>();
  const recipe = state.status === 'cooking' ? '' : state.text;
  render(
    <CardFrame
      state={state}
      onStop={() => {}}
      onAnotherIdea={() => {}}
      footer={<CardFooter recipe={recipe} history={history} kitchen={kitchen} onVersion={onVersion} onChange={onChange} />}
    />,
  );
  return { onChange, onVersion };
}

const done = (text = CHANGED): Shown => ({ status: 'done', text, model: 'org/chef-model' });

test('in German: the heading, the model, the actions, the versions, the change form and sharing', async () => {
  await speak('de');
  const user = userEvent.setup();
  const { onChange, onVersion } = renderCard(done());
  const card = screen.getByRole('region', { name: 'Pantry Chef empfiehlt:' });
  expect(within(card).getByText('Geschrieben von chef-model')).toBeInTheDocument();
  for (const name of ['Andere Idee', 'Rezept kopieren', 'Drucken', 'Rezept teilen'])
    expect(within(card).getByRole('button', { name })).toBeInTheDocument();

  const versions = within(card).getByRole('navigation', { name: 'Versionen' });
  expect(within(versions).getByText('Version 2 von 2')).toBeInTheDocument();
  expect(within(versions).getByRole('button', { name: 'Nächste Version' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(versions).getByRole('button', { name: 'Vorherige Version' }));
  expect(onVersion).toHaveBeenCalledExactlyOnceWith(0);

  const box = within(card).getByRole('textbox', { name: 'Dieses Rezept ändern' });
  expect(box).toHaveAttribute('placeholder', 'Ohne Zwiebeln, für zwei, im Schongarer…');
  await user.click(within(card).getByRole('button', { name: 'Ändern' }));
  expect(box).toHaveAccessibleDescription('Sag zuerst, was sich ändern soll, zum Beispiel „ohne Zwiebeln“ oder „für zwei“.');
  const ideas = within(card).getByRole('group', { name: 'Schnelle Änderungen' });
  expect(
    within(ideas)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Vegetarisch machen', 'Schneller machen', 'Schärfer machen', 'Weniger Zutaten verwenden']);
  // A quick change's words are what the model is asked, in the page's language.
  await user.click(within(ideas).getByRole('button', { name: 'Vegetarisch machen' }));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('Vegetarisch machen');

  await user.click(within(card).getByRole('button', { name: 'Rezept kopieren' }));
  expect(within(card).getByRole('status')).toHaveTextContent('Rezept in die Zwischenablage kopiert.');
  await user.click(within(card).getByRole('button', { name: 'Rezept teilen' }));
  expect(await within(card).findByText('Link kopiert')).toBeInTheDocument();
});

test('in German, a recipe too long to change says so with the number written the German way', async () => {
  await speak('de');
  const user = userEvent.setup();
  const long = `${CHANGED}\n${'Noch ein Satz. '.repeat(MAX_REVISE_RECIPE / 10)}`;
  renderCard(done(long), { history: startHistory({ text: long }) });
  const box = screen.getByRole('textbox', { name: 'Dieses Rezept ändern' });
  await user.type(box, 'ohne Knoblauch{Enter}');
  expect(box).toHaveAccessibleDescription('Dieses Rezept ist zu lang zum Ändern: Pantry Chef ändert Rezepte mit bis zu 8.000 Zeichen.');
});

test('in Spanish: a recipe being written, then one stopped, and one still cooking', async () => {
  await speak('es');
  const { rerender } = render(<CardFrame state={{ status: 'cooking' }} onStop={() => {}} onAnotherIdea={() => {}} />);
  const card = screen.getByRole('region', { name: 'Pantry Chef recomienda:' });
  expect(within(card).getByText('Cocinando una receta…')).toBeInTheDocument();
  rerender(<CardFrame state={{ status: 'cooking', thinking: true }} onStop={() => {}} onAnotherIdea={() => {}} />);
  expect(within(card).getByText('Pensándolo bien antes de escribir…')).toBeInTheDocument();
  rerender(<CardFrame state={{ status: 'writing', text: '# Tortilla\n' }} onStop={() => {}} onAnotherIdea={() => {}} />);
  expect(within(card).getByText('Aún escribiendo…')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Detener' })).toBeInTheDocument();
  rerender(<CardFrame state={{ status: 'stopped', text: '# Tortilla\n' }} onStop={() => {}} onAnotherIdea={() => {}} />);
  expect(within(card).getByText('Detenida: esta receta está sin terminar.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Otra idea' })).toBeInTheDocument();
});

test('in Spanish: a shared recipe is marked in one sentence, a failed change says so around the failure’s words', async () => {
  await speak('es');
  const shared = startHistory({ text: TRAYBAKE }, true);
  renderCard(done(TRAYBAKE), { history: { ...shared, note: { kind: 'failed', message: 'El modelo está ocupado.' } } });
  const mark = screen.getByText(/Te llegó en un enlace/);
  expect(mark).toHaveTextContent(
    'Receta compartida: Lemon Chicken Traybake. Te llegó en un enlace; no se conserva nada hasta que la guardes.',
  );
  expect(within(mark).getByText('Receta compartida: Lemon Chicken Traybake').tagName).toBe('STRONG');
  expect(screen.getByRole('alert')).toHaveTextContent('El cambio no ha funcionado: El modelo está ocupado. Tu receta sigue como estaba.');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Cambios rápidos' })).toHaveTextContent('Hazla vegetariana');
});

test('in Spanish: "I don\'t have …" keeps the food’s name as the recipe wrote it and asks in Spanish', async () => {
  await speak('es');
  const user = userEvent.setup();
  const onLack = vi.fn<(change: string) => void>();
  render(<LackingIngredients names={['perejil fresco', 'limón']} onLack={onLack} />);
  expect(screen.getByRole('heading', { name: '¿Te falta algo?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'No tengo perejil fresco' }));
  expect(onLack).toHaveBeenCalledExactlyOnceWith('No tengo perejil fresco. Sustitúyelo por algo que probablemente tenga o quítalo.');
});

test('in Japanese: the heading, the versions, the change form, a refused copy and the link box', async () => {
  await speak('ja');
  const user = userEvent.setup();
  renderCard(done());
  const card = screen.getByRole('region', { name: 'Pantry Chef のおすすめ:' });
  expect(within(card).getByText('バージョン 2/2')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '前のバージョン' })).toBeInTheDocument();
  expect(within(card).getByRole('textbox', { name: 'このレシピを変更' })).toHaveAttribute(
    'placeholder',
    '玉ねぎなし、2人分、スロークッカーで…',
  );
  expect(within(card).getByRole('button', { name: '変更する' })).toBeInTheDocument();
  expect(within(card).getByRole('group', { name: 'かんたん変更' })).toHaveTextContent('材料を減らす');

  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  await user.click(within(card).getByRole('button', { name: 'レシピを共有' }));
  expect(await within(card).findByText('ここではコピーできません。下のリンクを選択してコピーしてください。')).toBeInTheDocument();
  expect(within(card).getByRole('textbox', { name: 'レシピのリンク' })).toHaveAttribute('readonly');
  vi.restoreAllMocks();
});

test('in Japanese: the note of a dropped version counts what is kept', async () => {
  await speak('ja');
  let history: History = startHistory({ text: TRAYBAKE });
  for (let n = 1; n <= MAX_VERSIONS; n += 1) history = addVersion(history, { text: `${CHANGED}\n${n}` });
  renderCard(done(history.versions.at(-1)!.text), { history });
  expect(screen.getByRole('alert')).toHaveTextContent(
    `レシピのバージョンは最新の${MAX_VERSIONS}件までしか残らないため、いちばん古いものを削除しました。`,
  );
  expect(screen.getByText(`バージョン ${MAX_VERSIONS}/${MAX_VERSIONS}`)).toBeInTheDocument();
});

test('what the card has said follows a change of language, as do its quick changes', async () => {
  const user = userEvent.setup();
  renderCard(done(), { history: withVersionShown(twoVersions(), 1) });
  await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
  await user.click(screen.getByRole('button', { name: 'Change it' }));
  expect(screen.getByRole('status')).toHaveTextContent('Recipe copied to the clipboard.');
  await act(() => speak('de'));
  expect(screen.getByRole('region', { name: 'Pantry Chef empfiehlt:' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Rezept in die Zwischenablage kopiert.');
  expect(screen.getByRole('textbox', { name: 'Dieses Rezept ändern' })).toHaveAccessibleDescription(/^Sag zuerst/);
  expect(screen.getByRole('group', { name: 'Schnelle Änderungen' })).toHaveTextContent('Schneller machen');
});
