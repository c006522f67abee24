// The responsibilities of one work experience or project: each with its version toggle, its text
// (the chosen version, editable, growing with its content), move up/down and delete; an add button
// at the end. A deletion can be undone from the editor's action bar.
import type { Responsibility } from "../../../worker/shapes/resume";
import type { JobTerms } from "../../../worker/tailor/match";
import { useAutoGrow } from "./autogrow";
import type { Action, Group, Mode } from "./model";
import { responsibilityDomId } from "./RequirementPanel";
import { SuggestionDiff } from "./SuggestionDiff";
import { VersionToggle } from "./Toggle";

interface Props {
  group: Group;
  entry: number;
  entryLabel: string;
  items: Responsibility[];
  modes: Mode[];
  ids: string[];
  dispatch: (a: Action) => void;
  /** The job's key terms, to name the ones a suggestion adds (none without a job description). */
  jobTerms?: JobTerms | null;
}

const icon = (d: string) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d={d} />
  </svg>
);

export function Responsibilities({ group, entry, entryLabel, items, modes, ids, dispatch, jobTerms = null }: Props) {
  const last = items.length - 1;
  return (
    <>
      {items.length === 0 ? <p className="muted">No responsibilities.</p> : null}
      <ol className="responsibilities">
        {items.map((r, index) => {
          const mode = modes[index] ?? "suggested";
          const label = `Responsibility ${index + 1} of ${entryLabel}`;
          const changed = r.current.trim() !== r.suggested.trim();
          return (
            <li key={ids[index] ?? `new-${index}`} className={`responsibility responsibility--${mode}`}>
              <div className="responsibility__bar">
                <VersionToggle
                  mode={mode}
                  label={`${label}: use suggested version`}
                  onToggle={() => dispatch({ type: "toggle", group, entry, index })}
                />
                {!changed && <span className="muted editor-hint">No rewrite suggested</span>}
                <span className="responsibility__tools">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${label.toLowerCase()} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => dispatch({ type: "moveResponsibility", group, entry, index, to: index - 1 })}
                  >
                    {icon("M12 19V5M6 11l6-6 6 6")}
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${label.toLowerCase()} down`}
                    title="Move down"
                    disabled={index === last}
                    onClick={() => dispatch({ type: "moveResponsibility", group, entry, index, to: index + 1 })}
                  >
                    {icon("M12 5v14M6 13l6 6 6-6")}
                  </button>
                  <button
                    type="button"
                    className="icon-btn icon-btn--danger responsibility__delete"
                    aria-label={`Delete ${label.toLowerCase()}`}
                    title="Delete"
                    onClick={() => dispatch({ type: "deleteResponsibility", group, entry, index })}
                  >
                    {icon("M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3")}
                  </button>
                </span>
              </div>
              <GrowingText
                id={responsibilityDomId(group, entry, index)}
                placeholder={r.current || r.suggested ? undefined : "Describe, in your own words, what you did and what came of it"}
                label={`${label} (${mode} version)`}
                value={mode === "suggested" ? r.suggested : r.current}
                onChange={(text) => dispatch({ type: "editResponsibility", group, entry, index, text })}
              />
              {changed && <SuggestionDiff current={r.current} suggested={r.suggested} jobTerms={jobTerms} />}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn--secondary btn--sm responsibilities__add"
        onClick={() => dispatch({ type: "addResponsibility", group, entry })}
      >
        + Add a responsibility to {entryLabel}
      </button>
    </>
  );
}

function GrowingText({
  id,
  label,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const ref = useAutoGrow(value);
  return (
    <textarea
      ref={ref}
      id={id}
      placeholder={placeholder}
      aria-label={label}
      className="responsibility__text is-autogrow"
      rows={2}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
