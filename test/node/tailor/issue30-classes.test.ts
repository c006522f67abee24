// Issue 30's defect classes, each as a test of its class on invented text (never a résumé or posting of
// the evaluation sets): a title read as a verb, non-words and broken agreement, an acronym spelled out from an
// unrelated phrase, one tool swapped for another, English rules applied to another language, skills read
// across list items, and skills read from words that have another sense in their sentence.
import { describe, expect, it } from "vitest";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { experienceTense, rewriteResponsibility } from "../../../worker/tailor/engines/rewrite/rewrite";
import { guardSuggestion } from "../../../worker/tailor/guards/guards";
import { tailoringBase } from "../../../worker/tailor/guards/assemble";
import { isEnglish } from "../../../worker/tailor/lexicon/language";
import { knownVerbs } from "../../../worker/tailor/lexicon/verbs";
import { computeMatch, extractJobTerms } from "../../../worker/tailor/match";
import { oneJobProfile } from "./fixtures";

const rewrite = (bullet: string, jd: string, tense: "past" | "present" = "past") =>
  rewriteResponsibility(bullet, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), jobDescription: jd, tense });

const profile = oneJobProfile;

describe("a title or a preposition is never read as a verb", () => {
  it("keeps a title that opens with an -ing word", () => {
    for (const b of ["Teaching Assistant for Calculus I, grading weekly problem sets", "Marketing Coordinator for the spring campaign"])
      expect(rewrite(b, "Requirements\n- Teaching and grading experience\n- Marketing campaigns")).not.toMatch(/^Taught|^Marketed/);
  });

  it("keeps an opening 'Following …' or 'Regarding …' as the preposition it is", () => {
    const out = rewrite("Following the course I was placed with a local data team", "Requirements\n- Data analysis");
    expect(out).not.toMatch(/^Followed/);
  });
});

describe("every verb form the engine writes is a word, and joined verbs agree", () => {
  it("writes the irregular past of compound verbs", () => {
    const bad = knownVerbs().filter((v) =>
      /(?:shoot|run|write|build|lead|teach|sell|take|make|give|hold|keep|set|put|cut|do|go|see|think|bring|find|send|spend|meet|speak|begin|drive|grow|win|ride)$/.test(
        v.base,
      )
        ? v.past === `${v.base}ed` || v.past === `${v.base}d`
        : false,
    );
    expect(bad.map((v) => v.past)).toEqual([]);
    expect(rewrite("Troubleshooting network outages for branch offices", "Requirements\n- Network troubleshooting")).not.toMatch(
      /troubleshooted/i,
    );
  });

  it("carries a new opener's tense to the verbs joined to it by 'and'", () => {
    const out = rewrite("Designing and create test data for regression suites", "Requirements\n- Test data");
    expect(out).not.toMatch(/^Designed and create\b/);
    const used = rewrite("Using shared checklists to track returns and identify damaged stock", "Requirements\n- Returns");
    expect(used).not.toMatch(/\band identify\b/);
    expect(used).not.toMatch(/^(?:Tracked|Track)\b.*\band identify\b/);
  });
});

describe("an acronym is spelled out only from the phrase it stands for", () => {
  it("never spells out a place's state or district code", () => {
    const jd = "Requirements\n- Design curriculum (DC) for data communications courses\n- Data communications teaching";
    const out = rewrite("Taught data communications workshops in Washington, DC", jd);
    expect(out).toContain("Washington, DC");
    expect(out).not.toMatch(/Washington, (?:design|data)/i);
  });

  it("never takes letters inside a company's name for a tool", () => {
    const out = rewrite("Joined the QA team at NORVIQ RDS (India) on contract", "Requirements\n- AWS\n- Amazon RDS");
    expect(out).not.toMatch(/AWS RDS/);
  });
});

describe("a tool is never swapped for another", () => {
  it("keeps Shell when the job asks for Bash, MySQL when it asks for PostgreSQL", () => {
    expect(rewrite("Wrote Shell scripts to rotate logs nightly", "Requirements\n- Bash scripting\n- Bash")).toContain("Shell");
    expect(rewrite("Tuned MySQL indexes for the reporting database", "Requirements\n- PostgreSQL")).toContain("MySQL");
  });

  it("rejects any engine's suggestion that drops a figure, a tool or a name of the original", () => {
    const ctx = tailoringBase(profile([])).guard;
    expect(guardSuggestion("Tuned MySQL indexes for 12 reports", "Tuned database indexes for 12 reports", ctx).violations).toContain(
      "dropped",
    );
    expect(guardSuggestion("Ran 40 workshops in Leeds", "Ran workshops in Leeds", ctx).violations).toContain("dropped");
    expect(guardSuggestion("Ran 40 workshops in Leeds", "Ran 40 workshops", ctx).violations).toContain("dropped");
    // Another name of the same tool keeps it.
    expect(guardSuggestion("Deployed services on k8s", "Deployed services on Kubernetes", ctx).violations).not.toContain("dropped");
  });
});

describe("a bullet in a language the engine does not know is left as written", () => {
  it("tells English from German, French, Portuguese and another script", () => {
    expect(isEnglish("Erstellung der Monatsabschlüsse und Kostenstellenrechnung mit SAP")).toBe(false);
    expect(isEnglish("Développement et maintenance des outils de test pour le portail")).toBe(false);
    expect(isEnglish("Desenvolvimento de pipelines de dados com Azure Data Factory")).toBe(false);
    expect(isEnglish("Анализ данных и построение дашбордов")).toBe(false);
    expect(isEnglish("Built e-commerce checkout in React and Node")).toBe(true);
    expect(isEnglish("Python, SQL, Docker")).toBe(true);
  });

  it("never hyphenates, re-tenses or re-words a German or French bullet, and the guards hold every engine to it", () => {
    const de = "Pflege der Stammdaten und Erstellung von Monatsabschluss Berichten für das Controlling";
    expect(rewrite(de, "Requirements\n- Month-end close reports\n- Master data")).toBe(de);
    const fr = "Refactoring d’une ancienne application pour un accès Spring JPA";
    expect(rewrite(fr, "Requirements\n- Refactoring\n- Spring")).toBe(fr);
    const ctx = tailoringBase(profile([])).guard;
    expect(
      guardSuggestion(de, "Pflege der Stammdaten und Erstellung von Monatsabschluss-Berichten für das Controlling", ctx).violations,
    ).toEqual(["language"]);
  });
});

describe("skills: reordering never drops an item, and a skill is added only from the same thing", () => {
  it("still reads a short skill that follows a figure in the list as the skill it is", () => {
    const jd = "Requirements\n- R\n- C++\n- Statistics";
    const resume = {
      personal_info: { name: "A" },
      experiences: { work_experiences: [], projects: [], education: [] },
      additional_information: {
        "Technical Skills": { current: ["GPA: 3.2", "R", "6.9", "C++"], suggested: ["GPA: 3.2", "R", "6.9", "C++"] },
      },
    };
    const m = computeMatch(resume as never, jd, "current");
    expect(m.matched_keywords).toEqual(expect.arrayContaining(["R", "C++"]));
  });

  it("keeps every listed item through the reordering, in its own or its same-tool name", async () => {
    const skills = ["GPA: 3.2", "R", "6.9", "C++", "Excel", "k8s"];
    const out = await tailorResume(profile(["Analysed survey data in R"], skills), "Requirements\n- C++\n- Kubernetes\n- R", {
      engine: "local",
    });
    const suggested = out.modified_experiences.additional_information["Technical Skills"].suggested;
    for (const s of ["GPA: 3.2", "R", "6.9", "C++", "Excel"]) expect(suggested).toContain(s);
    expect(suggested.some((s) => s === "k8s" || s === "Kubernetes")).toBe(true);
  });

  it("adds no skill from a word with another sense in its sentence", async () => {
    const cases: Array<[string, string, string]> = [
      [
        "Built the reporting module of a cybersecurity software suite in Go",
        "Requirements\n- Security\n- Application security",
        "security",
      ],
      ["Fixed a bug that hurt the user experience of the signup form", "Requirements\n- UX design\n- User experience", "ux"],
      ["Member of the AWS Community Builders programme", "Requirements\n- AWS\n- Cloud computing", "aws"],
      ["Tracked funnel metrics (CTR, DAU, MAU, CPA, CAC, ARPU) weekly", "Requirements\n- Accounting\n- CPA", "accounting"],
      ["Joined the QA team at NORVIQ RDS (India) on contract", "Requirements\n- AWS\n- Cloud computing", "aws"],
      ["Built a native UI for chatting with local models", "Requirements\n- UI design", "ui design"],
    ];
    for (const [bullet, jd, bad] of cases) {
      const out = await tailorResume(profile([bullet], ["Go"]), jd, { engine: "local" });
      const suggested = out.modified_experiences.additional_information["Technical Skills"].suggested.map((s) => s.toLowerCase());
      expect(
        suggested.filter((s) => s.includes(bad) || (bad === "aws" && s.includes("cloud"))),
        bullet,
      ).toEqual([]);
    }
  });
});

// The experience tense helper stays as it was (the tests above rely on a past role).
it("reads a finished role as past", () => expect(experienceTense("2019 - 2022", ["Built x"])).toBe("past"));

describe("'Worked with' is collaboration only with people one works beside", () => {
  it("keeps 'Worked with' for technologies and for the people served, even with the writer's own role after 'as'", () => {
    const jd = "Requirements\n- Collaboration with teams";
    expect(rewrite("Worked with several tools such as SQL and Excel", jd)).toMatch(/^Worked with/);
    expect(rewrite("Worked with high school pupils as a tutor", jd)).toMatch(/^Worked with/);
    expect(rewrite("Worked with the design team on the launch", jd)).toMatch(/^Collaborated with/);
  });
});

it("the audit judges only changes: an item left as written breaks no rule", async () => {
  // The inflation rule reads "Leader" / "leadership" as a claim when judged against itself.
  const p = profile(["Served as a Youth Leader for a year", "Took part in weekly calls with leadership about stock discrepancies"]);
  const jd = "Requirements\n- Inventory";
  const out = await tailorResume(p, jd, { engine: "local" });
  for (const r of out.modified_experiences.experiences.work_experiences[0]!.responsibilities) expect(r.suggested).toBe(r.current);
  expect(auditTailoring(p, out.modified_experiences, jd)).toEqual([]);
});
