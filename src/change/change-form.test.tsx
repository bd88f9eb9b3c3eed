import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { MAX_CHANGE } from '../../core/recipe-change.ts';
import { ChangeForm } from './change-form.tsx';

function renderForm({ suggestions = [] as string[], tooLong = false } = {}) {
  const onChange = vi.fn<(words: string) => void>();
  render(<ChangeForm suggestions={suggestions} tooLong={tooLong} onChange={onChange} />);
  return { onChange, box: screen.getByRole('textbox', { name: 'Change this recipe' }) };
}

test('a change is sent in the cook’s own words, trimmed, with Enter or Change it', async () => {
  const user = userEvent.setup();
  const { onChange, box } = renderForm();
  await user.type(box, '  no onions {Enter}');
  expect(onChange).toHaveBeenLastCalledWith('no onions');
  await user.clear(box);
  await user.type(box, 'make it for two');
  await user.click(screen.getByRole('button', { name: 'Change it' }));
  expect(onChange).toHaveBeenLastCalledWith('make it for two');
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(box).not.toHaveAttribute('aria-invalid');
});

test('an empty change is not sent: the box says what to write, until the cook types', async () => {
  const user = userEvent.setup();
  const { onChange, box } = renderForm();
  await user.type(box, '   {Enter}');
  expect(onChange).not.toHaveBeenCalled();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Say what to change first, for example "no onions" or "make it for two".');
  await user.type(box, 'n');
  expect(box).not.toHaveAttribute('aria-invalid');
  expect(box).toHaveAccessibleDescription('');
});

test(`a change over ${MAX_CHANGE} characters is not sent, and the box says how long it is`, async () => {
  const user = userEvent.setup();
  const { onChange, box } = renderForm();
  await user.click(box);
  await user.paste('a'.repeat(MAX_CHANGE + 1));
  await user.keyboard('{Enter}');
  expect(onChange).not.toHaveBeenCalled();
  expect(box).toHaveAccessibleDescription(`Please keep a change to ${MAX_CHANGE} characters or fewer (this one has ${MAX_CHANGE + 1}).`);
  await user.keyboard('{Backspace}{Enter}');
  expect(onChange).toHaveBeenCalledWith('a'.repeat(MAX_CHANGE));
});

test('each suggestion is a button under Quick changes that sends its own words at once', async () => {
  const user = userEvent.setup();
  const { onChange } = renderForm({ suggestions: ['Make it quicker', 'Make it milder'] });
  const ideas = screen.getByRole('group', { name: 'Quick changes' });
  expect(
    within(ideas)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Make it quicker', 'Make it milder']);
  await user.click(within(ideas).getByRole('button', { name: 'Make it milder' }));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('Make it milder');
});

test('with no suggestion there is no Quick changes group', () => {
  renderForm();
  expect(screen.queryByRole('group', { name: 'Quick changes' })).not.toBeInTheDocument();
});

test('a recipe too long to change says so, and sends neither typed words nor a suggestion', async () => {
  const user = userEvent.setup();
  const { onChange, box } = renderForm({ suggestions: ['Make it quicker'], tooLong: true });
  await user.type(box, 'no onions{Enter}');
  await user.click(screen.getByRole('button', { name: 'Make it quicker' }));
  expect(onChange).not.toHaveBeenCalled();
  expect(box).toHaveAccessibleDescription('This recipe is too long to change: Pantry Chef changes recipes of up to 8,000 characters.');
});
