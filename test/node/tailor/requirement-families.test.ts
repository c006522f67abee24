// Issue 30, requirement families on invented text: a bullet that evidences a requirement in other words (a duty
// that is an instance of it, a narrower tool or item) gets the job's name for it, across fields; the name lands
// after the whole noun phrase, passes the guards and keeps every figure and name; what only echoes a verb or
// spells an acronym from a quality of the candidate is never added.
import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { serveRequirements } from "../../../worker/tailor/engines/rewrite/requirements";
import { guardSuggestion } from "../../../worker/tailor/guards/guards";
import { tailoringBase } from "../../../worker/tailor/guards/assemble";
import { analyzeJob } from "../../../worker/tailor/job/analysis";

const profile = (bullets: string[]): StoredRecord =>
  ({
    personal_info: { name: "Alex Roe" },
    experiences: {
      work_experiences: [{ company: "Quayside Works", title: "Associate", dates: "2018 - 2021", responsibilities: bullets }],
      projects: [],
    },
    education: [],
    additional_information: {},
  }) as unknown as StoredRecord;

const serve = (bullet: string, jd: string) => serveRequirements(bullet, analyzeJob(jd), new Set());
const jobOf = (...lines: string[]) => ["Associate", "Requirements:", ...lines.map((l) => `- ${l}`)].join("\n");

// [field, the job's requirement line, the bullet, the bullet with the job's name]
const FAMILIES: Array<[string, string, string, string]> = [
  [
    "sales",
    "Two years of sales experience",
    "Sold gym memberships to 40 walk-in visitors a week",
    "Sold gym memberships (sales) to 40 walk-in visitors a week",
  ],
  [
    "support",
    "Conflict resolution with upset callers",
    "Handled complaints from hotel guests on the night desk",
    "Handled complaints (conflict resolution) from hotel guests on the night desk",
  ],
  [
    "nursing",
    "Patient monitoring on a busy ward",
    "Recorded vital signs for 8 patients each shift",
    "Recorded vital signs (patient monitoring) for 8 patients each shift",
  ],
  [
    "teaching",
    "Classroom teaching in mathematics",
    "Tutored 12 pupils in algebra after school",
    "Tutored 12 pupils (teaching) in algebra after school",
  ],
  [
    "teaching (assessment)",
    "Student assessment and feedback",
    "Graded weekly quizzes for a class of 30",
    "Graded weekly quizzes (student assessment) for a class of 30",
  ],
  [
    "finance",
    "Accounting for small businesses",
    "Kept the bookkeeping for two cafés in Leeds",
    "Kept the bookkeeping (accounting) for two cafés in Leeds",
  ],
  [
    "engineering",
    "Embedded systems programming",
    "Wrote firmware for an Arduino weather logger",
    "Wrote firmware for an Arduino weather logger (embedded systems)",
  ],
  [
    "design",
    "Graphic design for print and web",
    "Designed flyers and posters for a community theatre",
    "Designed flyers and posters (graphic design) for a community theatre",
  ],
  [
    "data",
    "Machine learning for demand forecasts",
    "Trained random forest models on 3 years of till data",
    "Trained random forest models (machine learning) on 3 years of till data",
  ],
];

describe("a bullet that evidences a requirement in other words gets the job's name for it", () => {
  for (const [field, line, bullet, expected] of FAMILIES) {
    it(`${field}: "${bullet}"`, async () => {
      const jd = jobOf(line);
      expect(serve(bullet, jd).text).toBe(expected);
      // The guards accept the name on the same evidence, and the engine's result passes the audit.
      const base = tailoringBase(profile([bullet]));
      expect(guardSuggestion(bullet, expected, base.guard).violations).toEqual([]);
      const p = profile([bullet]);
      const out = await tailorResume(p, jd, { engine: "local" });
      expect(out.modified_experiences.experiences.work_experiences[0]!.responsibilities[0]!.suggested).toContain(
        expected.match(/\([^)]+\)/)![0],
      );
      expect(auditTailoring(p, out.modified_experiences, jd)).toEqual([]);
    });
  }
});

describe("what the families never do", () => {
  it("a verb alone is no evidence: the object must be there ('Sold' without what)", () => {
    const jd = jobOf("Two years of sales experience");
    expect(serve("Sold well above the store average", jd).text).toBe("Sold well above the store average");
  });

  it("a requirement the job does not ask for is not named", () => {
    const jd = jobOf("Python and SQL");
    expect(serve("Designed flyers and posters for a community theatre", jd).text).toBe(
      "Designed flyers and posters for a community theatre",
    );
  });

  it("a bullet in another language is left as written", () => {
    const jd = jobOf("Graphic design for print and web");
    const bullet = "Diseñé carteles y folletos para el teatro de la comunidad";
    expect(serve(bullet, jd).text).toBe(bullet);
  });
});

describe("the name goes after the whole noun phrase", () => {
  it("never between a noun and the noun it modifies ('test suites', 'EC2 instances')", () => {
    const jd = jobOf("Test automation in CI");
    expect(serve("Maintained Robot Framework test suites validating radio firmware", jd).text).toBe(
      "Maintained Robot Framework test suites (test automation) validating radio firmware",
    );
    // A head noun the matcher's stopword list holds ("system") still finishes the phrase.
    expect(serve("Created a brand identity system for a bakery", jobOf("Graphic design for print")).text).toBe(
      "Created a brand identity system (graphic design) for a bakery",
    );
  });
});

describe("names that would only echo the bullet", () => {
  it("a plain noun the job repeats is not named from the bullet's own verb ('resolved issues (resolution)')", () => {
    const jd = [
      "Platform Operator",
      "Responsibilities:",
      "- Drive resolution of incidents across the stack",
      "- Own resolution of escalated tickets",
      "- Take the first steps towards resolution",
    ].join("\n");
    const out = serve("Watched service logs and resolved deployment problems", jd);
    expect(out.text).not.toContain("(resolution)");
  });

  it("a quality of the candidate never spells the job's bare acronym ('strong problem-solving skills' is no SPSS)", async () => {
    const jd = jobOf("SPSS or R for survey work", "Zendesk and SPSS daily");
    const bullet = "Built strong problem-solving skills and the ability to stay calm under pressure";
    const out = await tailorResume(profile([bullet]), jd, { engine: "local" });
    expect(out.modified_experiences.experiences.work_experiences[0]!.responsibilities[0]!.suggested).not.toContain("SPSS");
  });
});

describe("recall: requirement phrases the panel used to split or miss", () => {
  const labels = (jd: string) => analyzeJob(jd).requirements.terms.map((t) => t.label.toLowerCase());

  it("a verb that is also a noun keeps its noun after another verb or a preposition ('issued purchase orders')", () => {
    const jd = [
      "Stores Buyer",
      "Responsibilities:",
      "- Chase deliveries from growers for issued purchase orders",
      "- Settle billing queries with purchase orders and delivery notes",
    ].join("\n");
    expect(labels(jd)).toContain("purchase orders");
  });

  it("a duty opening with the verb still drops it ('Perform spatial analysis')", () => {
    const jd = ["Mapper", "Responsibilities:", "- Perform spatial analysis for councils", "- Review spatial analysis outputs"].join("\n");
    expect(labels(jd)).toContain("spatial analysis");
    expect(labels(jd)).not.toContain("perform spatial analysis");
  });

  it("creating content, blogging and blog posts name one requirement", () => {
    const jd = ["Community Writer", "Requirements:", "- Create content for our developer audience", "- Blogging or written tutorials"].join(
      "\n",
    );
    expect(labels(jd)).toContain("content creation");
    // A bullet that names it already gets no bare "(content)" beside it.
    expect(serve("Wrote 12 blog posts about caching", [jd, "- Content for the newsletter"].join("\n")).text).toBe(
      "Wrote 12 blog posts about caching",
    );
  });
});

describe("panel precision: what the employer says about itself names no requirement", () => {
  const labels = (jd: string) => analyzeJob(jd).requirements.terms.map((t) => t.label);

  it("the company as the subject of a sentence about itself, and its client list", () => {
    const jd = [
      "Data Engineer",
      "Brightwell Labs was founded in 2004 and builds digital products for companies such as Velora, nordkap bank, TRAXO and Mirelli.",
      "Requirements:",
      "- Experience with ETL and SQL",
      "- Data modelling for TRAXO style retail clients and Brightwell Labs tooling",
      "- Familiarity with Velora and TRAXO data feeds",
    ].join("\n");
    const out = labels(jd);
    expect(out).toContain("ETL");
    expect(out).not.toContain("TRAXO");
    expect(out.map((l) => l.toLowerCase())).not.toContain("brightwell labs");
  });

  it("a programme the company coined ('our QuillStart bootcamp') is not a requirement; 'our Salesforce org' still is", () => {
    const jd = [
      "Sales Operations Analyst",
      "Requirements:",
      "- You will join our QuillStart Engineering Bootcamp",
      "- Experience with QuillStart and QuillStart tooling",
      "- Administer our Salesforce org",
    ].join("\n");
    const out = labels(jd);
    expect(out).not.toContain("QuillStart");
    expect(out).toContain("Salesforce");
  });

  it("a code that names a unit of the employer ('the EPC team') is no skill", () => {
    const jd = [
      "Buyer",
      "Responsibilities:",
      "- Keep an expediting report with the EPC team",
      "- Share delivery dates with the EPC team weekly",
      "- Experience with ERP systems",
    ].join("\n");
    expect(labels(jd)).not.toContain("EPC");
  });
});

describe("recall: sections a posting heads in its own way", () => {
  const labels = (jd: string) => analyzeJob(jd).requirements.terms.map((t) => t.label);

  it("'About This Position', 'Job Description', 'Systems' and a 'great fit if you have' sentence head the work", () => {
    const jd = [
      "Revenue Analyst",
      "",
      "About This Position",
      "Tarnwick is hiring an analyst to keep its sales data clean.",
      "",
      "Job Description",
      "- Keep forecasting models current in our Salesforce instance",
      "",
      "Systems",
      "- HubSpot",
      "",
      "We think you would be a great fit if you have",
      "- Experience with Tableau",
    ].join("\n");
    const out = labels(jd);
    for (const want of ["Salesforce", "Forecasting", "HubSpot", "Tableau"]) expect(out).toContain(want);
  });

  it("a hyphenated word ends no phrase half-way ('technology start-up' is no 'technology start')", () => {
    const jd = [
      "Analyst",
      "Requirements:",
      "- Two years in a technology start-up or consultancy",
      "- Work at a technology start-up preferred",
    ].join("\n");
    expect(labels(jd)).not.toContain("technology start");
  });
});

describe("families stay inside their field", () => {
  it("an IT account, a contractor crew, a data visual and 'input on' are no sales, vendor, design or data-entry evidence", () => {
    const jd = jobOf("Account management for key clients", "Vendor management", "Graphic design", "Data entry");
    for (const bullet of [
      "Maintained 40 AWS accounts for the platform team",
      "Managed 6 contractors on the night shift",
      "Created data visuals in Tableau for the board",
      "Provided input on data models for the warehouse",
    ])
      expect(serve(bullet, jd).text).toBe(bullet);
  });
});

describe("the name in the table's own capitals", () => {
  it("a heading's capitals in the job ('PCB Design') are not copied: '(PCB design)'", () => {
    const jd = jobOf("PCB Design for sensor boards");
    expect(serve("Drew the PCB layout for a soil sensor in KiCad", jd).text).toBe(
      "Drew the PCB layout (PCB design) for a soil sensor in KiCad",
    );
  });
});
