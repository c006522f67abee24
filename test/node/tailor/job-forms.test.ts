// The job's form of a word the bullet already uses (engines/rewrite/job-forms.ts): another inflection or
// derivation of the same word, a list's shared modifier said again, the job's umbrella name for a part it
// lists, and an acronym spelled out as the job writes it. Invented bullets and jobs from trades nobody tuned
// on; every rewrite passes the truth guards, and each move has cases where it must not fire.
import { describe, expect, it } from "vitest";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";

const rewrite = (text: string, jd: string, tense: Tense = "past") =>
  rewriteResponsibility(text, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), jobDescription: jd, tense });
const guard = (current: string, suggested: string) =>
  suggestionViolations(current, suggested, { employers: [], profileEvidence: new Map() });

// [current, job description, expected suggestion, tense]
const FIRES: Array<[string, string, string, Tense?]> = [
  // A gerund noun and the plural noun of the same verb, both ending their phrase.
  [
    "Supported hull blasting and deck repairs at the yard",
    "Duties:\n- Carry out hull blasts, deck repairs and antifouling to schedule",
    "Supported hull blasts and deck repairs at the yard",
  ],
  [
    "Supervised hull blasts for two dry docks",
    "Responsibilities:\n- Plan hull blasting and coating work",
    "Supervised hull blasting for two dry docks",
  ],
  // A noun modifier takes the job's -ing form of itself.
  [
    "Drilled core sample holes on two quarry benches",
    "What you'll do:\n- Core sampling and logging on quarry benches",
    "Drilled core sampling holes on two quarry benches",
  ],
  // An action noun in the singular, as the job writes it, after a preposition; its partner follows.
  [
    "Rostered on the day unit for cannulations and venesections",
    "Key duties:\n- Assist with cannulation and venesection in the day unit",
    "Rostered on the day unit for cannulation and venesection",
  ],
  // A list of actions on one thing: the job's phrase for a later item names the thing again.
  [
    "Handled vendor onboarding, evaluation and offboarding for the print room",
    "You will:\n- Own vendor evaluation and renewals",
    "Handled vendor onboarding, vendor evaluation and offboarding for the print room",
  ],
  // The job's umbrella for a part it lists, for a bullet that is a noun phrase opening with that part.
  [
    "Volunteer screening and rota planning for the food bank",
    "Responsibilities:\n- Lead volunteer coordination, including screening, rotas and recognition",
    "Volunteer coordination: screening and rota planning for the food bank",
  ],
  // The bullet's acronym, spelled out the way the same line of the job writes it.
  [
    "Checked torque values on every WP before sign-off",
    "Duties:\n- Verify torque values and sign off every work package before release",
    "Checked torque values on every work package (WP) before sign-off",
  ],
];

describe("the job's form of a word the bullet already uses", () => {
  for (const [current, jd, expected, tense] of FIRES) {
    it(`"${current}" → "${expected}"`, () => {
      const out = rewrite(current, jd, tense);
      expect(out).toBe(expected);
      expect(guard(current, out)).toEqual([]);
    });
  }
});

// [current, job description, why it must stay]
const STAYS: Array<[string, string, string, Tense?]> = [
  ["Supervised 40 hull blasts a month", "Duties:\n- Plan hull blasting", "a counted plural keeps its number"],
  [
    "Snake and hydro-jet drain lines",
    "Duties:\n- Drain cleaning and hydro-jetting for domestic customers",
    "a hyphenated verb is not a noun modifier",
  ],
  ["Led incident investigations on site", "Duties:\n- Lead incident investigation", "a count after a verb stays plural"],
  ["Reviewed the cannulations for the audit", "Key duties:\n- Assist with cannulation", "after 'the' the plural names particular cases"],
  [
    "Handled customer refunds, complaints and returns",
    "You will:\n- Process customer returns",
    "items that are not actions on one thing are not distributed",
  ],
  [
    "Screened volunteers and planned rotas for the food bank",
    "Responsibilities:\n- Lead volunteer coordination, including screening, rotas and recognition",
    "a bullet that opens with a verb is not renamed by the umbrella",
  ],
  [
    "Volunteer training for the food bank",
    "Responsibilities:\n- Lead volunteer coordination, including screening, rotas and recognition",
    "a part the job does not list under the umbrella",
  ],
  [
    "Checked torque values on every WP before sign-off",
    "Duties:\n- Keep the workshop clean\n- Maintain the wall planner",
    "letters that match words sharing no context with the bullet",
  ],
  [
    "Upgraded the PLC on line 2",
    "Duties:\n- Join our professional learning community and plan lessons",
    "the same letters name another thing in another field",
  ],
];

describe("where it must not fire", () => {
  for (const [current, jd, why, tense] of STAYS) {
    it(`${why}: "${current}"`, () => {
      const out = rewrite(current, jd, tense);
      const expected = current.replace(/\ba month\b/, "per month");
      expect(out).toBe(expected);
    });
  }
});

describe("a noun the job wants is never turned into a verb that loses it", () => {
  it("keeps the job's noun phrase when the opener changes", () => {
    const jd = "Duties:\n- Lesson planning and marking for KS3\n- Stock rotation and replenishment";
    expect(rewrite("Responsible for lesson planning and marking for Year 9", jd)).toContain("lesson planning and marking");
    expect(rewrite("Helped with stock rotation and shelf replenishment", jd)).toBe("Supported stock rotation and shelf replenishment");
  });
});
