// Job match: the tailoring result's score before rewriting, and the score of the resume as the
// user's current choices and edits would print it, recomputed live by the same pure scorer the
// tailoring engine uses (worker/tailor/match, light: no PDF or AI code).
import { useDeferredValue, useMemo } from "react";
import type { MatchReport } from "../../../worker/shapes/resume";
import { computeMatch, extractJobTerms } from "../../../worker/tailor/match";
import { chosenResume, type EditorState } from "./model";

const MAX_KEYWORDS = 12;

export function useLiveMatch(state: EditorState, jobDescription: string | undefined) {
  const terms = useMemo(() => (jobDescription?.trim() ? extractJobTerms(jobDescription) : null), [jobDescription]);
  // Deferred: typing stays responsive; the score catches up a moment later.
  const deferred = useDeferredValue(state);
  return useMemo(
    () =>
      // Scored on exactly what would be sent (the unchosen versions emptied), so a blanked text counts as gone.
      terms
        ? computeMatch(chosenResume(deferred), terms, {
            work: deferred.modes.work,
            projects: deferred.modes.projects,
            skills: deferred.skills,
          })
        : null,
    [terms, deferred],
  );
}

export function MatchPanel({ report, live }: { report?: MatchReport; live: ReturnType<typeof useLiveMatch> }) {
  if (!report && !live) return null;
  const now = live?.score ?? report?.after ?? 0;
  const before = report?.before;
  const missing = live?.missing_keywords ?? report?.missing_keywords ?? [];
  const delta = before === undefined ? undefined : now - before;
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
      {missing.length > 0 ? (
        <>
          <h3 className="match-panel__missing-h">Missing keywords</h3>
          <ul className="keyword-list" data-testid="missing-keywords">
            {missing.slice(0, MAX_KEYWORDS).map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
          <p className="muted editor-hint">Add one only where it is true of your experience.</p>
        </>
      ) : (
        <p className="muted">Your resume covers every key term of the job.</p>
      )}
    </aside>
  );
}
