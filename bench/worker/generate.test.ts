// Generate and feedback routes end to end inside workerd (bearer check, D1 reads, tailor, JSON):
// `npm run bench -- generate`. workerd's clock advances only on I/O; every call does D1 I/O, so the
// figures are real route times.
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { measure } from "../lib";
import { issueAccessToken } from "../../worker/auth/access-token";
import { FOUR_JOB_PROFILE, longJobDescription } from "../../test/worker/generate-fixtures";

async function userWithProfile() {
  const id = crypto.randomUUID();
  const now = Date.now();
  const email = `bench-${id.slice(0, 8)}@example.com`;
  await env.DB.prepare("INSERT INTO users (id, email, full_name, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, email, "Bench User", now, now, now)
    .run();
  await env.DB.prepare("INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?)")
    .bind(id, JSON.stringify(FOUR_JOB_PROFILE), now, now)
    .run();
  return (await issueAccessToken(env, { id, email })).token;
}

const post = (path: string, token: string, body: unknown) =>
  exports.default.fetch(
    new Request(`https://tailorcv.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );

it("generate route within budget in workerd", async () => {
  env.RATE_LIMIT_GENERATE = "100000/60";
  const token = await userWithProfile();
  const jd = longJobDescription(1500);
  const t0 = performance.now();
  const first = await post("/api/resume/generate", token, { job_description: jd });
  console.log(`generate route first call, cold tailor import (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(first.status).toBe(200);
  const body = (await first.json()) as { match: { before: number; after: number } };
  console.log(`generate route 4-job profile, ${jd.split(/\s+/).length}-word JD: match ${body.match.before} → ${body.match.after}`);

  const gen = await measure(
    "generate route, local engine, 4 jobs + 1,500-word JD (workerd)",
    async () => {
      const res = await post("/api/resume/generate", token, { job_description: jd });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 30 },
  );
  expect(gen.median).toBeGreaterThan(0);

  await measure(
    "generate route, 413 over-limit rejection (workerd)",
    async () => {
      const res = await post("/api/resume/generate", token, { job_description: "x".repeat(20_001) });
      if (res.status !== 413) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 20 },
  );
});

it("feedback route (dev mailbox) in workerd", async () => {
  env.RATE_LIMIT_FEEDBACK = "10000/3600";
  const token = await userWithProfile();
  await measure(
    "feedback route, stored + dev mailbox (workerd)",
    async () => {
      const res = await post("/api/feedback", token, { message: "The tailored bullets read well; please add cover letters." });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 30 },
  );
});
