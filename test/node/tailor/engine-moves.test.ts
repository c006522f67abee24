// The local engine's moves for truthful, job-aware rewrites, each with a case where it must not fire.
import { describe, expect, it } from "vitest";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";

const rewrite = (text: string, tense: Tense = "past", jd = "") =>
  rewriteResponsibility(text, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), tense });

describe("local engine moves", () => {
  it.each([
    ["Cut p99 latency of the balance API by half by adding a Redis cache", "Halved p99 latency of the balance API by adding a Redis cache"],
    ["Gave IV antibiotics and managed central lines", "Administered IV antibiotics and managed central lines"],
    ["Carried a caseload of 30 families", "Managed a caseload of 30 families"],
    ["Ran weekly social skills groups for middle schoolers", "Led weekly social skills groups for middle schoolers"],
    ["Was part of the on-call rotation for the booking platform", "Served on the on-call rotation for the booking platform"],
    ["Was promoted to AE after 18 months", "Promoted to AE after 18 months"],
    ["Kept a clean driving record with no accidents in 5 years", "Maintained a clean driving record with no accidents in 5 years"],
    ["Kept pipeline and forecasts up to date in Salesforce", "Maintained up-to-date pipeline and forecasts in Salesforce"],
    ["Picked 180+ orders a shift", "Picked 180+ orders per shift"],
    ["Seats in corporate, employment and litigation", "Completed seats in corporate, employment and litigation"],
    ["Loaded trucks, up to 400 cartons per trailer", "Loaded trucks (up to 400 cartons per trailer)"],
  ])("%s → %s", (current, expected) => {
    expect(rewrite(current)).toBe(expected);
  });

  it.each([
    // A place kept clean is no record kept; twice a week is no rate after a figure.
    ["Kept the dock area clean and organized"],
    ["Coach the club, which meets twice a week after school"],
    // A period is not a quantity.
    ["Worked redeployed shifts over 12 months"],
    // Leading stays first.
    ["Led the migration from Webpack to Vite, cutting build times by 70%"],
  ])("leaves '%s' as written", (current) => {
    expect(rewrite(current)).toBe(current);
  });

  it("tells ongoing work of a current role in the present, one-off results in the past", () => {
    expect(rewrite("Partnered with FP&A on variance analysis", "present")).toBe("Partner with FP&A on variance analysis");
    expect(rewrite("Rolled out Workday reviews to 600 employees", "present")).toBe("Rolled out Workday reviews to 600 employees");
    expect(rewrite("Supported the audit and prepared schedules", "present")).toBe("Supported the audit and prepared schedules");
  });

  it("uses the job's words the bullet entails, and never drops one the job uses", () => {
    expect(rewrite("Own the monthly close for two subsidiaries", "present", "Lead the month-end close for 4 entities")).toBe(
      "Own the month-end close for two subsidiaries",
    );
    expect(rewrite("Maintain CI pipelines in GitLab for 30 services", "present", "Own our GitLab CI pipelines")).toBe(
      "Maintain GitLab CI pipelines for 30 services",
    );
    expect(rewrite("Counsel patients on over-the-counter products", "present", "Counsel patients on OTC medications")).toBe(
      "Counsel patients on OTC products",
    );
    expect(rewrite("Communicated with parents about progress", "past", "Communicate regularly with families of students")).toBe(
      "Communicated with families about progress",
    );
    // "drainage" is the job's own word: the phrase keeps it.
    expect(
      rewrite(
        "Design stormwater drainage and grading plans",
        "present",
        "Stormwater management design; grading, drainage and utility plans",
      ),
    ).toBe("Design stormwater drainage and grading plans");
  });
});
