import { useT } from '../lib/i18n.ts';
type RecipeAlertProps = {
  message: string;
  onRetry: () => void;
};

/** The product's first page only logged failures (docs/screen.md); the cook also deserves to know, in plain words, and a way on. */
export function RecipeAlert({ message, onRetry }: RecipeAlertProps) {
  const t = useT();
  return (
    <div className="recipe-alert" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {t('list.tryAgain')}
      </button>
    </div>
  );
}
