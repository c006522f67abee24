// Match-panel noise and misses seen on the blind pairs of issue 30, each a class on invented text: a standard
// is one term with its number, never its bare code.
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

describe("numbered standards", () => {
  it("keeps a title number and a 'Part' word with the code ('21 CFR Part 820'), not the bare code", () => {
    const got = labels("Lab Technician\nRequirements:\n- Familiar with 21 CFR Part 820 for our sterile filling line");
    expect(got).toContain("21 CFR Part 820");
    expect(got).not.toContain("CFR");
  });

  it("reads 'ISO/IEC 17025' and a sub-clause ('820.30') as one standard, and a count after a code as none", () => {
    const got = labels(
      "Lab Technician\nRequirements:\n- Working to ISO/IEC 17025 in a calibration laboratory\n- Regulations such as FDA 21 CFR 820.30 for device design controls",
    );
    expect(got).toEqual(expect.arrayContaining(["ISO/IEC 17025", "21 CFR 820.30"]));
    expect(got).not.toContain("IEC");
    expect(got).not.toContain("FDA 21");
  });

  it("drops a bare code the posting also names with its number ('ISO' beside 'ISO 14644')", () => {
    const got = labels(
      "Lab Technician\nRequirements:\n- Understanding of ISO design controls for cleanrooms\n- Build to ISO 14644 with cleanroom gowning",
    );
    expect(got).toContain("ISO 14644");
    expect(got).not.toContain("ISO");
  });
});

describe("acronyms in another sense", () => {
  it("reads a chief officer's acronym used as the person ('the CRO') as no skill", () => {
    const jd = [
      "Revenue Operations Coordinator",
      "Responsibilities:",
      "- Work with the Head of Sales and the CRO to prepare quarterly sales forecasts",
      "- Track the conversion of leads in HubSpot for the sales team",
    ].join("\n");
    expect(labels(jd)).not.toContain("Conversion rate optimization");
  });

  it("still reads the acronym in its field's sense ('CRO tests' in a growth marketing posting)", () => {
    const jd = [
      "Growth Marketer",
      "Responsibilities:",
      "- Run CRO tests on landing pages and email funnels",
      "- Report on SEO and paid search",
    ].join("\n");
    expect(labels(jd)).toContain("Conversion rate optimization");
  });
});

describe("degree lines", () => {
  it("reads no code among the subjects a degree line lists ('Computer Science, Engineering or MIS')", () => {
    const jd = [
      "QA Analyst",
      "Requirements:",
      "- A bachelor’s degree in Computer Science, Engineering or MIS.",
      "- Experience testing REST services with Postman",
    ].join("\n");
    expect(labels(jd)).not.toContain("MIS");
    expect(labels(jd)).toContain("Postman");
  });

  it("still reads a code the same line asks for outside the subjects ('BS in Biology; GLP experience')", () => {
    const jd = ["Lab Analyst", "Requirements:", "- BS in Biology; hands-on GLP experience in a regulated lab"].join("\n");
    expect(labels(jd)).toContain("GLP");
  });
});

describe("degree lines, not idioms", () => {
  it("still reads a product after 'to some degree … of'", () => {
    const jd = ["Platform Engineer", "Responsibilities:", "- To some degree today, all of our clusters will run ArgoCD and Helm."].join(
      "\n",
    );
    expect(labels(jd)).toContain("ArgoCD");
  });
});

describe("postings4 noise classes (issue 30)", () => {
  it("reads no skill in an acronym the posting defines for an agency, a programme or a project", () => {
    const jd = [
      "Outreach Coordinator",
      "About Bay-RTX: Funded by the Northern Harbour Ferry Agency (NoHFA) through the Coastal Mobility Grant Program (CMGP), the Bay Regional Transit Exchange Project (Bay-RTX) links ferries.",
      "Responsibilities:",
      "- Work with NoHFA and CMGP staff on the Bay-RTX rollout",
      "- Coordinate with the Division of Ferry Operations (DFOP) to log requests in Zendesk",
    ].join("\n");
    const got = labels(jd);
    for (const code of ["NoHFA", "CMGP", "RTX", "DFOP"]) expect(got).not.toContain(code);
    expect(got).toContain("Zendesk");
  });

  it("reads no phrase made of Spanish or French function words, and no shouted common word as a code", () => {
    const es = [
      "Coordinador de proyectos",
      "Responsabilidades:",
      "- Dedicar el 10% del tiempo de este rol a nuestro equipo de Jira",
      "- Coordinar los proyectos que nuestro equipo publica en Jira",
    ].join("\n");
    const got = labels(es);
    for (const bad of ["este rol", "del tiempo", "nuestro equipo", "los proyectos que"]) expect(got).not.toContain(bad);
    expect(got).toContain("Jira");
    const fr = [
      "Développeur front-end",
      "Profil recherché:",
      "- Très bon niveau en React",
      "- Bon niveau en anglais",
      "Avantages:",
      "- !!7 JOURS DE REPOS (en plus)!!",
      "- 12 RTT par an",
    ].join("\n");
    const gotFr = labels(fr);
    for (const bad of ["bon niveau", "JOURS", "REPOS", "RTT"]) expect(gotFr).not.toContain(bad);
    expect(gotFr).toContain("React");
  });

  it("reads no phrase from half of a hyphenated word, a trailing 'without', a given list or the people in a meeting", () => {
    const jd = [
      "Support Coordinator",
      "Responsibilities:",
      "- In-depth knowledge of Zendesk macros",
      "- In-depth knowledge of triage queues",
      "- In-depth knowledge of SLAs for vendors without a contract",
      "- Own an assigned list of vendors and email meeting participants",
      "- Answer vendors without an assigned list of tickets; brief meeting participants",
    ].join("\n");
    const got = labels(jd);
    for (const bad of ["depth", "depth knowledge", "vendors without", "assigned list", "meeting participants"])
      expect(got).not.toContain(bad);
  });

  it("takes a code that is a dictionary term's plural ('CRMs') for the term itself", () => {
    const jd = ["Sales Assistant", "Requirements:", "- Experience with CRM data entry", "- Experience with CRMs a plus"].join("\n");
    expect(labels(jd)).not.toContain("CRMs");
  });
});
