// generate_pdf end to end inside workerd (bearer check, zod, render, R2 put, D1 insert, JSON), the
// resumes list with signed links, a signed download, and the background read-back check:
// `npm run bench -- generate-pdf`. Every call does I/O, so workerd's clock advances: real route times.
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { measure } from "../lib";
import { issueAccessToken } from "../../worker/auth/access-token";
import { resolveChosen } from "../../worker/render";
import { sampleResume } from "../../test/samples/resumes";
import { readBackCheck } from "../../worker/resume/pdf";
import type { EditorResume, StoredRecord } from "../../worker/shapes/resume";

function editorBody(r: StoredRecord): EditorResume {
  const { "Technical Skills": skills = [], Languages = [], ...rest } = r.additional_information;
  const chosen = (text: string) => ({ current: "", suggested: text });
  return {
    personal_info: r.personal_info,
    experiences: {
      work_experiences: r.experiences.work_experiences.map((w) => ({ ...w, responsibilities: w.responsibilities.map(chosen) })),
      projects: r.experiences.projects.map((p) => ({ ...p, responsibilities: p.responsibilities.map(chosen) })),
      education: r.education,
    },
    additional_information: { "Technical Skills": { current: [], suggested: skills }, Languages, ...rest },
  };
}

const request = (path: string, token: string, body?: unknown) =>
  exports.default.fetch(
    new Request(`https://tailorcv.test${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function benchUser() {
  const id = crypto.randomUUID();
  const email = `bench-${id.slice(0, 8)}@example.com`;
  await env.DB.prepare(
    "INSERT INTO users (id, email, full_name, email_confirmed_at, created_at, updated_at) VALUES (?, ?, 'Bench', ?, ?, ?)",
  )
    .bind(id, email, Date.now(), Date.now(), Date.now())
    .run();
  // A subscriber: the free limit (2 resumes) would stop the bench after two calls.
  await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'lifetime', NULL, ?)")
    .bind(id, Date.now())
    .run();
  return { id, token: (await issueAccessToken(env, { id, email })).token };
}

it("generate_pdf route end to end in workerd", async () => {
  const { id, token } = await benchUser();
  // The per-user PDF rate limit (30 per 10 minutes) is below the bench's call count: rotate users.
  const extra = await Promise.all(Array.from({ length: 3 }, benchUser));
  let calls = 0;
  const nextToken = () => [token, ...extra.map((u) => u.token)][Math.floor(calls++ / 25)]!;
  const body = { ...editorBody(sampleResume("two-page")), role_applied: "Senior Data Engineer" };

  const t0 = performance.now();
  const first = await request("/api/resume/generate_pdf", token, body);
  console.log(`generate_pdf first call, cold render import (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(first.status).toBe(201);

  const gen = await measure(
    "generate_pdf route, 2-page resume, render + R2 + D1 (workerd)",
    async () => {
      const res = await request("/api/resume/generate_pdf", nextToken(), body);
      if (res.status !== 201) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 30 },
  );
  expect(gen.median).toBeGreaterThan(0);

  await measure(
    "generate_pdf 400 for 5,000 bullets (workerd)",
    async () => {
      const res = await request("/api/resume/generate_pdf", extra[2]!.token, {
        ...body,
        experiences: {
          work_experiences: [
            {
              title: "t",
              company: "c",
              dates: "d",
              responsibilities: Array.from({ length: 5000 }, () => ({ current: "", suggested: "b" })),
            },
          ],
        },
      });
      if (res.status !== 400) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 20 },
  );

  const listed = await measure(
    "user_resumes with 26 resumes and signed links (workerd)",
    async () => {
      const res = await request("/api/resume/user_resumes", token);
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 30 },
  );
  expect(listed.median).toBeGreaterThan(0);

  const { resumes } = (await (await request("/api/resume/user_resumes", token)).json()) as {
    resumes: Array<{ download_url: { signedURL: string } }>;
  };
  await measure(
    "signed download of a 2-page PDF from R2 (workerd)",
    async () => {
      const res = await exports.default.fetch(new Request(`https://tailorcv.test${resumes[0]!.download_url.signedURL}`));
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 30 },
  );

  const record = resolveChosen(body);
  const bytes = new Uint8Array(
    await (await first
      .clone()
      .json()
      .then(async (j) => env.FILES.get(`generated/${id}/${(j as { id: string }).id}.pdf`)))!.arrayBuffer(),
  );
  await measure(
    "read-back check (parse our 2-page PDF + compare; after the response) (workerd)",
    async () => {
      const problems = await readBackCheck(env, record, bytes);
      if (problems.length) throw new Error(problems.join("; "));
    },
    { warmup: 3, runs: 15 },
  );
});
