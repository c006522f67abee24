// The editor's draft: the latest state of the editor, written as the user works, so a reload (or a trip to
// another screen) does not lose the edits. Kept in sessionStorage: it lives as long as the tab, and a
// resume's personal details do not stay behind on a shared computer once the tab is closed.
import { type EditorNavState, type EditorState, readNavState } from "./model";

const KEY = "tailorcv.editor-draft";

export interface Draft {
  /** The history entry the draft belongs to (react-router's location key, which survives a reload). */
  key: string;
  nav: EditorNavState;
  savedAt: number;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of this tab, or null when there is none or it no longer reads as an editor state. */
export function readDraft(): Draft | null {
  try {
    const raw = JSON.parse(store()?.getItem(KEY) ?? "null") as Partial<Draft> | null;
    if (!raw || typeof raw.key !== "string" || typeof raw.savedAt !== "number") return null;
    const nav = readNavState(raw.nav);
    return nav?.saved ? { key: raw.key, nav, savedAt: raw.savedAt } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, nav: EditorNavState, state: EditorState): void {
  try {
    const { saved: _saved, ...rest } = nav;
    store()?.setItem(KEY, JSON.stringify({ key, nav: { ...rest, saved: state }, savedAt: Date.now() }));
  } catch {
    /* storage full or disabled: the leave warning still protects the edits */
  }
}

export function clearDraft(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
