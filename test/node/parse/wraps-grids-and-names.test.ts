// Wrapped bullets and date ranges, heading margins and skill grids read by rows, joined section names,
// employers that read like places: each on lines built in the test.
import { describe, expect, it } from "vitest";
import { continues } from "../../../worker/parse/blocks.ts";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { findGutter } from "../../../worker/parse/layout.ts";
import { listItems } from "../../../worker/parse/lists.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { chunk, line, entriesOf } from "./built-lines.ts";

describe("wrapped bullets set inside the list (wrap returns under the glyph)", () => {
  const first = line("Redesigned the creator onboarding flow, raising week-one", 260, 661, { bullet: true, glyphX: 249 });
  it("joins a line that starts under the bullet glyph", () => {
    expect(continues(first, line("retention by 18%", 249, 648), 260, true, true, 249)).toBe(true);
  });
  it("does not join it without a glyph there, nor a bold header at that place", () => {
    expect(continues(first, line("retention by 18%", 249, 648), 260, true, true)).toBe(false);
    expect(continues(first, line("Interaction Designer — Meituan", 249, 648, { bold: true }), 260, true, true, 249)).toBe(false);
  });
});

describe("a left margin of section headings and dates", () => {
  const main = (y: number, n: number) =>
    Array.from({ length: n }, (_, i) => chunk(`Led a team shipping the order routing service ${i}`, 170, y - 14 * i));
  it("is not a column: the page is read by rows", () => {
    const chunks = [
      chunk("EXPERIENCE", 50, 720),
      chunk("2021.03 – present", 50, 704),
      ...main(704, 5),
      chunk("2017.07 – 2021.02", 50, 620),
      ...main(620, 4),
      chunk("PROJECTS", 50, 556),
      ...main(540, 2),
      chunk("EDUCATION", 50, 496),
      chunk("2013 – 2017", 50, 480),
      ...main(480, 2),
      chunk("SKILLS", 50, 436),
      ...main(420, 1),
      chunk("LANGUAGES", 50, 390),
      ...main(374, 1),
    ];
    expect(findGutter(chunks)).toBeNull();
  });
  it("but a sidebar of skills still is", () => {
    const side = ["SKILLS", "Figma prototyping", "Sketch symbols", "Usability testing", "Design systems"].map((t, i) =>
      chunk(t, 50, 727 - 17 * i),
    );
    expect(findGutter([...side, ...main(720, 8)])).not.toBeNull();
  });
});

describe("two section names joined in one heading", () => {
  it("take the kind of an entry section named first", () => {
    expect(headingKind("EDUCATION & MILITARY TRAINING")).toBe("education");
    expect(headingKind("Experience and Volunteering")).toBe("work");
  });
  it("leave other joins alone", () => {
    // (An entry section named first leads whatever follows, "Experience & Contributions"; a list section does not.)
    expect(headingKind("Awards & Breakfast Clubs")).toBeNull();
    expect(headingKind("Certifications & Skills")).not.toBe("education");
  });
});

describe("a skills table of several cells per row", () => {
  const row = (cells: string[], y: number): Line => {
    const segs = cells.map((t, i) => ({ ...line(t, 58 + 150 * i, y).segs[0], x1: 58 + 150 * i + 140 })) as Line["segs"];
    return { ...line(cells.join(" "), 58, y), segs, x1: segs[segs.length - 1]!.x1, colRight: 564 - 150 + 140 };
  };
  it("reads each cell as one item; a full last cell does not swallow the next row", () => {
    const out = listItems(
      [row(["Java", "Python", "TypeScript"], 486), row(["Jenkins", "GitLab CI", "Postman"], 471)],
      "skills",
      "Technical Skills",
    );
    expect(out["Technical Skills"]).toEqual(["Java", "Python", "TypeScript", "Jenkins", "GitLab CI", "Postman"]);
  });
});

describe("an employer whose name reads like a place", () => {
  it("is the company when only a role is left beside it", () => {
    const work = toWork(
      entriesOf([
        line("The Fat Duck, Bray", 57, 610, { bold: true }),
        line("Chef de Partie — Sep 2016 – Mar 2020", 57, 593),
        line("Led the fish section", 92, 577, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.company, w.dates])).toEqual([["Chef de Partie", "The Fat Duck, Bray", "Sep 2016 – Mar 2020"]]);
  });
  it("also inline after a bold role", () => {
    const l = line("Part-time Shop Assistant, SuperValu, Killarney, June 2024 - present", 57, 619);
    l.segs[0].parts = [
      { text: "Part-time Shop Assistant,", bold: true, italic: false },
      { text: " SuperValu, Killarney, June 2024 - present", bold: false, italic: false },
    ];
    const work = toWork(entriesOf([l, line("Work weekend shifts on the tills", 92, 602, { bullet: true })]));
    expect(work.map((w) => [w.title, w.company])).toEqual([["Part-time Shop Assistant", "SuperValu, Killarney"]]);
  });
  it("but not when the role names its employer after a comma: the place beside it is the town", () => {
    const work = toWork(
      entriesOf([
        line("Team Lead, Harbour Bakery | Cork, Ireland", 57, 610, { bold: true }),
        line("March 2021 - Present", 57, 593),
        line("Opened the shop each morning", 92, 577, { bullet: true }),
        line("Shift Supervisor, Northwind Books | Galway, Ireland", 57, 555, { bold: true }),
        line("June 2019 - February 2021", 57, 538),
        line("Ran the evening shift", 92, 522, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.title, w.company])).toEqual([
      ["Team Lead", "Harbour Bakery"],
      ["Shift Supervisor", "Northwind Books"],
    ]);
  });
  it("but a location beside a company stays dropped", () => {
    const work = toWork(
      entriesOf([line("Acme Robotics", 57, 610, { bold: true }), line("Software Engineer | Berlin, Germany | 2019 – 2021", 57, 593)]),
    );
    expect(work.map((w) => [w.title, w.company])).toEqual([["Software Engineer", "Acme Robotics"]]);
  });
});

describe("year-first dates with the month spelled out (Hungarian)", () => {
  it("reads the whole range", () => {
    expect(isDateLike("2020. szeptember – jelenleg")).toBe(true);
    expect(findDate("EPAM Systems 2017. július – 2020. augusztus")?.text).toBe("2017. július – 2020. augusztus");
  });
  it("still ignores a year followed by an ordinary word", () => {
    expect(findDate("Class of 2019 Mayors Award")?.text).not.toBe("2019 May");
    expect(isDateLike("January 2020 – March 2021")).toBe(true);
  });
});

describe("a grid of skill cells under a header table", () => {
  const at = (text: string, x0: number, x1: number, y: number) => ({ ...chunk(text, x0, y), x1 });
  it("is not read as a sidebar beside a main column when both sides have as many lines", () => {
    const chunks = [
      at("Noor Haddad", 57, 191, 768),
      at("Registered Nurse", 57, 132, 753),
      at("|", 146, 148, 753),
      at("+971 4 555 0199", 161, 236, 753),
      at("|", 249, 252, 753),
      at("noor.haddad.rn@outlook.com", 265, 396, 753),
      at("Clinical Skills", 57, 127, 729),
      at("Hemodynamic monitoring", 63, 178, 715),
      at("IABP management", 223, 307, 715),
      at("Ventilator care", 384, 448, 715),
      at("ECMO support", 63, 130, 701),
      at("ACLS", 223, 251, 701),
      at("Epic EHR", 384, 428, 701),
      at("IV cannulation", 63, 128, 688),
      at("Patient education", 223, 299, 688),
      at("Infection control", 384, 457, 688),
      at("Experience", 57, 114, 664),
      at("Charge Nurse, Cardiac ICU", 57, 187, 647),
      at("03/2020 – present", 460, 539, 647),
      at("Cleveland Clinic Abu Dhabi", 57, 181, 633),
      at("▶ Coordinate care for a 24-bed cardiac intensive care unit per shift", 58, 353, 618),
    ];
    expect(findGutter(chunks)).toBeNull();
  });
});

describe("a list item set inside its bullet", () => {
  it("keeps its wrapped line, which returns under the glyph", () => {
    const out = listItems(
      [
        line("Certified Usability Analyst from the Human Factors", 260, 661, { bullet: true, glyphX: 249 }),
        line("International institute", 249, 648),
        line("Google UX Design Certificate", 260, 634, { bullet: true, glyphX: 249 }),
      ].map((l) => ({ ...l, colRight: 400 })),
      "certifications",
      "Certifications",
    );
    expect(out.Certifications).toEqual([
      "Certified Usability Analyst from the Human Factors International institute",
      "Google UX Design Certificate",
    ]);
  });
});
