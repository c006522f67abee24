// The two failure classes holdout5's first run showed (eval/tailor/holdout5-first-run.txt), each as a general
// rule with cases where it fires and where it must not: data about a domain is not the domain discipline,
// and a job's bare acronym or product name is a dictionary term only where the job shows that term's field.
import { describe, expect, it } from "vitest";
import { DICTIONARY } from "../../../worker/tailor/lexicon/dictionary";
import { termEvidence } from "../../../worker/tailor/lexicon/vocabulary";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";
import { suggestSkills } from "../../../worker/tailor/match/skills-list";

const shown = (text: string) => [...termEvidence(text)].filter(([, level]) => level !== "evidenced").map(([id]) => DICTIONARY[id]!.name);
const jobTerms = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

describe("data about a domain shows the data work, not the domain", () => {
  it.each([
    ["Kept the district's stormwater and sewer network data current in a geodatabase", "Stormwater management"],
    ["Edited stormwater layers for the public works department", "Stormwater management"],
    ["Built social media dashboards for the regional sales team", "Social media"],
    ["Maintained logistics dashboards in Power BI", "Logistics"],
  ])("%s does not show %s", (text, skill) => {
    expect(shown(text)).not.toContain(skill);
  });

  it.each([
    ["Managed stormwater drainage design for 40 subdivisions", "Stormwater management"],
    ["Analysed sales data to find slow-moving lines", "Data analysis"],
    ["Sales data analysis for 12 stores", "Data analysis"],
    ["Set up Prometheus alerts and Grafana dashboards for the booking service", "Monitoring"],
    ["Reviewed supplier contracts for GDPR and data protection compliance", "GDPR"],
    ["Kept forecasting spreadsheets for 12 sites", "Forecasting"],
    ["Ran the social media calendar for three brands", "Social media"],
  ])("%s still shows %s", (text, skill) => {
    expect(shown(text)).toContain(skill);
  });

  it("a job asking for data about a domain does not ask for the domain discipline", () => {
    expect(jobTerms("Duties:\n- Edit and maintain stormwater data in our enterprise geodatabase\n- ArcGIS Pro")).not.toContain(
      "Stormwater management",
    );
    expect(jobTerms("Duties:\n- Design stormwater drainage for new subdivisions\n- HydroCAD")).toContain("Stormwater management");
    expect(jobTerms("Requirements:\n- Experience with a cloud data warehouse such as Snowflake")).toContain("Cloud computing");
  });
});

describe("a bare acronym or a product name is a job term only with its field in the job", () => {
  it.each([
    ["Requirements:\n- 3 years as a site monitor at a CRO or biotech sponsor\n- Good Clinical Practice", "Conversion rate optimization"],
    ["Requirements:\n- Administer NEC contracts on fit-out jobs\n- NEC Accredited Supervisor", "National Electrical Code"],
    // Glued to a version the code never carries: a contract family, even on an electrical fit-out.
    ["Requirements:\n- Administer NEC3 and NEC contracts on electrical fit-out jobs", "National Electrical Code"],
    ["Requirements:\n- Fluent in Fidelio Cloud (an advantage)\n- Front desk experience", "Cloud computing"],
  ])("%s does not ask for %s", (jd, term) => {
    expect(jobTerms(jd)).not.toContain(term);
  });

  it.each([
    ["Requirements:\n- Run CRO experiments on our landing pages\n- Strong SEO and email marketing", "Conversion rate optimization"],
    ["Requirements:\n- Install and repair wiring to the NEC\n- Troubleshoot motor controls and VFDs", "National Electrical Code"],
    ["Requirements:\n- Working knowledge of NEC for electrical work in plants", "National Electrical Code"],
    ["Requirements:\n- Deploy our services on AWS cloud", "Cloud computing"],
    ["Requirements:\n- Experience with cloud platforms", "Cloud computing"],
    ["Requirements:\n- Conversion rate optimization (CRO) for the checkout", "Conversion rate optimization"],
  ])("%s still asks for %s", (jd, term) => {
    expect(jobTerms(jd)).toContain(term);
  });
});

describe("a skills item takes the job's wording only when no job word of the item is lost", () => {
  it("keeps an item whose own words the job asks for", () => {
    const jd =
      "Requirements:\n- Mechanical ventilation in an adult ICU\n- Daily ventilator checks and ventilator alarms\n- Safe ventilator weaning";
    const skills = suggestSkills(["Ventilator management"], "", extractJobTerms(jd), jd);
    expect(skills).toContain("Ventilator management");
  });

  it("still renames to the job's wording when nothing is lost", () => {
    const jd = "Requirements:\n- Mechanical ventilation in an adult ICU\n- Strong critical care background";
    const skills = suggestSkills(["Ventilator management"], "", extractJobTerms(jd), jd);
    expect(skills).toContain("Mechanical ventilation");
  });
});
