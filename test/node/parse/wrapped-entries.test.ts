// Whole entries written as list items that wrap before their dates, "Company Title" headers in Chinese, year words
// after a year, "papers" as a heading (content invented here).
import { describe, expect, it } from "vitest";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { endsInCjkOrg, roleScore } from "../../../worker/parse/lexicon.ts";
import { splitCjkRole } from "../../../worker/parse/pieces.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { line, type Part, entriesOf } from "./built-lines.ts";

const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });
/** A list item: its bullet line at x 80, the lines it wrapped onto at the same x just below. */
const item = (rows: (string | Part[])[], y: number): Line[] =>
  rows.map((r, i) => at(line(r, 80, y - 12 * i, { bullet: i === 0, glyphX: 70 }), i === 0 ? 14 : 12));

describe("Chinese 'Company Title' headers", () => {
  it("splits a name ending in an organisation word from the role after it", () => {
    const isRole = (t: string) => roleScore(t) > 0;
    expect(splitCjkRole("青松网络科技有限公司 软件开发工程师", isRole, endsInCjkOrg)).toEqual(["青松网络科技有限公司", "软件开发工程师"]);
    // Role first, employer after: the split it always made.
    expect(splitCjkRole("高级 开发工程师 青松网络", isRole, endsInCjkOrg)).toEqual(["高级 开发工程师", "青松网络"]);
    // A role alone, or a role that only contains an organisation word, is not split.
    expect(splitCjkRole("高级 软件开发工程师", isRole, endsInCjkOrg)).toBeNull();
  });
  it("gives the company and title of such a header without dates", () => {
    const lines = [
      at(line("青松网络科技有限公司 软件开发工程师", 60, 700, { bold: true }), 20),
      ...item(["维护窗口管理器"], 684),
      at(line("白桦软件股份有限公司 高级工程师", 60, 660, { bold: true }), 20),
      ...item(["开发桌面组件"], 644),
    ];
    const work = toWork(entriesOf(lines));
    expect(work.map((w) => [w.company, w.title])).toEqual([
      ["青松网络科技有限公司", "软件开发工程师"],
      ["白桦软件股份有限公司", "高级工程师"],
    ]);
  });
});

describe("dates with a year word, Czech open ends, 'Papers'", () => {
  it("keeps the Ukrainian and Russian year word in the range", () => {
    expect(findDate("Інженер, лютий 2022 р. - по теперішній час")?.text).toBe("лютий 2022 р. - по теперішній час");
    expect(isDateLike("1998 р. – 2018 р.")).toBe(true);
    expect(isDateLike("2001 г. - 2004 г.")).toBe(true);
    // A letter after the year is still no date.
    expect(isDateLike("2019 року")).toBe(false);
  });
  it("reads Czech 'until now'", () => {
    expect(findDate("Projektant ( 2020- současnost )")?.text).toBe("2020- současnost");
  });
  it("names a 'Papers' heading", () => {
    expect(headingKind("Papers")).toBe("other");
    expect(headingKind("Selected Papers")).toBe("other");
  });
});

/** A line of `size` points (built lines are 10 pt). */
const _sized = (l: Line, size: number): Line => ({ ...l, size, segs: [{ ...l.segs[0], size }] });

describe("schools one per bullet without dates", () => {
  it("leaves a school's own bullets (under its header) as its details", () => {
    const lines = [
      line("MSc Applied Statistics, Northbay University", 60, 720, { bold: true }),
      line("Thesis — survival models for ward stays", 80, 706, { bullet: true }),
      line("Tutor — first-year probability", 80, 694, { bullet: true }),
    ];
    const edu = toEducation(entriesOf(lines));
    expect(edu).toHaveLength(1);
    expect(edu[0]!.details).toHaveLength(2);
  });
});

describe("smaller field rules", () => {
  it("reads an open end alone as the date, a word it starts (present) not before a longer one (presente)", () => {
    expect(findDate("Presente")?.text).toBe("Presente");
    expect(findDate("2019 – atualmente")?.text).toBe("2019 – atualmente");
  });
  it("knows school-leaving qualifications and mission statements", () => {
    const edu = toEducation(
      entriesOf([
        line("Lindenhof Gymnasium", 60, 720, { bold: true }),
        line("Informatik", 60, 706),
        line("Fachhochschulreife", 60, 692),
        line("2008 – 2010", 60, 678),
      ]),
    );
    expect(edu[0]!.degree).toBe("Fachhochschulreife");
    expect(headingKind("Missão")).toBe("summary");
    expect(headingKind("Technologies and Skills")).toBe("skills");
    expect(headingKind("Технології та навички")).toBe("skills");
  });
});
