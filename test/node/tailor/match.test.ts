import { describe, expect, it } from "vitest";
import type { EditorResume } from "../../../worker/shapes/resume";
import { computeMatch, extractJobTerms, findRoleTitle, scoreText, tailorResume } from "../../../worker/tailor";
import { loadJob, loadProfile } from "./fixtures";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);
const weightOf = (jd: string, label: string) => extractJobTerms(jd).terms.find((t) => t.label === label)?.weight;

describe("job key terms", () => {
  it("finds skills through aliases and multi-word phrases", () => {
    const jd = "Requirements:\n- k8s and JS\n- Experience with machine learning and infrastructure as code\n- RESTful APIs";
    expect(labels(jd)).toEqual(
      expect.arrayContaining(["Kubernetes", "JavaScript", "Machine learning", "Infrastructure as code", "REST APIs"]),
    );
  });

  it("weights requirements above duties and ignores skills named only in boilerplate", () => {
    const jd = loadJob("backend-go");
    expect(labels(jd)).not.toContain("React"); // only in "About Ledgerly"
    expect(labels(jd)).not.toContain("TypeScript");
    expect(weightOf(jd, "PostgreSQL")!).toBeGreaterThan(weightOf(jd, "Redis")!); // requirement vs nice to have
    expect(weightOf(jd, "Terraform")!).toBeGreaterThan(weightOf(jd, "Redis")!);
  });

  it("does not take the company name or common job-ad words as key terms", () => {
    const all = labels(loadJob("backend-go")).map((l) => l.toLowerCase());
    for (const noise of ["ledgerly", "experience", "strong", "years", "requirements", "team"]) expect(all).not.toContain(noise);
  });
});

describe("match scores", () => {
  const resume = (work: Array<[string, string]>, skills: { current: string[]; suggested: string[] }): EditorResume => ({
    personal_info: { name: "A", phone: "", email: "" },
    experiences: {
      work_experiences: [
        { title: "Engineer", company: "X", dates: "2020", responsibilities: work.map(([current, suggested]) => ({ current, suggested })) },
      ],
      projects: [],
      education: [],
    },
    additional_information: { "Technical Skills": skills, Languages: [] },
  });
  const jd = "Requirements:\n- Kubernetes\n- PostgreSQL\n- Terraform\n- Rust";

  it("gives full credit for the job's wording, half for an alias, none for what is absent", () => {
    const terms = extractJobTerms(jd);
    expect(scoreText(terms, "Kubernetes PostgreSQL Terraform Rust")).toBe(100);
    expect(scoreText(terms, "k8s")).toBe(13); // half of one of four equal terms
    expect(scoreText(terms, "Kubernetes")).toBe(25);
    expect(scoreText(terms, "")).toBe(0);
  });

  it("follows the editor's per-item choices", () => {
    const r = resume(
      [
        ["Ran services on k8s", "Ran services on Kubernetes"],
        ["Tuned Postgres", "Tuned PostgreSQL"],
      ],
      { current: ["Go"], suggested: ["Go", "Terraform"] },
    );
    const terms = extractJobTerms(jd);
    const cur = computeMatch(r, terms, "current");
    const sug = computeMatch(r, terms, "suggested");
    const mixed = computeMatch(r, terms, { work: [["suggested", "current"]], skills: "current" });
    expect(cur.score).toBe(25);
    expect(sug.score).toBe(75);
    expect(mixed.score).toBe(38);
    expect(sug.matched_keywords).toEqual(["Kubernetes", "PostgreSQL", "Terraform"]);
    expect(sug.missing_keywords).toEqual(["Rust"]);
    // Missing choices default to the editor's default, 'suggested'.
    expect(computeMatch(r, jd, {}).score).toBe(sug.score);
  });

  it("reports before/after and the terms the profile cannot support", async () => {
    const r = await tailorResume(loadProfile("frontend-dev"), loadJob("frontend-react"), { engine: "local" });
    expect(r.match.after).toBeGreaterThan(r.match.before);
    expect(r.match.missing_keywords).toEqual(expect.arrayContaining(["Next.js", "Playwright"]));
    expect(r.match.matched_keywords).toEqual(expect.arrayContaining(["React", "TypeScript", "Jest"]));
    expect(r.match.matched_keywords.filter((k) => r.match.missing_keywords.includes(k))).toEqual([]);
  });
});

describe("findRoleTitle", () => {
  it.each([
    ["Job Title: Senior Frontend Engineer\n\nWe build things.", "Senior Frontend Engineer"],
    ["Position: Registered Nurse\nNights", "Registered Nurse"],
    ["Senior Backend Engineer - Remote, EU\n\nAbout us", "Senior Backend Engineer"],
    ["Acme is hiring!\nWe are looking for an experienced Data Engineer to join our platform team.", "Data Engineer"],
    ["Join us as a Product Designer and shape our app.", "Product Designer"],
    ["Head of Marketing (m/f/d)\nBerlin", "Head of Marketing"],
    ["Customer Success Manager at Zenly\nWhat you'll do", "Customer Success Manager"],
    ["Acme Corp is seeking a dynamic, results-driven Sales Associate to join our Dublin store.", "Sales Associate"],
    ["About the job\nSoftware Engineer II\nLocation: Berlin", "Software Engineer II"],
    ["The Opportunity\nAs our first Head of People, you will build the HR function.", "Head of People"],
    ["We need someone who loves people and coffee.", "General"],
    // Pasted as one paragraph (no line breaks): the Title Case opening sentence is the title.
    [
      "Senior Software Engineer at Acme. We need TypeScript, React, Kubernetes, AWS and PostgreSQL experience; lead a team and mentor engineers.",
      "Senior Software Engineer",
    ],
    [
      "Registered Nurse - Night Shift. Our ward cares for 30 patients a night and you will join a team of twelve nurses.",
      "Registered Nurse",
    ],
    ["Our engineering team is growing fast. We build payment tools for small shops and need people who enjoy ownership.", "General"],
    ["We need a manager. The team builds payment tools for small shops across the region and you will report to the founders.", "General"],
    ["", "General"],
  ])("%j → %s", (jd, title) => {
    expect(findRoleTitle(jd)).toBe(title);
  });
});

describe("computeMatch on half-filled editor state", () => {
  it("does not throw on missing parts", () => {
    const partial = {
      personal_info: { name: "", phone: "", email: "" },
      experiences: { work_experiences: [{ title: "Dev", responsibilities: [] }] },
      additional_information: {},
    } as unknown as EditorResume;
    expect(computeMatch(partial, "Requirements: Go", "suggested").score).toBe(0);
  });
});
