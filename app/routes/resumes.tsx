// Resumes list (docs/requirements.md § Screens): every generated resume, newest first. Each can be downloaded, opened, edited
// again with the choices that made it, duplicated for another job, or deleted (after a confirmation that
// names it). The resume just generated is marked and its Download button focused.
import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { navFromChoices } from "../components/editor/model";
import { ConfirmDialog } from "../components/profile/ConfirmDialog";
import { type RowAction, ResumeTable } from "../components/resumes/ResumeTable";
import { type ResumeListItem, deleteResume, downloadResume, fetchUserResumes, openResume, reopenResume } from "../components/resumes/api";
import { useTitle } from "../lib/title";
import { toast } from "../lib/toast";

type Load = { state: "loading" } | { state: "ready"; resumes: ResumeListItem[] } | { state: "error"; message: string };

export const RESUMES_TEXT = {
  downloadFailed: (reason: string) => `Failed to download file: ${reason}`,
  openFailed: (reason: string) => `Couldn't open the resume: ${reason}`,
  reopenFailed: (reason: string) => `Couldn't open the resume in the editor: ${reason}`,
  deleteTitle: "Delete this resume?",
  deleteText: (r: ResumeListItem) =>
    `${r.filename} (${[r.role_applied, r.company].filter(Boolean).join(", ")}) and its PDF will be deleted. It still counts toward the free resumes. You won't be able to undo this action.`,
  deleted: (filename: string) => `Deleted ${filename}.`,
  deleteFailed: (reason: string) => `Couldn't delete the resume: ${reason}`,
} as const;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default function ResumesScreen() {
  useTitle("Your Resumes");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [busy, setBusy] = useState<{ id: string; action: RowAction } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<ResumeListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const generated = (useLocation().state as { generated?: { id?: string } } | null)?.generated;

  useEffect(() => {
    let live = true;
    fetchUserResumes().then(
      (resumes) => live && setLoad({ state: "ready", resumes }),
      (err: unknown) => live && setLoad({ state: "error", message: reason(err) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const fail = useCallback((message: string) => {
    setProblem(message);
    toast.error(message);
  }, []);

  async function run(item: ResumeListItem, action: RowAction) {
    setProblem(null);
    if (action === "delete") return setConfirmDelete(item);
    setBusy({ id: item.id, action });
    try {
      if (action === "download") await downloadResume(item, fetchUserResumes);
      else if (action === "open") await openResume(item, fetchUserResumes);
      else {
        const again = await reopenResume(item.id);
        if (!again.choices) throw new Error("this resume was made before its choices were kept.");
        navigate("/resume-editor", { state: navFromChoices(again.choices, again.role_applied, action === "duplicate") });
        return;
      }
    } catch (err) {
      console.error(`Resume ${action} failed:`, err);
      const text =
        action === "download"
          ? RESUMES_TEXT.downloadFailed(reason(err))
          : action === "open"
            ? RESUMES_TEXT.openFailed(reason(err))
            : RESUMES_TEXT.reopenFailed(reason(err));
      fail(text);
    }
    setBusy(null);
  }

  async function remove(item: ResumeListItem) {
    setBusy({ id: item.id, action: "delete" });
    try {
      await deleteResume(item.id);
      setLoad((l) => (l.state === "ready" ? { state: "ready", resumes: l.resumes.filter((r) => r.id !== item.id) } : l));
      toast.success(RESUMES_TEXT.deleted(item.filename));
      // Focus returns to the page heading: the row (and the button that opened the dialog) is gone.
      document.getElementById("resumes-heading")?.focus();
    } catch (err) {
      console.error("Resume delete failed:", err);
      fail(RESUMES_TEXT.deleteFailed(reason(err)));
    }
    setConfirmDelete(null);
    setBusy(null);
  }

  return (
    <section className="card">
      <h1 id="resumes-heading" tabIndex={-1}>
        Your Resumes
      </h1>
      {load.state === "loading" && (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your resumes…
        </p>
      )}
      {load.state === "error" && (
        <div className="alert alert--error" role="alert">
          Could not load your resumes: {load.message}
        </div>
      )}
      {problem ? (
        <div className="alert alert--error" role="alert">
          {problem}
        </div>
      ) : null}
      {load.state === "ready" && load.resumes.length === 0 && (
        <div className="empty-state">
          <p>You have not generated any resumes yet.</p>
          <p className="muted">Paste a job description and TailorCV will tailor your profile to it.</p>
          <Link className="btn" to="/home">
            Create your first tailored resume
          </Link>
        </div>
      )}
      {load.state === "ready" && load.resumes.length > 0 && (
        <>
          <ResumeTable resumes={load.resumes} highlightId={generated?.id} busy={busy} onAction={(item, action) => void run(item, action)} />
          <p className="resumes__more">
            <Link to="/home">Tailor a resume to another job</Link>
          </p>
        </>
      )}
      {confirmDelete ? (
        <ConfirmDialog
          title={RESUMES_TEXT.deleteTitle}
          text={RESUMES_TEXT.deleteText(confirmDelete)}
          cancelLabel="No"
          confirmLabel="Yes, delete it"
          danger
          busy={busy?.action === "delete"}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => void remove(confirmDelete)}
        />
      ) : null}
    </section>
  );
}
