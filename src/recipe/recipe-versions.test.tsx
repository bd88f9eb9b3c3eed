import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { TRAYBAKE } from '../../test-support/cooking-recipe.ts';
import { RecipeVersions } from './recipe-versions.tsx';
import { addVersion, MAX_VERSIONS, startHistory, withVersionShown, type History } from './versions.ts';

/** The mark of a recipe opened from a link (its own words, past the title in bold). */
const sharedMark = () => screen.queryByText(/It came in a link/);

/** The traybake opened from a link, then changed `changes` times; the change is named in each version's title. */
function sharedAndChanged(changes: number): History {
  let history = startHistory({ text: TRAYBAKE }, true);
  for (let n = 1; n <= changes; n += 1) {
    history = addVersion(history, { text: TRAYBAKE.replace('# Lemon Chicken Traybake', `# Lemon Chicken, change ${n}`) });
  }
  return history;
}

const talkAbout = (history: History) => render(<RecipeVersions history={history} onVersion={() => {}} />);

test('the version that came in a link is marked as shared; a changed one is not', () => {
  const history = sharedAndChanged(1);
  const { rerender } = talkAbout(withVersionShown(history, 0));
  expect(sharedMark()).toHaveTextContent('Shared recipe: Lemon Chicken Traybake. It came in a link');
  rerender(<RecipeVersions history={history} onVersion={() => {}} />);
  expect(screen.getByText('Version 2 of 2')).toBeInTheDocument();
  expect(sharedMark()).not.toBeInTheDocument();
});

test('once the shared version has been dropped, the oldest version kept is a change and is not marked as shared', () => {
  const history = sharedAndChanged(MAX_VERSIONS);
  talkAbout(withVersionShown(history, 0));
  expect(screen.getByText(`Version 1 of ${MAX_VERSIONS}`)).toBeInTheDocument();
  expect(sharedMark()).not.toBeInTheDocument();
});
