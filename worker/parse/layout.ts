// Stage 3: reading order. Finds a vertical gutter (two-column or sidebar layouts) so each column is read
// top to bottom on its own, then groups each column's chunks into lines and marks bullets (typed glyphs,
// unmapped glyphs, or small shapes drawn just left of the text).
import { isDateFragment, isDateLike } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { prevLineWasFull } from "./blocks.ts";
import { stripBullet } from "./text.ts";
import type { Box, Chunk, Line } from "./types.ts";

interface Gutter {
  x: number;
  top: number;
  bottom: number;
}

const substantive = (c: Chunk) => !isDateLike(c.text) && /\p{L}{2}/u.test(c.text);

/** The best vertical gutter on a page, if the page has two real columns (not just right-aligned dates). */
export function findGutter(chunks: Chunk[], rules: Box[] = []): Gutter | null {
  if (chunks.length < 8) return null;
  const left = Math.min(...chunks.map((c) => c.x0));
  const right = Math.max(...chunks.map((c) => c.x1));
  const span = right - left;
  const sorted = [...chunks].sort((a, b) => b.y - a.y);
  // Judged once per chunk: the scan below evaluates every chunk at each of ~90 candidate positions.
  const texty = sorted.map(substantive);
  const crosses = new Uint8Array(sorted.length);
  let best: (Gutter & { score: number }) | null = null;
  for (let x = left + 0.15 * span; x <= left + 0.85 * span; x += 4) {
    // A run is a stretch of sorted chunks between two that cross x (or a rule across it): [from, i).
    let from = 0;
    const flush = (to: number) => {
      const g = evaluate(sorted, from, to, x, texty);
      if (g && (!best || g.score > best.score)) best = g;
      from = to;
    };
    for (let i = 0; i < sorted.length; i++) crosses[i] = sorted[i]!.x0 < x - 0.5 && sorted[i]!.x1 > x + 0.5 ? 1 : 0;
    // A rule drawn across the gutter (a full-width section rule) ends the columns just like a full-width line.
    const barriers = rules.filter((r) => r.x0 < x - 0.5 && r.x1 > x + 0.5).map((r) => (r.y0 + r.y1) / 2);
    let nextBarrier = 0;
    barriers.sort((a, b) => b - a);
    for (let i = 0; i < sorted.length; i++) {
      const c = sorted[i]!;
      while (nextBarrier < barriers.length && barriers[nextBarrier]! > c.y) {
        flush(i);
        nextBarrier++;
      }
      // One short line overflowing into the gutter (a long e-mail in a sidebar) does not end a column.
      const isolated = crosses[i] && !crosses[i - 1] && !crosses[i + 1] && c.x1 - c.x0 < 0.5 * span && i > 0;
      // (A crossing chunk ends the run before it and is part of none.)
      if (crosses[i] && !isolated) {
        flush(i);
        from = i + 1;
      }
    }
    flush(sorted.length);
  }
  if (!best) return null;
  const g = best as Gutter & { score: number };
  return { x: g.x, top: g.top, bottom: g.bottom };
}

/** Whether chunks[from..to) read as two columns split at x, and how strongly (see findGutter). */
function evaluate(chunks: Chunk[], from: number, to: number, x: number, texty: boolean[]): (Gutter & { score: number }) | null {
  const count = to - from;
  if (count < 8) return null;
  // First the counts alone: most runs at most positions fail on them, before any set is built.
  let [nL, nR, sL, sR, charsL, charsR, longL, longR] = [0, 0, 0, 0, 0, 0, 0, 0];
  let [gapLeft, gapRight, top, bottom] = [-Infinity, Infinity, -Infinity, Infinity];
  for (let i = from; i < to; i++) {
    const c = chunks[i]!;
    top = Math.max(top, c.y + c.size);
    bottom = Math.min(bottom, c.y - c.size * 0.3);
    const left = c.x1 <= x;
    const right = c.x0 >= x;
    if (!left && !right) continue;
    if (left) {
      nL++;
      gapLeft = Math.max(gapLeft, c.x1);
    } else {
      nR++;
      gapRight = Math.min(gapRight, c.x0);
    }
    if (!texty[i]) continue;
    const long = c.text.length >= 25 ? 1 : 0;
    if (left) {
      sL++;
      charsL += c.text.length;
      longL += long;
    } else {
      sR++;
      charsR += c.text.length;
      longR += long;
    }
  }
  if (nL + nR < count - 2) return null;
  if (sL < 3 || sR < 3 || charsL < 40 || charsR < 40) return null;
  if (gapRight - gapLeft < 6) return null;
  const baseL = new Set<number>();
  const baseR = new Set<number>();
  const rows = new Map<number, number>(); // rounded baseline → 1 left, 2 right, 3 both
  for (let i = from; i < to; i++) {
    const c = chunks[i]!;
    const left = c.x1 <= x;
    if (!left && c.x0 < x) continue;
    const key = Math.round(c.y);
    rows.set(key, (rows.get(key) ?? 0) | (left ? 1 : 2));
    if (texty[i]) (left ? baseL : baseR).add(Math.round(c.y / 2));
  }
  // A column has several lines of its own, not just one row of items spread across the page.
  if (baseL.size < 3 || baseR.size < 3) return null;
  // Right-aligned dates or locations sit on the same baseline as the entry they belong to; real columns mostly don't.
  const alignedOn = (leftSide: boolean) => {
    let n = 0;
    let hits = 0;
    for (let i = from; i < to; i++) {
      const c = chunks[i]!;
      if (!texty[i] || (leftSide ? c.x1 > x : c.x0 < x)) continue;
      n++;
      const k = Math.round(c.y);
      if (((rows.get(k - 1) ?? 0) | (rows.get(k) ?? 0) | (rows.get(k + 1) ?? 0)) & (leftSide ? 2 : 1)) hits++;
    }
    return { n, hits };
  };
  // The side with fewer lines is judged; when both have as many (a grid of skill cells), either one in step decides.
  const smallIsLeft = sL < sR || (sL === sR && alignedOn(true).hits >= alignedOn(false).hits);
  const { n: small, hits: aligned } = alignedOn(smallIsLeft);
  if (aligned / Math.max(1, small) >= 0.6 && (longL < 3 || longR < 3)) return null;
  // A margin holding only section headings (besides dates) labels the rows beside it: it is not a column.
  if (small >= 2 && small <= 12 && (smallIsLeft ? longL : longR) === 0) {
    const side: Chunk[] = [];
    for (let i = from; i < to; i++) {
      const c = chunks[i]!;
      if (texty[i] && (smallIsLeft ? c.x1 <= x : c.x0 >= x)) side.push(c);
    }
    if (side.every((c) => headingKind(c.text.replace(/:$/, "")) !== null)) return null;
  }
  return { x: (gapLeft + gapRight) / 2, top, bottom, score: sL + sR };
}

function sameLine(a: Chunk, b: Chunk) {
  return Math.abs(a.y - b.y) <= Math.max(1.2, 0.3 * Math.min(a.size, b.size));
}

function isBulletShape(s: Box, c: Chunk): boolean {
  const cy = (s.y0 + s.y1) / 2;
  return s.x1 <= c.x0 + 0.5 && c.x0 - s.x1 <= 2.5 * c.size && cy >= c.y - 0.1 * c.size && cy <= c.y + 0.8 * c.size;
}

function toLines(chunks: Chunk[], slot: number, shapes: Box[], rules: Box[], right?: number): Line[] {
  const sorted = [...chunks].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  type Group = [Chunk, ...Chunk[]];
  const groups: Group[] = [];
  for (const c of sorted) {
    const g = groups[groups.length - 1];
    if (g && sameLine(g[0], c)) g.push(c);
    else groups.push([c]);
  }
  // A date in a margin cell can sit a few points off the baseline of the entry beside it (table cells with
  // different paragraph spacing): attach a date-only line to an adjacent line it does not overlap.
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (!g.every((c) => isDateFragment(c.text))) continue;
    const overlaps = (h: Chunk[]) => h.some((c) => g.some((d) => c.x0 < d.x1 && d.x0 < c.x1));
    const near = (h: Group | undefined): h is Group =>
      !!h && Math.abs(h[0].y - g[0].y) <= 0.45 * g[0].size && !overlaps(h) && !h.every((c) => isDateFragment(c.text));
    const below = groups[i + 1];
    const above = groups[i - 1];
    const target = near(below) ? below : near(above) ? above : null;
    if (target) {
      target.push(...g.map((c) => ({ ...c, y: target[0].y })));
      groups.splice(i, 1);
      i--;
    }
  }
  const colRight = right ?? Math.max(...chunks.map((c) => c.x1));
  const lines: Line[] = [];
  const shapeMarked = new Set<number>();
  let prevY: number | null = null;
  for (const g of groups) {
    g.sort((a, b) => a.x0 - b.x0);
    let segs = g.map((c) => ({ ...c, parts: c.parts.map((p) => ({ ...p })) })) as Group;
    let bullet = false;
    let glyphX: number | undefined;
    const first = segs[0];
    if (first.blankLead) bullet = true;
    if (segs.length > 1 && first.text.length === 1 && stripBullet(`${first.text} x`) !== null) {
      glyphX = first.x0;
      segs = segs.slice(1) as Group;
      bullet = true;
    } else {
      const rest = stripBullet(first.text);
      if (rest !== null) {
        bullet = true;
        glyphX = first.x0;
        const cut = first.text.length - rest.length;
        first.text = rest;
        let remove = cut;
        while (remove > 0 && first.parts.length) {
          const p = first.parts[0]!;
          if (p.text.length <= remove) {
            remove -= p.text.length;
            first.parts.shift();
          } else {
            p.text = p.text.slice(remove).replace(/^\s+/, "");
            remove = 0;
          }
        }
        // The glyph is usually its own run: the text starts where the next run does. Otherwise estimate.
        if (cut >= first.firstRunLen && Number.isFinite(first.secondX)) first.x0 = first.secondX;
        else first.x0 += (cut / (cut + rest.length)) * (first.x1 - first.x0);
      }
    }
    const marker = bullet ? undefined : shapes.find((s) => isBulletShape(s, segs[0]));
    if (marker) {
      bullet = true;
      glyphX = marker.x0;
      shapeMarked.add(lines.length);
    }
    const y = segs[0].y;
    const size = Math.max(...segs.map((s) => s.size));
    const x0 = segs[0].x0;
    const x1 = Math.max(...segs.map((s) => s.x1));
    const ruled = rules.some((r) => r.y1 <= y + 1.4 * size && r.y0 >= y - 1.1 * size && r.x0 <= x0 + 2 && r.x1 >= Math.min(x1, x0 + 60));
    lines.push({
      ruled,
      page: segs[0].page,
      slot,
      y,
      x0: segs[0].x0,
      x1: Math.max(...segs.map((s) => s.x1)),
      size: Math.max(...segs.map((s) => s.size)),
      segs,
      text: segs.map((s) => s.text).join(" "),
      bullet,
      glyphX,
      colRight,
      gapAbove: prevY === null ? Infinity : prevY - y,
      pitch: 1.2 * segs[0].size,
    });
    prevY = y;
  }
  // A dot drawn before a short line whose next line starts at the same place is a timeline or heading marker, not a
  // bullet: a bulleted line that wraps is full, and its next item has a marker of its own.
  for (const i of shapeMarked) {
    const l = lines[i]!;
    const next = lines[i + 1];
    if (next && !next.bullet && next.page === l.page && Math.abs(next.x0 - l.x0) < 1.5 && !prevLineWasFull(l, next) && l.gapAbove >= 0) {
      l.bullet = false;
      l.glyphX = undefined;
    }
  }
  return lines;
}

/** A page's lines in reading order: above the columns, left column, right column, below. */
/**
 * A right-aligned column of labels beside the content (Europass and many table CVs: "Work experience",
 * "01/2019 – present", "Mother tongue(s)") is not a column to read on its own: each label belongs to the row
 * it starts. Labels that wrapped over several lines are joined into one chunk on their first baseline.
 */
function labelColumn(left: Chunk[], right: Chunk[]): Chunk[] | null {
  if (left.length < 4) return null;
  // A label line with content starting on its own baseline opens a new row; otherwise it continues the label above.
  const startsRow = (c: Chunk) => right.some((r) => Math.abs(r.y - c.y) <= 0.3 * Math.min(r.size, c.size));
  const edge = Math.max(...left.map((c) => c.x1));
  const flush = left.filter((c) => edge - c.x1 < 3).length;
  const ragged = new Set(left.map((c) => Math.round(c.x0 / 3))).size;
  const flushRight = flush >= 0.75 * left.length && ragged >= 0.5 * left.length;
  // Left-aligned labels qualify when nearly every one starts a row of content and they are short.
  const rowLabels = left.filter(startsRow).length >= 0.8 * left.length && left.reduce((n, c) => n + c.text.length, 0) / left.length <= 22;
  if (!flushRight && !rowLabels) return null;
  const sorted = [...left].sort((a, b) => b.y - a.y);
  const out: (Chunk & { lastY: number })[] = [];
  for (const c of sorted) {
    const prev = out[out.length - 1];
    const sameStyle = prev && prev.parts.every((p) => p.bold) === c.parts.every((p) => p.bold) && Math.abs(prev.size - c.size) < 0.5;
    if (prev && sameStyle && prev.lastY - c.y <= 1.6 * c.size && !startsRow(c)) {
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text} ${c.text}`,
        parts: [...prev.parts, ...c.parts.map((p, i) => (i ? p : { ...p, text: ` ${p.text}` }))],
        x0: Math.min(prev.x0, c.x0),
        lastY: c.y,
      };
    } else out.push({ ...c, lastY: c.y });
  }
  return out.map(({ lastY: _, ...c }) => c);
}

const CONTACT_ITEM = /@|https?:|www\.|linkedin|github|\+?\d[\d ().\-–/]{6,}\d/i;

/**
 * Short lines that are mostly e-mail, phone, web addresses (plus a location or two), starting at the top of the
 * page's text: a header's contact block. (Date ranges look like phone numbers to the pattern; they do not count.)
 */
function isContactBlock(side: Chunk[], pageTop: number): boolean {
  if (side.length < 2 || side.some((c) => c.text.length > 45)) return false;
  if (pageTop - Math.max(...side.map((c) => c.y)) > 3 * Math.max(...side.map((c) => c.size))) return false;
  return side.filter((c) => CONTACT_ITEM.test(c.text) && !isDateLike(c.text)).length >= Math.max(2, 0.5 * side.length);
}

/**
 * A timeline: the columns open with a left margin of section headings and dates, each date level with an entry
 * beside it (dots and a line drawn between), and only further down hold real columns (Skills | Languages).
 * Returns the height above which the page is read by rows (the top of the heading that opens the real columns).
 */
function timelineEnd(chunks: Chunk[], g: Gutter): number | null {
  const band = chunks.filter((c) => c.y <= g.top && c.y >= g.bottom);
  const left = band.filter((c) => c.x1 <= g.x).sort((a, b) => b.y - a.y);
  const right = band.filter((c) => c.x0 >= g.x);
  let i = 0;
  let dates = 0;
  for (; i < left.length; i++) {
    const c = left[i]!;
    if (isDateLike(c.text)) {
      if (!right.some((r) => Math.abs(r.y - c.y) <= 0.5 * c.size && substantive(r))) return null;
      dates++;
    } else if (headingKind(c.text.replace(/:$/, "")) === null) break;
  }
  if (i === left.length || i === 0 || dates < 2) return null;
  const prev = left[i - 1]!;
  const cut = isDateLike(prev.text) ? left[i]! : prev;
  return cut.y + 0.8 * cut.size;
}

export function pageLines(chunks: Chunk[], shapes: Box[], rules: Box[] = [], gutter?: Gutter): Line[] {
  const g = gutter ?? findGutter(chunks, rules);
  if (!g) return chunks.length ? toLines(chunks, 0, shapes, rules) : [];
  const timeline = gutter ? null : timelineEnd(chunks, g);
  if (timeline !== null) {
    // Rows above (margin dates beside their entries); the columns below keep the gutter found for the whole band.
    const rows = chunks.filter((c) => c.y > timeline);
    return [
      ...toLines(rows, 0, shapes, rules),
      ...pageLines(
        chunks.filter((c) => c.y <= timeline),
        shapes,
        rules,
        { ...g, top: timeline },
      ),
    ];
  }
  // The short last line of a full-width paragraph just above the columns belongs to that paragraph.
  const aboveChunks = chunks.filter((c) => c.y > g.top);
  const lowestAbove = aboveChunks.reduce<Chunk | null>((m, c) => (!m || c.y < m.y ? c : m), null);
  const tail = lowestAbove
    ? chunks.find(
        (c) =>
          c.y <= g.top &&
          c.y >= g.bottom &&
          Math.abs(c.x0 - lowestAbove.x0) < 2 &&
          Math.abs(c.size - lowestAbove.size) < 0.5 &&
          lowestAbove.y - c.y <= 1.6 * c.size &&
          !chunks.some((d) => d !== c && d.y <= g.top && d.y > c.y),
      )
    : undefined;
  if (tail) g.top = tail.y - 0.01;
  const bandSide = (right: boolean) => chunks.filter((c) => c.y <= g.top && c.y >= g.bottom && (right ? c.x0 >= g.x : c.x1 <= g.x));
  // A contact block beside the name (moderncv and many headers) is not a column: the columns end with it, and
  // whatever the other side continues with (the first heading and entries) is read as full-width text.
  for (const side of [bandSide(true), bandSide(false)]) {
    const lowest = Math.min(...side.map((c) => c.y));
    if (isContactBlock(side, Math.max(...chunks.map((c) => c.y))) && chunks.some((c) => c.y < lowest && c.y >= g.bottom)) g.bottom = lowest;
  }
  const inBand = (c: Chunk) => c.y <= g.top && c.y >= g.bottom;
  const labels = labelColumn(
    chunks.filter((c) => inBand(c) && c.x1 <= g.x),
    chunks.filter((c) => inBand(c) && c.x0 >= g.x),
  );
  if (labels) {
    const rest = chunks.filter((c) => !(inBand(c) && c.x1 <= g.x));
    return toLines([...labels, ...rest], 0, shapes, rules);
  }
  const above = chunks.filter((c) => c.y > g.top);
  const below = chunks.filter((c) => c.y < g.bottom);
  const left = chunks.filter((c) => inBand(c) && c.x0 < g.x);
  const right = chunks.filter((c) => inBand(c) && c.x0 >= g.x);
  const out: Line[] = [];
  if (above.length) out.push(...toLines(above, 0, shapes, rules));
  // The left column's edge ignores text that overflowed into the gutter.
  // Column edges for the "did the next word fit" test: the left column ends where the gutter starts (its own
  // longest line would otherwise always look full), the right column at the page's right text margin.
  const leftEdge = Math.max(...left.filter((c) => c.x1 <= g.x).map((c) => c.x1));
  const gutterStart = Number.isFinite(leftEdge) ? Math.max(leftEdge, (leftEdge + g.x) / 2) : undefined;
  const pageRight = Math.max(...chunks.map((c) => c.x1));
  if (left.length) out.push(...toLines(left, 1, shapes, rules, gutterStart));
  if (right.length) out.push(...toLines(right, 2, shapes, rules, pageRight));
  if (below.length) out.push(...toLines(below, 0, shapes, rules));
  return out;
}

/**
 * Full-width text shares the document's right margin: a short last page ("English" / "Kiswahili" / "Kikuyu"
 * alone on page 2) would otherwise take its own longest line as the margin, and every line would look full.
 */
export function shareRightMargin(lines: Line[]): void {
  const right = Math.max(...lines.filter((l) => l.slot === 0).map((l) => l.colRight));
  for (const l of lines) if (l.slot === 0 && l.colRight < right) l.colRight = right;
}

/** Sets every line's `pitch` to the document's typical line spacing (median of ordinary gaps). */
export function setPitch(lines: Line[]): void {
  const gaps = lines
    .filter((l) => l.gapAbove >= 0.9 * l.size && l.gapAbove <= 3 * l.size)
    .map((l) => l.gapAbove / l.size)
    .sort((a, b) => a - b);
  // Lower quartile: the spacing of wrapped lines inside a paragraph, the tightest common spacing.
  const ratio = gaps[Math.floor(gaps.length / 4)] ?? 1.2;
  for (const l of lines) l.pitch = ratio * l.size;
}
