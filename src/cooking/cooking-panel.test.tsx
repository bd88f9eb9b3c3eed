import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { speak } from '../../test-support/app/page-language.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';
import { CookingPanel } from './cooking-panel.tsx';

const panel = () => screen.getByRole('region', { name: "Let's cook" });
/** The lines of the first list after a heading. */
const listAfter = (heading: string) => {
  let element = screen.getByRole('heading', { name: heading }).nextElementSibling;
  while (element && !element.querySelector('li')) element = element.nextElementSibling;
  return within(element as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  for (const name of ['share', 'canShare'] as const) delete (navigator as Partial<Navigator>)[name];
});

test('the panel lists what the cook still needs, with salt, pepper and oil apart as staples', () => {
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  expect(screen.getByRole('heading', { name: "You'll also need" })).toBeInTheDocument();
  expect(listAfter("You'll also need")).toEqual(['3 cloves garlic, minced', 'Fresh parsley, for garnish']);
  expect(listAfter('Pantry staples')).toEqual(['2 tbsp olive oil', 'Salt and pepper, to taste']);
});

test('a cook who has everything is told so, and there is nothing to copy', () => {
  render(<CookingPanel recipe={TRAYBAKE} pantry={[...TRAYBAKE_PANTRY, 'garlic', 'parsley', 'olive oil', 'salt', 'pepper']} />);
  expect(screen.getByText('Nothing: your list covers every ingredient.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy shopping list' })).not.toBeInTheDocument();
});

test('Copy shopping list copies plain text lines, staples after their own line, and confirms it', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: 'Copy shopping list' }));
  expect(within(panel()).getByRole('status')).toHaveTextContent('Shopping list copied to the clipboard.');
  expect(await navigator.clipboard.readText()).toBe(
    '3 cloves garlic, minced\nFresh parsley, for garnish\n\nPantry staples:\n2 tbsp olive oil\nSalt and pepper, to taste\n',
  );
});

test('when copying fails, the cook is told how to get the list instead', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: 'Copy shopping list' }));
  expect(within(panel()).getByRole('status')).toHaveTextContent("Couldn't copy here. Select the list and copy it instead.");
});

test('without the Web Share API there is no Share button', () => {
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  expect(screen.getByRole('button', { name: 'Copy shopping list' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

test('where the Web Share API exists, Share sends the list at the chosen scale', async () => {
  const share = vi.fn(async (_data: ShareData) => {});
  Object.assign(navigator, { share, canShare: () => true });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '2×');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    title: 'Shopping list: Lemon Chicken Traybake',
    text: '6 cloves garlic, minced\nFresh parsley, for garnish\n\nPantry staples:\n4 tbsp olive oil\nSalt and pepper, to taste',
  });
  expect(within(panel()).getByRole('status')).toHaveTextContent('');
});

test('closing the share sheet says nothing; a failed share says what to do instead', async () => {
  const share = vi.fn().mockRejectedValueOnce(new DOMException('Cancelled', 'AbortError')).mockRejectedValueOnce(new Error('No targets'));
  Object.assign(navigator, { share });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(within(panel()).getByRole('status')).toHaveTextContent('');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(within(panel()).getByRole('status')).toHaveTextContent("Couldn't share here. Copy the list instead.");
});

test('Scale offers ½×, 1×, 2× and 3×, and shows the scaled ingredients and yield', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const scale = screen.getByRole('combobox', { name: 'Scale' });
  expect(
    within(scale)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['½×', '1×', '2×', '3×']);
  expect(scale).toHaveDisplayValue('1×');
  expect(screen.getByText('Makes 4 servings')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Scaled ingredients' })).not.toBeInTheDocument();

  await user.selectOptions(scale, '2×');
  expect(listAfter('Scaled ingredients')).toEqual([
    '8 chicken thighs',
    '3 cups rice',
    '4 lemons',
    '6 cloves garlic, minced',
    '4 tbsp olive oil',
    'Salt and pepper, to taste',
    'Fresh parsley, for garnish',
  ]);
  expect(screen.getByText('Makes 8 servings')).toBeInTheDocument();
  expect(listAfter("You'll also need")).toEqual(['6 cloves garlic, minced', 'Fresh parsley, for garnish']);

  await user.selectOptions(scale, '½×');
  expect(listAfter('Scaled ingredients').slice(0, 4)).toEqual([
    '2 chicken thighs',
    '3/4 cup rice',
    '1 lemon',
    '1 1/2 cloves garlic, minced',
  ]);
  expect(screen.getByText('Makes 2 servings')).toBeInTheDocument();

  await user.selectOptions(scale, '1×');
  expect(screen.queryByRole('heading', { name: 'Scaled ingredients' })).not.toBeInTheDocument();
});

test('a changed scale clears the copy confirmation, which was about the list before', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: 'Copy shopping list' }));
  expect(within(panel()).getByRole('status')).toHaveTextContent('copied');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '3×');
  expect(within(panel()).getByRole('status')).toHaveTextContent('');
});

test('a recipe that cannot be read into ingredients or steps gets no panel at all', () => {
  const { container } = render(<CookingPanel recipe={'Sorry, I can only suggest: toast.\n'} pantry={['bread']} />);
  expect(container).toBeEmptyDOMElement();
});

test('a recipe with steps but no ingredient list offers cook mode and the download, not the list or the scale', () => {
  render(<CookingPanel recipe={'# Toast\n\n## Method\n\n1. Toast the bread for 3 minutes.\n2. Butter it.\n'} pantry={['bread']} />);
  expect(screen.getByRole('button', { name: 'Cook mode' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download recipe' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: "You'll also need" })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Scale' })).not.toBeInTheDocument();
});

test('ingredients with no quantities get the shopping list but no scale, and no cook mode without steps', () => {
  render(<CookingPanel recipe={'## Ingredients\n\n- salt\n- fresh basil\n'} pantry={[]} />);
  expect(screen.getByRole('heading', { name: "You'll also need" })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Scale' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cook mode' })).not.toBeInTheDocument();
});

test('Download recipe saves a schema.org Recipe as JSON-LD, named after the recipe, at the chosen scale', async () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:recipe';
  });
  URL.revokeObjectURL = vi.fn();
  const downloads: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', name: this.download });
  });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '½×');
  await user.click(screen.getByRole('button', { name: 'Download recipe' }));

  expect(downloads).toEqual([{ href: 'blob:recipe', name: 'lemon-chicken-traybake.json' }]);
  expect(blobs[0]!.type).toBe('application/ld+json');
  const json = JSON.parse(await blobs[0]!.text()) as Record<string, unknown>;
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Chicken Traybake',
    recipeYield: '2 servings',
    totalTime: 'PT1H',
  });
  expect(json.recipeIngredient).toContain('3/4 cup rice');
  expect(json.recipeInstructions).toHaveLength(4);
  expect(document.querySelector('a[download]')).toBeNull();
});

test('in German the panel’s words are German, while the recipe’s lines stay as the recipe wrote them', async () => {
  await speak('de');
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const region = screen.getByRole('region', { name: 'Los geht’s' });
  expect(within(region).getByRole('button', { name: 'Kochmodus' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Rezept herunterladen' })).toBeInTheDocument();
  expect(listAfter('Das brauchst du noch')).toEqual(['3 cloves garlic, minced', 'Fresh parsley, for garnish']);
  expect(listAfter('Vorratszutaten')).toEqual(['2 tbsp olive oil', 'Salt and pepper, to taste']);
  expect(screen.getByText('Die hat fast jede Küche; schau nach, bevor du einkaufst.')).toBeInTheDocument();
  // The servings the reader found are the page's words; the recipe's own lines are not translated.
  expect(screen.getByText('Ergibt 4 Portionen')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Menge' }), '2×');
  expect(screen.getByText('Ergibt 8 Portionen')).toBeInTheDocument();
  expect(listAfter('Angepasste Zutaten').slice(0, 2)).toEqual(['8 chicken thighs', '3 cups rice']);
  // The printout of the scaled recipe: its headings are the page's, its text the recipe's.
  const printout = region.querySelector<HTMLElement>('.print-recipe')!;
  expect(within(printout).getByText('Menge 2×: 8 Portionen')).toBeInTheDocument();
  expect(
    within(printout)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Zutaten', 'Zubereitung', 'Extra-Tipp']);
  expect(within(printout).getByText('Swap the rice for couscous.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Einkaufsliste kopieren' }));
  expect(within(region).getByRole('status')).toHaveTextContent('Einkaufsliste in die Zwischenablage kopiert.');
  expect(await navigator.clipboard.readText()).toBe(
    '6 cloves garlic, minced\nFresh parsley, for garnish\n\nVorratszutaten:\n4 tbsp olive oil\nSalt and pepper, to taste\n',
  );
});

test('in Polish the servings take the form their number needs, and a failed copy is told in Polish', async () => {
  await speak('pl');
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const region = screen.getByRole('region', { name: 'Gotujemy!' });
  expect(screen.getByText('Wydajność: 4 porcje')).toBeInTheDocument();
  const scale = screen.getByRole('combobox', { name: 'Ilość' });
  await user.selectOptions(scale, '2×');
  expect(screen.getByText('Wydajność: 8 porcji')).toBeInTheDocument();
  await user.selectOptions(scale, '½×');
  expect(screen.getByText('Wydajność: 2 porcje')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Przeliczone składniki' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Kopiuj listę zakupów' }));
  expect(within(region).getByRole('status')).toHaveTextContent('Nie udało się tu skopiować. Zaznacz listę i skopiuj ją samodzielnie.');
});

test('in Japanese the panel’s buttons, headings and the share title are Japanese', async () => {
  await speak('ja');
  const share = vi.fn(async (_data: ShareData) => {});
  Object.assign(navigator, { share, canShare: () => true });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const region = screen.getByRole('region', { name: 'さあ、作りましょう' });
  expect(within(region).getByRole('button', { name: '調理モード' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'レシピをダウンロード' })).toBeInTheDocument();
  expect(screen.getByText('分量：4人分')).toBeInTheDocument();
  expect(listAfter('ほかに必要なもの')).toEqual(['3 cloves garlic, minced', 'Fresh parsley, for garnish']);
  expect(screen.getByRole('heading', { name: '常備品' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '共有' }));
  expect(share).toHaveBeenCalledWith({
    title: '買い物リスト：Lemon Chicken Traybake',
    text: '3 cloves garlic, minced\nFresh parsley, for garnish\n\n常備品：\n2 tbsp olive oil\nSalt and pepper, to taste',
  });
});
