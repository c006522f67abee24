// How well the "Check this" marks point at errors: of the fields marked, the share that were wrong (precision); of
// the wrong fields, the share that were marked (recall). Fields: the name, e-mail and phone, and each entry's title,
// company, dates, degree and institution. A field is wrong when the scorer found it wrong against its truth entry, or
// when it belongs to an entry the truth does not have; an empty field counts when the truth has one.
import type { ReviewMark, StoredRecord } from "../../../worker/shapes/resume.ts";
import type { ResumeScore } from "../lib/realworld-rules.ts";

export interface MarkCounts {
  marked: number;
  wrong: number;
  markedWrong: number;
}

const GROUPS = [
  { path: "experiences.work_experiences", detail: "work", fields: ["company", "title", "dates"] },
  { path: "experiences.projects", detail: "projects", fields: ["title"] },
  { path: "education", detail: "education", fields: ["degree", "institution", "dates"] },
] as const;

export function countMarks(record: StoredRecord, review: ReviewMark[], score: ResumeScore): MarkCounts {
  const marked = new Set(review.map((m) => m.path));
  const fields = new Map<string, boolean>();
  for (const [k, v] of Object.entries(score.detail.contact.c)) fields.set(`personal_info.${k}`, v === 0);
  for (const g of GROUPS) {
    const entries = (g.path === "education"
      ? record.education
      : record.experiences[g.detail === "work" ? "work_experiences" : "projects"]) as unknown as Record<string, string>[];
    const byPred = new Map(score.detail[g.detail].details.filter((d) => d.pred !== null).map((d) => [d.pred!, d]));
    entries.forEach((e, i) => {
      const d = byPred.get(i);
      for (const f of g.fields) {
        const v = d?.fields?.[f];
        if (d && v !== null && v !== undefined) fields.set(`${g.path}.${i}.${f}`, v === 0);
        else if (!d && e[f]) fields.set(`${g.path}.${i}.${f}`, true);
      }
    });
  }
  let counts = { marked: 0, wrong: 0, markedWrong: 0 };
  for (const [path, wrong] of fields) {
    const m = marked.has(path);
    counts = {
      marked: counts.marked + (m ? 1 : 0),
      wrong: counts.wrong + (wrong ? 1 : 0),
      markedWrong: counts.markedWrong + (m && wrong ? 1 : 0),
    };
  }
  return counts;
}

export const addCounts = (a: MarkCounts, b: MarkCounts): MarkCounts => ({
  marked: a.marked + b.marked,
  wrong: a.wrong + b.wrong,
  markedWrong: a.markedWrong + b.markedWrong,
});

export const describeCounts = (c: MarkCounts) =>
  `precision ${(c.markedWrong / Math.max(1, c.marked)).toFixed(2)} (${c.markedWrong} of ${c.marked} marked fields wrong), recall ${(c.markedWrong / Math.max(1, c.wrong)).toFixed(2)} (${c.markedWrong} of ${c.wrong} wrong fields marked)`;
