// Keeping the focus inside a modal dialog: Tab past the last control goes to the first, Shift+Tab before the
// first (or from the dialog itself) to the last.
export const FOCUSABLE =
  'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

export function wrapTab(e: React.KeyboardEvent, root: HTMLElement | null, selector = FOCUSABLE): void {
  if (e.key !== "Tab") return;
  const all = Array.from(root?.querySelectorAll<HTMLElement>(selector) ?? []);
  if (all.length === 0) return;
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === root)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}
