// Classes from the tailor6 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets): duties outside software that the requirement list must hold, generic words it must not.
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match";

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
