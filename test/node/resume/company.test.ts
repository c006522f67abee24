// The company shown in the resumes list, read from the pasted job description.
import { describe, expect, it } from "vitest";
import { findCompany } from "../../../worker/resume/company";

describe("findCompany", () => {
  it.each([
    ["Company: Northwind Traders\nRole: Data Analyst", "Northwind Traders"],
    ["Employer - Globex Corporation (Remote)\n…", "Globex Corporation"],
    ["Senior Data Engineer\n\nAbout Initech\nWe build payroll software.", "Initech"],
    ["Acme Robotics is hiring a Senior Backend Engineer to own our APIs.", "Acme Robotics"],
    ["We value craft. At Umbrella Health, we care for patients first.", "Umbrella Health"],
    ["Join Stark Industries as a Mechanical Engineer.", "Stark Industries"],
    ["Senior Software Engineer at Hooli - Remote\nWe are growing fast.", "Hooli"],
    ["Product Designer @ Pied Piper\nShip delightful things.", "Pied Piper"],
  ])("finds the company in %j", (jd, company) => {
    expect(findCompany(jd)).toBe(company);
  });

  it.each([
    ["We are looking for a Senior Data Analyst to join our team.\nYou will build dashboards."],
    ["Responsibilities:\n- Build services\n- Work at the intersection of data and product"],
    [""],
    ["About the role\nYou will lead the platform team."],
    ["Join our team as a nurse."],
  ])("answers '' when no company is named: %j", (jd) => {
    expect(findCompany(jd)).toBe("");
  });
});
