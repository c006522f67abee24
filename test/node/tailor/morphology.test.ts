// The nouns English derives from an action verb: the job's noun for the bullet's verb without a table per
// verb, with the pairs whose noun names something else refused.
import { describe, expect, it } from "vitest";
import { carrierFor, derivedNouns } from "../../../worker/tailor/lexicon/morphology";
import { nominalOf } from "../../../worker/tailor/lexicon/nominal";

describe("noun forms of a verb by morphology", () => {
  it.each([
    ["collected", "collection"],
    ["inspect", "inspections"],
    ["documenting", "documentation"],
    ["referred", "referral"],
    ["deliver", "deliveries"],
    ["assess", "assessment"],
    ["scheduled", "scheduling"],
    ["evaluate", "evaluation"],
    ["maintain", "maintenance"],
    ["reconcile", "reconciliations"],
    ["verify", "verification"],
    ["organize", "organization"],
  ])("%s → %s", (verb, noun) => {
    expect(derivedNouns(verb)).toContain(noun);
  });

  it("refuses nouns of the same stem with another sense, and light verbs", () => {
    expect(derivedNouns("inform")).not.toContain("information");
    expect(derivedNouns("perform")).not.toContain("performance");
    expect(derivedNouns("refer")).not.toContain("reference");
    for (const light of ["run", "make", "handle", "help", "work"]) expect(derivedNouns(light), light).toEqual([]);
  });

  it("listed verbs keep their table entry; others get a carrier that claims no new activity", () => {
    expect(nominalOf("delivered")?.compoundOnly).toBe(false);
    const derived = nominalOf("inspected");
    expect(derived?.compoundOnly).toBe(true);
    expect(carrierFor("inspections")?.base).toBe("conduct");
    expect(carrierFor("training")?.base).toBe("provide");
    expect(carrierFor("charting")?.base).toBe("perform");
    expect(carrierFor("scheduling")?.base).toBe("handle");
    // Only a weak verb would carry it: the bullet keeps its own verb.
    expect(carrierFor("collection")).toBeUndefined();
  });
});
