import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import '../../test-support/app/dialog.ts';
import { speak } from '../../test-support/app/page-language.ts';
import { TRAYBAKE, TRAYBAKE_PANTRY } from '../../test-support/cooking-recipe.ts';
import { timerLabel } from './cook-mode.tsx';
import { CookingPanel } from './cooking-panel.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of ['wakeLock', 'vibrate'] as const) delete (navigator as Partial<Navigator>)[name];
});

async function openCookMode(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Cook mode' }));
  return screen.getByRole('dialog', { name: 'Lemon Chicken Traybake' });
}

const timesLeft = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('timer')
    .map((timer) => timer.textContent);

test('cook mode shows one step at a time; the buttons and arrow keys move, Escape leaves and focus returns', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const dialog = await openCookMode(user);
  expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
  expect(within(dialog).getByText('Heat the oven to 200°C.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Previous step' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(within(dialog).getByText('Step 3 of 4')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(dialog).getByText('Step 4 of 4')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  expect(within(dialog).getByText('Step 4 of 4')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveFocus();

  // Back in, the cook is where they left off.
  expect(within(await openCookMode(user)).getByText('Step 4 of 4')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close cook mode' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveFocus();
});

test('inside cook mode the ingredient list, at the chosen scale, is one tap away', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '2×');
  const dialog = await openCookMode(user);
  const toggle = within(dialog).getByRole('button', { name: 'Ingredients' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(dialog).queryByText('8 chicken thighs')).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByText('8 chicken thighs')).toBeVisible();
  expect(within(dialog).getByText('Salt and pepper, to taste')).toBeVisible();
});

test('a step that names durations offers a timer for each; a range starts from its lower end', async () => {
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const dialog = await openCookMode(user);
  expect(within(dialog).queryByRole('button', { name: /timer/ })).not.toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(
    within(dialog)
      .getAllByRole('button', { name: /^Start/ })
      .map((button) => button.textContent),
  ).toEqual(['Start 35 min timer', 'Start 15 min timer']);
});

test('timers count down in mm:ss, several at once, and keep running between steps and outside cook mode', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const dialog = await openCookMode(user);
  await user.keyboard('{ArrowRight}');
  await user.click(within(dialog).getByRole('button', { name: 'Start 10 min timer' }));
  expect(timesLeft(dialog)).toEqual(['10:00']);
  act(() => vi.advanceTimersByTime(30_000));
  expect(timesLeft(dialog)).toEqual(['09:30']);
  // Pressed again, it starts afresh rather than adding a second one.
  await user.click(within(dialog).getByRole('button', { name: 'Restart 10 min timer' }));
  expect(timesLeft(dialog)).toEqual(['10:00']);
  act(() => vi.advanceTimersByTime(2 * 60_000));
  expect(timesLeft(dialog)).toEqual(['08:00']);

  await user.keyboard('{ArrowRight}');
  await user.click(within(dialog).getByRole('button', { name: 'Start 35 min timer' }));
  await user.click(within(dialog).getByRole('button', { name: 'Start 15 min timer' }));
  act(() => vi.advanceTimersByTime(61_000));
  expect(timesLeft(dialog)).toEqual(['06:59', '33:59', '13:59']);
  expect(within(dialog).getByRole('button', { name: 'Stop 15 min timer, step 3' })).toBeInTheDocument();

  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
  expect(timesLeft(dialog)).toEqual(['06:59', '33:59', '13:59']);

  await user.click(within(dialog).getByRole('button', { name: 'Stop 15 min timer, step 3' }));
  expect(timesLeft(dialog)).toEqual(['06:59', '33:59']);

  await user.keyboard('{Escape}');
  act(() => vi.advanceTimersByTime(60_000));
  const timers = screen.getByRole('list', { name: 'Timers' });
  expect(
    within(timers)
      .getAllByRole('timer')
      .map((timer) => timer.textContent),
  ).toEqual(['05:59', '32:59']);
  expect(within(timers).getByRole('button', { name: 'Stop 10 min timer, step 2' })).toBeInTheDocument();
});

test('a timer that runs out is announced, beeps and buzzes once, and can be dismissed', async () => {
  const oscillators: number[] = [];
  vi.stubGlobal(
    'AudioContext',
    class {
      currentTime = 0;
      destination = {};
      resume = async () => {};
      close = async () => {};
      createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node });
      createOscillator = () => ({
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) => oscillators.push(at),
        stop() {},
      });
    },
  );
  const vibrate = vi.fn(() => true);
  Object.assign(navigator, { vibrate });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const dialog = await openCookMode(user);
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  await user.click(within(dialog).getByRole('button', { name: 'Start 5 min timer' }));
  act(() => vi.advanceTimersByTime(4 * 60_000 + 59_000));
  expect(timesLeft(dialog)).toEqual(['00:01']);
  expect(vibrate).not.toHaveBeenCalled();

  act(() => vi.advanceTimersByTime(1_000));
  expect(timesLeft(dialog)).toEqual(["Time's up"]);
  const announcement = within(dialog).getByText("Time's up: 5 min timer, step 4.");
  expect(announcement).toHaveAttribute('aria-live', 'assertive');
  expect(vibrate).toHaveBeenCalledTimes(1);
  expect(oscillators).toHaveLength(3);

  act(() => vi.advanceTimersByTime(60_000));
  expect(vibrate).toHaveBeenCalledTimes(1);
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss 5 min timer, step 4' }));
  expect(timesLeft(dialog)).toEqual([]);
  expect(within(dialog).getByRole('button', { name: 'Start 5 min timer' })).toBeInTheDocument();
});

test('the screen is kept awake in cook mode, asked again when the page is back in view, and released on leaving', async () => {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async (_type: string) => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.assign(navigator, { wakeLock: { request } });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  expect(request).not.toHaveBeenCalled();
  await openCookMode(user);
  await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));

  // While the lock holds, coming back into view asks for nothing more.
  document.dispatchEvent(new Event('visibilitychange'));
  expect(request).toHaveBeenCalledTimes(1);
  // The browser drops the lock when the page is hidden; back in view, it is asked for again.
  sentinels[0]!.released = true;
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(request).toHaveBeenCalledTimes(2));

  await user.keyboard('{Escape}');
  await waitFor(() => expect(sentinels[1]!.release).toHaveBeenCalled());
  document.dispatchEvent(new Event('visibilitychange'));
  expect(request).toHaveBeenCalledTimes(2);
});

test('a refused wake lock changes nothing for the cook', async () => {
  const request = vi.fn(async () => {
    throw new DOMException('Denied', 'NotAllowedError');
  });
  Object.assign(navigator, { wakeLock: { request } });
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  const dialog = await openCookMode(user);
  await waitFor(() => expect(request).toHaveBeenCalled());
  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  expect(within(dialog).getByText('Step 2 of 4')).toBeInTheDocument();
});

test('the timer button names the minutes, or the seconds under a minute', () => {
  expect(timerLabel({ text: '10 minutes', index: 0, minutes: 10 })).toBe('Start 10 min timer');
  expect(timerLabel({ text: '35 to 40 minutes', index: 0, minutes: 35 })).toBe('Start 35 min timer');
  expect(timerLabel({ text: '30 seconds', index: 0, minutes: 0.5 })).toBe('Start 30 sec timer');
  expect(timerLabel({ text: '1 1/2 minutes', index: 0, minutes: 1.5 })).toBe('Start 1 min 30 sec timer');
});

test('in German cook mode, its steps, timers and their buttons speak German', async () => {
  await speak('de');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: 'Kochmodus' }));
  const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken Traybake' });
  expect(within(dialog).getByText('Schritt 1 von 4')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Vorheriger Schritt' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(dialog).getByRole('button', { name: 'Zutaten' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Nächster Schritt' }));
  expect(within(dialog).getByText('Schritt 2 von 4')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Timer für 10 Minuten starten' }));
  expect(within(dialog).getByRole('button', { name: 'Timer für 10 Minuten neu starten' })).toBeInTheDocument();
  const timers = within(dialog).getByRole('list', { name: 'Timer' });
  expect(within(timers).getByText('Timer für 10 Minuten, Schritt 2')).toBeInTheDocument();
  expect(within(timers).getByRole('button', { name: 'Timer für 10 Minuten, Schritt 2 stoppen' })).toHaveTextContent('Stopp');

  act(() => vi.advanceTimersByTime(10 * 60_000));
  expect(timesLeft(dialog)).toEqual(['Zeit ist um']);
  expect(within(dialog).getByText('Zeit ist um: Timer für 10 Minuten, Schritt 2.')).toHaveAttribute('aria-live', 'assertive');
  await user.click(within(dialog).getByRole('button', { name: 'Timer für 10 Minuten, Schritt 2 ausblenden' }));
  expect(timesLeft(dialog)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Kochmodus schließen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

// Durations of each Polish plural form: one (1 minutę), few (3, 22 minuty), many (5, 12 minut), and seconds beside minutes.
const POLISH_COUNTS = `# Zupa

## Ingredients

- 1 onion

## Instructions

1. Fry the onion for 1 minute, then for 3 minutes more.
2. Simmer for 22 minutes, or 12 minutes for a thinner soup.
3. Rest for 5 minutes, then stir for 90 seconds.
`;

test('in Polish the timers name their minutes and seconds in the form each number needs', async () => {
  await speak('pl');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CookingPanel recipe={POLISH_COUNTS} pantry={[]} />);
  await user.click(screen.getByRole('button', { name: 'Tryb gotowania' }));
  const dialog = screen.getByRole('dialog', { name: 'Zupa' });
  const starts = () =>
    within(dialog)
      .getAllByRole('button', { name: /^Włącz minutnik/ })
      .map((button) => button.textContent);
  expect(within(dialog).getByText('Krok 1 z 3')).toBeInTheDocument();
  expect(starts()).toEqual(['Włącz minutnik na 1 minutę', 'Włącz minutnik na 3 minuty']);
  await user.click(within(dialog).getByRole('button', { name: 'Włącz minutnik na 1 minutę' }));
  expect(within(dialog).getByRole('button', { name: 'Włącz ponownie minutnik na 1 minutę' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Następny krok' }));
  expect(starts()).toEqual(['Włącz minutnik na 22 minuty', 'Włącz minutnik na 12 minut']);
  await user.click(within(dialog).getByRole('button', { name: 'Następny krok' }));
  expect(starts()).toEqual(['Włącz minutnik na 5 minut', 'Włącz minutnik na 1 minutę i 30 sekund']);
  await user.click(within(dialog).getByRole('button', { name: 'Włącz minutnik na 5 minut' }));

  const timers = within(dialog).getByRole('list', { name: 'Minutniki' });
  expect(within(timers).getByRole('button', { name: 'Zatrzymaj minutnik na 5 minut, krok 3' })).toHaveTextContent('Zatrzymaj');
  act(() => vi.advanceTimersByTime(60_000));
  expect(within(dialog).getByText('Czas minął: Minutnik na 1 minutę, krok 1.')).toBeInTheDocument();
  expect(within(timers).getByRole('button', { name: 'Zamknij minutnik na 1 minutę, krok 1' })).toHaveTextContent('Zamknij');
});

test('in Japanese cook mode counts its steps and names its timers in Japanese', async () => {
  await speak('ja');
  const user = userEvent.setup();
  render(<CookingPanel recipe={TRAYBAKE} pantry={TRAYBAKE_PANTRY} />);
  await user.click(screen.getByRole('button', { name: '調理モード' }));
  const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken Traybake' });
  expect(within(dialog).getByText('手順 1/4')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(dialog).getByText('手順 3/4')).toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole('button', { name: /タイマーを開始$/ })
      .map((button) => button.textContent),
  ).toEqual(['35分のタイマーを開始', '15分のタイマーを開始']);
  await user.click(within(dialog).getByRole('button', { name: '15分のタイマーを開始' }));
  expect(within(dialog).getByRole('list', { name: 'タイマー' })).toHaveTextContent('15分のタイマー（手順3）');
  expect(within(dialog).getByRole('button', { name: '15分のタイマー（手順3）を停止' })).toHaveTextContent('停止');
  expect(within(dialog).getByRole('button', { name: '次の手順' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '材料' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '調理モードを閉じる' }));
  expect(screen.getByRole('button', { name: '調理モード' })).toHaveFocus();
});

test('the timer button words its minutes and seconds in the page’s language', async () => {
  await speak('fr');
  expect(timerLabel({ text: '1 1/2 minutes', index: 0, minutes: 1.5 })).toBe('Lancer un minuteur de 1 minute 30 secondes');
  expect(timerLabel({ text: '30 seconds', index: 0, minutes: 0.5 })).toBe('Lancer un minuteur de 30 secondes');
});
