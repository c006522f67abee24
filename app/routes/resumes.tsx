// Resumes list (docs/requirements.md § Screens): every generated resume, newest first, each downloadable.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ResumeTable } from "../components/resumes/ResumeTable";
import { type ResumeListItem, fetchUserResumes } from "../components/resumes/api";

type Load = { state: "loading" } | { state: "ready"; resumes: ResumeListItem[] } | { state: "error"; message: string };

export default function ResumesScreen() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const generated = (useLocation().state as { generated?: { id?: string } } | null)?.generated;

  useEffect(() => {
    let live = true;
    fetchUserResumes().then(
      (resumes) => live && setLoad({ state: "ready", resumes }),
      (err: unknown) => live && setLoad({ state: "error", message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="card">
      <h1>Your Resumes</h1>
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
      {load.state === "ready" && load.resumes.length === 0 && (
        <div className="empty-state">
          <p>You have not generated any resumes yet.</p>
          <p className="muted">Paste a job description and TailorCV will tailor your profile to it.</p>
          <Link className="btn" to="/home">
            Create your first tailored resume
          </Link>
        </div>
      )}
      {load.state === "ready" && load.resumes.length > 0 && <ResumeTable resumes={load.resumes} highlightId={generated?.id} />}
    </section>
  );
}
