// Dashes and slashes that are or are not title/company separators, margin-date timelines, LinkedIn and
// Europass exports, short last pages and names cut by a narrow column: each on lines built in the test.
import { describe, expect, it } from "vitest";
import { dropPageFurniture } from "../../../worker/parse/chunks.ts";
import { listItems } from "../../../worker/parse/lists.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { pageLines, shareRightMargin } from "../../../worker/parse/layout.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { chunk, line, entriesOf } from "./built-lines.ts";

describe("a dash inside a name is not a title/company separator", () => {
  it("keeps 'Tusla – Child and Family Agency' whole when the title has its own line", () => {
    const work = toWork(
      entriesOf([
        line("Tusla – Child and Family Agency", 57, 610, { bold: true }),
        line("Senior Social Worker", 57, 594),
        line("October 2019 - Present", 57, 578),
        line("Hold a caseload of children", 92, 562, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.company])).toEqual([["Senior Social Worker", "Tusla – Child and Family Agency"]]);
  });
  it("keeps 'Clinical Nurse Specialist – Emergency' whole under a company line", () => {
    const work = toWork(
      entriesOf([
        line("Royal Melbourne Hospital, Parkville, VIC", 57, 610, { bold: true }),
        line("Clinical Nurse Specialist – Emergency", 57, 594, { italic: true }),
        line("Triage adult patients", 92, 578, { bullet: true }),
      ]),
    );
    expect(work.map((w) => w.title)).toEqual(["Clinical Nurse Specialist – Emergency"]);
  });
  it("still splits 'Title – Company' on one line, and a dash before a place", () => {
    const one = toWork(
      entriesOf([
        line("Software Engineer – Google Inc", 57, 610, { bold: true }),
        line("Jan 2020 – Present", 57, 594),
        line("Built things", 92, 578, { bullet: true }),
      ]),
    );
    expect(one.map((w) => [w.title, w.company])).toEqual([["Software Engineer", "Google Inc"]]);
    const place = toWork(
      entriesOf([
        line("Acme Robotics – Berlin, Germany", 57, 610, { bold: true }),
        line("Software Engineer", 57, 594),
        line("Built things", 92, 578, { bullet: true }),
      ]),
    );
    expect(place.map((w) => [w.title, w.company])).toEqual([["Software Engineer", "Acme Robotics"]]);
  });
});

describe("a 'Company / Title' slash separator is not left on a piece", () => {
  it("strips the slash at a style change", () => {
    const work = toWork(
      entriesOf([
        line([{ text: "Nordström Energi AB", bold: true }, { text: " / Senior Data Scientist" }], 57, 610),
        line("2021 – present, Göteborg", 57, 594),
        line("Built models", 92, 578, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.company])).toEqual([["Senior Data Scientist", "Nordström Energi AB"]]);
    const edu = toEducation(
      entriesOf([
        line([{ text: "Uppsala University", bold: true }, { text: " / BSc in Mathematics" }], 57, 610),
        line("2013 – 2016", 57, 594),
      ]),
    );
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([["BSc in Mathematics", "Uppsala University"]]);
  });
});

describe("a timeline: margin dates beside entries above real columns", () => {
  const bullets = (y: number, n: number) =>
    Array.from({ length: n }, (_, i) => chunk(`Ran the kitchen brigade and the seasonal menu ${i}`, 236, y - 13 * i));
  const page = [
    chunk("Experience", 42, 600, { bold: true }),
    chunk("Apr 2021 – Present", 98, 578),
    chunk("Executive Chef", 206, 577, { bold: true }),
    chunk("Trattoria Al Vecchio Molo", 206, 563),
    ...bullets(539, 3),
    chunk("Mar 2017 – Mar 2021", 88, 470),
    chunk("Sous Chef", 206, 470, { bold: true }),
    chunk("Hotel Villa Serena", 206, 456),
    ...bullets(433, 2),
    chunk("Education", 42, 320, { bold: true }),
    chunk("2013 – 2014", 127, 293),
    chunk("Diploma in Culinary Arts", 206, 293, { bold: true }),
    chunk("ALMA – The International School", 206, 279),
    chunk("Skills", 42, 250, { bold: true }),
    chunk("Languages", 322, 250, { bold: true }),
    chunk("Menu engineering", 52, 224),
    chunk("Italian (native)", 322, 224),
    chunk("Food cost control", 52, 209),
    chunk("English (B2)", 322, 209),
    chunk("HACCP", 52, 194),
    chunk("French (A2)", 322, 194),
    chunk("Fresh pasta", 52, 179),
    chunk("Seafood butchery", 52, 164),
  ];
  it("reads the dated part by rows (each date joins its entry) and the columns below as columns", () => {
    const lines = pageLines(page, []);
    expect(lines.find((l) => l.text.includes("Executive Chef"))?.text).toMatch(/Apr 2021 – Present.*Executive Chef/);
    const skills = lines.find((l) => l.text.includes("Menu engineering"))!;
    expect(skills.text).not.toContain("Italian");
    expect(lines.find((l) => l.text.includes("Italian (native)"))!.slot).not.toBe(skills.slot);
  });
  it("leaves a sidebar that is not only headings and dates as columns", () => {
    const side = page.map((c) => (c.text === "Mar 2017 – Mar 2021" ? chunk("Contact details here", 42, 470) : c));
    const lines = pageLines(side, []);
    expect(lines.find((l) => l.text.includes("Executive Chef"))?.text).not.toContain("Apr 2021");
  });
});

describe("LinkedIn export: company / title / dates (duration) / location per job", () => {
  const job = (company: string, title: string, dates: string, y: number, bullets: string[]) => [
    line(company, 219, y),
    line(title, 219, y - 22),
    line(dates, 219, y - 44),
    line("Cork, Ireland", 219, y - 66),
    ...bullets.map((b, i) => line(b, 230, y - 88 - 20 * i, { bullet: true })),
  ];
  it("starts each job at its company line, not only at its date line", () => {
    const lines = [
      ...job("Tusla – Child and Family Agency", "Senior Social Worker", "October 2019 - Present (6 years 2 months)", 450, [
        "Hold a caseload of 18 children in care",
        "Supervise two social workers",
      ]),
      ...job("HSE Mental Health Services", "Social Worker", "September 2015 - September 2019 (4 years 1 month)", 250, [
        "Set up a carers' support group",
      ]),
    ];
    const work = toWork(entriesOf(lines));
    expect(work.map((w) => [w.company, w.title, w.dates, w.responsibilities.length])).toEqual([
      ["Tusla – Child and Family Agency", "Senior Social Worker", "October 2019 - Present", 2],
      ["HSE Mental Health Services", "Social Worker", "September 2015 - September 2019", 1],
    ]);
  });
  it("drops a 'Page 3 of 3' footer that sits under the text of a short last page", () => {
    const pages = [0, 1, 2].map((index) => ({ index, width: 595, height: 842, runs: [], shapes: [], rules: [] }));
    const byPage = [
      [chunk("Page 1 of 3", 358, 30)],
      [chunk("Page 2 of 3", 358, 30)],
      [chunk("Munster Technological University", 219, 647), chunk("Page 3 of 3", 358, 575)],
    ];
    expect(dropPageFurniture(pages, byPage)[2]!.map((c) => c.text)).toEqual(["Munster Technological University"]);
  });
});

function cells(texts: [string, number][], y: number, size = 9): Line {
  const segs = texts.map(([t, x]) => ({ ...chunk(t, x, y), size }));
  const text = texts.map(([t]) => t).join(" ");
  return {
    page: 0,
    slot: 0,
    y,
    x0: segs[0]!.x0,
    x1: segs[segs.length - 1]!.x1,
    size,
    segs: segs as Line["segs"],
    text,
    bullet: false,
    ruled: false,
    colRight: 519,
    gapAbove: 15,
    pitch: 11,
  };
}

describe("Europass language grid inside Personal Skills", () => {
  it("reads 'Other language(s) ‖ English ‖ C1' and the rows below as languages (the level column dropped), and a sub-label as no item", () => {
    const lines = [
      cells(
        [
          ["Mother tongue(s)", 116],
          ["Turkish", 200],
        ],
        416,
      ),
      cells(
        [
          ["Other language(s)", 112],
          ["English", 200],
          ["C1", 440],
        ],
        398,
      ),
      cells(
        [
          ["German", 200],
          ["B1", 440],
        ],
        383,
      ),
      cells([["Job-related skills", 118]], 366, 8.5),
      { ...cells([["SAP EWM", 223]], 356), bullet: true },
      { ...cells([["Fleet planning", 223]], 346), bullet: true },
    ];
    expect(listItems(lines, "skills", "Technical Skills")).toEqual({
      Languages: ["Turkish", "English", "German"],
      "Technical Skills": ["SAP EWM", "Fleet planning"],
    });
  });
});

describe("a short last page shares the document's right margin", () => {
  it("keeps one-word lines alone on page 2 as separate items", () => {
    const body = { ...line("Certified Human Resource Professional (CHRP-K), IHRM, 2015", 174, 66), slot: 0, colRight: 545 };
    const langs = ["English", "Kiswahili", "Kikuyu"].map((t, i) => ({ ...line(t, 174, 797 - 15 * i), page: 1, slot: 0, colRight: 223 }));
    const before = listItems(
      langs.map((l) => ({ ...l })),
      "languages",
      "Languages",
    );
    expect(before.Languages).toHaveLength(1);
    const all = [body, ...langs];
    shareRightMargin(all);
    expect(listItems(all.slice(1), "languages", "Languages")).toEqual({ Languages: ["English", "Kiswahili", "Kikuyu"] });
  });
});

describe("a company cut by a full header line in a narrow column", () => {
  const head = (colRight: number) => [
    { ...line([{ text: "Senior Mechanical Design Engineer", bold: true }, { text: " | Grupo Industrial" }], 230, 673), colRight },
    { ...line("Norteño S.A. de C.V. | Monterrey, NL", 230, 658), colRight },
    { ...line("March 2019 – Present", 230, 643), colRight },
    { ...line("Led redesign of a hydraulic press frame", 265, 614, { bullet: true }), colRight },
  ];
  it("joins the start of the next line to the cut piece", () => {
    const work = toWork(entriesOf(head(258 + 230)));
    expect(work.map((w) => [w.title, w.company])).toEqual([["Senior Mechanical Design Engineer", "Grupo Industrial Norteño S.A. de C.V."]]);
  });
  it("not when the line had room for the next word", () => {
    const work = toWork(entriesOf(head(560)));
    expect(work[0]!.company).not.toBe("Grupo Industrial Norteño S.A. de C.V.");
  });
});
