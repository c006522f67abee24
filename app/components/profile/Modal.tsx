// A modal form dialog: labelled by its title, focus starts on the first control and stays inside, Escape and the
// backdrop cancel, and focus returns to whatever opened it. The move and turn-into-entry dialogs use it.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { FOCUSABLE, wrapTab } from "./focus";

export function Modal({
  title,
  onCancel,
  onSubmit,
  submitLabel,
  children,
  busy,
}: {
  title: string;
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onCancel();
    } else wrapTab(e, panel.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience only; keyboard users have Escape and Cancel
    <div className="dialog-backdrop" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <form
        ref={panel}
        className="dialog dialog--wide"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
