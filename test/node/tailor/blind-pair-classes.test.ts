// Classes seen on the blind pairs of issue 30, each on invented text: a bullet whose verb and object say a
// requirement in other forms gets the job's name for it; the panel reads the role, the nouns the duties keep
// asking for, and leaves out the company's own business and words every posting repeats.
import { describe, expect, it } from "vitest";
import { serveRequirements } from "../../../worker/tailor/engines/rewrite/requirements";
import { guardSuggestion } from "../../../worker/tailor/guards/guards";
import { analyzeJob } from "../../../worker/tailor/job/analysis";
import { extractJobTerms } from "../../../worker/tailor/match";

const serve = (bullet: string, jd: string) => serveRequirements(bullet, analyzeJob(jd), new Set());
const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());

const BUYER = [
  "Purchasing Agent",
  "Responsibilities:",
  "- Supplier negotiation for steel and fasteners",
  "- Raise purchase orders and chase late deliveries with suppliers",
  "- Keep the approved list of suppliers up to date",
  "- Resolve invoice questions from suppliers",
  "Requirements:",
  "- Experience with troubleshooting, ideally of ERP orders",
  "- Own the troubleshooting of missing deliveries",
  "- Support the team with troubleshooting when systems fail",
].join("\n");

describe("a requirement the bullet says by its verb and object is named in the job's words", () => {
  it("names 'supplier negotiation' after 'Negotiated … with 12 suppliers', keeping every figure", () => {
    const out = serve("Negotiated annual prices with 12 suppliers", BUYER);
    expect(out.text).toBe("Negotiated annual prices with 12 suppliers (supplier negotiation)");
    const ctx = { employers: [], profileEvidence: new Map(), job: analyzeJob(BUYER).keywords };
    expect(guardSuggestion("Negotiated annual prices with 12 suppliers", out.text, ctx).violations).toEqual([]);
  });

  it("names a one-word requirement from the verb of its noun ('Troubleshot' → troubleshooting)", () => {
    expect(serve("Troubleshot order mismatches for 30 stores", BUYER).text).toContain("(troubleshooting)");
  });

  it("does not repeat a requirement the bullet says in another number, nor name one a word of which is absent", () => {
    const jd = "Requirements:\n- Experience building web applications\n- Experience with route planning";
    expect(serve("Built a web application for 3 clinics", jd).text).toBe("Built a web application for 3 clinics");
    expect(serve("Planned the office move for 40 staff", jd).text).toBe("Planned the office move for 40 staff");
  });
});

describe("the panel reads what the posting keeps asking for", () => {
  it("takes a noun the duties name in three lines as a requirement ('suppliers')", () => {
    expect(labels(BUYER)).toContain("suppliers");
  });

  it("takes no noun that only modifies the next word in its lines, nor a generic one ('back orders', 'issues')", () => {
    const jd = [
      "Stock Clerk",
      "Responsibilities:",
      "- Track back orders daily and report issues",
      "- Chase back orders with the warehouse and log issues",
      "- File back orders weekly and escalate issues",
    ].join("\n");
    expect(labels(jd)).not.toContain("back");
    expect(labels(jd)).not.toContain("issues");
  });

  it("reads the role the résumé's titles should show, without its seniority", () => {
    expect(labels("Senior Quality Engineer\nRequirements:\n- Root cause analysis\n- ISO 13485")).toContain("quality engineer");
  });

  it("reads no generic programming title as a requirement", () => {
    expect(labels("Software Engineer II\nRequirements:\n- Python and SQL").some((l) => /engineer/.test(l))).toBe(false);
  });

  it("keeps a standard's number with its code, and a code the dictionary holds only as evidence ('IFRS 15')", () => {
    const jd = "Revenue Analyst\nRequirements:\n- Strong knowledge of IFRS 15 and revenue recognition\n- SQL for 3 years";
    expect(extractJobTerms(jd).terms.map((t) => t.label)).toContain("IFRS 15");
    expect(extractJobTerms(jd).terms.map((t) => t.label)).not.toContain("SQL 3");
  });

  it("leaves out the business the company's introduction describes ('solar projects')", () => {
    const jd = [
      "Buyer",
      "Sunfield builds solar projects for utilities across the region.",
      "Responsibilities:",
      "- Secure material for solar projects at competitive prices",
      "- Purchase orders for racking and modules",
    ].join("\n");
    expect(labels(jd)).not.toContain("solar projects");
  });
});
