// Resumes written as forms: "Company: Infosys Ltd.", "Designation: Senior Engineer", "기간: 2019 – Present",
// "전공: 컴퓨터공학과" (common in India, Korea, the Gulf and in many templates). The line model reads which lines are
// header lines; in a form the label, not the layout, says which field a value is. Each label is a row of FIELDS, and
// one reader serves work and education sections: a field read twice opens the next entry.
import type { Education, WorkExperience } from "../shapes/resume.ts";
import { continues, joinWrapped } from "./blocks.ts";
import { findDate } from "./dates.ts";
import { DEGREE } from "./lexicon.ts";
import { withoutLocation } from "./work.ts";
import { collapse } from "./text.ts";
import type { Line } from "./types.ts";

const FIELD = /^\s*([\p{L}][\p{L} /&.'’()-]{1,40}?)\s*[:：]\s*(.*)$/u;

/** `head` is the field of an entry's unlabelled first line (the employer, the school); `skip` drops the line. */
type Field = "head" | "title" | "degree" | "dates" | "body" | "detail" | "skip";
type Kind = "work" | "education";
const COMPANY =
  /^(company|company name|employer|organi[sz]ation|firm|client|hospital|institution|empresa|empregador|empleador|entreprise|société|employeur|arbeitgeber|firma|unternehmen|azienda|datore di lavoro|회사|회사명|근무처|公司|公司名称|会社|会社名|勤務先)$/iu;
const SCHOOL =
  /^(school|university|college|institution|학교|학교명|대학교|学校|院校|学校名|escuela|universidad|universidade|instituição|institución|école|établissement|université|schule|hochschule|universität|università|istituto)$/iu;
// The labels, in the languages the lexicons know (Portuguese, Spanish, French, German, Italian, Korean, Chinese,
// Japanese), and the field each names in a work and in an education section.
const FIELDS: [RegExp, Record<Kind, Field>][] = [
  [COMPANY, { work: "head", education: "detail" }],
  [SCHOOL, { work: "head", education: "head" }],
  [
    /^(designation|title|job title|position|role|post|current designation|cargo|função|funcao|puesto|poste|fonction|stelle|funktion|ruolo|posizione|mansione|직책|직위|직무|직급|职位|职务|役職|職種)$/iu,
    { work: "title", education: "detail" },
  ],
  [
    /^(duration|period|dates?|tenure|from\s*[-–/]\s*to|working period|employment period|time period|período|periodo|duração|duración|durée|dauer|zeitraum|durata|기간|근무기간|재직기간|期间|时间|任职时间|期間|在籍期間)$/iu,
    { work: "dates", education: "dates" },
  ],
  [
    /^(major|degree|field|field of study|course|program|programme|specialization|specialisation|전공|학위|학과|专业|学位|専攻|学科|学部|curso|carrera|titulación|título|titulo|diplôme|filière|spécialité|studiengang|abschluss|fachrichtung|corso di laurea|laurea)$/iu,
    { work: "detail", education: "degree" },
  ],
  [/^(location|place|city|local|lugar|ciudad|cidade|lieu|ville|ort|luogo|città)$/i, { work: "skip", education: "detail" }],
  [
    /^(responsibilities|roles? (?:and|&) responsibilities|key responsibilities|job responsibilities|duties|achievements|key achievements|description|descrição|descripción|job description|담당업무|주요업무|업무|工作内容|职责|業務内容)$/iu,
    { work: "body", education: "detail" },
  ],
  [/^(team size|environment|technologies|tools used|project|projects?)$/i, { work: "skip", education: "detail" }],
];

/** The field a label names in a section of this kind; null for a label no row knows. */
function fieldOf(label: string, kind: Kind): Field | null {
  const row = FIELDS.find(([re]) => re.test(label.trim()));
  return row ? row[1][kind] : kind === "education" ? "detail" : null;
}

/** An entry field: the fields that make a section a form (body and detail labels are common in ordinary entries). */
const ENTRY_FIELDS: ReadonlySet<Field> = new Set(["head", "title", "degree", "dates"]);

// A second field label inside a line: "Cargo: Instrutor de Linux Empresa: Impacta".
const INLINE_FIELD = /\s([\p{L}][\p{L} ]{1,24}?)\s*[:：](?=\s|$)/gu;

/** The line cut before each further entry-field label it holds (each part keeps the line's place). */
function splitInlineFields(l: Line, kind: Kind): Line[] {
  if (!FIELD.test(l.text)) return [l];
  const cuts: number[] = [];
  for (const m of l.text.matchAll(INLINE_FIELD)) {
    // (The label is the last words before the colon: "… + Linux Empresa:" holds the label "Empresa".)
    const words = m[1]!.trim().split(/\s+/);
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const label = words.slice(-n).join(" ");
      const f = FIELDS.find(([re]) => re.test(label))?.[1][kind];
      if (f && ENTRY_FIELDS.has(f)) {
        cuts.push(m.index! + m[0].indexOf(label));
        break;
      }
    }
  }
  const bounds = [0, ...cuts, l.text.length];
  return bounds.slice(1).map((end, i) => ({ ...l, text: l.text.slice(bounds[i], end).trim() }));
}

interface FormEntry {
  head: string;
  title: string;
  degree: string;
  dates: string;
  items: string[];
  /** The unlabelled line the entry opened with, if any. */
  headLine?: Line;
  labelled: boolean;
}

/** A labelled line's field and value (the value may be empty: then it is on the next line). */
function labelOf(l: Line, kind: Kind): { field: Field; value: string } | null {
  const m = FIELD.exec(l.text);
  const field = m ? fieldOf(m[1]!, kind) : null;
  // (A bullet carries a field only under a label of one: "• Result: fewer outages" is a sentence.)
  if (!m || !field || (l.bullet && !FIELDS.some(([re]) => re.test(m[1]!.trim())))) return null;
  return { field, value: collapse(m[2] ?? "") };
}

/** A section written as a form, entry by entry; null unless it is one (see `formEntries` callers). */
function formEntries(sectionLines: Line[], kind: Kind): FormEntry[] | null {
  const lines = sectionLines.flatMap((l) => splitInlineFields(l, kind));
  const out: FormEntry[] = [];
  let pending: Field | null = null;
  let last: { line: Line; textX: number } | null = null;
  const open = (): FormEntry => {
    const e: FormEntry = { head: "", title: "", degree: "", dates: "", items: [], labelled: false };
    out.push(e);
    return e;
  };
  let known = 0;
  for (const [i, l] of lines.entries()) {
    const got = labelOf(l, kind);
    let e = out[out.length - 1];
    // An unlabelled line right over an entry field's label opens an entry: the employer or the school (its dates may
    // share the line, "University of Vienna   2015 – 2019").
    const next = lines[i + 1] && labelOf(lines[i + 1]!, kind);
    if (!got && !pending && !l.bullet && next && ENTRY_FIELDS.has(next.field) && (next.field !== "head" || kind === "education")) {
      const text = collapse(l.text);
      const d = findDate(text);
      e = open();
      e.headLine = l;
      e.head = d ? collapse(`${text.slice(0, d.start)} ${text.slice(d.end)}`).replace(/[,|–—-]\s*$/, "") : text;
      e.dates = d?.text ?? "";
      last = null;
      continue;
    }
    if (got) {
      const { field, value } = got;
      pending = value || field === "detail" ? null : field;
      last = null;
      if (field === "skip") continue;
      if (field === "detail" || field === "body") {
        if (!e) return null;
        if (value || field === "detail") e.items.push(field === "detail" ? collapse(l.text) : value);
        continue;
      }
      known++;
      // A field read twice opens the next entry; a labelled school under a school line renames that line the programme.
      const taken = e && (field === "head" ? e.head && !(kind === "education" && e.headLine && !e.degree) : e[field]);
      if (!e || taken) e = open();
      if (field === "head" && e.headLine && !e.degree) e.degree = e.head;
      e.labelled = true;
      if (value) e[field] = value;
      continue;
    }
    if (!e) e = open();
    if (pending && pending !== "body") {
      e[pending as "head" | "title" | "degree" | "dates"] = collapse(l.text);
      pending = null;
      continue;
    }
    pending = null;
    const item = e.items.length - 1;
    if (last && item >= 0 && continues(last.line, l, last.textX, last.line.bullet)) {
      e.items[item] = joinWrapped(e.items[item]!, l.text);
      last = { line: l, textX: last.textX };
    } else {
      e.items.push(kind === "education" ? collapse(l.text) : l.text);
      last = { line: l, textX: l.x0 };
    }
  }
  // A form: two entry fields labelled at least, every entry opened by a label or a line over one, and (education) no
  // school line that names its degree too ("PhD in Physics, Peking University" over "Major: …" is an ordinary entry).
  const opened = out.every((e) => e.labelled) && (!!out[0]?.headLine || !!labelOf(lines[0]!, kind));
  if (known < 2 || !opened || (kind === "education" && out.some((e) => e.headLine && DEGREE.test(e.headLine.text)))) return null;
  return out;
}

/** A work section written as labelled fields, or null when it is not one. */
export function labelledWork(lines: Line[]): WorkExperience[] | null {
  const entries = lines.length ? formEntries(lines, "work") : null;
  return entries
    ? entries.map((e) => ({ company: withoutLocation(e.head), title: e.title, dates: e.dates, responsibilities: e.items }))
    : null;
}

/** An education section written as a form (a school, then "Major:", "기간:", "GPA:" lines), or null. */
export function labelledEducation(lines: Line[]): Education[] | null {
  const entries = lines.length ? formEntries(lines, "education") : null;
  return entries ? entries.map((e) => ({ degree: e.degree, institution: e.head, dates: e.dates, details: e.items })) : null;
}

// "Name:", "Full name:" and the same label in other languages (氏名 / 名前 Japanese, 姓名 Chinese, 이름 / 성명 Korean,
// Spanish, French, Portuguese).
const NAME_LABEL =
  /^\s*(?:(?:full\s+)?name|氏名|名前|お名前|姓名|이름|성명|nombre(?:\s+completo)?|nom(?:\s+complet)?|nome(?:\s+completo)?)\s*[:：]\s*(.+)$/iu;

// A form that asks for the given name and the family name apart: "Vorname / Nachname", "Prénom / Nom",
// "First name / Last name", "Nombre / Apellidos", "Nome / Sobrenome".
const GIVEN_LABEL = /^\s*(?:vorname|prénom|prenom|first\s+name|given\s+name|nombre|nome)\s*[:：]?\s*$/iu;
const FAMILY_LABEL =
  /^\s*(?:nachname|familienname|name|nom(?:\s+de\s+famille)?|last\s+name|surname|family\s+name|apellidos?|sobrenome|apelido)\s*[:：]?\s*$/iu;

/** A label and its value on one page-1 line: "Vorname: Daniel", "Vorname      Daniel". */
function labelValue(l: Line): [string, string] | null {
  if (l.segs.length === 2) return [l.segs[0].text, l.segs[1]!.text.trim()];
  const m = /^([^:：]{2,20})[:：]\s*(.+)$/u.exec(l.text);
  return m ? [m[1]!, m[2]!.trim()] : null;
}

/** "Name: Rahul Sharma" on page 1, if the resume labels its name. */
export function labelledName(lines: Line[]): string {
  const page1 = lines.filter((l) => l.page === 0);
  // Given and family name on consecutive labelled lines, in either order.
  for (const [i, l] of page1.entries()) {
    const a = labelValue(l);
    const b = page1[i + 1] && labelValue(page1[i + 1]!);
    if (!a?.[1] || !b?.[1]) continue;
    if (GIVEN_LABEL.test(a[0]) && FAMILY_LABEL.test(b[0])) return collapse(`${a[1]} ${b[1]}`);
    if (FAMILY_LABEL.test(a[0]) && GIVEN_LABEL.test(b[0])) return collapse(`${b[1]} ${a[1]}`);
  }
  for (const l of lines) {
    if (l.page !== 0) break;
    // (Or in a form's two columns without a colon: "Name      Markus Berger".)
    // (Two words at least there, or a name in Han or Hangul: a table's "Name   Description" header is no name.)
    const value = l.segs[1]?.text.trim() ?? "";
    const twoColumns = l.segs.length === 2 && (/\S\s+\S/.test(value) || /^[\p{Script=Han}\p{Script=Hangul}]+$/u.test(value));
    const m = NAME_LABEL.exec(l.text) ?? (twoColumns ? NAME_LABEL.exec(`${l.segs[0].text.trim()}: ${value}`) : null);
    // (A reading or a note in brackets after the name, "田辺龍(たなべりょう)", is not part of it.)
    if (m) return collapse(m[1]!.replace(/\s*[(（][^()（）]*[)）]\s*$/u, ""));
  }
  return "";
}
