// The in-process port of the real-resume set's scoring rules (eval/parser/lib/realworld-rules.ts) on hand-made
// records: the truth scores 1, and each rule (exact contact fields, the 0.85 field threshold, one-to-one entries with
// extras counted against the score, title/company swaps paired, section names by synonym) moves the score as the
// set's scorer does. (Over the 30 real files, port and scorer gave identical per-file and per-group scores.)
import { describe, expect, it } from "vitest";
import { scoreResume, sectionKey, summarise } from "../../../eval/parser/lib/realworld-rules.ts";

const truth = {
  personal_info: { name: "Jordan Avery", email: "jordan@example.com", phone: "+1 415 555 0134" },
  experiences: {
    work_experiences: [
      {
        company: "Globex Corporation",
        title: "Data Analyst",
        dates: "2019 – 2021",
        responsibilities: ["Wrote the monthly report", "Cut the close to two days"],
      },
    ],
    projects: [{ title: "Pricing Tool", responsibilities: ["Built a pricing model"] }],
  },
  education: [{ degree: "B.Sc. Computer Science", institution: "State University", dates: "2015 – 2019", details: [] }],
  additional_information: { "Technical Skills": ["Python", "SQL"] },
};
const clone = () => JSON.parse(JSON.stringify(truth)) as typeof truth;

describe("real-resume scoring rules (port)", () => {
  it("scores the truth itself 1 in every group", () => {
    const r = scoreResume(truth, truth);
    expect(r.score).toBe(1);
    expect(r.groups).toEqual({ contact: 1, work: 1, projects: 1, education: 1, skills: 1 });
  });

  it("contact fields must match exactly (phone by digits, name with post-nominals removed)", () => {
    const p = clone();
    p.personal_info = { name: "Jordan Avery, PhD", email: "JORDAN@example.com", phone: "(415) 555-0134" };
    expect(scoreResume(truth, p).groups.contact).toBeCloseTo(2 / 3);
  });

  it("a swapped title and company still pairs the entry, but both fields miss", () => {
    const p = clone();
    const w = p.experiences.work_experiences[0]!;
    [w.title, w.company] = [w.company, w.title];
    // company 0, title 0, dates 1, bullets 1 → 0.5
    expect(scoreResume(truth, p).groups.work).toBeCloseTo(0.5);
  });

  it("an extra predicted entry counts against the group", () => {
    const p = clone();
    p.experiences.projects.push({ title: "Something Else", responsibilities: [] });
    expect(scoreResume(truth, p).groups.projects).toBeCloseTo(2 / 3);
  });

  it("section names are compared by synonym, items by token similarity", () => {
    expect(sectionKey("Core Competencies")).toBe("skills");
    expect(sectionKey("Honours & Awards")).toBe("awards");
    const p = clone();
    p.additional_information = { Skills: ["Python", "SQL", "Excel"] } as never;
    expect(scoreResume(truth, p).groups.skills).toBeCloseTo(0.8);
  });

  it("summarises as the mean over resumes, each group over the resumes it is scored on", () => {
    const s = summarise([
      { score: 1, groups: { contact: 1, work: 1, projects: null, education: 1, skills: 1 } },
      { score: 0.5, groups: { contact: 0.5, work: 0.5, projects: 0.5, education: 0.5, skills: 0.5 } },
    ]);
    expect(s.overall).toBe(0.75);
    expect(s.groups.projects).toBe(0.5);
    expect(s.groups.work).toBe(0.75);
  });
});
