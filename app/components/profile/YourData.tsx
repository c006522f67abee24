// The profile screen's last card, "Your data": download everything stored about you as one zip, or delete
// the account. An account without a password must have signed in recently to delete; "Sign in again"
// signs out, and after the new sign-in (in this browser, within 15 minutes) the dialog opens again.
import { useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { clearDraft } from "../editor/draft";
import { downloadMyData } from "./account-client";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { forgetMarks } from "./review";

export const YOUR_DATA_TEXT = {
  title: "Your data",
  intro: "Download a copy of everything we store about you, or delete your account and all of its data.",
  download: "Download my data",
  preparing: "Preparing your download...",
  downloaded: (name: string) => `Your data was downloaded as ${name}.`,
  delete: "Delete my account",
} as const;

/** Set by "Sign in again": the deletion dialog reopens after the next sign-in in this browser. */
export const REOPEN_DELETE_KEY = "tailorcv.delete-after-sign-in";
const REOPEN_WINDOW_MS = 15 * 60 * 1000;

function takeReopenMark(): boolean {
  try {
    const at = Number(localStorage.getItem(REOPEN_DELETE_KEY));
    localStorage.removeItem(REOPEN_DELETE_KEY);
    return at > 0 && Date.now() - at < REOPEN_WINDOW_MS;
  } catch {
    return false;
  }
}

export function YourData() {
  const headingId = useId();
  const { session, signOut } = useSession();
  const [downloading, setDownloading] = useState(false);
  const [note, setNote] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (takeReopenMark()) {
      deleteButton.current?.scrollIntoView({ block: "center" });
      deleteButton.current?.focus();
      setDeleting(true);
    }
  }, []);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setNote(null);
    try {
      setNote({ kind: "ok", text: YOUR_DATA_TEXT.downloaded(await downloadMyData()) });
    } catch (err) {
      setNote({ kind: "error", text: err instanceof Error ? err.message : String(err) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card profile-card your-data" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId}>{YOUR_DATA_TEXT.title}</h2>
      </div>
      <p className="muted your-data__intro">{YOUR_DATA_TEXT.intro}</p>
      <div className="your-data__actions">
        <button type="button" className="btn btn--secondary" onClick={download} disabled={downloading} aria-busy={downloading}>
          {downloading ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
          {downloading ? YOUR_DATA_TEXT.preparing : YOUR_DATA_TEXT.download}
        </button>
        <button ref={deleteButton} type="button" className="btn btn--danger" onClick={() => setDeleting(true)}>
          {YOUR_DATA_TEXT.delete}
        </button>
      </div>
      <div aria-live="polite">
        {note ? (
          <p
            className={note.kind === "error" ? "alert alert--error" : "alert alert--success"}
            role={note.kind === "error" ? "alert" : undefined}
          >
            {note.text}
          </p>
        ) : null}
      </div>
      {deleting ? (
        <DeleteAccountDialog
          onCancel={() => setDeleting(false)}
          onReauth={() => {
            try {
              localStorage.setItem(REOPEN_DELETE_KEY, String(Date.now()));
            } catch {
              /* without storage the person opens the dialog again themselves */
            }
            void signOut();
          }}
          onDeleted={(answer) => {
            // What this browser kept of the account goes too: the editor's draft (a whole resume) and the parser's marks.
            clearDraft();
            if (session) forgetMarks(session.user.id);
            toast.success(answer.message, { duration: 8000 });
            void signOut();
          }}
        />
      ) : null}
    </section>
  );
}
