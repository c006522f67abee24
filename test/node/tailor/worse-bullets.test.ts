// Rewrites that made a bullet worse on the blind splits, each as a general rule with the cases where it
// must still fire: a gerund becomes the verb only when it governs the whole list, a gerund describing a
// noun is no duty, "Worked on" a class of things or a thing worked by hand stays, and an individual's own
// activity is never told as supervision.
import { describe, expect, it } from "vitest";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";

const jd = "Requirements:\n- Excel, SQL\n- Strong communication";
const rewrite = (s: string, tense: Tense = "past") =>
  rewriteResponsibility(s, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), tense });

describe("a gerund becomes the verb only when it governs the whole list", () => {
  it.each([
    "Responsible for filing, invoice checks and forecasting spreadsheets",
    "Responsible for scheduling, rota changes and payroll queries",
    "Responsible for preparing rosters, payroll processing and stock ordering",
  ])("%s stays as written", (bullet) => {
    expect(rewrite(bullet)).toBe(bullet);
  });

  it.each([
    ["Responsible for filing, scanning and archiving patient records", "Filed, scanned and archived patient records"],
    ["Responsible for managing relationships with 15 trucking vendors", "Managed relationships with 15 trucking vendors"],
    ["Responsible for designing and running the settlement service", "Designed and ran the settlement service"],
    ["Responsible for managing budgets, rotas and suppliers", "Managed budgets, rotas and suppliers"],
    ["In charge of delivering 3 client portals on time and within budget", "Delivered 3 client portals on time and within budget"],
  ])("%s → %s", (bullet, expected) => {
    expect(rewrite(bullet)).toBe(expected);
  });
});

describe("gerunds describing a noun are not a list of duties", () => {
  it.each([
    "Screening and consenting support, visit scheduling and sample processing",
    "Cleaning and laundry services for 3 care homes",
    "Teaching assistance and playground cover",
    "Nursing support for the night shift",
  ])("%s stays as written", (bullet) => {
    expect(rewrite(bullet)).toBe(bullet);
  });

  it.each([
    [
      "Preparing duty rosters, department budget and monthly P&L review with GM",
      "Prepared duty rosters, department budget and monthly P&L review with GM",
    ],
    ["Answering phones, scheduling appointments and filing records", "Answered phones, scheduled appointments and filed records"],
    [
      "Screening patients for eligibility and consenting them to the study",
      "Screened patients for eligibility and consented them to the study",
    ],
    ["Providing support to families of patients", "Provided support to families of patients"],
    ["Performing routine duties on the ward", "Performed routine duties on the ward"],
    ["Cleaning work areas and restocking shelves", "Cleaned work areas and restocked shelves"],
  ])("%s → %s", (bullet, expected) => {
    expect(rewrite(bullet)).toBe(expected);
  });
});

describe("Worked on a class of things or a thing worked by hand stays", () => {
  it.each([
    "Worked on all makes, domestic and import",
    "Worked on every model in the Ford range",
    "Worked on customers' cars and light trucks",
    "Worked on diesel engines",
    "Worked on 12 patients a shift in the stroke unit",
  ])("%s keeps its verb", (bullet) => {
    expect(rewrite(bullet)).toMatch(/^Worked on /);
  });

  it.each([
    ["Worked on the Q3 launch", "Contributed to the Q3 launch"],
    ["Worked on design of pump housings and impellers in SolidWorks", "Contributed to design of pump housings and impellers in SolidWorks"],
    [
      "Worked on PT6A engine borescope inspections with a licensed engineer",
      "Contributed to PT6A engine borescope inspections with a licensed engineer",
    ],
    ["Worked on the engine control software", "Contributed to the engine control software"],
  ])("%s → %s", (bullet, expected) => {
    expect(rewrite(bullet)).toBe(expected);
  });
});

describe("an individual's own activity is never told as supervision", () => {
  it.each([
    "Responsible for 3D modelling and detailing of sheet metal brackets using Creo",
    "Responsible for 2D drafting of site layouts",
    "Responsible for data cleaning before each monthly report",
  ])("%s is not Oversaw", (bullet) => {
    expect(rewrite(bullet)).not.toMatch(/^Overs/);
    expect(rewrite(bullet)).toBe(bullet);
  });

  it.each([
    ["Responsible for a team of 4 designers", "Oversaw a team of 4 designers"],
    ["Responsible for 3 stores and 40 staff", "Oversaw 3 stores and 40 staff"],
    ["Responsible for 12 field technicians across the region", "Oversaw 12 field technicians across the region"],
    ["Responsible for the maintenance of the fleet", "Maintained the fleet"],
  ])("%s → %s", (bullet, expected) => {
    expect(rewrite(bullet)).toBe(expected);
  });
});

describe("a new verb fits every item of the list it governs", () => {
  it("handled complaints stay handled even beside refunds", () => {
    expect(rewrite("Handled refunds and customer complaints at the service desk")).toBe(
      "Handled refunds and customer complaints at the service desk",
    );
  });
  it("a list of processable things is still processed", () => {
    expect(rewrite("Handled refunds and returns at the service desk")).toBe("Processed refunds and returns at the service desk");
  });
});
