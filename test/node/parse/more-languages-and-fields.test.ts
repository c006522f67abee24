// Dates, field separators and header shapes in forms a second independent set of real resumes printed them
// (content invented here).
import { describe, expect, it } from "vitest";
import { findName } from "../../../worker/parse/contact.ts";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { commaParts } from "../../../worker/parse/pieces.ts";
import { toWork } from "../../../worker/parse/work.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import { splitSections } from "../../../worker/parse/sections.ts";
import { chunk, type Part, line } from "./built-lines.ts";

describe("open ends and month names in more languages", () => {
  it.each([
    ["Avril 2016 – maintenant", "Avril 2016 – maintenant"],
    ["2021–sekarang", "2021–sekarang"],
    ["Agustus 2019 - Desember 2020", "Agustus 2019 - Desember 2020"],
    ["октябрь 2020 - март 2022", "октябрь 2020 - март 2022"],
    ["2022 - н.в.", "2022 - н.в."],
    ["Май 2018 — по настоящее время", "Май 2018 — по настоящее время"],
    ["вересень 2017 - травень 2019", "вересень 2017 - травень 2019"],
    ["październik 2015 – obecnie", "październik 2015 – obecnie"],
    ["Tháng 3/2021 - hiện tại", "Tháng 3/2021 - hiện tại"],
    ["Şubat 2020 - Günümüz", "Şubat 2020 - Günümüz"],
  ])("reads %s whole", (text, want) => {
    expect(findDate(text)?.text).toBe(want);
    expect(isDateLike(text)).toBe(true);
  });
  it("does not take an open-end word inside ordinary text", () => {
    expect(findDate("Bikini design studio")).toBeNull();
    expect(isDateLike("Kini Labs")).toBe(false);
    expect(findDate("Marta Kowalska 2019 - Lisbon")?.text).toBe("2019");
  });
});

describe("a tagline on the name's line", () => {
  const name = (text: string) => findName([{ ...line(text, 57, 780, { bold: true }), size: 20 }, line("jo@example.org", 57, 760)]);
  it("cuts a role after a comma or a spaced hyphen", () => {
    expect(name("Mirela Dunst, Frontend Engineer")).toBe("Mirela Dunst");
    expect(name("Bastien Corre - Développeur Java")).toBe("Bastien Corre");
  });
  it("keeps a name printed surname first, and a double-barrelled name", () => {
    expect(name("Dunst, Mirela")).toBe("Dunst, Mirela");
    expect(name("Anna Kowal-Dunst")).toBe("Anna Kowal-Dunst");
    expect(name("Mirela Dunst - Kowal")).toBe("Mirela Dunst - Kowal");
  });
});

describe("commas inside a field and commas between fields", () => {
  it("keeps a legal form after a comma with the name before it", () => {
    expect(commaParts("Quillfeather Partners, L.P., Denver")).toEqual(["Quillfeather Partners, L.P.", "Denver"]);
    expect(commaParts("Brindlemoor, Inc.")).toEqual(["Brindlemoor, Inc."]);
    expect(commaParts("Larkspur sp. z o.o., Kraków")).toEqual(["Larkspur sp. z o.o.", "Kraków"]);
    expect(commaParts("Brindlemoor, Denver")).toEqual(["Brindlemoor", "Denver"]);
  });
  const job = (header: string) =>
    toWork(groupEntries([line(header, 57, 610, { bold: true }), line("Built the thing", 80, 594, { bullet: true })], "work", 11))[0]!;
  it("splits 'Title, Company, Country' and keeps the company's legal form", () => {
    const w = job("Senior Software Engineer, Tulipworks, Nederland  2021 - 2023");
    expect([w.title, w.company]).toEqual(["Senior Software Engineer", "Tulipworks"]);
    const inc = job("Backend Developer, Quillfeather, Inc.  2019 - 2021");
    expect([inc.title, inc.company]).toEqual(["Backend Developer", "Quillfeather, Inc."]);
  });
  it("keeps two roles side by side as one title", () => {
    const w = job("Web Developer II, Lead Web Developer, Quillfeather Partners, L.P.  2015 - 2018");
    expect([w.title, w.company]).toEqual(["Web Developer II, Lead Web Developer", "Quillfeather Partners, L.P."]);
  });
  it("takes a company before an unfamiliar role word", () => {
    const w = job("Branża logistyczna, Programista  2018 - 2020");
    expect([w.title, w.company]).toEqual(["Programista", "Branża logistyczna"]);
  });
});

describe("education header shapes", () => {
  const edu = (lines: Line[]) => toEducation(groupEntries(lines, "education", 11));
  it("keeps 'Degree, Field' whole when the school has a line of its own", () => {
    const got = edu([
      line("Master of Science, Applied Mathematics  2014 - 2016", 57, 610, { bold: true }),
      line("Northmoor University of Technology", 57, 596),
    ]);
    expect(got.map((e) => [e.degree, e.institution])).toEqual([
      ["Master of Science, Applied Mathematics", "Northmoor University of Technology"],
    ]);
  });
  it("still splits 'Degree, School' on one line", () => {
    const got = edu([line("Bachelor of Arts, Northmoor College  2010 - 2014", 57, 610, { bold: true })]);
    expect(got.map((e) => [e.degree, e.institution])).toEqual([["Bachelor of Arts", "Northmoor College"]]);
  });
  it("never takes a grade line for the degree", () => {
    const got = edu([line("Northmoor University  2012 - 2016", 57, 610, { bold: true }), line("GPA: 3.71/4.00", 57, 596, { bold: true })]);
    expect(got[0]!.degree).not.toContain("GPA");
    expect(got[0]!.details).toContain("GPA: 3.71/4.00");
  });
  it("knows degree and school words in Polish, Russian and Turkish", () => {
    const pl = edu([line("Politechnika Nadwiślańska  2016 - 2018", 57, 610, { bold: true }), line("Magister - Fizjoterapia", 57, 596)]);
    expect(pl.map((e) => [e.degree, e.institution])).toEqual([["Magister - Fizjoterapia", "Politechnika Nadwiślańska"]]);
    const ru = edu([line("Бакалавр, Северный государственный университет  2015 - 2019", 57, 610, { bold: true })]);
    expect(ru.map((e) => [e.degree, e.institution])).toEqual([["Бакалавр", "Северный государственный университет"]]);
  });
});

/** A line of several chunks, each at its own x. */
function row(cells: [string | Part[], number][], y: number, opts: { bold?: boolean; italic?: boolean } = {}): Line {
  const segs = cells.map(([content, x]) => chunk(content, x, y, opts)) as Line["segs"];
  return { ...line("x", segs[0].x0, y), segs, text: segs.map((c) => c.text).join(" "), x1: segs[segs.length - 1]!.x1 };
}
const bold = (text: string): Part[] => [{ text, bold: true }];

describe("a date column whose second half sits on the first body row", () => {
  it("joins a right-aligned open end under the start, and keeps the body text beside it as the description", () => {
    const work = toWork(
      groupEntries(
        [
          row(
            [
              ["2019/08 –", 60],
              [bold("Research Engineer, Quillfeather Institute"), 110],
            ],
            610,
          ),
          row(
            [
              ["present", 70],
              ["Ran the data pipeline and the nightly builds of the lab.", 110],
            ],
            598,
          ),
          row(
            [
              ["2016/02 –", 60],
              [bold("Intern, Brindlemoor GmbH"), 110],
            ],
            570,
          ),
          row(
            [
              ["2017/01", 65],
              ["Wrote the test harness for the billing service and its tools.", 110],
            ],
            558,
          ),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([
      ["Research Engineer", "Quillfeather Institute", "2019/08 – present"],
      ["Intern", "Brindlemoor GmbH", "2016/02 – 2017/01"],
    ]);
    expect(work[0]!.responsibilities).toEqual(["Ran the data pipeline and the nightly builds of the lab."]);
  });
  it("keeps a short name beside the date's tail as a header line", () => {
    const work = toWork(
      groupEntries(
        [
          row(
            [
              ["2015 –", 60],
              [bold("Data Analyst"), 110],
            ],
            610,
          ),
          row(
            [
              ["2018", 60],
              ["Tulipworks", 110],
            ],
            598,
          ),
          line("Built the reports", 120, 584, { bullet: true }),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([["Data Analyst", "Tulipworks", "2015 – 2018"]]);
  });
});

describe("projects inside a job whose entries open on a styled dated line", () => {
  const job = (y: number, header: string, extra: Line[]) => [
    row(
      [
        ["2019 –", 60],
        [bold(header), 110],
      ],
      y,
    ),
    row(
      [
        ["2021", 60],
        ["Ran the lab's servers and its build farm for four teams.", 110],
      ],
      y - 12,
    ),
    ...extra,
  ];
  it("keeps an italic project row and its bullets in the job", () => {
    const work = toWork(
      groupEntries(
        [
          ...job(700, "Research Engineer, Quillfeather Institute", [
            line([{ text: "Lanternfish - a corpus of parsed papers", italic: true }], 110, 664),
            line("result: two papers", 120, 652, { bullet: true }),
          ]),
          ...job(620, "Developer, Brindlemoor GmbH", []),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => w.title)).toEqual(["Research Engineer", "Developer"]);
    expect(work[0]!.responsibilities).toContain("result: two papers");
  });
  it("still opens an entry at an undated line in the entries' own style", () => {
    const work = toWork(
      groupEntries(
        [
          line([{ text: "Analyst, Brindlemoor GmbH  2019 - 2021", bold: true }], 57, 700),
          line("Kept the weekly numbers", 70, 686, { bullet: true }),
          line([{ text: "Data Analyst, Globex Corporation", bold: true }], 57, 660),
          line("Wrote the monthly report", 70, 646, { bullet: true }),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => w.title)).toEqual(["Analyst", "Data Analyst"]);
  });
});

describe("a dated right-hand cell that holds the title", () => {
  it("takes the role after the dates as the title, and a place there stays a place", () => {
    const work = toWork(
      groupEntries(
        [
          row(
            [
              [bold("Quillfeather Labs"), 137],
              [[{ text: "March 2012-May 2015, Backend Developer", italic: true }], 380],
            ],
            610,
          ),
          line("Wrote services", 150, 596, { bullet: true }),
          row(
            [
              [bold("Brindlemoor"), 137],
              [[{ text: "Lisbon, 2010-2012", italic: true }], 420],
            ],
            570,
          ),
          line([{ text: "Support Engineer", italic: true }], 137, 558),
          line("Answered tickets", 150, 544, { bullet: true }),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([
      ["Backend Developer", "Quillfeather Labs", "March 2012-May 2015"],
      ["Support Engineer", "Brindlemoor", "2010-2012"],
    ]);
  });
  it("drops a link cell from a project's name", () => {
    const projects = toProjects(
      groupEntries(
        [
          row(
            [
              [bold("pebblemark, 2019-now"), 137],
              ["https://example.org/pebblemark", 380],
            ],
            610,
          ),
          line("A bookmark manager.", 137, 596),
        ],
        "projects",
        10,
      ),
    );
    expect(projects.map((p) => p.title)).toEqual(["pebblemark"]);
  });
});

describe("a label column in plain body text", () => {
  const gutter = (label: string, content: string, y: number) => ({
    ...row(
      [
        [label, 36],
        [content, 137],
      ],
      y,
    ),
    gapAbove: 27,
  });
  it("reads each known label beside its content as a heading", () => {
    const lines = [
      { ...line("Dana Quint", 36, 740, { bold: true }), size: 17 },
      gutter("Work Experience", "Quillfeather Labs, Backend Developer, 2011 - 2014", 700),
      line("Wrote the services that billed the customers.", 137, 688),
      line("Brindlemoor, Support Engineer, 2009 - 2011", 137, 664),
      gutter("Education", "Northmoor University, MSc Computer Science, 2009", 620),
      gutter("Skills", "Haskell, C++, Python", 590),
      line("Emacs, Git", 137, 578),
    ];
    const sections = splitSections(lines, 10).filter((s) => s.lines.length);
    expect(sections.map((s) => [s.kind, s.heading])).toEqual([
      ["preamble", ""],
      ["work", "Work Experience"],
      ["education", "Education"],
      ["skills", "Skills"],
    ]);
  });
  it("leaves a two-column table of a single known word alone", () => {
    const lines = [
      { ...line("Dana Quint", 36, 740, { bold: true }), size: 17 },
      { ...line("Experience", 36, 700, { bold: true }), size: 13 },
      row(
        [
          ["Skills", 36],
          ["I learnt to lead a team of five.", 137],
        ],
        680,
      ),
      line("Brindlemoor, Support Engineer, 2009 - 2011", 36, 664),
    ];
    const sections = splitSections(lines, 10).filter((s) => s.lines.length);
    expect(sections.map((s) => s.kind)).not.toContain("skills");
  });
});

describe("compound skills headings", () => {
  it("reads skills joined with a word for how well they are held as skills", () => {
    expect(headingKind("Skills and Proficiency")).toBe("skills");
    expect(headingKind("Skills & Expertise")).toBe("skills");
    expect(headingKind("About Myself")).toBe("summary");
  });
  it("does not read another list named first as skills", () => {
    expect(headingKind("Languages and Frameworks")).not.toBe("languages");
  });
});

describe("a one-line header that wrapped before or inside its dates", () => {
  const big = (l: Line): Line => ({ ...l, size: 14, segs: [{ ...l.segs[0], size: 14 }] });
  const job = (first: string, second: string, y: number, x1?: number) => [
    big({ ...line(first, 72, y, { bold: true }), ...(x1 ? { x1, colRight: x1 + 2 } : {}) }),
    big({ ...line(second, 72, y - 16, { bold: true }), gapAbove: 16 }),
    { ...line("Ontwikkeling en levering van software voor de teams van het bedrijf en haar microservice-", 72, y - 41), gapAbove: 25 },
    line("architectuur.", 72, y - 55),
    line("Bouwde de pijplijn", 90, y - 75, { bullet: true }),
  ];
  it("joins the date line under a separator, a range cut after its dash or its month, and a name cut by a full line", () => {
    const work = toWork(
      groupEntries(
        [
          ...job("Backend Developer, Tulipworks, Nederland |", "Nov 2024 - Nov 2025", 700),
          ...job("Backend Developer, Quillfeather, Nederland | Nov 2015 -", "Jun 2018", 600),
          ...job("Backend Developer, Brindlemoor, Nederland | Sep", "2010 - Nov 2015", 500),
          ...job("Backend Developer/Solution Architect, Northwind", "Express, Nederland | Jun 2008 - Sep 2010", 400, 535),
        ],
        "work",
        12,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([
      ["Backend Developer", "Tulipworks", "Nov 2024 - Nov 2025"],
      ["Backend Developer", "Quillfeather", "Nov 2015 - Jun 2018"],
      ["Backend Developer", "Brindlemoor", "Sep 2010 - Nov 2015"],
      ["Backend Developer/Solution Architect", "Northwind Express", "Jun 2008 - Sep 2010"],
    ]);
  });
  it("keeps a short title line over a company line with its own dates as two header lines", () => {
    const work = toWork(
      groupEntries(
        [
          line("Data Analyst", 72, 700, { bold: true }),
          line("Tulipworks | 2019 - 2021", 72, 686, { bold: true }),
          line("Built the reports", 90, 670, { bullet: true }),
        ],
        "work",
        12,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([["Data Analyst", "Tulipworks", "2019 - 2021"]]);
  });
});
