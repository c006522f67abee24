// The free-resume limit under parallel requests, against the real built Worker (workerd + local D1/R2):
// a free user firing several generate_pdf calls at once still ends with at most 2 resumes.
import { describe, expect, it } from "vitest";
import { BACKEND_PROFILE } from "../worker/generate-fixtures";
import { BASE_URL, apiSignUp } from "./browser";

const resumeBody = (role: string) => ({
  personal_info: BACKEND_PROFILE.personal_info,
  experiences: { work_experiences: [], projects: [], education: [] },
  additional_information: { "Technical Skills": { current: [], suggested: ["Go"] }, Languages: [] },
  role_applied: role,
});

const generatePdf = (token: string, role: string) =>
  fetch(`${BASE_URL}/api/resume/generate_pdf`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(resumeBody(role)),
  });

describe("free-resume limit under parallel requests", () => {
  it("six simultaneous generate_pdf calls from a free user store 2 resumes; the others get the limit message", async () => {
    const token = await apiSignUp();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => generatePdf(token, `Parallel ${i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    for (const r of answers.filter((a) => a.status === 403))
      expect(await r.json()).toMatchObject({ error: "You can only generate one resume." });
    const list = await fetch(`${BASE_URL}/api/resume/user_resumes`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { resumes: unknown[] }).resumes).toHaveLength(2);
  });
});
