// Header lines → text pieces: split by segment, by bold/plain runs and by separators, with the date taken out.
import { prevLineWasFull } from "./blocks.ts";
import { findDate, isDateLike, widenDate } from "./dates.ts";
import { looksLikePlace, roleScore } from "./lexicon.ts";
import { collapse } from "./text.ts";
import type { Line } from "./types.ts";

export interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  line: number;
  /** Sits apart on the right of its line (a location or a date column). */
  right: boolean;
  /** Set on parts split at a dash: the unsplit text, so a dash inside a name can be put back (see rejoinDashes). */
  dashWhole?: string;
  /** Split at " at "/"bei"/"chez" rather than at a dash: the part after it is the other field unless named elsewhere. */
  atSplit?: boolean;
  /** Font size of its line. */
  size: number;
  /** On a header line below the one that holds the dates (LinkedIn prints the place there). */
  afterDate: boolean;
  /** Printed as a label before a colon ("Ausbildung: …"). */
  label?: boolean;
  /** The value of a role label ("【役割】 iOSプログラマ"): the title, whatever its words. */
  labelledRole?: boolean;
}

// "|", "•", "·" and a label's colon ("nordlicht GmbH: Festanstellung"; not a time "10:30" or a URL). A spaced "@" is
// read as "at" below.
const SEPARATORS = /\s+[|•·]\s+|\t/;
// A label ending at a colon at the start of a line: "Abitur: Gymnasium Altdorf", "nordlicht GmbH: Festanstellung".
const LABEL = /^([^:：|]{1,40}?[\p{L}).])\s*[:：]\s+(?=\S)/u;
// A spaced dash; after a closing bracket the space before it may be missing ("星河数据（Starriver, Inc.）- 金融服务").
const DASHES = /\s+(?:[–—]|-{1,2})\s+|(?<=[)）])\s*(?:[–—]|-{1,2})\s+/;
// Brazilian addresses print the state after a dash ("Igrejinha – RS", "São Paulo - SP"): one place, not two fields.
const CITY_DASH_STATE =
  /(\p{Lu}[\p{L}'’.]+(?:\s(?:d[aeo]s?\s)?\p{Lu}[\p{L}'’.]+)*)\s+[–-]\s+(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?=\s*$|\s*[,|–—)]|\s+-\s)/gu;
// "The University of Texas at Austin", "University of Illinois at Chicago": an "at" after an institution's
// name word is part of the name, not the "Title at Company" separator.
const INSTITUTION_NAME = /\b(?:university|universit[éyàäi]t?|college|institute|school|academy|polytechnic|hospital|campus|hochschule)\b/i;

/** Splits at separators, and at " at " unless the text before it names an institution. */
function splitPieces(text: string): string[] {
  return text.split(SEPARATORS).flatMap((part) => {
    const out: string[] = [];
    let rest = part;
    // "at" and its German and French forms: "Intern at Acme", "Ausbildung bei nordlicht GmbH", "Studium an der TU";
    // "Intern @ Acme".
    const AT = /\s+(?:at|bei|an der|chez|@)\s+/;
    for (let m = AT.exec(rest); m; m = AT.exec(rest)) {
      const left = rest.slice(0, m.index);
      if (INSTITUTION_NAME.test(left)) break;
      out.push(left);
      rest = rest.slice(m.index + m[0].length);
    }
    // "B.Tech. in Information Technology from Deccan Technological University": a degree from a school.
    const from = /\s+from\s+(?=\p{Lu})/u.exec(rest);
    if (from && INSTITUTION_NAME.test(rest.slice(from.index + from[0].length)) && !INSTITUTION_NAME.test(rest.slice(0, from.index))) {
      out.push(rest.slice(0, from.index));
      rest = rest.slice(from.index + from[0].length);
    }
    return [...out, rest];
  });
}

const clean = (raw: string): string =>
  collapse(raw)
    .replace(/^[,;:|()/\s–—-]+|[,;:|(/\s–—-]+$/g, "")
    .replace(/^\)|\($/g, "")
    .trim();

/**
 * "Tusla – Child and Family Agency", "Clinical Nurse Specialist – Emergency": a dash inside a name. Parts split at
 * a dash are put back together when the header names the other field elsewhere (another line or style run that is
 * not a place) and the parts are not clearly one of each kind (`split(a, b)`: title vs company, degree vs school).
 */
export function rejoinDashes(pieces: Piece[], isPlace: (t: string) => boolean, clearlyTwo: (a: string, b: string) => boolean): Piece[] {
  // "Software developer at Smart-Processing": a role before "at" names its employer after it, unless the header
  // prints that employer on its own as well (LinkedIn's "QA at Fernlo" title under a "Fernlo" company line).
  const named = (t: string) => {
    const a = t.toLowerCase();
    return pieces.some((q) => !q.dashWhole && (a.startsWith(q.text.toLowerCase()) || q.text.toLowerCase().startsWith(a)));
  };
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (!p.dashWhole) {
      out.push(p);
      continue;
    }
    let j = i;
    while (j + 1 < pieces.length && pieces[j + 1]!.dashWhole === p.dashWhole && pieces[j + 1]!.line === p.line) j++;
    const group = pieces.slice(i, j + 1);
    const others = pieces.filter((q, k) => (k < i || k > j) && !q.right && !q.label && !isPlace(q.text));
    const keep =
      group.length >= 2 &&
      others.length > 0 &&
      // (After an "at", a name with its place after a comma, "VHBU @ Mettler Toledo, China", is not a place itself.)
      !group.some((q, k) => isPlace(q.text) && !(p.atSplit && k === group.length - 1 && commaParts(q.text).length >= 2)) &&
      !group.some((a) => group.some((b) => a !== b && clearlyTwo(a.text, b.text))) &&
      !(p.atSplit && group.length === 2 && roleScore(group[0]!.text) > 0 && roleScore(group[1]!.text) <= 0 && !named(group[1]!.text));
    if (keep) out.push({ ...p, text: p.dashWhole });
    else out.push(...group);
    i = j;
  }
  return out;
}

const hasLeadingDate = (text: string) => findDate(text)?.start === 0;

interface DateChoice {
  text: string;
  line: number;
  seg: number;
  run: number;
  start: number;
  end: number;
  score: number;
}

/**
 * The header's date: a date cell of its own, else the best date inside the text. A range beats a single date and
 * a date ending its line beats one inside a note ("CTO, Quillbeam Inc. (acqui-hired in August 2021) from July’21 to
 * September’21" → the range).
 */
function chooseDate(header: Line[]): DateChoice | null {
  let best: DateChoice | null = null;
  header.forEach((l, li) => {
    l.segs.forEach((seg, si) => {
      if (isDateLike(seg.text)) {
        const cand = { text: seg.text.replace(/^[(（]|[)）]$/g, "").trim(), line: li, seg: si, run: -1, start: 0, end: 0, score: 100 - li };
        if (!best || cand.score > best.score) best = cand;
        return;
      }
      styleRuns(seg.parts).forEach((r, ri) => {
        const found = findDate(r.text);
        if (!found) return;
        const d = widenDate(r.text, found);
        const range = /[-–—~～〜]|\bto\b|\bbis\b|至/u.test(d.text) ? 4 : 0;
        const atEnd = /^[\s)）.,;|]*$/.test(r.text.slice(d.end)) && ri === styleRuns(seg.parts).length - 1 ? 2 : 0;
        const cand = {
          text: d.text.replace(/^[(（]|[)）]$/g, ""),
          line: li,
          seg: si,
          run: ri,
          start: d.start,
          end: d.end,
          score: range + atEnd + d.text.length / 100 - li * 0.01,
        };
        if (!best || cand.score > best.score) best = cand;
      });
    });
  });
  return best;
}

function styleRuns(parts: { text: string; bold: boolean; italic: boolean }[]): { text: string; bold: boolean; italic: boolean }[] {
  const runs: { text: string; bold: boolean; italic: boolean }[] = [];
  const open = (t: string) => (t.match(/[(（]/g)?.length ?? 0) > (t.match(/[)）]/g)?.length ?? 0);
  for (const p of parts) {
    const lastRun = runs[runs.length - 1];
    // A style change inside brackets ("Acme Rail (" + "Tallow Group Holdings" + ")") is not a boundary, nor
    // one at a bracket's opening when the name inside it takes the style back ("Acme Rail" + " (" + "Tallow Group)").
    const opens = open(p.text) && /^\s*[(（]/u.test(p.text);
    if (lastRun && ((lastRun.bold === p.bold && lastRun.italic === p.italic) || open(lastRun.text) || opens)) lastRun.text += p.text;
    else runs.push({ ...p });
  }
  // In Chinese or Japanese text a Latin word or number set in another font ("高级 Android 开发工程师", "51 信用卡") is
  // a font fallback, not emphasis: a run without CJK between CJK runs joins them.
  if (runs.length > 1 && runs.some((r) => CJK_CHAR.test(r.text)) && runs.every((r, i) => CJK_CHAR.test(r.text) || neighboursCjk(runs, i)))
    return [{ ...runs[0]!, text: runs.map((r) => r.text).join("") }];
  return runs;
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const neighboursCjk = (runs: { text: string }[], i: number) =>
  (i > 0 && CJK_CHAR.test(runs[i - 1]!.text)) || (i + 1 < runs.length && CJK_CHAR.test(runs[i + 1]!.text));

/**
 * A role and its employer run together in one style with nothing between them ("Kıdemli Yazılım Geliştirici FYK
 * Teknoloji", "Web Developer Dokuz Eylül University"): the split falls after the last word naming a role, when what
 * follows names none, starts with a capital and shows it is an organisation (an organisation word, or a name in
 * capitals). Null when the text gives no such boundary.
 */
export function splitRoleLead(text: string, isRole: (t: string) => boolean, isOrg: (t: string) => boolean): [string, string] | null {
  // (Text with a separator in it is split there: "Charge Nurse, Cardiac ICU" is one title over its employer's line.)
  if (/[,;|·•]/.test(text)) return null;
  const words = text.split(/\s+/).filter(Boolean);
  for (let k = words.length - 1; k >= 1; k--) {
    const head = words[k - 1]!;
    if (!isRole(head)) continue;
    const role = words.slice(0, k).join(" ");
    const rest = words.slice(k).join(" ");
    if (words.length - k > 4 || isRole(rest) || !/^\p{Lu}/u.test(rest)) return null;
    // (A grade after the role, "Data Scientist II", is no name.)
    const named = isOrg(rest) || words.slice(k).some((w) => /^\p{Lu}{2,}$/u.test(w) && !/^[IVXL]+$/.test(w));
    return named && rest.split(" ").every((w) => /^[\p{Lu}\d&]/u.test(w)) ? [role, rest] : null;
  }
  return null;
}

/** Splits header lines into text pieces (by segment, by bold/plain runs, then by separators) and takes the date out. */
/**
 * "Senior Design Engineer | Grupo Industrial" / "Norteño S.A. de C.V. | Monterrey": a name cut by a full line in a
 * narrow column continues at the start of the next line (same place, same style, no separator between).
 */
function wrapsAbove(l: Line, above: Line): boolean {
  return (
    l.segs.length === 1 &&
    above.segs.length === 1 &&
    Math.abs(l.x0 - above.x0) <= 2 &&
    l.page === above.page &&
    // (A wrapped line keeps its size: a smaller line under a title is the next field.)
    Math.abs(l.size - above.size) < 0.5 &&
    !/[|•·,;:–—-]\s*$/.test(above.text) &&
    !isDateLike(above.segs[0]!.text) &&
    // (A line that ends with its dates ended on purpose: "Harlow Solicitors Limited (April 2020 - May 2020)".)
    !(findDate(above.text) !== null && /^[\s)）]*$/.test(above.text.slice(findDate(above.text)!.end))) &&
    prevLineWasFull(above, l, 0) &&
    !hasLeadingDate(l.text)
  );
}

export function headerPieces(header: Line[]): { pieces: Piece[]; dates: string; dateLine: number } {
  const date = chooseDate(header);
  const dates = date?.text ?? "";
  const pieces: Piece[] = [];
  header.forEach((l, li) => {
    const lineStart = pieces.length;
    const above = header[li - 1];
    const wrapped = above !== undefined && wrapsAbove(l, above);
    l.segs.forEach((seg, si) => {
      if (isDateLike(seg.text)) return;
      // A location set apart on the right of a two-part line ("Acme   Berlin"); table rows with more cells have none.
      const textSegs = l.segs.filter((s) => !isDateLike(s.text)).length;
      // (A right-hand cell holding the dates and a role, "Summer 2011, Code Student", is the title, not a place.)
      const datedRole =
        date !== null &&
        date.line === li &&
        date.seg === si &&
        roleScore(seg.text.replace(date.text, " ").replace(/^[\s,;|–—-]+|[\s,;|–—-]+$/g, "")) > 0;
      // (Nor is a role set apart on the right: "WB Electronics S.A.   Starszy Inżynier Oprogramowania".)
      const right =
        si > 0 &&
        textSegs === 2 &&
        seg.x0 - l.segs[si - 1]!.x1 > 3 * seg.size &&
        seg.x0 > (l.x0 + l.colRight) / 2 &&
        !datedRole &&
        !(roleScore(seg.text) > 0 && !looksLikePlace(seg.text));
      // Runs of one style; a style change is the strongest boundary between title and company.
      styleRuns(seg.parts).forEach((r, ri) => {
        let text = r.text;
        if (date && date.line === li && date.seg === si && date.run === ri) text = `${text.slice(0, date.start)} | ${text.slice(date.end)}`;
        else {
          // Other dates in the header (a second range, a note's date) are not names either.
          const other = findDate(text);
          if (other && /[-–—]|\bto\b/.test(other.text)) text = `${text.slice(0, other.start)} | ${text.slice(other.end)}`;
        }
        const label = ri === 0 && si === 0 ? LABEL.exec(text) : null;
        if (label && !/^https?$/i.test(label[1]!)) {
          pieces.push({
            text: clean(label[1]!),
            bold: r.bold,
            italic: r.italic,
            line: li,
            right: false,
            size: l.size,
            afterDate: false,
            label: true,
          });
          text = text.slice(label[0].length);
        }
        // LinkedIn-style durations next to the dates: "(4 years 9 months)", "· 2 yrs 3 mos" (on the date's line or alone;
        // a duration inside a title stays: "Ingénieur Cloud (3 ans)").
        if (
          date &&
          (li === date.line || /^\(?\d+\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años?|meses|anos)\b/i.test(text.trim()))
        )
          text = text.replace(
            /\(?\b\d+\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años?|meses|anos)\b(?:\s*\d+\s*(?:months?|mos?|mois|monate?|meses)\b)?\)?/gi,
            " | ",
          );
        // "Web Developer Intern @Brio Analytics", "Mentor | CA | Contributor @OpenSummerOfCode": the company after an
        // "@", the title whole before it.
        const at = /\s@(?=[\p{L}\p{N}])/u.exec(text);
        const chunks = at ? [text.slice(0, at.index), `| ${text.slice(at.index + 2)}`] : [text];
        for (const chunk of chunks.flatMap((c, ci) =>
          at && ci === 0 ? [c.replace(/\s+[|•·]\s+/g, " | ").replace(/\|/g, "\u0001")] : c.split(SEPARATORS),
        )) {
          // Parts split at a dash or an "at" remember the whole, which is put back when the header names the other
          // field on a line of its own (LinkedIn's "QA at Fernlo" title under its "Fernlo" company line).
          const dashed = chunk.replace(CITY_DASH_STATE, "$1, $2").split(DASHES);
          const parts = dashed.flatMap(splitPieces);
          // (A run that opens with the "at" itself, " at Acme - Berlin", has no title in it to put back.)
          const whole = parts.length > 1 ? clean(chunk.replace(/^\s*(?:at|bei|an der|chez|@)\s+/, "")) : undefined;
          const atSplit = parts.length > dashed.length;
          for (const raw of parts) {
            const t = clean(raw).replace(/\u0001/g, "|");
            if (t && /[\p{L}\d]/u.test(t))
              pieces.push({
                text: t,
                bold: r.bold,
                italic: r.italic,
                line: li,
                right,
                size: l.size,
                afterDate: date !== null && li > date.line,
                ...(whole && whole !== t ? { dashWhole: whole, ...(atSplit ? { atSplit } : {}) } : {}),
              });
          }
        }
      });
    });
    const last = pieces[lineStart - 1];
    const first = pieces[lineStart];
    if (
      wrapped &&
      last &&
      first &&
      last.line === li - 1 &&
      last.bold === first.bold &&
      last.italic === first.italic &&
      !last.right &&
      !first.right
    ) {
      pieces.splice(lineStart - 1, 2, { ...last, text: `${last.text} ${first.text}`, dashWhole: undefined });
    }
  });
  return { pieces, dates, dateLine: date?.line ?? -1 };
}

/** Splits at commas outside brackets: "Acme Rail (Tallow Group, Inc), India" → two parts. */
export function commaParts(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if ("(（[".includes(ch)) depth++;
    if (")）]".includes(ch)) depth = Math.max(0, depth - 1);
    if ((ch === "," || ch === "，") && depth === 0 && /\s/.test(text[i + 1] ?? " ")) {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  // A legal form after a comma belongs to the name before it: "Northwind Partners, L.P.", "Quillfeather, Inc.".
  const kept: string[] = [];
  for (const part of out) {
    if (!part) continue;
    if (kept.length && BARE_LEGAL_FORM.test(part)) kept[kept.length - 1] += `, ${part}`;
    else kept.push(part);
  }
  return kept;
}
const BARE_LEGAL_FORM =
  /^(?:inc|ltd|llc|llp|l\.l\.c|l\.?p|plc|corp|gmbh|ag|s\.?a|s\.a\.s|s\.?r\.?l|b\.?v|n\.?v|pty\.? ltd|sp\.? z\s?o\.\s?o|s\.p\.a|ltda|pvt\.? ltd|sdn\.? bhd|k\.k)\.?$/i;

/**
 * A note in brackets after a company's name ("Quillbeam Inc. (acqui-hired by Printora Inc in August 2021)") or a place
 * ("(Agadir, MAROC)") is not part of the name; a second name or an acronym in brackets is ("Acme Rail (Tallow
 * Group Holdings Inc)", "Universiti Teknikal Selatan (UTS)").
 */
export function withoutNote(name: string, isPlace: (t: string) => boolean): string {
  const m = /^(.{2,}?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(name.trim());
  if (!m) return name.trim();
  const note = m[2]!.trim();
  const lowerNote = /^\p{Ll}/u.test(note) && note.split(/\s+/).length >= 3 && /\d|\p{L}{2,}ed\b|\bby\b/u.test(note);
  return lowerNote || isPlace(note) ? m[1]!.trim() : name.trim();
}
