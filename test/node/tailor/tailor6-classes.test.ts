// Classes from the tailor6 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets): duties outside software that the requirement list must hold, generic words it must not.
import { describe, expect, it } from "vitest";
import { tailorResume } from "../../../worker/tailor";
import { extractJobTerms } from "../../../worker/tailor/match";
import { oneJobProfile } from "./fixtures";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());

describe("duties a posting asks for in plain words are requirements", () => {
  it("lists the sales, negotiation, travel and installation a duty or requirement line asks for", () => {
    const jd = [
      "Mobile Kiosk Agent",
      "Kiteworks Ltd buys used bicycles at markets across the county.",
      "Duties:",
      "- Installation of display stands at each market",
      "- Install signage in shopping centres",
      "The person we want has:",
      "- Some sales background / ability to negotiate",
      "- Willing and able to travel",
    ].join("\n");
    const got = labels(jd);
    for (const want of ["sales", "negotiation", "travel", "installation"]) expect(got).toContain(want);
  });

  it("lists budgets, coaching, complaints, research and a trade licence", () => {
    const jd = [
      "Responsibilities",
      "- Keep the scope, budget and timeline of each garden build",
      "- Coach the planting crew every week",
      "- Handle client complaints about deliveries",
      "Requirements",
      "- Two years of research experience in soil biology",
      "- Current pesticide licence",
    ].join("\n");
    const got = labels(jd);
    for (const want of ["budgets", "coaching", "complaints handling", "research", "licence"]) expect(got).toContain(want);
  });

  it("lists the office, sales-desk and care duties a line asks for by verb or noun", () => {
    const office = labels(
      "Duties\n- Invoice members each quarter using Xero\n- Two years of experience in purchasing for a vet practice\n- Run member surveys twice a year",
    );
    for (const want of ["invoicing", "purchasing", "surveys"]) expect(office).toContain(want);
    const desk = labels(
      "Responsibilities\n- Generate and qualify leads for the boat hire desk\n- Meet monthly quotas\n- Keep customer satisfaction high\n- Administer residents' medication on the night round",
    );
    for (const want of ["lead generation", "quotas", "customer satisfaction", "medication administration"]) expect(desk).toContain(want);
  });

  it("lets in none of them from the company's blurb, a modifier or how the candidate is to work", () => {
    const jd = [
      "About us",
      "We are a market research firm with a sales team of forty and an installation arm.",
      "Requirements",
      "- Work with the sales team on quarterly decks",
      "- Able to work with minimal supervision",
      "- A driver's license is required",
      "- Support research personnel with scheduling",
      "- Strong SQL",
    ].join("\n");
    const got = labels(jd);
    for (const noise of ["sales", "research", "installation", "supervision", "license"]) expect(got).not.toContain(noise);
  });
});

describe("the role words of the title are a requirement", () => {
  it("reads a title after a label or a hiring word, in the plural, and a range of seniority", () => {
    expect(labels("Job Description: Junior to Mid-level Canal Manager\n\nResponsibilities\n- Keep the locks working")).toContain(
      "canal manager",
    );
    expect(labels("Hiring Summer Instructors\n\nWe teach sailing to teenagers.\nDuties\n- Lead sessions on the water")).toContain(
      "summer instructors",
    );
  });

  it("keeps a title of several trades while one of them is not already a term", () => {
    const jd = "HVAC/Sheet Metal/Gas Technician\n\nMain duties include:\n- Repair HVAC equipment in homes";
    expect(labels(jd)).toContain("hvac/sheet metal/gas technician");
  });
});

describe("a bullet that evidences a duty family in other words names it in the job's words", () => {
  const suggest = async (bullet: string, jd: string) => {
    const out = await tailorResume(oneJobProfile([bullet]), jd, { engine: "local" });
    return out.modified_experiences.experiences.work_experiences[0]!.responsibilities[0]!.suggested;
  };

  it.each([
    ["Sold 40 gym memberships a week at the Leeds branch", "Requirements\n- Some sales background\n- Weekend shifts", "sales"],
    [
      "Resolved guest concerns at the Harbour Hotel front desk",
      "Duties\n- Handle client complaints by phone and email\n- Keep the guest log",
      "complaints",
    ],
    [
      "Conducted soil experiments across 12 plots with Dr. Okafor",
      "Requirements\n- Two years of research experience\n- Field sampling",
      "research",
    ],
  ])("%s", async (bullet, jd, name) => {
    const s = await suggest(bullet, jd);
    expect(s.toLowerCase()).toContain(name);
    // Never worse: every number and name of the bullet is kept.
    for (const kept of bullet.match(/\d+|\b[A-Z][a-z]+\b(?! )/g) ?? []) expect(s).toContain(kept);
  });
});

describe("generic words are no requirement on their own", () => {
  it("drops function words, time words and generic nouns, keeps the requirement beside them", () => {
    const jd = [
      "Requirements",
      "- Background in either Scrum or Kanban",
      "- Solid knowledge of Computer Science fundamentals",
      "- Experience with recurring monthly invoicing",
      "Duties",
      "- Perform month-end close for each client",
      "- Send statements on the 1st of every month",
      "- Reconcile accounts before the month closes",
      "- Answer email inquiries from tenants",
      "- Log tenant inquiries in the portal",
      "- Route urgent inquiries to the landlord",
      "- Hands-on experience with at least one cloud provider, with providers' billing abilities",
      "- Physical abilities to lift 20 kg; abilities checked yearly; abilities form signed",
    ].join("\n");
    const got = labels(jd);
    for (const noise of ["either", "computer", "recurring", "month", "inquiries", "providers", "abilities"])
      expect(got).not.toContain(noise);
    expect(got.some((l) => /kanban|scrum/.test(l))).toBe(true);
  });

  it("still reads a product name after a frame", () => {
    expect(labels("Requirements\n- Experience with Altium Designer")).toEqual(expect.arrayContaining([expect.stringMatching(/altium/)]));
  });
});
