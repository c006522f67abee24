// Resume PDF → stored record. Pure: bytes in, data out; runs in workerd and in Node.
// Stages: extract (pdf.js runs) → chunks (baseline runs, page furniture dropped) → layout (columns, lines,
// bullets) → sections (headings) → entries / lists → fields. Each stage lives in its own module.
import type { StoredRecord } from "../shapes/resume.ts";
import { dropPageFurniture, medianSize, pageChunks } from "./chunks.ts";
import { contactInfo, isNameLike } from "./contact.ts";
import { type Entry, groupEntries } from "./entries.ts";
import { hasRoleWord, looksEducational } from "./lexicon.ts";
import { toEducation } from "./education.ts";
import { toProjects } from "./projects.ts";
import { toWork } from "./work.ts";
import { MAX_PDF_PAGES, extractPages, openDocument } from "./extract.ts";
import { pageLines, setPitch, shareRightMargin } from "./layout.ts";
import { listItems } from "./lists.ts";
import { entryItems } from "./others.ts";
import { ResumeRefusal, type RefusalCode } from "./refusal.ts";
import { headingKind, isMainSkillsName } from "./headings.ts";
import { splitSections } from "./sections.ts";
import { labelledName, labelledWork } from "./labelled.ts";
import { preflightPdf } from "./preflight/index.ts";
import type { Line, PageContent, Section } from "./types.ts";

export { MAX_PDF_PAGES, ResumeRefusal, type RefusalCode };
export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;

const latin1 = (bytes: Uint8Array, from: number, to: number) => {
  let s = "";
  for (let i = Math.max(0, from); i < Math.min(bytes.length, to); i++) s += String.fromCharCode(bytes[i]!);
  return s;
};

/** Cheap checks before any parsing: empty, too large, not a PDF, cut short. Throws ResumeRefusal. */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new ResumeRefusal("empty");
  if (bytes.length > MAX_PDF_BYTES) throw new ResumeRefusal("too_large");
  // The header may follow a little junk (some mailers prepend bytes); pdf.js accepts it within the first 1 KB.
  if (!latin1(bytes, 0, 1024).includes("%PDF-")) throw new ResumeRefusal("not_pdf");
  // A complete file ends with %%EOF (allowing trailing whitespace or padding); a truncated upload does not.
  if (!latin1(bytes, bytes.length - 2048, bytes.length).includes("%%EOF")) throw new ResumeRefusal("damaged");
}

/** Parses the already-extracted pages: everything after pdf.js, synchronous and deterministic. */
export function recordFromPages(pages: PageContent[]): { record: StoredRecord; warnings: string[] } {
  const warnings: string[] = [];
  const furniture: string[] = [];
  const chunksByPage = dropPageFurniture(pages, pages.map(pageChunks), furniture);
  const allChunks = chunksByPage.flat();
  const bodySize = medianSize(allChunks);
  const lines: Line[] = [];
  for (const [i, p] of pages.entries()) lines.push(...pageLines(chunksByPage[i] ?? [], p.shapes, p.rules));
  shareRightMargin(lines);
  setPitch(lines);
  const sections = splitSections(lines, bodySize);

  const record: StoredRecord = {
    personal_info: { name: "", phone: "", email: "" },
    experiences: { work_experiences: [], projects: [] },
    education: [],
    additional_information: {},
  };
  const contactLines = sections.filter((s) => s.kind === "preamble" || s.kind === "contact").flatMap((s) => s.lines);
  record.personal_info = contactInfo(contactLines, lines, furniture.join("\n"));
  const labelled = labelledName(lines);
  if (labelled && isNameLike(labelled)) record.personal_info.name = labelled;

  // The main skills list is "Technical Skills"; when the document also names its skills plainly ("Skills", "Technical
  // Skills"), a list recognised only by its form ("Programming Languages", "Physical Tools") keeps its own name.
  const plainSkills = sections.some((s) => s.kind === "skills" && headingKind(s.heading, true) === "skills" && isMainSkillsName(s.heading));
  const keyFor = (s: Section) =>
    s.kind === "skills"
      ? isMainSkillsName(s.heading) && (!plainSkills || headingKind(s.heading, true) === "skills" || !s.heading)
        ? "Technical Skills"
        : s.heading
      : s.kind === "languages"
        ? "Languages"
        : s.kind === "certifications"
          ? "Certifications"
          : s.heading;
  for (const s of sections) {
    if (s.lines.length === 0) continue;
    if (s.mixed && (s.kind === "work" || s.kind === "education")) {
      // "Education and Career": each entry goes where its words put it (a role at an organisation is a job).
      const entries = groupEntries(s.lines, s.kind, bodySize);
      const isJob = (e: Entry) => {
        const t = e.header.map((l) => l.text).join(" ");
        return hasRoleWord(t) && !looksEducational(t);
      };
      record.experiences.work_experiences.push(
        ...toWork(entries.filter(isJob)).map(({ company, title, dates, responsibilities }) => ({
          company,
          title,
          dates,
          responsibilities,
        })),
      );
      record.education.push(
        ...toEducation(entries.filter((e) => !isJob(e))).map(({ degree, institution, dates, details }) => ({
          degree,
          institution,
          dates,
          details,
        })),
      );
      continue;
    }
    if (s.kind === "work")
      record.experiences.work_experiences.push(
        ...(labelledWork(s.lines) ?? toWork(groupEntries(s.lines, "work", bodySize))).map(
          ({ company, title, dates, responsibilities }) => ({
            company,
            title,
            dates,
            responsibilities,
          }),
        ),
      );
    else if (s.kind === "projects") record.experiences.projects.push(...toProjects(groupEntries(s.lines, "projects", bodySize)));
    else if (s.kind === "education")
      record.education.push(
        ...toEducation(groupEntries(s.lines, "education", bodySize)).map(({ degree, institution, dates, details }) => ({
          degree,
          institution,
          dates,
          details,
        })),
      );
    else if (s.kind === "contact" || s.kind === "preamble") {
      // Personal-details blocks may carry list fields: "Languages Known: English, Hindi".
      const listLines = s.lines.filter((l) => {
        const label = /^([^:]{2,30}):/.exec(l.text)?.[1];
        const kind = label ? headingKind(label) : null;
        return kind === "languages" || kind === "skills" || kind === "certifications";
      });
      for (const [k, items] of Object.entries(listItems(listLines, "other", "Additional Information"))) {
        record.additional_information[k] = [...(record.additional_information[k] ?? []), ...items];
      }
    } else if (s.kind === "skills" || s.kind === "languages" || s.kind === "certifications" || s.kind === "other") {
      const entryLike = entryItems(s.lines, s.heading, s.kind, bodySize);
      if (entryLike) {
        if (entryLike.length)
          record.additional_information[keyFor(s)] = [...(record.additional_information[keyFor(s)] ?? []), ...entryLike];
        continue;
      }
      for (const [k, items] of Object.entries(listItems(s.lines, s.kind, keyFor(s)))) {
        record.additional_information[k] = [...(record.additional_information[k] ?? []), ...items];
      }
    }
  }
  if (!record.personal_info.name) warnings.push("No name found.");
  if (!record.personal_info.email) warnings.push("No e-mail address found.");
  if (!sections.some((s) => s.kind === "work" || s.kind === "education")) warnings.push("No experience or education section found.");
  return { record, warnings };
}

/** Reads a resume PDF into the stored record. Throws ResumeRefusal (with a user-facing message) when it cannot. */
export async function parseResume(
  bytes: Uint8Array,
  opts: { timeoutMs?: number } = {},
): Promise<{ record: StoredRecord; warnings: string[] }> {
  checkPdfBytes(bytes);
  // Bounds pdf.js's work before it starts: its loop cannot be interrupted inside a page (worker/parse/preflight).
  await preflightPdf(bytes);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = Date.now();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(new ResumeRefusal("timeout"));
    }, timeoutMs);
  });
  const work = (async () => {
    const doc = await openDocument(bytes);
    try {
      // `>=`: a limit of 0 fails the first check. In workerd the clock only moves on I/O, so during pure CPU work
      // the timer and this check are all there is; the platform's CPU limit bounds the rest.
      const pages = await extractPages(doc, () => expired || Date.now() - started >= timeoutMs);
      // Count readable characters only: fonts without a Unicode map yield control or private-use codes.
      const chars = pages.reduce(
        (n, p) => n + p.runs.reduce((m, r) => m + (r.blank ? 0 : r.text.replace(/[\s\p{Cc}\p{Co}\uFFFD]/gu, "").length), 0),
        0,
      );
      if (chars < 20) throw new ResumeRefusal("no_text");
      return recordFromPages(pages);
    } finally {
      void doc.loadingTask.destroy().catch(() => undefined);
    }
  })();
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
