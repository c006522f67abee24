// Profile screen (/profile): load the stored record, edit it card by card, upload or replace it from a PDF.
// Saves are queued so each one carries the version the previous one produced; a stale version (another
// tab, a new upload) reloads the latest profile, tells the user, and keeps their open edit on screen.
import { useCallback, useEffect, useRef, useState } from "react";
import { emptyRecord, type StoredRecord } from "../../worker/shapes/resume";
import { ConfirmDialog } from "../components/profile/ConfirmDialog";
import { loadProfile, type ProfileState, saveProfile, type UploadAnswer } from "../components/profile/client";
import { type Patch, ProfileEditor } from "../components/profile/ProfileEditor";
import { UploadArea } from "../components/profile/UploadArea";
import { YourData } from "../components/profile/YourData";
import { UploadIcon } from "../components/profile/icons";
import { profileToast } from "../lib/toast";

export const PROFILE_TEXT = {
  saved: "Profile saved.",
  uploaded: "Resume uploaded. Review your profile below.",
  conflict:
    "Your profile was changed in another tab or by a new upload. We loaded the latest version; your edit is still open, so check it and press Save again.",
  saveFailed: (reason: string) => `Couldn't save your changes: ${reason} Your edits are still on screen; please try again.`,
  replaceTitle: "Replace your profile with a new PDF?",
  replaceText:
    "We'll read the new PDF and replace your current profile with it, including any edits you made here. You won't be able to undo this action.",
} as const;

type Screen = { phase: "loading" } | { phase: "error"; message: string } | { phase: "ready" };

export default function ProfileScreen() {
  const [screen, setScreen] = useState<Screen>({ phase: "loading" });
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
      apply(await loadProfile());
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

  const save = (patch: Patch): Promise<boolean> => {
    const run = async () => {
      const current = latest.current ?? { profile: emptyRecord(), version: 0 };
      const result = await saveProfile(patch(current.profile), current.version);
      if (result.ok) {
        apply(result.state);
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
    if (answer.data) apply(answer.data);
    else void reload();
    setNotes(warningTexts(answer.warnings));
    profileToast.success(PROFILE_TEXT.uploaded);
  };

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

  const hasProfile = data !== null;
  const record: StoredRecord = data?.profile ?? emptyRecord();
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
          <button type="button" className="btn btn--secondary" onClick={() => setConfirmReplace(true)}>
            <UploadIcon size={18} />
            Replace from a new PDF
          </button>
        ) : null}
      </div>

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

      <ProfileEditor record={record} hasProfile={hasProfile} save={save} onUploaded={onUploaded} />
      <YourData />

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
