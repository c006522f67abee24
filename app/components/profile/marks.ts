// "Check this" marks that follow the data. A mark names a record path; after a save it moves with the piece
// it points at (a move says where each piece went) and goes away when that piece's value changed (the
// person fixed or replaced it). Saving one entry therefore keeps every other entry's marks, and fixing one
// field clears only that field's mark.
import type { ReviewMark, StoredRecord } from "../../../worker/shapes/resume";
import type { Remap } from "./moves";

const INFO = "additional_information";

/** The value at a dotted record path; additional-information section names may themselves hold dots. */
export function valueAt(record: StoredRecord, path: string): unknown {
  if (path === INFO) return record.additional_information;
  if (path.startsWith(`${INFO}.`)) {
    const rest = path.slice(INFO.length + 1);
    const info = record.additional_information;
    if (Object.hasOwn(info, rest)) return info[rest];
    const m = /^(.*)\.(\d+)$/.exec(rest);
    return m && Object.hasOwn(info, m[1]!) ? info[m[1]!]![Number(m[2])] : undefined;
  }
  let v: unknown = record;
  for (const part of path.split(".")) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The marks after a save from `before` to `after`; `remap` (identity when absent) says where moved pieces went. */
export function followMarks(
  marks: readonly ReviewMark[],
  before: StoredRecord,
  after: StoredRecord,
  remap: Remap = (p) => p,
): ReviewMark[] {
  const out: ReviewMark[] = [];
  for (const m of marks) {
    const path = remap(m.path);
    if (path === null) continue;
    if (!same(valueAt(before, m.path), valueAt(after, path))) continue;
    out.push(path === m.path ? m : { ...m, path });
  }
  return out;
}

/** The parser's marks and the live doubts together, one per path (the parser's reason wins), in record order. */
export function mergeMarks(stored: readonly ReviewMark[], live: readonly ReviewMark[]): ReviewMark[] {
  const seen = new Set(stored.map((m) => m.path));
  const key = (p: string) => p.replace(/\d+/g, (n) => n.padStart(4, "0"));
  return [...stored, ...live.filter((m) => !seen.has(m.path))].sort((a, b) =>
    key(a.path) < key(b.path) ? -1 : key(a.path) > key(b.path) ? 1 : 0,
  );
}
