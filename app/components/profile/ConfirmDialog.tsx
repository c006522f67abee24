// A modal confirmation (alertdialog): focus starts on the safe choice, Escape and the backdrop answer No,
// Tab stays inside, and focus returns to whatever opened it.
import { useEffect, useId, useRef } from "react";
import { wrapTab } from "./focus";

export interface ConfirmDialogProps {
  title: string;
  text: string;
  /** What the dialog acts on, named above the text ("Rear Admiral at US Navy"). */
  subject?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  text,
  subject,
  confirmLabel = "Yes",
  cancelLabel = "No",
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const subjectId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelBtn = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancelBtn.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onCancel();
    } else wrapTab(e, panel.current, "button:not(:disabled)");
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience only; keyboard users have Escape and the No button
    <div className="dialog-backdrop" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        ref={panel}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subject ? `${subjectId} ${textId}` : textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {subject ? (
          <p id={subjectId} className="dialog__subject">
            {subject}
          </p>
        ) : null}
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className="dialog__actions">
          <button ref={cancelBtn} type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? "btn btn--danger" : "btn"} onClick={onConfirm} disabled={busy}>
            {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
