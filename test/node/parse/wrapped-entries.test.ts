// Whole entries written as list items that wrap before their dates, year words after a year, "papers" as a heading (content invented here).
import { describe, expect, it } from "vitest";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { line, entriesOf } from "./built-lines.ts";

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
