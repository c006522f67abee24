// The evaluation set (eval/tailor) as must-hold rules: on every profile/job pair the final output
// passes the audit and adds no skill outside the profile's truth list; the recorded model replies
// replayed through the guards keep the good rewrites and stop the bad ones (the bars in docs/tailoring.md).
import { describe, expect, it } from "vitest";
import { evalPairs, replay, runPair } from "../../../eval/tailor/harness";

describe("evaluation pairs (local engine)", () => {
  it.each(evalPairs().map((p) => [p.id, p] as const))("%s: no audit violation, no false skill", async (_id, pair) => {
    const f = await runPair(pair);
    expect(f.violations).toEqual([]);
    expect(f.falseAdded).toEqual([]);
    // A suggestion never covers the job's key terms less than the current text does.
    expect(f.result.match.after).toBeGreaterThanOrEqual(f.result.match.before);
  });

  it("rewrites at least 30% of the responsibilities over the set", async () => {
    let bullets = 0;
    let changed = 0;
    for (const p of evalPairs()) {
      const f = await runPair(p);
      bullets += f.bullets;
      changed += f.changed.length;
    }
    expect(changed / bullets).toBeGreaterThanOrEqual(0.3);
  });
});

describe("recorded model replies through the guards", () => {
  it("keeps ≥ 97% of good rewrites, stops ≥ 98% of bad ones, and the output passes the audit", async () => {
    const r = await replay();
    const good = r.bullets.filter((b) => b.label === "good");
    const bad = r.bullets.filter((b) => b.label !== "good");
    expect(r.violations).toBe(0);
    expect(good.filter((b) => b.kept).length / good.length).toBeGreaterThanOrEqual(0.97);
    expect(bad.filter((b) => !b.kept).length / bad.length).toBeGreaterThanOrEqual(0.98);
    // Every skill labelled false in a reply is dropped.
    expect(r.skills.filter((s) => s.label === "false" && s.kept)).toEqual([]);
  });
});
