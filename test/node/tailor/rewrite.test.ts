import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match/job-terms";
import { experienceTense, rewriteResponsibility, type Tense } from "../../../worker/tailor/engines/rewrite/rewrite";

const jd =
  "Requirements:\n- JavaScript, React, Kubernetes, AWS, PostgreSQL, CI/CD, Excel\n- You will support our clients and grow our clients' accounts";
const ctx = (tense: Tense) => ({ jobTerms: extractJobTerms(jd), jobText: jd.toLowerCase(), tense });
const past = (s: string) => rewriteResponsibility(s, ctx("past"));
const present = (s: string) => rewriteResponsibility(s, ctx("present"));

describe("rewriteResponsibility", () => {
  it.each([
    ["Responsible for managing a team of 6 engineers.", "Managed a team of 6 engineers."],
    ["responsible for social media accounts", "Owned social media accounts"],
    ["Responsible for 3 stores and 40 staff", "Oversaw 3 stores and 40 staff"],
    ["Was responsible for a team of 5 volunteers", "Oversaw a team of 5 volunteers"],
    ["Worked on the redesign of the checkout page using ReactJS", "Contributed to the redesign of the checkout page using React"],
    [
      "Was involved in the planning and execution of a data center migration to AWS",
      "Contributed to the planning and execution of a data center migration to AWS",
    ],
    ["In charge of onboarding, training and mentoring new hires", "Onboarded, trained and mentored new hires"],
    ["Assisted in preparing monthly financial statements in MS Excel", "Helped prepare monthly financial statements in Excel"],
    ["Tasked with writing documentation for internal APIs", "Wrote documentation for internal APIs"],
    ["Utilizing Postgres and k8s to run services", "Ran services using PostgreSQL and Kubernetes"],
    ["Did code reviews on a weekly basis", "Performed code reviews weekly"],
    ["I was able to reduce costs by 20% in order to meet targets", "Reduced costs by 20% to meet targets"],
    [
      "Participated in the design of a new CI pipeline that deploys to production with Jenkins",
      "Participated in the design of a new CI/CD pipeline that deploys to production with Jenkins",
    ],
    [
      "Duties included: answering phones, scheduling appointments and filing records",
      "Answered phones, scheduled appointments and filed records",
    ],
    ["Worked closely with a variety of stakeholders", "Collaborated with multiple stakeholders"],
    ["Coordination of events for 300+ attendees", "Coordinated events for 300+ attendees"],
    [
      "Successfully led the migration of 3 apps to Kubernetes, resulting in 30% cost savings",
      "Led the migration of 3 apps to Kubernetes, resulting in 30% cost savings",
    ],
    ["Helped customers reset passwords", "Helped clients reset passwords"],
    ["• Built dashboards in Tableau", "Built dashboards in Tableau"],
  ])("past: %s", (current, expected) => {
    expect(past(current)).toBe(expected);
  });

  it.each([
    ["Responsible for managing a team of 6 engineers.", "Manage a team of 6 engineers."],
    ["Work closely with designers", "Collaborate with designers"],
    // A bullet written in the past keeps its tense, so the opener agrees with the rest of it.
    ["Assisted with the annual audit and prepared audit schedules", "Supported the annual audit and prepared audit schedules"],
    ["Managing the company's Instagram account (12k followers)", "Managing the company's Instagram account (12k followers)"],
  ])("present: %s", (current, expected) => {
    expect(present(current)).toBe(expected);
  });

  it("leaves a trailing participle alone ('…, improving speed' is not a list of duties)", () => {
    expect(past("Rebuilt the search index, improving speed")).toBe("Rebuilt the search index, improving speed");
  });

  it("never touches numbers, and adds no provider when the job does not ask for it", () => {
    const noAws = { jobTerms: extractJobTerms("Requirements: Python"), jobText: "requirements: python", tense: "past" as const };
    expect(rewriteResponsibility("Stored 1,200,000 files on S3 (99.95% availability)", noAws)).toBe(
      "Stored 1,200,000 files on S3 (99.95% availability)",
    );
    expect(past("Stored 1,200,000 files on S3 (99.95% availability)")).toBe("Stored 1,200,000 files on AWS S3 (99.95% availability)");
  });
});

describe("experienceTense", () => {
  it("is present only for a current role written in the present", () => {
    expect(experienceTense("2021 - Present", ["Build apps", "Lead the team", "Built a thing"])).toBe("present");
    expect(experienceTense("2021 - Present", ["Built apps", "Led the team"])).toBe("past");
    expect(experienceTense("2019 - 2021", ["Build apps", "Lead the team"])).toBe("past");
  });
  it("keeps a dated event in the past in a current role", () => {
    expect(present("Responsible for the department's records audit in 2023")).toMatch(/^Owned\b/);
    expect(present("Responsible for the department's records audit")).toMatch(/^Own\b/);
    expect(present("Responsible for the records audit since 2019")).toMatch(/^Own\b/);
  });
  it("is present for a current role whose bullets open with no tensed verb (gerunds, noun phrases)", () => {
    expect(experienceTense("Apr 2021 - Present", ["Heading front office, team of 28", "Handling guest complaints"])).toBe("present");
    expect(experienceTense("2022 - Present", ["Responsible for 3D modelling", "Preparing 2D drawings"])).toBe("present");
    expect(experienceTense("2014 - 2017", ["Heading front office", "Handling guest complaints"])).toBe("past");
  });
});
