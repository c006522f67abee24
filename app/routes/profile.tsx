// Profile screen (/profile): load the stored record, edit it card by card, upload or replace it from a PDF.
// Saves are queued so each one carries the version the previous one produced; a stale version (another
// tab, a new upload) reloads the latest profile, tells the user, and keeps their open edit on screen.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { emptyRecord, type StoredRecord } from "../../worker/shapes/resume";
import { ConfirmDialog } from "../components/profile/ConfirmDialog";
import { loadProfile, type ProfileState, saveProfile, type UploadAnswer, userIdFromToken } from "../components/profile/client";
import { type Patch, ProfileEditor } from "../components/profile/ProfileEditor";
import { type CardKey, type ReviewMark, readMarks, withoutCard, writeMarks } from "../components/profile/review";
import { UploadArea } from "../components/profile/UploadArea";
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
  readyText: 'Check anything marked "Check this" below, then paste a job description to get a resume tailored to it.',
  tailorCta: "Tailor your resume to a job",
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

export default function ProfileScreen() {
  useTitle("Your Profile");
  const [screen, setScreen] = useState<Screen>({ phase: "loading" });
  const [review, setReview] = useState<ReviewMark[]>([]);
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

  const reload = useCallback(async () => {
    try {
      const loaded = await loadProfile();
      apply(loaded);
      const token = await accessToken();
      userId.current = token ? userIdFromToken(token) : null;
      setReview(loaded && userId.current ? readMarks(userId.current, loaded.version) : []);
      setScreen({ phase: "ready" });
      return true;
    } catch (err) {
      setScreen({ phase: "error", message: err instanceof Error ? err.message : String(err) });
      return false;
    }
  }, [apply]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = (patch: Patch, card: CardKey): Promise<boolean> => {
    const run = async () => {
      const current = latest.current ?? { profile: emptyRecord(), version: 0 };
      const result = await saveProfile(patch(current.profile), current.version);
      if (result.ok) {
        apply(result.state);
        // Saving a card means the user has looked at it: its marks go; the others follow the new version.
        setReview((marks) => {
          const left = withoutCard(marks, card);
          if (userId.current) writeMarks(userId.current, result.state.version, left);
          return left;
        });
        profileToast.success(PROFILE_TEXT.saved);
        return true;
      }
      console.error("Profile save failed:", result.message);
      if (result.conflict) {
        profileToast.error(PROFILE_TEXT.conflict);
        try {
          apply(await loadProfile());
        } catch {
          /* keep what is on screen; the next save will say what is wrong */
        }
      } else {
        profileToast.error(PROFILE_TEXT.saveFailed(result.message));
      }
      return false;
    };
    const p = queue.current.then(run, run);
    queue.current = p.catch(() => undefined);
    return p;
  };

  const onUploaded = (answer: UploadAnswer) => {
    setReplacing(false);
    if (answer.data) {
      apply(answer.data);
      const marks = Array.isArray(answer.review) ? answer.review : [];
      setReview(marks);
      if (userId.current) writeMarks(userId.current, answer.data.version, marks);
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

  const record: StoredRecord = data?.profile ?? emptyRecord();
  // Saving a name by hand creates a row, but the upload still leads until the profile holds a resume.
  const hasProfile = data !== null && hasResumeContent(record);
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
          <p>{PROFILE_TEXT.readyText}</p>
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

      <ProfileEditor record={record} review={review} save={save} showWork={data !== null} />

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
