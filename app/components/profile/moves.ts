// Moves that repair a parsed profile: reorder entries, move a line to another place or entry, use a line as
// an entry's field (the field's old text takes the line's place, so nothing is lost), turn a line into a new
// entry, and turn a run of list items (chips) into an entry. Each move is a pure function from one record to
// the next and says where every moved piece went, so the "Check this" marks can follow the data (marks.ts).
import type { StoredRecord } from "../../../worker/shapes/resume";
import { type Entry, type EntryKey, type EntryKind, KINDS, fieldText, linesOf } from "./entries";

/** Where the record's pieces went: old path → new path, or null when the piece is gone. */
export type Remap = (path: string) => string | null;

export interface MoveResult {
  record: StoredRecord;
  remap: Remap;
  /** One short sentence for the undo bar and screen readers: "Moved a line to Job 3." */
  label: string;
}

/** A piece of text with the record path it came from (null: new text). */
interface Cell {
  text: string;
  from: string | null;
}
interface Work {
  from: string;
  entry: Entry;
  fields: Map<string, Cell>;
  lines: Cell[];
}

const isBlank = (w: Work) => [...w.fields.values()].every((c) => !c.text.trim()) && w.lines.every((c) => !c.text.trim());

function open(kind: EntryKind, record: StoredRecord): Work[] {
  return kind.list(record).map((entry, i) => {
    const at = `${kind.path}.${i}`;
    const fields = new Map<string, Cell>();
    for (const f of kind.fields) {
      const v = (entry as Record<string, unknown>)[f.key];
      if (typeof v === "string") fields.set(f.key, { text: v, from: `${at}.${f.key}` });
    }
    const lines = linesOf(kind, entry).map((text, j) => ({ text, from: `${at}.${kind.lines.key}.${j}` }));
    return { from: at, entry, fields, lines };
  });
}

/** Writes the worked entries back and builds the map of where each piece went. */
function close(kind: EntryKind, record: StoredRecord, works: Work[], label: string): MoveResult {
  const moved = new Map<string, string>();
  const entries = works.map((w, i) => {
    const at = `${kind.path}.${i}`;
    if (w.from) moved.set(w.from, at);
    const out: Record<string, unknown> = { ...w.entry };
    for (const f of kind.fields) {
      const c = w.fields.get(f.key);
      if (c) {
        out[f.key] = c.text;
        if (c.from) moved.set(c.from, `${at}.${f.key}`);
      } else if (f.optional) delete out[f.key];
      else out[f.key] = "";
    }
    out[kind.lines.key] = w.lines.map((c, j) => {
      if (c.from) moved.set(c.from, `${at}.${kind.lines.key}.${j}`);
      return c.text;
    });
    return out as Entry;
  });
  const prefix = `${kind.path}.`;
  const remap: Remap = (path) => {
    if (!path.startsWith(prefix)) return path;
    const exact = moved.get(path);
    if (exact !== undefined) return exact;
    // A field or line that no longer exists is gone; a path inside an entry (its whole lines list) follows the entry.
    const [index, key, ...rest] = path.slice(prefix.length).split(".");
    if (key === undefined) return null;
    if (kind.fields.some((f) => f.key === key) || rest.length > 0) return null;
    const entry = moved.get(`${prefix}${index}`);
    return entry === undefined ? null : `${entry}.${key}`;
  };
  return { record: kind.withList(record, entries), remap, label };
}

const nameOf = (kind: EntryKind, i: number) => `${kind.entryName} ${i + 1}`;

export function moveEntry(record: StoredRecord, key: EntryKey, from: number, to: number): MoveResult | null {
  const kind = KINDS[key];
  const works = open(kind, record);
  if (from === to || !works[from] || to < 0 || to >= works.length) return null;
  const [w] = works.splice(from, 1);
  works.splice(to, 0, w!);
  const how = to === from - 1 ? "up" : to === from + 1 ? "down" : `to place ${to + 1}`;
  return close(kind, record, works, `Moved ${nameOf(kind, from)} ${how}.`);
}

/** Removes one entry; the entries after it (and their marks) move up. */
export function deleteEntry(record: StoredRecord, key: EntryKey, index: number): MoveResult | null {
  const kind = KINDS[key];
  const works = open(kind, record);
  if (!works[index]) return null;
  works.splice(index, 1);
  return close(kind, record, works, `Deleted ${nameOf(kind, index)}.`);
}

export interface LineAt {
  entry: number;
  line: number;
}

/** Where a moved line goes: into an entry's lines at `index` (end when absent), or into one of its fields. */
export type LineTarget =
  | { entry: number; index?: number }
  | { entry: number; field: string }
  | { newEntry: string; takeFollowing: boolean };

/**
 * Moves one line. An entry left with nothing in it (no field text, no lines) is removed in the same step: it
 * was a shell the parser opened around a misplaced line.
 */
export function moveLine(record: StoredRecord, key: EntryKey, at: LineAt, target: LineTarget): MoveResult | null {
  const kind = KINDS[key];
  const works = open(kind, record);
  const source = works[at.entry];
  const cell = source?.lines[at.line];
  if (!source || !cell) return null;
  let label: string;
  if ("newEntry" in target) {
    if (!kind.fields.some((f) => f.key === target.newEntry)) return null;
    const taken = source.lines.splice(at.line, target.takeFollowing ? Infinity : 1);
    const fields = new Map<string, Cell>([[target.newEntry, taken[0]!]]);
    for (const f of kind.fields) if (!f.optional && !fields.has(f.key)) fields.set(f.key, { text: "", from: null });
    works.splice(at.entry + 1, 0, { from: "", entry: kind.blank(), fields, lines: taken.slice(1) });
    label = `Made a new ${kind.entryName.toLowerCase()} entry from a ${kind.lines.noun} of ${nameOf(kind, at.entry)}.`;
  } else {
    const dest = works[target.entry];
    if (!dest) return null;
    if ("field" in target) {
      const spec = kind.fields.find((f) => f.key === target.field);
      if (!spec) return null;
      const old = dest.fields.get(spec.key);
      dest.fields.set(spec.key, cell);
      // The field's old text takes the line's place: a swap, so nothing is lost.
      if (old?.text.trim()) source.lines.splice(at.line, 1, old);
      else source.lines.splice(at.line, 1);
      label = `Used a ${kind.lines.noun} as ${spec.role} of ${nameOf(kind, target.entry)}.`;
    } else {
      source.lines.splice(at.line, 1);
      const index = Math.min(target.index ?? dest.lines.length, dest.lines.length);
      dest.lines.splice(index, 0, cell);
      label =
        target.entry === at.entry
          ? `Moved a ${kind.lines.noun} ${index < at.line ? "up" : "down"} in ${nameOf(kind, at.entry)}.`
          : `Moved a ${kind.lines.noun} to ${nameOf(kind, target.entry)}.`;
    }
  }
  if (isBlank(source) && works.length > 1) works.splice(works.indexOf(source), 1);
  return close(kind, record, works, label);
}

/** What each chosen list item becomes in the new entry: one of its fields, or one of its lines. */
export type ChipRole = { field: string } | "line";

/**
 * Turns items of an additional-information list into a new entry at the end of a section. Several items
 * given one field are joined with ", " in their order; the list keeps the items not chosen (and goes when
 * none are left).
 */
export function chipsToEntry(
  record: StoredRecord,
  section: string,
  picks: ReadonlyArray<{ index: number; role: ChipRole }>,
  key: EntryKey,
): MoveResult | null {
  const kind = KINDS[key];
  const items = record.additional_information[section];
  if (!items || picks.length === 0 || picks.some((p) => !(p.index in items))) return null;
  const chosen = new Set(picks.map((p) => p.index));
  const entry: Record<string, unknown> = { ...kind.blank() };
  const lines: string[] = [];
  for (const p of [...picks].sort((a, b) => a.index - b.index)) {
    const t = items[p.index]!;
    if (p.role === "line") lines.push(t);
    else if (kind.fields.some((f) => f.key === (p.role as { field: string }).field)) {
      const k = p.role.field;
      entry[k] = fieldText(entry as Entry, k) ? `${fieldText(entry as Entry, k)}, ${t}` : t;
    } else return null;
  }
  entry[kind.lines.key] = lines;
  const left = items.filter((_, i) => !chosen.has(i));
  const info: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(record.additional_information))
    if (name !== section || left.length) info[name] = name === section ? left : list;
  const list = [...kind.list(record), entry as Entry];
  const next = kind.withList({ ...record, additional_information: info }, list);
  const sectionPath = `additional_information.${section}`;
  const kept = new Map<number, number>();
  let k = 0;
  items.forEach((_, i) => {
    if (!chosen.has(i)) kept.set(i, k++);
  });
  const remap: Remap = (path) => {
    if (path !== sectionPath && !path.startsWith(`${sectionPath}.`)) return path;
    if (path === sectionPath) return left.length ? path : null;
    const i = Number(path.slice(sectionPath.length + 1));
    const j = kept.get(i);
    return j === undefined ? null : `${sectionPath}.${j}`;
  };
  const n = picks.length;
  return { record: next, remap, label: `Made ${nameOf(kind, list.length - 1)} from ${n} item${n === 1 ? "" : "s"} of ${section}.` };
}
