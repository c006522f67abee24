// Mechanisms meant to carry over to professions nobody tuned on: each one is a class of wording (a verb and
// its own noun, a thesaurus pair used in the job's word, a phrasal verb, "do"/"run" said the way a
// professional writes it), shown on a bullet and a job, with the cases where it must not fire.
import { describe, expect, it } from "vitest";
import { tailorResume } from "../../../worker/tailor";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { termByName } from "../../../worker/tailor/lexicon/dictionary";
import { termEvidence } from "../../../worker/tailor/lexicon/vocabulary";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";
import type { StoredRecord } from "../../../worker/shapes/resume";

const rewrite = (text: string, jd = "", tense: Tense = "past") =>
  rewriteResponsibility(text, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), jobDescription: jd, tense });
const guard = (current: string, suggested: string) =>
  suggestionViolations(current, suggested, { employers: [], profileEvidence: new Map() });

describe("a verb shows the one-word skill named by its own noun", () => {
  it("lets the job's noun for the bullet's verb through the guards (Train caregivers → caregiver training)", () => {
    const jd = "Responsibilities:\n- Provide caregiver training and discharge planning\n- Complete evaluations";
    expect(rewrite("Train caregivers before discharge", jd, "present")).toBe("Provide caregiver training before discharge");
    expect(guard("Train caregivers before discharge", "Provide caregiver training before discharge")).toEqual([]);
    expect(termEvidence("Train new tellers on cash handling").get(termByName("Training")!.id)).toBe("evidenced");
  });

  it("does not take a noun the verb does not entail", () => {
    const jd = "Responsibilities:\n- Develop individualized treatment plans\n- Provide caregiver training";
    // Treating adults is not writing treatment plans; evaluating-and-treating shares its object.
    expect(rewrite("Treat adults after stroke and brain injury", jd, "present")).toBe("Treat adults after stroke and brain injury");
    // A named skill the bullet does not show is still refused.
    expect(guard("Answered phones at the front desk", "Provided training at the front desk")).toContain("skill");
  });

  it("lists a two-word method the bullets name in another order and inflection, never a soft skill", async () => {
    const profile: StoredRecord = {
      personal_info: { name: "A", phone: "", email: "" },
      experiences: {
        work_experiences: [
          {
            company: "X",
            title: "Hygienist",
            dates: "2020 - Present",
            responsibilities: ["Chart periodontal pockets and take x-rays", "Train new assistants on sterilization"],
          },
        ],
        projects: [],
      },
      education: [],
      additional_information: { Skills: ["Dentrix"] },
    };
    const jd = "Requirements:\n- Periodontal charting\n- Training\n- Dentrix";
    const r = await tailorResume(profile, jd, { engine: "local" });
    const skills = r.modified_experiences.additional_information["Technical Skills"];
    const added = skills.suggested.filter((s) => !skills.current.includes(s));
    expect(added).toEqual(["Periodontal charting"]);
  });
});

describe("thesaurus pairs in the job's word", () => {
  it("calls blueprints the job's drawings", () => {
    const jd = "Requirements:\n- Read engineering drawings and GD&T\n- Set up CNC lathes";
    expect(rewrite("Read blueprints and GD&T callouts", jd)).toBe("Read engineering drawings and GD&T callouts");
    expect(guard("Read blueprints and laid out walls", "Read construction drawings and laid out walls")).toEqual([]);
  });

  it("keeps blueprints when the job does not name a kind of drawing", () => {
    expect(rewrite("Read blueprints and GD&T callouts", "Requirements:\n- Read drawings and blueprints")).toBe(
      "Read blueprints and GD&T callouts",
    );
    expect(rewrite("Read blueprints and GD&T callouts", "Requirements:\n- CNC lathes")).toBe("Read blueprints and GD&T callouts");
  });

  it("says repair for fixing a thing when the job says repair", () => {
    const jd = "Responsibilities:\n- Repair plumbing systems\n- Repair water heaters";
    expect(rewrite("Diagnose and fix leaks and clogs in homes", jd, "present")).toBe("Diagnose and repair leaks and clogs in homes");
    expect(rewrite("Fixed leaking boilers", jd)).toBe("Repaired leaking boilers");
  });

  it("never repairs bugs, discrepancies or issues, and needs the job's word", () => {
    const jd = "Responsibilities:\n- Repair equipment\n- Fix bugs";
    expect(rewrite("Fixed bugs in the scheduler", jd)).toBe("Fixed bugs in the scheduler");
    expect(rewrite("Do cycle counts and help fix inventory discrepancies", jd, "present")).toBe(
      "Perform cycle counts and help fix inventory discrepancies",
    );
    expect(rewrite("Fixed leaking boilers", "Requirements:\n- Boilers")).toBe("Fixed leaking boilers");
  });
});

describe("troubleshoot and diagnose, whichever one the job uses", () => {
  it("uses the job's word for finding a fault in equipment", () => {
    const jd = "Responsibilities:\n- Troubleshoot and repair plumbing systems";
    expect(rewrite("Diagnose and fix leaks and clogs in homes", jd, "present")).toBe("Troubleshoot and repair leaks and clogs in homes");
    expect(rewrite("Troubleshot rooftop units for commercial sites", "Duties:\n- Diagnose HVAC faults")).toBe(
      "Diagnosed rooftop units for commercial sites",
    );
  });

  it("never for people or illness, and not when the job uses both words", () => {
    expect(rewrite("Diagnosed patients with sleep disorders", "Duties:\n- Troubleshoot equipment")).toBe(
      "Diagnosed patients with sleep disorders",
    );
    expect(rewrite("Troubleshot rooftop units for commercial sites", "Duties:\n- Diagnose and repair RTUs\n- Troubleshoot controls")).toBe(
      "Troubleshot rooftop units for commercial sites",
    );
  });
});

describe("plainer verbs a professional would write", () => {
  it.each([
    ["Filled out quality checksheets for each lot", "Completed quality checksheets for each lot"],
    ["Went over discharge instructions with patients", "Reviewed discharge instructions with patients"],
    ["Sorted out billing issues with insurers", "Resolved billing issues with insurers"],
    ["Carried out monthly fire drills", "Performed monthly fire drills"],
    ["Ran punch presses and deburred parts", "Operated punch presses and deburred parts"],
    ["Ran the register and handled cash", "Operated the register and handled cash"],
    ["Keep the machines clean and do daily maintenance checks", "Keep the machines clean and perform daily maintenance checks"],
    ["Do QA/QC inspections and punch lists before turnover", "Perform QA/QC inspections and punch lists before turnover"],
    ["Booked interviews and ran reference checks", "Booked interviews and conducted reference checks"],
    ["Calculated holiday pay and dealt with maternity queries", "Calculated holiday pay and handled maternity queries"],
    ["Walked clients through our packages and put together quotes", "Walked clients through our packages and prepared quotes"],
    ["Sat in on sprint planning with developers", "Attended sprint planning with developers"],
    ["Hit 112% of my revenue target in 2023", "Achieved 112% of my revenue target in 2023"],
  ])("%s → %s", (current, expected) => {
    expect(rewrite(current, "", current.startsWith("Keep") || current.startsWith("Do ") ? "present" : "past")).toBe(expected);
  });

  it.each([
    // Going over a budget is exceeding it; a stockroom sorted is tidied, not resolved.
    ["Went over the budget by 5%"],
    ["Sorted out the stockroom"],
    // Set up has its own sense; a kitchen line is run (led), not operated.
    ["Set up the new POS terminals"],
    ["Ran the kitchen line on weekends"],
    // Doing what the lead asks is no piece of work with a name.
    ["Kept the aisles clean and did whatever the lead asked"],
    // A road hit is no target; a committee named for checks is not a check conducted.
    ["Hit the road at 5am for the first drop"],
    ["Chaired the checks and balances committee and ran the weekly meeting"],
  ])("leaves '%s' as written", (current) => {
    expect(rewrite(current)).toBe(current);
  });
});

describe("the job's spelling of a compound", () => {
  const jd = "Responsibilities:\n- Manage a heavy workload\n- Complete daily check-lists\n- Set up exam rooms";
  it("joins or splits a compound the way the job writes it", () => {
    expect(rewrite("Managed a heavy work load on the ward", jd)).toBe("Managed a heavy workload on the ward");
    expect(rewrite("Completed daily checklists for the unit", jd)).toBe("Completed daily check-lists for the unit");
  });

  it("never joins a verb and its particle, and needs the job's spelling", () => {
    expect(rewrite("Wrote the setup guide for new starters", jd)).toBe("Wrote the setup guide for new starters");
    expect(rewrite("Managed a heavy work load on the ward", "Requirements:\n- Manage a busy ward")).toBe(
      "Managed a heavy work load on the ward",
    );
  });
});
