// Mechanisms for professions nobody tuned on: the job's own acronym for a phrase the bullet spells out (or
// the other way round), the noun of a procedure verb the lexicon does not know, and duty lists whose verbs
// are a trade's own. Each is shown firing and with the cases where it must not.
import { describe, expect, it } from "vitest";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { acronymDefinitions, spellsAcronym } from "../../../worker/tailor/lexicon/acronyms";
import { guessedNominal } from "../../../worker/tailor/lexicon/nominal";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";

const rewrite = (text: string, jd = "", tense: Tense = "past") =>
  rewriteResponsibility(text, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), jobDescription: jd, tense });
const guard = (current: string, suggested: string) =>
  suggestionViolations(current, suggested, { employers: [], profileEvidence: new Map() });

describe("acronyms the job defines for itself", () => {
  const jd =
    "About us\nWe are a hospital group.\nRequirements:\n- Interventions to improve activities of daily living (ADLs)\n" +
    "- Triage alerts, escalate incidents and block indicators of compromise (IOCs)\n- Knowledge of WHS (work health and safety) law\n" +
    "- Experience in a Security Operations Center (SOC)\n- Support the QA (quality assurance) team";

  it("reads definitions either way round, with small words skipped and a plural acronym", () => {
    const defs = acronymDefinitions(jd);
    expect(defs).toContainEqual({ acronym: "ADLs", expansion: "activities of daily living" });
    expect(defs).toContainEqual({ acronym: "IOCs", expansion: "indicators of compromise" });
    expect(defs).toContainEqual({ acronym: "WHS", expansion: "work health and safety" });
    expect(defs).toContainEqual({ acronym: "SOC", expansion: "Security Operations Center" });
    expect(spellsAcronym("C&B", ["conference", "and", "banqueting"])).toBe(true);
    // A bracketed word that is no acronym of the words before it is no definition.
    expect(acronymDefinitions("- Email marketing experience (Klaviyo)\n- Accessibility (WCAG)")).toEqual([]);
    // The first and last words must give a letter.
    expect(spellsAcronym("DL", ["of", "daily", "living"])).toBe(false);
  });

  it("writes the job's acronym after the phrase the bullet spells out, and the phrase for the bullet's acronym", () => {
    const spelled = "Helped patients regain independence in activities of daily living";
    expect(rewrite(spelled, jd)).toBe("Helped patients regain independence in activities of daily living (ADLs)");
    const short = "Escalate confirmed incidents to Tier 2 with a timeline and IOCs";
    const long = "Escalate confirmed incidents to Tier 2 with a timeline and indicators of compromise (IOCs)";
    expect(rewrite(short, jd, "present")).toBe(long);
    // The guards read both as the item's own words: no new name, no new skill.
    expect(guard(spelled, `${spelled} (ADLs)`)).toEqual([]);
    expect(guard(short, long)).toEqual([]);
    expect(guard("Led work health and safety inductions", "Led work health and safety (WHS) inductions")).toEqual([]);
  });

  it("leaves a two-letter acronym, one followed by a figure, one already paired, and jobs that define nothing", () => {
    // "SOC 2" is an audit standard, not the job's Security Operations Center.
    expect(rewrite("Prepared evidence for the SOC 2 audit", jd)).toBe("Prepared evidence for the SOC 2 audit");
    expect(rewrite("Worked with QA on release checks", jd)).not.toMatch(/quality assurance/);
    expect(rewrite("Improved activities of daily living (ADLs) scores", jd)).not.toMatch(/\(ADLs\) \(ADLs\)/);
    expect(rewrite("Supported activities of daily living", "Requirements:\n- ADLs")).toBe("Supported activities of daily living");
    // The same letters in another field: a PLC in a controls bullet is no professional learning community.
    const school = "Requirements:\n- Collaborate in a professional learning community (PLC)\n- Teach algebra";
    expect(rewrite("Modify Allen-Bradley PLC ladder logic", school, "present")).toBe("Modify Allen-Bradley PLC ladder logic");
    // An acronym the item does not spell out is still a new name to the guards.
    expect(guard("Supported patients with daily tasks", "Supported patients with daily tasks (ADLs)")).toContain("name");
  });
});

describe("acronyms of four letters or more the job uses without defining them", () => {
  const jd = "Requirements:\n- Working knowledge of HACCP\n- Experience with a CMMS\n- FCAW and MMAW welding";
  it("adds the acronym after the phrase that spells it", () => {
    expect(rewrite("Kept hazard analysis and critical control points records for the kitchen", jd)).toBe(
      "Kept hazard analysis and critical control points (HACCP) records for the kitchen",
    );
    expect(rewrite("Logged work orders in the computerised maintenance management system", jd)).toBe(
      "Logged work orders in the computerised maintenance management system (CMMS)",
    );
  });
  it("needs every letter from a word of its own, a phrase start, and one case", () => {
    // "and" would give the A of FCAW: without the job's definition, small words give no letter.
    expect(rewrite("Plain film imaging in fracture clinic and on the wards", jd)).toBe(
      "Plain film imaging in fracture clinic and on the wards",
    );
    expect(rewrite("Managed maintenance management systems", jd)).not.toMatch(/CMMS/);
  });
});

describe("the noun of a procedure verb the lexicon does not know", () => {
  const jd =
    "Requirements:\n- Experience with cannulation and contrast administration\n- Gauge calibration\n" +
    "- Certification in BLS\n- Purchase order placement";

  it("reads an unknown verb from its form only where the bullet opens with it", () => {
    expect(guessedNominal("cannulated")?.nouns).toContain("cannulation");
    expect(guessedNominal("calibrate")?.nouns).toContain("calibration");
    // Known verbs go through the lexicon; adjectives in -ed and plain words are no procedure.
    expect(guessedNominal("managed")).toBeUndefined();
    expect(guessedNominal("certified")).toBeUndefined();
    expect(guessedNominal("patients")).toBeUndefined();
  });

  it("uses the job's noun, joined to the bullet's object or on its own for a -tion noun", () => {
    const current = "Cannulated patients for contrast scans";
    const suggested = "Performed cannulation of patients for contrast scans";
    expect(rewrite(current, jd)).toBe(suggested);
    expect(guard(current, suggested)).toEqual([]);
    expect(rewrite("Cannulate inpatients before CT", jd, "present")).toBe("Perform cannulation of inpatients before CT");
    expect(rewrite("Calibrated pressure gauges weekly", jd)).toBe("Performed pressure gauge calibration weekly");
  });

  it("does not fire without an object, on a known plain verb, on a figure, or mid-sentence", () => {
    expect(rewrite("Certified in BLS and ACLS", jd)).toBe("Certified in BLS and ACLS");
    // "Placed purchase orders" is stronger than "Performed purchase order placement".
    expect(rewrite("Placed purchase orders for packaging", jd)).toBe("Placed purchase orders for packaging");
    expect(rewrite("Cannulated 30 patients a week", jd)).not.toMatch(/cannulation/);
    expect(rewrite("Supervised students who cannulated patients", jd)).toBe("Supervised students who cannulated patients");
  });
});

describe("duty lists read in one tense, whatever the trade's verbs", () => {
  it("turns every gerund of a list into the past, known verbs or regular ones", () => {
    expect(rewrite("Duties included cleaning equipment and restocking shelves")).toBe("Cleaned equipment and restocked shelves");
    expect(rewrite("Answering phones, booking appointments and filing records")).toBe(
      "Answered phones, booked appointments and filed records",
    );
    expect(rewrite("Responsible for carrying out stock counts")).toMatch(/^Carried out|^Performed/);
  });

  it("turns a gerund list of known verbs into the present for a current role written in the present", () => {
    expect(rewrite("Managing the rota, training new staff and ordering stock", "", "present")).toBe(
      "Manage the rota, train new staff and order stock",
    );
  });

  it("leaves irregular pasts, words that are no gerund, and the present of unknown verbs", () => {
    // "sweeping" is swept, "feeding" fed: never "sweeped".
    expect(rewrite("Sweeping floors and feeding animals")).not.toMatch(/sweeped|feeded/);
    expect(rewrite("Morning shift supervisor for the bakery")).toBe("Morning shift supervisor for the bakery");
    expect(rewrite("Booking appointments and filing records", "", "present")).toBe("Booking appointments and filing records");
  });
});

describe("the job's word order and the job's noun for a sum saved", () => {
  const jd =
    "Requirements:\n- Spend analysis and contract review\n- Contractor management and document review\n" +
    "- Deliver cost savings across categories\n- Patient care";

  it("writes '<action> of <thing>' as the job's compound, the thing in the singular and the article agreeing", () => {
    expect(rewrite("Led the review of contracts for 4 sites", jd)).toBe("Led the contract review for 4 sites");
    expect(rewrite("Conducted an analysis of spend", jd)).toBe("Conducted a spend analysis");
    expect(rewrite("Coordinated review of the documents", jd)).toBe("Coordinated document review");
    expect(guard("Led the review of contracts for 4 sites", "Led the contract review for 4 sites")).toEqual([]);
  });

  it("leaves compounds the job does not write, names, and a thing it would split", () => {
    expect(rewrite("Reported to the Department of Health", jd)).toBe("Reported to the Department of Health");
    // "contracts register" is another thing than contracts: the run is not cut short.
    expect(rewrite("Led a review of the contracts register", jd)).toBe("Led a review of the contracts register");
    expect(rewrite("Led the review of contracts", "Requirements:\n- Review contracts")).toBe("Led the review of contracts");
  });

  it("names a sum saved by the job's noun for it, and nothing else that is saved", () => {
    const current = "Negotiated a new contract, saving £340k over three years";
    const suggested = "Negotiated a new contract, delivering £340k in cost savings over three years";
    expect(rewrite(current, jd)).toBe(suggested);
    expect(guard(current, suggested)).toEqual([]);
    expect(rewrite("Saved $1.2M by consolidating carriers", "Requirements:\n- Identify savings")).toBe(
      "Delivered $1.2M in savings by consolidating carriers",
    );
    expect(rewrite("Saved time by automating reports", jd)).toBe("Saved time by automating reports");
    // A bank's savings accounts are no savings delivered.
    expect(rewrite("Negotiated a new contract, saving £340k", "Requirements:\n- Open checking and savings accounts")).toBe(
      "Negotiated a new contract, saving £340k",
    );
    expect(rewrite("Negotiated a new contract, saving £340k", "Requirements:\n- Contract negotiation")).toBe(
      "Negotiated a new contract, saving £340k",
    );
  });
});

describe("vague openers of any profession", () => {
  it("says 'had responsibility for', 'charged with', 'looked after' and duty labels plainly", () => {
    expect(rewrite("Had responsibility for the payroll of 40 staff")).toBe("Managed the payroll of 40 staff");
    expect(rewrite("Had responsibility for 3 stores")).toBe("Oversaw 3 stores");
    expect(rewrite("Charged with keeping the site safe")).toBe("Kept the site safe");
    expect(rewrite("Looked after residents with dementia")).toBe("Cared for residents with dementia");
    expect(rewrite("Look after 12 key accounts", "", "present")).toBe("Manage 12 key accounts");
    expect(rewrite("Main duties: answering phones, booking appointments and filing records")).toBe(
      "Answered phones, booked appointments and filed records",
    );
    expect(rewrite("Gave presentations to the board")).toBe("Presented to the board");
    expect(rewrite("Did daily safety checks on forklifts")).toBe("Performed daily safety checks on forklifts");
  });

  it("leaves what the plain verb would not say: a building looked after, a rota done, counted presentations", () => {
    expect(rewrite("Looked after the building")).toBe("Looked after the building");
    expect(rewrite("Did the weekly rota for 12 staff")).toBe("Did the weekly rota for 12 staff");
    expect(rewrite("Gave 12 presentations to the board")).toBe("Gave 12 presentations to the board");
    // Shared credit stays shared.
    expect(rewrite("Helped with month-end reporting")).toBe("Supported month-end reporting");
  });
});

describe("drawings a trade reads are the job's technical drawings", () => {
  const jd = "Requirements:\n- Read and interpret technical drawings";
  it("adds the job's kind of drawing after read/interpret/work from", () => {
    expect(rewrite("Read drawings, mark out, cut with oxy and plasma", jd)).toBe(
      "Read technical drawings, mark out, cut with oxy and plasma",
    );
    expect(guard("Interpreted drawings and specifications", "Interpreted technical drawings and specifications")).toEqual([]);
  });
  it("leaves drawings that are sold or drawn, and drawings the bullet already qualifies", () => {
    expect(rewrite("Sold drawings at craft fairs", jd)).toBe("Sold drawings at craft fairs");
    expect(rewrite("Read shop drawings", jd)).toBe("Read shop drawings");
  });
});

describe("the guards read an acronym the item spells out as a name", () => {
  it("accepts HACCP for the phrase it stands for, and 'had responsibility for' as the bullet's own ownership", () => {
    const haccp = "Kept hazard analysis and critical control points records for the kitchen";
    expect(guard(haccp, "Kept hazard analysis and critical control points (HACCP) records for the kitchen")).toEqual([]);
    expect(guard("Had responsibility for the payroll of 40 staff", "Managed the payroll of 40 staff")).toEqual([]);
  });
  it("refuses letters that only happen to start a clause's words", () => {
    expect(guard("Supported quarterly launches", "Supported quarterly launches with SQL")).toContain("skill");
    expect(guard("Supported quarterly launches", "Supported quarterly launches (SQL)")).not.toEqual([]);
  });
});
