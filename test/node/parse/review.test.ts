// Review marks ("Check this" on the profile screen): built from text items laid out here, read by the parser's
// pure core, so each test shows which evidence raises a mark and that a clean resume raises none.
import { describe, expect, it } from "vitest";
import { recordFromPages } from "../../../worker/parse/index.ts";
import { REASONS, reviewMarks } from "../../../worker/parse/review.ts";
import { emptyRecord } from "../../../worker/shapes/resume.ts";
import type { PageContent, TextRun } from "../../../worker/parse/types.ts";

interface Row {
  text: string;
  x?: number;
  size?: number;
  bold?: boolean;
  italic?: boolean;
  /** Extra space above this row, in points (a section break). */
  gap?: number;
  /** A second run on the same baseline at this x (a right-aligned date column). */
  right?: { text: string; x: number };
}

/** One A4 page of rows set top-down at a 14-pt pitch, each row one text item (plus its right-hand item). */
function page(rows: Row[]): PageContent {
  const runs: TextRun[] = [];
  let y = 800;
  for (const r of rows) {
    const size = r.size ?? 10;
    y -= (r.gap ?? 0) + Math.max(14, size * 1.3);
    const run = (text: string, x: number): TextRun => ({
      text,
      x,
      y,
      w: text.length * size * 0.5,
      size,
      bold: r.bold ?? false,
      italic: r.italic ?? false,
      blank: false,
    });
    runs.push(run(r.text, r.x ?? 50));
    if (r.right) runs.push({ ...run(r.right.text, r.right.x), bold: false, italic: false });
  }
  return { index: 0, width: 595, height: 842, runs, shapes: [], rules: [] };
}

const heading = (text: string): Row => ({ text, size: 12, bold: true, gap: 10 });
const bullet = (text: string): Row => ({ text: `• ${text}`, x: 60 });

const header: Row[] = [{ text: "Jordan Avery", size: 20, bold: true }, { text: "jordan.avery@example.com | +1 415 555 0134" }];

describe("review marks", () => {
  it("a clean one-column resume gets none", () => {
    const { record, review } = recordFromPages([
      page([
        ...header,
        heading("Experience"),
        { text: "Software Engineer", bold: true, right: { text: "Jan 2020 – Present", x: 470 } },
        { text: "Acme Inc.", italic: true },
        bullet("Built the billing service used by 2,000 customers."),
        bullet("Cut page load time by 40%."),
        heading("Education"),
        { text: "B.Sc. Computer Science", bold: true, right: { text: "2015 – 2019", x: 490 } },
        { text: "State University", italic: true },
        heading("Skills"),
        { text: "Python, SQL, TypeScript" },
      ]),
    ]);
    expect(record.experiences.work_experiences).toMatchObject([{ title: "Software Engineer", company: "Acme Inc." }]);
    expect(record.education).toMatchObject([{ institution: "State University" }]);
    expect(review).toEqual([]);
  });

  it("marks a job whose title and company were told apart by position only, and one with no dates", () => {
    const { record, review } = recordFromPages([
      page([
        ...header,
        heading("Experience"),
        { text: "Blue Harbor", bold: true, right: { text: "2019 – 2021", x: 490 } },
        { text: "Northwind", italic: true },
        bullet("Kept the weekly numbers."),
        { text: "Data Analyst, Globex Corporation", bold: true, gap: 6 },
        bullet("Wrote the monthly report."),
      ]),
    ]);
    const jobs = record.experiences.work_experiences;
    expect(jobs).toHaveLength(2);
    expect(review).toContainEqual({ path: "experiences.work_experiences.0.company", reason: REASONS.guessedRoles });
    expect(review).toContainEqual({ path: "experiences.work_experiences.1.dates", reason: REASONS.noDates });
    // The second job's title and company were told apart by their words: no mark on them.
    expect(review.filter((m) => m.path === "experiences.work_experiences.1.company" || m.path.endsWith("1.title"))).toEqual([]);
  });

  it("marks a missing e-mail address and phone number on the personal card", () => {
    const { review } = recordFromPages([
      page([{ text: "Jordan Avery", size: 20, bold: true }, { text: "Portland, Oregon" }, heading("Skills"), { text: "Python, SQL" }]),
    ]);
    expect(review).toEqual(
      expect.arrayContaining([
        { path: "personal_info.email", reason: REASONS.noEmail },
        { path: "personal_info.phone", reason: REASONS.noPhone },
      ]),
    );
    expect(review.some((m) => m.path === "personal_info.name")).toBe(false);
  });

  it("keeps the summary paragraph as the person's summary", () => {
    const { record } = recordFromPages([
      page([
        ...header,
        heading("Summary"),
        { text: "Analyst with six years in retail pricing, at home in SQL and" },
        { text: "in explaining numbers to people who do not read them." },
        heading("Skills"),
        { text: "Python, SQL" },
      ]),
    ]);
    expect(record.personal_info.summary).toBe(
      "Analyst with six years in retail pricing, at home in SQL and in explaining numbers to people who do not read them.",
    );
  });

  it("marks dates that are not a range, an empty school or degree, and an over-long title", () => {
    const record = emptyRecord();
    record.personal_info = { name: "Jordan Avery", email: "j@example.com", phone: "+1 415 555 0134" };
    record.experiences.work_experiences.push({
      title: "Lead of the team that planned, built and ran every data pipeline the company had",
      company: "Globex",
      dates: "most of the decade",
      responsibilities: [],
    });
    record.education.push({ degree: "", institution: "State University", dates: "2015 – 2019", details: [] });
    record.education.push({ degree: "B.A. History", institution: "", dates: "2012", details: [] });
    const work = [{ evidence: "words" as const, inherited: false }];
    const marks = reviewMarks(record, { work, nameByPosition: false, entriesByContent: [], unknownSections: [], unsure: [] });
    expect(marks).toEqual([
      { path: "experiences.work_experiences.0.title", reason: REASONS.longTitle },
      { path: "experiences.work_experiences.0.dates", reason: REASONS.badDates },
      { path: "education.0.degree", reason: REASONS.noDegree },
      { path: "education.1.institution", reason: REASONS.noSchool },
    ]);
  });

  it("never marks every field: a few per kind and a short list in all", () => {
    const record = emptyRecord();
    for (let i = 0; i < 12; i++)
      record.experiences.work_experiences.push({ title: "", company: `Firm ${i}`, dates: "", responsibilities: [] });
    const work = record.experiences.work_experiences.map(() => ({ evidence: "words" as const, inherited: false }));
    const marks = reviewMarks(record, { work, nameByPosition: false, entriesByContent: [], unknownSections: [], unsure: [] });
    expect(marks.filter((m) => m.reason === REASONS.noTitle)).toHaveLength(3);
    expect(marks.filter((m) => m.reason === REASONS.noDates)).toHaveLength(3);
    expect(marks.length).toBeLessThanOrEqual(10);
  });
});

describe("marks from the line reader's probabilities", () => {
  const record = emptyRecord();
  record.personal_info = { name: "Jordan Avery", email: "j@example.com", phone: "+1 415 555 0134" };
  record.experiences.work_experiences.push({ title: "Engineer", company: "Acme", dates: "2019 – 2021", responsibilities: [] });
  const notes = (p: number) => ({
    work: [{ evidence: "words" as const, inherited: false }],
    nameByPosition: false,
    entriesByContent: [],
    unknownSections: [],
    unsure: [{ path: "experiences.work_experiences.0.company", p }],
  });
  it("marks a field read from a line the reader was unsure of", () => {
    expect(reviewMarks(record, notes(0.3))).toEqual([{ path: "experiences.work_experiences.0.company", reason: REASONS.unsure }]);
  });
  it("leaves a field read surely alone", () => {
    expect(reviewMarks(record, notes(0.95))).toEqual([]);
  });
});
