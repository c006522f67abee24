// Classes from the tailor4 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets): a tool's plain-word name read inside another product's name, requirements a bullet
// evidences but does not name in the job's words, and duty requirements the panel should read from the
// requirement and responsibility lines.
import { describe, expect, it } from "vitest";
import { analyzeJob, tailorResume } from "../../../worker/tailor";
import { serveRequirements } from "../../../worker/tailor/engines/rewrite/requirements";
import { findTerms } from "../../../worker/tailor/lexicon/vocabulary";
import { extractJobTerms } from "../../../worker/tailor/match";
import { oneJobProfile } from "./fixtures";

const profile = oneJobProfile;

describe("a tool's plain-word name that ends another product's name is not the tool", () => {
  it("reads 'Plotly Express' and 'American Express' as their products, 'Express' and 'Express.js' as the tool", () => {
    const names = (t: string) => findTerms(t).map((h) => h.term.name);
    expect(names("Built a sales dashboard in Plotly Express and Streamlit")).not.toContain("Express");
    expect(names("Reconciled American Express statements each month")).not.toContain("Express");
    expect(names("Built REST APIs with Node.js and Express")).toContain("Express");
    expect(names("Used Express to serve the booking API")).toContain("Express");
    expect(names("Wrote Express.js middleware for logging")).toContain("Express");
  });

  it("adds no Node.js skill and names no Node.js for a chart drawn in Plotly Express", async () => {
    const jd = "Requirements\n- Node.js and JavaScript\n- Python for data work\n- Dashboards";
    const out = await tailorResume(profile(["Built a sales dashboard in Plotly Express and Streamlit"], ["Python"]), jd, {
      engine: "local",
    });
    const skills = out.modified_experiences.additional_information["Technical Skills"].suggested;
    expect(skills.filter((s) => /node/i.test(s))).toEqual([]);
    const bullet = out.modified_experiences.experiences.work_experiences[0]!.responsibilities[0]!;
    expect(bullet.suggested).not.toMatch(/node/i);
  });
});

describe("duty requirements are read from the responsibility and requirement lines", () => {
  const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());
  it("reads the duties a recruiter lists first", () => {
    const jd = [
      "What you will do",
      "- Schedule meetings for the partners and keep their calendars",
      "- Provide general scheduling and administrative support to the office",
      "- Troubleshoot printers and laptops for staff",
      "- Provide technical support to 80 users",
      "- Pick and pack customer orders; own order fulfillment for the shop",
      "- Keep the warehouse tidy and run warehouse operations",
      "- Give presentations to new clients",
      "- Teaching weekly workshops for volunteers",
      "- Work in a client-facing role",
      "Requirements",
      "- Manually testing new releases",
      "- Outlook and Microsoft Office",
    ].join("\n");
    const got = labels(jd);
    for (const want of [
      "scheduling",
      "administrative support",
      "troubleshooting",
      "technical support",
      "order fulfillment",
      "warehousing",
      "presentations",
      "teaching",
      "client-facing",
      "manual testing",
      "microsoft outlook",
    ])
      expect(got, want).toContain(want);
  });

  it("reads no duty or tool from words in another sense", () => {
    const jd = [
      "Requirements",
      "- Go above and beyond for our members",
      "- Migrate reports from the enterprise warehouse",
      "- A positive outlook and attention to detail",
    ].join("\n");
    const got = labels(jd);
    expect(got).not.toContain("go");
    expect(got).not.toContain("warehousing");
    expect(got).not.toContain("microsoft outlook");
  });
});

describe("a bullet that evidences a requirement in other words names it in the job's words", () => {
  const serve = (bullet: string, jd: string) => serveRequirements(bullet, analyzeJob(jd), new Set()).text;
  it("reads the evidence past a figure between the verb and its object", () => {
    expect(serve("Packed and shipped 120 orders a day", "Responsibilities\n- Order fulfillment for the online shop")).toBe(
      "Packed and shipped 120 orders (order fulfillment) a day",
    );
    expect(serve("Assisted 60+ customers each shift at the counter", "Requirements\n- Customer service experience")).toMatch(
      /customers \(customer service\)/,
    );
    expect(serve("Unloaded 3 trucks every morning", "Responsibilities\n- Receiving and put-away")).toMatch(/trucks \(receiving\)/);
  });

  it("puts a name read from the verb after what the verb did, never between the verb and its object", () => {
    const out = serve("Planned weekly lessons for 30 adult learners", "Requirements\n- Lesson planning\n- Lesson planning for adults");
    expect(out).toBe("Planned weekly lessons (lesson planning) for 30 adult learners");
  });

  it("keeps every word, figure and name of the bullet and leaves other languages alone", () => {
    const bullet = "Packed and shipped 120 orders a day for Norvik Outdoor";
    const out = serve(bullet, "Responsibilities\n- Order fulfillment");
    expect(out.replace(" (order fulfillment)", "")).toBe(bullet);
    expect(serve("Verpackte und versandte täglich 120 Bestellungen", "Responsibilities\n- Order fulfillment")).toBe(
      "Verpackte und versandte täglich 120 Bestellungen",
    );
  });
});
