// POST /api/resume/generate through the real Worker: input bounds, profile and limit checks, the
// response contract, the guards against a prompt-injecting job description, and the Workers AI path
// against a fake AI binding (replacing env.AI reaches the Worker: tests share its env object).
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { EditorResume, MatchReport, StoredRecord } from "../../worker/shapes/resume";
import type { Env } from "../../worker/env";
import { call, jsonInit, makeUser } from "./helpers";
import { BACKEND_JD, BACKEND_PROFILE, INJECTION_JD } from "./generate-fixtures";

interface Generated {
  message: string;
  modified_experiences: EditorResume;
  match: MatchReport;
  requirements: { terms: Array<{ key: string; label: string; weight: number }>; totalWeight: number };
  role_applied: string;
}

async function seedProfile(userId: string, profile: unknown = BACKEND_PROFILE) {
  const now = Date.now();
  await env.DB.prepare("INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?)")
    .bind(userId, JSON.stringify(profile), now, now)
    .run();
}

async function addResumes(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(crypto.randomUUID(), userId, `r${i}.pdf`, "General", `k${i}`, Date.now())
      .run();
  }
}

const generate = (token: string | undefined, body: unknown) => call("/api/resume/generate", jsonInit("POST", body, token));

async function userWithProfile(profile: unknown = BACKEND_PROFILE) {
  const u = await makeUser();
  await seedProfile(u.id, profile);
  return u;
}

const numbersIn = (s: string) => s.match(/\d+(?:[.,]\d+)?/g) ?? [];
const allBullets = (r: EditorResume) => [...r.experiences.work_experiences, ...r.experiences.projects].flatMap((e) => e.responsibilities);

/** The invariants every generated resume must hold against the profile it came from. */
function expectTruthful(out: EditorResume, profile: StoredRecord) {
  const profileText = JSON.stringify(profile);
  expect(out.personal_info).toEqual(profile.personal_info);
  out.experiences.work_experiences.forEach((w, i) => {
    const src = profile.experiences.work_experiences[i]!;
    expect({ title: w.title, company: w.company, dates: w.dates }).toEqual({ title: src.title, company: src.company, dates: src.dates });
    expect(w.responsibilities.map((r) => r.current)).toEqual(src.responsibilities);
  });
  expect(out.experiences.education).toEqual(profile.education);
  for (const r of allBullets(out)) {
    expect(r.suggested.trim()).not.toBe("");
    for (const n of numbersIn(r.suggested)) expect(profileText, `number ${n} in "${r.suggested}"`).toContain(n);
  }
}

afterEach(() => {
  delete (env as { TAILOR_ENGINE?: string }).TAILOR_ENGINE;
  delete env.RATE_LIMIT_GENERATE;
  env.AI = ORIGINAL_AI;
});
const ORIGINAL_AI = env.AI;

describe("POST /api/resume/generate: checks", () => {
  it("needs a bearer token", async () => {
    const res = await generate(undefined, { job_description: BACKEND_JD });
    expect(res.status).toBe(401);
  });

  it("a blank or missing job description is a 400", async () => {
    const u = await userWithProfile();
    for (const body of [{ job_description: "   \n\t" }, { job_description: "" }, {}, { job_description: 42 }]) {
      const res = await generate(u.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await generate(u.token, { job_description: " " });
    expect(await res.json()).toMatchObject({ error: "Please paste a job description first.", field: "job_description" });
  });

  it("over 20,000 characters is a 413 that says the limit; exactly 20,000 is accepted", async () => {
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: "Backend Engineer ".repeat(1200).slice(0, 20_001) });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: string; limit: number };
    expect(body.error).toMatch(/too long \(20,001 characters\); the limit is 20,000/);
    expect(body.limit).toBe(20_000);
    const ok = await generate(u.token, { job_description: `${BACKEND_JD}\n${"x".repeat(20_000 - BACKEND_JD.length - 1)}` });
    expect(ok.status).toBe(200);
  });

  it("another content type is a 415, broken JSON a 400", async () => {
    const u = await userWithProfile();
    const res = await call("/api/resume/generate", {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, "content-type": "text/plain" },
      body: "hi",
    });
    expect(res.status).toBe(415);
    expect((await generate(u.token, "{not json")).status).toBe(400);
  });

  it("404 'Please update your Profile information first.' without a profile, or with an empty one", async () => {
    const none = await makeUser();
    const res = await generate(none.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Please update your Profile information first." });
    const empty = await userWithProfile({
      personal_info: { name: "X", phone: "", email: "" },
      experiences: { work_experiences: [], projects: [] },
      education: [],
      additional_information: {},
    });
    expect((await generate(empty.token, { job_description: BACKEND_JD })).status).toBe(404);
  });

  it("another user's profile is never used: the profile comes from the token's user only", async () => {
    const owner = await userWithProfile();
    const other = await makeUser();
    const res = await call(
      `/api/resume/generate?user_id=${owner.id}`,
      jsonInit("POST", { job_description: BACKEND_JD, user_id: owner.id }, other.token),
    );
    expect(res.status).toBe(404);
  });

  it("403 'You can only generate one resume.' at 2 resumes without a plan; 1 resume or a plan is fine", async () => {
    const u = await userWithProfile();
    await addResumes(u.id, 1);
    expect((await generate(u.token, { job_description: BACKEND_JD })).status).toBe(200);
    await addResumes(u.id, 1);
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "You can only generate one resume." });
    await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'monthly', ?, ?)")
      .bind(u.id, Date.now() + 86_400_000, Date.now())
      .run();
    expect((await generate(u.token, { job_description: BACKEND_JD })).status).toBe(200);
  });

  it("429 'Too Many Requests' past the per-user rate limit (generating writes no row, so the free limit alone cannot stop a script)", async () => {
    env.RATE_LIMIT_GENERATE = "2/600";
    const u = await userWithProfile();
    const other = await userWithProfile();
    for (let i = 0; i < 2; i++) expect((await generate(u.token, { job_description: BACKEND_JD })).status).toBe(200);
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: "Too Many Requests" });
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await generate(other.token, { job_description: BACKEND_JD })).status).toBe(200);
  });
});

describe("POST /api/resume/generate: local engine", () => {
  it("answers the editor shape with suggestions, the match and the role", async () => {
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Generated;
    expect(body.message).toBe("Resume generated successfully.");
    expect(body.role_applied).toBe("Senior Backend Engineer");
    const out = body.modified_experiences;
    expectTruthful(out, BACKEND_PROFILE);
    expect(out.experiences.projects).toHaveLength(1);
    // Some bullet actually changes toward the job's wording (k8s → Kubernetes is evidenced).
    expect(allBullets(out).some((r) => r.suggested !== r.current)).toBe(true);
    expect(allBullets(out).some((r) => /Kubernetes/.test(r.suggested) && /k8s/.test(r.current))).toBe(true);
    const skills = out.additional_information["Technical Skills"];
    expect(skills.current).toEqual(BACKEND_PROFILE.additional_information.Skills);
    expect(skills.suggested.length).toBeGreaterThanOrEqual(skills.current.length);
    expect(out.additional_information.Languages).toEqual(["English", "Tamil"]);
    // Nothing the user had disappears: other sections are carried through unchanged.
    expect(out.additional_information.Certifications).toEqual(["AWS Certified Developer – Associate"]);
    expect(out.additional_information.Interests).toEqual(["Bouldering"]);
    const m = body.match;
    expect(m.before).toBeGreaterThanOrEqual(0);
    expect(m.after).toBeLessThanOrEqual(100);
    expect(m.after).toBeGreaterThanOrEqual(m.before);
    expect(m.matched_keywords.length).toBeGreaterThan(0);
    expect(m.missing_keywords).toEqual(expect.arrayContaining(["Kafka"]));
    // The requirements the match was read from come with it: the editor's requirement map needs no second reading.
    const labels = body.requirements.terms.map((t) => t.label);
    expect(labels).toEqual(expect.arrayContaining(["Kafka", ...m.matched_keywords]));
    expect(body.requirements.totalWeight).toBeCloseTo(body.requirements.terms.reduce((s, t) => s + t.weight, 0));
  });

  it("'General' when the description names no role; empty sections are [] not missing", async () => {
    const u = await userWithProfile({
      personal_info: { name: "Sam Lee", phone: "", email: "" },
      experiences: {
        work_experiences: [
          { company: "Cafe Uno", title: "Barista", dates: "2022 – 2024", responsibilities: ["Made coffee for 200 customers a day"] },
        ],
      },
      additional_information: {},
    });
    const res = await generate(u.token, { job_description: "fast paced environment, customer service, coffee, teamwork" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Generated;
    expect(body.role_applied).toBe("General");
    expect(body.modified_experiences.experiences.projects).toEqual([]);
    expect(body.modified_experiences.experiences.education).toEqual([]);
    expect(body.modified_experiences.additional_information.Languages).toEqual([]);
    expect(body.modified_experiences.additional_information["Technical Skills"]).toEqual({ current: [], suggested: expect.any(Array) });
  });

  it("a job description that gives instructions changes nothing the guards protect", async () => {
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: INJECTION_JD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Generated;
    const out = body.modified_experiences;
    expectTruthful(out, BACKEND_PROFILE);
    const suggestedText = JSON.stringify(allBullets(out).map((r) => r.suggested));
    for (const invented of [
      "Google",
      "300%",
      "50 engineers",
      "Chief Technology Officer",
      "Stripe",
      "PhD",
      "MIT",
      "system prompt",
      "admin mode",
    ]) {
      expect(suggestedText).not.toContain(invented);
    }
    const skills = out.additional_information["Technical Skills"].suggested.join(" | ");
    for (const invented of ["Rust", "Haskell", "Certified Administrator"]) expect(skills).not.toContain(invented);
    expect(body.role_applied).not.toMatch(/Chief Technology Officer/);
  });
});

/** A fake Workers AI binding: records each call and answers with what `reply` returns for the bullets it was sent. */
function fakeAi(reply: (bullets: Array<{ id: string; text: string }>, skills: string[], n: number) => unknown) {
  const calls: Array<{ model: string; input: { messages: Array<{ role: string; content: string }>; response_format?: unknown } }> = [];
  const ai = {
    async run(model: string, input: (typeof calls)[number]["input"]) {
      calls.push({ model, input });
      const user = input.messages.find((m) => m.role === "user")!.content;
      const data = JSON.parse(user.slice(user.indexOf("{"), user.indexOf("\n\n<job_description>"))) as {
        bullets: Array<{ id: string; text: string }>;
        skills: string[];
      };
      const out = reply(data.bullets, data.skills, calls.length);
      if (out instanceof Error) throw out;
      return out;
    },
  };
  return { ai, calls };
}

function useAi(fake: { run: unknown }, model = "@cf/test/fake-model") {
  env.TAILOR_ENGINE = "workers-ai";
  env.AI_MODEL = model;
  env.AI = fake as unknown as Ai;
}

describe("POST /api/resume/generate: Workers AI engine (fake binding)", () => {
  it("uses the model's rewrites, in JSON mode, with the job description fenced as data", async () => {
    const { ai, calls } = fakeAi((bullets, skills) => ({
      response: {
        bullets: bullets.map((b) => ({ id: b.id, text: b.id === "w0.2" ? "Tuned PostgreSQL queries for the billing reports" : b.text })),
        skills: ["Go", "PostgreSQL", "Kubernetes", ...skills.filter((s) => !["Go", "PostgreSQL", "k8s"].includes(s))],
      },
    }));
    useAi(ai);
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/test/fake-model");
    expect(calls[0]!.input.response_format).toMatchObject({ type: "json_schema" });
    expect(calls[0]!.input.messages.find((m) => m.role === "user")!.content).toContain("<job_description>");
    const body = (await res.json()) as Generated;
    const bullet = body.modified_experiences.experiences.work_experiences[0]!.responsibilities[2]!;
    expect(bullet).toEqual({
      current: "Worked on PostgreSQL query tuning for the billing reports",
      suggested: "Tuned PostgreSQL queries for the billing reports",
    });
    expect(body.modified_experiences.additional_information["Technical Skills"].suggested.slice(0, 3)).toEqual([
      "Go",
      "PostgreSQL",
      "Kubernetes",
    ]);
    expectTruthful(body.modified_experiences, BACKEND_PROFILE);
  });

  it("an answer with invented metrics, employers and skills is caught: those items keep their current text", async () => {
    const { ai } = fakeAi((bullets, skills) => ({
      response: JSON.stringify({
        bullets: bullets.map((b) => ({
          id: b.id,
          text:
            b.id === "w0.0"
              ? "Built REST APIs in Go at Google for 400 warehouses, increasing revenue by 35%"
              : b.id === "w1.0"
                ? "Maintained the JavaScript storefront for Amazon and fixed checkout bugs"
                : b.text,
        })),
        skills: [...skills, "Rust", "Terraform"],
      }),
    }));
    useAi(ai);
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
    const out = ((await res.json()) as Generated).modified_experiences;
    expectTruthful(out, BACKEND_PROFILE);
    const text = JSON.stringify(allBullets(out).map((r) => r.suggested));
    for (const invented of ["Google", "400", "35%", "Amazon"]) expect(text).not.toContain(invented);
    const skills = out.additional_information["Technical Skills"].suggested;
    expect(skills).not.toContain("Rust");
    expect(skills).not.toContain("Terraform");
  });

  it.each([
    ["throws", () => new Error("AiError: 3040: Capacity temporarily exceeded")],
    ["says JSON mode could not be met, twice", () => new Error("AiError: JSON Mode couldn't be met")],
    ["returns broken JSON", () => ({ response: "{ bullets: [oops" })],
    ["leaves out bullets", () => ({ response: { bullets: [], skills: [] } })],
  ])("when the model %s, the user still gets the local engine's result", async (_what, fail) => {
    const { ai, calls } = fakeAi(() => fail());
    useAi(ai);
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Generated;
    expectTruthful(body.modified_experiences, BACKEND_PROFILE);
    expect(allBullets(body.modified_experiences).some((r) => /Kubernetes/.test(r.suggested) && /k8s/.test(r.current))).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it("retries once after 'JSON Mode couldn't be met' and uses the second answer", async () => {
    const { ai, calls } = fakeAi((bullets, skills, n) =>
      n === 1
        ? new Error("AiError: 5006: JSON Mode couldn't be met")
        : { response: { bullets: bullets.map((b) => ({ id: b.id, text: b.text })), skills } },
    );
    useAi(ai);
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
    // The model kept every bullet as it was, so nothing is suggested beyond the current text.
    const out = ((await res.json()) as Generated).modified_experiences;
    expect(allBullets(out).every((r) => r.suggested === r.current)).toBe(true);
  });

  it("without an AI binding the configured Workers AI engine quietly becomes the local one", async () => {
    env.TAILOR_ENGINE = "workers-ai";
    (env as Env).AI = undefined;
    const u = await userWithProfile();
    const res = await generate(u.token, { job_description: BACKEND_JD });
    expect(res.status).toBe(200);
  });
});
