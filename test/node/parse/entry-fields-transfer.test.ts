// Entry headers and dates in the forms an independent set of real resumes printed them (content invented here).
import { describe, expect, it } from "vitest";
import { findPhone } from "../../../worker/parse/contact.ts";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { splitGrade, toEducation } from "../../../worker/parse/education.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import { toWork } from "../../../worker/parse/work.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { line, entriesOf } from "./built-lines.ts";

describe("dates printed as full days, academic years, open dashes and durations", () => {
  it.each([
    ["2021-03-15 — 2022-11-02", "2021-03-15 — 2022-11-02"],
    ["2020.01.07 - 2020.06.30", "2020.01.07 - 2020.06.30"],
    ["03/01/2017 – 11/28/2019", "03/01/2017 – 11/28/2019"],
    ["Semester 2014/15–Semester 2016/17", "Semester 2014/15–Semester 2016/17"],
    ["2010/2011", "2010/2011"],
    ["Feb 2019 - Pres", "Feb 2019 - Pres"],
  ])("reads %s whole", (text, want) => {
    expect(findDate(text)?.text).toBe(want);
    expect(isDateLike(text)).toBe(true);
  });
  it("keeps an open range's dash when nothing follows it", () => {
    expect(findDate("2022-05-09 —")?.text).toBe("2022-05-09 —");
    expect(findDate("06/01/2020 –")?.text).toBe("06/01/2020 –");
  });
  it("takes the range before a duration, without the duration", () => {
    expect(findDate("Apr 2016 – Jan 2019 2 years 9 months")?.text).toBe("Apr 2016 – Jan 2019");
    expect(findDate("2015 - 2018 · 3 ans")?.text).toBe("2015 - 2018");
  });
  it("still refuses numbers that are not dates", () => {
    expect(findDate("2019 - Northwind Traders")?.text).toBe("2019");
    expect(findDate("Team of 12 - 2019 - 45 engineers")?.text ?? "").not.toContain("45");
    expect(isDateLike("2019-04-31-7")).toBe(false);
    expect(findDate("Managed 2018 - 2019 5 servers")?.text).not.toBe("2018 - 2019");
  });
});

describe("'Title at Company' on a header line", () => {
  const job = (header: string, under: string) =>
    toWork(
      entriesOf([
        line(header, 57, 610, { bold: true }),
        line(under, 57, 594, { italic: true }),
        line("Shipped the thing", 80, 578, { bullet: true }),
      ]),
    );
  it("splits at 'at' when a role stands before it, even when a town follows the dates", () => {
    expect(job("Backend developer at Quillfeather", "03.2016 - 11.2018 | Novosibirsk").map((w) => [w.title, w.company])).toEqual([
      ["Backend developer", "Quillfeather"],
    ]);
  });
  it("keeps 'at' inside the title when the header prints the employer on its own", () => {
    expect(job("Tester at Brindlemoor (formerly Kestrel)", "Brindlemoor").map((w) => w.title)).toEqual([
      "Tester at Brindlemoor (formerly Kestrel)",
    ]);
  });
  it("does not split an institution's 'at'", () => {
    const work = job("Research Assistant, University of Wisconsin at Madison", "2018 - 2020");
    expect(work[0]!.company).toContain("University of Wisconsin at Madison");
  });
});

describe("Chinese education lines that space their fields apart", () => {
  it("splits the school from the degree in an education line", () => {
    const edu = toEducation(entriesOf([line("2011 - 2015 南湖理工学院 软件工程 本科", 57, 610)]));
    expect(edu.map((e) => [e.institution, e.degree, e.dates])).toEqual([["南湖理工学院", "软件工程 本科", "2011 - 2015"]]);
  });
});

describe("projects listed one bullet each inside a projects section", () => {
  const projects = (lines: Line[]) => toProjects(entriesOf(lines));
  it("keeps a bullet whose dash is followed by a status or a two-word note as one title", () => {
    const got = projects([
      line("Chess engine – Team project", 82, 610, { bullet: true, glyphX: 75 }),
      line("Weather bot - in progress", 82, 596, { bullet: true, glyphX: 75 }),
    ]);
    expect(got.map((p) => p.title)).toEqual(["Chess engine", "Weather bot"]);
    expect(got.every((p) => p.responsibilities.length === 0)).toBe(true);
  });
});

describe("an education header cut before its date column", () => {
  const seg = (parts: { text: string; bold?: boolean }[], x0: number, y: number) => line(parts, x0, y);
  const cut = (second: Line) => {
    const first = seg([{ text: "Diploma - Evening Track", bold: true }, { text: " at Technische Fach- und" }], 42, 703);
    // (The date column starts where the next line's first word would not have fitted.)
    const date = line("Aug 2019 - Jul 2023", 380, 703);
    const head: Line = { ...first, segs: [first.segs[0], date.segs[0]], text: `${first.text} ${date.text}`, x1: date.x1 };
    return toEducation(entriesOf([head, second, line("Final project on solar inverters", 60, 660, { bullet: true })]));
  };
  it("not a smaller line under it (a country printed below)", () => {
    const small = { ...line("Austria", 42, 689), size: 9 };
    const edu = cut({ ...small, segs: [{ ...small.segs[0], size: 9 }] });
    expect(edu[0]!.institution).toBe("Technische Fach- und");
  });
});

describe("a school line over a bold programme bullet", () => {
  const entry = (item: Line) => {
    const head = line([{ text: "Orchard Code Academy", bold: true }], 50, 349);
    const date = line([{ text: "2016-02-01 — 2017-01-31", bold: true }], 400, 349);
    const both: Line = { ...head, segs: [head.segs[0], date.segs[0]], text: `${head.text} ${date.text}` };
    return toEducation(entriesOf([both, item]));
  };
  it("takes the school from the header and the programme from the bullet", () => {
    const edu = entry(line("Web Development", 66, 326, { bullet: true, bold: true }));
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["Web Development", "Orchard Code Academy", "2016-02-01 — 2017-01-31"],
    ]);
  });
  it("keeps a plain bullet or a bold sentence as a detail", () => {
    expect(entry(line("Web Development", 66, 326, { bullet: true })).map((e) => e.details)).toEqual([["Web Development"]]);
    expect(entry(line("Won the final hackathon with a team of four.", 66, 326, { bullet: true, bold: true }))[0]!.details).toEqual([
      "Won the final hackathon with a team of four.",
    ]);
  });
});

describe("a phone number masked for privacy after its label", () => {
  it("is kept as printed", () => {
    expect(findPhone("手机: +86 1xx-xxxx-xxxx")).toBe("+86 1xx-xxxx-xxxx");
    expect(findPhone("Tel: +49 151 xxx xx 12")).toBe("+49 151 xxx xx 12");
  });
  it("not without a label, without a mask, or with too few digits", () => {
    expect(findPhone("Order 1xx-xxxx-xxxx")).toBe("");
    expect(findPhone("Mobile: 2019 - 2021")).toBe("");
    expect(findPhone("Telefon: xxx-xxx")).toBe("");
  });
});

describe("a qualified grade on the degree line", () => {
  it("splits 'Final grade' and 'Average grade' off whole", () => {
    expect(splitGrade("Master Physics, Final grade 1.3")).toEqual(["Master Physics", "Final grade 1.3"]);
    expect(splitGrade("Matura, Average grade 2,1")).toEqual(["Matura", "Average grade 2,1"]);
    expect(splitGrade("Final Year Project")).toBeNull();
  });
});

describe("a postcode printed before the phone", () => {
  it("is not the phone number", () => {
    expect(findPhone("住所(郵便番号) 〒254-0065 携帯電話 090-1234-5678")).toBe("090-1234-5678");
    expect(findPhone("CEP: 01310-100 · Celular: (11) 98765-4321")).toBe("(11) 98765-4321");
    expect(findPhone("San Francisco, ZIP 94105-1234, phone 415 555 0199")).toBe("415 555 0199");
  });
  it("leaves a number without a postal mark alone", () => {
    expect(findPhone("Tel. 254-0065 123")).toBe("254-0065 123");
  });
});
