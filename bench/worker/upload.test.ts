// Upload route end to end in workerd (parse + R2 + D1) for a 2-page resume: `npm run bench -- upload`.
// Every timed call does real I/O (R2 put/delete, D1 upsert), so workerd's clock advances inside it.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { measure } from "../lib";
import { call, jsonInit, makeUser } from "../../test/worker/helpers";
import nurseUrl from "../../test/fixtures/resumes/r02-classic-nurse-2p.pdf?inline";
import softwareUrl from "../../test/fixtures/resumes/r01-classic-software.pdf?inline";

const fromDataUrl = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
// The bench uploads far more often than a person would; the per-user upload limit would stop it.
env.RATE_LIMIT_UPLOAD = "100000/60";
const NURSE = fromDataUrl(nurseUrl);
const SOFTWARE = fromDataUrl(softwareUrl);

function upload(token: string, userId: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("user_id", userId);
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "resume.pdf", { type: "application/pdf" }));
  return call("/api/resume/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
}

it("upload route end to end within budget (workerd)", async () => {
  const u = await makeUser();
  const t0 = performance.now();
  const first = await upload(u.token, u.id, NURSE);
  console.log(`upload first call, cold pdf.js (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(first.status).toBe(200);

  const run = (bytes: Uint8Array) => async () => {
    const res = await upload(u.token, u.id, bytes);
    if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
    await res.arrayBuffer();
  };
  const two = await measure("upload route 2-page resume, parse + R2 + D1 (workerd)", run(NURSE), { warmup: 3, runs: 25 });
  await measure("upload route 1-page resume, parse + R2 + D1 (workerd)", run(SOFTWARE), { warmup: 3, runs: 25 });
  expect(two.median).toBeGreaterThan(0);

  const profile = (await (await call("/api/profile", { headers: { authorization: `Bearer ${u.token}` } })).json()) as {
    profile: unknown;
    version: number;
  };
  let version = profile.version;
  await measure(
    "GET /api/profile (workerd)",
    async () => {
      const res = await call("/api/profile", { headers: { authorization: `Bearer ${u.token}` } });
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 40 },
  );
  await measure(
    "PUT /api/profile, whole record (workerd)",
    async () => {
      const res = await call("/api/profile", jsonInit("PUT", { profile: profile.profile, version }, u.token));
      if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
      version = ((await res.json()) as { version: number }).version;
    },
    { warmup: 5, runs: 40 },
  );
});
