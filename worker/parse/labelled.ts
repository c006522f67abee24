// Resumes written as forms: "Company: Infosys Ltd.", "Designation: Senior Engineer", "Duration: 2019 – Present",
// "Name: Rahul Sharma", "Languages Known: English, Hindi" (common in India, the Gulf and in many templates).
import type { Education, WorkExperience } from "../shapes/resume.ts";
import { continues, joinWrapped } from "./blocks.ts";
import { findDate } from "./dates.ts";
import { DEGREE } from "./lexicon.ts";
import { withoutLocation } from "./work.ts";
import { collapse } from "./text.ts";
import type { Line } from "./types.ts";

const FIELD = /^\s*([\p{L}][\p{L} /&.'’()-]{1,40}?)\s*[:：]\s*(.*)$/u;

type Field = "company" | "title" | "dates" | "location" | "body" | "skip";
// (With the same labels in Portuguese, Spanish, French, German and Italian.)
const FIELDS: [RegExp, Field][] = [
  [
    /^(company|company name|employer|organi[sz]ation|firm|client|hospital|institution|empresa|empregador|empleador|entreprise|société|employeur|arbeitgeber|firma|unternehmen|azienda|datore di lavoro|회사|회사명|근무처|公司|公司名称|会社|会社名|勤務先)$/iu,
    "company",
  ],
  [
    /^(designation|title|job title|position|role|post|current designation|cargo|função|funcao|puesto|poste|fonction|stelle|funktion|ruolo|posizione|mansione|직책|직위|직무|직급|职位|职务|役職|職種)$/iu,
    "title",
  ],
  [
    /^(duration|period|dates?|tenure|from\s*[-–/]\s*to|working period|employment period|time period|período|periodo|duração|duración|durée|dauer|zeitraum|durata|기간|근무기간|재직기간|期间|时间|任职时间|期間|在籍期間)$/iu,
    "dates",
  ],
  [/^(location|place|city|local|lugar|ciudad|cidade|lieu|ville|ort|luogo|città)$/i, "location"],
  [
    /^(responsibilities|roles? (?:and|&) responsibilities|key responsibilities|job responsibilities|duties|achievements|key achievements|description|job description|담당업무|주요업무|업무|工作内容|职责|業務内容)$/iu,
    "body",
  ],
  [/^(team size|environment|technologies|tools used|project|projects?)$/i, "skip"],
];

const DATES_LABEL = FIELDS.find(([, f]) => f === "dates")![0];

function fieldOf(label: string): Field | null {
  for (const [re, f] of FIELDS) if (re.test(label.trim())) return f;
  return null;
}

// A second field label inside a line: "Cargo: Instrutor de Linux Empresa: Impacta".
const INLINE_FIELD = /\s([\p{L}][\p{L} ]{1,24}?)\s*[:：](?=\s|$)/gu;

/** The line cut before each further field label it holds (each part keeps the line's place). */
function splitInlineFields(l: Line): Line[] {
  if (l.bullet || !FIELD.test(l.text)) return [l];
  const cuts: number[] = [];
  for (const m of l.text.matchAll(INLINE_FIELD)) {
    // (The label is the last words before the colon: "… + Linux Empresa:" holds the label "Empresa".)
    const words = m[1]!.trim().split(/\s+/);
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const label = words.slice(-n).join(" ");
      const f = fieldOf(label);
      if (f && f !== "body" && f !== "skip") {
        cuts.push(m.index! + m[0].indexOf(label));
        break;
      }
    }
  }
  if (!cuts.length) return [l];
  const bounds = [0, ...cuts, l.text.length];
  return bounds.slice(1).map((end, i) => ({ ...l, text: l.text.slice(bounds[i], end).trim() }));
}

/** A work section written as labelled fields, or null when it is not one (fewer than two field labels). */
export function labelledWork(sectionLines: Line[]): WorkExperience[] | null {
  let lines = sectionLines.flatMap(splitInlineFields);
  const labelled = lines.filter((l) => {
    const m = FIELD.exec(l.text);
    return !l.bullet && m && (fieldOf(m[1]!) === "company" || fieldOf(m[1]!) === "title");
  });
  // Form-style sections open with a field ("Company: …"); a normal entry followed by "Client: …" lines is not one.
  if (labelled.length < 2 || labelled[0] !== lines[0]) {
    lines = employerOverFields(lines) ?? [];
    if (!lines.length) return null;
  }
  const out: WorkExperience[] = [];
  let cur: WorkExperience | null = null;
  let last: { line: Line; textX: number } | null = null;
  // A label whose value is on the next line ("… Empresa:" / "Impacta Tecnologia").
  let pending: Field | null = null;
  const start = () => {
    cur = { company: "", title: "", dates: "", responsibilities: [] };
    out.push(cur);
    return cur;
  };
  for (const l of lines) {
    const m = l.bullet ? null : FIELD.exec(l.text);
    const field = m ? fieldOf(m[1]!) : null;
    if (m && field) {
      const value = collapse(m[2] ?? "");
      let e: WorkExperience = cur ?? start();
      // A company label opens a new entry once the current one has its own company (or a title label repeats).
      if ((field === "company" && e.company) || (field === "title" && e.title)) e = start();
      if (field === "company") e.company = withoutLocation(value);
      else if (field === "title") e.title = value;
      else if (field === "dates") e.dates = value;
      else if (field === "body" && value) e.responsibilities.push(value);
      pending = value ? null : field;
      last = null;
      continue;
    }
    const e: WorkExperience = cur ?? start();
    if (pending === "company" || pending === "title" || pending === "dates") {
      if (pending === "company") e.company = withoutLocation(collapse(l.text));
      else if (pending === "title") e.title = collapse(l.text);
      else e.dates = collapse(l.text);
      pending = null;
      continue;
    }
    pending = null;
    const item = e.responsibilities.length ? e.responsibilities.length - 1 : -1;
    if (last && item >= 0 && continues(last.line, l, last.textX, last.line.bullet)) {
      e.responsibilities[item] = joinWrapped(e.responsibilities[item]!, l.text);
      last = { line: l, textX: last.textX };
      continue;
    }
    e.responsibilities.push(l.text);
    last = { line: l, textX: l.x0 };
  }
  return out.filter((e) => e.company || e.title || e.responsibilities.length);
}

const fieldKind = (l: Line): Field | null => {
  const m = FIELD.exec(l.text);
  return m && collapse(m[2] ?? "") ? fieldOf(m[1]!) : null;
};

/**
 * Each employer on a line of its own over its job's labelled fields, often as bullets ("Partithura - Porto Alegre"
 * over "• Cargo: Tech Lead", "• Período: Novembro 2023 - Atual", "• Descrição: …"): the lines with the employer
 * labelled and the bullets taken off the fields, or null when the section is not written so (every employer line
 * must be followed by a title or period label, two such entries at least).
 */
function employerOverFields(lines: Line[]): Line[] | null {
  const out: Line[] = [];
  const left = lines[0]?.x0 ?? 0;
  let employers = 0;
  for (const [i, l] of lines.entries()) {
    const kind = fieldKind(l);
    if (kind) {
      out.push({ ...l, bullet: false });
      continue;
    }
    const next = lines[i + 1];
    const nextKind = next ? fieldKind(next) : null;
    if (!l.bullet && Math.abs(l.x0 - left) <= 2 && (nextKind === "title" || nextKind === "dates")) {
      employers++;
      out.push({ ...l, text: `Company: ${l.text}` });
      continue;
    }
    // (Other lines continue the field above: a wrapped description.)
    if (!out.length || Math.abs(l.x0 - left) <= 2) return null;
    out.push(l);
  }
  return employers >= 2 ? out : null;
}

// An education section's field labels: the programme (major, degree) and the school.
const EDU_FIELDS: [RegExp, "degree" | "institution"][] = [
  [
    /^(major|degree|field|field of study|course|program|programme|specialization|specialisation|전공|학위|학과|专业|学位|専攻|学科|学部|curso|carrera|titulación|título|titulo|diplôme|filière|spécialité|studiengang|abschluss|fachrichtung|corso di laurea|laurea)$/iu,
    "degree",
  ],
  [
    /^(school|university|college|institution|학교|학교명|대학교|学校|院校|学校名|escuela|universidad|universidade|instituição|institución|école|établissement|université|schule|hochschule|universität|università|istituto)$/iu,
    "institution",
  ],
];
type EduField = "degree" | "institution" | "dates" | "detail";
function eduFieldOf(label: string): EduField {
  const t = label.trim();
  for (const [re, f] of EDU_FIELDS) if (re.test(t)) return f;
  return DATES_LABEL.test(t) ? "dates" : "detail";
}

/**
 * An education section written as a form: each school on a line of its own, then labelled lines ("전공: 컴퓨터공학과",
 * "기간: 2018.02 ~ 2025.02", "Major: Physics", "GPA: 3.5"). Null unless at least two lines carry a programme, school
 * or period label and every school gets one of them. Other labelled lines are the school's details, as printed.
 */
export function labelledEducation(lines: Line[]): Education[] | null {
  const out: (Education & { head: Line | null; fromLabels: boolean })[] = [];
  let known = 0;
  for (const l of lines) {
    const m = FIELD.exec(l.text);
    const value = collapse(m?.[2] ?? "");
    const field = m && value ? eduFieldOf(m[1]!) : null;
    let cur = out[out.length - 1];
    if (!field) {
      // A line deeper than its school's line continues the school's details; one at the school's depth opens a school.
      if (cur?.head && l.x0 > cur.head.x0 + 2 && cur.fromLabels) {
        cur.details.push(collapse(l.text));
        continue;
      }
      // (Its dates may share the line: "University of Vienna   2015 – 2019".)
      const text = collapse(l.text);
      const d = findDate(text);
      const institution = d
        ? collapse(`${text.slice(0, d.start)} ${text.slice(d.end)}`)
            .replace(/[,|–—-]\s*$/, "")
            .trim()
        : text;
      out.push({ degree: "", institution, dates: d?.text ?? "", details: [], head: l, fromLabels: false });
      continue;
    }
    if (field === "detail") {
      if (!cur) return null;
      cur.details.push(collapse(l.text));
      continue;
    }
    known++;
    const taken = field === "degree" ? cur?.degree : field === "dates" ? cur?.dates : cur?.institution && !cur.head;
    if (!cur || taken) {
      cur = { degree: "", institution: "", dates: "", details: [], head: null, fromLabels: true };
      out.push(cur);
    }
    if (field === "degree") cur.degree = value;
    else if (field === "dates") cur.dates = value;
    else {
      // The school named by a label: the line above it was the programme.
      if (cur.head && !cur.degree) cur.degree = cur.institution;
      cur.institution = value;
    }
    cur.fromLabels = true;
  }
  // (A school line that names its degree too, "PhD in Computer Science, Peking University", heads an ordinary entry:
  // its "Major:" line is a detail there.)
  if (known < 2 || out.some((e) => !e.fromLabels || (e.head && DEGREE.test(e.head.text)))) return null;
  return out.map(({ degree, institution, dates, details }) => ({ degree, institution, dates, details }));
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
