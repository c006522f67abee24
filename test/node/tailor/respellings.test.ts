// The closed respelling table: where a bullet spells a table term another way than the job's requirement
// lines ("Javascript" / "JavaScript", "email" / "e-mail"), the suggestion takes the job's spelling, and passes
// the truth guards. Words outside the table, or a job that does not use the term, change nothing. Invented text.
import { describe, expect, it } from "vitest";
import { rewriteResponsibility } from "../../../worker/tailor/engines/rewrite/rewrite";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { jobRespellings, respellToJob } from "../../../worker/tailor/lexicon/respellings";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";

const rewrite = (text: string, jd: string) =>
  rewriteResponsibility(text, { jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), jobDescription: jd, tense: "past" });
const ctx = { employers: [], profileEvidence: new Map() };

const JOB = `Requirements:
- 3+ years building web services in JavaScript
- Experience with GitHub Actions and PostgreSQL
- Support for macOS laptops
- Experience with e-commerce and full-stack work
- E-mail campaigns for product launches`;

describe("closed respelling table", () => {
  it.each([
    ["Wrote billing services in Javascript for 12 clients", "JavaScript"],
    ["Set up Github Actions pipelines for 4 repositories", "GitHub Actions"],
    ["Moved 2 TB of orders to Postgresql", "PostgreSQL"],
    ["Configured MacOS laptops for 40 staff", "macOS laptops"],
    ["Built the ecommerce checkout for 5 brands", "e-commerce checkout"],
    ["Led fullstack work on 2 apps", "full-stack work"],
    ["Ran email campaigns for 3 product launches", "e-mail campaigns"],
  ])("%s → the job's spelling", (current, spelled) => {
    const suggested = rewrite(current, JOB);
    expect(suggested).toContain(spelled);
    expect(suggestionViolations(current, suggested, ctx)).toEqual([]);
  });

  it("reads a capitalised first word of the job's line as the job's lower-case spelling", () => {
    const rows = jobRespellings("- Email marketing for new clients\n- Weekly email reports");
    expect(respellToJob("Sent Email updates to 30 customers", rows).text).toBe("Sent email updates to 30 customers");
  });

  it("keeps the bullet's capital at its start", () => {
    const rows = jobRespellings("- experience with e-mail marketing");
    expect(respellToJob("Email newsletters to 2,000 readers", rows).text).toBe("E-mail newsletters to 2,000 readers");
  });

  it("changes nothing the job does not spell, nor a word outside the table", () => {
    const rows = jobRespellings("- experience with JavaScript and Powershell");
    expect(respellToJob("Wrote Github bots and PowerShell scripts", rows)).toEqual({
      text: "Wrote Github bots and PowerShell scripts",
      uses: [],
    });
  });

  it("takes no spelling the table does not list from the job", () => {
    const rows = jobRespellings("- pipelines in gitlab and JAVASCRIPT");
    expect(respellToJob("Ran GitLab pipelines for JavaScript apps", rows).text).toBe("Ran GitLab pipelines for JavaScript apps");
  });

  it("never touches a term inside a longer word or name", () => {
    const rows = jobRespellings("- backend services");
    expect(respellToJob("Built a back-end-agnostic cache for NodeBackEnd2", rows).text).toBe(
      "Built a back-end-agnostic cache for NodeBackEnd2",
    );
  });
});
