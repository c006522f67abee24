// Stage 4: lines → sections. A heading is a short line on its own that either names a known section
// (broad synonym lists, several languages, spacing and case ignored) or looks like the document's other
// headings (same size, weight and case). Columns keep their own "current section" so a sidebar does not
// swallow the main column.
import { findDate, isDateLike } from "./dates.ts";
import { eduScore, hasRoleWord, LEGAL_FORM, looksEducational, ORG, roleScore } from "./lexicon.ts";
import { headingKind, headingName, letterSpacedName, secondKind } from "./headings.ts";
import { collapse, foldKey, titleCase } from "./text.ts";
import type { Line, Section, SectionKind } from "./types.ts";

export { headingKind };

const RANGE_SEP = /[-–—]|\bto\b|\bbis\b/i;
const DEGREE_WORD =
  /\b(bachelor|master of|master in|master's|masters|b\.\s?sc|m\.\s?sc|bsc|msc|b\.a\.|m\.a\.|b\.s\.|m\.s\.|mba|ph\.?\s?d|diploma|degree|b\.\s?tech|m\.\s?tech|b\.e\.|doctor of|associate of|a\.a\.|a\.o\.s\.|hnd|gcse|a-levels?|baccalaur\p{L}*|abitur|licenciatura|laurea|mfa|bfa|m\.\s?eng|b\.\s?eng|grado|licen[cs]e|certificate|apprenticeship|mpharm|pharmd)(?=$|[\s,.;:()])/iu;

const SIGNED_AT = /^\p{Lu}[\p{L} .'-]{1,40},\s*(?:(?:den|am|le)\s+)?\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{2}|\d{4})$/u;

/**
 * The kind of section its lines show: dated headers naming a degree are education; dated headers with a role
 * are work. Null when the content does not say.
 */
function contentKind(lines: Line[]): SectionKind | null {
  // (The place and day a German CV is signed, "Bangalore, 27.05.2017", dates no entry.)
  const headers = lines.filter((l) => !l.bullet && !SIGNED_AT.test(l.text));
  if (!headers.some((l) => findDate(l.text) !== null)) return null;
  let roles = 0;
  let schooling = 0;
  for (const l of headers) {
    const degree = DEGREE_WORD.test(l.text);
    const role = hasRoleWord(l.text) && !degree;
    if (role) roles++;
    // A school or a broader degree word counts unless the line names a role ("Teacher, Greenwood High School").
    else if (degree || looksEducational(l.text)) schooling++;
  }
  if (schooling > roles) return "education";
  if (roles >= 1 && (lines.length > headers.length || headers.some((l) => RANGE_SEP.test(findDate(l.text)?.text ?? "")))) return "work";
  return null;
}

interface Style {
  size: number;
  bold: boolean;
  upper: boolean;
  italic: boolean;
}

const lineStyle = (l: Line): Style => ({
  size: Math.round(l.size * 2) / 2,
  bold: l.segs.every((s) => s.parts.every((p) => p.bold)),
  upper: l.text === l.text.toUpperCase() && /\p{Lu}/u.test(l.text),
  italic: l.segs.every((s) => s.parts.every((p) => p.italic)),
});

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function shortLine(l: Line): boolean {
  // (A note after a heading, "GRANTS & AWARDS (Total $38,500)", does not make it long.)
  const t = l.text.replace(/\s*[(（][^)）]{1,40}[)）]\s*$/u, "") || l.text;
  if (l.segs.length > 1 || l.bullet || t.length > 45 || t.length < (CJK.test(t) ? 2 : 3)) return false;
  if (/[.;:,]$/.test(t) && !/:$/.test(t)) return false;
  if (/@|https?:|www\.|\d{3}/i.test(t) || isDateLike(t)) return false;
  return t.split(/\s+/).length <= 5;
}

/** Set apart by a blank line above (or the start of a page or column), as headings typed in body style are. */
function spacedApart(l: Line): boolean {
  return !Number.isFinite(l.gapAbove) || l.gapAbove >= 1.6 * l.pitch;
}

/** Splits lines into sections. `bodySize` is the document's body text size. */
/**
 * Headings printed in a left margin share a baseline with the first line of their content
 * ("EXPERIENCE ‖ Senior Designer, Wix"): split such a line into the heading and the content.
 */
function splitMarginHeadings(lines: Line[], bodySize: number, beside: Set<Line>): Line[] {
  const out: Line[] = [];
  const gutter = labelColumn(lines);
  for (const raw of lines) {
    // A numbered heading ("1 ‖ Experience", "II. ‖ Education"): the number is set apart by a quad; drop it.
    const [n0, n1, ...nRest] = raw.segs;
    const numbered =
      n1 && /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)$/.test(n0.text) && nRest.length === 0 && headingKind(n1.text.replace(/:$/, ""));
    let l: Line = numbered ? { ...raw, segs: [n1], text: n1.text, x0: n1.x0 } : raw;
    // Decorated headings: "EXPERIENCE ________", "— Education —", "== Skills ==". A dash in front made it look
    // like a bullet; a heading it is when what remains names a section and is set apart (bold or capitals).
    if (l.segs.length === 1) {
      const bare = l.text.replace(/^[\s_—–\-.=~·•*|#>]+|[\s_—–\-.=~·•*|#<]+$/gu, "");
      const setApart = l.segs[0].parts.every((p) => p.bold) || (bare === bare.toUpperCase() && /\p{Lu}{3}/u.test(bare));
      if (bare !== l.text || (l.bullet && setApart)) {
        if (bare.length >= 3 && headingKind(bare) && (setApart || !l.bullet)) {
          l = {
            ...l,
            bullet: false,
            text: bare,
            segs: [{ ...l.segs[0], text: bare, parts: [{ text: bare, bold: l.segs[0].parts[0]?.bold ?? false, italic: false }] }],
          };
        }
      }
    }
    const [first, second, ...more] = l.segs;
    // Set apart by weight, capitals, or a size well above body text (a large plain label in a left gutter).
    const styled =
      first.parts.every((p) => p.bold) ||
      (first.text === first.text.toUpperCase() && /\p{Lu}{3}/u.test(first.text)) ||
      first.size >= bodySize + 3 ||
      gutter(l);
    if (
      second &&
      !l.bullet &&
      styled &&
      first.text.length <= 40 &&
      headingKind(first.text.replace(/:$/, "")) &&
      second.x0 - first.x1 > first.size
    ) {
      const rest: Line["segs"] = [second, ...more];
      out.push({ ...l, segs: [first], text: first.text, x1: first.x1, size: first.size });
      const content: Line = {
        ...l,
        segs: rest,
        text: rest.map((c) => c.text).join(" "),
        x0: second.x0,
        ruled: false,
        size: Math.max(...rest.map((c) => c.size)),
      };
      beside.add(content);
      out.push(content);
    } else out.push(l);
  }
  return out;
}

/**
 * A label column in the left margin set in plain body text (res.cls "Work Experience ‖ Acme ‖ 2011"): two or more
 * rows whose first chunk, at one x, names a known section and whose content starts at one x further right, where the
 * column's other lines start too. Such a label is a heading even though nothing but its place sets it apart.
 */
function labelColumn(lines: Line[]): (l: Line) => boolean {
  const rows = lines.filter(
    (l) => !l.bullet && l.segs.length >= 2 && l.segs[0].text.length <= 40 && headingKind(l.segs[0].text.replace(/:$/, "")) !== null,
  );
  if (rows.length < 2) return () => false;
  const labelX = rows[0]!.segs[0].x0;
  const textX = rows[0]!.segs[1]!.x0;
  const near = (a: number, b: number) => Math.abs(a - b) < 3;
  const column = rows.filter(
    (l) => l.page === rows[0]!.page && l.slot === rows[0]!.slot && near(l.segs[0].x0, labelX) && near(l.segs[1]!.x0, textX),
  );
  // (The content column holds lines of its own, starting where the labels' content does.)
  const own = lines.filter((l) => l.slot === rows[0]!.slot && near(l.x0, textX)).length;
  if (column.length < 2 || own < column.length || textX - labelX < 40) return () => false;
  return (l) => !l.bullet && l.segs.length >= 2 && l.slot === rows[0]!.slot && near(l.segs[0].x0, labelX) && near(l.segs[1]!.x0, textX);
}

const CONTINUATION = /^(?:of|and|or|in|for|to|with|at|on|the|a|an|de|du|des|et|und|von|der|die|das|y|e|i)\s/u;

export function splitSections(input: Line[], bodySize: number): Section[] {
  // One or two big letters alone on a line are decoration (a monogram, a heading's overflow copy), not text.
  // The content beside a margin heading is its first line, never a heading itself.
  const beside = new Set<Line>();
  const lines = splitMarginHeadings(input, bodySize, beside)
    .filter((l) => !(l.size >= 1.3 * bodySize && /^\p{L}{1,2}$/u.test(l.text) && !CJK.test(l.text)))
    .map((l, i, all) => {
      // An icon drawn before a heading ("• Skills" over "Cloud Platforms") made it look like a bullet; a list item is
      // followed by the next item's bullet.
      const next = all.slice(i + 1).find((n) => n.slot === l.slot && n.page === l.page);
      // (So did one before a larger underlined line, as a design's headings are: "• 学术竞赛" drawn with an icon.)
      const headingStyled = l.ruled && l.size >= 1.25 * bodySize && shortLine({ ...l, bullet: false });
      return l.bullet && l.segs.length === 1 && (headingKind(l.text.replace(/:$/, ""), true) || headingStyled) && next && !next.bullet
        ? { ...l, bullet: false }
        : l;
    });
  const known: Style[] = [];
  const knownX = new Map<number, number[]>();
  let ruledKnown = 0;
  const knownKind = (l: Line): { kind: SectionKind; st: Style; exact: boolean } | null => {
    // (A line that opens with a small joining word, "of experience", is the wrapped end of the line above.)
    if (!shortLine(l) || CONTINUATION.test(l.text)) return null;
    const st = lineStyle(l);
    const plain = !st.bold && !st.upper && st.size <= bodySize + 0.4 && !l.segs[0].parts.some((p) => p.bold);
    // A plain colon-ended line ("Responsibilities:") names a section only when it is a name from the lists.
    const kind = headingKind(l.text.replace(/:$/, ""), plain && /:$/.test(l.text));
    if (!kind) return null;
    // A known word in plain body style is a heading only if it is set apart: bold, upper case, larger, colon-ended,
    // or alone with space above it (headings typed in body style, told apart only by the blank line before them).
    if (plain && !/:$/.test(l.text) && !spacedApart(l)) return null;
    return { kind, st, exact: headingKind(l.text.replace(/:$/, ""), true) !== null };
  };
  const candidates = lines.map((l) => (beside.has(l) ? null : knownKind(l)));
  // Names from the lists set the document's heading styles. A name known only by a generic tail or qualifier
  // ("… Technologies", "… Tools") at the headings' size but in another weight is an entry line (a company
  // "Northwind Technologies" in bold under plain headings), not a heading; a smaller one may be a sub-heading.
  const exactStyles = candidates.flatMap((c) => (c?.exact ? [c.st] : []));
  const sameStyle = (a: Style, b: Style) => Math.abs(a.size - b.size) < 0.6 && a.bold === b.bold && a.upper === b.upper;
  const isKnown = lines.map((l, i) => {
    const c = candidates[i];
    if (!c) return null;
    if (
      !c.exact &&
      exactStyles.length >= 2 &&
      !exactStyles.some((k) => sameStyle(k, c.st)) &&
      (exactStyles.every((k) => Math.abs(k.size - c.st.size) < 0.6 && k.bold !== c.st.bold) ||
        // (In body size under headings set much larger, between a role and its dates, it is an employer:
        // "IT Consultant" / "Quotum Technologies" / "Sep 2018 – Present".)
        (c.st.size <= bodySize + 0.5 &&
          exactStyles.every((k) => k.size >= c.st.size + 3) &&
          roleScore(lines[i - 1]?.text ?? "") > 0 &&
          isDateLike(lines[i + 1]?.text ?? "")))
    )
      return null;
    const { kind, st } = c;
    known.push(st);
    if (l.ruled) ruledKnown++;
    knownX.set(l.slot, [...(knownX.get(l.slot) ?? []), l.x0]);
    return kind;
  });
  // Where a column's known headings all start at one x, its other headings start there too (an entry's company line in
  // the heading style starts at the text's indent instead).
  const alignedX = (l: Line) => {
    const xs = knownX.get(l.slot) ?? [];
    if (xs.length < 2 || Math.max(...xs) - Math.min(...xs) > 3) return true;
    return Math.abs(l.x0 - xs[0]!) <= 3;
  };
  // Chinese and Japanese have no capitals, so a group name there never matches headings set in capitals. Such lines
  // in the headings' size and weight, two or more in a column one after another, each over a few smaller item lines
  // (skill groups one keyword per line), are taken in the headings' form; a lone one (a school's name) is not.
  const caselessGroups = new Set<Line>();
  {
    const fits = (l: Line) =>
      !/[\p{Lu}\p{Ll}]/u.test(l.text) &&
      shortLine(l) &&
      known.some((k) => Math.abs(k.size - lineStyle(l).size) < 0.6 && k.bold === lineStyle(l).bold);
    let chain: Line[] = [];
    let items = 0;
    const close = () => {
      // (A last name with no items under it is not a group.)
      if (items === 0) chain.pop();
      if (chain.length >= 2) for (const c of chain) caselessGroups.add(c);
      chain = [];
      items = 0;
    };
    for (const l of lines) {
      const last = chain[chain.length - 1];
      if (last && (l.slot !== last.slot || l.page !== last.page)) close();
      if (fits(l) && !isDateLike(l.text)) {
        if (chain.length && items === 0) close();
        chain.push(l);
        items = 0;
      } else if (!last) continue;
      else if (items === 0 && Math.abs(l.size - last.size) < 0.3 && Math.abs(l.x0 - last.x0) <= 2 && l.text.length <= 4) continue;
      else if (l.size <= last.size - 1 && itemLine(l)) items++;
      else close();
    }
    close();
  }
  // When the known headings are underlined, an unknown heading must be too (company lines can share their font).
  const needRule = known.length >= 2 && ruledKnown >= 0.8 * known.length;
  /** Short, not a role, and styled like the known headings (size, weight, case; underlined if they are). */
  const headingForm = (l: Line) => {
    // (A heading is made of words: "AWS" or "CISCO" alone in heading style is a name.)
    if (!shortLine(l) || roleScore(l.text) > 0 || !/\p{L}{4,}|\p{L}+\s+\p{L}+/u.test(l.text) || !alignedX(l)) return false;
    const st = lineStyle(l);
    // (Nor does one end in a legal form: "Northwind Inc" in the headings' style is an employer.)
    if (!/^\p{L}/u.test(l.text) || /,/.test(l.text) || LEGAL_FORM.test(l.text)) return false;
    if (needRule && !l.ruled) return false;
    if (known.length)
      return (
        caselessGroups.has(l) ||
        known.some(
          // (Italic tells too: a bold school name under bold-italic headings is an entry line.)
          (k) =>
            Math.abs(k.size - st.size) < 0.6 &&
            k.bold === st.bold &&
            k.upper === st.upper &&
            k.italic === st.italic &&
            (st.upper || st.size > bodySize + 0.9),
        )
      );
    return st.size >= bodySize + 2 && st.bold;
  };
  /**
   * Set apart by form alone (bold or capitals, clearly larger than body text), as a column's own headings are;
   * or exactly the known headings' style when that is plain bold at body size (which job titles share).
   */
  const prominent = (l: Line) => {
    if (
      !shortLine(l) ||
      roleScore(l.text) > 0 ||
      !/^\p{L}/u.test(l.text) ||
      /,/.test(l.text) ||
      !/\p{L}{4,}|\p{L}+\s+\p{L}+/u.test(l.text) ||
      !alignedX(l)
    )
      return false;
    const st = lineStyle(l);
    if ((st.bold || st.upper) && st.size >= bodySize + 1.5) return true;
    return st.bold && (!needRule || l.ruled) && known.some((k) => Math.abs(k.size - st.size) < 0.6 && k.bold && k.upper === st.upper);
  };
  /** What the lines after an unknown heading hold, up to the next heading-like line in its column. */
  // Memoised per line: blocks are scanned from several candidate headings.
  const headingLike = new Map<number, boolean>();
  const isHeadingLike = (j: number) => {
    let v = headingLike.get(j);
    if (v === undefined) {
      v = headingForm(lines[j]!) || prominent(lines[j]!);
      headingLike.set(j, v);
    }
    return v;
  };
  const blockKinds = new Map<number, SectionKind | null>();
  const bulletBlocks = new Map<number, boolean>();
  const blockKind = (i: number) => {
    const memo = blockKinds.get(i);
    if (memo !== undefined) return memo;
    const l = lines[i]!;
    const block: Line[] = [];
    for (let j = i + 1; j < lines.length && isKnown[j] === null && !(lines[j]!.slot === l.slot && isHeadingLike(j)); j++) {
      if (lines[j]!.slot === l.slot) block.push(lines[j]!);
    }
    const k = contentKind(block);
    blockKinds.set(i, k);
    bulletBlocks.set(i, block.length >= 2 && block.every((b) => b.bullet));
    return k;
  };
  const blockHasDate = (i: number) => {
    const l = lines[i]!;
    for (let j = i + 1; j < lines.length && isKnown[j] === null && !(lines[j]!.slot === l.slot && isHeadingLike(j)); j++)
      if (lines[j]!.slot === l.slot && !lines[j]!.bullet && findDate(lines[j]!.text) !== null) return true;
    return false;
  };
  /** What follows is a bulleted list (of two or more items): a name or tagline never is. */
  const overBulletList = (i: number) => {
    blockKind(i);
    return bulletBlocks.get(i) ?? false;
  };
  // Content can only open a section of another kind than the one being read: inside a work section, a larger
  // bold company line over its roles ("ACME CORP" / "Senior Engineer  2019 – 2021") is an entry, not a heading.
  const opensOther = (i: number, currentKind: SectionKind) => {
    const k = blockKind(i);
    return k !== null && k !== currentKind;
  };
  const looksLikeKnownHeading = (i: number, currentKind: SectionKind) => {
    const l = lines[i]!;
    const next = lines[i + 1];
    // A heading styled unlike the known ones (a sidebar design's main column) must be borne out by its content.
    if (!headingForm(l)) return prominent(l) && opensOther(i, currentKind);
    // A job title styled like the headings ("GRAPHIC DESIGNER" over "Cossette | 2018 – 2021") is an entry,
    // unless it is clearly larger than that dated line or what follows it reads as whole entries of their own
    // (a title's block starts with its company line and holds no role or degree of its own).
    const nextDated =
      next && next.slot === l.slot && (next.segs.some((c) => isDateLike(c.text)) || /[-–—]|\bto\b/.test(findDate(next.text)?.text ?? ""));
    const overEntry = nextDated && next.text.length < 70 && l.size < next.size + 0.9;
    return !overEntry || opensOther(i, currentKind);
  };

  const sections: Section[] = [{ kind: "preamble", heading: "", lines: [] }];
  // Each column slot continues the section it last had, so page 2 of a column keeps its section.
  const currentBySlot = new Map<number, Section>();
  let bandOwner: Section | null = null;
  const lastBySlot = new Map<string, { y: number; section: Section }>();
  let lastSlotKey = "";
  let current: Section = sections[0]!;
  let seenKnown = false;
  // Before the first known heading, a line styled like the known headings starts a section only when what
  // follows it (up to the next heading-like line) reads as entries: the name and a tagline stay in the preamble.
  const firstKnown = isKnown.findIndex((k) => k !== null);
  // A line in exactly the known headings' form over a bulleted list ("LICENCES & RATINGS" / "• GCAA ATPL(A)")
  // starts a section too: its items are kept under its heading rather than lost in the preamble.
  const earlyHeading = (i: number, currentKind: SectionKind) =>
    (firstKnown < 0 || i < firstKnown) &&
    looksLikeKnownHeading(i, currentKind) &&
    (opensOther(i, currentKind) || (headingForm(lines[i]!) && overBulletList(i)));
  const guessed = new Set<Section>();
  const inlineOpened = new Set<Section>();
  /** A bold list name and its colon at a known heading's x, the list's value after it in plain type. */
  const inlineList = (l: Line): { kind: SectionKind; label: string; value: Line } | null => {
    if (l.bullet || l.segs.length !== 1) return null;
    const parts = l.segs[0].parts;
    if (!parts[0]?.bold || parts.every((p) => p.bold) || !/[:：]\s*$/.test(parts[0].text)) return null;
    const xs = knownX.get(l.slot) ?? [];
    if (!xs.some((x) => Math.abs(x - l.x0) <= 2)) return null;
    const m = /^([^:：]{2,40}?)\s*[:：]\s*(?:[-–—]\s+)?(\S.*)$/u.exec(l.text);
    if (!m) return null;
    const kind = headingKind(m[1]!, true);
    if (kind !== "languages" && kind !== "skills" && kind !== "other" && kind !== "certifications") return null;
    const text = m[2]!.trim();
    const value: Line = { ...l, text, segs: [{ ...l.segs[0], text, parts: [{ text, bold: false, italic: false }] }] };
    return { kind, label: m[1]!.trim(), value };
  };
  // Sub-headings (set smaller than the heading above them) and the section they sit in.
  const parentOf = new Map<Section, Section>();
  lines.forEach((l, i) => {
    const slotKey = `${l.page}:${l.slot}`;
    if (slotKey !== lastSlotKey) {
      // A column resumes its own last section (or the preamble); full-width text continues the last section read.
      // A column band opening right under a full-width heading ("Proyectos Destacados" over two columns) is read under
      // that heading by its first column.
      if (l.slot !== 0)
        current =
          currentBySlot.get(l.slot) ??
          (bandOwner && bandOwner.headingLine?.page === l.page && bandOwner.headingLine.y > l.y ? bandOwner : sections[0]!);
      else {
        // Full-width text below columns continues the column that reached furthest down the page (a tall
        // contact block beside the name ends early; the main column runs on into the text below it).
        const ends = [1, 2].map((s) => lastBySlot.get(`${l.page}:${s}`)).filter((e) => e !== undefined);
        const lowest = ends.sort((a, b) => a.y - b.y)[0];
        if (lowest) current = lowest.section;
      }
      lastSlotKey = slotKey;
    }
    // A label inside an entry, set smaller than the section's heading ("Highlights" or "Courses" over a job's or a
    // degree's bullets), heads that entry's list, not a section: the label goes and the items stay with the entry.
    if (isEntryPartLabel(l, lines[i + 1], current)) {
      currentBySlot.set(l.slot, current);
      return;
    }
    // "LANGUAGES: - German A2, English B1" at the headings' indent, out of the list above it: a list section of its own
    // with its value as the only line (not the last entry's company, nor an item of the list above).
    const labelled = inlineList(l);
    if (labelled && (inlineOpened.has(current) || current.lines.some((c) => c.slot === l.slot && c.x0 > l.x0 + 10))) {
      current = { kind: labelled.kind, heading: headingName(titleCase(labelled.label)), lines: [labelled.value], headingLine: l };
      sections.push(current);
      inlineOpened.add(current);
      currentBySlot.set(l.slot, current);
      if (l.slot !== 0) lastBySlot.set(slotKey, { y: l.y, section: current });
      return;
    }
    const kind = isKnown[i];
    // Unknown headings are only trusted once a known one has set the document's heading style (the name and
    // a tagline at the top look like headings too). A line set like the first line of the section being read, where
    // that line opened its first entry beside a margin heading, opens the next entry the same way.
    const first = current.lines[0];
    const likeFirstEntry =
      first !== undefined &&
      beside.has(first) &&
      current.headingLine !== undefined &&
      !first.bullet &&
      first.slot === l.slot &&
      Math.abs(first.x0 - l.x0) <= 3 &&
      Math.abs(first.size - l.size) < 0.3 &&
      lineStyle(first).bold === lineStyle(l).bold &&
      lineStyle(first).upper === lineStyle(l).upper;
    const heading = kind
      ? kind
      : beside.has(l) || likeFirstEntry
        ? null
        : known.length && (seenKnown ? looksLikeKnownHeading(i, current.kind) : earlyHeading(i, current.kind))
          ? "other"
          : null;
    if (kind) seenKnown = true;
    if (heading) {
      const spelt = letterSpacedName(l.text.replace(/:$/, ""));
      const title = titleCase(spelt?.toUpperCase() ?? collapse(l.text.replace(/:$/, "")));
      // An unknown heading takes its content's kind at once, so the next heading-like line is judged against it.
      const mixed = kind ? secondKind(title) : null;
      // An unknown heading set smaller than an entry section's heading over dated lines ("Academic", "Industry" under
      // "Experience") is a sub-heading: its entries are of the section's kind unless they show another.
      let parent = current;
      for (let up = parentOf.get(parent); up; up = parentOf.get(parent)) parent = up;
      const under = parent.headingLine !== undefined && parent.headingLine.slot === l.slot && l.size <= parent.headingLine.size - 0.9;
      const sub =
        !kind &&
        under &&
        (parent.kind === "work" || parent.kind === "education" || parent.kind === "projects") &&
        headingKind(parent.heading) === parent.kind &&
        blockHasDate(i);
      current = {
        kind: kind ?? blockKind(i) ?? (sub ? parent.kind : heading),
        heading: headingName(title),
        lines: [],
        headingLine: l,
        ...(mixed ? { mixed } : {}),
      };
      sections.push(current);
      if (under) parentOf.set(current, parent);
      // A full-width heading owns the columns that open under it on its page (their earlier sections end there).
      if (l.slot === 0) {
        bandOwner = current;
        currentBySlot.delete(1);
        currentBySlot.delete(2);
      }
      if (!kind) guessed.add(current);
    } else {
      current.lines.push(l);
    }
    currentBySlot.set(l.slot, current);
    if (l.slot !== 0) lastBySlot.set(slotKey, { y: l.y, section: current });
  });
  // A heading recognised only by its form ("Where I've Worked", "Places I've Taught") is named by what it holds.
  for (const s of guessed) s.kind = contentKind(s.lines) ?? s.kind;
  foldEntryTitles(sections);
  skillGroupRuns(sections, guessed);
  keepSkillGroups(sections);
  // "Qualifications" or "Training" may be professional credentials ("ICAEW Chartered Accountant (2019)") rather than
  // schooling: with no degree or school named anywhere, they are a list kept under their heading.
  for (const s of sections) {
    if (s.kind !== "education" || !/qualification|training/i.test(s.heading) || /educat|academ/i.test(s.heading) || !s.lines.length)
      continue;
    // So are courses listed one per bullet ("• Advanced Regression Analysis, SAS Institute, 2018"), naming no degree.
    const courseList = s.lines.every((l) => l.bullet) && !s.lines.some((l) => DEGREE_WORD.test(l.text));
    if (courseList || !s.lines.some((l) => looksEducational(l.text))) s.kind = "other";
  }
  const merged = mergeRepeated(joinWrappedHeadings(withImplicitSection(sections)));
  const knownStyles = merged.flatMap((s) => (s.headingLine && headingKind(s.heading) ? [lineStyle(s.headingLine)] : []));
  return merged.flatMap((s) => splitSubheadings(s, knownStyles)).map(withoutColumnLabels);
}

// The first cell of a table's label row over dated rows: "年月 ‖ 職歴", "Zeitraum ‖ Ausbildung ‖ Institution".
const DATE_COLUMN =
  /^(?:年月|年\s*月|期間|时间|時間|日期|zeitraum|datum|zeit|jahr|period|periode|période|periodo|período|date|dates|year|years|from\s*[-–/]\s*to|fecha|fechas|data|années|anni|años|anos)$/iu;

/** An entry section without the label row of the table it is printed as (the rows under it are the entries). */
function withoutColumnLabels(s: Section): Section {
  const [first, second] = s.lines;
  if ((s.kind !== "work" && s.kind !== "education" && s.kind !== "projects") || !first || !second) return s;
  const labels =
    first.segs.length >= 2 &&
    DATE_COLUMN.test(first.segs[0].text.trim().replace(/[:：]$/, "")) &&
    first.segs.every((g) => g.text.trim().split(/\s+/).length <= 3 && findDate(g.text) === null) &&
    findDate(second.text) !== null;
  return labels ? { ...s, lines: s.lines.slice(1) } : s;
}

/**
 * An entry section whose heading is followed straight away by smaller headings the lists do not know, most naming a
 * degree, school, role or employer, each over one dated entry at most ("Education" › "Bachelor's Degree" › school
 * and dates): those smaller headings are the entries' titles, not sections. They go back into the section as its
 * lines. (Smaller headings that are group names, "Academic" › entries, or that head several dated entries stay
 * sections.)
 */
export function foldEntryTitles(sections: Section[]): void {
  for (let start = 0; start < sections.length; start++) {
    const parent = sections[start]!;
    const h = parent.headingLine;
    if (!h || parent.lines.length || (parent.kind !== "work" && parent.kind !== "education" && parent.kind !== "projects")) continue;
    if (headingKind(parent.heading) !== parent.kind) continue;
    let end = start + 1;
    const smaller = (k: Section) =>
      k.headingLine !== undefined && k.headingLine.slot === h.slot && k.headingLine.size <= h.size - 0.9 && headingKind(k.heading) === null;
    while (end < sections.length && smaller(sections[end]!)) end++;
    const run = sections.slice(start + 1, end);
    const dated = (k: Section) => k.lines.filter((l) => findDate(l.text) !== null).length;
    if (run.length < 2 || !run.every((k) => k.lines.length > 0 && dated(k) <= 1) || !run.some((k) => dated(k) === 1)) continue;
    // (They name what an entry names, a degree or school, a role or employer, not a group: "Academic", "Industrial".)
    const fieldLike = (t: string) =>
      parent.kind === "education" ? eduScore(t) !== 0 : parent.kind === "work" && (roleScore(t) > 0 || ORG.test(t) || LEGAL_FORM.test(t));
    if (run.filter((k) => fieldLike(k.heading)).length * 2 < run.length) continue;
    for (const k of run) parent.lines.push(k.headingLine!, ...k.lines);
    sections.splice(start + 1, run.length);
  }
}

// Labels of an entry's own lists: "Highlights", "Key Achievements", "Courses", "Responsibilities".
const ENTRY_PART =
  /^(?:(?:key |main |selected )?(?:highlights?|achievements?|accomplishments?|responsibilities|duties|tasks|courses|coursework|relevant coursework|technologies|tech stack|tools used)|aufgaben|tatigkeiten|erfolge|schwerpunkte|realisations|missions|taches|logros|responsabilidades|tareas|conquistas|atividades|responsabilidades|主要职责|工作内容|主要成就|業務内容|実績)$/u;

/** A label of an entry's own list, set smaller than the entry section's heading, right over that list's bullets. */
function isEntryPartLabel(l: Line, next: Line | undefined, current: Section): boolean {
  const h = current.headingLine;
  if (!h || (current.kind !== "work" && current.kind !== "education" && current.kind !== "projects")) return false;
  if (l.bullet || l.segs.length > 1 || !ENTRY_PART.test(foldKey(l.text.replace(/:$/, "")))) return false;
  if (h.slot !== l.slot || l.size > h.size - 0.9) return false;
  // Under an entry already begun (a dated line since the heading), over its bullets.
  const dated = current.lines.some((c) => c.slot === l.slot && !c.bullet && findDate(c.text) !== null);
  return dated && next !== undefined && next.slot === l.slot && next.bullet;
}

// Names of kinds of tools a skill group is headed by ("Databases", "Frameworks", "Cloud").
const SKILL_GROUP =
  /^(?:databases?|frameworks?|libraries|tools?|platforms?|cloud|devops|front[- ]?end|back[- ]?end|mobile|web|testing|ides?|editors?|operating systems?|os|programming|scripting|version control|misc(?:ellaneous)?|datenbanken|werkzeuge|bases de (?:donn[ée]es|datos|dados)|outils|herramientas|ferramentas|数据库|框架|工具|前端|后端|後端|移动端|运维|ツール|データベース|フロントエンド|バックエンド|インフラ|モバイル|프론트엔드|백엔드)$/iu;

/** A line a skill group holds: a few short items, no sentence and no date. */
const itemLine = (l: Line) =>
  l.text.length <= 40 && !/[.!?。]$/.test(l.text) && findDate(l.text) === null && l.segs.every((c) => c.text.split(/\s+/).length <= 4);

/**
 * Skill groups set as headings of their own in a column with no "Skills" heading over them ("Frontend", "Databases",
 * "Hosting", each over a few short item lines): a run of two or more such unknown headings in one column, one
 * of them naming a kind of tool, or a run right under a skills section, is one skills list (the group names are labels,
 * not items).
 */
function skillGroupRuns(sections: Section[], guessed: Set<Section>): void {
  const isGroup = (s: Section) => guessed.has(s) && s.kind === "other" && s.lines.length > 0 && s.lines.every(itemLine);
  for (let i = 0; i < sections.length; i++) {
    if (!isGroup(sections[i]!)) continue;
    const first = sections[i]!.headingLine!;
    let j = i;
    while (
      j + 1 < sections.length &&
      isGroup(sections[j + 1]!) &&
      sections[j + 1]!.headingLine!.slot === first.slot &&
      sections[j + 1]!.headingLine!.page === first.page
    )
      j++;
    const run = sections.slice(i, j + 1);
    const prev = sections[i - 1];
    const underSkills = prev?.kind === "skills" && prev.headingLine?.slot === first.slot && prev.headingLine.page === first.page;
    const named = run.some(
      (s) =>
        SKILL_GROUP.test(
          foldKey(s.heading)
            .replace(/ misc$/, "")
            .trim(),
        ) ||
        // (Folding drops the voicing marks of kana, so kana names are also matched as printed.)
        SKILL_GROUP.test(s.heading.trim()) ||
        /\/\s*misc/i.test(s.heading),
    );
    if ((run.length >= 2 && named) || underSkills)
      for (const s of run) {
        s.kind = "skills";
        s.heading = "";
      }
    i = j;
  }
}

/**
 * A skills section whose list opens with a group label ("Technical" in bold over its items, set smaller than the
 * section's heading) labels its later groups the same way: a line in that label's style that names a section
 * ("Other", "Languages") is the next group's label, not a new section, when what follows it is item lines.
 */
function keepSkillGroups(sections: Section[]): void {
  let top: Section | null = null;
  let label: Line | null = null;
  for (const s of sections) {
    const h = s.headingLine;
    if (!h) continue;
    // A group already read as a heading-less part of the list sets the labels' style too.
    if (top && s.kind === "skills" && s.heading === "") {
      label ??= h;
      continue;
    }
    const fits =
      top?.headingLine &&
      label &&
      h.slot === label.slot &&
      !h.bullet &&
      lineStyle(h).bold === lineStyle(label).bold &&
      Math.abs(h.size - label.size) <= 0.3 &&
      h.size <= top.headingLine.size - 0.9 &&
      s.lines.length > 0 &&
      s.lines.every((l) => itemLine(l));
    if (fits) {
      s.kind = "skills";
      s.heading = "";
      continue;
    }
    top = s.kind === "skills" ? s : null;
    label = null;
    const [first, second] = s.lines;
    if (
      top &&
      first &&
      second &&
      !first.bullet &&
      // (One label, or a row of them over a grid.)
      lineStyle(first).bold &&
      !lineStyle(second).bold &&
      itemLine(first)
    )
      label = first;
  }
}

/** A heading that wrapped onto a second line ("Ehrenamtlicher" / "Tätigkeiten") is one heading. */
function joinWrappedHeadings(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const s of sections) {
    const prev = out[out.length - 1];
    const a = prev?.headingLine;
    const b = s.headingLine;
    if (
      prev &&
      a &&
      b &&
      prev.lines.length === 0 &&
      a.page === b.page &&
      a.slot === b.slot &&
      b.y < a.y &&
      a.y - b.y <= 1.6 * a.size &&
      Math.abs(a.size - b.size) < 0.5 &&
      lineStyle(a).bold === lineStyle(b).bold
    ) {
      const heading = `${prev.heading} ${s.heading}`;
      out[out.length - 1] = { ...s, heading, kind: headingKind(heading) ?? s.kind, headingLine: a };
      continue;
    }
    out.push(s);
  }
  return out;
}

/**
 * A heading printed again at the top of the next page or column ("Experience" … "Experience (cont.)") continues
 * that section: its first lines may be the last entry's remaining bullets.
 */
function mergeRepeated(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const s of sections) {
    const same = out.find(
      (o) =>
        o.kind === s.kind &&
        o.heading &&
        s.headingLine &&
        o.headingLine &&
        (o.headingLine.page !== s.headingLine.page || o.headingLine.slot !== s.headingLine.slot) &&
        foldKey(o.heading) === foldKey(s.heading),
    );
    if (same && (s.kind === "work" || s.kind === "projects" || s.kind === "education")) same.lines.push(...s.lines);
    else out.push(s);
  }
  return out;
}

const allBold = (l: Line) => l.segs.every((c) => c.parts.length > 0 && c.parts.every((p) => p.bold));

/**
 * Bold lines set apart inside an entry section whose entries are not headed in bold ("Professional Experience" →
 * "Museum Work", "Select Media Science Consulting", "Science Communication") head sub-sections. Each takes the kind its
 * content shows: dated entries stay entries, a label naming another section ("… Projects:") gives that section, and
 * text without dated entries is kept under its own heading.
 */
function splitSubheadings(s: Section, knownStyles: Style[]): Section[] {
  if (s.kind !== "work" && s.kind !== "education" && s.kind !== "projects") return [s];
  const lines = s.lines;
  const datedHeads = lines.filter((l) => !l.bullet && findDate(l.text) !== null && l.text.length < 120);
  if (datedHeads.length < 2 || datedHeads.some(allBold)) return [s];
  const gaps = datedHeads
    .map((l) => l.gapAbove)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? Infinity;
  const isSub = (l: Line, i: number) =>
    i > 0 &&
    !l.bullet &&
    l.segs.length === 1 &&
    allBold(l) &&
    l.text.length <= 60 &&
    l.text.split(/\s+/).length <= 6 &&
    !/[.,;:]$/.test(l.text) &&
    findDate(l.text) === null &&
    roleScore(l.text) <= 0 &&
    // Styled like a known heading of the document ("Teaching Experience" under "PROFESSIONAL EXPERIENCE").
    knownStyles.some((k) => {
      const st = lineStyle(l);
      return Math.abs(k.size - st.size) < 0.5 && k.bold === st.bold && k.upper === st.upper;
    }) &&
    (!Number.isFinite(l.gapAbove) || l.gapAbove >= 1.3 * usual);
  const out: Section[] = [{ ...s, lines: [] }];
  lines.forEach((l, i) => {
    if (isSub(l, i) && !LEGAL_FORM.test(l.text))
      out.push({ kind: s.kind, heading: titleCase(collapse(l.text)), lines: [], headingLine: l });
    else out[out.length - 1]!.lines.push(l);
  });
  if (out.length === 1) return [s];
  // A heading over a group heads several entries or none; a company or school line over its one entry is that entry's.
  const subs = out.slice(1);
  if (subs.filter((x) => x.lines.filter((l) => findDate(l.text) !== null).length !== 1).length < subs.length / 2) return [s];
  for (const sub of out.slice(1)) {
    const label = sub.lines.find((l) => /:$/.test(l.text) && !l.bullet);
    const named = label ? headingKind(label.text.replace(/:$/, "").split(/\s+/).slice(-2).join(" ")) : null;
    const hasEntries = sub.lines.some((l) => findDate(l.text) !== null);
    sub.kind =
      named === "projects" || named === "work" || named === "education" ? named : hasEntries ? (contentKind(sub.lines) ?? s.kind) : "other";
  }
  return out.filter((x, i) => i === 0 || x.lines.length > 0 || x.kind === "other");
}

/**
 * Entries printed straight under the header with no heading of their own ("7/2022-Present, Cybersecurity Assessment
 * Manager, State of Oregon" right below the contact lines): the preamble's dated entries form a section of the kind
 * they show, instead of being read as contact lines.
 */
function withImplicitSection(sections: Section[]): Section[] {
  const pre = sections[0];
  if (pre?.kind !== "preamble" || pre.lines.length < 4) return sections;
  const start = pre.lines.findIndex(
    (l, i) =>
      i >= 1 &&
      !l.bullet &&
      l.text.length < 140 &&
      (() => {
        const d = findDate(l.text);
        return d !== null && (d.start === 0 || /^[\s)|,.]*$/.test(l.text.slice(d.end))) && /[-–—]|\bto\b|present/i.test(d.text);
      })() &&
      (hasRoleWord(l.text) || looksEducational(l.text)),
  );
  if (start < 0) return sections;
  const rest = pre.lines.slice(start);
  const kind = contentKind(rest);
  if (kind !== "work" && kind !== "education") return sections;
  return [{ ...pre, lines: pre.lines.slice(0, start) }, { kind, heading: "", lines: rest }, ...sections.slice(1)];
}
