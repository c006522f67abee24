// The stored resume record as the API accepts it: the SPEC's shape (section 3) with bounds the spec leaves
// open, so one request can neither bloat a row nor smuggle in other types. Generous enough for any real resume.
import { z } from "zod";
import type { StoredRecord } from "../shapes/resume";

export const PROFILE_MAX_BYTES = 256 * 1024;

export const LIMITS = {
  shortText: 300, // names, phones, e-mails, titles, companies, dates, degrees, section names
  itemText: 2000, // one responsibility / detail / skill
  itemsPerList: 100, // responsibilities or details of one entry
  workExperiences: 60,
  projects: 60,
  education: 30,
  sections: 40, // additional-information section names
  itemsPerSection: 300,
} as const;

const shortText = z.string().max(LIMITS.shortText, `must be at most ${LIMITS.shortText} characters`);
const itemText = z.string().max(LIMITS.itemText, `must be at most ${LIMITS.itemText} characters`);
const list = (max: number) => z.array(itemText).max(max, `must have at most ${max} items`);

export const personalInfoSchema = z.object({
  name: shortText,
  phone: shortText,
  email: shortText,
  location: shortText.optional(),
  linkedin: shortText.optional(),
  github: shortText.optional(),
  website: shortText.optional(),
  summary: itemText.optional(),
});

export const workExperienceSchema = z.object({
  company: shortText,
  // The stored record of the spec names only company/dates/responsibilities; the editor also uses title.
  title: shortText.default(""),
  dates: shortText,
  responsibilities: list(LIMITS.itemsPerList),
});

export const projectSchema = z.object({ title: shortText, responsibilities: list(LIMITS.itemsPerList) });

export const educationSchema = z.object({
  degree: shortText,
  institution: shortText,
  dates: shortText,
  details: list(LIMITS.itemsPerList),
});

export const storedRecordSchema = z
  .object({
    personal_info: personalInfoSchema,
    experiences: z.object({
      work_experiences: z.array(workExperienceSchema).max(LIMITS.workExperiences, `must have at most ${LIMITS.workExperiences} entries`),
      projects: z.array(projectSchema).max(LIMITS.projects, `must have at most ${LIMITS.projects} entries`),
    }),
    education: z.array(educationSchema).max(LIMITS.education, `must have at most ${LIMITS.education} entries`),
    additional_information: z
      .record(z.string().min(1, "section names must not be empty").max(LIMITS.shortText), list(LIMITS.itemsPerSection))
      .refine((r) => Object.keys(r).length <= LIMITS.sections, `must have at most ${LIMITS.sections} sections`),
  })
  .refine((r) => byteLength(JSON.stringify(r)) <= PROFILE_MAX_BYTES, {
    message: `the profile must be at most ${PROFILE_MAX_BYTES / 1024} KB`,
  }) satisfies z.ZodType<StoredRecord, unknown>;

export const putProfileSchema = z.object({
  profile: storedRecordSchema,
  version: z.number().int("must be an integer").min(0, "must be 0 or more"),
});

export function byteLength(s: string): number {
  return new TextEncoder().encode(s).byteLength;
}
