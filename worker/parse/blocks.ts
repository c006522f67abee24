// Joining wrapped lines: a bullet or paragraph that wraps (even onto the next page) is one item.
import type { Chunk, Line } from "./types.ts";

/** Would the first word of `next` have fitted at the end of `prev`? If so, `prev` ended on purpose. */
export function prevLineWasFull(prev: Line, next: Line, slack = 0.4): boolean {
  const firstWord = next.text.split(/\s+/)[0] ?? "";
  // Average character width measured on the lines themselves (fonts differ a lot: condensed, monospace).
  const perChar =
    Math.min((prev.x1 - prev.x0) / Math.max(1, prev.text.length), (next.x1 - next.x0) / Math.max(1, next.text.length)) || 0.5 * next.size;
  const estimate = (firstWord.length + 1) * perChar;
  return prev.x1 + estimate > prev.colRight - slack * prev.size;
}

/** `next` continues the item whose text starts at `textX` and whose last line is `prev`. */
export function continues(prev: Line, next: Line, textX: number, bulleted = true, lowercaseJoins = true, glyphX?: number): boolean {
  if (next.bullet) return false;
  // A link on a line of its own is not the rest of a sentence, but it is what a colon announces.
  const link = /^(?:https?:\/\/|www\.)\S+$/i.test(next.text);
  if (link && (/[.;!?]$/.test(prev.text) || /^(?:https?:\/\/|www\.)\S+$/i.test(prev.text))) return false;
  if (link && /:$/.test(prev.text) && next.page === prev.page && next.x0 >= textX - 2 && next.x0 - textX < 3 * next.size) return true;
  // Unbulleted paragraphs: a finished sentence followed by a capital starts the next item.
  if (!bulleted && /[.!?]$/.test(prev.text) && /^\p{Lu}/u.test(next.text)) return false;
  const samePlace = next.page === prev.page && next.slot === prev.slot;
  // Across a page or column break the gap is meaningless; otherwise a blank line ends the item.
  if (samePlace && next.gapAbove > Math.max(1.75 * Math.max(prev.size, next.size), 1.45 * next.pitch)) return false;
  if (samePlace && next.y > prev.y) return false;
  // A list set "inside" (hanging glyph) wraps back under the glyph, left of the text.
  // (Or between the glyph and the text, as some design tools set the wrapped lines of a list.)
  const underGlyph =
    glyphX !== undefined &&
    glyphX < textX - 2 &&
    (Math.abs(next.x0 - glyphX) <= 2 || (next.x0 > glyphX && next.x0 < textX)) &&
    sameLook(prev, next);
  const aligned =
    underGlyph || Math.abs(next.x0 - textX) <= Math.max(2, 0.3 * next.size) || (next.x0 > textX && next.x0 - textX < 1.2 * next.size);
  if (!aligned) return false;
  if (lowercaseJoins && /^\p{Ll}/u.test(next.text) && !/[.!?]$/.test(prev.text)) return true;
  if (/,$/.test(prev.text)) return true;
  // An open parenthesis carries on: "Portuguese (Native or" / "Bilingual)".
  if ((prev.text.match(/\(/g)?.length ?? 0) > (prev.text.match(/\)/g)?.length ?? 0) && /\)/.test(next.text)) return true;
  // A line ending on a preposition, article or conjunction stops mid-phrase ("…acceptance by" / "14%").
  if (/\s(?:by|of|to|and|or|the|a|an|with|for|from|in|on|at|into|than|across|via|per|over|under|between)$/.test(prev.text)) return true;
  // A word broken by a hyphen at the line end continues on the next line.
  if (/\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(next.text)) return true;
  // A list in sentence case ("Medication reviews") continues in lower case; a capital there starts the next item.
  const words = prev.text.split(/\s+/);
  const sentenceCase =
    words.length <= 4 &&
    !/,/.test(prev.text) &&
    words.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !/^(and|for|the|with|from|into)$/.test(w));
  if (!lowercaseJoins && sentenceCase && /^\p{Lu}/u.test(next.text)) return false;
  // In lists a capitalised line is a new item unless the previous line clearly had no room for its first word.
  return prevLineWasFull(prev, next, !lowercaseJoins && /^\p{Lu}/u.test(next.text) ? 0 : 0.4);
}

// Line breaks after a real hyphen (browsers and Word break compounds there) keep it; others were hyphenation.
const COMPOUND_HEADS = new Set([
  "cross",
  "self",
  "non",
  "co",
  "multi",
  "full",
  "part",
  "high",
  "low",
  "long",
  "short",
  "well",
  "real",
  "end",
  "front",
  "back",
  "e",
  "re",
  "pre",
  "post",
  "sub",
  "semi",
  "anti",
  "inter",
  "intra",
  "over",
  "under",
  "data",
  "user",
  "client",
  "customer",
  "team",
  "state",
  "open",
  "in",
  "on",
  "off",
  "top",
  "first",
  "second",
  "third",
  "one",
  "two",
  "three",
  "half",
  "day",
  "year",
  "month",
  "week",
  "mid",
  "large",
  "small",
  "fast",
  "cost",
  "time",
  "mission",
  "safety",
  "business",
  "cloud",
  "event",
  "test",
  "award",
  "peer",
  "hands",
  "start",
  "face",
  "follow",
  "check",
  "sign",
  "roll",
  "set",
  "t",
  "x",
]);
const COMPOUND_TAILS = new Set([
  "based",
  "driven",
  "functional",
  "time",
  "level",
  "end",
  "facing",
  "scale",
  "term",
  "up",
  "on",
  "in",
  "out",
  "free",
  "friendly",
  "oriented",
  "related",
  "specific",
  "wide",
  "like",
  "making",
  "solving",
  "quality",
  "world",
  "house",
  "class",
  "edge",
  "source",
  "party",
  "stack",
  "winning",
  "focused",
  "centric",
  "ready",
  "critical",
  "depth",
  "fledged",
  "cycle",
  "tier",
  "shot",
  "line",
  "commerce",
  "mail",
  "learning",
  "service",
  "site",
  "store",
  "the",
  "of",
  "and",
  "to",
  "by",
  "from",
  "year",
  "month",
  "week",
  "day",
  "hour",
  "minute",
  "led",
  "owned",
  "run",
  "facing",
  "grade",
  "hoc",
  "known",
]);

const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}，。、；：！？）」』】]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}，。、；：！？（「『【]/u;

/** Joins a wrapped line onto the text so far, repairing a word hyphenated at the line end. */
export function joinWrapped(text: string, next: string): string {
  // A typed hyphen (U+2010) where the line broke is a real one ("subject‐" / "matter"): keep it, no space.
  if (/\p{L}\u2010$/u.test(text)) return `${text.slice(0, -1)}-${next}`;
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) {
    const head = (/(\p{L}+)-$/u.exec(text)?.[1] ?? "").toLowerCase();
    const tail = (/^\p{L}+/u.exec(next)?.[0] ?? "").toLowerCase();
    // Hyphenation never splits an acronym or a code ("RNA-" / "seq", "B2B-" / "focused"): that hyphen is real.
    const acronym = /(?:^|[^\p{L}\p{N}])(?:\p{Lu}{2,}|[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*)-$/u.test(text);
    const compound = acronym || COMPOUND_HEADS.has(head) || COMPOUND_TAILS.has(tail) || /\p{L}-\p{L}+-$/u.test(text);
    return compound ? text + next : text.slice(0, -1) + next;
  }
  if (/[/]$/.test(text)) return text + next;
  // Chinese and Japanese lines join without a space.
  if (CJK_END.test(text) || CJK_START.test(next)) return text + next;
  return `${text} ${next}`;
}

/** Same size and weight: a bold header under a bullet is not its wrapped tail. */
function sameLook(a: Line, b: Line): boolean {
  const la = a.segs[a.segs.length - 1]!;
  const fb = b.segs[0];
  const bold = (c: Chunk) => c.parts.length > 0 && c.parts.every((p) => p.bold);
  return Math.abs(la.size - fb.size) < 0.5 && bold(la) === bold(fb);
}
