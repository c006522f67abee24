// A switch between the two versions of an item: green = suggested (on), red = current (off).
// The visible word says the state too, so colour is never the only signal.
import type { Mode } from "./model";

export function VersionToggle({ mode, label, onToggle }: { mode: Mode; label: string; onToggle: () => void }) {
  const suggested = mode === "suggested";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={suggested}
      aria-label={label}
      title={
        suggested
          ? "Showing the suggested version (click for your current text)"
          : "Showing your current text (click for the suggested version)"
      }
      className={`version-toggle ${suggested ? "version-toggle--suggested" : "version-toggle--current"}`}
      onClick={onToggle}
    >
      <span className="version-toggle__track" aria-hidden="true">
        <span className="version-toggle__thumb" />
      </span>
      <span className="version-toggle__text">{suggested ? "Suggested" : "Current"}</span>
    </button>
  );
}
