// Section headings in the resume's own language. Each name here is one the parser's heading lexicon
// (worker/parse/headings.ts) already reads as that section, so a printed resume reads back; the test
// test/node/render/headings.test.ts holds every name to it. Languages whose five names are not all in that
// lexicon (Polish: "Wykształcenie"; Traditional Chinese: "語言能力"; Swedish; Finnish) print English headings.

import { hanFamily } from "./fonts/catalog";

export type SectionId = "education" | "work" | "projects" | "skills" | "languages";

export const HEADING_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "pt",
  "it",
  "nl",
  "cs",
  "sk",
  "ru",
  "uk",
  "el",
  "tr",
  "vi",
  "id",
  "zh",
  "ja",
  "ko",
] as const;
export type HeadingLanguage = (typeof HEADING_LANGUAGES)[number];

export const isHeadingLanguage = (v: unknown): v is HeadingLanguage =>
  typeof v === "string" && (HEADING_LANGUAGES as readonly string[]).includes(v);

interface HeadingSet {
  /** The language's own name for itself, for the editor's menu. */
  label: string;
  names: Record<SectionId, string>;
  /**
   * Whether the names may be printed in capitals. Not in Turkish: "DİLLER" folds back to "diller", and the
   * dotless ı of "Yabancı" is lost, so a parser no longer knows the heading.
   */
  caps: boolean;
}

const set = (label: string, names: [string, string, string, string, string], caps = true): HeadingSet => {
  const [education, work, projects, skills, languages] = names;
  return { label, names: { education, work, projects, skills, languages }, caps };
};

export const HEADINGS: Record<HeadingLanguage, HeadingSet> = {
  en: set("English", ["Education", "Work Experience", "Projects", "Technical Skills", "Languages"]),
  de: set("Deutsch", ["Ausbildung", "Berufserfahrung", "Projekte", "Technische Kenntnisse", "Sprachkenntnisse"]),
  fr: set("Français", ["Formation", "Expérience professionnelle", "Projets", "Compétences techniques", "Langues"]),
  es: set("Español", ["Formación académica", "Experiencia profesional", "Proyectos", "Habilidades técnicas", "Idiomas"]),
  pt: set("Português", ["Formação acadêmica", "Experiência profissional", "Projetos", "Competências técnicas", "Idiomas"]),
  it: set("Italiano", ["Istruzione", "Esperienza professionale", "Progetti", "Competenze tecniche", "Lingue"]),
  nl: set("Nederlands", ["Opleiding", "Werkervaring", "Projecten", "Technische vaardigheden", "Talen"]),
  cs: set("Čeština", ["Vzdělání", "Pracovní zkušenosti", "Projekty", "Dovednosti", "Jazyky"]),
  sk: set("Slovenčina", ["Vzdelanie", "Pracovné skúsenosti", "Projekty", "Zručnosti", "Jazyky"]),
  ru: set("Русский", ["Образование", "Опыт работы", "Проекты", "Навыки", "Языки"]),
  uk: set("Українська", ["Освіта", "Досвід роботи", "Проєкти", "Навички", "Мови"]),
  el: set("Ελληνικά", ["Εκπαίδευση", "Επαγγελματική εμπειρία", "Έργα", "Δεξιότητες", "Γλώσσες"]),
  tr: set("Türkçe", ["Eğitim", "İş Deneyimi", "Projeler", "Teknik Beceriler", "Yabancı Diller"], false),
  vi: set("Tiếng Việt", ["Học vấn", "Kinh nghiệm làm việc", "Dự án", "Kỹ năng", "Ngoại ngữ"]),
  id: set("Bahasa Indonesia", ["Pendidikan", "Pengalaman Kerja", "Proyek", "Keahlian", "Bahasa"]),
  zh: set("简体中文", ["教育经历", "工作经历", "项目经历", "专业技能", "语言能力"]),
  ja: set("日本語", ["学歴", "職務経歴", "プロジェクト", "技術スキル", "語学"]),
  ko: set("한국어", ["학력", "경력", "프로젝트", "보유기술", "외국어"]),
};

/** A heading as a design prints it: in capitals where the design and the language allow. */
export function headingText(language: HeadingLanguage, section: SectionId, caps: boolean): string {
  const h = HEADINGS[language];
  return caps && h.caps ? h.names[section].toLocaleUpperCase(language) : h.names[section];
}

/** A further section's name (the record's own key, already in the resume's language) as a design prints it. */
export function keyHeading(key: string, language: HeadingLanguage, caps: boolean): string {
  return caps && HEADINGS[language].caps ? key.toLocaleUpperCase(language) : key;
}

// Short words that are frequent in one language's prose and rare in the others'. A letter only one of these
// languages writes counts for it too (ß, ñ, ł…).
const WORDS: Array<[HeadingLanguage, string]> = [
  ["en", "the and of to in for with on by from at our an using was were into"],
  ["de", "und der die das mit für von zur zum eines einer sowie im bei auf den des wurde durch über"],
  ["fr", "et les des du pour avec une dans sur aux au la le de en par été"],
  ["es", "y los las para con del una por sobre el la de en como se"],
  ["pt", "e os as para com da do das dos uma em no na pela pelo de como"],
  ["it", "e il lo gli per con del della dei delle un una nel nella di come"],
  ["nl", "en van het een voor met op naar bij te de door werd als"],
  ["cs", "a v na pro se s z do od jako při a také"],
  ["sk", "a v na pre so s z do od ako pri a tiež"],
  ["tr", "ve bir için ile bu olarak da de en çok"],
  ["vi", "và của các cho với trong được những một có"],
  ["id", "dan yang untuk dengan di ke dari pada dalam sebagai"],
];
const LETTERS: Array<[HeadingLanguage, RegExp]> = [
  ["de", /[ßäöü]/],
  ["fr", /[èêëàâçœîôû]/],
  ["es", /[ñ¿¡]/],
  ["pt", /[ãõç]/],
  ["it", /[àèìòù]/],
  ["cs", /[řůě]/],
  ["sk", /[ľĺŕô]/],
  ["tr", /[ğşı]/],
  ["vi", /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/],
];
const WORD_SETS = WORDS.map(([lang, words]) => [lang, new Set(words.split(" "))] as const);

/**
 * The language a resume is written in, from its prose (responsibilities, summary, details, titles): the
 * script first (Greek, Cyrillic, Chinese, Japanese, Korean), then, for Latin text, frequent short words.
 * English when nothing else is clearly ahead, and for scripts whose headings the parser does not know.
 */
export function detectLanguage(texts: readonly string[]): HeadingLanguage {
  const text = texts.join("\n");
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const hangul = count(/\p{Script=Hangul}/gu);
  const han = count(/\p{Script=Han}/gu);
  const greek = count(/\p{Script=Greek}/gu);
  const cyrillic = count(/\p{Script=Cyrillic}/gu);
  const latin = count(/\p{Script=Latin}/gu);
  const other = count(/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}]/gu);
  // A Chinese, Japanese or Korean character carries about as much as a short Latin word's letters.
  const scores: Array<[string, number]> = [
    ["cjk", 3 * (kana + hangul + han)],
    ["el", greek],
    ["cyrillic", cyrillic],
    ["latin", latin],
    ["other", other],
  ];
  const [script] = scores.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (script === "cjk") {
    if (kana > 0 && kana * 10 >= han) return "ja";
    if (hangul > han) return "ko";
    return hanFamily(text) === "tc" ? "en" : "zh";
  }
  if (script === "el") return "el";
  if (script === "cyrillic") return /[іїєґІЇЄҐ]/.test(text) ? "uk" : "ru";
  if (script !== "latin") return "en";
  return latinLanguage(text);
}

function latinLanguage(text: string): HeadingLanguage {
  const tally = new Map<HeadingLanguage, number>();
  const add = (lang: HeadingLanguage, n: number) => tally.set(lang, (tally.get(lang) ?? 0) + n);
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (!word) continue;
    for (const [lang, words] of WORD_SETS) if (words.has(word)) add(lang, 1);
    for (const [lang, re] of LETTERS) if (re.test(word)) add(lang, 1);
  }
  const english = tally.get("en") ?? 0;
  let best: HeadingLanguage = "en";
  let bestScore = english;
  for (const [lang, n] of tally) if (lang !== "en" && n > bestScore) [best, bestScore] = [lang, n];
  // Another language wins only clearly: a few of its words, and well ahead of English.
  return best !== "en" && bestScore >= 4 && bestScore >= 1.3 * english ? best : "en";
}
