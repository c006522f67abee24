// Additional Information: named lists (Technical Skills, Languages, Certifications, ...), each typed as
// comma-separated text. Items are the sections, so each section has its own pencil and trash. A run of items
// that is really a job or a degree (a layout the parser misread) can be selected and turned into an entry.
import { useState } from "react";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { ChipsToEntryDialog } from "./ChipsToEntryDialog";
import { type Section, type SectionDraft, sectionFromDraft, sectionToDraft, toSections } from "./forms";
import { Field, type ListChange, ListCard } from "./ListCard";
import { type MoveResult, chipsToEntry } from "./moves";

type Selecting = { section: string; chosen: number[]; anchor: number | null };

export function AdditionalInfoCard({
  info,
  onSave,
  onMove,
  notice,
}: {
  info: Record<string, string[]>;
  onSave: (sections: Section[], change: ListChange) => Promise<boolean>;
  onMove: (change: (r: StoredRecord) => MoveResult | null) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  const [selecting, setSelecting] = useState<Selecting | null>(null);
  const [dialog, setDialog] = useState(false);
  const [editing, setEditing] = useState(false);

  const toggle = (k: number, range: boolean) =>
    setSelecting((cur) => {
      if (!cur) return cur;
      if (range && cur.anchor !== null) {
        const [a, b] = cur.anchor < k ? [cur.anchor, k] : [k, cur.anchor];
        const run = Array.from({ length: b - a + 1 }, (_, m) => a + m);
        return { ...cur, chosen: [...new Set([...cur.chosen, ...run])].sort((x, y) => x - y) };
      }
      const has = cur.chosen.includes(k);
      return { ...cur, anchor: k, chosen: has ? cur.chosen.filter((c) => c !== k) : [...cur.chosen, k].sort((x, y) => x - y) };
    });

  const renderView = (s: Section) => {
    const active = selecting?.section === s.name;
    return (
      <>
        <h3 className="entry__title">{s.name}</h3>
        {s.items.length === 0 ? <p className="muted">No items.</p> : null}
        {s.items.length && !active ? (
          <ul className="chips" aria-label={s.name}>
            {s.items.map((item, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list rebuilt from the data
              <li key={k} className="chip">
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        {s.items.length && active ? (
          <>
            <p className="muted chips__help" id={`chips-help-${s.name}`}>
              Choose the items that belong to one job, degree or project. Shift-click picks a run.
            </p>
            <ul className="chips chips--select" aria-label={`${s.name}: choose items`}>
              {s.items.map((item, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the items' places are their identity while choosing
                <li key={k}>
                  <button
                    type="button"
                    className="chip chip--toggle"
                    aria-pressed={selecting.chosen.includes(k)}
                    onClick={(e) => toggle(k, e.shiftKey)}
                  >
                    {item}
                  </button>
                </li>
              ))}
            </ul>
            <div className="chips__bar">
              <span role="status">{`${selecting.chosen.length} selected`}</span>
              <button type="button" className="btn btn--sm" disabled={selecting.chosen.length === 0} onClick={() => setDialog(true)}>
                Turn into an entry…
              </button>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setSelecting(null)}>
                Done
              </button>
            </div>
          </>
        ) : null}
        {s.items.length && !active ? (
          <button
            type="button"
            className="btn btn--link btn--sm chips__start"
            disabled={editing}
            onClick={() => setSelecting({ section: s.name, chosen: [], anchor: null })}
          >
            Turn items into an entry…<span className="visually-hidden"> ({s.name})</span>
          </button>
        ) : null}
      </>
    );
  };

  const chosen = selecting
    ? (info[selecting.section] ?? []).map((text, index) => ({ index, text })).filter((c) => selecting.chosen.includes(c.index))
    : [];
  return (
    <>
      <ListCard<Section, SectionDraft>
        title="Additional Information"
        items={toSections(info)}
        emptyText="No skills, languages or other sections added yet."
        addLabel="Add section"
        itemLabel={(s, i) => s.name || `section ${i + 1}`}
        blank={() => ({ name: "", items: "" })}
        toDraft={sectionToDraft}
        fromDraft={sectionFromDraft}
        renderView={renderView}
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
        onSave={onSave}
        onEditingChange={setEditing}
        notice={notice}
      />
      {dialog && selecting && chosen.length ? (
        <ChipsToEntryDialog
          section={selecting.section}
          items={chosen}
          onCancel={() => setDialog(false)}
          onMake={async (key, picks) => {
            const section = selecting.section;
            setDialog(false);
            if (!(await onMove((r) => chipsToEntry(r, section, picks, key)))) return;
            setSelecting(null);
            // The buttons that opened the dialog are gone: the focus goes to Undo, which says what happened.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(".undo-bar button")?.focus());
          }}
        />
      ) : null}
    </>
  );
}
