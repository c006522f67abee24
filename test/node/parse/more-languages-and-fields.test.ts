// Dates, field separators and header shapes in forms a second independent set of real resumes printed them
// (content invented here).
import { describe, expect, it } from "vitest";
import { findName } from "../../../worker/parse/contact.ts";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { commaParts } from "../../../worker/parse/pieces.ts";
import { toWork } from "../../../worker/parse/work.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { chunk, type Part, line, entriesOf } from "./built-lines.ts";

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
    toWork(entriesOf([line(header, 57, 610, { bold: true }), line("Built the thing", 80, 594, { bullet: true })]))[0]!;
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
  const edu = (lines: Line[]) => toEducation(entriesOf(lines));
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

describe("projects inside a job whose entries open on a styled dated line", () => {
  const _job = (y: number, header: string, extra: Line[]) => [
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
  it("still opens an entry at an undated line in the entries' own style", () => {
    const work = toWork(
      entriesOf([
        line([{ text: "Analyst, Brindlemoor GmbH  2019 - 2021", bold: true }], 57, 700),
        line("Kept the weekly numbers", 70, 686, { bullet: true }),
        line([{ text: "Data Analyst, Globex Corporation", bold: true }], 57, 660),
        line("Wrote the monthly report", 70, 646, { bullet: true }),
      ]),
    );
    expect(work.map((w) => w.title)).toEqual(["Analyst", "Data Analyst"]);
  });
});

describe("a dated right-hand cell that holds the title", () => {
  it("takes the role after the dates as the title, and a place there stays a place", () => {
    const work = toWork(
      entriesOf([
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
      ]),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([
      ["Backend Developer", "Quillfeather Labs", "March 2012-May 2015"],
      ["Support Engineer", "Brindlemoor", "2010-2012"],
    ]);
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
  const _job = (first: string, second: string, y: number, x1?: number) => [
    big({ ...line(first, 72, y, { bold: true }), ...(x1 ? { x1, colRight: x1 + 2 } : {}) }),
    big({ ...line(second, 72, y - 16, { bold: true }), gapAbove: 16 }),
    { ...line("Ontwikkeling en levering van software voor de teams van het bedrijf en haar microservice-", 72, y - 41), gapAbove: 25 },
    line("architectuur.", 72, y - 55),
    line("Bouwde de pijplijn", 90, y - 75, { bullet: true }),
  ];
  it("keeps a short title line over a company line with its own dates as two header lines", () => {
    const work = toWork(
      entriesOf([
        line("Data Analyst", 72, 700, { bold: true }),
        line("Tulipworks | 2019 - 2021", 72, 686, { bold: true }),
        line("Built the reports", 90, 670, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([["Data Analyst", "Tulipworks", "2019 - 2021"]]);
  });
});
