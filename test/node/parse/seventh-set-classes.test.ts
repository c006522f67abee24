// Classes of failure the seventh independent set of real resumes showed, each built here from invented text runs and
// read through the whole pipeline, with the layouts each rule must leave alone.
import { describe, expect, it } from "vitest";
import { recordFromPages } from "../../../worker/parse/index.ts";
import type { Entry, Item } from "../../../worker/parse/entries.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import { foldEntryTitles } from "../../../worker/parse/sections.ts";
import type { Section } from "../../../worker/parse/types.ts";
import { line, pageOf, type RunSpec as R } from "./built-lines.ts";

const read = (runs: R[]) => recordFromPages([pageOf(runs)]).record;

/** A page whose section names sit large in a left gutter, entries to their right (a JSON Resume theme's layout). */
function gutterPage(extra: R[] = []): R[] {
  return [
    { text: "Noor Haddad", x: 200, y: 790, size: 32 },
    { text: "Backend Developer - 8+ years", x: 200, y: 755, size: 25 },
    { text: "of experience", x: 200, y: 725, size: 25 },
    { text: "noor.haddad@example.org", x: 200, y: 700 },
    { text: "Work", x: 120, y: 660, size: 20 },
    { text: "Platform Engineer", x: 200, y: 660, size: 16, bold: true },
    { text: "Larkspur Bank", x: 200, y: 642, bold: true },
    { text: "Jan 2021 – Present", x: 200, y: 628 },
    { text: "Built the payments ledger.", x: 200, y: 612 },
    { text: "Systems Consultant", x: 200, y: 585, size: 16, bold: true },
    { text: "Orrin Technologies", x: 200, y: 567, bold: true },
    { text: "Mar 2018 – Dec 2020", x: 200, y: 553 },
    { text: "Placed engineers with client teams.", x: 200, y: 537 },
    { text: "Education", x: 70, y: 500, size: 20 },
    ...extra,
    { text: "Skills", x: 110, y: 420, size: 20 },
    { text: "Go, Rust, PostgreSQL", x: 200, y: 420 },
  ];
}

describe("section names set large in a gutter", () => {
  it("do not take an employer named like a section ('… Technologies') between a role and its dates", () => {
    const record = read(gutterPage());
    expect(record.experiences.work_experiences.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Larkspur Bank", "Platform Engineer", "Jan 2021 – Present"],
      ["Orrin Technologies", "Systems Consultant", "Mar 2018 – Dec 2020"],
    ]);
    expect(Object.keys(record.additional_information)).toEqual(["Technical Skills"]);
  });

  it("do not start at the wrapped end of a title ('of experience')", () => {
    const record = read(gutterPage());
    expect(record.experiences.work_experiences).toHaveLength(2);
    expect(record.personal_info.name).toBe("Noor Haddad");
    // The summary-like title line is not a job.
    expect(record.experiences.work_experiences.some((w) => /experience/i.test(`${w.company} ${w.title}`))).toBe(false);
  });

  it("read a school named by no school word over its degree line as the school", () => {
    const record = read(
      gutterPage([
        { text: "Code Forward", x: 200, y: 500, size: 16, bold: true },
        // (The field in bold and the line full, as the theme prints it: it reads as the entry's first detail.)
        { text: "Certificate of Completion in", x: 200, y: 482, w: 126 },
        { text: "Front-End Development and Quality Assurance", x: 330, y: 482, w: 215, bold: true },
        { text: "Feb 2016 – Jan 2017", x: 200, y: 468 },
      ]),
    );
    expect(record.education.map((e) => [e.institution, e.degree, e.dates])).toEqual([
      ["Code Forward", "Certificate of Completion in Front-End Development and Quality Assurance", "Feb 2016 – Jan 2017"],
    ]);
  });
});

describe("a form that asks for the given and the family name apart", () => {
  const form = (rows: [string, string][]): R[] => [
    { text: "Lebenslauf", x: 57, y: 790, size: 14, bold: true },
    { text: "Persönliche Daten", x: 57, y: 760, size: 12, bold: true },
    ...rows.flatMap(([label, value], i): R[] => [
      { text: label, x: 70, y: 740 - 12 * i, bold: true },
      { text: value, x: 200, y: 740 - 12 * i },
    ]),
    { text: "Berufserfahrung", x: 57, y: 640, size: 12, bold: true },
    { text: "2019 – 2023", x: 57, y: 622, bold: true },
    { text: "Monteur | Beispiel AG, Bern", x: 57, y: 608 },
  ];

  it("joins the two into the name, in either order", () => {
    const given = read(
      form([
        ["Vorname", "Lea"],
        ["Nachname", "Zürcher"],
        ["E-Mail", "lea.z@example.org"],
      ]),
    );
    expect(given.personal_info.name).toBe("Lea Zürcher");
    const family = read(
      form([
        ["Name", "Zürcher"],
        ["Vorname", "Lea"],
        ["Telefon", "+41 79 000 00 00"],
      ]),
    );
    expect(family.personal_info.name).toBe("Lea Zürcher");
  });

  it("leaves a form with one name line as it is", () => {
    const record = read(
      form([
        ["Name", "Lea Zürcher"],
        ["Geburtsdatum", "01.02.1990"],
      ]),
    );
    expect(record.personal_info.name).toBe("Lea Zürcher");
  });
});

describe("employers printed with their town after a comma", () => {
  const jobs = (companies: string[]): R[] => [
    { text: "Ewan Blair", x: 50, y: 790, size: 22 },
    { text: "ewan.blair@example.org", x: 50, y: 770 },
    { text: "Work Experience", x: 50, y: 740, size: 14 },
    ...companies.flatMap((c, i): R[] => [
      { text: `June 201${i} – August 201${i}`, x: 420, y: 720 - 50 * i },
      { text: c, x: 50, y: 706 - 50 * i },
      { text: "Summer Assistant", x: 50, y: 692 - 50 * i, size: 12 },
    ]),
  ];

  it("drop the town when most employers of the section are printed that way", () => {
    const record = read(jobs(["Harbour Bakery, Oban", "Kelvin Books, Paisley", "Glen Crafts, Fort William"]));
    expect(record.experiences.work_experiences.map((w) => w.company)).toEqual(["Harbour Bakery", "Kelvin Books", "Glen Crafts"]);
  });

  it("keep a single comma in one employer's name", () => {
    const record = read(jobs(["Harbour Bakery", "Ross, Grant", "Loch Hotel"]));
    expect(record.experiences.work_experiences.map((w) => w.company)).toEqual(["Harbour Bakery", "Ross, Grant", "Loch Hotel"]);
  });

  it("keep a unit and its organisation joined by '@' as the employer", () => {
    const record = read(jobs(["R&D @ Norland Instruments, Norway", "Harbour Bakery", "Loch Hotel"]));
    expect(record.experiences.work_experiences[0]!.company).toBe("R&D @ Norland Instruments");
  });

  it("still split a role from its employer at a spaced '@'", () => {
    const record = read([
      { text: "Ewan Blair", x: 50, y: 790, size: 22 },
      { text: "ewan.blair@example.org", x: 50, y: 770 },
      { text: "Experience", x: 50, y: 740, size: 14 },
      { text: "Data Analyst @ Norland Instruments", x: 50, y: 720, bold: true },
      { text: "2019 – 2022", x: 470, y: 720 },
      { text: "• Built the weekly sales model.", x: 60, y: 706 },
    ]);
    expect(record.experiences.work_experiences.map((w) => [w.title, w.company])).toEqual([["Data Analyst", "Norland Instruments"]]);
  });
});

describe("smaller headings straight under an entry section's heading", () => {
  const heading = (text: string, size: number, y: number) => ({ ...line(text, 80, y), size });
  const section = (kind: Section["kind"], text: string, size: number, y: number, lines: string[]): Section => ({
    kind,
    heading: text,
    headingLine: heading(text, size, y),
    lines: lines.map((t, i) => line(t, 100, y - 14 * (i + 1))),
  });

  it("are the titles of the entries under them, one dated entry each", () => {
    const sections = [
      section("education", "Education", 14, 750, []),
      section("education", "High School Diploma", 12, 730, ["Cedar Hill School,", "Springfield, Ohio (2015-2018)"]),
      section("education", "Certificate Program", 12, 680, ["Lakeshore College,", "Chicago, Illinois (2018 - 2019)"]),
      section("skills", "Skills", 14, 620, ["Python, R"]),
    ];
    foldEntryTitles(sections);
    expect(sections.map((s) => s.heading)).toEqual(["Education", "Skills"]);
    expect(sections[0]!.lines.map((l) => l.text)).toEqual([
      "High School Diploma",
      "Cedar Hill School,",
      "Springfield, Ohio (2015-2018)",
      "Certificate Program",
      "Lakeshore College,",
      "Chicago, Illinois (2018 - 2019)",
    ]);
  });

  it("stay sections when one heads several dated entries, or when they are names the lists know", () => {
    const groups = [
      section("education", "Education", 14, 750, []),
      section("education", "Undergraduate Studies", 12, 730, [
        "BSc, Lakeshore University (2018 - 2022)",
        "Minor, Lakeshore University (2019 - 2022)",
      ]),
      section("education", "Exchange Terms", 12, 680, ["Kyoto University (2020 - 2021)"]),
    ];
    foldEntryTitles(groups);
    expect(groups).toHaveLength(3);
    const known = [
      section("work", "Experience", 14, 750, []),
      section("work", "Teaching Experience", 12, 730, ["Tutor, Lakeshore University (2019 - 2020)"]),
      section("work", "Research Experience", 12, 680, ["Assistant, Lakeshore University (2020 - 2021)"]),
    ];
    foldEntryTitles(known);
    expect(known).toHaveLength(3);
  });
});

describe("projects listed as bullets that open with a bold name", () => {
  // One entry with no header: bullets whose first run is a bold name, plain lines under them (as an article class
  // sets them, the lines under a bullet may start left of its text, and the bullets' own indents vary).
  const item = (text: string, x: number, bullet: boolean, bold = ""): Item => {
    const l = line(bold ? [{ text: bold, bold: true }, { text: text.slice(bold.length) }] : text, x, 700);
    return { text, bullet, textX: x, last: l, ...(bullet ? { first: l } : {}) };
  };
  const entry: Entry = {
    header: [],
    body: [
      item("Tidewatch — A tide table for anglers.", 163, true, "Tidewatch"),
      item("{Kotlin, Room} [2019–Present] Installed over a million times.", 150, false),
      item("Loomly — Knitting pattern counter.", 191, true, "Loomly"),
      item("{Dart, Flutter} [2020–2021] Row counter, themes and backups.", 150, false),
      item("Quillpad — Offline notes with sync.", 160, true, "Quillpad"),
    ],
  };

  it("read one project per bullet, the plain lines under it as its description", () => {
    const projects = toProjects([entry]);
    expect(projects.map((p) => p.title)).toEqual(["Tidewatch", "Loomly", "Quillpad"]);
    expect(projects[0]!.responsibilities.join(" ")).toContain("Installed over a million times");
  });

  it("leave bullets without a bold name to the other rules", () => {
    const plain: Entry = { header: [], body: entry.body.map((b) => ({ ...b, first: b.first && line(b.text, b.textX, 700) })) };
    expect(toProjects([plain]).map((p) => p.title)).not.toEqual(["Tidewatch", "Loomly", "Quillpad"]);
  });
});

describe("a role set apart on the right of the employer's line", () => {
  it("is the title, not a place", () => {
    const record = read([
      { text: "Piotr Nowak", x: 50, y: 800, size: 20, bold: true },
      { text: "piotr.nowak@example.org", x: 50, y: 780 },
      { text: "doświadczenie", x: 173, y: 750, size: 17, bold: true },
      { text: "02/2014–teraz", x: 173, y: 728 },
      { text: "Orlik Systems S.A.", x: 252, y: 728, bold: true },
      { text: "Starszy Inżynier Oprogramowania", x: 430, y: 728 },
      { text: "Opracowanie modułu nawigacji", x: 252, y: 716, italic: true },
      { text: "05/2011–01/2014", x: 173, y: 698 },
      { text: "Vistula Tech Sp. z o.o", x: 252, y: 698, bold: true },
      { text: "Warszawa, Polska", x: 470, y: 698 },
      { text: "Rozwój warstwy systemu", x: 252, y: 686, italic: true },
    ]);
    const [first, second] = record.experiences.work_experiences;
    expect([first?.company, first?.title]).toEqual(["Orlik Systems S.A.", "Starszy Inżynier Oprogramowania"]);
    // A place on the right stays out of the fields.
    expect(second?.company).toBe("Vistula Tech Sp. z o.o");
    expect(second?.title).not.toBe("Warszawa, Polska");
  });
});

describe("a job title set larger above the name", () => {
  const top = (title: string, name: string): R[] => [
    { text: title, x: 200, y: 800, size: 20, bold: true },
    { text: name, x: 240, y: 775, size: 14 },
    { text: "Kharkiv, Ukraine", x: 260, y: 755 },
    { text: "olena.shevchuk@example.org", x: 230, y: 735 },
    { text: "Experience", x: 50, y: 700, size: 14, bold: true },
    { text: "Android Developer, Lviv Apps", x: 50, y: 680 },
    { text: "2019 – 2023", x: 470, y: 680 },
  ];

  it("is not the name: the line under it is", () => {
    expect(read(top("Android Developer", "Olena Shevchuk")).personal_info.name).toBe("Olena Shevchuk");
  });

  it("leaves a large name over a smaller headline alone", () => {
    expect(read(top("Olena Shevchuk", "Android Developer")).personal_info.name).toBe("Olena Shevchuk");
  });
});

describe("an entry section printed as a table with a label row", () => {
  // (Columns placed as a LaTeX tabular sets them: the label row in bold, the rows 12 pt apart.)
  const table = (labels: string[]): R[] => [
    { text: "Anil Kumar", x: 20, y: 800, size: 20, bold: true },
    { text: "anil.kumar@example.org", x: 20, y: 780 },
    { text: "Academic Qualifications", x: 19, y: 765, size: 12, bold: true },
    ...labels.map((t, i): R => ({ text: t, x: [47, 144, 377, 521][i]!, y: 746, bold: true })),
    { text: "2021 - 2024", x: 27, y: 734 },
    { text: "B.Sc. (Physics)", x: 144, y: 734 },
    { text: "Riverbend Institute of Technology", x: 330, y: 734 },
    { text: "8.72/10", x: 521, y: 734 },
    { text: "2021", x: 49, y: 722 },
    { text: "Class XII (CBSE)", x: 144, y: 722 },
    { text: "Kendriya Vidyalaya Jaipur", x: 350, y: 722 },
    { text: "90.0%", x: 521, y: 722 },
  ];

  it("reads the rows under the label row as the entries", () => {
    for (const labels of [
      ["Year", "Degree/Certificate", "Institute", "CPI/%"],
      ["Period", "Qualification", "School", "Grade"],
    ]) {
      const record = read(table(labels));
      expect(
        record.education.map((e) => [e.degree, e.institution]),
        labels[0],
      ).toEqual([
        ["B.Sc. (Physics)", "Riverbend Institute of Technology"],
        ["Class XII (CBSE)", "Kendriya Vidyalaya Jaipur"],
      ]);
    }
  });
});

describe("a heading drawn with an icon before it", () => {
  it("is a heading when it is set larger and underlined as the others are, though the icon looks like a bullet", () => {
    const runs: R[] = [
      { text: "Wei Zhang", x: 260, y: 790, size: 24 },
      { text: "wei.zhang@example.org", x: 220, y: 765, size: 11 },
      { text: "Internships", x: 80, y: 730, size: 14 },
      { text: "Harbor Search, Ranking team", x: 58, y: 708, size: 11, bold: true },
      { text: "2016.07 – 2016.08", x: 440, y: 708, size: 11 },
      { text: "•", x: 64, y: 690, w: 4, size: 11 },
      { text: "Rebuilt the ranking log pipeline.", x: 76, y: 690, size: 11 },
      { text: "•", x: 64, y: 650, w: 6, size: 14 },
      { text: "Contest Results", x: 76, y: 650, size: 14 },
      { text: "Champion, National Data Mining Cup", x: 58, y: 628, size: 11 },
      { text: "2016.03", x: 480, y: 628, size: 11 },
      { text: "Silver medal, Regional Programming Contest", x: 58, y: 614, size: 11 },
      { text: "2015.11", x: 480, y: 614, size: 11 },
    ];
    const underline = (x0: number, y: number) => ({ x0, y0: y - 3, x1: 540, y1: y - 2 });
    const page = { ...pageOf(runs), rules: [underline(58, 730), underline(58, 650)] };
    const record = recordFromPages([page]).record;
    expect(record.experiences.work_experiences.map((w) => w.dates)).toEqual(["2016.07 – 2016.08"]);
    expect(record.additional_information["Contest Results"]).toHaveLength(2);
  });
});

describe("group names set smaller under a skills heading", () => {
  it("are groups of the same skills list", () => {
    const record = read([
      { text: "Noor Haddad", x: 50, y: 800, size: 24 },
      { text: "noor.haddad@example.org", x: 50, y: 780 },
      { text: "Skills", x: 50, y: 750, size: 20 },
      { text: "Go, Rust, PostgreSQL", x: 60, y: 730 },
      { text: "Test Tools", x: 60, y: 705, size: 16, bold: true },
      { text: "Cypress, Jest, Mocha", x: 60, y: 688 },
      { text: "Cloud Admin", x: 60, y: 663, size: 16, bold: true },
      { text: "Kubernetes, Terraform", x: 60, y: 646 },
      { text: "Languages", x: 50, y: 615, size: 20 },
      { text: "English, Arabic", x: 60, y: 595 },
    ]);
    expect(record.additional_information["Technical Skills"]).toEqual([
      "Go",
      "Rust",
      "PostgreSQL",
      "Cypress",
      "Jest",
      "Mocha",
      "Kubernetes",
      "Terraform",
    ]);
    expect(Object.keys(record.additional_information).sort()).toEqual(["Languages", "Technical Skills"]);
  });
});
