// The undo bar: says what the last step did ("Moved Job 2 up.") and offers Undo, which saves the profile as it
// was before that step. Ctrl+Z (Cmd+Z) does the same when the focus is not in a text field. The sentence is a
// polite live region, so a move made from the keyboard is announced.
import { useEffect } from "react";

export function UndoBar({
  message,
  canUndo,
  busy,
  onUndo,
}: {
  message: string | null;
  canUndo: boolean;
  busy: boolean;
  onUndo: () => void;
}) {
  useEffect(() => {
    if (!canUndo) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== "z" || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest("input, textarea, select, [contenteditable=true], [role=dialog], [role=alertdialog]")) return;
      e.preventDefault();
      if (!busy) onUndo();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [canUndo, busy, onUndo]);

  return (
    <div className={`undo-bar${message ? " undo-bar--shown" : ""}`}>
      <p className="undo-bar__text" role="status" aria-live="polite">
        {message ?? ""}
      </p>
      {message && canUndo ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onUndo} disabled={busy}>
          Undo
        </button>
      ) : null}
    </div>
  );
}
