// The resume shapes (docs/requirements.md § Data): the stored record (one per user) and the resume in the
// editor (both versions of every responsibility and of the skills list). Each shape is declared once, as a
// zod schema with its limits, and the types are inferred from it. Request bodies are checked strictly (over a
// limit or a wrong type is a 400 naming the field); rows and navigation state written earlier are read
// leniently through the same schema (`coerce`): wrong types dropped, missing lists empty, never an error.
import { z } from "zod";

/** Every bound on a resume, in one table: generous for any real resume, small enough to keep work bounded. */
export const LIMITS = {
  shortText: 300, // names, phones, e-mails, titles, companies, dates, degrees, section names
  itemText: 2_000, // one responsibility, detail or list item; the summary
  itemsPerList: 100, // responsibilities or details of one entry
  itemsPerSection: 300, // items of one additional-information section (skills, languages, …)
  workExperiences: 60,
  projects: 60,
  education: 30,
  sections: 40, // additional-information sections
  totalItems: 800, // every listed item of the whole resume (each skills list counted once)
  profileBytes: 256 * 1024, // the stored record as JSON
  roleApplied: 200,
} as const;

const short = z.string().max(LIMITS.shortText, `must be at most ${LIMITS.shortText} characters`);
const item = z.string().max(LIMITS.itemText, `must be at most ${LIMITS.itemText} characters`);
const list = (max: number) => z.array(item).max(max, `must have at most ${max} items`);
const entries = <T extends z.ZodType>(of: T, max: number) => z.array(of).max(max, `must have at most ${max} entries`);
const sectionName = z.string().min(1, "section names must not be empty").max(LIMITS.shortText);

const personalInfo = z.object({
  name: short,
  phone: short.default(""),
  email: short.default(""),
  location: short.optional(),
  linkedin: short.optional(),
  github: short.optional(),
  website: short.optional(),
  summary: item.optional(),
});

// Where an entry took place and the one link it names (a project's repository, an employer's site): optional,
// so records stored before they existed read unchanged.
const place = { location: short.optional(), link: short.optional() };

const education = z.object({
  degree: short.default(""),
  institution: short.default(""),
  dates: short.default(""),
  ...place,
  details: list(LIMITS.itemsPerList).default([]),
});

const tooMany = (total: number) => `the resume lists ${total} items; at most ${LIMITS.totalItems} are allowed`;
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------------------
// The stored record: table resumeUploaded, column experiences.

export const storedRecordSchema = z
  .object({
    personal_info: personalInfo,
    experiences: z.object({
      work_experiences: entries(
        z.object({
          company: short,
          // The stored record of the requirements names company, dates and responsibilities; the editor also uses title.
          title: short.default(""),
          dates: short,
          ...place,
          responsibilities: list(LIMITS.itemsPerList),
        }),
        LIMITS.workExperiences,
      ),
      projects: entries(z.object({ title: short, link: place.link, responsibilities: list(LIMITS.itemsPerList) }), LIMITS.projects),
    }),
    education: entries(education, LIMITS.education),
    additional_information: z.record(sectionName, list(LIMITS.itemsPerSection)),
  })
  .superRefine((r, ctx) => {
    if (Object.keys(r.additional_information).length > LIMITS.sections) {
      ctx.addIssue({ code: "custom", path: ["additional_information"], message: `must have at most ${LIMITS.sections} sections` });
    }
    const total = sum([
      ...r.experiences.work_experiences.map((w) => w.responsibilities.length),
      ...r.experiences.projects.map((p) => p.responsibilities.length),
      ...r.education.map((e) => e.details.length),
      ...Object.values(r.additional_information).map((v) => v.length),
    ]);
    if (total > LIMITS.totalItems) ctx.addIssue({ code: "custom", path: ["experiences"], message: tooMany(total) });
    if (byteLength(JSON.stringify(r)) > LIMITS.profileBytes) {
      ctx.addIssue({ code: "custom", path: [], message: `the profile must be at most ${LIMITS.profileBytes / 1024} KB` });
    }
  });

export type StoredRecord = z.output<typeof storedRecordSchema>;
export type PersonalInfo = StoredRecord["personal_info"];
export type WorkExperience = StoredRecord["experiences"]["work_experiences"][number];
export type Project = StoredRecord["experiences"]["projects"][number];
export type Education = StoredRecord["education"][number];

/** A field the parser was unsure of, for the profile screen's "Check this" marks (the upload answer's `review`). */
export interface ReviewMark {
  /** Dotted path into the stored record, e.g. "personal_info.phone" or "experiences.work_experiences.0.dates". */
  path: string;
  /** One short plain sentence for the person whose resume it is. */
  reason: string;
}

/** The optional personal-info fields, in the order a resume header prints them. */
export const PERSONAL_EXTRAS = ["location", "linkedin", "github", "website", "summary"] as const;

export const emptyRecord = (): StoredRecord => ({
  personal_info: { name: "", phone: "", email: "" },
  experiences: { work_experiences: [], projects: [] },
  education: [],
  additional_information: {},
});

/**
 * Reads a stored record defensively (a row may predate today's schema or have been edited by hand):
 * never throws; wrong types are dropped and missing lists are empty; limits are not applied.
 */
export function readStoredRecord(raw: unknown): StoredRecord {
  const strict = storedRecordSchema.safeParse(raw);
  if (strict.success) return strict.data;
  // Rows written in the editor's shape kept education under experiences; read it from there too.
  const r =
    isObject(raw) && raw.education === undefined && isObject(raw.experiences) ? { ...raw, education: raw.experiences.education } : raw;
  return coerce(storedRecordSchema, r);
}

// ---------------------------------------------------------------------------------------------------------
// The resume in the editor: navigation state, and the body of generate_pdf. 'Technical Skills' holds both
// versions, Languages is a plain list; any other section is a further list carried through.

const responsibility = z.object({ current: item, suggested: item });
const responsibilities = z.array(responsibility).max(LIMITS.itemsPerList, `must have at most ${LIMITS.itemsPerList} items`);
const sectionList = list(LIMITS.itemsPerSection);
const skillVersions = z.object({ current: sectionList, suggested: sectionList });

const editorShape = {
  personal_info: personalInfo,
  experiences: z.object({
    work_experiences: entries(
      z.object({
        title: short.default(""),
        company: short.default(""),
        dates: short.default(""),
        ...place,
        responsibilities: responsibilities.default([]),
      }),
      LIMITS.workExperiences,
    ),
    // Projects and education are sections the editor shows only when present: absent means none.
    projects: entries(
      z.object({ title: short.default(""), link: place.link, responsibilities: responsibilities.default([]) }),
      LIMITS.projects,
    ).default([]),
    education: entries(education, LIMITS.education).default([]),
  }),
  additional_information: z
    .object({ "Technical Skills": skillVersions.default({ current: [], suggested: [] }), Languages: sectionList.default([]) })
    .catchall(z.union([sectionList, skillVersions]))
    .default({ "Technical Skills": { current: [], suggested: [] }, Languages: [] }),
};

type EditorCore = { experiences: z.output<typeof editorShape.experiences>; additional_information: Record<string, unknown> };

function checkEditorResume(r: EditorCore, ctx: z.RefinementCtx) {
  if (Object.keys(r.additional_information).length > LIMITS.sections) {
    ctx.addIssue({ code: "custom", path: ["additional_information"], message: `must have at most ${LIMITS.sections} sections` });
  }
  // Each skills list counted once: the generate_pdf body sends the unchosen version empty.
  const sizeOf = (v: unknown) => (Array.isArray(v) ? v.length : isVersions(v) ? Math.max(v.current.length, v.suggested.length) : 0);
  const total = sum([
    ...r.experiences.work_experiences.map((w) => w.responsibilities.length),
    ...r.experiences.projects.map((p) => p.responsibilities.length),
    ...r.experiences.education.map((e) => e.details.length),
    ...Object.values(r.additional_information).map(sizeOf),
  ]);
  if (total > LIMITS.totalItems) ctx.addIssue({ code: "custom", path: ["experiences"], message: tooMany(total) });
}

export const editorResumeSchema = z.object(editorShape).superRefine(checkEditorResume);

/** The generate_pdf body: the editor resume with each unchosen version sent empty, and the role applied for. */
export const generatePdfRequestSchema = z
  .object({
    ...editorShape,
    role_applied: z.string().max(LIMITS.roleApplied, `must be at most ${LIMITS.roleApplied} characters`).optional(),
  })
  .superRefine(checkEditorResume);

export type EditorResume = z.output<typeof editorResumeSchema>;
export type GeneratePdfRequest = z.output<typeof generatePdfRequestSchema>;
export type EditorWorkExperience = EditorResume["experiences"]["work_experiences"][number];
export type EditorProject = EditorResume["experiences"]["projects"][number];
export type Responsibility = z.output<typeof responsibility>;
export type SkillVersions = z.output<typeof skillVersions>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isVersions = (v: unknown): v is SkillVersions => isObject(v) && Array.isArray(v.current) && Array.isArray(v.suggested);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

/**
 * Reads an editor resume defensively (navigation state, a saved draft): null when it is not one at all,
 * otherwise every field filled and wrong types dropped. A bare string is an item with no suggestion, and no
 * suggestion means the current text, so the default mode (suggested) never blanks an item.
 */
export function readEditorResume(raw: unknown): EditorResume | null {
  if (!isObject(raw) || !isObject(raw.experiences)) return null;
  const asResponsibility = (r: unknown) => {
    if (typeof r === "string") return { current: r, suggested: r };
    const o = isObject(r) ? r : {};
    const current = typeof o.current === "string" ? o.current : "";
    return { current, suggested: (typeof o.suggested === "string" && o.suggested) || current };
  };
  const asVersions = (v: unknown): SkillVersions => {
    if (Array.isArray(v)) return { current: strings(v), suggested: strings(v) };
    const o = isObject(v) ? v : {};
    const current = strings(o.current);
    const suggested = strings(o.suggested);
    return { current, suggested: suggested.length ? suggested : current };
  };
  const entriesOf = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : []);
  const withItems = (e: Record<string, unknown>) => ({
    ...e,
    responsibilities: (Array.isArray(e.responsibilities) ? e.responsibilities : []).map(asResponsibility),
  });
  const info = isObject(raw.additional_information) ? raw.additional_information : {};
  const additional: Record<string, unknown> = {
    "Technical Skills": asVersions(info["Technical Skills"]),
    Languages: strings(info.Languages),
  };
  for (const [k, v] of Object.entries(info)) {
    // A further section is a plain list; given both versions, the suggested one is kept.
    if (k !== "Technical Skills" && k !== "Languages") additional[k] = Array.isArray(v) ? strings(v) : asVersions(v).suggested;
  }
  return coerce(editorResumeSchema, {
    ...raw,
    experiences: {
      work_experiences: entriesOf(raw.experiences.work_experiences).map(withItems),
      projects: entriesOf(raw.experiences.projects).map(withItems),
      education: raw.experiences.education,
    },
    additional_information: additional,
  });
}

// ---------------------------------------------------------------------------------------------------------

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/**
 * Fits `value` to a schema's structure without its limits: strings stay strings (else ""), lists drop what
 * does not fit, objects keep their known keys, absent fields take their defaults. The schema is the only
 * description of the shape, so the lenient readers above cannot drift from the strict ones.
 */
export function coerce<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return conform(defOf(schema), value).value as z.output<S>;
}

function conform(def: Def, v: unknown): { ok: boolean; value: unknown } {
  switch (def.type) {
    case "string":
      return typeof v === "string" ? { ok: true, value: v } : { ok: false, value: "" };
    case "default":
    case "prefault":
      if (v === undefined) return { ok: true, value: structuredClone(def.defaultValue) };
      return conform(defOf(def.innerType), v);
    case "optional":
      if (v === undefined) return { ok: true, value: undefined };
      return conformOr(defOf(def.innerType), v, undefined);
    case "array": {
      if (!Array.isArray(v)) return { ok: false, value: [] };
      const el = defOf(def.element);
      return {
        ok: true,
        value: v
          .map((x) => conform(el, x))
          .filter((r) => r.ok)
          .map((r) => r.value),
      };
    }
    case "object": {
      if (!isObject(v)) return { ok: false, value: conform(def, {}).value };
      const out: Record<string, unknown> = {};
      const shape = def.shape as Record<string, unknown>;
      for (const [k, s] of Object.entries(shape)) out[k] = conform(defOf(s), v[k]).value;
      if (def.catchall) {
        const extra = defOf(def.catchall);
        for (const [k, x] of Object.entries(v))
          if (!(k in shape)) {
            const r = conform(extra, x);
            if (r.ok) out[k] = r.value;
          }
      }
      return { ok: true, value: out };
    }
    case "record": {
      if (!isObject(v)) return { ok: false, value: {} };
      const val = defOf(def.valueType);
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const r = conform(val, x);
        if (r.ok) out[k] = r.value;
      }
      return { ok: true, value: out };
    }
    case "union":
      for (const option of def.options as unknown[]) {
        const r = conform(defOf(option), v);
        if (r.ok) return r;
      }
      return { ok: false, value: undefined };
    case "pipe":
      return conform(defOf(def.in), v);
    default:
      return { ok: true, value: v };
  }
}

function conformOr(def: Def, v: unknown, fallback: unknown): { ok: boolean; value: unknown } {
  const r = conform(def, v);
  return r.ok ? r : { ok: true, value: fallback };
}

/** Job-match figures of a tailoring result (0–100 coverage of the job's key terms). */
export interface MatchReport {
  before: number;
  after: number;
  matched_keywords: string[];
  missing_keywords: string[];
}

export function byteLength(s: string): number {
  return new TextEncoder().encode(s).byteLength;
}
