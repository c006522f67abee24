// Profile screen (/profile): load the stored record, edit and repair it card by card, upload or replace it
// from a PDF. Saves are queued so each one carries the version the previous one produced; a stale version
// (another tab, a new upload) reloads the latest profile, tells the user, and keeps their open edit on screen.
// Every edit and move is a step Undo can reverse (a delete is final, as its dialog says).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { emptyRecord, type StoredRecord } from "../../worker/shapes/resume";
import { ConfirmDialog } from "../components/profile/ConfirmDialog";
import { loadProfile, type ProfileState, saveProfile, type UploadAnswer, userIdFromToken } from "../components/profile/client";
import { structuralDoubts } from "../components/profile/doubts";
import { followMarks, mergeMarks, valueAt } from "../components/profile/marks";
import { ProfileEditor, type Step } from "../components/profile/ProfileEditor";
import { dismissKey, type KeptMarks, type ReviewMark, readMarks, writeMarks } from "../components/profile/review";
import { foundSummary } from "../components/profile/summary";
import { UndoBar } from "../components/profile/UndoBar";
import { UploadArea } from "../components/profile/UploadArea";
import { YourData } from "../components/profile/YourData";
import { AccountCard } from "../components/profile/AccountCard";
import { UploadIcon } from "../components/profile/icons";
import { accessToken } from "../lib/api";
import { useTitle } from "../lib/title";
import { profileToast } from "../lib/toast";

export const PROFILE_TEXT = {
  saved: "Profile saved.",
  uploaded: "Resume uploaded. Review your profile below.",
  conflict:
    "Your profile was changed in another tab or by a new upload. We loaded the latest version; your edit is still open, so check it and press Save again.",
  saveFailed: (reason: string) => `Couldn't save your changes: ${reason} Your edits are still on screen; please try again.`,
  replaceTitle: "Replace your profile with a new PDF?",
  replaceText:
    "We'll read the new PDF and replace everything on this page with it: personal information, education, work experience, projects and additional information, including any edits you made here. You won't be able to undo this action.",
  startHeading: "Start from your resume",
  startIntro: "Upload your current resume and we'll fill in your profile for you.",
  whatNext:
    'What happens next: we read your PDF into the cards below, you check anything marked "Check this", then you tailor it to a job description.',
  readyHeading: "Your profile is ready",
  tailorCta: "Tailor your resume to a job",
  undone: "Undone:",
} as const;

/** A profile counts as started once it holds more than contact details (what the generator needs). */
export function hasResumeContent(r: StoredRecord): boolean {
  return (
    r.experiences.work_experiences.length > 0 ||
    r.experiences.projects.length > 0 ||
    r.education.length > 0 ||
    Object.values(r.additional_information).some((items) => items.length > 0)
  );
}

type Screen = { phase: "loading" } | { phase: "error"; message: string } | { phase: "ready" };
type UndoStep = { before: StoredRecord; kept: KeptMarks; label: string };
const NO_MARKS: KeptMarks = { review: [], dismissed: [] };

export default function ProfileScreen() {
  useTitle("Your Profile");
  const [screen, setScreen] = useState<Screen>({ phase: "loading" });
  const [kept, setKeptState] = useState<KeptMarks>(NO_MARKS);
  const keptNow = useRef<KeptMarks>(NO_MARKS);
  const [undo, setUndoState] = useState<UndoStep[]>([]);
  const undoNow = useRef<UndoStep[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [justUploaded, setJustUploaded] = useState(false);
  const userId = useRef<string | null>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const [data, setData] = useState<ProfileState | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const latest = useRef<ProfileState | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const apply = useCallback((next: ProfileState | null) => {
    latest.current = next;
    setData(next);
  }, []);
  const setKept = useCallback((next: KeptMarks, version?: number) => {
    keptNow.current = next;
    setKeptState(next);
    if (userId.current && version !== undefined) writeMarks(userId.current, version, next);
  }, []);
  const setUndo = useCallback((next: UndoStep[]) => {
    undoNow.current = next;
    setUndoState(next);
  }, []);
  const enqueue = useCallback(<T,>(run: () => Promise<T>): Promise<T> => {
    const p = queue.current.then(run, run);
    queue.current = p.catch(() => undefined);
    return p;
  }, []);

  const reload = useCallback(async () => {
    try {
      const loaded = await loadProfile();
      apply(loaded);
      const token = await accessToken();
      userId.current = token ? userIdFromToken(token) : null;
      setKept(loaded && userId.current ? readMarks(userId.current, loaded.version) : NO_MARKS);
      setScreen({ phase: "ready" });
      return true;
    } catch (err) {
      setScreen({ phase: "error", message: err instanceof Error ? err.message : String(err) });
      return false;
    }
  }, [apply, setKept]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** After a 409: the latest profile from the server; the steps before it can no longer be undone. */
  const conflicted = useCallback(async () => {
    profileToast.error(PROFILE_TEXT.conflict);
    setUndo([]);
    setSaid(null);
    try {
      const loaded = await loadProfile();
      apply(loaded);
      setKept(loaded && userId.current ? readMarks(userId.current, loaded.version) : NO_MARKS);
    } catch {
      /* keep what is on screen; the next save will say what is wrong */
    }
  }, [apply, setKept, setUndo]);

  const save = (step: Step): Promise<boolean> =>
    enqueue(async () => {
      const current = latest.current ?? { profile: emptyRecord(), version: 0 };
      const next = step.change(current.profile);
      if (!next) return false;
      const result = await saveProfile(next.record, current.version);
      if (result.ok) {
        const before = keptNow.current;
        apply(result.state);
        setKept({ ...before, review: followMarks(before.review, current.profile, result.state.profile, next.remap) }, result.state.version);
        if (step.kind === "delete") setUndo([]);
        else setUndo([...undoNow.current, { before: current.profile, kept: before, label: next.label }]);
        setSaid(step.kind === "delete" ? null : next.label);
        if (step.kind !== "move") profileToast.success(PROFILE_TEXT.saved);
        return true;
      }
      console.error("Profile save failed:", result.message);
      if (result.conflict) await conflicted();
      else profileToast.error(PROFILE_TEXT.saveFailed(result.message));
      return false;
    });

  const undoLast = useCallback(
    () =>
      void enqueue(async () => {
        const top = undoNow.current[undoNow.current.length - 1];
        const current = latest.current;
        if (!top || !current) return;
        setUndoing(true);
        const result = await saveProfile(top.before, current.version);
        setUndoing(false);
        if (result.ok) {
          apply(result.state);
          setKept(top.kept, result.state.version);
          setUndo(undoNow.current.slice(0, -1));
          setSaid(`${PROFILE_TEXT.undone} ${top.label}`);
        } else if (result.conflict) await conflicted();
        else profileToast.error(PROFILE_TEXT.saveFailed(result.message));
      }),
    [apply, conflicted, enqueue, setKept, setUndo],
  );

  const record: StoredRecord = data?.profile ?? emptyRecord();
  const marks = useMemo(() => {
    const live = structuralDoubts(record).filter((m) => !kept.dismissed.includes(dismissKey(m, valueAt(record, m.path))));
    return mergeMarks(kept.review, live);
  }, [record, kept]);

  const dismiss = (m: ReviewMark) => {
    const k = keptNow.current;
    const own = k.review.some((r) => r.path === m.path && r.reason === m.reason);
    const next = own
      ? { ...k, review: k.review.filter((r) => r.path !== m.path || r.reason !== m.reason) }
      : { ...k, dismissed: [...k.dismissed, dismissKey(m, valueAt(record, m.path))] };
    setKept(next, latest.current?.version);
  };

  const onUploaded = (answer: UploadAnswer) => {
    setReplacing(false);
    setUndo([]);
    setSaid(null);
    if (answer.data) {
      apply(answer.data);
      setKept({ review: Array.isArray(answer.review) ? answer.review : [], dismissed: [] }, answer.data.version);
    } else void reload();
    setNotes(warningTexts(answer.warnings));
    setJustUploaded(true);
    profileToast.success(PROFILE_TEXT.uploaded);
  };

  useEffect(() => {
    if (justUploaded) readyHeading.current?.focus();
  }, [justUploaded]);

  if (screen.phase === "loading") {
    return (
      <div className="profile-page">
        <p className="loading-line" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your profile...
        </p>
      </div>
    );
  }
  if (screen.phase === "error") {
    return (
      <div className="profile-page">
        <section className="card center-card" role="alert">
          <h1>We couldn't load your profile</h1>
          <p className="muted">{screen.message}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setScreen({ phase: "loading" });
              void reload();
            }}
          >
            Try again
          </button>
        </section>
      </div>
    );
  }

  // Saving a name by hand creates a row, but the upload still leads until the profile holds a resume.
  const hasProfile = data !== null && hasResumeContent(record);
  const summary = foundSummary(record, marks.length);
  return (
    <div className="profile-page">
      <div className="profile-head">
        <div>
          <h1>Your Profile</h1>
          <p className="muted profile-head__lead">
            {hasProfile
              ? "This is what we use to tailor your resumes. Keep it accurate and complete."
              : "Upload your resume to get started, or fill in your profile by hand."}
          </p>
        </div>
        {hasProfile && !replacing ? (
          <div className="profile-head__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setConfirmReplace(true)}>
              <UploadIcon size={18} />
              Replace from a new PDF
            </button>
            {justUploaded ? null : (
              <Link className="btn" to="/home">
                {PROFILE_TEXT.tailorCta}
              </Link>
            )}
          </div>
        ) : null}
      </div>

      {justUploaded && hasProfile ? (
        <section className="card next-step" aria-labelledby="next-step-heading">
          <h2 id="next-step-heading" ref={readyHeading} tabIndex={-1}>
            {PROFILE_TEXT.readyHeading}
          </h2>
          <p className="next-step__found">{summary.found}</p>
          <p>{summary.check}</p>
          <Link className="btn btn--lg" to="/home">
            {PROFILE_TEXT.tailorCta} →
          </Link>
        </section>
      ) : null}

      {hasProfile ? null : (
        <section className="card profile-card profile-card--upload profile-card--start" aria-label="Upload your resume">
          <UploadArea heading={PROFILE_TEXT.startHeading} intro={PROFILE_TEXT.startIntro} onUploaded={onUploaded} />
          <p className="upload__next">{PROFILE_TEXT.whatNext}</p>
        </section>
      )}

      {replacing ? (
        <section className="card profile-card profile-card--upload" aria-label="Replace your profile from a new PDF">
          <UploadArea
            heading="Replace from a new PDF"
            intro="Your current profile stays as it is until the new PDF has been read successfully."
            onUploaded={onUploaded}
          />
          <div className="upload__cancel">
            <button type="button" className="btn btn--secondary" onClick={() => setReplacing(false)}>
              Keep my current profile
            </button>
          </div>
        </section>
      ) : null}

      {notes.length ? (
        <div className="alert alert--info profile-notes" role="status">
          <p>
            <strong>Please check these parts of your profile:</strong>
          </p>
          <ul>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <button type="button" className="btn btn--link" onClick={() => setNotes([])}>
            Dismiss
          </button>
        </div>
      ) : null}

      <ProfileEditor record={record} marks={marks} save={save} onDismiss={dismiss} />
      <AccountCard />
      <YourData />
      <UndoBar message={said} canUndo={undo.length > 0} busy={undoing} onUndo={undoLast} />

      {confirmReplace ? (
        <ConfirmDialog
          title={PROFILE_TEXT.replaceTitle}
          text={PROFILE_TEXT.replaceText}
          cancelLabel="Cancel"
          confirmLabel="Choose a new PDF"
          onCancel={() => setConfirmReplace(false)}
          onConfirm={() => {
            setConfirmReplace(false);
            setReplacing(true);
          }}
        />
      ) : null}
    </div>
  );
}

/** The parser's warnings as sentences (strings, or objects carrying a message). */
function warningTexts(warnings: unknown[] | undefined): string[] {
  return (warnings ?? [])
    .map((w) =>
      typeof w === "string" ? w : w && typeof w === "object" && "message" in w ? String((w as { message: unknown }).message) : "",
    )
    .filter(Boolean)
    .slice(0, 8);
}
