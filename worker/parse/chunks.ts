// Stage 2: runs → chunks (text on one baseline without a wide gap), then page furniture removed:
// browser print headers/footers, page numbers and lines repeated at the top or bottom of every page.
import { isDateLike } from "./dates.ts";
import { cleanText, combineSpacingAccents, despace } from "./text.ts";
import type { Chunk, PageContent, Part, TextRun } from "./types.ts";

const HANGUL = /\p{Script=Hangul}/u;

function sameBaseline(a: TextRun, b: TextRun): boolean {
  return Math.abs(a.y - b.y) <= Math.max(1.2, 0.3 * Math.min(a.size, b.size));
}

function buildChunk(page: number, runs: TextRun[]): Chunk | null {
  const parts: Part[] = [];
  let text = "";
  let blankLead = false;
  let prev: TextRun | null = null;
  let x0 = Infinity;
  let x1 = -Infinity;
  let size = 0;
  let firstRunLen = -1;
  let smallCapsSize = 0;
  let secondX = NaN;
  // Text placed glyph by glyph (Illustrator, Canva) with letter-spacing: letters sit apart by the tracking, so only a
  // gap clearly wider than the usual one between letters is a word space ("V e l o ro" → "Veloro").
  // A Hangul syllable is a block of letters and Korean words are one to three of them, so runs drawn a word at a time
  // are not single letters: their gaps are the word spaces.
  const letters = runs.filter((r) => !r.blank);
  const single = (r: TextRun) => r.text.trim().length <= 2 && !HANGUL.test(r.text);
  let tracking = 0;
  if (letters.length >= 6 && letters.filter(single).length >= 0.6 * letters.length) {
    const gaps = letters
      .slice(1)
      .map((r, i) => r.x - (letters[i]!.x + letters[i]!.w))
      .filter((g) => g > -1)
      .sort((a, b) => a - b);
    tracking = Math.max(0, gaps[Math.floor(gaps.length / 2)] ?? 0);
  }
  for (const r of runs) {
    if (r.blank) {
      // Only a bullet-sized unmapped glyph marks a bullet; icons (phone, pin) are about 1 em wide.
      if (!text && r.w <= 0.7 * r.size) blankLead = true;
      prev = r;
      continue;
    }
    let t = despace(cleanText(r.text));
    // Synthesised small caps: a full-size capital followed, without a gap, by smaller capitals. The smaller
    // ones were lower-case letters in the source ("JORDAN" set as J + ORDAN → "Jordan").
    const touching = prev && !prev.blank && r.x - (prev.x + prev.w) < 0.15 * r.size;
    const capsOnly = /^[\p{Lu}\p{P}]+$/u.test(t) && /\p{Lu}/u.test(t);
    const startsSmallCaps = touching && r.size < prev!.size * 0.87 && /\p{Lu}$/u.test(prev!.text);
    // Once a chunk shows synthesised small caps, later all-small-capital runs of that size were lower case too
    // ("B.SC. IN COMPUTER" → "B.Sc. in Computer").
    const continuesSmallCaps = smallCapsSize > 0 && Math.abs(r.size - smallCapsSize) < 0.2;
    if (capsOnly && (startsSmallCaps || continuesSmallCaps)) {
      t = t.toLowerCase();
      smallCapsSize = r.size;
    }
    // A cedilla or ogonek ending the run before, drawn where this run's first letter then starts (TeX sets the mark,
    // steps back and sets the letter): the mark is that letter's ("Mar¸" + "co" → "Março").
    // (The cleaned text already holds the mark as a combining one on the letter before: it is taken off there.)
    if (prev && !prev.blank && /[\u00B8\u02DB]$/.test(prev.text) && r.x < prev.x + prev.w - 0.1 * r.size && /^\p{L}/u.test(t)) {
      const mark = prev.text.endsWith("\u00B8") ? "\u0327" : "\u0328";
      const unmark = (x: string) => {
        const d = x.normalize("NFD");
        return d.endsWith(mark) ? d.slice(0, -1).normalize("NFC") : x;
      };
      text = unmark(text);
      const lastPart = parts[parts.length - 1];
      if (lastPart) lastPart.text = unmark(lastPart.text);
      t = t.charAt(0) + mark + t.slice(1);
    }
    // A combining mark drawn as a glyph of its own (Vietnamese, some Word exports) joins the letter before it.
    const markOnly = /^\p{M}+$/u.test(t);
    if (prev && text) {
      // After a mark drawn over its letter, the gap counts from the letter's end, not the mark's.
      const prevMark = !prev.blank && /^\p{M}+$/u.test(prev.text);
      const gap = r.x - (prevMark ? Math.max(x1, prev.x + prev.w) : prev.x + prev.w);
      const needSpace = !markOnly && gap > 0.15 * Math.min(prev.size, r.size) + tracking && !/\s$/.test(text) && !/^\s/.test(t);
      if (needSpace) t = ` ${t}`;
    }
    const last = parts[parts.length - 1];
    if (last && last.bold === r.bold && last.italic === r.italic) last.text += t;
    else parts.push({ text: t, bold: r.bold, italic: r.italic });
    if (firstRunLen < 0) firstRunLen = t.length;
    else if (Number.isNaN(secondX)) secondX = r.x;
    text += t;
    x0 = Math.min(x0, r.x);
    x1 = Math.max(x1, r.x + r.w);
    size = Math.max(size, r.size);
    prev = r;
  }
  if (!text.trim()) return null;
  // An accent and its letter can come in two runs ("H¨" + "ochstadt"): combine them once the chunk is whole.
  text = combineSpacingAccents(text).normalize("NFC");
  for (const p of parts) p.text = combineSpacingAccents(p.text).normalize("NFC");
  // Leading/trailing whitespace is trimmed from the first and last parts so parts concatenate to `text`.
  const trimmed = text.replace(/\s+/g, " ").trim();
  for (const p of parts) p.text = p.text.replace(/\s+/g, " ");
  const firstPart = parts[0]!;
  const lastPart = parts[parts.length - 1]!;
  firstPart.text = firstPart.text.replace(/^\s+/, "");
  lastPart.text = lastPart.text.replace(/\s+$/, "");
  const y = runs.filter((r) => !r.blank).reduce((s, r) => s + r.y, 0) / runs.filter((r) => !r.blank).length;
  // x0 stays at the text start (after an unmapped bullet glyph) so wrapped lines align with it.
  return {
    page,
    x0,
    x1,
    y,
    size,
    parts: parts.filter((p) => p.text),
    text: trimmed,
    blankLead,
    firstRunLen: firstRunLen - (text.length - text.trimStart().length),
    secondX,
  };
}

/**
 * A label column set close to its values (Europass: "Telephone 06 12…", "Digital skills SAP FI, …"): the gap is
 * under 1 em, but on three or more rows a run ends at the same x and the next starts at the same x after it.
 * Word gaps in running text do not line up like that.
 */
function labelEdges(clusters: TextRun[][]): { end: number; start: number }[] {
  const cands: { end: number; start: number }[] = [];
  for (const c of clusters) {
    for (let i = 1; i < c.length; i++) {
      const a = c[i - 1]!;
      const b = c[i]!;
      const gap = b.x - (a.x + a.w);
      if (!a.blank && !b.blank && gap > 0.45 * b.size && gap <= Math.max(b.size, 6) && /\p{L}/u.test(a.text))
        cands.push({ end: a.x + a.w, start: b.x });
    }
  }
  return cands.filter((e) => cands.filter((f) => Math.abs(f.end - e.end) < 1.5 && Math.abs(f.start - e.start) < 1.5).length >= 3);
}

/** Advance per letter of a letter-spaced run ("E D U C A T I O N"), 0 for ordinary text. */
function letterPitch(r: TextRun): number {
  const t = r.text.trim();
  if (!/^(?:\S ){2,}\S$/u.test(t)) return 0;
  return r.w / Math.ceil(t.length / 2);
}

/** Groups a page's runs into baseline clusters and splits each cluster at wide gaps. */
/**
 * The character cell of a page set in a monospaced font (plain text printed as is), as a fraction of the size, or 0.
 * There every character is equally wide, so the text's own runs of two spaces (justified or hand-aligned words) show
 * as gaps over an em: only wider ones are columns.
 */
function monoCell(runs: TextRun[]): number {
  const ratios = runs
    .filter((r) => !r.blank && r.text.length >= 4)
    .map((r) => r.w / (r.text.length * r.size))
    .sort((a, b) => a - b);
  if (ratios.length < 10) return 0;
  const mid = ratios[Math.floor(ratios.length / 2)]!;
  const even = ratios.filter((q) => Math.abs(q - mid) <= 0.04 * mid).length;
  return even >= 0.9 * ratios.length ? mid : 0;
}

export function pageChunks(page: PageContent): Chunk[] {
  const runs = [...page.runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const cell = monoCell(runs);
  const clusters: TextRun[][] = [];
  for (const r of runs) {
    const c = clusters[clusters.length - 1];
    if (c && sameBaseline(c[0]!, r)) c.push(r);
    else clusters.push([r]);
  }
  // Superscripts and subscripts ("3rd", "8th", "R²") are set smaller and a little off the baseline: they belong to the
  // line whose text they sit inside.
  for (let i = 0; i < clusters.length; i++) {
    const c = clusters[i]!;
    if (c.length > 3 || c.some((r) => r.text.trim().length > 4)) continue;
    const small = Math.max(...c.map((r) => r.size));
    const host = [clusters[i - 1], clusters[i + 1]].find(
      (h) =>
        h !== undefined &&
        small <= 0.8 * Math.max(...h.map((r) => r.size)) &&
        Math.abs(h[0]!.y - c[0]!.y) <= 0.55 * Math.max(...h.map((r) => r.size)) &&
        c.every((r) => h.some((q) => q.x + q.w >= r.x - 2 * small) && h.some((q) => q.x <= r.x + r.w + 2 * small)),
    );
    if (host) {
      host.push(...c.map((r) => ({ ...r, y: host[0]!.y })));
      clusters.splice(i, 1);
      i--;
    }
  }
  for (const c of clusters) c.sort((a, b) => a.x - b.x);
  // (On a monospaced page every run starts and ends on the character grid, so aligned edges mark no label column.)
  const edges = cell ? [] : labelEdges(clusters);
  const chunks: Chunk[] = [];
  for (const c of clusters) {
    let cur: TextRun[] = [];
    for (const r of c) {
      const prev = cur[cur.length - 1];
      // Fake bold or shadow text draws the same run twice a fraction of a point apart: keep one.
      if (prev && prev.text === r.text && Math.abs(prev.x - r.x) < 1.5 && Math.abs(prev.y - r.y) < 1.5) continue;
      const gap = prev ? r.x - (prev.x + prev.w) : 0;
      // A word space is about 0.25-0.35 em; a gap over 1 em is a tab stop, a column gap or space between "pill" items.
      // Letter-spaced words ("W H E R E   I   S T U D I E D") have word gaps as wide as their letter pitch allows.
      const spacedPitch = prev ? Math.max(letterPitch(prev), letterPitch(r)) : 0;
      // After an unmapped glyph (a bullet or an icon) the text starts within an em or two; a wider gap is a column gap.
      const wide =
        prev &&
        (prev.blank ? gap > Math.max(2.5 * r.size, 12) : true) &&
        (gap > Math.max(1.0 * Math.min(prev.size, r.size), 6, 1.6 * spacedPitch, 2.5 * cell * r.size) ||
          (gap > 0.45 * r.size && edges.some((e) => Math.abs(e.end - (prev.x + prev.w)) < 1.5 && Math.abs(e.start - r.x) < 1.5)));
      if (wide) {
        const ch = buildChunk(page.index, cur);
        if (ch) chunks.push(ch);
        cur = [];
      }
      cur.push(r);
    }
    const ch = buildChunk(page.index, cur);
    if (ch) chunks.push(ch);
  }
  return chunks;
}

const TYPED_RULE = /^[\s.·•_=~*#+-]{5,}$/u;
const PAGE_NUMBER = /^(?:page|seite|página|pagina|p\.)?\s*\d{1,3}\s*(?:(?:of|\/|von|de|sur)\s*\d{1,3})?$|^[-–]\s*\d{1,3}\s*[-–]$/i;
const URLISH = /^(?:file|https?):\/\/|^(?:www\.)\S+$|^[a-z]:\\|\.html?$/i;
const DATETIME = /\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?:\s*[AP]M)?|\d{1,2}:\d{2}\s*[AP]M/i;

/**
 * Drops print headers/footers, page numbers and running heads. Works on all pages at once to see repetition.
 * Dropped text is appended to `dropped` (a footer can be where the e-mail and phone are printed).
 */
export function dropPageFurniture(pages: PageContent[], chunksByPage: Chunk[][], dropped: string[] = []): Chunk[][] {
  // Running heads and feet sit in (or just inside) the page margins: the outer inch of the page.
  const band = (p: PageContent, c: Chunk) => c.y > p.height - 72 || c.y < 72;
  // Digits are wildcards (page numbers change), except in dates: "2012 – 2014" at the foot of page 1 and
  // "2003 – 2007" at the head of page 2 are two entries' dates, not a running element.
  const key = (c: Chunk) => (isDateLike(c.text) ? c.text : c.text.replace(/\d+/g, "#")).toLowerCase();
  const seen = new Map<string, Set<number>>();
  pages.forEach((p, i) => {
    for (const c of chunksByPage[i] ?? []) if (band(p, c)) (seen.get(key(c)) ?? seen.set(key(c), new Set()).get(key(c))!).add(i);
  });
  return pages.map((p, i) => {
    const chunks = chunksByPage[i] ?? [];
    const bodySize = medianSize(chunks);
    // Browser print headers are small text in the page margin; drop the whole baseline they sit on.
    const furnitureY = new Set<number>();
    for (const c of chunks) {
      if (!(c.y > p.height - 40 || c.y < 40)) continue;
      const small = c.size < bodySize * 0.95;
      if (small && (URLISH.test(c.text) || DATETIME.test(c.text) || PAGE_NUMBER.test(c.text))) furnitureY.add(Math.round(c.y));
    }
    const lowest = Math.min(...chunks.map((c) => c.y));
    const highest = Math.max(...chunks.map((c) => c.y));
    return chunks.filter((c) => {
      const keep = isContent(c);
      if (!keep) dropped.push(c.text);
      return keep;
    });
    function isContent(c: Chunk): boolean {
      if (furnitureY.has(Math.round(c.y))) return false;
      // A rule typed as a row of dots, dashes or underscores (plain-text resumes) is decoration, not text.
      if (TYPED_RULE.test(c.text)) return false;
      // "Page 3 of 3" anywhere on the page (LinkedIn's footer sits right under the text on a short last page).
      const pageOf = /^(?:page|seite|página|pagina)\s*(\d{1,2})\s*(?:of|von|de|sur|\/)\s*(\d{1,2})$/i.exec(c.text);
      if (pageOf && Number(pageOf[2]) === pages.length && Number(pageOf[1]) === i + 1) return false;
      // The page's own number below (or above) all its text, wherever the footer margin puts it.
      if (PAGE_NUMBER.test(c.text) && Number(c.text.match(/\d+/)?.[0]) === i + 1 && (c.y <= lowest || c.y >= highest)) return false;
      if (!band(p, c)) return true;
      if (PAGE_NUMBER.test(c.text)) return false;
      // A running head or foot that carries a page number: "Jane Doe — Page 2 of 2", "Resume | 2/3".
      const pageWord = /\b(?:page|seite|página|pagina)\s*\d{1,2}\b/i.test(c.text);
      const pageFraction = /\b\d{1,2}\s*(?:of|\/)\s*\d{1,2}\s*$/i.test(c.text) && c.text.length <= 40;
      if (c.size <= bodySize * 1.05 && (pageWord || pageFraction) && c.text.length < 80) return false;
      // Repeated on every page and no larger than body text (a big name on page 1 is not a running head).
      if (pages.length > 1 && (seen.get(key(c))?.size ?? 0) >= 2 && c.text.length < 80 && c.size <= bodySize * 1.1) return false;
      return true;
    }
  });
}

/**
 * A document set wholly in a bold face (a class that loads only its bold fonts, a theme whose body font is "Medium")
 * says nothing with bold: when nine characters in ten are bold, no text counts as bold. Italics still tell.
 */
export function plainWhenAllBold(chunks: Chunk[]): void {
  let bold = 0;
  let all = 0;
  for (const c of chunks)
    for (const p of c.parts) {
      const n = p.text.replace(/\s/g, "").length;
      all += n;
      if (p.bold) bold += n;
    }
  if (all === 0 || bold < 0.9 * all) return;
  for (const c of chunks) for (const p of c.parts) p.bold = false;
}

export function medianSize(chunks: Chunk[]): number {
  // Character-weighted mode of font sizes: the body text size.
  const weight = new Map<number, number>();
  for (const c of chunks) {
    const s = Math.round(c.size * 2) / 2;
    weight.set(s, (weight.get(s) ?? 0) + c.text.length);
  }
  let best = 10;
  let bestW = -1;
  for (const [s, w] of weight) {
    if (w <= bestW) continue;
    best = s;
    bestW = w;
  }
  return best;
}
