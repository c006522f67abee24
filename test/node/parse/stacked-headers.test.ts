// Entry headers printed one field per line, date ranges stacked in a date column, bare degrees over their field,
// labelled names and e-mails cut at the line end (content invented here).
import { describe, expect, it } from "vitest";
import { contactInfo, isNameLike } from "../../../worker/parse/contact.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { labelledName } from "../../../worker/parse/labelled.ts";
import { roleScore } from "../../../worker/parse/lexicon.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { chunk, line, entriesOf } from "./built-lines.ts";

/** Moves a line down the page: `gap` points below the line before it. */
const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });

describe("entry headers stacked one field per line", () => {
  // Company, place, dates, title: each on a line of its own, company, place and title in one bold style.
  const _job = (company: string, place: string, dates: string, title: string, y: number): Line[] => [
    at(line(company, 60, y, { bold: true }), 30),
    at(line(place, 60, y - 14, { bold: true }), 14),
    at(line(dates, 60, y - 28), 14),
    at(line(title, 60, y - 56, { bold: true }), 28),
  ];
  it("leaves sections whose bold lines do not repeat one cycle to the usual grouping", () => {
    // Two one-line headers with their dates, then bullets: each bold line starts an entry, as before.
    const lines = [
      at(line("Data Engineer", 60, 700, { bold: true }), 30),
      at(line("Brightwater Analytics", 60, 686), 14),
      at(line("2020 – 2022", 60, 672), 14),
      at(line("Built the billing pipeline", 80, 658, { bullet: true }), 14),
      at(line("Software Developer", 60, 630, { bold: true }), 28),
      at(line("Marlowe Labs", 60, 616), 14),
      at(line("2017 – 2020", 60, 602), 14),
      at(line("Maintained the mobile app", 80, 588, { bullet: true }), 14),
    ];
    const work = toWork(entriesOf(lines));
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Brightwater Analytics", "Data Engineer", "2020 – 2022"],
      ["Marlowe Labs", "Software Developer", "2017 – 2020"],
    ]);
  });
});

describe("date ranges stacked in a date column", () => {
  it("reads 'End of 2013' and 'Early 2020' whole, and not a word that only ends like one", () => {
    expect(findDate("End of 2013")?.text).toBe("End of 2013");
    expect(findDate("Early 2020 – Late 2021")?.text).toBe("Early 2020 – Late 2021");
    expect(findDate("Weekend of 2013")?.text).toBe("2013");
  });
});

describe("labelled names and e-mails cut at the line end", () => {
  it("takes the name after a Japanese or Spanish name label, without a reading in brackets", () => {
    expect(labelledName([line("職務経歴書", 80, 700), line("氏名:山本花子(やまもとはなこ)", 350, 650)])).toBe("山本花子");
    expect(labelledName([line("Nombre: Lucía Ferrer", 80, 700)])).toBe("Lucía Ferrer");
  });
  it("does not take a long run of Chinese or Japanese text for a name", () => {
    expect(isNameLike("山本花子")).toBe(true);
    expect(isNameLike("Noor Tan 陈 نور")).toBe(true);
    expect(isNameLike("新卒で商社に入社し営業職として顧客対応や提案業務に従事")).toBe(false);
  });
  it("joins an address cut after the dot before its domain ending", () => {
    const lines = [line("Morgan Vale", 58, 760, { bold: true }), line("hello@morgan-vale.", 58, 713), line("dev", 58, 703)];
    expect(contactInfo(lines, lines).email).toBe("hello@morgan-vale.dev");
  });
});

describe("projects listed as bullets opening with a bold name", () => {
  const lead = (name: string, rest: string, y: number) => line([{ text: name, bold: true }, { text: rest }], 82, y, { bullet: true });
  it("leaves a single bold lead-in to the usual grouping", () => {
    const projects = toProjects(
      entriesOf([
        line("Quokka", 57, 710, { bold: true }),
        lead("Note", ": the reader keeps working offline.", 700),
        line("Syncs feeds every hour", 82, 688, { bullet: true }),
      ]),
    );
    expect(projects.map((p) => p.title)).toEqual(["Quokka"]);
  });
});

describe("a label over a degree's nested list", () => {
  it("keeps the nested items as details and the label out of them, not as a second degree", () => {
    const edu = toEducation(
      entriesOf([
        line("Lakeside State University 2009 -- 2013", 90, 700, { bold: true }),
        line("B.A. Economics", 110, 680, { bullet: true }),
        line("Course Work", 110, 664, { bullet: true }),
        line("Game Theory", 131, 648, { bullet: true }),
        line("Public Finance", 131, 632, { bullet: true }),
      ]),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.details])).toEqual([
      ["B.A. Economics", "Lakeside State University", ["Game Theory", "Public Finance"]],
    ]);
  });
});

describe("levels after a role and dates under a bulleted school", () => {
  it("reads a role with a level after it ('Developer II') and a pentester as roles", () => {
    expect(roleScore("Software Developer II")).toBeGreaterThan(0);
    expect(roleScore("Red Team / Pentester")).toBeGreaterThan(0);
    expect(roleScore("Software Solutions II")).toBeLessThan(0);
  });
  it("gives a lone date line to the school above it that has none", () => {
    const edu = toEducation(
      entriesOf([
        line("Geology, Bachelors, The University of Eastport", 143, 700, { bullet: true }),
        line("Aug, 2016 - May, 2020", 143, 686),
      ]),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["Geology, Bachelors", "The University of Eastport", "Aug, 2016 - May, 2020"],
    ]);
  });
});

describe("a link under an entry's dates", () => {
  it("does not end the header: the title below it belongs to the same entry", () => {
    const work = toWork(
      entriesOf([
        line("2020-02-01 — 2021-06-30", 400, 700, { bold: true }),
        line("https://www.example.org/", 50, 686),
        line("Backend Developer", 50, 672, { bold: true }),
        line("Go", 80, 656, { bullet: true }),
        line("2018-01-15 — 2020-01-31", 400, 630, { bold: true }),
        line("https://www.example.net/", 50, 616),
        line("QA Engineer", 50, 602, { bold: true }),
        line("Selenium", 80, 586, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.dates])).toEqual([
      ["Backend Developer", "2020-02-01 — 2021-06-30"],
      ["QA Engineer", "2018-01-15 — 2020-01-31"],
    ]);
  });
});

describe("a one-cell header over a two-cell line", () => {
  it("is read without error when the lower line's first cell starts inside the header", () => {
    const header = at(line("Data Analyst, Fenwick Freight, 2019 – 2021", 60, 700, { bold: true }), 30);
    const below: Line = {
      ...line("Reporting and forecasting", 80, 686),
      segs: [chunk("Reporting and", 80, 686), chunk("forecasting for 12 depots", 300, 686)],
    };
    const work = toWork(entriesOf([header, below, at(line("Built the weekly depot report", 80, 672, { bullet: true }), 14)]));
    expect(work).toHaveLength(1);
    expect(work[0]!.dates).toBe("2019 – 2021");
  });
});

describe("document titles are not names", () => {
  it.each(["ŽIVOTOPIS", "Životopis", "Резюме", "ŻYCIORYS", "Özgeçmiş", "Βιογραφικό Σημείωμα", "Daftar Riwayat Hidup", "Sơ yếu lý lịch"])(
    "%s is a title",
    (title) => {
      expect(isNameLike(title)).toBe(false);
    },
  );

  it.each(["Jana Dvořáková", "Олена Коваленко", "Zofia Wróbel"])("%s is still a name", (name) => {
    expect(isNameLike(name)).toBe(true);
  });
});

describe("a phone number with its area code in brackets", () => {
  it("is not a numbered list item", async () => {
    const { stripBullet } = await import("../../../worker/parse/text.ts");
    expect(stripBullet("(85) 98131-9891")).toBeNull();
    expect(stripBullet("(2) Led the night shift")).toBe("Led the night shift");
  });

  it("is found on a line of its own outside the contact block", () => {
    const contact = [line("Marina Duarte", 60, 760, { bold: true })];
    const all = [...contact, line("Psiquiatra", 60, 740), line("☎ (85) 98131-9891", 60, 400), line("2019 – 2023", 60, 380)];
    expect(contactInfo(contact, all, "").phone).toBe("(85) 98131-9891");
    expect(contactInfo(contact, [...contact, line("2019 – 2023", 60, 380), line("01.02.2020", 60, 360)], "").phone).toBe("");
  });
});

describe("a 'Role, Employer' line with its dates over a line naming no role nor organisation", () => {
  const job = (top: string, under: string, italic = false) =>
    toWork(
      entriesOf([
        at(line(`${top}   2016 – 2019`, 60, 700, { bold: true }), 30),
        at(line(under, 60, 686, { italic }), 14),
        at(line("Forecast demand for forty stores", 80, 672, { bullet: true }), 14),
      ]),
    ).map((w) => [w.title, w.company]);

  it("takes the employer after the comma, the line under it (a department, a season) no field", () => {
    expect(job("Research Analyst, Northwind Foods", "Supply Planning / Operations")).toEqual([["Research Analyst", "Northwind Foods"]]);
  });

  it("leaves a role or an organisation under it, an italic line under it and a region after the comma to the usual reading", () => {
    expect(job("Research Analyst, Northwind Foods", "Senior Buyer")[0]![0]).not.toBe("Research Analyst");
    expect(job("Research Analyst, Northwind Foods", "Lakeside University")[0]![1]).toBe("Lakeside University");
    // The app's own PDFs set the company in italic under a bold title that may hold a comma of its own.
    expect(job("Head of Logistics, Northwind Foods", "Tallow Works", true)[0]![1]).toBe("Tallow Works");
    expect(job("Head of Logistics, Asia Pacific", "Tallow Works")[0]![1]).toBe("Tallow Works");
  });
});

describe("a campus named by an acronym after a unit's comma", () => {
  it("stays in the employer, the country after it goes", () => {
    const jobs = toWork(
      entriesOf([
        at(
          line(
            [
              { text: "Plant Genetics Unit", bold: true },
              { text: ", " },
              { text: "LSU Baton Rouge, USA   Jan 2021 – Present", bold: true },
            ],
            60,
            700,
          ),
          30,
        ),
        at(line("Research Assistant", 60, 686, { italic: true }), 14),
        at(line("Grew and scored seedlings", 80, 672, { bullet: true }), 14),
      ]),
    ).map((w) => [w.title, w.company]);
    expect(jobs).toEqual([["Research Assistant", "Plant Genetics Unit, LSU Baton Rouge"]]);
  });
});

describe("a line of cells between bars under a job's dated line", () => {
  it("is the job's description, not its employer", () => {
    const jobs = toWork(
      entriesOf([
        at(line("Mar 2018 – Present, Fleet Coordinator, Brightwater Haulage Ltd", 60, 700, { bold: true }), 30),
        at(line("Route planning for twelve depots | Budgets | Driver rosters | Vendor care | Safety audits", 60, 686), 14),
        at(line("Cut empty running by a fifth", 80, 672, { bullet: true }), 14),
      ]),
    );
    expect(jobs.map((w) => [w.title, w.company])).toEqual([["Fleet Coordinator", "Brightwater Haulage Ltd"]]);
    expect(jobs[0]!.responsibilities[0]).toContain("Safety audits");
  });
});

describe("a bracket opened in one style around a name in another", () => {
  it("keeps the bracketed name with the one before it", () => {
    const jobs = toWork(
      entriesOf([
        at(
          line(
            [
              { text: "Route Planner, Acme Rail", bold: true },
              { text: " (" },
              { text: "Tallow Group Holdings)", bold: true },
              { text: " from May 2019 to now" },
            ],
            60,
            700,
          ),
          30,
        ),
        at(line("Planned freight paths", 80, 686, { bullet: true }), 14),
      ]),
    );
    expect(jobs.map((w) => [w.title, w.company])).toEqual([["Route Planner", "Acme Rail (Tallow Group Holdings)"]]);
  });
});

describe("'Employed by' on a job's dated line", () => {
  it("names the employer, not the client named under the title", () => {
    const jobs = toWork(
      entriesOf([
        at(line("March 2015 – June 2019 - Employed by Tallow Consulting", 60, 700), 30),
        at(line("Software Engineer", 60, 688, { bold: true }), 12),
        at(line("Brightwater Bank - Payments team", 60, 676), 12),
        at(line("Built the settlement service", 80, 664, { bullet: true }), 12),
      ]),
    );
    expect(jobs.map((w) => [w.title, w.company])).toEqual([["Software Engineer", "Tallow Consulting"]]);
  });
});
