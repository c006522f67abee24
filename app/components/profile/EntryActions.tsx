import { PencilIcon, TrashIcon } from "./icons";

/** The pencil and trash icons of one item, each named for the item it acts on. */
export function EntryActions({
  label,
  onEdit,
  onDelete,
  disabled,
  index,
}: {
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
  disabled?: boolean;
  index?: number;
}) {
  return (
    <div className="entry-actions">
      <button
        type="button"
        className="icon-btn"
        aria-label={`Edit ${label}`}
        title={`Edit ${label}`}
        onClick={onEdit}
        disabled={disabled}
        data-edit-index={index}
      >
        <PencilIcon />
      </button>
      {onDelete ? (
        <button
          type="button"
          className="icon-btn icon-btn--danger"
          aria-label={`Delete ${label}`}
          title={`Delete ${label}`}
          onClick={onDelete}
          disabled={disabled}
        >
          <TrashIcon />
        </button>
      ) : null}
    </div>
  );
}

export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="entry-form__buttons">
      <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="submit" className="btn" disabled={saving} aria-busy={saving}>
        {saving ? <span className="spinner spinner--sm" aria-hidden="true" /> : null}
        {saving ? "Saving..." : "Save"}
      </button>
    </div>
  );
}
