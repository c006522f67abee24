// Issue 30 item 3 on invented text: the local engine names a requirement of the job beside the wording of a
// bullet that evidences it (a narrower dictionary term, a row of the closed evidence table), in the job's
// words, once per entry, keeping everything the bullet said; and it leaves alone what it cannot place.
import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { serveRequirements } from "../../../worker/tailor/engines/rewrite/requirements";
import { guardSuggestion } from "../../../worker/tailor/guards/guards";
import { tailoringBase } from "../../../worker/tailor/guards/assemble";
import { analyzeJob } from "../../../worker/tailor/job/analysis";

const JOB = [
  "Platform Engineer",
  "Requirements:",
  "- Experience with CI/CD and cloud platforms",
  "- Inventory management of spare hardware",
  "- Strong version control habits",
  "- Containerised services in production",
].join("\n");

const profile = (bullets: string[]): StoredRecord =>
  ({
    personal_info: { name: "Sam Doe" },
    experiences: {
      work_experiences: [{ company: "Harbor Labs", title: "Engineer", dates: "2019 - 2022", responsibilities: bullets }],
      projects: [],
    },
    education: [],
    additional_information: {},
  }) as unknown as StoredRecord;

const serve = (bullet: string, jd = JOB) => serveRequirements(bullet, analyzeJob(jd), new Set());

describe("a bullet that evidences a requirement gets the job's name for it", () => {
  it("names the broader requirement a narrower tool implies, right after the tool, in the job's words", () => {
    const out = serve("Built release pipelines with Jenkins for 12 services");
    expect(out.text).toBe("Built release pipelines with Jenkins (CI/CD) for 12 services");
    expect(out.serves).toEqual(["CI/CD"]);
  });

  it("puts the name after a whole name of two words and the nouns it heads, not inside them", () => {
    expect(serve("Ran batch jobs on AWS EC2 instances").text).toBe("Ran batch jobs on AWS EC2 instances (cloud platforms)");
  });

  it("names a requirement from the closed evidence table when the job asks for it", () => {
    const out = serve("Performed weekly cycle counts across 3 stockrooms");
    expect(out.text).toBe("Performed weekly cycle counts (inventory management) across 3 stockrooms");
    expect(out.serves).toEqual(["Inventory management"]);
  });

  it("uses the job's own spelling of the requirement", () => {
    expect(serve("Packaged the API with Docker").text).toBe("Packaged the API with Docker (containerised)");
  });

  it("keeps every number, name and tool of the original, and passes the guards", () => {
    const bullet = "Built release pipelines with Jenkins for 12 services";
    const base = tailoringBase(profile([bullet]));
    const out = serve(bullet).text;
    expect(out).toContain("Jenkins");
    expect(out).toContain("12");
    expect(guardSuggestion(bullet, out, base.guard).violations).toEqual([]);
  });
});

describe("what stays as written", () => {
  it("a bullet that already names the requirement in the job's words", () => {
    expect(serve("Built CI/CD pipelines with Jenkins").text).toBe("Built CI/CD pipelines with Jenkins");
  });

  it("a requirement the job does not ask for", () => {
    expect(serve("Performed weekly cycle counts", "Requirements:\n- Experience with Python").text).toBe("Performed weekly cycle counts");
  });

  it("a soft skill is never put beside a tool", () => {
    const jd = "Requirements:\n- Excellent communication\n- Slack";
    expect(serve("Coordinated releases over Slack", jd).serves).toEqual([]);
  });

  it("a bullet in another language, beyond the requirement a tool it names implies (tailor8)", () => {
    // The English evidence rows (cycle counts → inventory management) do not read another language.
    const bullet = "Fiz contagens cíclicas do estoque de peças para a equipe de dados";
    expect(serve(bullet).text).toBe(bullet);
    expect(serve("Construí pipelines de integração com Jenkins para a equipe de dados").text).toBe(
      "Construí pipelines de integração com Jenkins (CI/CD) para a equipe de dados",
    );
  });

  it("a list of tools", () => {
    const bullet = "Tools: Jenkins, Docker, Git";
    expect(serve(bullet).text).toBe(bullet);
  });

  it("a place inside brackets", () => {
    const bullet = "Shipped nightly builds (Jenkins) for the mobile team";
    expect(serve(bullet).text).toBe(bullet);
  });
});

describe("the local engine names each requirement once per entry", () => {
  it("names CI/CD on the first bullet that evidences it only, and never where the entry already says it", async () => {
    const bullets = [
      "Built release pipelines with Jenkins for 12 services",
      "Migrated nightly jobs to Jenkins",
      "Performed weekly cycle counts of spare laptops",
    ];
    const p = profile(bullets);
    const result = await tailorResume(p, JOB, { engine: "local" });
    const suggested = result.modified_experiences.experiences.work_experiences[0]!.responsibilities.map((r) => r.suggested);
    expect(suggested.filter((s) => s.includes("(CI/CD)"))).toHaveLength(1);
    expect(suggested[2]).toContain("(inventory management)");
    expect(auditTailoring(p, result.modified_experiences, JOB)).toEqual([]);
    // The match reads the named requirements as covered now.
    expect(result.match.after).toBeGreaterThan(result.match.before);

    const named = profile(["Owned the CI/CD platform", "Built release pipelines with Jenkins"]);
    const again = await tailorResume(named, JOB, { engine: "local" });
    expect(again.modified_experiences.experiences.work_experiences[0]!.responsibilities[1]!.suggested).not.toContain("(CI/CD)");
  });
});

describe("a language is not named beside the tool written in it", () => {
  it("leaves 'PostgreSQL' without '(SQL)' and 'TypeScript' without '(JavaScript)'", () => {
    const jd = "Requirements:\n- Strong SQL\n- JavaScript";
    expect(serve("Tuned PostgreSQL indexes", jd).text).toBe("Tuned PostgreSQL indexes");
    expect(serve("Wrote TypeScript services", jd).text).toBe("Wrote TypeScript services");
  });
});

describe("a noun that shows a requirement without naming it", () => {
  const jd = "Requirements:\n- Data visualization for the finance team\n- Mentoring junior analysts";
  it("gets the requirement's name beside it ('dashboards' → data visualization)", () => {
    expect(serve("Built weekly dashboards for the sales leads", jd).text).toBe(
      "Built weekly dashboards (data visualization) for the sales leads",
    );
  });

  it("a verb that shows it already says it ('Mentored')", () => {
    expect(serve("Mentored 3 analysts", jd).text).toBe("Mentored 3 analysts");
  });

  it("a line of names and commas is a list, not a sentence", () => {
    expect(serve("Python, FastAPI, Jenkins, Terraform").text).toBe("Python, FastAPI, Jenkins, Terraform");
  });
});

describe("a requirement the bullet names by another of its names", () => {
  it("is named already ('event-driven' for the job's 'event-driven systems')", () => {
    const jd = "Requirements:\n- Experience with event-driven systems and Kafka";
    const bullet = "Moved cron jobs to event-driven workers using Kafka";
    expect(serve(bullet, jd).text).toBe(bullet);
  });
});

describe("a bullet that says the requirement's own word", () => {
  it("gets no name that would only repeat it ('vendors' for vendor management)", () => {
    const jd = "Requirements:\n- Vendor management across regions";
    const bullet = "Scheduled pickups with 15 trucking vendors";
    expect(serve(bullet, jd).text).toBe(bullet);
  });
});
