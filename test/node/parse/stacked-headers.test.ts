// Entry headers printed one field per line, date ranges stacked in a date column, bare degrees over their field,
// labelled names and e-mails cut at the line end (content invented here).
import { describe, expect, it } from "vitest";
import { contactInfo, isNameLike } from "../../../worker/parse/contact.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { labelledName } from "../../../worker/parse/labelled.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { chunk, line } from "./built-lines.ts";

/** Moves a line down the page: `gap` points below the line before it. */
const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });

describe("entry headers stacked one field per line", () => {
  // Company, place, dates, title: each on a line of its own, company, place and title in one bold style.
  const job = (company: string, place: string, dates: string, title: string, y: number): Line[] => [
    at(line(company, 60, y, { bold: true }), 30),
    at(line(place, 60, y - 14, { bold: true }), 14),
    at(line(dates, 60, y - 28), 14),
    at(line(title, 60, y - 56, { bold: true }), 28),
  ];
  it("reads each repeated stack as one entry", () => {
    const work = toWork(
      groupEntries(
        [
          ...job("Brightwater Analytics", "Halifax, NS", "May 2020 – Present", "Data Engineer", 700),
          ...job("Quillon Robotics", "Calgary, AB", "June 2017 – April 2020", "Research Assistant", 620),
          ...job("Marlowe Labs", "Regina, SK", "Jan 2015 – May 2017", "Software Developer", 540),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Brightwater Analytics", "Data Engineer", "May 2020 – Present"],
      ["Quillon Robotics", "Research Assistant", "June 2017 – April 2020"],
      ["Marlowe Labs", "Software Developer", "Jan 2015 – May 2017"],
    ]);
  });
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
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Brightwater Analytics", "Data Engineer", "2020 – 2022"],
      ["Marlowe Labs", "Software Developer", "2017 – 2020"],
    ]);
  });
});

describe("date ranges stacked in a date column", () => {
  it("joins a year over 'Present' and a year over a year into one range, as printed", () => {
    const entry = (from: string, to: string, school: string, y: number): Line[] => [
      at(line(from, 52, y, { bold: true }), 40),
      at(line(to, 52, y - 13, { bold: true }), 13),
      at(line(school, 53, y - 44, { bold: true }), 31),
      at(line("MSc", 53, y - 61), 17),
      at(line("Marine Biology", 53, y - 86), 25),
    ];
    const edu = toEducation(
      groupEntries(
        [...entry("2019", "Present", "Northgate University", 700), ...entry("2015", "2019", "Westmere College", 590)],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["MSc Marine Biology", "Northgate University", "2019 Present"],
      ["MSc Marine Biology", "Westmere College", "2015 2019"],
    ]);
  });
  it("keeps a bare degree apart from a sentence under it", () => {
    const edu = toEducation(
      groupEntries(
        [
          at(line("Northgate University", 53, 700, { bold: true }), 30),
          at(line("2015 – 2019", 53, 686), 14),
          at(line("BSc", 53, 672), 14),
          at(line("Graduated with honours.", 53, 658), 14),
        ],
        "education",
        10,
      ),
    );
    expect(edu[0]!.degree).toBe("BSc");
  });
  it("splits an open range glued to the entry's text and joins it with its end on the next row", () => {
    const first = at(line("Jan 2014 - Northwind, Data Engineer, Oslo, Python", 75, 700), 20);
    const tail: Chunk = chunk("Now", 102, 686);
    const more: Chunk = chunk("Billing platform", 131, 686);
    const second: Line = { ...at(line("Now", 102, 686), 14), segs: [tail, more], text: "Now Billing platform", x1: more.x1 };
    const work = toWork(
      groupEntries([first, second, at(line("Moved the ledger to streaming", 142, 672, { bullet: true }), 14)], "work", 10),
    );
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([["Northwind", "Data Engineer", "Jan 2014 - Now"]]);
    expect(work[0]!.responsibilities).toEqual(["Billing platform", "Moved the ledger to streaming"]);
  });
  it("reads 'End of 2013' and 'Early 2020' whole, and not a word that only ends like one", () => {
    expect(findDate("End of 2013")?.text).toBe("End of 2013");
    expect(findDate("Early 2020 – Late 2021")?.text).toBe("Early 2020 – Late 2021");
    expect(findDate("Weekend of 2013")?.text).toBe("2013");
  });
  it("does not join two years far apart in a column", () => {
    const edu = toEducation(
      groupEntries(
        [
          at(line("2019", 52, 700, { bold: true }), 40),
          at(line("Northgate University", 53, 670, { bold: true }), 30),
          at(line("2015", 52, 630, { bold: true }), 40),
          at(line("Westmere College", 53, 600, { bold: true }), 30),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => e.dates)).toEqual(["2019", "2015"]);
  });
});

describe("labelled names and e-mails cut at the line end", () => {
  it("takes the name after a Japanese or Spanish name label, without a reading in brackets", () => {
    expect(labelledName([line("職務経歴書", 80, 700), line("氏名:山本花子(やまもとはなこ)", 350, 650)])).toBe("山本花子");
    expect(labelledName([line("Nombre: Lucía Ferrer", 80, 700)])).toBe("Lucía Ferrer");
  });
  it("does not take a long run of Chinese or Japanese text for a name", () => {
    expect(isNameLike("山本花子")).toBe(true);
    expect(isNameLike("新卒で商社に入社し営業職として顧客対応や提案業務に従事")).toBe(false);
  });
  it("joins an address cut after the dot before its domain ending", () => {
    const lines = [line("Morgan Vale", 58, 760, { bold: true }), line("hello@morgan-vale.", 58, 713), line("dev", 58, 703)];
    expect(contactInfo(lines, lines).email).toBe("hello@morgan-vale.dev");
  });
});
