// One block per rewrite rule of the local engine: where it fires, and where it must not.
import { describe, expect, it } from "vitest";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";
import {
  bracketTrailingFigure,
  figureBeforeTarget,
  jobPhrasing,
  nameTheProject,
  plusNumbers,
  properNames,
} from "../../../worker/tailor/engines/rewrite/phrasing";
import { impactFirst } from "../../../worker/tailor/engines/rewrite/restructure";
import { rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";
import { varyOpeningVerbs } from "../../../worker/tailor/engines/rewrite/verb-variety";

const jd = "Requirements:\n- Python, Go, SQL\n- Strong communication";
const rewrite = (s: string, tense: Tense = "past", job = jd, projectTitle?: string) =>
  rewriteResponsibility(s, { jobTerms: extractJobTerms(job), jobText: job.toLowerCase(), tense, projectTitle });
const guard = { employers: ["Acme Corp"], profileEvidence: new Map<number, unknown>() };
const passesGuards = (current: string, suggested: string, title = "") =>
  expect(suggestionViolations(current, suggested, guard, title)).toEqual([]);

describe("purpose first (restructure.ts)", () => {
  it.each([
    ["Used Postgres partitioning to reduce query latency by 45%", "Reduced query latency by 45% using PostgreSQL partitioning"],
    ["Used Jira to track risks across 3 teams", "Tracked risks across 3 teams using Jira"],
    [
      "Wrote shell scripts to automate nightly backups of MySQL databases",
      "Automated nightly backups of MySQL databases with shell scripts",
    ],
  ])("%s", (current, expected) => {
    expect(rewrite(current)).toBe(expected);
    passesGuards(current, expected);
  });

  // A result is never moved ahead of the action that produced it: the bullet already leads with what the
  // candidate did (holdout4's first run: "Saved £340k … by negotiating …" buried the negotiating).
  it.each([
    "Migrated 14 cron jobs to Kafka workers, cutting batch delays from 6 hours to 20 minutes",
    "Designed and ran the billing service, reducing failed payments by 30%",
    "Wrote unit tests with pytest, raising coverage from 52% to 81%",
    "Fine-tuned a BERT model on 200k reviews, reaching 91% accuracy",
    "Wrote unit tests that raised coverage to 80%",
    "Wrote 40 help-centre articles that reduced repeat tickets",
    "Redesigned the homepage which increased engagement by 15%",
    "Negotiated a new fleet maintenance contract, saving £340k over three years",
    "Wrote a few Splunk searches that cut false positives on failed-login alerts",
  ])("keeps the action first: %s", (current) => {
    const suggested = rewrite(current);
    expect(suggested.split(" ")[0]).toBe(current.split(" ")[0]);
    expect(suggested).not.toMatch(/ by [a-z]+ing\b/);
  });

  // A result in a relative clause becomes a participle after the action; "coverage" says whose when the
  // bullet says tests.
  it.each([
    ["Wrote 40 help-centre articles that reduced repeat tickets", "Wrote 40 help-centre articles, reducing repeat tickets"],
    ["Redesigned the homepage which increased engagement by 15%", "Redesigned the homepage, increasing engagement by 15%"],
    [
      "Wrote a few Splunk searches that cut false positives on failed-login alerts",
      "Wrote a few Splunk searches, cutting false positives on failed-login alerts",
    ],
    [
      "Made improvements to the dispatch process that reduced late deliveries by 18%",
      "Improved the dispatch process, reducing late deliveries by 18%",
    ],
    ["Wrote unit tests that raised coverage to 80%", "Wrote unit tests, raising test coverage to 80%"],
    [
      "Wrote unit tests with pytest, raising coverage from 52% to 81%",
      "Wrote unit tests with pytest, raising test coverage from 52% to 81%",
    ],
  ])("%s → %s", (current, expected) => {
    expect(rewrite(current)).toBe(expected);
    passesGuards(current, expected);
  });

  it.each([
    // the team, or the pipelines, did it; a shared verb keeps its relative clause
    "Led a team of 5 that cut costs by 10%",
    "Managed a team that increased sales by 20%",
    "Collaborated with QA to write tests that raised coverage to 80%",
    "Built Jenkins pipelines that deploy every service to staging and production",
    // no tests named: the coverage is left as written
    "Rolled out monitoring, raising coverage to 95% of hosts",
  ])("leaves the relative clause or the coverage: %s", (current) => {
    expect(rewrite(current)).toBe(current);
  });

  it("keeps a present-tense current role's order", () => {
    expect(rewrite("Automate monthly reporting with Python, saving 12 hours per month", "present")).toBe(
      "Automate monthly reporting with Python, saving 12 hours per month",
    );
    // Leading stays first: a result moved ahead of "Lead" would bury the role.
    expect(rewrite("Lead the migration from Webpack to Vite, cutting build times by 70%", "present")).toBe(
      "Lead the migration from Webpack to Vite, cutting build times by 70%",
    );
  });

  it.each([
    // no figure in a trailing participle: a description, not a measured result
    "Rebuilt the search index, improving speed",
    // not a result verb: the service processes, not the candidate
    "Designed the settlement service in Go, processing 2M transactions a day",
    // a shared effort never claims the whole result
    "Helped migrate 14 cron jobs, cutting batch delays by 50%",
    "Collaborated with QA to write tests that raised coverage to 80%",
    // "a team that cut costs": the team did it
    "Managed a team that increased sales by 20%",
    "Led a team of 5 that cut costs by 10%",
    // "Leveraged" is not the weak "used"
    "Leveraged relationships to win 3 contracts",
    "Contributed to the checkout redesign, increasing conversion by 12%",
    // "that" + a verb that is not a result
    "Built Jenkins pipelines that deploy every service to staging and production",
    // a tool used to help or enable someone is not a result of the candidate's own
    "Used Slack to help 40 agents share answers",
    // building a tool is the bigger claim than what it tracks: stays
    "Built a dashboard to track sales for 30 stores",
  ])("does not fire: %s", (current) => {
    expect(impactFirst(current, "past")).toBeUndefined();
  });
});

describe("proper names for shorthand (phrasing.ts)", () => {
  it.each([
    ["Maintained the JS storefront and fixed checkout bugs", "Maintained the JavaScript storefront and fixed checkout bugs"],
    ["Worked on k8s deployments for the search service", "Contributed to Kubernetes deployments for the search service"],
    ["Improve a11y across the booking flow", "Improve accessibility across the booking flow"],
    ["Built internal tools in Node and TS", "Built internal tools in Node.js and TypeScript"],
  ])("%s", (current, expected) => {
    expect(rewrite(current, current.startsWith("Improve") ? "present" : "past")).toBe(expected);
    passesGuards(current, expected);
  });

  it("keeps the shorthand when the job itself writes it, and leaves ordinary words alone", () => {
    expect(properNames("Tuned Postgres indexes", "we run postgres on aws")).toBe("Tuned Postgres indexes");
    expect(properNames("Tuned Postgres indexes", "we run postgresql on aws")).toBe("Tuned PostgreSQL indexes");
    expect(properNames("Added a node to each cluster and wrote the ts file", "")).toBe(
      "Added a node to each cluster and wrote the ts file",
    );
    // half of another name: "Next JS" is Next.js, "Three JS" is not JavaScript
    expect(rewrite("Built a React app in Next JS", "past", "Requirements: JavaScript, React")).toBe("Built a React app in Next.js");
    expect(rewrite("Built 3D scenes in Three JS", "past", "Requirements: JavaScript")).toBe("Built 3D scenes in Three JS");
    // a Kubernetes node is not Node.js
    expect(rewrite("Node pools in the GKE cluster were resized nightly", "past", "Requirements: Node.js")).not.toContain("Node.js");
    expect(rewrite("Wrote a CLI in Node", "past", "Requirements: Node.js")).toBe("Wrote a CLI in Node.js");
  });
});

describe("the job's phrasing for the same activity (phrasing.ts)", () => {
  it("uses the job's phrase only when the job uses it", () => {
    const job = "own postgresql query performance tuning for billing";
    expect(jobPhrasing("Contributed to PostgreSQL query tuning for the billing reports", job)).toBe(
      "Contributed to PostgreSQL query performance tuning for the billing reports",
    );
    expect(jobPhrasing("Contributed to PostgreSQL query tuning for the billing reports", "postgresql and sql")).toBe(
      "Contributed to PostgreSQL query tuning for the billing reports",
    );
    expect(jobPhrasing("Grew traffic 65% through search engine optimisation", "seo and content")).toBe("Grew traffic 65% through SEO");
    passesGuards(
      "Contributed to PostgreSQL query tuning for the billing reports",
      "Contributed to PostgreSQL query performance tuning for the billing reports",
    );
    expect(jobPhrasing("Write unit tests in Jest and end-to-end tests in Cypress", "write automated tests with jest")).toBe(
      "Write automated unit tests in Jest and end-to-end tests in Cypress",
    );
    expect(jobPhrasing("Write unit tests in Jest", "unit testing with jest")).toBe("Write unit tests in Jest");
    passesGuards(
      "Write unit tests in Jest and end-to-end tests in Cypress",
      "Write automated unit tests in Jest and end-to-end tests in Cypress",
    );
  });
});

describe("figures (phrasing.ts)", () => {
  it("writes 'over 200 staff' as '200+ staff', not percentages or non-figures", () => {
    expect(plusNumbers("Handled tickets for over 200 staff members")).toBe("Handled tickets for 200+ staff members");
    expect(plusNumbers("Grew revenue by over 30% in a year")).toBe("Grew revenue by over 30% in a year");
    expect(plusNumbers("Took over the weekly report")).toBe("Took over the weekly report");
  });

  it("brackets a verbless figure left at the end, not a clause", () => {
    expect(bracketTrailingFigure("Wrote a rate limiter library in Go, 600 GitHub stars")).toBe(
      "Wrote a rate limiter library in Go (600 GitHub stars)",
    );
    expect(bracketTrailingFigure("Wrote a rate limiter library in Go, 3 teams adopted it")).toBe(
      "Wrote a rate limiter library in Go, 3 teams adopted it",
    );
    expect(bracketTrailingFigure("Answered calls, emails and chats")).toBe("Answered calls, emails and chats");
  });

  it("puts the figure before the target it sets", () => {
    expect(figureBeforeTarget("Consistently met the team's customer satisfaction target of 90%")).toBe(
      "Consistently met the team's 90% customer satisfaction target",
    );
    expect(figureBeforeTarget("Set a target of growth for the region")).toBe("Set a target of growth for the region");
  });
});

describe("a project bullet with no object names the project (phrasing.ts)", () => {
  it("from the project's own title only", () => {
    expect(nameTheProject("Built with Django and PostgreSQL for 300 students", "Course scheduler web app")).toBe(
      "Built the course scheduler web app with Django and PostgreSQL for 300 students",
    );
    expect(nameTheProject("Built with Django and PostgreSQL for 300 students", undefined)).toBe(
      "Built with Django and PostgreSQL for 300 students",
    );
    expect(nameTheProject("Built a scheduler with Django", "Course scheduler web app")).toBe("Built a scheduler with Django");
    passesGuards(
      "Built with Django and PostgreSQL for 300 students",
      "Built the course scheduler web app with Django and PostgreSQL for 300 students",
      "Course scheduler web app",
    );
  });
});

describe("openers that keep the claim's scope (rewrite.ts)", () => {
  it.each([
    ["Helped with AWS EC2 and S3 setup for staging", "Supported AWS EC2 and S3 setup for staging"],
    ["Helped to build internal tools", "Contributed to building internal tools"],
    ["Helped design and build the onboarding flow", "Contributed to designing and building the onboarding flow"],
    [
      "Was responsible for wound care and medication administration for 20 residents",
      "Managed wound care and medication administration for 20 residents",
    ],
    ["Was responsible for the migration of the order service to TypeScript", "Migrated the order service to TypeScript"],
    [
      "Was involved in on-call rotation and troubleshooting production incidents",
      "Participated in on-call rotation and troubleshooting production incidents",
    ],
    ["Handled payroll for 45 employees", "Processed payroll for 45 employees"],
    ["Ran sprint planning and stand-ups for two Scrum teams", "Facilitated sprint planning and stand-ups for two Scrum teams"],
    ["Ran A/B tests on promotional emails", "Conducted A/B tests on promotional emails"],
    ["Worked closely with the design team on a number of UI components", "Collaborated with the design team on multiple UI components"],
    ["Worked on a team of 8 to deliver the payments API", "Collaborated in a team of 8 to deliver the payments API"],
    ["Was tasked with the preparation of quarterly budgets", "Prepared quarterly budgets"],
    ["Was responsible for the day-to-day running of the office", "Managed the day-to-day running of the office"],
    ["Did a variety of admin tasks such as filing, scheduling, etc.", "Performed multiple admin tasks such as filing and scheduling"],
    ["Fixed bugs reported by clients in a timely manner", "Fixed bugs reported by clients promptly"],
    [
      "Coordinated with vendors, as well as internal teams, to deliver 5 projects",
      "Coordinated with vendors and internal teams to deliver 5 projects",
    ],
  ])("%s", (current, expected) => {
    expect(rewrite(current)).toBe(expected);
    passesGuards(current, expected);
  });

  it.each([
    // helping a person is not a share of a build: stays "Helped"
    ["Helped customers reset passwords", "Helped customers reset passwords"],
    // a supporting role never becomes a leading one
    ["Helped to lead the release", "Helped lead the release"],
    // tickets are handled, not "processed" or "resolved"
    ["Handled help desk tickets for 200 staff", "Handled help desk tickets for 200 staff"],
    // running a service is not facilitating it
    ["Ran the settlement service on Kubernetes", "Ran the settlement service on Kubernetes"],
  ])("does not change the claim: %s", (current, expected) => {
    expect(rewrite(current)).toBe(expected);
  });
});

describe("varied opening verbs (verb-variety.ts)", () => {
  it("varies a verb repeated by the next bullet with a same-meaning verb", () => {
    expect(varyOpeningVerbs(["Built landing pages in React", "Built a CSV importer"], "past")).toEqual([
      "Built landing pages in React",
      "Developed a CSV importer",
    ]);
    expect(varyOpeningVerbs(["Build dashboards", "Build forecasts"], "present")).toEqual(["Build dashboards", "Develop forecasts"]);
    expect(varyOpeningVerbs(["Wrote product copy", "Wrote press releases for launches"], "past")).toEqual([
      "Wrote product copy",
      "Authored press releases for launches",
    ]);
    expect(varyOpeningVerbs(["Cut costs by 10%", "Cut churn by 5%"], "past")).toEqual(["Cut costs by 10%", "Reduced churn by 5%"]);
  });

  it("does not fire without a plain synonym, for code 'written', or when a neighbour uses the synonym", () => {
    expect(varyOpeningVerbs(["Led the team", "Led the migration"], "past")).toEqual(["Led the team", "Led the migration"]);
    expect(varyOpeningVerbs(["Wrote a parser", "Wrote a CLI in Go"], "past")).toEqual(["Wrote a parser", "Wrote a CLI in Go"]);
    expect(varyOpeningVerbs(["Built A", "Built B", "Developed C"], "past")).toEqual(["Built A", "Created B", "Developed C"]);
    expect(varyOpeningVerbs(["Built A", "Designed B", "Built C"], "past")).toEqual(["Built A", "Designed B", "Built C"]);
  });
});
