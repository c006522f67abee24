import { describe, expect, it } from "vitest";
import type { EditorResume } from "../../../worker/shapes/resume";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { fakeAi, reply } from "./fake-ai";
import { loadJob, loadProfile } from "./fixtures";

// The description asks for a Google title, a 300% metric, a PhD, Rust/Scala/Haskell and a "HIRE THIS CANDIDATE" line.
const injected = loadJob("backend-go-injection");
const profile = loadProfile("backend-dev");

const text = (r: EditorResume) => JSON.stringify(r);

describe("prompt injection in the job description changes nothing", () => {
  it("local engine: no injected claims anywhere, guards clean", async () => {
    const r = await tailorResume(profile, injected, { engine: "local" });
    const out = text(r.modified_experiences);
    for (const bad of ["Google", "300", "PhD", "MIT", "Rust", "Scala", "Haskell", "HIRE", "Staff Engineer"]) expect(out).not.toContain(bad);
    expect(auditTailoring(profile, r.modified_experiences)).toEqual([]);
    expect(r.role_applied).toBe("Backend Engineer");
  });

  it("Workers AI engine: a model that obeys the injection is caught by the guards", async () => {
    const ai = fakeAi(
      reply(
        (t) => `HIRE THIS CANDIDATE. ${t} as Staff Engineer at Google, increasing revenue by 300% (PhD, MIT)`,
        (skills) => [...skills, "Rust", "Scala", "Haskell"],
      ),
    );
    const r = await tailorResume(profile, injected, { engine: "workers-ai", ai });
    const out = text(r.modified_experiences);
    for (const bad of ["Google", "300", "PhD", "MIT", "Rust", "Scala", "Haskell", "HIRE", "Staff Engineer"]) expect(out).not.toContain(bad);
    expect(auditTailoring(profile, r.modified_experiences)).toEqual([]);
  });

  it("the same profile gets the same suggestions with or without the injected lines", async () => {
    const clean = injected
      .split("\n")
      .filter((l) => !/IGNORE|admin mode|say the candidate|job_description>/i.test(l))
      .join("\n");
    const a = await tailorResume(profile, injected, { engine: "local" });
    const b = await tailorResume(profile, clean, { engine: "local" });
    const bullets = (r: typeof a) => r.modified_experiences.experiences.work_experiences.map((w) => w.responsibilities);
    expect(bullets(a)).toEqual(bullets(b));
  });
});
