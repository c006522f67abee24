// How one education line is cut into degree, school, dates and details when its pieces are separated by commas:
// the school before the degree, a region and a grade after the school, a year after it, and a degree whose field
// follows in another style over the school's own line. Built from invented text runs, with the layouts each rule
// must leave alone.
import { describe, expect, it } from "vitest";
import { recordFromPages } from "../../../worker/parse/index.ts";
import { pageOf, type RunSpec as R } from "./built-lines.ts";

const read = (runs: R[]) => recordFromPages([pageOf(runs)]).record;
const head: R[] = [
  { text: "Mira Vogt", x: 50, y: 790, size: 20, bold: true },
  { text: "mira.vogt@example.org", x: 50, y: 768 },
  { text: "Education", x: 50, y: 740, size: 14, bold: true },
];
const fields = (r: ReturnType<typeof read>) => r.education.map((e) => ({ degree: e.degree, institution: e.institution, dates: e.dates }));

describe("an education line with comma-separated pieces", () => {
  it("reads the school first and the degree after the comma", () => {
    const record = read([
      ...head,
      { text: "Oktober 2015 – Juli 2018", x: 50, y: 720 },
      { text: "Technische Hochschule Köln, Informatik Master", x: 200, y: 720 },
    ]);
    expect(fields(record)).toEqual([
      { degree: "Informatik Master", institution: "Technische Hochschule Köln", dates: "Oktober 2015 – Juli 2018" },
    ]);
  });

  it("keeps a region out of the school and a grade as a detail", () => {
    const record = read([
      ...head,
      { text: "2009 – 2015", x: 50, y: 720 },
      { text: "Abitur, Goethe-Gymnasium Bensheim, Hessen, Abschlussnote 2,1", x: 200, y: 720 },
    ]);
    expect(fields(record)).toEqual([{ degree: "Abitur", institution: "Goethe-Gymnasium Bensheim", dates: "2009 – 2015" }]);
    expect(record.education[0]!.details).toContain("Abschlussnote 2,1");
  });

  it("takes a year after the school as the dates of an undated entry", () => {
    const record = read([
      ...head,
      { text: "•", x: 60, y: 720, w: 4 },
      { text: "Bachelor of Arts in History – Riverside Community College, 2004", x: 72, y: 720 },
    ]);
    expect(fields(record)).toEqual([{ degree: "Bachelor of Arts in History", institution: "Riverside Community College", dates: "2004" }]);
  });

  it("leaves a degree and a school in two styles on one line as they are", () => {
    const record = read([
      ...head,
      { text: "Master of Science", x: 50, y: 720, italic: true },
      { text: ", Lund University", x: 135, y: 720 },
      { text: "Sep 2014 – Jun 2016", x: 460, y: 720 },
      { text: "Thesis on thin films", x: 50, y: 706 },
    ]);
    expect(fields(record)).toEqual([{ degree: "Master of Science", institution: "Lund University", dates: "Sep 2014 – Jun 2016" }]);
  });

  it("keeps a field in another style after a bare degree, under a school dated to an estimated end", () => {
    const record = read([
      ...head,
      { text: "Lakeshore University, Chicago, IL", x: 50, y: 720, bold: true },
      { text: "2022 – Est. 2027", x: 470, y: 720 },
      { text: "Ph.D.", x: 50, y: 706, italic: true },
      { text: " in Computer Science", x: 75, y: 706 },
      { text: "Advisor: Prof. Ada Lin", x: 50, y: 692 },
    ]);
    expect(fields(record)).toEqual([
      { degree: "Ph.D. in Computer Science", institution: "Lakeshore University", dates: "2022 – Est. 2027" },
    ]);
  });
});

describe("a completion label on an education line", () => {
  it("drops a past completion label before the year and after the school", () => {
    const record = read([
      ...head,
      { text: "Diploma in Baking, Harbour Cookery School, Bristol - graduated: 2012", x: 50, y: 720 },
      { text: "Certificate in Bookkeeping", x: 50, y: 690, bold: true },
      { text: "Escola Técnica Vale Verde. – concluído em", x: 50, y: 676 },
      { text: "03/2019", x: 460, y: 676 },
    ]);
    expect(record.education.map((e) => e.dates)).toEqual(["2012", "03/2019"]);
    expect(record.education[1]!.institution).toBe("Escola Técnica Vale Verde");
  });

  it("keeps an expected date's label", () => {
    const record = read([...head, { text: "BSc Geology, Northfield University - Expected May 2029", x: 50, y: 720 }]);
    expect(record.education[0]!.dates).toMatch(/Expected/);
  });
});

describe("a Chinese average mark after the degree", () => {
  it("is a detail, not part of the degree", () => {
    const record = read([
      ...head,
      { text: "2016.09 - 2020.06", x: 50, y: 720 },
      { text: "北海理工学院 土木工程学士 均分85分", x: 200, y: 720 },
    ]);
    expect(fields(record)).toEqual([{ degree: "土木工程学士", institution: "北海理工学院", dates: "2016.09 - 2020.06" }]);
    expect(record.education[0]!.details).toContain("均分85分");
  });
});

describe("a completion status in a column of its own", () => {
  it("is a detail, not the school", () => {
    const record = read([
      ...head,
      { text: "2024.05", x: 50, y: 720 },
      { text: "클라우드 기초 과정", x: 140, y: 720 },
      { text: "수료", x: 330, y: 720 },
      { text: "16", x: 420, y: 720 },
    ]);
    expect(record.education[0]!.degree).toBe("클라우드 기초 과정");
    expect(record.education[0]!.institution).not.toBe("수료");
    expect(record.education[0]!.details).toContain("수료");
  });
});
