import { useState } from 'react';
import { MAX_FRAGMENT, recipeLink } from './recipe-link.ts';
import './share.css';

export type ShareButtonProps = { recipe: string; title: string };

/**
 * "Share recipe": the device's share sheet where there is one (phones), otherwise the link is
 * copied and "Link copied" shown and announced. The recipe travels in the link's fragment only.
 */
export function ShareButton({ recipe, title }: ShareButtonProps) {
  // A message belongs to the version it was about.
  const [said, setSaid] = useState({ recipe: '', message: '', link: '' });
  const say = (message: string, link = '') => setSaid({ recipe, message, link });

  async function share() {
    const url = await recipeLink(recipe);
    if (new URL(url).hash.length - 1 > MAX_FRAGMENT) return say('This recipe is too long to share as a link. Copy the recipe instead.');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return say('');
      } catch (error) {
        // Closing the share sheet is the cook's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied');
    } catch {
      say("Couldn't copy here. Select the link below and copy it.", url);
    }
  }

  return (
    <>
      <button type="button" onClick={() => void share()}>
        Share recipe
      </button>
      <p className="recipe-note share-note" aria-live="polite">
        {said.recipe === recipe ? said.message : ''}
      </p>
      {said.recipe === recipe && said.link && (
        <input
          className="share-link"
          type="url"
          readOnly
          value={said.link}
          aria-label="Recipe link"
          onFocus={(event) => event.target.select()}
        />
      )}
    </>
  );
}
