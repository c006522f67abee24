// Whole entries written as list items that wrap before their dates, "Company Title" headers in Chinese, year words
// after a year, "papers" as a heading (content invented here).
import { describe, expect, it } from "vitest";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { endsInCjkOrg, roleScore } from "../../../worker/parse/lexicon.ts";
import { splitCjkRole } from "../../../worker/parse/pieces.ts";
import { splitSections } from "../../../worker/parse/sections.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { line, type Part } from "./built-lines.ts";

const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });
/** A list item: its bullet line at x 80, the lines it wrapped onto at the same x just below. */
const item = (rows: (string | Part[])[], y: number): Line[] =>
  rows.map((r, i) => at(line(r, 80, y - 12 * i, { bullet: i === 0, glyphX: 70 }), i === 0 ? 14 : 12));

describe("entries written as one list item each", () => {
  it("reads a job per item when the dates end the wrapped item, the name before the description as its title", () => {
    const lines = [
      ...item(
        ["Site foreman - ran the masonry crew on three family houses, ordered", "materials and kept the site diary ( 2015-", "2019 )"],
        700,
      ),
      ...item(["Cost estimator - priced tenders for public buildings and checked the", "subcontractors' offers ( 2011-2015 )"], 650),
      ...item(["Draughtsman - drew timber roof trusses for the joinery ( 2008-2011 )"], 612),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work.map((w) => [w.title, w.company, w.dates, w.responsibilities])).toEqual([
      ["Site foreman", "", "2015- 2019", ["ran the masonry crew on three family houses, ordered materials and kept the site diary"]],
      ["Cost estimator", "", "2011-2015", ["priced tenders for public buildings and checked the subcontractors' offers"]],
      ["Draughtsman", "", "2008-2011", ["drew timber roof trusses for the joinery"]],
    ]);
  });

  it("reads a dated item with a place after its dates, and a range whose dash was taken for a bullet", () => {
    const lines = [
      ...item(
        [
          [{ text: "Northbay University / ", bold: true }, { text: "Tutor for Statistics" }],
          [{ text: "Jan. 2019 - Present, Leeds, United Kingdom", italic: true }],
        ],
        700,
      ),
      ...item([[{ text: "Corvid Labs / ", bold: true }, { text: "Research Intern Oct. 2017" }]], 674),
      at(line([{ text: "Dec. 2017, York, United Kingdom", italic: true }], 90, 662, { bullet: true, glyphX: 80 }), 12),
      ...item(
        [
          [{ text: "Fenwick College / ", bold: true }, { text: "Teaching Assistant for Algebra" }],
          [{ text: "Sep. 2015 - Jun. 2016, Leeds, United Kingdom", italic: true }],
        ],
        648,
      ),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Northbay University", "Tutor for Statistics", "Jan. 2019 - Present"],
      ["Corvid Labs", "Research Intern", "Oct. 2017 – Dec. 2017"],
      ["Fenwick College", "Teaching Assistant for Algebra", "Sep. 2015 - Jun. 2016"],
    ]);
  });

  it("reads schools the same way", () => {
    const lines = [
      ...item(
        [
          [{ text: "Northbay University / ", bold: true }, { text: "MSc in Applied Statistics Sep. 2016 -" }],
          "Jun. 2017, Leeds, United Kingdom",
        ],
        700,
      ),
      ...item(
        [
          [{ text: "Fenwick College / ", bold: true }, { text: "BSc in Mathematics and Computer" }],
          "Science Sep. 2013 - Jun. 2016, York, United Kingdom",
        ],
        670,
      ),
    ];
    const edu = toEducation(groupEntries(lines, "education", 10));
    expect(edu.map((e) => [e.institution, e.degree, e.dates])).toEqual([
      ["Northbay University", "MSc in Applied Statistics", "Sep. 2016 - Jun. 2017"],
      ["Fenwick College", "BSc in Mathematics and Computer Science", "Sep. 2013 - Jun. 2016"],
    ]);
  });

  it("leaves ordinary wrapped bullets under a dated header as the job's responsibilities", () => {
    const lines = [
      at(line("Software Engineer, Tallowby Systems", 60, 720, { bold: true }), 20),
      at(line("2019 – 2022", 60, 706), 14),
      ...item(["Moved the billing service to queues, which cut the nightly run from six", "hours to forty minutes (2020 – 2021)"], 692),
      ...item(["Wrote the on-call handbook"], 664),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work).toHaveLength(1);
    expect(work[0]!.title).toBe("Software Engineer");
    expect(work[0]!.responsibilities).toHaveLength(2);
  });
});

describe("dated descriptions inside a job", () => {
  it("leaves two wrapped bullets ending in dates among the job's other bullets to the usual joining", () => {
    const lines = [
      at(line("Software Engineer, Tallowby Systems", 60, 720, { bold: true }), 20),
      at(line("2019 – 2023", 60, 706), 14),
      ...item(["Moved the nightly billing job off the old cron host onto the shared queue micro-", "service (2020 – 2021)"], 692),
      ...item(["Ran the payments on-call rotation for the whole platform group and trained the", "new hires on it (2021 – 2022)"], 664),
      ...item(["Wrote the on-call handbook"], 636),
      ...item(["Cut the test suite from forty minutes to twelve"], 622),
      ...item(["Reviewed the storage team's schema changes"], 608),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work).toHaveLength(1);
    expect(work[0]!.responsibilities).toHaveLength(5);
    // (Joined by the description rules: no space left after the line-end hyphen.)
    expect(work[0]!.responsibilities[0]).toMatch(/queue micro-?service \(2020 – 2021\)$/);
  });
});

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
    const work = toWork(groupEntries(lines, "work", 10));
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
const sized = (l: Line, size: number): Line => ({ ...l, size, segs: [{ ...l.segs[0], size }] });

describe("skill groups without capitals", () => {
  it("reads Japanese group names over one keyword per line as a skills list, not a lone school name", () => {
    const side = (l: Line): Line => ({ ...l, slot: 1 });
    const group = (name: string, y: number, items: string[]) => [
      side(sized(line(name, 40, y), 12)),
      ...items.map((t, i) => side(sized(line(t, 40, y - 14 - 10 * i), 8))),
    ];
    const lines = [
      side(sized(line("ABOUT", 40, 760), 12)),
      side(sized(line("TOKYO", 40, 744), 8)),
      ...group("フロントエンド", 720, ["REACT", "TYPESCRIPT", "CSS3"]),
      ...group("バックエンド", 660, ["KOTLIN", "DJANGO"]),
      sized(line("EDUCATION", 200, 760), 12),
      sized(line("青葉大学", 200, 740), 12),
      sized(line("学士 情報工学", 200, 726), 9),
    ];
    const sections = splitSections(lines, 9);
    expect(sections.map((s) => s.kind)).toEqual(["preamble", "summary", "skills", "skills", "education"]);
    expect(sections[4]!.lines.map((l) => l.text)).toEqual(["青葉大学", "学士 情報工学"]);
  });
});

describe("schools one per bullet without dates", () => {
  it("makes each 'Degree — School' item an entry", () => {
    const lines = [
      line("Residency in Psychiatry — Northbay University Hospital", 80, 700, { bullet: true }),
      line("Specialist in Family Health — Fenwick College", 80, 688, { bullet: true }),
      line("Postgraduate in Addiction Medicine — Corvid Institute", 80, 676, { bullet: true }),
    ];
    const edu = toEducation(groupEntries(lines, "education", 10));
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([
      ["Residency in Psychiatry", "Northbay University Hospital"],
      ["Specialist in Family Health", "Fenwick College"],
      ["Postgraduate in Addiction Medicine", "Corvid Institute"],
    ]);
  });
  it("leaves a school's own bullets (under its header) as its details", () => {
    const lines = [
      line("MSc Applied Statistics, Northbay University", 60, 720, { bold: true }),
      line("Thesis — survival models for ward stays", 80, 706, { bullet: true }),
      line("Tutor — first-year probability", 80, 694, { bullet: true }),
    ];
    const edu = toEducation(groupEntries(lines, "education", 10));
    expect(edu).toHaveLength(1);
    expect(edu[0]!.details).toHaveLength(2);
  });
});

describe("smaller field rules", () => {
  it("reads an open end alone as the date, a word it starts (present) not before a longer one (presente)", () => {
    expect(findDate("Presente")?.text).toBe("Presente");
    expect(findDate("2019 – atualmente")?.text).toBe("2019 – atualmente");
  });
  it("drops a town marked as one after the company", () => {
    const lines = [
      line("Інженер-програміст", 60, 720, { bold: true }),
      line("ТОВ Ясен Софт, м. Львів", 60, 706),
      line("2019 – 2022", 60, 692, { italic: true }),
      line("Фрілансер", 60, 664, { bold: true }),
      line("2017 – 2019", 60, 650, { italic: true }),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work.map((w) => [w.title, w.company])).toEqual([
      ["Інженер-програміст", "ТОВ Ясен Софт"],
      ["Фрілансер", ""],
    ]);
  });
  it("knows school-leaving qualifications and mission statements", () => {
    const edu = toEducation(
      groupEntries(
        [
          line("Lindenhof Gymnasium", 60, 720, { bold: true }),
          line("Informatik", 60, 706),
          line("Fachhochschulreife", 60, 692),
          line("2008 – 2010", 60, 678),
        ],
        "education",
        10,
      ),
    );
    expect(edu[0]!.degree).toBe("Fachhochschulreife");
    expect(headingKind("Missão")).toBe("summary");
    expect(headingKind("Technologies and Skills")).toBe("skills");
    expect(headingKind("Технології та навички")).toBe("skills");
  });
});

describe("a list named inline at the headings' indent", () => {
  const label = (name: string, value: string, y: number) => line([{ text: name, bold: true }, { text: value }], 60, y);
  it("opens a list section of its own for each such line after an indented list", () => {
    const lines = [
      line("WORK EXPERIENCE", 60, 760, { bold: true }),
      line("Site foreman, Brightwater Builders ( 2015-2019 )", 80, 744, { bullet: true }),
      line("Cost estimator, Quillon Homes ( 2011-2015 )", 80, 730, { bullet: true }),
      label("LANGUAGES: ", "- German A2, English B1", 710),
      label("INTERESTS: ", "- Cycling, Chess", 696),
    ];
    const sections = splitSections(lines, 10);
    expect(sections.map((s) => [s.kind, s.heading, s.lines.map((l) => l.text)])).toEqual([
      ["preamble", "", []],
      ["work", "Work Experience", ["Site foreman, Brightwater Builders ( 2015-2019 )", "Cost estimator, Quillon Homes ( 2011-2015 )"]],
      ["languages", "Languages", ["German A2, English B1"]],
      ["other", "Interests", ["Cycling, Chess"]],
    ]);
  });
  it("leaves a labelled line inside a list set at the list's own indent", () => {
    const lines = [
      line("SKILLS", 60, 760, { bold: true }),
      label("Languages: ", "Python, Go", 744),
      label("Tools: ", "Docker, Terraform", 730),
    ];
    expect(splitSections(lines, 10).map((s) => s.kind)).toEqual(["preamble", "skills"]);
  });
});
