// Classes from the tailor8 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets).
import { describe, expect, it } from "vitest";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { isEnglish } from "../../../worker/tailor/lexicon/language";
import { oneJobProfile } from "./fixtures";

const profile = oneJobProfile;
const suggestions = async (bullets: string[], jd: string) => {
  const p = profile(bullets);
  const out = await tailorResume(p, jd, { engine: "local" });
  expect(auditTailoring(p, out.modified_experiences, jd)).toEqual([]);
  return out.modified_experiences.experiences.work_experiences[0]!.responsibilities.map((r) => r.suggested);
};

describe("a lone letter of another script before an English bullet is an icon's bullet, not another language", () => {
  it("reads the bullet as English, and a word or a line in that script still as another language", () => {
    expect(isEnglish("λ Provisioned the staging servers with Terraform and Ansible")).toBe(true);
    expect(isEnglish("QUEUE λ Wrote the billing workers in Go")).toBe(true);
    expect(isEnglish("Вёл занятия по химии для школьников")).toBe(false);
    expect(isEnglish("λόγος")).toBe(false);
    expect(isEnglish("中")).toBe(false);
  });

  it("names the requirement the bullet evidences and keeps the mark as written", async () => {
    const jd = "Requirements\n- CI/CD\n- Linux servers";
    const [out] = await suggestions(["λ Built release pipelines with Jenkins"], jd);
    expect(out).toMatch(/^λ Built .*CI\/CD/);
    const [same] = await suggestions(["λ Answered the phone"], jd);
    expect(same).toBe("λ Answered the phone");
  });
});

describe("a name that opens with a dot keeps the space before it", () => {
  it("never glues '.NET' to the comma before it", async () => {
    const jd = "Requirements\n- C# and .NET\n- SQL Server";
    const [out] = await suggestions(["Utilized C#, .NET and SQL Server to build the billing service ."], jd);
    expect(out).toContain("C#, .NET");
    expect(out).not.toMatch(/ \.$/);
  });
});
