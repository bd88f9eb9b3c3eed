type SaveRecipeButtonProps = {
  saved: boolean;
  onSave: () => void;
};

/** Keeps the finished recipe in this browser; once kept, says so and does nothing more. */
export function SaveRecipeButton({ saved, onSave }: SaveRecipeButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={saved || undefined}
      onClick={() => {
        if (!saved) onSave();
      }}
    >
      {saved ? 'Saved' : 'Save recipe'}
    </button>
  );
}
