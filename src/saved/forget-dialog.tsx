import { useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n.ts';

type ForgetDialogProps = {
  onClose: (confirmed: boolean) => void;
};

/** Asks before erasing: a modal dialog whose confirm button carries the same words as the control that opened it. */
export function ForgetDialog({ onClose }: ForgetDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  // The browser's own modal: focus moves in, the page behind is inert, Escape cancels, focus returns after.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="forget-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => onClose(dialog.current?.returnValue === 'forget')}
    >
      <h2 id={`${id}-title`}>{t('saved.confirm.title')}</h2>
      <p id={`${id}-text`}>{t('saved.confirm.text')}</p>
      <div className="dialog-actions">
        <button type="button" autoFocus onClick={() => dialog.current?.close('keep')}>
          {t('saved.confirm.keep')}
        </button>
        <button type="button" className="danger" onClick={() => dialog.current?.close('forget')}>
          {t('saved.forget')}
        </button>
      </div>
    </dialog>
  );
}
