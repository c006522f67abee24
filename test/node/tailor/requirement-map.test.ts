// The requirement map (issue 30): the job's requirements as a recruiter would list them (never the employer,
// a place, a legal form, the posting's metadata or emphasis), and for each one whether the resume covers it,
// covers it partly or misses it, with the items that say so. Invented postings and resumes only.
import { describe, expect, it } from "vitest";
import type { EditorResume } from "../../../worker/shapes/resume";
import { analyzeJob, jobAnalysisCount, tailorResume } from "../../../worker/tailor";
import { computeMatch, extractJobTerms, requirementMap } from "../../../worker/tailor/match";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label.toLowerCase());

describe("requirements name what the job asks for, not the posting around it", () => {
  it("never lists the employer's own name, however the posting introduces it", () => {
    const jd = [
      "Data Analyst — Quillmoor",
      "About Tessaly Health",
      "Tessaly Health's mission is better clinics.",
      "At Brinvale, we build tools.",
      "We take care of our Orvane family.",
      "Company: Kestrel Dynamics",
      "Requirements",
      "- Experience with Quillmoor, Brinvale and Orvane reporting",
      "- Knowledge of SQL",
    ].join("\n");
    const got = labels(jd);
    for (const name of ["quillmoor", "tessaly", "brinvale", "orvane", "kestrel"]) expect(got.join(" | ")).not.toContain(name);
    expect(got).toContain("sql");
  });

  it("keeps a product the job asks for when it is not the employer's name", () => {
    expect(labels("About Brinvale\nRequirements\n- Experience with Cityworks\n- Knowledge of SQL")).toContain("cityworks");
  });

  it("reads nothing from metadata lines, legal forms, time zones or a board's footer", () => {
    const jd = [
      "Senior Engineer",
      "Location: Dresden, Germany",
      "Grade: SEO",
      "Rate: $40/hr",
      "Department: Machine Learning Platform",
      "Requirements",
      "- Available 9 to 5 EST and UTC overlap",
      "- Knowledge of Kubernetes",
      "*Powered by JazzHR*",
    ].join("\n");
    const got = labels(jd);
    for (const bad of ["seo", "est", "utc", "jazzhr", "dresden", "machine learning"]) expect(got).not.toContain(bad);
    expect(got).toContain("kubernetes");
  });

  it("takes words shouted for emphasis for English, not codes", () => {
    const got = labels(
      "Desired skills\n- Ability and DESIRE to learn\n- We have NEVER HAD LAYOFFS\n- FREE lunch during COVID\n- HACCP knowledge",
    );
    for (const bad of ["desire", "never", "layoffs", "free", "covid"]) expect(got).not.toContain(bad);
  });

  it("keeps physical demands and working conditions out of the requirements", () => {
    const got = labels(
      "Requirements\n- Knowledge of forklifts\nPhysical requirements:\n- Wear personal protective equipment (PPE)\n- Exposure to unusual elements",
    );
    expect(got).not.toContain("ppe");
    expect(got.join(" | ")).not.toContain("elements");
  });

  it("reads a verb before a frame word as an action, and names a lone noun with its frame", () => {
    const got = labels(
      "Responsibilities\n- Share knowledge with the team and gain experience in audits\nRequirements\n- Excellent computer skills\n- Phlebotomy experience required",
    );
    expect(got).not.toContain("share knowledge");
    expect(got.join(" | ")).not.toMatch(/\bgain\b/);
    expect(got).toContain("computer skills");
    expect(got.join(" | ")).toContain("phlebotomy");
  });

  it("drops a participle that trails a phrase ('principles associated with', 'tools cited above')", () => {
    const got = labels(
      "Requirements\n- Understanding of design principles associated with machining\n- Experience with the tools cited above",
    );
    expect(got.join(" | ")).not.toMatch(/associated|cited/);
  });
});

const resume = (bullets: string[], skills: string[]): EditorResume => ({
  personal_info: { name: "A", email: "", phone: "", location: "", linkedin: "", github: "", website: "", summary: "" },
  experiences: {
    work_experiences: [
      { company: "Co", title: "Engineer", dates: "2020 - 2023", responsibilities: bullets.map((b) => ({ current: b, suggested: b })) },
    ],
    projects: [],
    education: [],
  },
  additional_information: { "Technical Skills": { current: skills, suggested: skills }, Languages: [] },
});

describe("requirementMap", () => {
  const jd = "Requirements\n- Experience with Kubernetes\n- Knowledge of PostgreSQL\n- Experience with Terraform";
  const reqs = extractJobTerms(jd);

  it("marks each requirement covered, partly or missing, linked to the items that evidence it", () => {
    const map = requirementMap(reqs, resume(["Ran services on k8s", "Tuned PostgreSQL queries"], ["Go"]), "current");
    const row = (label: string) => map.rows.find((r) => r.label === label)!;
    expect(row("PostgreSQL").status).toBe("covered");
    expect(row("PostgreSQL").evidence[0]!.path).toEqual({ kind: "work", entry: 0, item: 1 });
    // k8s is Kubernetes said another way: partly, until the bullet uses the job's word.
    expect(row("Kubernetes").status).toBe("partly");
    expect(row("Kubernetes").evidence[0]!.path).toEqual({ kind: "work", entry: 0, item: 0 });
    expect(row("Terraform").status).toBe("missing");
    expect(row("Terraform").evidence).toEqual([]);
  });

  it("links a requirement the skills list names to the skills list", () => {
    const map = requirementMap(reqs, resume(["Wrote docs"], ["Terraform"]), "current");
    expect(map.rows.find((r) => r.label === "Terraform")!.evidence[0]!.path).toEqual({ kind: "skills" });
  });

  it("gives the match score the map's weighted credit, the same figure computeMatch reports", () => {
    const r = resume(["Ran services on Kubernetes", "Tuned PostgreSQL queries"], []);
    const map = requirementMap(reqs, r, "current");
    expect(map.score).toBe(computeMatch(r, reqs, "current").score);
    const total = reqs.terms.reduce((s, t) => s + t.weight, 0);
    const covered = reqs.terms.filter((t) => t.label !== "Terraform").reduce((s, t) => s + t.weight, 0);
    expect(map.score).toBe(Math.round((100 * covered) / total));
  });
});

describe("one analysis per request", () => {
  it("analyses the job once for a whole tailoring and returns the requirements it found", async () => {
    const profile = {
      personal_info: { name: "A" },
      experiences: {
        work_experiences: [
          { company: "Co", title: "Engineer", dates: "2020 - 2023", responsibilities: ["Ran services on k8s", "Wrote docs"] },
        ],
        projects: [],
      },
      education: [],
      additional_information: { Skills: ["Go"] },
    };
    const jd = "Requirements\n- Experience with Kubernetes\n- Knowledge of Go";
    const before = jobAnalysisCount();
    const out = await tailorResume(profile as never, jd, { engine: "local" });
    expect(jobAnalysisCount() - before).toBe(1);
    expect(out.requirements.terms.map((t) => t.label)).toEqual(analyzeJob(jd).requirements.terms.map((t) => t.label));
  });
});

describe("the Workers AI engine gets the same map", () => {
  it("sends each bullet's evidenced requirements and the ones it shows only another way", async () => {
    const { buildAiInput } = await import("../../../worker/tailor/engines/workers-ai");
    const { tailoringBase } = await import("../../../worker/tailor/guards/assemble");
    const profile = {
      personal_info: { name: "A" },
      experiences: {
        work_experiences: [
          {
            company: "Co",
            title: "Engineer",
            dates: "2020 - 2023",
            responsibilities: ["Ran services on k8s", "Tuned PostgreSQL queries", "Wrote docs"],
          },
        ],
        projects: [],
      },
      education: [],
      additional_information: {},
    };
    const input = buildAiInput(
      tailoringBase(profile as never),
      analyzeJob("Requirements\n- Experience with Kubernetes\n- Knowledge of PostgreSQL"),
    );
    const payload = JSON.parse(/Candidate data \(JSON\):\n(.*)\n\n<job_description>/s.exec(input.messages[1]!.content)![1]!);
    const bullet = (id: string) => payload.bullets.find((b: { id: string }) => b.id === id);
    expect(bullet("w0.0").evidences).toEqual(["Kubernetes"]);
    expect(bullet("w0.0").name_in_job_words).toEqual(["Kubernetes"]);
    expect(bullet("w0.1").evidences).toEqual(["PostgreSQL"]);
    expect(bullet("w0.1").name_in_job_words).toBeUndefined();
    expect(bullet("w0.2").evidences).toBeUndefined();
    expect(payload.job_requirements).toEqual(["Kubernetes", "PostgreSQL"]);
  });
});
