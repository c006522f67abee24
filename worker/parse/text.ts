// String clean-up shared by the stages: ligatures, NFC, letter-spaced words, whitespace, title case.

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
};

// Older Mac and Adobe fonts put the fi/fl ligatures in the private use area (U+F001, U+F002).
const PUA_LIGATURES: Record<string, string> = { "\uF001": "fi", "\uF002": "fl" };

/**
 * Ligatures spelled out, soft hyphens (but one ending a line), zero-width and control characters dropped, NFC, odd spaces made plain. Hyphen and
 * non-breaking hyphen (U+2010, U+2011: some LaTeX classes set every hyphen and date dash that way) become "-".
 */
// Printable ASCII without the three characters that can stand for accents (` ^ ~): nothing below changes it.
const PLAIN_ASCII = /^[ -\]_a-}]*$/;

export function cleanText(s: string): string {
  if (PLAIN_ASCII.test(s)) return s;
  return combineSpacingAccents(
    s
      .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
      .replace(/(?<=\p{L})[\uF001\uF002]|[\uF001\uF002](?=\p{L})/gu, (c) => PUA_LIGATURES[c] ?? c)
      // A soft hyphen where the line broke is the hyphen the reader saw (joinWrapped closes the word up again);
      // anywhere else it is invisible. Control characters are glyphs with no text (a ligature without a Unicode map).
      .replace(/(?<=\p{L})\u00AD\s*$/u, "-")
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF\u180E\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, "")
      // (A U+2010 ending a run is kept for now: it is a typed hyphen where the line broke; see joinWrapped.)
      .replace(/\u2011|\u2010(?!\s*$)/g, "-")
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, " "),
  ).normalize("NFC");
}

// Spacing accents (TeX's OT1 fonts draw "ö" as "¨" then "o") and the combining mark each stands for.
const SPACING_ACCENTS: Record<string, string> = {
  "\u00A8": "\u0308", // diaeresis
  "\u00B4": "\u0301", // acute
  "\u02CA": "\u0301",
  "\u02CB": "\u0300", // grave
  "\u02C6": "\u0302", // circumflex
  "\u02DC": "\u0303", // tilde
  "\u02C7": "\u030C", // caron
  "\u02D8": "\u0306", // breve
  "\u02DA": "\u030A", // ring
  "\u02DD": "\u030B", // double acute
  "\u00AF": "\u0304", // macron
  "\u02D9": "\u0307", // dot above
  "\u00B8": "\u0327", // cedilla
  "\u02DB": "\u0328", // ogonek
};
const ASCII_ACCENTS: Record<string, string> = { "`": "\u0300", "^": "\u0302", "~": "\u0303" };

/**
 * A spacing accent drawn before its letter ("H¨ochstadt", "f¨ur", "´etudiant") becomes the accented letter. The ASCII
 * look-alikes (` ^ ~) only count between letters and before a vowel ("deuxi`eme"), where they cannot be literal.
 */
export function combineSpacingAccents(s: string): string {
  if (!/[\u00A8\u00B4\u02CA\u02CB\u02C6\u02DC\u02C7\u02D8\u02DA\u02DD\u00AF\u02D9\u00B8\u02DB`^~]/.test(s)) return s;
  // (Marks below first: in "c¸˜ao" the cedilla is the c's, and the tilde over the a must not hide that.)
  return s
    .replace(/(\p{L})([\u00B8\u02DB])(?!\p{L})/gu, (_, l: string, a: string) => l + SPACING_ACCENTS[a])
    .replace(
      /([\u00A8\u00B4\u02CA\u02CB\u02C6\u02DC\u02C7\u02D8\u02DA\u02DD\u00AF\u02D9])(\p{L})/gu,
      (_, a: string, l: string) => l + SPACING_ACCENTS[a],
    )
    .replace(/(?<=\p{L})([`^~])([aeiouAEIOU])/gu, (_, a: string, l: string) => l + ASCII_ACCENTS[a]);
}

/** "E X P E R I E N C E" (letter-spaced heading or name) → "EXPERIENCE"; normal text is left alone. */
export function despace(s: string): string {
  const tokens = s.split(" ");
  if (tokens.length < 3 || tokens.some((t) => t.length > 2 || t.length === 0)) return s;
  // Kerning pairs ("AT", "Te") may come out unspaced; most tokens must still be single letters.
  if (tokens.filter((t) => t.length === 1).length < 0.6 * tokens.length) return s;
  return tokens.join("");
}

export const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

// The stages ask the same questions of the same line texts many times over: pure text → answer functions are
// remembered for one parse (recordFromPages forgets them first, so a benchmark that parses one file again
// measures the full work).
const memos: Map<string, unknown>[] = [];
const MEMO_LIMIT = 5000;

/** `fn` with its answers remembered per text until the next `forgetTextMemos()`. */
export function remembered<T>(fn: (s: string) => T): (s: string) => T {
  const memo = new Map<string, T>();
  memos.push(memo as Map<string, unknown>);
  return (s: string) => {
    if (memo.has(s)) return memo.get(s) as T;
    const value = fn(s);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(s, value);
    return value;
  };
}

/** Forgets every remembered answer (called at the start of each parse). */
export function forgetTextMemos(): void {
  for (const m of memos) m.clear();
}

/** Letters only, lower case, accents removed: how headings are compared with the synonym lists. */
export const foldKey = remembered((s: string): string =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}]+/gu, " ")
    .trim(),
);

const SMALL = new Set(["and", "of", "or", "the", "in", "for", "to", "a", "an", "&", "de", "et"]);

/** "TECHNICAL SKILLS" → "Technical Skills"; text that is not all upper case is kept as printed. */
export function titleCase(s: string): string {
  if (s !== s.toUpperCase() || s === s.toLowerCase()) return s;
  return s
    .toLowerCase()
    .split(" ")
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** Glyphs people use as bullets (typed, or picked from a symbol font). */
export const BULLET_GLYPHS = "•●○◦▪■□▫◆◇♦❖➢➤►▶▸‣⁃∙·*–—-✓✔✗☐→»>\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF0A8";
const BULLET_RE = new RegExp(`^[${BULLET_GLYPHS.replace(/[-\]\\^]/g, "\\$&")}]\\s*`, "u");

// Any other star, arrow, geometric shape or dingbat followed by a space is a bullet too (⋆ ★ ✦ ❯ ▹ …);
// contact icons (phone, envelope, pin, house) are not: they label the line rather than list it.
const SYMBOL_BULLET_RE =
  /^(?![☎✆✉⌂⚲⌖])[\u2190-\u21FF\u2218\u2219\u22C4-\u22C7\u25A0-\u25FF\u2605-\u2606\u2660-\u2667\u2700-\u27BF\u2B00-\u2BFF\u2981\u2022-\u2043]\s+/u;

/** If the text starts with a bullet glyph, the text without it; otherwise null. Hyphen-like glyphs need a space after them. */
export function stripBullet(s: string): string | null {
  // Numbered items ("1. ", "2) ", "[3] ") are list items too.
  // "(85) 98131-9891" is an area code and its number, not item 85.
  const numbered = /^(?:\d{1,2}[.)]|\[\d{1,2}\]|\(\d{1,2}\))\s+(?=\S)/.exec(s);
  if (numbered && !/^\d[\d\s.\-–]{5,}$/.test(s.slice(numbered[0].length).trim())) return s.slice(numbered[0].length);
  if (numbered) return null;
  const m = BULLET_RE.exec(s) ?? SYMBOL_BULLET_RE.exec(s);
  if (!m) return null;
  const glyph = s.charAt(0);
  if ("–—-*>·".includes(glyph) && !/^.\s/u.test(s)) return null;
  const rest = s.slice(m[0].length);
  return rest.length > 0 ? rest : null;
}
