// The resumes table: Filename, Timestamp, Role Applied, Company, Actions. Each row can be downloaded,
// opened, edited again, duplicated for another job and deleted; the row just generated is marked and
// its Download button takes the focus, so Enter saves the file.
import { useEffect, useRef } from "react";
import { type ResumeListItem, formatTimestamp } from "./api";

export type RowAction = "download" | "open" | "edit" | "duplicate" | "delete";

export const NOT_REOPENABLE = "Made before TailorCV kept the editor choices, so it can only be downloaded or opened.";

export function ResumeTable({
  resumes,
  highlightId,
  busy,
  onAction,
}: {
  resumes: ResumeListItem[];
  highlightId?: string;
  /** The row and action in progress, if any. */
  busy?: { id: string; action: RowAction } | null;
  onAction: (item: ResumeListItem, action: RowAction) => void;
}) {
  const highlighted = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    highlighted.current?.focus();
    highlighted.current?.closest("tr")?.scrollIntoView?.({ block: "nearest" });
  }, []);

  return (
    <div className="table-wrap">
      <table className="table resumes-table">
        <thead>
          <tr>
            <th scope="col">Filename</th>
            <th scope="col">Timestamp</th>
            <th scope="col">Role Applied</th>
            <th scope="col">Company</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {resumes.map((r) => {
            const isNew = r.id === highlightId;
            const working = busy?.id === r.id ? busy.action : null;
            const button = (action: RowAction, label: string, name: string, extra?: { disabled?: boolean; title?: string }) => (
              <button
                type="button"
                className={`btn btn--sm ${action === "download" ? "" : action === "delete" ? "btn--secondary btn--danger-text" : "btn--secondary"}`}
                onClick={() => onAction(r, action)}
                disabled={Boolean(working) || extra?.disabled}
                title={extra?.title}
                aria-label={`${name} ${r.filename}`}
                ref={isNew && action === "download" ? highlighted : undefined}
              >
                {working === action ? <span className="spinner spinner--sm spinner--dark" aria-hidden="true" /> : null}
                {label}
              </button>
            );
            const locked = r.reopenable ? undefined : { disabled: true, title: NOT_REOPENABLE };
            return (
              <tr key={r.id} className={isNew ? "is-new" : undefined} aria-current={isNew ? "true" : undefined}>
                <td className="resumes-table__filename" data-label="Filename">
                  {r.filename}
                </td>
                <td data-label="Timestamp">
                  <time dateTime={r.timestamp}>{formatTimestamp(r.timestamp)}</time>
                </td>
                <td data-label="Role Applied">{r.role_applied}</td>
                <td data-label="Company">{r.company || <span className="muted">Not named</span>}</td>
                <td data-label="Actions">
                  <div className="resumes-table__actions">
                    {button("download", working === "download" ? "Downloading…" : "Download", "Download")}
                    {button("open", "Open", "Open")}
                    {button("edit", "Edit again", "Edit again", locked)}
                    {button("duplicate", "Duplicate", "Duplicate for another job:", locked)}
                    {button("delete", "Delete", "Delete")}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
