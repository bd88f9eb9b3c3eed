import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { MAX_FRAGMENT, recipeLink } from './recipe-link.ts';
import './share.css';

export type ShareButtonProps = { recipe: string; title: string };

/** What the button has to say about the last share. */
type Said = 'card.share.tooLong' | 'card.share.copied' | 'card.share.copyFailed';

/**
 * "Share recipe": the device's share sheet where there is one (phones), otherwise the link is
 * copied and "Link copied" shown and announced. The recipe travels in the link's fragment only.
 */
export function ShareButton({ recipe, title }: ShareButtonProps) {
  const t = useT();
  // A message belongs to the version it was about; it is put in words as it is shown.
  const [said, setSaid] = useState<{ recipe: string; message: Said | null; link: string }>({ recipe: '', message: null, link: '' });
  const say = (message: Said | null, link = '') => setSaid({ recipe, message, link });

  async function share() {
    const url = await recipeLink(recipe);
    if (new URL(url).hash.length - 1 > MAX_FRAGMENT) return say('card.share.tooLong');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return say(null);
      } catch (error) {
        // Closing the share sheet is the cook's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say('card.share.copied');
    } catch {
      say('card.share.copyFailed', url);
    }
  }

  return (
    <>
      <button type="button" onClick={() => void share()}>
        {t('card.share.button')}
      </button>
      <p className="recipe-note share-note" aria-live="polite">
        {said.recipe === recipe && said.message ? t(said.message) : ''}
      </p>
      {said.recipe === recipe && said.link && (
        <input
          className="share-link"
          type="url"
          readOnly
          value={said.link}
          aria-label={t('card.share.link')}
          onFocus={(event) => event.target.select()}
        />
      )}
    </>
  );
}
