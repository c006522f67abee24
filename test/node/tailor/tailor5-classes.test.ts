// Classes from the tailor5 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets): edits that made a bullet worse, and panel terms that are no requirement.
import { describe, expect, it } from "vitest";
import { tailorResume } from "../../../worker/tailor";
import { extractJobTerms } from "../../../worker/tailor/match";
import { oneJobProfile } from "./fixtures";

const profile = oneJobProfile;

const suggestions = async (bullets: string[], jd: string) => {
  const out = await tailorResume(profile(bullets), jd, { engine: "local" });
  return out.modified_experiences.experiences.work_experiences[0]!.responsibilities.map((r) => r.suggested);
};

const OFF_TOPIC_JOB = "Requirements\n- Forklift licence\n- Warehouse safety\n- Night shifts";

describe("lines that are no duty stay as written", () => {
  it("leaves a label ending in a colon and a title-case name opening with an -ing word", async () => {
    const bullets = ["Jobcoaching via Bright Futures Trust:", "Forecasting Retail Demand 3rd of 120"];
    expect(await suggestions(bullets, OFF_TOPIC_JOB)).toEqual(bullets);
  });

  it("leaves a lower-case line that goes on describing the thing of the line before", async () => {
    const bullets = ["Built a soil sensor that reports every hour", "running on a Raspberry Pi, talking via MQTT to the hub"];
    expect(await suggestions(bullets, OFF_TOPIC_JOB)).toEqual(bullets);
  });

  it("still puts a past role's gerund duties in the past", async () => {
    const [s] = await suggestions(["Answering phones and booking meeting rooms"], OFF_TOPIC_JOB);
    expect(s).toBe("Answered phones and booked meeting rooms");
  });
});

describe("a framed lone word that is the tail of a longer name, or an action, names no requirement", () => {
  const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());
  it("drops the tail of a name or compound and a gerund acting on the frame word", () => {
    const jd = [
      "Requirements",
      "- Strong Kotlin and Gradle packaging experience in a mobile setting",
      "- Fluent Portuguese language skills",
      "- Previous member/guest experience in a hotel",
      "- Enthusiasm for sharing knowledge with other teams",
      "- Experience in dealing with ambiguity",
    ].join("\n");
    const got = labels(jd);
    for (const noise of ["packaging experience", "language skills", "guest experience", "sharing knowledge", "dealing"])
      expect(got).not.toContain(noise);
  });

  it("keeps a framed word after a grading adjective or a gerund that acts on it", () => {
    const jd = ["Requirements", "- Strong plastering skills", "- Experience in teaching chemistry to GCSE level"].join("\n");
    const got = labels(jd);
    expect(got).toContain("plastering skills");
    expect(got.some((l) => l.includes("chemistry"))).toBe(true);
  });
});

describe("the evidence table names what a bullet shows in narrower words", () => {
  const named = async (bullet: string, requirement: string) => {
    const [s] = await suggestions([bullet], `Requirements\n- ${requirement}\n- Excel`);
    return s;
  };
  it("names API testing, unit testing, market research, data modeling, inventory and defect tracking", async () => {
    expect(await named("Regression testing using Postman for the payments service", "API testing")).toBe(
      "Regression testing using Postman (API testing) for the payments service",
    );
    expect(await named("Wrote Jest tests for the booking widget", "Unit testing")).toBe(
      "Wrote Jest tests (unit testing) for the booking widget",
    );
    expect(await named("Ran competitor analyses for 3 product lines", "Market research")).toMatch(
      /competitor analyses \(market research\)/,
    );
    expect(await named("Designed database schemas for the billing service", "Data modeling")).toMatch(/schemas \(data modeling\) for/);
    expect(await named("Tracked inventory for a 40-bed ward", "Inventory management")).toBe(
      "Tracked inventory (inventory management) for a 40-bed ward",
    );
    expect(await named("Wrote SOPs for the returns desk", "Documentation")).toBe("Wrote SOPs (documentation) for the returns desk");
    expect(await named("Logged defects in Jira for every release", "Defect tracking")).toBe(
      "Logged defects (defect tracking) in Jira for every release",
    );
  });

  it("reads no test framework from a coffee, and names nothing the job does not ask for", async () => {
    expect(await named("Served mocha and lattes to 200 guests a day", "Unit testing")).not.toMatch(/unit testing/);
    expect(await named("Wrote Jest tests for the booking widget", "Forklift licence")).toBe("Wrote Jest tests for the booking widget");
  });
});

describe("an ad's own acronyms and a vendor before its product's name are no requirement", () => {
  const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);
  it("reads no place, degree or vendor as a code, but keeps a framed product and a level the job asks for", () => {
    const jd = [
      "Requirements",
      "- Relocation to USA is offered for this post",
      "- Studying towards a Master's or PhD degree in physics",
      "- Experience with Microsoft Dynamics and Google Workspace",
      "- Experience with Cityworks",
      "- Tutoring to GCSE level",
    ].join("\n");
    const got = labels(jd);
    for (const noise of ["USA", "PhD", "Microsoft", "Google"]) expect(got).not.toContain(noise);
    expect(got).toContain("Cityworks");
    expect(got).toContain("GCSE");
  });
});

describe("a possessive or an adjective of extent names no requirement", () => {
  it("reads no term from 'client's …' in three duties nor from 'the entire system'", () => {
    const jd = [
      "Responsibilities",
      "- Review each client's portfolio allocation every quarter",
      "- Record the client's risk appetite in the planning tool",
      "- Explain the client's tax position at annual reviews",
      "Requirements",
      "- Familiarity with the entire platform and its billing",
    ].join("\n");
    const got = extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());
    expect(got.filter((l) => /client['’]s|^entire$/.test(l))).toEqual([]);
  });
});
