// Stage 5b: list sections (skills, languages, certifications, interests...) → single items.
import { continues, joinWrapped, prevLineWasFull } from "./blocks.ts";
import { isDateLike } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { collapse, titleCase } from "./text.ts";
import type { Line, SectionKind } from "./types.ts";

interface Para {
  text: string;
  bullet: boolean;
  textX: number;
  /** Where the item's bullet glyph starts (a list set inside wraps back under it). */
  glyphX?: number;
  last: Line;
  /** A label printed in its own segment before the items. */
  label?: string;
}

// "Frameworks: React, Vue" — a short label of words (no digits: "Oceanography 66: 1203" is a citation wrapping).
export const LABEL = /^([\p{L}][\p{L} &/+#.'’()（）-]{1,30}?)\s*(?::\s+|：\s*)(.+)$/u;

/**
 * The list's vertical rhythm: when items are set further apart than the lines of one item (LinkedIn's sidebar:
 * "AWS Certified Solutions Architect –" / "Associate" 13 pt apart, items 18 pt apart), the gap tells a wrapped line
 * from the next item. Null when the gaps do not fall into two groups.
 */
function rhythm(lines: Line[], labels: Set<Line>): number | null {
  const gaps: number[] = [];
  lines.forEach((l, i) => {
    const p = lines[i - 1];
    // (Group labels are set apart by their own spacing, not the items'.)
    if (p && (labels.has(p) || labels.has(l))) return;
    if (p && !l.bullet && !p.bullet && p.page === l.page && p.slot === l.slot && Number.isFinite(l.gapAbove) && l.gapAbove > 0)
      gaps.push(l.gapAbove);
  });
  if (gaps.length < 3) return null;
  const tight = Math.min(...gaps);
  // Items a modest step further apart than lines, seen at least twice (one wide gap is a break, not a rhythm).
  const loose = gaps.filter((g) => g >= 1.25 * tight && g <= 2.5 * tight);
  if (loose.length < 2 || gaps.filter((g) => g < 1.25 * tight).length === 0) return null;
  return (tight + Math.min(...loose)) / 2;
}

function paragraphs(lines: Line[], kind: SectionKind): Para[] {
  const out: Para[] = [];
  // Labels are few over many rows of items; where bold rows are common, they are the items themselves.
  const fewBold = lines.filter(allBold).length * 3 <= lines.length;
  // Group names over a skill grid ("Backend ‖ Cloud" in bold over plain item rows) label the columns; they are
  // not items (unless bold rows are common: then the bold names are the items and the plain rows their details).
  const labels = new Set(kind === "skills" && fewBold ? lines.filter((l, li) => groupLabels(l, next0(lines, li))) : []);
  const cut = rhythm(lines, labels);
  for (const [li, l] of lines.entries()) {
    if (labels.has(l)) continue;
    const last = out[out.length - 1];
    // Gaps decide where they can: a tight gap under a line that starts or centres where this one does continues it.
    if (
      cut !== null &&
      last &&
      !l.bullet &&
      !last.bullet &&
      l.page === last.last.page &&
      l.slot === last.last.slot &&
      !LABEL.test(l.text)
    ) {
      const centred = Math.abs((l.x0 + l.x1) / 2 - (last.last.x0 + last.last.x1) / 2) < 3;
      const aligned = Math.abs(l.x0 - last.textX) <= 2 || centred;
      if (aligned && l.gapAbove < cut && l.segs.length === 1 && last.last.segs.length === 1) {
        last.text = joinWrapped(last.text, l.text);
        last.last = l;
        continue;
      }
      if (l.gapAbove >= cut && l.segs.length === 1) {
        out.push({ text: l.text, bullet: false, textX: l.x0, last: l });
        continue;
      }
    }
    // A sub-heading inside a list section (Europass "Job-related skills" in its label column, items indented
    // well to its right) labels what follows; it is not an item itself.
    const next = lines[li + 1];
    if (!l.bullet && l.segs.length === 1 && next && next.x0 - l.x0 >= 2 * l.size && headingKind(l.text.replace(/:$/, "")) !== null)
      continue;
    // A hanging indent (bibliographies): a full line followed by a line indented a little to its right goes on.
    const hanging =
      last !== undefined &&
      !l.bullet &&
      !last.bullet &&
      l.page === last.last.page &&
      l.slot === last.last.slot &&
      l.x0 > last.textX + 0.8 * l.size &&
      l.x0 < last.textX + 4 * l.size &&
      l.gapAbove <= 1.45 * l.pitch &&
      prevLineWasFull(last.last, l);
    if (hanging && last) {
      last.text = joinWrapped(last.text, l.text);
      last.last = l;
      continue;
    }
    // List items may start in lower case (iOS, isiZulu, pandas): only a full previous line continues.
    if (last && !LABEL.test(l.text) && continues(last.last, l, last.textX, true, false, last.glyphX)) {
      last.text = joinWrapped(last.text, l.text);
      last.last = l;
    } else {
      const head = l.segs[0].text.replace(/:$/, "");
      const row = CELL_ROWS.reduce<Para | null>((p, read) => p ?? read(l, kind, head), null);
      if (row) {
        out.push(row);
        continue;
      }
      // Items set apart by wide gaps on one line ("pills", tab-separated skills) are separate items.
      // Each cell wraps under itself, so the next row (starting at the line's left) is not its continuation.
      if (l.segs.length > 1 && !l.segs.some((s) => /,/.test(s.text)))
        for (const s of l.segs) out.push({ text: s.text, bullet: l.bullet, textX: s.x0, last: l });
      else out.push({ text: l.text, bullet: l.bullet, textX: l.x0, glyphX: l.glyphX, last: l });
    }
  }
  return out;
}

/** A way of setting a list item in cells, and the test that pins it: the item the line makes, or null. */
type CellRow = (l: Line, kind: SectionKind, head: string) => Para | null;
const item = (l: Line, text: string, textX: number, label?: string): Para => ({ text, bullet: l.bullet, textX, last: l, label });
const words = (t: string) => t.split(" ").length;

// One row per layout (the first that matches reads the line); a line no row reads is one item, or one per cell.
const CELL_ROWS: CellRow[] = [
  // "Mother tongue(s) ‖ German", "Frameworks ‖ React, Vue": a first cell that names a section, or a short label before
  // a list, labels the rest (separators-timelines-exports.test.ts "Europass language grid inside Personal Skills").
  (l, kind, head) => {
    const short = (kind === "skills" || kind === "languages") && head.length <= 25 && !/,/.test(head) && /,/.test(l.segs[1]?.text ?? "");
    return l.segs.length === 2 && (headingKind(head) || short) ? item(l, l.text, l.segs[1]!.x0, head) : null;
  },
  // Europass grid: "Other language(s) ‖ English ‖ C1", then "German ‖ B1" on the rows below (the same test).
  (l, _kind, head) => {
    const [, s1, s2] = l.segs;
    const grid = l.segs.length === 3 && s1 && s2 && headingKind(head) === "languages";
    return grid && HUMAN_LANGUAGES.test(s1.text) && LEVEL.test(s2.text) ? item(l, `${head} ${s1.text}`, s1.x0, head) : null;
  },
  // "German ‖ B1" among skills: a spoken language and its level, filed under Languages (the same test).
  (l, kind) => {
    const [s0, s1] = l.segs;
    if (kind !== "skills" || l.segs.length !== 2 || !s0 || !s1 || !HUMAN_LANGUAGES.test(s0.text) || words(s0.text) > 2) return null;
    return LEVEL.test(s1.text) && words(s1.text) <= 4 ? item(l, `Languages ${s0.text}`, l.x0, "Languages") : null;
  },
  // "French ‖ Mother tongue", "Python ‖ Expert": a level in a column of its own is not part of the item, as a level
  // drawn as bars is not; one printed with the item, "Greek (native)", stays (lists.test.ts "drops a skill's or a
  // language's level printed in a column of its own").
  (l, kind, head) => {
    const level = l.segs[1];
    const levelled = kind === "languages" ? HUMAN_LANGUAGES.test(head) && words(head) <= 2 : kind === "skills" && words(head) <= 4;
    return l.segs.length === 2 && level && levelled && LEVEL.test(level.text) && words(level.text) <= 4 ? item(l, head, l.x0) : null;
  },
];

const allBold = (l: Line) => l.segs.every((c) => c.parts.length > 0 && c.parts.every((p) => p.bold));
const next0 = (lines: Line[], i: number) => lines[i + 1];

/** A line of short names (no list punctuation), bold over a plain row of items or set larger than it, in the same
 * column; a larger one of a single cell may centre over its row. */
function groupLabels(l: Line, next: Line | undefined): boolean {
  if (l.bullet || !next || next.slot !== l.slot || next.page !== l.page || allBold(next) || next.bullet) return false;
  const larger = l.segs.length === 1 && l.size >= 1.1 * next.size;
  if (!allBold(l) && !larger) return false;
  const centred = larger && Math.abs((l.x0 + l.x1) / 2 - (next.x0 + next.x1) / 2) < 2 * next.size;
  return l.segs.every((c) => c.text.split(/\s+/).length <= (larger ? 4 : 3) && !/[,;:|]/.test(c.text)) && (next.x0 >= l.x0 - 2 || centred);
}

// Words in front of a skill or language that say how well, not what: "Proficient in Python", "熟悉 Go".
const PREFIX =
  /^(?:(?:very\s+)?(?:proficient|fluent|skilled|experienced|expert|versed|competent)\s+(?:in|with|at)|familiar\s+with|knowledge\s+of|experience\s+(?:with|in)|working\s+knowledge\s+of|basic\s+knowledge\s+of|kenntnisse\s+in|熟练掌握|熟悉|精通|了解|掌握|熟练)\s*/iu;
const AND = /\s+(?:and|und|et|y|e|og|och|en|i|и)\s+|和|及|与/u;

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Splits "a, b; c | d" at top level (not inside parentheses). */
export function splitItems(text: string, commas: boolean, prefixes = true): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if ("([（【".includes(ch)) depth++;
    if (")]）】".includes(ch)) depth = Math.max(0, depth - 1);
    const sepHere =
      depth === 0 &&
      ((commas && (ch === "," || ch === ";" || ch === "，" || ch === "；" || ch === "、")) ||
        ch === "|" ||
        ch === "•" ||
        ch === "·" ||
        ch === "●" ||
        ch === "▪");
    if (sepHere) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  let items = out
    .map((s) =>
      collapse(s)
        .replace(/^[-–—*]\s+/, "")
        .replace(/[.;,。]$/, "")
        .replace(prefixes ? PREFIX : /^$/, ""),
    )
    // (A marker alone, "†" or "*", names nothing.)
    .filter((s) => s.length > 0 && /[\p{L}\p{N}]/u.test(s));
  // Commas split lists of short items; in a sentence, a citation or "Award, 2022" they are just punctuation. Chinese and
  // Japanese write no spaces: a text ending on a full stop with a long run of their characters is a sentence too.
  const cjkSentence = /[。！？]\s*$/u.test(text);
  const sentence = (i: string) => i.split(" ").length > 6 || (cjkSentence && (i.match(CJK_CHAR)?.length ?? 0) >= 8) || isDateLike(i);
  // A line that opens with a clause ("Proficient developing in Java, C, …", "Have used many operating systems, such
  // as …") is a sentence about skills, not a list of them.
  const words = (i: string) => i.split(/\s+/).filter(Boolean);
  const clause = (i: string) => words(i).length >= 3 && words(i).filter((w) => /^\p{Ll}/u.test(w)).length >= 2;
  const prose =
    items.length > 2 &&
    clause(items[0]!) &&
    words(text).length >= 10 &&
    items.slice(1).some((i) => /^and\s/i.test(i)) &&
    !/^\p{Lu}[\p{L} ]*:/u.test(text);
  if (commas && items.length > 1 && (items.some(sentence) || prose)) return splitItems(text, false, prefixes);
  if (!commas) return items;
  if (prefixes) items = items.flatMap(expandGroup);
  items = items.flatMap((it) => splitCompound(it));
  // The last item of a list joined by "and": "Redis, and AWS" → "AWS"; "HTML und CSS" → "HTML", "CSS".
  return items.flatMap((it, i) => {
    const lead = /^(?:and|und|et|y|e|and also|&)\s+/i.exec(it);
    if (lead && i > 0) return [it.slice(lead[0].length)];
    const parts = it.split(AND).map((p) => p.trim());
    if (
      parts.length === 2 &&
      parts.every((p) => p && (!/\s/.test(p) || mostlyHumanLanguages([p]))) &&
      (i === items.length - 1 || items.length === 1) &&
      !/[()（）]/.test(it)
    )
      return parts;
    return [it];
  });
}

/**
 * "Go/Rust/TypeScript/JavaScript" (three or more) and ".NET / C# / ASP.NET Core" (spaced) are lists; "C/C++",
 * "Git/GitHub", "TCP/IP" are one item. A CJK phrase after a Latin list is an item of its own.
 */
const CATEGORY =
  /^(?:databases?|db|dbms|os|operating systems?|frameworks?|libraries|libs|tools?|languages?|programming languages?|platforms?|cloud(?: platforms?)?|devops|front[- ]?end|back[- ]?end|web|mobile|testing|version control|ides?|technologies|tech|others?|misc(?:ellaneous)?|methodologies|concepts|software|editors?)$/i;

/**
 * "OS (Windows, Unix/Linux, Mac)" → its items; "HTML & CSS (Bootstrap, Tailwind)" → HTML, CSS and its items;
 * "Java (Core + Advance)" or "Networking (TCP/IP)" (a qualifier, not a list) stay whole.
 */
function expandGroup(item: string): string[] {
  const m = /^(.+?)\s*[(（](.+)[)）]$/u.exec(item);
  // (A language's levels are not a list: "Spanish (fluent, legal proficiency)".)
  if (!m || HUMAN_LANGUAGES.test(m[1]!)) return [item];
  const labelled = /^[\p{L} ]{2,24}:\s*/u.exec(m[2]!);
  const inner = labelled ? m[2]!.slice(labelled[0].length) : m[2]!;
  let depth = 0;
  let commas = 0;
  for (const ch of inner) {
    if ("([（".includes(ch)) depth++;
    else if (")]）".includes(ch)) depth--;
    else if (depth === 0 && (ch === "," || ch === "、")) commas++;
  }
  if (commas === 0) return [item];
  const head = m[1]!.trim();
  // A category names the list ("OS"); a labelled inner list ("Frameworks: …") or skills joined by "&" are items too;
  // otherwise the brackets qualify one item ("3D printers (FDM, SLA, SLS, MJP)").
  const joined = head.split(/\s+&\s+/);
  const several = joined.length >= 2 && joined.every((h) => !/\s/.test(h));
  if (!CATEGORY.test(head) && !labelled && !several) return [item];
  const heads = CATEGORY.test(head) ? [] : several ? joined : [head];
  return [...heads, ...splitItems(inner, true, true)];
}

function splitCompound(item: string): string[] {
  const mixed =
    /^([\p{Script=Latin}\p{N}/.+#-]+(?:\/[\p{Script=Latin}\p{N}.+#-]+)+)\s+(\S*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}].*)$/u.exec(
      item,
    );
  if (mixed) return [...splitCompound(mixed[1]!), mixed[2]!];
  // Slashes inside brackets qualify the item: "Linux (Debian / Arch)".
  if (/[()（）]/.test(item)) return [item];
  if (/\s\/\s/.test(item))
    return item
      .split(/\s+\/\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  const slash = item.split("/");
  if (slash.length >= 3 && slash.every((s) => /^[\p{L}\p{N}.+#-]{1,20}$/u.test(s))) return slash;
  return [item];
}

const HUMAN_LANGUAGES = new RegExp(
  `(?<![\\p{L}])(?:${[
    "english|french|german|spanish|portuguese|italian|dutch|flemish|swedish|norwegian|danish|finnish|icelandic|polish|czech|slovak",
    "hungarian|romanian|bulgarian|greek|turkish|russian|ukrainian|belarusian|arabic|hebrew|persian|farsi|dari|pashto|kurdish|hindi",
    "urdu|bengali|bangla|tamil|telugu|kannada|malayalam|marathi|gujarati|punjabi|odia|oriya|assamese|sindhi|konkani|maithili|nepali",
    "sinhala|sinhalese|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|lao|khmer|burmese|malay|bahasa|indonesian",
    "tagalog|filipino|swahili|kiswahili|yoruba|igbo|hausa|amharic|oromo|somali|tigrinya|kinyarwanda|shona|xhosa|zulu|wolof",
    "lingala|afrikaans|irish|gaelic|welsh|catalan|basque|galician|serbian|croatian|bosnian|slovenian|macedonian|albanian",
    "lithuanian|latvian|estonian|maltese|luxembourgish|georgian|armenian|azerbaijani|kazakh|uzbek|mongolian|latin|esperanto",
    "français|francais|anglais|allemand|espagnol|italien|portugais|arabe|chinois|japonais|russe|néerlandais|berbère|amazigh",
    "deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|arabisch|chinesisch|japanisch|russisch|türkisch|polnisch",
    "niederländisch|griechisch|koreanisch|español|inglés|ingles|francés|frances|alemán|aleman|italiano|portugués|portugues|chino",
    "árabe|japonés|ruso|português|inglês|espanhol|francês|alemão|italiano|русский|английский|немецкий|французский|украинский",
    "inglese|francese|tedesco|spagnolo|portoghese|albanese|cinese|giapponese|russo|arabo|rumeno|polacco|olandese|greco",
    "angielski|niemiecki|polski|rosyjski|francuski|hiszpański|włoski|ukraiński|engels|duits|frans|nederlands|spaans",
    "ingilizce|almanca|türkçe|fransızca|angličtina|němčina|čeština|slovenčina|albanisch|ukrainisch|tschechisch|ungarisch",
    "tiếng (?:anh|việt|nhật|trung|hàn|pháp|đức)",
  ].join(
    "|",
  )})(?![\\p{L}])|英语|英文|中文|汉语|普通话|日语|法语|德语|粤语|韩语|俄语|西班牙语|日本語|英語|中国語|韓国語|フランス語|ドイツ語`,
  "iu",
);

const LEVEL =
  /^(?:expert|master|novice|skilled|strong|familiar|native|mother tongue|first language|bilingual|fluent|proficient|advanced|upper[- ]intermediate|intermediate|basic|beginner|elementary|conversational|professional(?: working)?(?: proficiency)?|full professional proficiency|limited working proficiency|business(?: fluent)?|working knowledge|good|very good|excellent|[ABC][12](?:\s*\(.*\))?|muttersprache|fließend|fliessend|verhandlungssicher|fortgeschritten|sehr gut|gut|grundkenntnisse|gute kenntnisse|courant|natif|native|langue maternelle|bilingue|intermédiaire|débutant|notions|nativo|nativa|fluido|fluida|avanzado|intermedio|básico|basico|fluente|avançado|intermediário|母语|流利|熟练|良好|一般|ネイティブ|ビジネスレベル|日常会話)(?![\p{L}])/iu;

/** "Language · level", "Language: level", "Language – level": the line whole, or null. */
function languageWithLevel(text: string): string | null {
  const m = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[·:•|–—]|\s-)\s*(.+)$/u.exec(collapse(text));
  if (!m) return null;
  const [, language, level] = m;
  const whole = HUMAN_LANGUAGES.exec(language!);
  if (!whole || whole[0].length !== language!.length || HUMAN_LANGUAGES.test(level!)) return null;
  return LEVEL.test(level!) || level!.split(/\s+/).length <= 3 ? collapse(text) : null;
}

/** The whole text names a spoken language ("Spanish", "Tiếng Anh"). */
const isLanguageName = (text: string) => HUMAN_LANGUAGES.exec(text)?.[0].length === text.length;

const CERTIFICATE = /\b(certified|certificate|certification|licen[cs]ed?|accredited|chartered)\b/i;

const mostlyHumanLanguages = (items: string[]) => items.filter((i) => HUMAN_LANGUAGES.test(i)).length >= Math.ceil(items.length / 2);

/** Where a labelled line's items go: its label's own section when it names one, else the section's key. */
function keyForLabel(label: string, items: string[], kind: SectionKind, sectionKey: string): string {
  const lk = headingKind(label);
  // Spoken languages under any label ("Other: Fluent in English and Vietnamese") are Languages; programming
  // languages under a languages label ("Programmiersprachen: C, Bash") are skills.
  if (items.length && items.every((i) => HUMAN_LANGUAGES.test(i) && i.split(/\s+/).length <= 4) && kind !== "other") return "Languages";
  if ((lk === "languages" || kind === "languages") && !mostlyHumanLanguages(items)) return "Technical Skills";
  // "Languages: Java, Python" inside Skills are programming languages; "Mother tongue(s): German" is spoken.
  if (lk === "languages" && (kind !== "skills" || mostlyHumanLanguages(items))) return "Languages";
  if (lk === "certifications") return "Certifications";
  if (lk === "other") return titleCase(label);
  if (kind === "skills" || lk === "skills" || lk === "languages") return "Technical Skills";
  if (kind === "languages") return "Languages";
  return sectionKey;
}

const described = (value: string) =>
  !/[,;|·•、，]/u.test(value) &&
  (/^\d+(?:[.,]\d)?\+?\s*(?:years?|yrs?|months?|ans?|años|anos|jahre?n?|jaar)\b/iu.test(value) || value.trim().split(/\s+/).length >= 5);

/** Items of a list section, keyed for additional_information. Labelled lines ("Tools: a, b") lose their label. */
export function listItems(lines: Line[], kind: SectionKind, key: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (k: string, items: string[]) => {
    if (items.length) out[k] = [...(out[k] ?? []), ...items];
  };
  const splitBullets = kind === "skills" || kind === "languages";
  for (const p of paragraphs(lines, kind)) {
    // A spoken language with its level ("Français · Natif", "Inglés: Competencia profesional") is one item, and a
    // Languages item wherever it is listed.
    const spoken = languageWithLevel(p.text);
    if (spoken) {
      add(kind === "languages" ? key : "Languages", [spoken]);
      continue;
    }
    const labelled = LABEL.exec(p.text) ?? (p.label ? [p.text, p.label, p.text.slice(p.label.length).trim()] : null);
    // A spoken language labelling its level among skills ("Tiếng Pháp: đọc hiểu, viết thư ngắn"): one Languages item.
    if (labelled && kind === "skills" && isLanguageName(labelled[1].trim())) {
      add("Languages", [collapse(p.text)]);
      continue;
    }
    // In a languages section a label that names no section is a language we do not know by name ("Oekraïens:
    // Moedertaal"): the line is one item, its level kept with it.
    // (A list after the label, "Programmiersprachen: C, Bash", is not a level.)
    if (
      labelled &&
      kind === "languages" &&
      headingKind(labelled[1]) === null &&
      !/[,;/]/.test(labelled[2]) &&
      labelled[2].split(/\s+/).length <= 6
    ) {
      add(key, [collapse(p.text)]);
      continue;
    }
    // A skill with how long or how well ("Rust: 2 years", "Teamwork: leading a crew of six on night shifts"): a
    // value that is no list (a duration, or a phrase of five words or more) describes the label, one item with it.
    if (labelled && kind === "skills" && !headingKind(labelled[1]) && described(labelled[2])) {
      add(key, [collapse(p.text)]);
      continue;
    }
    if (labelled && (kind !== "other" && kind !== "certifications" ? true : headingKind(labelled[1]) !== null)) {
      const label = labelled[1].trim();
      const k = keyForLabel(label, splitItems(labelled[2], true), kind, key);
      add(k, splitItems(labelled[2], k !== "Certifications"));
      continue;
    }
    // A certificate or licence listed among skills is kept whole under Certifications.
    if (kind === "skills" && CERTIFICATE.test(p.text) && !/,.*,/.test(p.text.replace(/\([^)]*\)/g, ""))) {
      add("Certifications", [collapse(p.text).replace(/[.;]$/, "")]);
      continue;
    }
    // Citations and talks are one item each, commas and all.
    if (/publi|paper|presentation|talk|patent|conference|veröffentlich|论文|論文/i.test(key)) {
      add(key, [collapse(p.text).replace(/[;]$/, "")]);
      continue;
    }
    // A spoken language listed among skills ("Proficient in Portuguese") is a Languages item.
    const items = p.bullet && !splitBullets ? [collapse(p.text)] : splitItems(p.text, true, splitBullets);
    const spokenItem = (i: string) => kind === "skills" && isLanguageName(i.replace(/\s*[(（].*$/u, ""));
    add("Languages", items.filter(spokenItem));
    add(
      key,
      items.filter((i) => !spokenItem(i)),
    );
  }
  return out;
}
