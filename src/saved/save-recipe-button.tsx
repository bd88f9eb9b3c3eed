import { useT } from '../lib/i18n.ts';

type SaveRecipeButtonProps = {
  saved: boolean;
  onSave: () => void;
};

/** Keeps the finished recipe in this browser; once kept, says so and does nothing more. */
export function SaveRecipeButton({ saved, onSave }: SaveRecipeButtonProps) {
  // Rendered on the card: its words are the card's.
  const t = useT();
  return (
    <button
      type="button"
      aria-disabled={saved || undefined}
      onClick={() => {
        if (!saved) onSave();
      }}
    >
      {saved ? t('card.saved') : t('card.save')}
    </button>
  );
}
