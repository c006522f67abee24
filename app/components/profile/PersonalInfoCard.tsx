// Personal Information: name, phone, email, and the optional location, LinkedIn, GitHub, website and
// summary; one pencil toggles the card into its edit form. Empty optional fields are not stored.
import { useEffect, useId, useRef, useState } from "react";
import type { PersonalInfo } from "../../../worker/shapes/resume";
import { EntryActions, FormButtons } from "./EntryActions";
import { PERSONAL_EXTRAS, type PersonalDraft, personalFromDraft, personalToDraft } from "./forms";
import { Field } from "./ListCard";

type Draft = PersonalDraft;
const EXTRAS = PERSONAL_EXTRAS;

export function PersonalInfoCard({
  info,
  onSave,
  notice,
}: {
  info: PersonalInfo;
  onSave: (info: PersonalInfo) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  const headingId = useId();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const root = useRef<HTMLElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    root.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const open = () => {
    setDraft(personalToDraft(info));
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
    const ok = await onSave(personalFromDraft(draft, info));
    setSaving(false);
    if (ok) close();
  };

  const rows: Array<[string, string]> = [
    ["Name", info.name],
    ["Phone", info.phone],
    ["Email", info.email],
    ...EXTRAS.filter(([key]) => key !== "summary").map(([key, label]): [string, string] => [label, info[key] ?? ""]),
  ];
  const set = (key: keyof Draft) => (value: string) => draft && setDraft({ ...draft, [key]: value });

  return (
    <section ref={root} className="card profile-card" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId}>Personal Information</h2>
        {draft ? null : <EntryActions label="personal information" index={0} onEdit={open} />}
      </div>
      {notice}
      {draft ? (
        <form className="entry-form" onSubmit={submit} aria-label="Edit personal information">
          <div className="form-grid">
            <Field id={`${id}-name`} label="Name" value={draft.name} onChange={set("name")} />
            <Field id={`${id}-phone`} label="Phone" type="tel" value={draft.phone} onChange={set("phone")} />
            <Field id={`${id}-email`} label="Email" type="email" value={draft.email} onChange={set("email")} />
            <Field id={`${id}-location`} label="Location" value={draft.location} onChange={set("location")} />
            <Field id={`${id}-linkedin`} label="LinkedIn" value={draft.linkedin} onChange={set("linkedin")} />
            <Field id={`${id}-github`} label="GitHub" value={draft.github} onChange={set("github")} />
            <Field id={`${id}-website`} label="Website" value={draft.website} onChange={set("website")} />
            <Field id={`${id}-summary`} label="Summary" value={draft.summary} onChange={set("summary")} multiline rows={4} />
          </div>
          <FormButtons saving={saving} onCancel={close} />
        </form>
      ) : (
        <>
          <dl className="info-list">
            {rows.map(([k, v]) => (
              <div key={k} className="info-list__row">
                <dt>{k}</dt>
                <dd className={v ? undefined : "muted"}>{v || "Not set"}</dd>
              </div>
            ))}
          </dl>
          <div className="info-summary">
            <h3 className="info-summary__h">Summary</h3>
            <p className={info.summary ? undefined : "muted"}>{info.summary || "Not set"}</p>
          </div>
        </>
      )}
    </section>
  );
}
