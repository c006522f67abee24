// Entry headers and dates in the forms an independent set of real resumes printed them (content invented here).
import { describe, expect, it } from "vitest";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { toWork } from "../../../worker/parse/work.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { line } from "./built-lines.ts";

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
      groupEntries(
        [
          line(header, 57, 610, { bold: true }),
          line(under, 57, 594, { italic: true }),
          line("Shipped the thing", 80, 578, { bullet: true }),
        ],
        "work",
        11,
      ),
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

describe("Chinese headers that space their fields apart", () => {
  // The header is set larger than the body, as such resumes print it.
  const big = (l: Line): Line => ({ ...l, size: 14, segs: [{ ...l.segs[0], size: 14 }] });
  const lines = (header: { text: string; bold?: boolean }[], dates: string, y: number) => [
    big(line(header, 57, y)),
    line(dates, 57, y - 16, { italic: true }),
    line("负责客户端架构设计与性能优化", 80, y - 32, { bullet: true }),
  ];
  it("takes the words up to the last role word as the title and the rest as the company, across a Latin word in another font", () => {
    const work = toWork(
      groupEntries(
        [
          ...lines([{ text: "资深 " }, { text: "iOS", bold: true }, { text: " 开发工程师 青橙数码科技有限公司" }], "2019/05 - 至今", 610),
          ...lines([{ text: "前端工程师 " }, { text: "88", bold: true }, { text: " 云仓" }], "2016/03 - 2019/04", 540),
        ],
        "work",
        11,
      ),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([
      ["资深 iOS 开发工程师", "青橙数码科技有限公司", "2019/05 - 至今"],
      ["前端工程师", "88 云仓", "2016/03 - 2019/04"],
    ]);
  });
  it("leaves a header that names no role after the company as it was", () => {
    const work = toWork(groupEntries(lines([{ text: "开发工程师" }], "2016/03 - 2019/04", 610), "work", 11));
    expect(work.map((w) => w.title)).toEqual(["开发工程师"]);
  });
  it("splits the school from the degree in an education line", () => {
    const edu = toEducation(groupEntries([line("2011 - 2015 南湖理工学院 软件工程 本科", 57, 610)], "education", 11));
    expect(edu.map((e) => [e.institution, e.degree, e.dates])).toEqual([["南湖理工学院", "软件工程 本科", "2011 - 2015"]]);
  });
});
