// Classes of failure the seventh independent set of real resumes showed, each built here from invented text runs and
// read through the whole pipeline, with the layouts each rule must leave alone.
import { describe, expect, it } from "vitest";
import { recordFromPages } from "../../../worker/parse/index.ts";
import type { Entry, Item } from "../../../worker/parse/types.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
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
  it("do not start at the wrapped end of a title ('of experience')", () => {
    const record = read(gutterPage());
    expect(record.experiences.work_experiences).toHaveLength(2);
    expect(record.personal_info.name).toBe("Noor Haddad");
    // The summary-like title line is not a job.
    expect(record.experiences.work_experiences.some((w) => /experience/i.test(`${w.company} ${w.title}`))).toBe(false);
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
  const _jobs = (companies: string[]): R[] => [
    { text: "Ewan Blair", x: 50, y: 790, size: 22 },
    { text: "ewan.blair@example.org", x: 50, y: 770 },
    { text: "Work Experience", x: 50, y: 740, size: 14 },
    ...companies.flatMap((c, i): R[] => [
      { text: `June 201${i} – August 201${i}`, x: 420, y: 720 - 50 * i },
      { text: c, x: 50, y: 706 - 50 * i },
      { text: "Summer Assistant", x: 50, y: 692 - 50 * i, size: 12 },
    ]),
  ];

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
