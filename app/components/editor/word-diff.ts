// Word-level difference between two versions of one responsibility, for showing what a suggestion
// changed. Pure: tokens are words and the spaces/punctuation between them; a longest common
// subsequence over the words keeps unchanged words together and marks the rest inserted or removed.

export type DiffKind = "same" | "ins" | "del";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

// A word keeps its inner punctuation (Node.js, CI/CD, 50%, $1.4M, don't); anything else is a separator.
const TOKEN_RE = /[\p{L}\p{N}]+(?:[.'’/&+%-][\p{L}\p{N}]+)*[%+]?|[$£€#]?[\p{N}]+(?:[.,][\p{N}]+)*[%+kKmM]?|\s+|[^\s\p{L}\p{N}]/gu;

export function tokens(text: string): string[] {
  return text.match(TOKEN_RE) ?? [];
}

const isSpace = (t: string) => /^\s+$/.test(t);

/**
 * The parts of `after` against `before`: "same" text common to both, "ins" words only in `after`,
 * "del" words only in `before`, in reading order (a removed word comes just before the word that
 * replaced it). Spaces stay in the part they belong to, so each side joins back into its text exactly;
 * a part that is only spaces is no change a reader needs to see (SuggestionDiff prints it plainly).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  // Words carry the spaces that follow them; only the words are compared, so a shared space never
  // splits a changed run ("[-Worked on data] [+Built streaming] pipelines").
  const a = withSpaces(tokens(before));
  const b = withSpaces(tokens(after));
  // Case-insensitive on purpose: "worked closely" → "Worked closely" is no change worth marking.
  const eq = (x: Unit, y: Unit) => x.word.toLowerCase() === y.word.toLowerCase();
  const n = a.length;
  const m = b.length;
  // LCS table, filled from the end so the walk below reads forward. Responsibilities are short
  // (a few dozen words), so n × m stays small.
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = eq(a[i]!, b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffPart[] = [];
  const push = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    // On a tie, a removal goes first: "[-by half ]by adding" reads better than "by [-half by ]adding".
    if (eq(a[i]!, b[j]!) && lcs[i + 1]![j]! < lcs[i]![j]!) {
      const x = a[i]!;
      const y = b[j]!;
      if (x.word === y.word && x.space === y.space) push("same", y.word + y.space);
      else if (x.word === y.word) {
        push("same", y.word);
        push("del", x.space);
        push("ins", y.space);
      } else {
        // Letter case only: both spellings are kept so each side joins back exactly; a reader sees it
        // as unchanged (recasedPair tells the pair apart from a real change).
        push("del", x.word + x.space);
        push("ins", y.word + y.space);
      }
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      push("del", a[i]!.word + a[i]!.space);
      i++;
    } else {
      push("ins", b[j]!.word + b[j]!.space);
      j++;
    }
  }
  while (i < n) push("del", a[i]!.word + a[i++]!.space);
  while (j < m) push("ins", b[j]!.word + b[j++]!.space);
  return out;
}

interface Unit {
  word: string;
  space: string;
}

/** Words with the spaces after them; leading spaces form a unit of their own with an empty word. */
function withSpaces(toks: string[]): Unit[] {
  const out: Unit[] = [];
  for (const t of toks) {
    if (isSpace(t)) {
      if (out.length) out[out.length - 1]!.space += t;
      else out.push({ word: "", space: t });
    } else out.push({ word: t, space: "" });
  }
  return out;
}

/** The text a list of parts reads as on one side: "after" (same + ins) or "before" (same + del). */
export function sideText(parts: readonly DiffPart[], side: "before" | "after"): string {
  return parts
    .filter((p) => p.kind === "same" || p.kind === (side === "after" ? "ins" : "del"))
    .map((p) => p.text)
    .join("");
}

/** True when the two texts differ in more than letter case and spacing. */
export function changesWords(parts: readonly DiffPart[]): boolean {
  const words = (side: "before" | "after") => sideText(parts, side).toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  return words("before") !== words("after");
}

/** True for a removed part followed by an inserted one that differ only in letter case and spacing. */
export function recasedPair(del: DiffPart | undefined, ins: DiffPart | undefined): boolean {
  const flat = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();
  return del?.kind === "del" && ins?.kind === "ins" && flat(del.text) === flat(ins.text);
}
