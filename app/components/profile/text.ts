// How list fields are typed in the edit forms (docs/requirements.md § Input rules): education details and
// additional-information lists as comma-separated text split on ', '; responsibilities one per line.
//
// The split applies only to what the person typed in this edit. An item that came from the stored record
// keeps its text whole, commas and line breaks included, unless the person changed it: saving a list
// without touching it stores exactly what was there (docs/decisions/0023-profile-repair.md).

export const COMMA = ", ";
export const NEWLINE = "\n";

export const joinCommaList = (items: readonly string[]): string => items.join(COMMA);
export const joinLines = (items: readonly string[]): string => items.join(NEWLINE);

/** Text typed from scratch (no stored items behind it). */
export const splitCommaList = (text: string): string[] => editList([], COMMA, text);
export const splitLines = (text: string): string[] => editList([], NEWLINE, text);

/** Where `sep` (", " or "\n") splits typed text; a typed "\r\n" counts as one line break. */
const splitter = (sep: string) => (sep === NEWLINE ? /\r?\n/g : new RegExp(sep.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"));

type Span = [start: number, end: number];

/**
 * The list the person meant: `original` was shown as `original.join(sep)` and they left `text` in the field.
 * The change is the one span where the two texts differ (common prefix and suffix kept); separators outside it
 * are the original item boundaries, separators inside it were typed. An item outside the change is the stored
 * item, verbatim; an item the change touched is trimmed, and dropped when blank.
 */
export function editList(original: readonly string[], sep: string, text: string): string[] {
  const before = original.join(sep);
  if (text === before) return [...original];
  let p = 0;
  const max = Math.min(before.length, text.length);
  while (p < max && before[p] === text[p]) p++;
  let s = 0;
  while (s < max - p && before[before.length - 1 - s] === text[text.length - 1 - s]) s++;
  const changed: Span = [p, text.length - s];
  const shift = text.length - before.length;

  // The original items' spans in `before`, and their separators mapped into `text` where the change left them.
  const itemSpans: Span[] = [];
  const cuts: Span[] = [];
  let at = 0;
  for (const [i, item] of original.entries()) {
    itemSpans.push([at, at + item.length]);
    at += item.length;
    if (i < original.length - 1) {
      const sepSpan: Span = [at, at + sep.length];
      if (sepSpan[1] <= p) cuts.push(sepSpan);
      else if (sepSpan[0] >= before.length - s) cuts.push([sepSpan[0] + shift, sepSpan[1] + shift]);
      at += sep.length;
    }
  }
  for (const m of text.matchAll(splitter(sep))) {
    const span: Span = [m.index, m.index + m[0].length];
    if (touches(span, changed)) cuts.push(span);
  }
  cuts.sort((a, b) => a[0] - b[0]);

  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, [text.length, text.length] as Span]) {
    if (cut[0] < from) continue; // a typed separator overlapping a kept one
    const piece: Span = [from, cut[0]];
    from = cut[1];
    const kept = touches(piece, changed) ? undefined : originalAt(piece, itemSpans, p, text.length - s, shift);
    if (kept !== undefined) out.push(original[kept]!);
    else {
      const t = text.slice(piece[0], piece[1]).trim();
      if (t) out.push(t);
    }
  }
  return out;
}

/** True when `a` overlaps the change `b` (an empty change touches a piece it falls strictly inside). */
function touches(a: Span, b: Span): boolean {
  if (b[0] === b[1]) return a[0] < b[0] && b[0] < a[1];
  return a[0] < b[1] && a[1] > b[0];
}

/** The index of the original item whose whole span `piece` is (the change left it alone), else undefined. */
function originalAt(piece: Span, items: readonly Span[], prefixEnd: number, suffixStart: number, shift: number): number | undefined {
  let span: Span;
  if (piece[1] <= prefixEnd) span = piece;
  else if (piece[0] >= suffixStart) span = [piece[0] - shift, piece[1] - shift];
  else return undefined;
  const i = items.findIndex(([a, b]) => a === span[0] && b === span[1]);
  return i < 0 ? undefined : i;
}
