import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';
import { readRecipeLink } from './recipe-link.ts';
import { ShareButton } from './share-button.tsx';

const TITLE = 'Lemon Chicken Traybake';

/** The recipe a link carries, read back as a page opening it would. */
async function recipeIn(link: string) {
  const reading = await readRecipeLink(new URL(link).hash);
  return reading.ok ? reading.text : reading.problem;
}

/** A device with a share sheet (phones): `navigator.share` answers as `answer` says. */
function withShareSheet(answer: () => Promise<void>) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(answer);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  vi.restoreAllMocks();
});

test('without a share sheet, Share recipe copies a link that holds the recipe, and says Link copied', async () => {
  const user = userEvent.setup();
  render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  const link = await navigator.clipboard.readText();
  expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/#recipe=[A-Za-z0-9_-]+$/);
  expect(await recipeIn(link)).toBe(TRAYBAKE);
  expect(screen.queryByRole('textbox', { name: 'Recipe link' })).not.toBeInTheDocument();
});

test('where the device can share, the share sheet gets the title and the link, and nothing is copied', async () => {
  const user = userEvent.setup();
  const share = withShareSheet(async () => {});
  const copy = vi.spyOn(navigator.clipboard, 'writeText');
  render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
  const [{ title, url }] = share.mock.calls[0]! as [ShareData];
  expect(title).toBe(TITLE);
  expect(await recipeIn(url!)).toBe(TRAYBAKE);
  expect(copy).not.toHaveBeenCalled();
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
});

test('closing the share sheet is the cook’s choice: nothing is copied and nothing said', async () => {
  const user = userEvent.setup();
  const share = withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  const copy = vi.spyOn(navigator.clipboard, 'writeText');
  render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
  expect(copy).not.toHaveBeenCalled();
  expect(screen.queryByText(/Link copied|Couldn't copy/)).not.toBeInTheDocument();
});

test('a share sheet that fails for another reason falls back to copying the link', async () => {
  const user = userEvent.setup();
  withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
  render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  expect(await recipeIn(await navigator.clipboard.readText())).toBe(TRAYBAKE);
});

test('where copying is refused, the link is shown in a Recipe link box to copy by hand', async () => {
  const user = userEvent.setup();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  expect(await screen.findByText("Couldn't copy here. Select the link below and copy it.")).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Recipe link' });
  expect(box).toHaveAttribute('readonly');
  expect(await recipeIn((box as HTMLInputElement).value)).toBe(TRAYBAKE);
});

test('a recipe too long for a link says so and shares nothing', async () => {
  const user = userEvent.setup();
  const share = withShareSheet(async () => {});
  // Letters drawn at random do not compress: their link is longer than a link may be.
  let seed = 1;
  const noise = Array.from({ length: 30_000 }, () => String.fromCharCode(97 + ((seed = (seed * 48_271) % 2_147_483_647) % 26))).join('');
  render(<ShareButton recipe={`# Noise\n\n${noise}`} title="Noise" />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  expect(await screen.findByText('This recipe is too long to share as a link. Copy the recipe instead.')).toBeInTheDocument();
  expect(share).not.toHaveBeenCalled();
});

test('what was said belongs to the version it was about: another version on the card shows none of it', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<ShareButton recipe={TRAYBAKE} title={TITLE} />);
  await user.click(screen.getByRole('button', { name: 'Share recipe' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  rerender(<ShareButton recipe={TRAYBAKE.replace('Traybake', 'Bake')} title="Lemon Chicken Bake" />);
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
});
