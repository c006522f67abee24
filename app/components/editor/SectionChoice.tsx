// "Use all suggested" / "Use all current" for one section: sets every toggle of the section at once
// through the editor's own toggle action, so the reducer's rules (and the live rescore) stay the only path.
import type { Action, Group, Mode } from "./model";
import "./diff.css";

export function SectionChoice({ section, modes, onChoose }: { section: string; modes: readonly Mode[]; onChoose: (mode: Mode) => void }) {
  if (!modes.length) return null;
  const all = (mode: Mode) => modes.every((m) => m === mode);
  return (
    <fieldset className="section-choice">
      <legend className="visually-hidden">{`${section}: choose every version`}</legend>
      <button
        type="button"
        className="btn btn--small section-choice__suggested"
        disabled={all("suggested")}
        onClick={() => onChoose("suggested")}
      >
        Use all suggested
      </button>
      <button
        type="button"
        className="btn btn--small section-choice__current"
        disabled={all("current")}
        onClick={() => onChoose("current")}
      >
        Use all current
      </button>
    </fieldset>
  );
}

/** Toggles every responsibility of a group that is not yet in `mode`. */
export function chooseAll(dispatch: (a: Action) => void, modes: Mode[][], group: Group, mode: Mode): void {
  modes.forEach((entry, i) => {
    entry.forEach((m, j) => {
      if (m !== mode) dispatch({ type: "toggle", group, entry: i, index: j });
    });
  });
}
