// Personal Information: name, phone, email; one pencil toggles the card into its edit form.
import { useEffect, useId, useRef, useState } from "react";
import type { PersonalInfo } from "../../../worker/shapes/resume";
import { EntryActions, FormButtons } from "./EntryActions";
import { Field } from "./ListCard";

export function PersonalInfoCard({ info, onSave }: { info: PersonalInfo; onSave: (info: PersonalInfo) => Promise<boolean> }) {
  const headingId = useId();
  const id = useId();
  const [draft, setDraft] = useState<PersonalInfo | null>(null);
  const [saving, setSaving] = useState(false);
  const root = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    root.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const open = () => {
    setDraft({ ...info });
    setFocusTarget(".entry-form input");
  };
  const close = () => {
    setDraft(null);
    setFocusTarget("[data-edit-index]");
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!draft || saving) return;
    setSaving(true);
    const ok = await onSave({ name: draft.name.trim(), phone: draft.phone.trim(), email: draft.email.trim() });
    setSaving(false);
    if (ok) close();
  };

  const rows: Array<[string, string]> = [
    ["Name", info.name],
    ["Phone", info.phone],
    ["Email", info.email],
  ];

  return (
    <section ref={root} className="card profile-card" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId}>Personal Information</h2>
        {draft ? null : <EntryActions label="personal information" index={0} onEdit={open} />}
      </div>
      {draft ? (
        <form className="entry-form" onSubmit={submit} aria-label="Edit personal information">
          <div className="form-grid">
            <Field id={`${id}-name`} label="Name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
            <Field id={`${id}-phone`} label="Phone" type="tel" value={draft.phone} onChange={(phone) => setDraft({ ...draft, phone })} />
            <Field id={`${id}-email`} label="Email" type="email" value={draft.email} onChange={(email) => setDraft({ ...draft, email })} />
          </div>
          <FormButtons saving={saving} onCancel={close} />
        </form>
      ) : (
        <dl className="info-list">
          {rows.map(([k, v]) => (
            <div key={k} className="info-list__row">
              <dt>{k}</dt>
              <dd className={v ? undefined : "muted"}>{v || "Not set"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
