// The whole corpus through the real parser against its ground truth (same scoring as `npm run parse:score`),
// plus spot checks of layouts that are easy to get wrong.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { f1, norm, scoreRecord } from "../../../eval/parser/corpus/score.ts";
import { parseResume } from "../../../worker/parse/index.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";

const dir = path.resolve(import.meta.dirname, "../../fixtures/resumes");
const ids = readdirSync(dir)
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => f.replace(/\.pdf$/, ""))
  .sort();
const parsed = new Map<string, StoredRecord>();
const truth = (id: string) => JSON.parse(readFileSync(path.join(dir, `${id}.json`), "utf8")) as StoredRecord;
const get = (id: string) => parsed.get(ids.find((i) => i.startsWith(id))!)!;

beforeAll(async () => {
  for (const id of ids) parsed.set(id, (await parseResume(new Uint8Array(readFileSync(path.join(dir, `${id}.pdf`))))).record);
  // Parsing the whole corpus takes a few seconds; a loaded shared machine took over 10.
}, 120_000);

describe("corpus", () => {
  it("has at least 25 resumes, each with ground truth, from all three tools", () => {
    expect(ids.length).toBeGreaterThanOrEqual(25);
    for (const id of ids) expect(() => truth(id)).not.toThrow();
    expect(ids.some((i) => i.includes("odt"))).toBe(true);
    expect(ids.some((i) => i.includes("latex"))).toBe(true);
  });

  it("scores ≥ 0.95 overall and ≥ 0.90 in every field group", () => {
    const groups = ["contact", "work", "projects", "education", "skills"] as const;
    const totals = Object.fromEntries(groups.map((g) => [g, { matched: 0, expected: 0, parsed: 0 }])) as Record<
      (typeof groups)[number],
      { matched: number; expected: number; parsed: number }
    >;
    for (const id of ids) {
      const s = scoreRecord(truth(id), parsed.get(id)!);
      for (const g of groups) for (const k of ["matched", "expected", "parsed"] as const) totals[g][k] += s[g][k];
    }
    const scores = groups.map((g) => f1(totals[g]));
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(0.9);
    expect(scores.reduce((a, b) => a + b, 0) / scores.length).toBeGreaterThanOrEqual(0.95);
  });

  it("reads a sidebar layout column by column: the name from the main column, skills from the sidebar", () => {
    const r = get("r06");
    expect(r.personal_info.name).toBe("Nguyễn Thị Minh Anh");
    expect(r.additional_information["Technical Skills"]).toContain("Causal inference");
    expect(r.experiences.work_experiences[0]?.responsibilities[1]).toBe(
      "Designed A/B tests for loyalty promotions and explained results to category managers",
    );
  });

  it("drops the browser's print header and footer (date, title, file URL, page x/y)", () => {
    const r = get("r05");
    const all = JSON.stringify(r);
    expect(all).not.toMatch(/file:|\d\/\d\b|AM|PM|– Resume/);
    expect(r.personal_info.name).toBe("Priya Raghunathan");
  });

  it("joins a bullet that wraps across a page break into one responsibility", () => {
    for (const id of ids.filter((i) => /2p|3p/.test(i))) {
      const want = truth(id).experiences.work_experiences.flatMap((w) => w.responsibilities);
      const got = parsed.get(id)!.experiences.work_experiences.flatMap((w) => w.responsibilities);
      expect(got.map(norm), id).toEqual(want.map(norm));
    }
  });

  it("keeps a second role at the same company as its own entry", () => {
    const jobs = get("r08").experiences.work_experiences;
    expect(jobs.slice(0, 2).map((j) => [j.company, j.title])).toEqual([
      ["McKinley & Rowe", "Engagement Manager"],
      ["McKinley & Rowe", "Senior Associate"],
    ]);
  });

  it("reads letter-spaced and small-caps headings", () => {
    expect(get("r05").education).toHaveLength(2);
    expect(get("r13").experiences.work_experiences).toHaveLength(2);
    expect(get("r26").experiences.projects.map((p) => p.title)).toEqual(["Orderbook Visualiser", "Tiny Lisp"]);
  });

  it("finds bullets drawn as shapes, typed glyphs and TeX's unmapped bullet", () => {
    expect(get("r01").experiences.work_experiences[0]?.responsibilities).toHaveLength(3); // Chromium draws the discs
    expect(get("r27").experiences.work_experiences[0]?.responsibilities).toHaveLength(3); // pdflatex
    expect(get("r08").experiences.work_experiences[0]?.responsibilities[0]).toMatch(/^Lead teams/); // ➢ stripped
  });

  it("drops running heads and feet with page numbers but keeps the name", () => {
    expect(JSON.stringify(get("h20"))).not.toMatch(/Page \d/);
    expect(JSON.stringify(get("r17"))).not.toMatch(/Page \d/);
    expect(get("h20").personal_info.name).toBe("Hiroko Nakamura-Bell");
  });

  it("never invents content: a resume without jobs has no work entries", () => {
    expect(get("r15").experiences.work_experiences).toEqual([]);
    expect(get("r22").experiences.work_experiences).toEqual([]);
  });
});
