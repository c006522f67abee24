import { useState } from "react";
import { type ResumeListItem, downloadResume, fetchUserResumes, formatTimestamp } from "./api";

export function ResumeTable({ resumes, highlightId }: { resumes: ResumeListItem[]; highlightId?: string }) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function download(item: ResumeListItem) {
    setBusyId(item.id);
    try {
      await downloadResume(item, fetchUserResumes);
    } catch (err) {
      console.error("Download failed:", err);
      alert(`Failed to download file: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="table-wrap">
      <table className="table resumes-table">
        <thead>
          <tr>
            <th scope="col">Filename</th>
            <th scope="col">Timestamp</th>
            <th scope="col">Role Applied</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {resumes.map((r) => (
            <tr key={r.id} className={r.id === highlightId ? "is-new" : undefined} aria-current={r.id === highlightId ? "true" : undefined}>
              <td className="resumes-table__filename" data-label="Filename">
                {r.filename}
              </td>
              <td data-label="Timestamp">
                <time dateTime={r.timestamp}>{formatTimestamp(r.timestamp)}</time>
              </td>
              <td data-label="Role Applied">{r.role_applied}</td>
              <td data-label="Actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  onClick={() => download(r)}
                  disabled={busyId === r.id}
                  aria-label={`Download ${r.filename}`}
                >
                  {busyId === r.id ? "Downloading…" : "Download"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
