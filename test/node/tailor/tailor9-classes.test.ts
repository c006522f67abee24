// Classes from the tailor9 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets).
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

describe("a posting's duty written in the third person names the duty", () => {
  it("reads 'Troubleshoots' as the troubleshooting the job asks for", () => {
    const jd = "Duties\n- Troubleshoots printer and laptop faults for the front office\n- Keeps the asset register current";
    expect(labels(jd)).toContain("Troubleshooting");
  });
});
