// The held-out scorer itself: perfect output scores 1, normalisation forgives only presentation, extra output costs.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isSkillName, normItem, scoreRecord, totals } from "../../../eval/parser/lib/score-lib.ts";
import type { StoredRecord, WorkExperience } from "../../../worker/shapes/resume.ts";

const truth = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../fixtures/resumes-holdout/priya-sharma-gdocs-india.json"), "utf8"),
) as StoredRecord;
const clone = (): StoredRecord => structuredClone(truth);

describe("holdout scorer", () => {
  it("scores the truth against itself as 1 with no misses", () => {
    const s = scoreRecord("x", truth, clone());
    expect(s.misses).toEqual([]);
    expect(totals([s]).overall.acc).toBe(1);
  });

  it("forgives dash type, spacing, case, bullet glyphs and numbering", () => {
    expect(normItem("• Led  the redesign.")).toBe(normItem("Led the redesign"));
    expect(normItem("1. Closed the deal")).toBe(normItem("closed the deal"));
    expect(normItem("Jan 2022 – Present")).toBe(normItem("Jan 2022 - Present"));
    expect(normItem("2019–2021")).toBe(normItem("2019 - 2021"));
    expect(normItem("RNA-seq")).not.toBe(normItem("RNAseq"));
  });

  it("pairs entries by content, so order does not matter, but swapped title and company cost two points", () => {
    const reordered = clone();
    reordered.experiences.work_experiences.reverse();
    expect(totals([scoreRecord("x", truth, reordered)]).work.acc).toBe(1);
    const swapped = clone();
    const w = swapped.experiences.work_experiences[1] as WorkExperience;
    [w.company, w.title] = [w.title, w.company];
    const s = scoreRecord("x", truth, swapped);
    expect(s.misses.map((m) => m.field)).toEqual(["work[Infosys / Software Engineer].company", "work[Infosys / Software Engineer].title"]);
  });

  it("charges split bullets, extra entries and stray skills", () => {
    const got = clone();
    const b = (got.experiences.work_experiences[0] as WorkExperience).responsibilities;
    b.splice(0, 1, "Led the redesign of the settlement ledger service in Go, cutting reconciliation time", "from 4 hours to 25 minutes");
    got.experiences.work_experiences.push({ company: "Summary", title: "", dates: "", responsibilities: [] });
    got.additional_information["Technical Skills"]?.push("Bengaluru");
    const t = totals([scoreRecord("x", truth, got)]);
    expect(t.work.hit).toBe(totals([scoreRecord("x", truth, truth)]).work.hit - 1);
    expect(t.work.total).toBe(totals([scoreRecord("x", truth, truth)]).work.total + 2);
    expect(t.skills.acc).toBeCloseTo(9 / 10);
  });

  it("matches skill-like sections by kind, not by name", () => {
    expect(isSkillName("Key Skills & Tools")).toBe(true);
    expect(isSkillName("Toolbox")).toBe(true);
    expect(isSkillName("Core Competencies")).toBe(true);
    expect(isSkillName("Language skills")).toBe(false);
    expect(isSkillName("Languages")).toBe(false);
    const got = clone();
    got.additional_information = { Skills: [...(truth.additional_information["Technical Skills"] ?? [])] };
    expect(totals([scoreRecord("x", truth, got)]).skills.acc).toBe(1);
  });
});
