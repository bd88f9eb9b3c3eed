import { useEffect, useId, useRef } from 'react';

type ForgetDialogProps = {
  onClose: (confirmed: boolean) => void;
};

/** Asks before erasing: a modal dialog whose confirm button carries the same words as the control that opened it. */
export function ForgetDialog({ onClose }: ForgetDialogProps) {
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
      <h2 id={`${id}-title`}>Forget my data?</h2>
      <p id={`${id}-text`}>
        This erases your ingredient list, your kitchen settings and your saved recipes from this browser. It cannot be undone.
      </p>
      <div className="dialog-actions">
        <button type="button" autoFocus onClick={() => dialog.current?.close('keep')}>
          Keep my data
        </button>
        <button type="button" className="danger" onClick={() => dialog.current?.close('forget')}>
          Forget my data
        </button>
      </div>
    </dialog>
  );
}
