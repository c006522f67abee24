// The job's requirement map beside the editor: the match score before rewriting and now, then each of the
// job's requirements as covered, partly covered or missing, linked to the items that evidence it. A missing
// requirement offers actions the user takes ("add a responsibility", "add to skills"); nothing is ever
// written for them. Recomputed live from the requirement list the server analysed once (no posting re-read).
import { useDeferredValue, useMemo, useState } from "react";
import type { MatchReport } from "../../../worker/shapes/resume";
import {
  type EvidencePath,
  extractJobTerms,
  type JobTerms,
  type RequirementRow,
  requirementMap,
  type RequirementStatus,
} from "../../../worker/tailor/match";
import { type Action, chosenResume, type EditorNavState, type EditorState } from "./model";
import "./requirements.css";

/** The job's requirements: as the server analysed them, or (for resumes saved before it sent them) read here once. */
export function useRequirements(nav: Pick<EditorNavState, "requirements" | "job_description">): JobTerms | null {
  return useMemo(
    () => nav.requirements ?? (nav.job_description?.trim() ? extractJobTerms(nav.job_description) : null),
    [nav.requirements, nav.job_description],
  );
}

export function useRequirementMap(state: EditorState, requirements: JobTerms | null) {
  // Deferred: typing stays responsive; the map catches up a moment later.
  const deferred = useDeferredValue(state);
  return useMemo(
    () =>
      // Read on exactly what would be sent (the unchosen versions emptied), so a blanked text counts as gone.
      requirements
        ? requirementMap(requirements, chosenResume(deferred), {
            work: deferred.modes.work,
            projects: deferred.modes.projects,
            skills: deferred.skills,
          })
        : null,
    [requirements, deferred],
  );
}

/** The DOM id of a responsibility's text box, so a requirement can link to the bullet that evidences it. */
export const responsibilityDomId = (group: "work" | "projects", entry: number, index: number) => `resp-${group}-${entry}-${index}`;
export const SKILLS_DOM_ID = "technical-skills-field";

const STATUS_TEXT: Record<RequirementStatus, string> = { covered: "Covered", partly: "Partly", missing: "Missing" };
const SHOWN = 14;

function placeOf(path: EvidencePath, state: EditorState): { label: string; target?: string } {
  const { work_experiences: work, projects, education } = state.resume.experiences;
  const entryName = (group: "work" | "projects", entry: number) => {
    if (group === "work") return [work[entry]?.title, work[entry]?.company].filter(Boolean).join(" at ") || `work ${entry + 1}`;
    return projects[entry]?.title || `project ${entry + 1}`;
  };
  switch (path.kind) {
    case "work":
    case "projects":
      return {
        label: `${entryName(path.kind, path.entry)}, responsibility ${path.item + 1}`,
        target: responsibilityDomId(path.kind, path.entry, path.item),
      };
    case "title":
      return { label: `Title: ${entryName(path.group, path.entry)}` };
    case "education":
      return { label: education[path.entry]?.degree || "Education" };
    case "skills":
      return { label: "Technical skills", target: SKILLS_DOM_ID };
    case "section":
      return { label: path.name };
  }
}

function focusTarget(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: "center" });
  (el as HTMLElement).focus({ preventScroll: true });
}

interface Props {
  report?: MatchReport;
  map: ReturnType<typeof useRequirementMap>;
  state: EditorState;
  dispatch: (a: Action) => void;
}

export function RequirementPanel({ report, map, state, dispatch }: Props) {
  const [all, setAll] = useState(false);
  if (!report && !map) return null;
  const now = map?.score ?? report?.after ?? 0;
  const before = report?.before;
  const delta = before === undefined ? undefined : now - before;
  const rows = map?.rows ?? [];
  const shown = all ? rows : rows.slice(0, SHOWN);
  const missing = rows.filter((r) => r.status === "missing");
  return (
    <aside className="card match-panel" aria-label="Job match">
      <h2>Job match</h2>
      <div className="match-panel__scores">
        {before !== undefined && (
          <div className="match-score">
            <span className="match-score__label">Before</span>
            <span className="match-score__value" data-testid="match-before">
              {before}%
            </span>
          </div>
        )}
        <div className="match-score match-score--now">
          <span className="match-score__label">Now</span>
          <span className="match-score__value" data-testid="match-now" aria-live="polite">
            {now}%
          </span>
        </div>
        {delta !== undefined && delta !== 0 && (
          <span className={`match-delta ${delta > 0 ? "match-delta--up" : "match-delta--down"}`}>
            {delta > 0 ? `+${delta}` : delta} points
          </span>
        )}
      </div>
      <div className="match-meter" aria-hidden="true">
        <span style={{ width: `${Math.max(0, Math.min(100, now))}%` }} />
      </div>
      {rows.length > 0 && (
        <>
          <h3 className="requirements__h">What the job asks for</h3>
          <ul className="requirements" data-testid="requirement-map">
            {shown.map((row) => (
              <Requirement key={row.key} row={row} state={state} dispatch={dispatch} />
            ))}
          </ul>
          {rows.length > SHOWN && (
            <button type="button" className="btn btn--link" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? "Show fewer requirements" : `Show all ${rows.length} requirements`}
            </button>
          )}
          {/* The missing ones, named once more in a plain list (screen readers, and the tests that read it). */}
          <p className="visually-hidden" data-testid="missing-keywords">
            {missing.length ? `Missing: ${missing.map((r) => r.label).join(", ")}` : "Nothing missing"}
          </p>
          <p className="muted editor-hint">Add a requirement only where it is true of your experience.</p>
        </>
      )}
    </aside>
  );
}

function Requirement({ row, state, dispatch }: { row: RequirementRow; state: EditorState; dispatch: (a: Action) => void }) {
  const work = state.resume.experiences.work_experiences;
  const skills = state.resume.additional_information["Technical Skills"];
  const listed = (state.skills === "suggested" ? skills.suggested : skills.current) ?? [];
  const addBullet = () => {
    if (!work.length) return;
    const index = work[0]!.responsibilities.length;
    dispatch({ type: "addResponsibility", group: "work", entry: 0 });
    // The new, empty item takes the focus: the user writes it, in their own words.
    setTimeout(() => focusTarget(responsibilityDomId("work", 0, index)), 0);
  };
  const addSkill = () => {
    dispatch({ type: "editSkills", items: [...listed, row.label] });
    setTimeout(() => focusTarget(SKILLS_DOM_ID), 0);
  };
  const places = row.evidence.map((e) => placeOf(e.path, state));
  return (
    <li className={`requirement requirement--${row.status}`} data-testid="requirement-row" data-status={row.status}>
      <span className="requirement__head">
        <span className={`requirement__status requirement__status--${row.status}`}>{STATUS_TEXT[row.status]}</span>
        <span className="requirement__label">{row.label}</span>
      </span>
      {places.length > 0 && (
        <span className="requirement__evidence">
          {row.status === "partly" ? "Said another way in " : "In "}
          {places.slice(0, 2).map((p, i) => (
            <span key={p.label}>
              {i > 0 && "; "}
              {p.target ? (
                <a
                  href={`#${p.target}`}
                  onClick={(e) => {
                    e.preventDefault();
                    focusTarget(p.target!);
                  }}
                >
                  {p.label}
                </a>
              ) : (
                p.label
              )}
            </span>
          ))}
          {places.length > 2 && ` and ${places.length - 2} more`}
        </span>
      )}
      {row.status === "missing" && (
        <span className="requirement__actions">
          {work.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={addBullet}
              aria-label={`Add a responsibility about ${row.label}`}
            >
              Add a responsibility
            </button>
          )}
          {row.listable && !listed.some((s) => s.toLowerCase() === row.label.toLowerCase()) && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={addSkill} aria-label={`Add to skills: ${row.label}`}>
              Add to skills
            </button>
          )}
        </span>
      )}
    </li>
  );
}
