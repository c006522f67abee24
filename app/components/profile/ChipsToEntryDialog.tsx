// "Turn these items into an entry": the chosen items of a list (a job read as skills, say) become one new
// entry. Each item is given a part of the entry, guessed from what it looks like (a date range is the dates,
// the first other short item the title, the next the employer, the rest lines), and the person can change
// every guess before the entry is made.
import { useId, useState } from "react";
import { findDate, isDateLike } from "../../../worker/parse/dates";
import { EDUCATION, type EntryKey, type EntryKind, KINDS, PROJECTS, WORK } from "./entries";
import { Modal } from "./Modal";
import type { ChipRole } from "./moves";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isDates = (t: string) => {
  const hit = findDate(t);
  return !!hit && (isDateLike(t.trim()) || hit.text.length >= t.trim().length - 2);
};

/** A first guess of each item's part: dates by their form, the first fields in order, the rest lines. */
export function guessRoles(kind: EntryKind, items: readonly string[]): string[] {
  const open = kind.fields.filter((f) => !f.optional && f.key !== "dates").map((f) => f.key);
  const hasDates = kind.fields.some((f) => f.key === "dates");
  let datesTaken = false;
  return items.map((t) => {
    if (hasDates && !datesTaken && isDates(t)) {
      datesTaken = true;
      return "dates";
    }
    const words = t.trim().split(/\s+/).length;
    if (open.length && words <= 8) return open.shift()!;
    return "line";
  });
}

export function ChipsToEntryDialog({
  section,
  items,
  onMake,
  onCancel,
}: {
  section: string;
  items: ReadonlyArray<{ index: number; text: string }>;
  onMake: (key: EntryKey, picks: Array<{ index: number; role: ChipRole }>) => void;
  onCancel: () => void;
}) {
  const ids = { kind: useId(), row: useId() };
  const [key, setKey] = useState<EntryKey>("work");
  const kind = KINDS[key];
  const [roles, setRoles] = useState<string[]>(() =>
    guessRoles(
      WORK,
      items.map((i) => i.text),
    ),
  );
  const changeKind = (k: EntryKey) => {
    setKey(k);
    setRoles(
      guessRoles(
        KINDS[k],
        items.map((i) => i.text),
      ),
    );
  };
  const n = items.length;
  return (
    <Modal
      title={`Turn ${n} item${n === 1 ? "" : "s"} of ${section} into an entry`}
      submitLabel="Make the entry"
      onCancel={onCancel}
      onSubmit={() =>
        onMake(
          key,
          items.map((it, k) => ({ index: it.index, role: roles[k] === "line" ? "line" : { field: roles[k]! } })),
        )
      }
    >
      <div className="field">
        <label htmlFor={ids.kind}>Make it</label>
        <select id={ids.kind} value={key} onChange={(e) => changeKind(e.target.value as EntryKey)}>
          {[WORK, EDUCATION, PROJECTS].map((k) => (
            <option key={k.key} value={k.key}>
              {`A new entry in ${k.title}`}
            </option>
          ))}
        </select>
      </div>
      <ul className="chip-roles">
        {items.map((it, k) => (
          <li key={it.index} className="chip-roles__row">
            <label htmlFor={`${ids.row}-${k}`} className="chip-roles__text">
              {it.text}
            </label>
            <select id={`${ids.row}-${k}`} value={roles[k]} onChange={(e) => setRoles(roles.map((r, m) => (m === k ? e.target.value : r)))}>
              {kind.fields.map((f) => (
                <option key={f.key} value={f.key}>
                  {capital(f.role)}
                </option>
              ))}
              <option value="line">{`A ${kind.lines.noun}`}</option>
            </select>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
