// Education entries → fields: degree vs institution by degree and school words, grades split off the degree line,
// a degree or school printed as the entry's first bullet taken into its field, a school listing several degrees
// giving one entry per degree.
import type { LineRole } from "./roles/types.ts";
import type { Entry, Item } from "./types.ts";
import type { Education } from "../shapes/resume.ts";
import { isDateLike } from "./dates.ts";
import { DEGREE, eduScore, INSTITUTION, looksEducational, looksLikePlace } from "./lexicon.ts";
import { commaParts, headerPieces, type Piece, rejoinDashes, withoutNote } from "./pieces.ts";
import { collapse } from "./text.ts";
import { bodyItems, IN_UNIT, withoutPlaces } from "./work.ts";

export interface EducationField extends Education {
  /** Degree and institution were told apart by position only (no degree or school word on either). */
  byPosition: boolean;
}

// A grade printed with the degree or the school: "- 96%", "9.28 CGPA", "(GPA: 3.259/4.0)", ", CGPA: 3.76", "8A’s",
// "Note: 1,7", ", Final grade 1.3", ", Abschlussnote 1,5", " 均分80分".
const GRADE =
  /(?:^|\s*[,;–—-]\s*|\s+|\s*[(（])((?:平均|均分|平均分|绩点|成绩)\s*[:：]?\s*\d+(?:\.\d+)?\s*分?|(?:(?:final|average|overall|cumulative|mean)\s+)?(?:c?gpa|cgpa|cpi|spi|grade|grades|percentage|marks|score|note|abschlussnote|gesamtnote|durchschnittsnote|notendurchschnitt|moyenne|nota|media|mention)\s*[:\-–]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?(?:\s*%)?|\d+(?:[.,]\d+)?\s*(?:%|cgpa|gpa|cpi|\/\s*10(?:\.0)?|\/\s*4(?:\.0)?|\/\s*5(?:\.0)?|\/\s*20)(?:\s*(?:cgpa|gpa))?|\d{1,2}\s?A\+?['’]?s|first class(?: with distinction)?|distinction|summa cum laude|magna cum laude|cum laude)[)）]?\s*$/iu;

const GRADE_WORD = /^(?:(?:final|average|overall|cumulative)\s+)?(?:c?gpa|cpi|grade|grades|note|moyenne|nota|media|średnia)$/iu;
const GRADE_LINE = /^(?:(?:final|average|overall|cumulative)\s+)?(?:c?gpa|cpi|grade|grades|note|moyenne|nota|media|średnia)\s*[:：]/iu;

/** Splits a grade off the end of a degree line: "Class XII - 96%" → ["Class XII", "96%"]. */
export function splitGrade(text: string): [string, string] | null {
  const m = GRADE.exec(text);
  if (!m || m.index === 0) return null;
  const rest = text.slice(0, m.index).trim();
  if (!/\p{L}{2}/u.test(rest)) return null;
  return [rest.replace(/[\s,;(（–—-]+$/u, "").trim(), m[1]!.trim()];
}

/**
 * The institution without a trailing town: "Deccan Technological University, Guntur",
 * "Universiti Teknikal Selatan (UTS), Batu Pahat, Johor". "University of California, Davis" keeps its campus: a name
 * that starts with the institution word ("University of …") goes on after the comma.
 */
function withoutTown(inst: string): string {
  const t = withoutNote(inst, looksLikePlace);
  const parts = commaParts(t);
  if (parts.length < 2) return withoutInTown(t);
  const head = parts[0]!;
  const ofForm =
    /^(?:the\s+)?(?:university|universidad|universidade|université|università|universität|college|institute|school)\s+(?:of|de|do|da|di|del|für)\b/i.test(
      head,
    );
  const placeLike = parts
    .slice(1)
    .every((p) => /^\p{Lu}[\p{L}.'’ -]{1,30}$/u.test(p) && p.split(/\s+/).length <= 3 && !INSTITUTION.test(p));
  return withoutInTown(INSTITUTION.test(head) && placeLike && (!ofForm || parts.length >= 3) ? head : t);
}

/** "Kaiserin-Gymnasium in Bad Homburg", "Escola Técnica in Recife": an institution without the town after "in". */
function withoutInTown(inst: string): string {
  const m = /^(.+?)\s+in\s+(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)$/u.exec(inst);
  return m && INSTITUTION.test(m[1]!) && !INSTITUTION.test(m[2]!) ? m[1]! : inst;
}

/** One entry's degree, institution and details from its header pieces. */
function fromPieces(
  main: Piece[],
  details: string[],
  roles: LineRole[] = [],
): { degree: string; institution: string; byPosition: boolean } {
  let degree = "";
  let institution = "";
  let byPosition = false;
  // Where the words do not tell degree and school apart, the line reader's reading of their lines does (it weighs
  // the line's look and place against the section's other entries): a degree line reads as a title, a school's as an
  // organisation.
  const readAs = (p: Piece, role: LineRole) => roles[p.line] === role;
  if (main.length === 1) {
    const only = main[0]!.text;
    if (eduScore(only) < 0) institution = only;
    else degree = only;
    byPosition = eduScore(only) === 0;
  } else if (main.length >= 2) {
    const c = main.slice(0, 3);
    let di = 0;
    // The most degree-like piece; of two, the fuller one.
    c.forEach((p, i) => {
      const better =
        eduScore(p.text) > eduScore(c[di]!.text) ||
        (eduScore(p.text) === eduScore(c[di]!.text) && eduScore(p.text) > 0 && p.text.length > c[di]!.text.length);
      if (better) di = i;
    });
    degree = c[di]!.text;
    const rest = c.filter((_, i) => i !== di);
    let inst = rest[0]!;
    for (const r of rest) if (eduScore(r.text) < eduScore(inst.text)) inst = r;
    const tied = eduScore(inst.text) === eduScore(c[di]!.text) && inst.line !== c[di]!.line;
    if (tied && readAs(c[di]!, "organisation") && readAs(inst, "title")) [di, inst] = [c.indexOf(inst), c[di]!];
    degree = c[di]!.text;
    institution = inst.text;
    byPosition = eduScore(degree) <= 0 && eduScore(institution) >= 0;
    // Pieces beyond degree and institution (a GPA, honours) printed in the header are details.
    // (A short form of the degree printed beside the school, "DUT" or "Diplôme d'ingénieur", is not a detail.)
    const squash = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    const initials = (degree.match(/\p{Lu}/gu) ?? []).join("");
    const extras = main.filter(
      (p) =>
        p !== c[di] &&
        p !== inst &&
        !squash(degree).startsWith(squash(p.text)) &&
        !(p.text.length <= 5 && initials.startsWith(p.text.replace(/\W/g, ""))),
    );
    details.unshift(...extras.map((p) => p.text));
  }
  return { degree, institution, byPosition };
}

// Labels of a degree's own lists.
const LIST_LABEL =
  /^(?:(?:relevant|selected|key|main)\s+)?(?:course\s*work|courses?|modules|subjects|classes|thesis|honou?rs|awards|activities|achievements|projects|publications|kurse|cours|asignaturas|disciplinas|materias)\s*:?$/i;

// A degree named by its level alone, with no field.
const BARE_DEGREE =
  /^(?:ph\.?\s?d\.?|d\.?phil\.?|m\.?\s?sc\.?|b\.?\s?sc\.?|m\.?\s?s\.?|b\.?\s?s\.?|b\.?\s?a\.?|m\.?\s?a\.?|m\.?\s?eng\.?|b\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|mba|bachelor(?:'?s)?|master(?:'?s)?|doctorate|licence|licenciatura|diplom|magister|bakalář|magistr)$/i;

/** Depth of a body item in a nested list: its text start, compared with the other items. */
const indentOf = (it: Item) => it.textX;

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** An entry's body without list labels over nested items, and without the date a detail carries in the date column. */
function withCleanBody(entry: Entry): Entry {
  // A label over nested items ("• Course Work" over "◦ Compilers"): the items are details, the label is not one.
  // A detail dated in the date column ("1.2017 ‖ Thesis – …") is printed without its date.
  return {
    ...entry,
    body: entry.body
      .filter((it, i) => {
        const next = entry.body[i + 1];
        return !(LIST_LABEL.test(collapse(it.text)) && next !== undefined && next.textX > it.textX + 4);
      })
      .map((it) => {
        const [date, second] = (it.first ?? it.last).segs;
        return second && isDateLike(date.text) && it.text.startsWith(date.text)
          ? { ...it, text: it.text.slice(date.text.length).trim() }
          : it;
      }),
  };
}

interface Reading {
  main: Piece[];
  details: string[];
  fields: Piece[];
  dates: string;
}

const STATUS = /^(?:graduated|completed|abgeschlossen|conclu[íi]d[oa]|수료|졸업|재학|毕业|卒業|修了)$/iu;

/** The header's pieces: the main ones (degree, school), the details they carry (grades, a field), the dates. */
function readPieces(e: Entry): Reading {
  const split = headerPieces(e.header);
  const dates = split.dates;
  // When another line names the degree in full, "EST Oulmes - Diplôme d'ingénieur" is a school and a short degree.
  const fullDegreeElsewhere = split.pieces.some((p) => !p.dashWhole && DEGREE.test(p.text));
  const rejoined = rejoinDashes(
    split.pieces,
    looksLikePlace,
    (a, b) => (eduScore(a) > 0 && eduScore(b) < 0) || (fullDegreeElsewhere && eduScore(a) > 0 !== eduScore(b) > 0),
  );
  // A field in another style right after a bare degree ("Ph.D." + " in Computer Science") is part of the degree.
  const pieces: Piece[] = [];
  for (const p of rejoined) {
    const prev = pieces[pieces.length - 1];
    if (prev && prev.line === p.line && !prev.right && !p.right && IN_UNIT.test(p.text) && BARE_DEGREE.test(prev.text))
      pieces[pieces.length - 1] = { ...prev, text: `${prev.text} ${p.text}` };
    else pieces.push(p);
  }
  // A grade on a header line of its own ("GPA: 3.4/4.0") is a detail, never the degree.
  const gradeLines = new Set(pieces.filter((p) => p.label && GRADE_WORD.test(p.text)).map((p) => p.line));
  const grades = pieces.filter((p) => !p.right && (gradeLines.has(p.line) || GRADE_LINE.test(p.text)));
  // The field after the school in a style of its own ("PhD, McMaster University" + " in Biochemistry") is a detail.
  const fields = pieces.filter((p) => p !== pieces[0] && !p.right && IN_UNIT.test(p.text));
  let main = withoutPlaces(pieces.filter((p) => !p.right && !grades.includes(p) && !fields.includes(p)));
  if (main.filter((p) => !p.label).length >= 2) main = main.filter((p) => !p.label);
  // A completion status in a column of its own ("수료", "Graduated") is a detail, neither degree nor school.
  const status = main.filter((p) => STATUS.test(p.text));
  main = main.filter((p) => !status.includes(p));
  const details = [...status.map((p) => p.text), ...fields.map((p) => p.text.replace(/^in\s+/u, "")), ...bodyItems(e)];
  for (const l of gradeLines) {
    const [label, ...values] = grades.filter((p) => p.line === l).map((p) => p.text);
    details.push(values.length ? `${label}: ${values.join(" ")}` : label!);
  }
  details.push(...grades.filter((p) => !gradeLines.has(p.line)).map((p) => p.text));
  // A grade set in the date column ("90.56% | 2022") is a detail.
  for (const p of pieces) if (p.right && /^\d+(?:[.,]\d+)?\s*(?:%|\/\s*\d+|cgpa|gpa)/i.test(p.text)) details.push(p.text);
  return { main, details, fields, dates };
}

/** Main pieces that hold two fields in one ("School (Degree)", "学校 专业", "Degree, School") split in two. */
function splitJoinedFields(r: Reading): void {
  let { main } = r;
  const { details, fields } = r;
  // "KVT's SIET (Western State University) (3rd Year Bachelor's in CS)": a degree in brackets after the school.
  if (main.length === 1) {
    const m = /^(.+?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(main[0]!.text);
    if (m && DEGREE.test(m[2]!) && !DEGREE.test(m[1]!) && (INSTITUTION.test(m[1]!) || m[1]!.split(/\s+/).length >= 3))
      main = [
        { ...main[0]!, text: m[1]!.trim() },
        { ...main[0]!, text: m[2]!.trim() },
      ];
  }
  // A list of schools with no header ("• Pell-Harmon Institute of Technology (Dayton, OH) - Computer Science
  // major"): the first item is the entry's header.
  if (!main.length && details.length && looksEducational(details[0]!) && details[0]!.length < 140) {
    const first = details.shift()!;
    main = first
      .split(/\s+[-–—|]\s+/)
      .map((text, i) => ({ text, bold: false, italic: false, line: 0, right: false, size: 0, afterDate: false, ...(i ? {} : {}) }));
  }
  // "浙江传媒学院 电子信息工程 本科": a Chinese or Japanese line spaces the school apart from the degree.
  if (main.length === 1 && CJK_CHAR.test(main[0]!.text)) {
    const words = main[0]!.text.split(/\s+/).filter(Boolean);
    const school = words.findIndex((w) => INSTITUTION.test(w) && !DEGREE.test(w));
    if (words.length >= 2 && school >= 0 && words.some((w, i) => i !== school && CJK_CHAR.test(w)))
      main = [
        { ...main[0]!, text: words[school]! },
        { ...main[0]!, text: words.filter((_, i) => i !== school).join(" ") },
      ];
  }
  // "PhD, McMaster University" over a line of its own ("Laboratory of Dr. …"): the first piece names both, the rest
  // are details.
  if (main.length >= 2) {
    const parts = commaParts(main[0]!.text);
    if (parts.length === 2 && DEGREE.test(parts[0]!) && INSTITUTION.test(parts[1]!) && !DEGREE.test(parts[1]!)) {
      details.splice(fields.length, 0, ...main.slice(1).map((p) => p.text));
      main = [main[0]!];
    }
  }
  // "Degree, Institution" in one style: split at the comma unless it only separates the institution's city.
  if (main.length === 1) {
    const parts = commaParts(main[0]!.text);
    // "Bachelors of Science, Zoology, University of Montrose": the degree runs up to the part naming the school.
    const at = parts.findIndex((p) => INSTITUTION.test(p) && !DEGREE.test(p));
    if (at > 0 && parts.slice(0, at).some((p) => DEGREE.test(p)))
      main = [
        { ...main[0]!, text: parts.slice(0, at).join(", ") },
        { ...main[0]!, text: parts.slice(at).join(", ") },
      ];
    // "Technische Universität München, Physik Master": the school first, the degree after the comma.
    else if (at === 0 && parts.slice(1).some((p) => DEGREE.test(p) && !INSTITUTION.test(p)))
      main = [
        { ...main[0]!, text: parts[0]! },
        { ...main[0]!, text: parts.slice(1).join(", ") },
      ];
    else if (parts.length >= 2) {
      const [a, ...restParts] = parts;
      const b = restParts.join(", ");
      // "Master of Science, Computer Science" over the school's own line: the comma is inside the degree.
      const school = details[0] ?? "";
      const fieldOfDegree =
        DEGREE.test(a!) && !looksEducational(b) && INSTITUTION.test(school) && !DEGREE.test(school) && school.length < 90;
      if (!fieldOfDegree && eduScore(a!) >= eduScore(b) && eduScore(a!) >= 0 && (eduScore(a!) > 0 || eduScore(b) < 0 || parts.length === 2))
        main = [
          { ...main[0]!, text: a! },
          { ...main[0]!, text: b },
        ];
    }
  }
  r.main = main;
}

/** The degree and school from the main pieces, with grades, years and degree lines below the header put right. */
function degreeAndSchool(e: Entry, r: Reading) {
  const { main, details } = r;
  let { dates } = r;
  const got = fromPieces(main, details, e.roles);
  let { degree, institution } = got;
  // A grade or a year after the school: "Karlsgymnasium Pasing, Abschlussnote 1,5", "Brooklyn College, 1990".
  const schoolGrade = institution ? splitGrade(institution) : null;
  if (schoolGrade && INSTITUTION.test(schoolGrade[0])) {
    institution = schoolGrade[0];
    details.unshift(schoolGrade[1]);
  }
  // A labelled detail after the school: "University of Montrose, Concentrations: Marine Ecology, Geology".
  const schoolLabel = /^(.*\S)\s*[,;]\s+(\p{Lu}[\p{L}’' ]{2,30}[:：]\s*\S.*)$/u.exec(institution);
  if (schoolLabel && INSTITUTION.test(schoolLabel[1]!) && !INSTITUTION.test(schoolLabel[2]!.split(/[:：]/)[0]!)) {
    institution = schoolLabel[1]!;
    details.unshift(schoolLabel[2]!);
  }
  const schoolYear = /^(.*\S)\s*,\s*((?:19|20)\d\d)$/u.exec(institution);
  if (schoolYear && !dates && INSTITUTION.test(schoolYear[1]!)) {
    institution = schoolYear[1]!;
    dates = schoolYear[2]!;
  }
  // A header naming neither degree nor school ("Year Up") over a degree line ("Certificate of Completion in …"):
  // the header is the school.
  const below = details[0] ?? "";
  if (
    got.byPosition &&
    main.length === 1 &&
    degree &&
    !institution &&
    DEGREE.test(below) &&
    !INSTITUTION.test(below) &&
    below.length < 120 &&
    below === collapse(e.body[0]?.text ?? "")
  ) {
    institution = degree;
    const [deg, ...more] = degreeLine(details.shift()!);
    degree = deg!;
    details.unshift(...more);
  }
  // A grade printed on the degree line is a detail.
  const graded = degree ? splitGrade(degree) : null;
  if (graded) {
    degree = graded[0];
    details.unshift(graded[1]);
  }
  r.dates = dates;
  return { degree, institution, byPosition: got.byPosition };
}

/** The school in the header and its degrees as bullets: one entry per degree, or null when the body is not that. */
function degreesAsBullets(e: Entry, degree: string, institution: string, dates: string): EducationField[] | null {
  // The school named in the header, the degrees as its bullets ("• B.S. Physics, College of Liberal Arts" with
  // nested details): one entry per degree; a single degree or school bullet fills the missing field.
  const degreeItems = e.body.filter((it, i) => !degree && DEGREE.test(it.text) && it.text.length < 120 && (i === 0 || it.bullet));
  if (!degree && institution && degreeItems.length >= 2 && degreeItems[0] === e.body[0]) {
    const base = indentOf(degreeItems[0]!);
    const sameLevel = e.body.filter((it) => Math.abs(indentOf(it) - base) < 2);
    if (sameLevel.every((it) => degreeItems.includes(it))) {
      const split: EducationField[] = [];
      for (const [k, it] of sameLevel.entries()) {
        const next = sameLevel[k + 1];
        const from = e.body.indexOf(it);
        const to = next ? e.body.indexOf(next) : e.body.length;
        const sub = e.body.slice(from + 1, to).map((b) => collapse(b.text));
        const [deg, ...more] = degreeLine(it.text);
        split.push({ degree: deg!, institution: withoutTown(institution), dates, details: [...more, ...sub], byPosition: false });
      }
      return split;
    }
  }
  return null;
}

/** Last fixes: a bold first item as the programme, a bare degree and its field, a degree or school line below. */
function fillFromBody(e: Entry, main: Piece[], details: string[], got: { degree: string; institution: string; byPosition: boolean }) {
  let { degree, institution } = got;
  // "John Doe Academy ‖ 2017 – 2018" over a bold bullet "• Full Stack Development": a header naming neither degree
  // nor school, with a short bold first item, is the school and the item its programme.
  const firstText = collapse(e.body[0]?.text ?? "");
  const firstLine = e.body[0]?.first;
  const boldField =
    (firstLine?.segs.every((sg) => sg.parts.every((pt) => pt.bold)) ?? false) &&
    firstText.split(/\s+/).length <= 8 &&
    !/[.!?;:]$/.test(collapse(firstLine?.text ?? "").replace(/\b\p{L}{1,5}\.$/u, "")) &&
    details[0] === firstText;
  if (boldField && main.length === 1 && eduScore(main[0]!.text) <= 0 && (got.byPosition || !degree)) {
    institution = main[0]!.text;
    degree = details.shift()!;
  }
  // A bare degree ("PhD", "MSc") over its field on a line of its own ("Computer Science"): one degree, as printed.
  const field = e.body[0];
  if (
    BARE_DEGREE.test(degree) &&
    field &&
    !field.bullet &&
    field.text === field.last.text &&
    details[0] === collapse(field.text) &&
    /^\p{Lu}/u.test(field.text) &&
    field.text.split(/\s+/).length <= 5 &&
    !/[.,;:!?]$/.test(field.text) &&
    !INSTITUTION.test(field.text) &&
    !DEGREE.test(field.text) &&
    !splitGrade(`x ${field.text}`) &&
    !/\d/.test(field.text)
  )
    degree = `${degree} ${details.shift()!}`;
  if (!degree && details.length && DEGREE.test(details[0]!) && details[0]!.length < 120) {
    const [deg, ...more] = degreeLine(details.shift()!);
    degree = deg!;
    details.unshift(...more);
  }
  if (!institution && degree && details.length && INSTITUTION.test(details[0]!) && details[0]!.length < 90 && !DEGREE.test(details[0]!))
    institution = details.shift()!;
  return { degree, institution };
}

// A completion label before the year or after the school ("graduated: 2011", "Escola X – concluído em"): not part of
// either field. Only past forms: an expected date keeps its label ("Expected May 2027").
const DONE = String.raw`(?<!\p{L})(?:graduated|completed|finished|conclu[íi]d[oa]|termin[ée]e?|abgeschlossen)(?:\s+(?:in|on|em|en|le|am))?`;
const DONE_LEAD = new RegExp(`^${DONE}\\s*[:：]?\\s*(?=\\S)`, "iu");
const DONE_TAIL = new RegExp(`[\\s.,;]*(?:[–—-]\\s*)?${DONE}\\s*[:：]?\\s*$`, "iu");
const withoutDone = (dates: string) => {
  const rest = dates.replace(DONE_LEAD, "");
  return rest !== dates && isDateLike(rest) ? rest : dates;
};

export function toEducation(entries: Entry[]): EducationField[] {
  const out: EducationField[] = [];
  for (const entry of entries) {
    const e = withCleanBody(entry);
    const r = readPieces(e);
    splitJoinedFields(r);
    const got = degreeAndSchool(e, r);
    const { main, details, dates } = r;
    const perDegree = degreesAsBullets(e, got.degree, got.institution, dates);
    if (perDegree) {
      out.push(...perDegree);
      continue;
    }
    const { degree, institution } = fillFromBody(e, main, details, got);
    if (!degree && !institution && details.length === 0) {
      // A date line alone under an entry printed without dates (a school set as a bullet) is that entry's.
      const prev = out[out.length - 1];
      if (dates && prev && !prev.dates) prev.dates = dates;
      continue;
    }
    const school = withoutTown(institution.replace(DONE_TAIL, ""));
    out.push({ degree, institution: school, dates: withoutDone(dates), details, byPosition: got.byPosition });
  }
  return out;
}

/**
 * A degree printed as a line of its own: "B.S. Mechanical Engineering, Maseeh College of Engineering" → degree and a
 * detail (the college, once the school is known); "Diploma in Computer Science, CGPA: 3.76" → degree and its grade.
 */
function degreeLine(text: string): string[] {
  const t = collapse(text);
  const graded = splitGrade(t);
  const [head, grade] = graded ?? [t, ""];
  const parts = commaParts(head);
  const out =
    parts.length >= 2 && INSTITUTION.test(parts.slice(1).join(", ")) && !INSTITUTION.test(parts[0]!)
      ? [parts[0]!, parts.slice(1).join(", ")]
      : [head];
  if (grade) out.push(grade);
  return out;
}
