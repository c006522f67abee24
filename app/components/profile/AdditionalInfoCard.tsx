// Additional Information: named lists (Technical Skills, Languages, Certifications, ...), each typed as
// comma-separated text. Items are the sections, so each section has its own pencil and trash.
import { Field, ListCard } from "./ListCard";
import { joinCommaList, splitCommaList } from "./text";

type Section = { name: string; items: string[] };
type Draft = { name: string; items: string };

export function toSections(info: Record<string, string[]>): Section[] {
  return Object.entries(info).map(([name, items]) => ({ name, items }));
}

/** Back to the record's map; a section renamed onto another's name keeps both lists' items. */
export function fromSections(sections: readonly Section[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of sections) {
    const name = s.name.trim() || "Other";
    out[name] = [...(out[name] ?? []), ...s.items];
  }
  return out;
}

export function AdditionalInfoCard({
  info,
  onSave,
  notice,
}: {
  info: Record<string, string[]>;
  onSave: (info: Record<string, string[]>) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  return (
    <ListCard<Section, Draft>
      title="Additional Information"
      items={toSections(info)}
      emptyText="No skills, languages or other sections added yet."
      addLabel="Add section"
      itemLabel={(s, i) => s.name || `section ${i + 1}`}
      blank={() => ({ name: "", items: "" })}
      toDraft={(s) => ({ name: s.name, items: joinCommaList(s.items) })}
      fromDraft={(d) => ({ name: d.name.trim(), items: splitCommaList(d.items) })}
      renderView={(s) => (
        <>
          <h3 className="entry__title">{s.name}</h3>
          {s.items.length ? (
            <ul className="chips" aria-label={s.name}>
              {s.items.map((item, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list rebuilt from the data
                <li key={k} className="chip">
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No items.</p>
          )}
        </>
      )}
      renderEdit={(d, set, id) => (
        <div className="form-grid">
          <Field id={`${id}-name`} label="Section name" value={d.name} onChange={(name) => set({ ...d, name })} />
          <Field
            id={`${id}-items`}
            label="Items"
            hint="Separate items with a comma and a space, e.g. Python, SQL, Docker"
            value={d.items}
            onChange={(items) => set({ ...d, items })}
            multiline
            rows={3}
          />
        </div>
      )}
      onSave={(sections) => onSave(fromSections(sections))}
      notice={notice}
    />
  );
}
