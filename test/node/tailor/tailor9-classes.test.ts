// Classes from the tailor9 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets).
import { describe, expect, it } from "vitest";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { extractJobTerms } from "../../../worker/tailor/match";
import { oneJobProfile } from "./fixtures";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

describe("a posting's duty written in the third person names the duty", () => {
  it("reads 'Troubleshoots' as the troubleshooting the job asks for", () => {
    const jd = "Duties\n- Troubleshoots printer and laptop faults for the front office\n- Keeps the asset register current";
    expect(labels(jd)).toContain("Troubleshooting");
  });
});

describe("a degree the job asks for is a requirement of the panel", () => {
  it("names the bachelor's, master's or school diploma a requirement line asks for", () => {
    const jd =
      "Requirements\n- Bachelor’s degree in Geography or a related field\n- Master's degree preferred\n- High school diploma at minimum for the field crew";
    expect(labels(jd)).toEqual(expect.arrayContaining(["Bachelor's degree", "Master's degree", "High school diploma"]));
  });

  it("reads no degree in a scrum master, master data or 'to some degree'", () => {
    const jd = "Requirements\n- Work with the Scrum Master on master data quality\n- Comfortable, to some degree, with ambiguity";
    expect(labels(jd)).not.toEqual(expect.arrayContaining(["Master's degree"]));
    expect(labels(jd).some((l) => /degree|diploma/i.test(l))).toBe(false);
  });

  it("matches the degree of the résumé's education and never writes it into a bullet", async () => {
    const jd = "Requirements\n- Bachelor's degree in Geography\n- GIS mapping and field surveys";
    const p = {
      ...oneJobProfile(["Mapped flood zones for the county with field surveys"]),
      education: [{ degree: "B.Sc. Geography", institution: "Lakeside University", dates: "2015 - 2019", details: [] }],
    };
    const out = await tailorResume(p, jd, { engine: "local" });
    expect(auditTailoring(p, out.modified_experiences, jd)).toEqual([]);
    expect(out.match.matched_keywords).toContain("Bachelor's degree");
    for (const r of out.modified_experiences.experiences.work_experiences[0]!.responsibilities)
      expect(r.suggested).not.toMatch(/bachelor|degree/i);
  });
});
