// Job terms are requirements only: beyond the dictionary a term is a requirement phrase the job repeats or
// frames ("experience with X"), a noun several of its phrases share, or a code (acronym, product name) in a
// duty or requirement. Plain words, adjectives, section labels and the company's blurb never make one.
import { describe, expect, it } from "vitest";
import { computeMatch, extractJobTerms } from "../../../worker/tailor/match";
import type { EditorResume } from "../../../worker/shapes/resume";

const terms = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());

const SURVEYOR = `Senior Quantity Surveyor
About us
We are a main contractor with a reputation for luxury fit-outs and a busy regional office.

Essential:
- Experience agreeing final accounts with clients and subcontractors
- Monthly cost reporting to the commercial director
- Cost reporting and valuations on projects over £10m
- Administering subcontract packages under NEC4 and JCT
- Membership of the RICS is an advantage

Desirable:
- Experience with CostX
- Travel to sites across the region

Benefits: pension, private medical cover, 25 days holiday`;

const HOSPITAL = `Clinical Research Associate
The role
- Conduct site initiation and close-out visits for oncology trials
- Perform source data verification against the trial master file
- Ensure source data verification is complete before each monitoring visit report
Requirements
- Thorough knowledge of ICH-GCP
- Experience of acute or critical care nursing is essential
- Willingness to travel 60% of the time`;

describe("plain words never make a job term", () => {
  it.each([
    "advantage",
    "essential",
    "desirable",
    "final",
    "main",
    "luxury",
    "regional",
    "clients",
    "travel",
    "commercial",
    "projects",
    "pension",
    "medical",
  ])("the surveyor's job does not list %s", (word) => {
    expect(terms(SURVEYOR)).not.toContain(word);
  });

  // "Willingness to travel 60% of the time" asks for travel: a duty family (duty-families.ts), listed since tailor6.
  it.each(["acute", "thorough", "trial", "essential"])("the research job does not list %s", (word) => {
    expect(terms(HOSPITAL)).not.toContain(word);
  });

  it("reads no recruiting skill from the employer hiring, and no training from an offer of it", () => {
    const jd = "The role\nWe are recruiting a Band 6 Radiographer.\n- Ongoing training and ticket upgrades";
    expect(terms(jd)).not.toContain("recruiting");
    expect(terms(jd)).not.toContain("training");
    expect(terms("Requirements:\n- Recruiting and onboarding volunteers")).toContain("recruiting");
  });

  it("reads nothing from the company's blurb or the benefits line", () => {
    const jd = "About us\nWe are a busy wedding venue with a luxury spa.\n\nBenefits: private medical cover and pension";
    expect(terms(jd)).toEqual([]);
  });
});

describe("requirement phrases stay whole", () => {
  it("keeps a phrase the job says twice, not its words", () => {
    const t = terms(SURVEYOR);
    expect(t).toContain("cost reporting");
    expect(t).not.toContain("cost");
    expect(t).not.toContain("reporting");
  });

  it("keeps a phrase a requirement frame names once", () => {
    expect(terms(SURVEYOR)).toContain("final accounts");
    expect(terms("Requirements:\n- Experience with spatial analysis in local government")).toContain("spatial analysis");
    expect(terms("Requirements:\n- Ground runs and engine ground runs experience")).toContain("ground runs");
  });

  it("counts a phrase inside a longer one and drops the verb in front", () => {
    const jd = "Duties:\n- Perform spatial analysis for the asset management program\n- Support asset management with spatial analysis";
    const t = terms(jd);
    expect(t).toContain("spatial analysis");
    expect(t).toContain("asset management");
    expect(t).not.toContain("asset");
    expect(t).not.toContain("perform spatial analysis");
  });

  it("does not make a phrase from a single mention outside a frame", () => {
    expect(terms("Duties:\n- Prepare tender documents for the council")).not.toContain("tender documents");
  });

  it("keeps a noun that three of the job's phrases share", () => {
    const jd = "Requirements:\n- Daily ventilator checks\n- Respond to ventilator alarms\n- Safe ventilator weaning";
    expect(terms(jd)).toContain("ventilator");
  });
});

describe("real one-word requirements are still found", () => {
  it.each([
    ["Requirements:\n- Strong Python and SQL", "python"],
    ["Requirements:\n- Advanced Excel (pivot tables)", "excel"],
    ["Requirements:\n- Phlebotomy and ECGs on a busy ward", "phlebotomy"],
    ["Requirements:\n- Level 3 food hygiene and HACCP", "haccp"],
    ["Requirements:\n- Experience with Cityworks or a similar CMMS", "cityworks"],
    ["Requirements:\n- GIS Professional (GISP) certification", "gisp"],
    ["Requirements:\n- Knowledge of drivability diagnosis", "drivability diagnosis"],
    ["Requirements:\n- Knowledge of drivability", "drivability"],
  ])("%s lists %s", (jd, term) => {
    expect(terms(jd)).toContain(term);
  });

  it.each([
    ["HEAD CHEF — neighborhood Italian\nRequirements:\n- 3 years as a Sous Chef", "chef"],
    ["Requirements:\n- BS in Biology or a related field, lab work in WA", "bs"],
    ["Requirements:\n- Part II of the course", "ii"],
  ])("%s does not list the capitalised word %s", (jd, term) => {
    expect(terms(jd)).not.toContain(term);
  });
});

describe("the match panel scores phrases by their words in order", () => {
  const resume = (bullet: string): EditorResume =>
    ({
      experiences: {
        work_experiences: [
          { title: "Analyst", company: "", location: "", dates: "", responsibilities: [{ current: bullet, suggested: bullet }] },
        ],
        projects: [],
        education: [],
      },
      additional_information: { "Technical Skills": { current: [], suggested: [] } },
    }) as unknown as EditorResume;
  const jd = "Duties:\n- Read wiring diagrams for the fleet\n- Update wiring diagrams after repairs";

  it("matches the phrase, or its inflection", () => {
    expect(computeMatch(resume("Traced faults from wiring diagrams"), jd, "suggested").matched_keywords).toContain("wiring diagrams");
    expect(computeMatch(resume("Traced faults from a wiring diagram"), jd, "suggested").matched_keywords).toContain("wiring diagrams");
  });

  it("does not match the words apart", () => {
    const m = computeMatch(resume("Drew diagrams of the wiring"), jd, "suggested");
    expect(m.missing_keywords).toContain("wiring diagrams");
  });
});

describe("a word too broad to name a requirement alone", () => {
  it("is no requirement however many of the job's phrases share it ('products', 'items', 'performance')", () => {
    const jd = [
      "Responsibilities:",
      "- Review catalogue products, partner products and supplier products",
      "- Track stock items, warehouse items and damaged goods items",
      "- Report on engine performance, server performance and network performance",
    ].join("\n");
    const labels = extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());
    for (const w of ["products", "items", "performance"]) expect(labels).not.toContain(w);
  });
});
