// "Move or use this line": one dialog for every keyboard move of a line. The line can go into any entry of the
// section (as a line or as one of its fields) or start a new entry below its own, optionally taking the lines
// under it along (a job header that was read as the last bullet of the job above, followed by its bullets).
import { useId, useState } from "react";
import type { Entry, EntryKind } from "./entries";
import { Modal } from "./Modal";
import type { LineAt, LineTarget } from "./moves";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function MoveLineDialog({
  kind,
  entries,
  at,
  text,
  onMove,
  onCancel,
}: {
  kind: EntryKind;
  entries: readonly Entry[];
  at: LineAt;
  text: string;
  onMove: (target: LineTarget) => void;
  onCancel: () => void;
}) {
  const ids = { where: useId(), as: useId(), take: useId(), line: useId() };
  const [where, setWhere] = useState<string>(String(at.entry));
  const [as, setAs] = useState<string>("line");
  const [take, setTake] = useState(true);
  const isNew = where === "new";
  const below = ((entries[at.entry] as Record<string, unknown>)[kind.lines.key] as string[]).length - at.line - 1;
  const roles = [
    ...(isNew ? [] : [{ value: "line", label: `A ${kind.lines.noun}` }]),
    ...kind.fields.map((f) => ({ value: f.key, label: capital(f.role) })),
  ];
  const chosenAs = isNew && as === "line" ? kind.fields[0]!.key : as;

  const submit = () => {
    if (isNew) onMove({ newEntry: chosenAs, takeFollowing: take && below > 0 });
    else if (chosenAs === "line") onMove({ entry: Number(where) });
    else onMove({ entry: Number(where), field: chosenAs });
  };

  return (
    <Modal title={`Move or use this ${kind.lines.noun}`} submitLabel="Move" onCancel={onCancel} onSubmit={submit}>
      <p id={ids.line} className="dialog__subject move-line__text">
        “{text}”
      </p>
      <div className="field">
        <label htmlFor={ids.where}>Put it in</label>
        <select id={ids.where} value={where} onChange={(e) => setWhere(e.target.value)}>
          {entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the options are the entries in their order
            <option key={i} value={String(i)}>
              {`${kind.entryName} ${i + 1}: ${kind.heading(e)}${i === at.entry ? " (where it is)" : ""}`}
            </option>
          ))}
          <option value="new">{`A new entry below ${kind.entryName} ${at.entry + 1}`}</option>
        </select>
      </div>
      <fieldset className="field move-line__as">
        <legend>As</legend>
        {roles.map((r) => (
          <label key={r.value} className="radio">
            <input type="radio" name={ids.as} value={r.value} checked={chosenAs === r.value} onChange={() => setAs(r.value)} />
            {r.label}
          </label>
        ))}
      </fieldset>
      {isNew && below > 0 ? (
        <label className="checkbox" htmlFor={ids.take}>
          <input id={ids.take} type="checkbox" checked={take} onChange={(e) => setTake(e.target.checked)} />
          {`Take the ${below} ${kind.lines.noun}${below === 1 ? "" : "s"} below it into the new entry`}
        </label>
      ) : null}
    </Modal>
  );
}
