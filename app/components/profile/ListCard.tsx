// One card holding a list of items (education, jobs, projects, additional sections). Each item toggles
// between view and edit (Save / Cancel; Cancel restores what was there), has pencil and trash icons,
// and delete asks first. The draft stays on screen until a save succeeds, so a failed save loses nothing.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";
import { EntryActions, FormButtons } from "./EntryActions";
import { PlusIcon } from "./icons";

export const DELETE_TITLE = "Are you sure you want to delete?";
export const DELETE_TEXT = "You won't be able to undo this action.";

export interface ListCardProps<T, D> {
  title: string;
  items: readonly T[];
  emptyText: string;
  addLabel: string;
  /** Names an item for its icons: 'Edit {label}', 'Delete {label}'. */
  itemLabel: (item: T, index: number) => string;
  blank: () => D;
  toDraft: (item: T) => D;
  /** The item a submitted form describes; `original` is the stored item it edits (none when adding). */
  fromDraft: (draft: D, original?: T) => T;
  renderView: (item: T, index: number) => ReactNode;
  renderEdit: (draft: D, setDraft: (d: D) => void, idPrefix: string) => ReactNode;
  /** Persists the whole list; resolves true when saved. `change` says what the person did, and to which item. */
  onSave: (items: T[], change: ListChange) => Promise<boolean>;
  className?: string;
  /** Shown under the heading (e.g. the parser's "Check this" marks). */
  notice?: ReactNode;
  /** Extra controls of an item, before its pencil (the move handle); `locked` while a form is open or a save runs. */
  tools?: (item: T, index: number, locked: boolean) => ReactNode;
  /** Attributes of an item's row (drop targets, classes). */
  itemProps?: (index: number) => React.LiHTMLAttributes<HTMLLIElement>;
  /** Told when a form opens or closes, so moves wait while one is open. */
  onEditingChange?: (editing: boolean) => void;
  /** Shown below the list (a drop zone while something is dragged). */
  footer?: ReactNode;
}

export type ListChange = { type: "edit" | "add" | "delete"; index: number };

type Editing<D> = { index: number | "new"; draft: D };

export function ListCard<T, D>(props: ListCardProps<T, D>) {
  const { title, items, emptyText, addLabel, itemLabel, blank, toDraft, fromDraft, renderView, renderEdit, onSave } = props;
  const headingId = useId();
  const formId = useId();
  const [editing, setEditing] = useState<Editing<D> | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<number | null>(null);
  // Keyboard users keep their place: focus moves into a form when it opens and back to its pencil when it closes.
  const root = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const { onEditingChange } = props;
  useEffect(() => onEditingChange?.(editing !== null), [editing, onEditingChange]);
  useEffect(() => {
    if (!focusTarget) return;
    root.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const open = (next: Editing<D>) => {
    setEditing(next);
    setFocusTarget(".entry-form input, .entry-form textarea");
  };
  const close = () => {
    const index = editing?.index;
    setEditing(null);
    setFocusTarget(typeof index === "number" && index < items.length ? `[data-edit-index="${index}"]` : "[data-add]");
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!editing || saving) return;
    const next = [...items];
    // If the list changed underneath (a reload after a conflict), an index past the end appends.
    const adding = editing.index === "new" || editing.index >= next.length;
    const index = adding ? next.length : (editing.index as number);
    next[index] = fromDraft(editing.draft, adding ? undefined : items[index]);
    setSaving(true);
    const ok = await onSave(next, { type: adding ? "add" : "edit", index });
    setSaving(false);
    if (ok) close();
  };

  const confirmDelete = async () => {
    if (toDelete === null) return;
    setSaving(true);
    const ok = await onSave(
      items.filter((_, i) => i !== toDelete),
      { type: "delete", index: toDelete },
    );
    setSaving(false);
    if (ok && editing && editing.index === toDelete) setEditing(null);
    setToDelete(null);
    if (ok) setFocusTarget("[data-add]");
  };

  const form = (draft: D, label: string) => (
    <form className="entry-form" onSubmit={submit} aria-label={label}>
      {renderEdit(draft, (d) => setEditing((cur) => (cur ? { ...cur, draft: d } : cur)), formId)}
      <FormButtons saving={saving} onCancel={close} />
    </form>
  );

  return (
    <section ref={root} className={`card profile-card ${props.className ?? ""}`} aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => open({ index: "new", draft: blank() })}
          data-add
          disabled={editing !== null}
          aria-label={addLabel}
        >
          <PlusIcon />
          {/* On narrow screens only "Add" shows; the accessible name stays the full label. */}
          <span>
            Add<span className="add-noun"> {addLabel.replace(/^Add /, "")}</span>
          </span>
        </button>
      </div>
      {props.notice}
      {items.length === 0 && editing?.index !== "new" ? <p className="muted empty-note">{emptyText}</p> : null}
      <ul className="entry-list">
        {items.map((item, i) => {
          const label = itemLabel(item, i);
          const isEditing = editing?.index === i;
          const row = props.itemProps?.(i) ?? {};
          const cls = `${isEditing ? "entry entry--editing" : "entry"} ${row.className ?? ""}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own and no per-item state; edit/delete state is held by index here
            <li key={i} {...row} className={cls}>
              {isEditing ? (
                form(editing.draft, `Edit ${label}`)
              ) : (
                <>
                  <div className="entry__body">{renderView(item, i)}</div>
                  <div className="entry__side">
                    {props.tools?.(item, i, saving || editing !== null)}
                    <EntryActions
                      label={label}
                      index={i}
                      onEdit={() => open({ index: i, draft: toDraft(item) })}
                      onDelete={() => setToDelete(i)}
                      disabled={saving || editing !== null}
                    />
                  </div>
                </>
              )}
            </li>
          );
        })}
        {editing && (editing.index === "new" || editing.index >= items.length) ? (
          <li className="entry entry--editing">{form(editing.draft, addLabel)}</li>
        ) : null}
      </ul>
      {props.footer}
      {toDelete !== null ? (
        <ConfirmDialog
          title={DELETE_TITLE}
          text={DELETE_TEXT}
          subject={items[toDelete] === undefined ? undefined : `${title}: ${itemLabel(items[toDelete], toDelete)}`}
          danger
          busy={saving}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}

/** A labelled input or textarea for the edit forms. */
export function Field({
  id,
  label,
  value,
  onChange,
  multiline,
  hint,
  type = "text",
  rows,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  hint?: string;
  type?: string;
  rows?: number;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} rows={rows ?? 5} onChange={(e) => onChange(e.target.value)} aria-describedby={hintId} />
      ) : (
        <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hintId} />
      )}
      {hint ? (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}
