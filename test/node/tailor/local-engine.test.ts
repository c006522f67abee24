import { describe, expect, it } from "vitest";
import type { EditorResume, StoredRecord } from "../../../worker/shapes/resume";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { loadJob, loadProfile, pairs } from "./fixtures";

const local = { engine: "local" } as const;

function suggestionFor(resume: EditorResume, current: string): string {
  for (const item of [...resume.experiences.work_experiences, ...resume.experiences.projects]) {
    for (const r of item.responsibilities) if (r.current === current) return r.suggested;
  }
  throw new Error(`no responsibility "${current}"`);
}

describe("local engine on every fixture pair", () => {
  for (const { profile: p, job: j } of pairs) {
    it(`${p} × ${j}: complete shape, zero guard violations, match not lower`, async () => {
      const profile = loadProfile(p);
      const result = await tailorResume(profile, loadJob(j), local);
      expect(result.engine_used).toBe("local");
      const r = result.modified_experiences;
      expect(auditTailoring(profile, r)).toEqual([]);
      // Empty sections are [] and never missing.
      expect(Array.isArray(r.experiences.work_experiences)).toBe(true);
      expect(Array.isArray(r.experiences.projects)).toBe(true);
      expect(Array.isArray(r.experiences.education)).toBe(true);
      expect(Array.isArray(r.additional_information.Languages)).toBe(true);
      expect(Array.isArray(r.additional_information["Technical Skills"].current)).toBe(true);
      expect(Array.isArray(r.additional_information["Technical Skills"].suggested)).toBe(true);
      expect(result.match.after).toBeGreaterThanOrEqual(result.match.before);
      expect(result.match.before).toBeGreaterThanOrEqual(0);
      expect(result.match.after).toBeLessThanOrEqual(100);
      expect(result.role_applied).not.toBe("");
    });
  }
});

describe("local engine: mapping the profile onto the editor shape", () => {
  it("moves education under experiences, merges skill-like sections, keeps Languages and carries other sections", async () => {
    const profile = loadProfile("backend-dev");
    const { modified_experiences: r } = await tailorResume(profile, loadJob("backend-go"), local);
    expect(r.experiences.education).toEqual(profile.education);
    expect(r.personal_info).toEqual(profile.personal_info);
    expect(r.experiences.work_experiences.map((w) => [w.title, w.company, w.dates])).toEqual(
      profile.experiences.work_experiences.map((w) => [w.title, w.company, w.dates]),
    );
    // Skills + Tools feed Technical Skills (comma lists split); Languages stays; the rest is carried through.
    expect(r.additional_information["Technical Skills"].current).toEqual([
      "Go",
      "Python",
      "SQL",
      "k8s",
      "Docker",
      "Terraform",
      "Git",
      "Jenkins",
      "Grafana",
    ]);
    expect(r.additional_information.Languages).toEqual(["English (native)", "Yoruba (conversational)"]);
    expect(r.additional_information.Certifications).toEqual(["AWS Certified Developer – Associate (2022)"]);
    expect(r.additional_information.Interests).toEqual(["Climbing", "Chess"]);
    expect(r.additional_information).not.toHaveProperty("Skills");
    expect(r.additional_information).not.toHaveProperty("Tools");
  });

  it("treats a 'Languages' section of programming languages as skills, and 'Programming Languages' too", async () => {
    const fe = await tailorResume(loadProfile("frontend-dev"), loadJob("frontend-react"), local);
    expect(fe.modified_experiences.additional_information.Languages).toEqual([]);
    expect(fe.modified_experiences.additional_information["Technical Skills"].current).toEqual(
      expect.arrayContaining(["JavaScript", "TypeScript", "HTML", "ReactJS"]),
    );
    const grad = await tailorResume(loadProfile("new-grad"), loadJob("ml-engineer"), local);
    expect(grad.modified_experiences.additional_information.Languages).toEqual(["English", "Japanese"]);
    expect(grad.modified_experiences.additional_information["Technical Skills"].current).toEqual(
      expect.arrayContaining(["Python", "C++", "SQL", "PyTorch"]),
    );
  });

  it("gives a complete editor resume for an empty profile", async () => {
    const empty: StoredRecord = {
      personal_info: { name: "", phone: "", email: "" },
      experiences: { work_experiences: [], projects: [] },
      education: [],
      additional_information: {},
    };
    const result = await tailorResume(empty, loadJob("backend-go"), local);
    expect(result.modified_experiences).toEqual({
      personal_info: { name: "", phone: "", email: "" },
      experiences: { work_experiences: [], projects: [], education: [] },
      additional_information: { "Technical Skills": { current: [], suggested: [] }, Languages: [] },
    });
    expect(result.match.before).toBe(0);
    expect(result.match.after).toBe(0);
    expect(result.match.matched_keywords).toEqual([]);
    expect(result.match.missing_keywords.length).toBeGreaterThan(0);
  });

  it("tolerates a malformed stored record (missing lists, non-string items) without throwing", async () => {
    const broken = {
      personal_info: { name: "X" },
      experiences: { work_experiences: [{ company: "A", responsibilities: ["Did things", 42] }] },
    } as unknown as StoredRecord;
    const result = await tailorResume(broken, "Backend Engineer\nRequirements:\n- Go", local);
    expect(result.modified_experiences.experiences.work_experiences[0]!.responsibilities.map((r) => r.current)).toEqual([
      "Did things",
      "42",
    ]);
    expect(result.modified_experiences.experiences.projects).toEqual([]);
    expect(result.modified_experiences.experiences.education).toEqual([]);
  });
});

describe("local engine: rewriting responsibilities", () => {
  it("uses the job's name where the bullet already evidences it, with a stronger verb, filler removed, numbers kept", async () => {
    const { modified_experiences: r } = await tailorResume(loadProfile("backend-dev"), loadJob("backend-go"), local);
    expect(
      suggestionFor(r, "Responsible for designing and running the settlement service in Golang on k8s, processing 2M transactions a day"),
    ).toBe("Designed and ran the settlement service in Golang on Kubernetes, processing 2M transactions a day");
    expect(suggestionFor(r, "Successfully utilized Postgres partitioning to reduce query latency by 45%")).toBe(
      "Reduced query latency by 45% using PostgreSQL partitioning",
    );
    expect(suggestionFor(r, "Responsible for the maintenance of shipment tracking services hosted on EC2 and S3")).toBe(
      "Maintained shipment tracking services hosted on AWS EC2 and S3",
    );
    expect(suggestionFor(r, "Built Jenkins pipelines that deploy every service to staging and production")).toBe(
      "Built Jenkins CI/CD pipelines that deploy every service to staging and production",
    );
    expect(
      suggestionFor(
        r,
        "Worked on migrating 14 legacy cron jobs to event-driven workers using Kafka, cutting batch delays from 6 hours to 20 minutes",
      ),
    ).toBe("Migrated 14 legacy cron jobs to event-driven workers using Kafka, cutting batch delays from 6 hours to 20 minutes");
    expect(suggestionFor(r, "Handled help desk tickets for over 200 staff members on a daily basis")).toBe(
      "Handled help desk tickets for 200+ staff members daily",
    );
  });

  it("writes shorthand as the proper name, but keeps a spelling the job itself uses (Golang for a job that says Golang)", async () => {
    const profile = loadProfile("backend-dev");
    const go = await tailorResume(profile, loadJob("backend-go"), local);
    const node = await tailorResume(profile, loadJob("fullstack-node"), local);
    const sre = await tailorResume(profile, loadJob("sre-devops"), local);
    for (const r of [go, node]) {
      expect(suggestionFor(r.modified_experiences, "Helped to build internal tools in JS and Node")).toBe(
        "Contributed to building internal tools in JavaScript and Node.js",
      );
    }
    const settlement = "Responsible for designing and running the settlement service in Golang on k8s, processing 2M transactions a day";
    expect(suggestionFor(go.modified_experiences, settlement)).toContain("in Golang on Kubernetes");
    expect(suggestionFor(sre.modified_experiences, settlement)).toContain("in Go on Kubernetes");
  });

  it("keeps the tense of a current role written in the present", async () => {
    const { modified_experiences: r } = await tailorResume(loadProfile("project-manager"), loadJob("it-project-manager"), local);
    expect(suggestionFor(r, "In charge of delivering 3 client portals on time and within a €1.2M budget")).toBe(
      "Deliver 3 client portals on time and within a €1.2M budget",
    );
    // The job asks for vendor management, which the managing of vendors names (requirement-rewrites.test.ts).
    expect(suggestionFor(r, "Responsible for managing relationships with 15 trucking vendors")).toMatch(
      /^Managed relationships with 15 trucking vendors\b/,
    );
  });

  it("turns a nominal opener into a verb ('the processing of' → 'Process')", async () => {
    const { modified_experiences: r } = await tailorResume(loadProfile("accountant"), loadJob("accountant"), local);
    expect(suggestionFor(r, "Responsible for the processing of accounts payable, around 600 invoices a month")).toBe(
      "Process accounts payable (around 600 invoices per month)",
    );
  });

  it("is deterministic", async () => {
    const a = await tailorResume(loadProfile("data-analyst"), loadJob("data-analyst"), local);
    const b = await tailorResume(loadProfile("data-analyst"), loadJob("data-analyst"), local);
    expect(a).toEqual(b);
  });
});

describe("local engine: the skills list", () => {
  it("orders skills by relevance, uses the job's names and adds only skills the profile evidences", async () => {
    const { modified_experiences: r, match } = await tailorResume(loadProfile("backend-dev"), loadJob("backend-go"), local);
    const s = r.additional_information["Technical Skills"].suggested;
    expect(s.slice(0, 3)).toEqual(["Go", "Kubernetes", "SQL"]);
    // PostgreSQL, Kafka and AWS appear in the bullets: they may join the list.
    expect(s).toEqual(expect.arrayContaining(["PostgreSQL", "Kafka", "AWS"]));
    // The job's gRPC and the blurb's React are nowhere in the profile.
    expect(s).not.toContain("gRPC");
    expect(s).not.toContain("React");
    expect(match.missing_keywords).toContain("gRPC");
    // Nothing the user listed is lost (k8s is now Kubernetes).
    for (const kept of ["Python", "Git", "Jenkins", "Grafana", "Docker", "Terraform"]) expect(s).toContain(kept);
  });

  it("does not add a job skill the profile cannot support", async () => {
    const { modified_experiences: r, match } = await tailorResume(loadProfile("frontend-dev"), loadJob("fullstack-node"), local);
    const s = r.additional_information["Technical Skills"].suggested;
    for (const absent of ["Node.js", "Express", "PostgreSQL", "Docker", "AWS", "SQL"]) expect(s).not.toContain(absent);
    expect(match.missing_keywords).toEqual(expect.arrayContaining(["Node.js", "Express", "PostgreSQL", "Docker", "AWS"]));
  });
});

describe("role_applied", () => {
  it("is the job title found in the description", async () => {
    const r = await tailorResume(loadProfile("nurse"), loadJob("registered-nurse"), local);
    expect(r.role_applied).toBe("Registered Nurse");
  });

  it("is 'General' when the description names no job title", async () => {
    const r = await tailorResume(loadProfile("nurse"), "We need someone great with people. Apply today.", local);
    expect(r.role_applied).toBe("General");
  });
});

describe("hostile input", () => {
  it.each([
    ["one long word", "a".repeat(20_000)],
    ["a long e-mail-like run", ("x".repeat(50) + "@").repeat(390)],
    ["a title that never ends", "Looking for " + "Senior ".repeat(2_800)],
    ["one line of repeated skills", "Python, ".repeat(2_500)],
    ["thousands of headings", "Requirements:\n- Go\n".repeat(1_000)],
    ["over the limit", "Requirements: Go, SQL. ".repeat(2_000)],
  ])("%s: finishes quickly with a complete result", async (_label, jd) => {
    const profile = loadProfile("backend-dev");
    const started = performance.now();
    const r = await tailorResume(profile, jd, local);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(auditTailoring(profile, r.modified_experiences)).toEqual([]);
    expect(r.role_applied.length).toBeLessThanOrEqual(80);
  });
});

describe("every profile × every job description", () => {
  it("has zero guard violations and a complete shape (local engine)", async () => {
    const { readdirSync } = await import("node:fs");
    const path = await import("node:path");
    const root = path.join(import.meta.dirname, "../../../eval/tailor");
    const profiles = readdirSync(path.join(root, "profiles")).map((f) => f.replace(/\.json$/, ""));
    const jobs = readdirSync(path.join(root, "jobs")).map((f) => f.replace(/\.txt$/, ""));
    expect(profiles.length * jobs.length).toBeGreaterThanOrEqual(100);
    for (const p of profiles) {
      const profile = loadProfile(p);
      for (const j of jobs) {
        const r = await tailorResume(profile, loadJob(j), local);
        expect(auditTailoring(profile, r.modified_experiences), `${p} × ${j}`).toEqual([]);
        expect(r.match.after, `${p} × ${j}`).toBeGreaterThanOrEqual(r.match.before);
      }
    }
    // Thousands of tailorings: a limit of its own, so a busy machine does not fail the run on time alone.
  }, 240_000);
});
