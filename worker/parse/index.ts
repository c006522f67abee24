// Resume PDF → stored record. Pure: bytes in, data out; runs in workerd and in Node.
// Stages: extract (pdf.js runs) → chunks (baseline runs, page furniture dropped) → layout (columns, lines,
// bullets) → sections (headings) → entries / lists → fields. Each stage lives in its own module.
import { LIMITS, type ReviewMark, type StoredRecord } from "../shapes/resume.ts";
import { dropPageFurniture, medianSize, pageChunks, plainWhenAllBold } from "./chunks.ts";
import { contactInfo, isNameLike } from "./contact.ts";
import { type Entry, groupEntries } from "./entries.ts";
import { hasRoleWord, looksEducational } from "./lexicon.ts";
import { toEducation } from "./education.ts";
import { toProjects } from "./projects.ts";
import { toWork } from "./work.ts";
import { MAX_PDF_PAGES, extractPages, openDocument } from "./extract.ts";
import { pageLines, setPitch, shareRightMargin } from "./layout.ts";
import { listItems, trailingLabelledLists } from "./lists.ts";
import { entryItems } from "./others.ts";
import { ResumeRefusal, type RefusalCode } from "./refusal.ts";
import { headingKind, isMainSkillsName } from "./headings.ts";
import { splitSections } from "./sections.ts";
import { labelledEducation, labelledName, labelledWork } from "./labelled.ts";
import { forgetTextMemos } from "./text.ts";
import { joinWrapped } from "./blocks.ts";
import { preflightPdf } from "./preflight/index.ts";
import { type ParseNotes, reviewMarks } from "./review.ts";
import type { Line, PageContent, Section } from "./types.ts";

export { MAX_PDF_PAGES, ResumeRefusal, type RefusalCode, type ReviewMark };

/** What the parser returns: the record, notes for the log, and the fields a person should check first. */
export interface ParseResult {
  record: StoredRecord;
  warnings: string[];
  review: ReviewMark[];
}
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

/** A summary's lines as one text: wrapped lines joined, a bullet or a wide gap starting a new paragraph. */
function joinParagraphs(lines: Line[]): string {
  let out = "";
  let prev: Line | undefined;
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    const fresh = !prev || l.bullet || l.page !== prev.page || l.gapAbove > 1.6 * l.pitch;
    out = !out ? text : fresh ? `${out}\n${text}` : joinWrapped(out, text);
    prev = l;
  }
  return out;
}

/** The reading stages after pdf.js: chunks (page furniture dropped), then each page's lines in reading order. */
export function linesFromPages(pages: PageContent[]): { lines: Line[]; bodySize: number; furniture: string[] } {
  forgetTextMemos();
  const furniture: string[] = [];
  const chunksByPage = dropPageFurniture(pages, pages.map(pageChunks), furniture);
  const allChunks = chunksByPage.flat();
  plainWhenAllBold(allChunks);
  const bodySize = medianSize(allChunks);
  const lines: Line[] = [];
  for (const [i, p] of pages.entries()) lines.push(...pageLines(chunksByPage[i] ?? [], p.shapes, p.rules));
  shareRightMargin(lines);
  setPitch(lines);
  return { lines, bodySize, furniture };
}

/** Parses the already-extracted pages: everything after pdf.js, synchronous and deterministic. */
export function recordFromPages(pages: PageContent[]): ParseResult {
  const warnings: string[] = [];
  const { lines, bodySize, furniture } = linesFromPages(pages);
  const sections = splitSections(lines, bodySize);

  const record: StoredRecord = {
    personal_info: { name: "", phone: "", email: "" },
    experiences: { work_experiences: [], projects: [] },
    education: [],
    additional_information: {},
  };
  const notes: ParseNotes = { work: [], nameByPosition: false, entriesByContent: [], unknownSections: [] };
  const contactLines = sections.filter((s) => s.kind === "preamble" || s.kind === "contact").flatMap((s) => s.lines);
  record.personal_info = contactInfo(contactLines, lines, furniture.join("\n"));
  const labelled = labelledName(lines);
  if (labelled && isNameLike(labelled)) record.personal_info.name = labelled;
  else if (record.personal_info.name) {
    // A name set larger, bolder or in capitals stands out; one in the body's plain style was picked by place alone.
    const name = record.personal_info.name;
    const nameLine = lines.find((l) => l.page === 0 && l.text.startsWith(name.split(" ")[0]!));
    const part = nameLine?.segs[0].parts[0];
    notes.nameByPosition = !!nameLine && nameLine.size <= bodySize * 1.1 && !part?.bold && name !== name.toUpperCase();
  }
  const workNote = (n: number, note: ParseNotes["work"][number]) => {
    for (let i = 0; i < n; i++) notes.work.push(note);
  };
  // An entry section with no heading we know was filed by what its entries look like.
  const byContent = (s: Section, path: string, field: string) => {
    if (headingKind(s.heading) !== s.kind) notes.entriesByContent.push(`${path}.${field}`);
  };

  // The main skills list is "Technical Skills"; when the document also names its skills plainly ("Skills", "Technical
  // Skills"), a list recognised only by its form ("Programming Languages", "Physical Tools") keeps its own name.
  const plainSkills = sections.some((s) => s.kind === "skills" && headingKind(s.heading, true) === "skills" && isMainSkillsName(s.heading));
  // Group names set smaller under a skills heading ("Skills" › "Test Tools", "Linux Admin"): the same list.
  const skillGroup = new Set<Section>();
  let skillsParent: Section | undefined;
  for (const s of sections) {
    const h = s.headingLine;
    const p = skillsParent?.headingLine;
    if (h && p && h.slot === p.slot && h.size <= p.size - 2 && (s.kind === "skills" || s.kind === "other") && !headingKind(s.heading, true))
      skillGroup.add(s);
    else skillsParent = s.kind === "skills" && headingKind(s.heading, true) === "skills" ? s : undefined;
  }
  const keyFor = (s: Section) =>
    skillGroup.has(s)
      ? "Technical Skills"
      : s.kind === "skills"
        ? isMainSkillsName(s.heading) && (!plainSkills || headingKind(s.heading, true) === "skills" || !s.heading)
          ? "Technical Skills"
          : s.heading
        : s.kind === "languages"
          ? "Languages"
          : s.kind === "certifications"
            ? s.heading || "Certifications"
            : s.heading;
  for (const s of sections) {
    if (s.lines.length === 0) continue;
    try {
      if (s.mixed && (s.kind === "work" || s.kind === "education")) {
        // "Education and Career": each entry goes where its words put it (a role at an organisation is a job).
        const entries = groupEntries(s.lines, s.kind, bodySize);
        const isJob = (e: Entry) => {
          const t = e.header.map((l) => l.text).join(" ");
          return hasRoleWord(t) && !looksEducational(t);
        };
        const jobs = toWork(entries.filter(isJob));
        notes.work.push(...jobs.map(({ evidence, inherited }) => ({ evidence, inherited })));
        record.experiences.work_experiences.push(
          ...jobs.map(({ company, title, dates, responsibilities }) => ({ company, title, dates, responsibilities })),
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
      if (s.kind === "work") {
        const at = record.experiences.work_experiences.length;
        // Labelled rows ("Employer: …", "Position: …") name each field: as sure as words can be.
        const labelledJobs = labelledWork(s.lines);
        const jobs = labelledJobs ?? toWork(groupEntries(s.lines, "work", bodySize));
        if (labelledJobs) workNote(labelledJobs.length, { evidence: "words", inherited: false });
        else notes.work.push(...(jobs as ReturnType<typeof toWork>).map(({ evidence, inherited }) => ({ evidence, inherited })));
        record.experiences.work_experiences.push(
          ...jobs.map(({ company, title, dates, responsibilities }) => ({ company, title, dates, responsibilities })),
        );
        if (jobs.length) byContent(s, `experiences.work_experiences.${at}`, "title");
      } else if (s.kind === "projects") {
        const at = record.experiences.projects.length;
        const projects = toProjects(groupEntries(s.lines, "projects", bodySize));
        record.experiences.projects.push(...projects);
        if (projects.length) byContent(s, `experiences.projects.${at}`, "title");
      } else if (s.kind === "education") {
        const at = record.education.length;
        // Labelled rows ("Major: …", "Period: …") name each field, as in a labelled work section.
        const schools = labelledEducation(s.lines) ?? toEducation(groupEntries(s.lines, "education", bodySize));
        record.education.push(...schools.map(({ degree, institution, dates, details }) => ({ degree, institution, dates, details })));
        if (schools.length) byContent(s, `education.${at}`, "degree");
      } else if (s.kind === "contact" || s.kind === "preamble") {
        // Personal-details blocks may carry list fields: "Languages Known: English, Hindi".
        const listLines = s.lines.filter((l) => {
          const label = /^([^:]{2,30}):/.exec(l.text)?.[1];
          const kind = label ? headingKind(label) : null;
          return kind === "languages" || kind === "skills" || kind === "certifications";
        });
        for (const [k, items] of Object.entries(listItems(listLines, "other", "Additional Information"))) {
          record.additional_information[k] = [...(record.additional_information[k] ?? []), ...items];
        }
      } else if (s.kind === "summary") {
        // Labelled lists closing the section ("Languages: French, English") are lists, each under its label.
        const tail = trailingLabelledLists(s.lines);
        for (const [k, items] of Object.entries(tail?.lists ?? {})) {
          record.additional_information[k] = [...(record.additional_information[k] ?? []), ...items];
        }
        // The profile or objective paragraph is the person's summary; a second one, or one too long to store as a
        // summary, is kept under its own heading.
        const text = joinParagraphs(tail?.before ?? s.lines);
        const summary = record.personal_info.summary;
        const joined = summary ? `${summary}\n\n${text}` : text;
        if (text && joined.length <= LIMITS.itemText) record.personal_info.summary = joined;
        else if (text) {
          const key = s.heading || "Summary";
          record.additional_information[key] = [...(record.additional_information[key] ?? []), text];
        }
      } else if (s.kind === "skills" || s.kind === "languages" || s.kind === "certifications" || s.kind === "other") {
        // A heading we do not know keeps its section, under the heading as printed, and asks for a look.
        if (s.kind === "other" && s.heading && !headingKind(s.heading)) notes.unknownSections.push(keyFor(s));
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
    } catch (err) {
      // A layout no rule foresaw must not cost the user the upload: the section's text is kept as printed, under
      // its heading, and marked for review.
      if (err instanceof ResumeRefusal) throw err;
      const key = s.heading || "Resume text";
      const text = s.lines.map((l) => l.text).filter(Boolean);
      record.additional_information[key] = [...(record.additional_information[key] ?? []), ...text];
      notes.unknownSections.push(key);
      warnings.push(`Part of this resume could not be read into fields (${key}); its text is kept as printed.`);
    }
  }
  if (!record.personal_info.name) warnings.push("No name found.");
  if (!record.personal_info.email) warnings.push("No e-mail address found.");
  if (!sections.some((s) => s.kind === "work" || s.kind === "education")) warnings.push("No experience or education section found.");
  return { record, warnings, review: reviewMarks(record, notes) };
}

/** Reads a resume PDF into the stored record. Throws ResumeRefusal (with a user-facing message) when it cannot. */
export async function parseResume(bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<ParseResult> {
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
