// Maps the stored profile onto the editor shape: protected fields copied as they are, education moved
// under experiences, skill-like sections merged into 'Technical Skills', Languages kept, every other
// additional section carried through unchanged so nothing the user had disappears.

import { type EditorResume, PERSONAL_EXTRAS, type StoredRecord } from "../shapes/resume";
import { findTerms } from "./lexicon/vocabulary";

export type SectionKind = "skills" | "languages" | "other";

const SKILL_SECTION_RE =
  /skill|competenc|tools?\b|software|technolog|tech stack|stack|programming|frameworks?|platforms?|expertise|proficienc|librar|databases?|methodolog|capabilit|strengths|qualifications summary/i;
const LANGUAGE_SECTION_RE = /^\s*(?:spoken\s+|human\s+|foreign\s+)?languages?(?:\s+spoken)?\s*$/i;

export function classifySection(name: string, items: readonly string[]): SectionKind {
  if (LANGUAGE_SECTION_RE.test(name)) {
    // Parsers often file "Languages: Python, Go" under Languages: if most items are technologies, it is a skills list.
    const list = splitSkillItems(items);
    const tech = list.filter((item) => findTerms(item).some((h) => h.term.kind === "t")).length;
    return list.length > 0 && tech * 2 > list.length ? "skills" : "languages";
  }
  if (/language/i.test(name) && /programming|coding|computer|scripting/i.test(name)) return "skills";
  return SKILL_SECTION_RE.test(name) ? "skills" : "other";
}

/** Splits "Python, Go; SQL" and "Cloud: AWS, GCP" into single skills; commas inside parentheses stay. */
export function splitSkillItems(items: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    let text = String(item ?? "");
    // "Cloud: AWS, GCP" → the label goes, the list stays.
    const colon = /^([^:,()]{1,30}):\s*(.+)$/.exec(text);
    if (colon && /[,;|]/.test(colon[2]!)) text = colon[2]!;
    let depth = 0;
    let part = "";
    const flush = () => {
      const s = part
        .replace(/\s+/g, " ")
        .replace(/^[\s\-–•·*]+|[\s.]+$/g, "")
        .trim();
      part = "";
      if (!s) return;
      const key = s.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      out.push(s);
    };
    for (const ch of text) {
      if (ch === "(" || ch === "[") depth++;
      if (ch === ")" || ch === "]") depth = Math.max(0, depth - 1);
      if (depth === 0 && /[,;|•·\n]/.test(ch)) flush();
      else part += ch;
    }
    flush();
  }
  return out;
}

export interface AdditionalParts {
  skills: string[];
  languages: string[];
  /** Section name → items, unchanged, in the profile's order. */
  other: Record<string, string[]>;
}

export function partitionAdditional(additional: StoredRecord["additional_information"] | undefined): AdditionalParts {
  const skillItems: string[] = [];
  const languageItems: string[] = [];
  const other: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(additional ?? {})) {
    const items = Array.isArray(raw) ? raw.map((x) => String(x ?? "")) : typeof raw === "string" ? [raw] : [];
    const kind = classifySection(name, items);
    if (kind === "skills") skillItems.push(...items);
    else if (kind === "languages") languageItems.push(...items.map((s) => s.trim()).filter(Boolean));
    else if (name !== "Technical Skills" && name !== "Languages") other[name] = [...items];
  }
  return { skills: splitSkillItems(skillItems), languages: dedupe(languageItems), other };
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((s) => {
    const k = s.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const str = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : String(v));
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
/** An entry's optional place and link, carried only when they hold text (so the PDF can print them). */
const placeOf = (e: { location?: unknown; link?: unknown } | undefined) => ({
  ...(str(e?.location) ? { location: str(e?.location) } : {}),
  ...(str(e?.link) ? { link: str(e?.link) } : {}),
});

/**
 * The editor shape with every suggestion equal to the current text: the starting point both engines
 * fill in, and the fallback when a suggestion is rejected. Tolerates missing or malformed parts.
 */
export function editorSkeleton(profile: StoredRecord): EditorResume {
  const parts = partitionAdditional(profile.additional_information);
  const resume: EditorResume = {
    personal_info: {
      name: str(profile.personal_info?.name),
      phone: str(profile.personal_info?.phone),
      email: str(profile.personal_info?.email),
      // The optional extras travel unchanged (tailoring never touches personal details).
      ...Object.fromEntries(
        PERSONAL_EXTRAS.flatMap((k) => {
          const v = str(profile.personal_info?.[k]);
          return v ? [[k, v]] : [];
        }),
      ),
    },
    experiences: {
      work_experiences: (profile.experiences?.work_experiences ?? []).map((w) => ({
        title: str(w?.title),
        company: str(w?.company),
        dates: str(w?.dates),
        ...placeOf(w),
        responsibilities: strList(w?.responsibilities).map((r) => ({ current: r, suggested: r })),
      })),
      projects: (profile.experiences?.projects ?? []).map((p) => ({
        title: str(p?.title),
        ...(str(p?.link) ? { link: str(p?.link) } : {}),
        responsibilities: strList(p?.responsibilities).map((r) => ({ current: r, suggested: r })),
      })),
      education: (profile.education ?? []).map((e) => ({
        degree: str(e?.degree),
        institution: str(e?.institution),
        dates: str(e?.dates),
        ...placeOf(e),
        details: strList(e?.details),
      })),
    },
    additional_information: {
      "Technical Skills": { current: parts.skills, suggested: [...parts.skills] },
      Languages: parts.languages,
    },
  };
  for (const [name, items] of Object.entries(parts.other)) resume.additional_information[name] = items;
  return resume;
}

/** Everything the profile says about the candidate (personal info excluded): the evidence base. */
export function profileText(profile: StoredRecord): string {
  const parts: string[] = [];
  for (const w of profile.experiences?.work_experiences ?? []) parts.push(str(w?.title), ...strList(w?.responsibilities));
  for (const p of profile.experiences?.projects ?? []) parts.push(str(p?.title), ...strList(p?.responsibilities));
  for (const e of profile.education ?? []) parts.push(str(e?.degree), str(e?.institution), ...strList(e?.details));
  for (const items of Object.values(profile.additional_information ?? {})) parts.push(...strList(items));
  return parts.filter(Boolean).join(" ;\n");
}
