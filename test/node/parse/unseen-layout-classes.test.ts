// Section and entry assembly classes found on layouts the line model never saw (issue 28): content invented here,
// the readings set by hand as a line reader trained on other layouts could give them.
import { describe, expect, it } from "vitest";
import { recordFromReadings } from "../../../worker/parse/index.ts";
import { readSections } from "../../../worker/parse/roles/assemble.ts";
import type { LineReading, LineRole } from "../../../worker/parse/roles/types.ts";
import type { Line, SectionKind } from "../../../worker/parse/types.ts";
import { line } from "./built-lines.ts";

type Row = [Line, LineRole, SectionKind];
const at = (l: Line, gap: number, size = 10): Line => ({ ...l, gapAbove: gap, size });
const heading = (text: string, y: number): Line => at(line(text, 60, y, { bold: true }), 30, 12);

function sections(rows: Row[]) {
  const lines = rows.map(([l]) => l);
  const readings: LineReading[] = rows.map(([, role, section], n) => ({ n, role, section, entryStart: false, p: 0.9 }));
  return readSections(lines, readings).map((s) => [s.kind, s.heading, s.lines.length]);
}

describe("a known section name in the headings' look that the reader took for an item", () => {
  const rows = (missed: Line): Row[] => [
    [heading("Experience", 760), "heading", "work"],
    [at(line("Barista | Corner Coffee | 2021 – 2023", 60, 740), 20), "title", "work"],
    [heading("Skills", 700), "heading", "skills"],
    [at(line("Latte art | Inventory | Scheduling", 60, 680), 20), "list_item", "skills"],
    [missed, "list_item", "skills"],
    [at(line("Diploma in Hospitality | Lakeside College | 2019", 60, 620), 20), "title", "education"],
  ];

  it("opens its section when it stands apart in the headings' size and weight", () => {
    expect(sections(rows(heading("Education", 650)))).toEqual([
      ["work", "Experience", 1],
      ["skills", "Skills", 1],
      ["education", "Education", 1],
    ]);
  });

  it("stays an item in the body's look, or run on under the line above", () => {
    expect(sections(rows(at(line("Education", 60, 650), 30))).map(([k]) => k)).toEqual(["work", "skills"]);
    expect(sections(rows(at(heading("Education", 650), 14, 12))).map(([k]) => k)).toEqual(["work", "skills"]);
  });
});

describe("a heading set smaller than the main headings, where they start, under an entry section", () => {
  const sub = (text: string, y: number, x = 60): Line => at(line(text, x, y, { bold: true }), 20, 10.5);
  const rows = (inner: Line, innerKind: SectionKind = "projects"): Row[] => [
    [heading("Experience", 760), "heading", "work"],
    [inner, "heading", innerKind],
    [at(line("Wrote a weekly column on river ecology", 80, 720, { bullet: true }), 14), "bullet", "work"],
    [at(line("Field Technician | Delta Survey Co. | 2019 – 2022", 60, 700), 20), "title", "work"],
    [at(line("Sampled water at forty stations", 80, 688, { bullet: true }), 12), "bullet", "work"],
    [heading("Skills", 660), "heading", "skills"],
    [at(line("Sampling | GIS | Report writing", 60, 640), 20), "list_item", "skills"],
  ];

  it("is part of that section, first in it or as a label of an entry", () => {
    expect(sections(rows(sub("Outreach Projects", 740)))).toEqual([
      ["work", "Experience", 4],
      ["skills", "Skills", 1],
    ]);
    const label = rows(sub("Outreach Projects", 740));
    label.splice(5, 0, [sub("Responsibilities:", 676), "heading", "other"]);
    expect(sections(label)).toEqual([
      ["work", "Experience", 5],
      ["skills", "Skills", 1],
    ]);
  });

  it("keeps its own section when it names a list section, is set elsewhere, or is in the main headings' look", () => {
    expect(sections(rows(sub("Certifications", 740), "certifications")).map(([k]) => k)).toEqual(["work", "certifications", "skills"]);
    expect(sections(rows(sub("Outreach Projects", 740, 300))).map(([k]) => k)).toEqual(["work", "projects", "skills"]);
    expect(sections(rows(heading("Outreach Projects", 740))).map(([k]) => k)).toEqual(["work", "projects", "skills"]);
  });
});

describe("a summary ending in lines read as a list section's, its heading not in the text", () => {
  const rows = (gap: number, n = 3): Row[] => {
    const all: Row[] = [
      [heading("Profile", 760), "heading", "summary"],
      [at(line("Pastry cook who likes early starts and tidy benches.", 60, 740), 20), "body", "summary"],
      [at(line("Baking: Laminated dough, Sourdough, Choux", 60, 718), gap), "list_item", "skills"],
      [at(line("Kitchen: Ordering, Rotas, Food safety", 60, 706), 12), "list_item", "skills"],
      [at(line("Tools: Sheeter, Proofer, Blast chiller", 60, 694), 12), "list_item", "skills"],
    ];
    return all.slice(0, 2 + n);
  };

  it("is that section when three lines or more follow a blank line", () => {
    expect(sections(rows(20))).toEqual([
      ["summary", "Profile", 1],
      ["skills", "", 3],
    ]);
  });

  it("stays in the summary run on under its text, or when fewer than three", () => {
    expect(sections(rows(12)).map(([k]) => k)).toEqual(["summary"]);
    expect(sections(rows(20, 2)).map(([k]) => k)).toEqual(["summary"]);
  });
});

describe("a labelled line inside a skills section that the reader read as other", () => {
  const rows = (role: LineRole, text: string): Row[] => [
    [heading("Skills", 760), "heading", "skills"],
    [at(line("Tools: Lathe, Mill, Press brake", 60, 740), 20), "list_item", "skills"],
    [at(line(text, 60, 726), 14), role, "skills"],
  ];
  const lists = (r: Row[]) =>
    recordFromReadings(
      r.map(([l]) => l),
      r.map(([, role, section], n) => ({ n, role, section, entryStart: false, p: 0.9 })),
    ).record.additional_information;

  it("is an item all the same", () => {
    expect(lists(rows("other", "Languages: English, Welsh"))).toEqual({
      "Technical Skills": ["Lathe", "Mill", "Press brake"],
      Languages: ["English", "Welsh"],
    });
  });

  it("stays out when it has no label", () => {
    expect(lists(rows("other", "Page 2 of 2"))).toEqual({ "Technical Skills": ["Lathe", "Mill", "Press brake"] });
  });
});

describe("a heading right under a heading that names a section", () => {
  const rows = (second: Line): Row[] => [
    [heading("Side Projects", 760), "heading", "projects"],
    [second, "heading", "education"],
    [at(line("Kite rig | 2021", 60, 720), 20), "title", "education"],
    [at(line("Built a kite line winder from bike parts", 80, 706, { bullet: true }), 14), "bullet", "education"],
  ];

  it("is its subtitle when it starts where it does with no line between", () => {
    expect(sections(rows(at(heading("Work / Study", 746), 12, 12)))).toEqual([["projects", "Side Projects", 2]]);
  });

  it("opens its own section after a blank line or set elsewhere", () => {
    const headings = (second: Line) => sections(rows(second)).map(([, h]) => h);
    expect(headings(at(heading("Work / Study", 746), 30, 12))).toEqual(["Side Projects", "Work / Study"]);
    expect(headings(at(line("Work / Study", 300, 746, { bold: true }), 12, 12))).toEqual(["Side Projects", "Work / Study"]);
  });
});
