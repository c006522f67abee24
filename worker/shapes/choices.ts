// The editor choices behind a generated resume: the resume with both versions of every item, which
// version each responsibility and the skills list uses, and the job it was tailored to. generate_pdf
// stores them with the PDF, so "Edit again" and "Duplicate" reopen the editor exactly as it was.
import { z } from "zod";
import { HEADING_LANGUAGES } from "../render/headings";
import { DESIGN_IDS, PAGE_SIZE_IDS } from "../render/theme";
import { LIMITS, editorResumeSchema, generatePdfRequestSchema } from "./resume";

/** The longest job description kept (the tailor's own bound). */
export const JOB_DESCRIPTION_CHARS = 20_000;

const mode = z.enum(["current", "suggested"]);
const modesOf = (entries: number) =>
  z
    .array(z.array(mode).max(LIMITS.itemsPerList, `must have at most ${LIMITS.itemsPerList} items`))
    .max(entries, `must have at most ${entries} entries`);

/** How the resume is printed: its design, page size and the language of its headings (absent: detected). */
const printChoices = {
  design: z.enum(DESIGN_IDS).optional(),
  page_size: z.enum(PAGE_SIZE_IDS).optional(),
  headings_language: z.enum(HEADING_LANGUAGES).optional(),
};

const matchReport = z.object({
  before: z.number(),
  after: z.number(),
  matched_keywords: z.array(z.string().max(LIMITS.shortText)).max(200),
  missing_keywords: z.array(z.string().max(LIMITS.shortText)).max(200),
});

// The job's requirements as the tailor analysed them (worker/tailor/match/job-terms.ts JobTerms), kept so a
// reopened resume shows the same requirement map without reading the posting again.
const requirementsSchema = z.object({
  terms: z
    .array(
      z.object({
        key: z.string().max(LIMITS.shortText),
        label: z.string().max(LIMITS.shortText),
        weight: z.number().finite(),
        termId: z.number().int().nonnegative().optional(),
        literals: z.array(z.string().max(LIMITS.shortText)).max(20),
        stem: z.string().max(LIMITS.shortText).optional(),
        listable: z.boolean(),
      }),
    )
    .max(60),
  totalWeight: z.number().finite(),
});

export const editorChoicesSchema = z
  .object({
    resume: editorResumeSchema,
    modes: z.object({ work: modesOf(LIMITS.workExperiences), projects: modesOf(LIMITS.projects) }),
    skills: mode,
    job_description: z.string().max(JOB_DESCRIPTION_CHARS, `must be at most ${JOB_DESCRIPTION_CHARS} characters`).optional(),
    match: matchReport.optional(),
    ...printChoices,
    requirements: requirementsSchema.optional(),
  })
  .superRefine((c, ctx) => {
    // One mode per responsibility, or the choices would not reopen the resume they describe.
    const fits = (modes: string[][], entries: { responsibilities: unknown[] }[]) =>
      modes.length === entries.length && entries.every((e, i) => modes[i]?.length === e.responsibilities.length);
    if (!fits(c.modes.work, c.resume.experiences.work_experiences) || !fits(c.modes.projects, c.resume.experiences.projects)) {
      ctx.addIssue({ code: "custom", path: ["modes"], message: "must have one mode per responsibility" });
    }
  });

export type EditorChoices = z.output<typeof editorChoicesSchema>;

/**
 * The generate_pdf body: the spec's chosen resume, plus (optionally) the choices that made it and how to print
 * it (design, page size, headings' language).
 */
export const generatePdfBodySchema = generatePdfRequestSchema.safeExtend({ choices: editorChoicesSchema.optional(), ...printChoices });
export type GeneratePdfBody = z.output<typeof generatePdfBodySchema>;

/** Reads stored choices; null when they are missing or no longer fit the shape. */
export function readChoices(json: string | null): EditorChoices | null {
  if (!json) return null;
  try {
    const parsed = editorChoicesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
