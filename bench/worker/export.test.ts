// "Download my data" and account deletion inside workerd: `npm run bench -- export`.
// Time: GET /api/account/export for a user with 100 generated resumes (real PDFs from our renderer) plus a
// profile, the uploaded original, a payment and feedback, each resume with its editor choices, read to the end. Memory: workerd's resident
// memory, sampled from outside every 2 ms (bench/rss-probe.ts), peak minus the level before the export;
// also for 100 files of 320 KB (a 32 MB archive), with a control that holds the same files in memory, so
// the figure shows whether the archive is streamed or buffered. Deletion: POST /api/account/delete for a
// user with 100 resumes (R2 list + delete, D1 batches, confirmation e-mail).
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { issueAccessToken } from "../../worker/auth/access-token";
import { hashPassword } from "../../worker/auth/password";
import type { Env } from "../../worker/env";
import { renderChosenResume } from "../../worker/resume/pdf";
import { grantPaidSession } from "../../worker/subscription/grant";
import { call, jsonInit } from "../../test/worker/helpers";
import { BACKEND_JD } from "../../test/worker/generate-fixtures";
import { editorResume } from "../../test/worker/pdf-fixtures";
import softwareUrl from "../../test/fixtures/resumes/r01-classic-software.pdf?inline";
import { measure } from "../lib";

const E = env as unknown as Env;
// The bench exports far more often than a person would.
env.RATE_LIMIT_EXPORT = "100000/60";
const ORIGINAL = Uint8Array.from(atob(softwareUrl.slice(softwareUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const PASSWORD = "bench passphrase 1";
// Every resume keeps its editor choices (both versions of the resume and the job description), as the editor sends them.
const CHOICES = JSON.stringify({
  resume: editorResume(),
  modes: {
    work: editorResume().experiences.work_experiences.map((w) => w.responsibilities.map(() => "suggested")),
    projects: editorResume().experiences.projects.map((p) => p.responsibilities.map(() => "current")),
  },
  skills: "suggested",
  job_description: BACKEND_JD,
});
let passwordHash: string;

/** A user with `count` generated resumes whose PDFs are `pdf(i)`, a profile with its original, a payment and feedback. */
async function userWith(count: number, pdf: (i: number) => Uint8Array) {
  passwordHash ??= await hashPassword(PASSWORD);
  const id = crypto.randomUUID();
  const email = `bench-${id.slice(0, 8)}@example.com`;
  const now = Date.now();
  const sourceKey = `uploads/${id}/${crypto.randomUUID()}.pdf`;
  await env.FILES.put(sourceKey, ORIGINAL, { customMetadata: { user_id: id, filename: "resume.pdf" } });
  const record = (await renderChosenResume(E, { ...editorResume(), role_applied: "Data Engineer" }, "https://tailorcv.test")).record;
  const statements = [
    env.DB.prepare(
      "INSERT INTO users (id, email, full_name, password_hash, email_confirmed_at, created_at, updated_at) VALUES (?, ?, 'Bench User', ?, ?, ?, ?)",
    ).bind(id, email, passwordHash, now, now, now),
    env.DB.prepare(
      "INSERT INTO resumeUploaded (id, experiences, version, source_key, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)",
    ).bind(id, JSON.stringify(record), sourceKey, now, now),
    env.DB.prepare(
      "INSERT INTO feedback (id, user_id, user_email, user_name, message, created_at) VALUES (?, ?, ?, 'Bench User', 'Great tool', ?)",
    ).bind(crypto.randomUUID(), id, email, now),
  ];
  for (let i = 0; i < count; i++) {
    const rid = crypto.randomUUID();
    const key = `generated/${id}/${rid}.pdf`;
    await env.FILES.put(key, pdf(i), { httpMetadata: { contentType: "application/pdf" } });
    statements.push(
      env.DB.prepare(
        "INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at, company, choices) VALUES (?, ?, ?, ?, ?, ?, 'Acme Payments', ?)",
      ).bind(rid, id, `Jane_Doe_Role_${i}.pdf`, `Role ${i}`, key, now + i, CHOICES),
    );
  }
  await env.DB.batch(statements);
  await grantPaidSession(E, {
    sessionId: `cs_test_bench_${id.replaceAll("-", "")}`,
    userId: id,
    plan: "lifetime",
    amountTotal: 15000,
    currency: "usd",
    customerEmail: email,
    source: "webhook",
    paymentIntent: `pi_test_bench_${id.replaceAll("-", "")}`,
  });
  const { token } = await issueAccessToken(E, { id, email }, { authTime: Date.now() });
  return { id, email, token };
}

/** Reads the whole archive, keeping only its length. */
async function exportBytes(token: string): Promise<number> {
  const res = await call("/api/account/export", { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  const reader = res.body!.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
  }
}

const probe = async (what: "start" | "stop") =>
  (await (await fetch(`${env.RSS_PROBE_URL}/${what}`, { method: "POST" })).json()) as {
    pids: number;
    baseline_kb: number;
    peak_kb?: number;
  };

/** Peak growth of workerd's resident memory while `fn` runs, in MB. */
async function memoryGrowthMb(label: string, fn: () => Promise<unknown>): Promise<number> {
  const start = await probe("start");
  expect(start.pids).toBeGreaterThan(0);
  await fn();
  const stop = await probe("stop");
  const mb = (stop.peak_kb! - stop.baseline_kb) / 1024;
  console.log(`${label}: workerd RSS +${mb.toFixed(1)} MB at peak (from ${(stop.baseline_kb / 1024).toFixed(0)} MB)`);
  return mb;
}

/** Median and largest growth over `runs` repetitions (RSS includes garbage not yet collected, so it varies). */
async function memoryRuns(label: string, runs: number, fn: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const all: number[] = [];
  for (let i = 0; i < runs; i++) all.push(await memoryGrowthMb(`  ${label} #${i + 1}`, fn));
  all.sort((a, b) => a - b);
  const out = { median: all[Math.floor(all.length / 2)]!, max: all[all.length - 1]! };
  console.log(`${label}: workerd RSS growth median +${out.median.toFixed(1)} MB, max +${out.max.toFixed(1)} MB (n=${runs})`);
  return out;
}

/** Reads every file of the user from R2 chunk by chunk and drops it: the floor for any code that streams them. */
async function streamFilesOnly(userId: string): Promise<void> {
  const { objects } = await env.FILES.list({ prefix: `generated/${userId}/`, limit: 1000 });
  for (const o of objects) {
    const reader = (await env.FILES.get(o.key))!.body.getReader();
    while (!(await reader.read()).done) {}
  }
}

it("export of 100 resumes and deletion within budget (workerd)", async () => {
  // Real generated PDFs; the first export also warms the code path up (its compile is not the export's memory).
  const sample = (await renderChosenResume(E, { ...editorResume(), role_applied: "Data Engineer" }, "https://tailorcv.test")).bytes;
  const user = await userWith(100, () => sample);
  const size = await exportBytes(user.token);
  console.log(`archive of 100 generated resumes: ${(size / 1024 / 1024).toFixed(2)} MB (each PDF ${(sample.length / 1024).toFixed(0)} KB)`);
  await memoryRuns("export, 100 generated resumes", 5, () => exportBytes(user.token));

  // Flat or buffered? Archives of 31 MB and 94 MB (files of 320 KB; one buffer written many times, so the
  // set-up leaves little garbage), each beside the floor: the same files streamed from R2 without a zip.
  // The control reads 31 MB of files and holds them, to show the probe sees memory that is really held.
  const file = new Uint8Array(320 * 1024);
  crypto.getRandomValues(file.subarray(0, 65536));
  for (const count of [100, 300]) {
    const big = await userWith(count, () => file);
    const bytes = await exportBytes(big.token);
    console.log(`archive of ${count} files of 320 KB: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    await memoryRuns(`export, ${count} files of 320 KB`, 5, () => exportBytes(big.token));
    await memoryRuns(`floor: the same ${count} files streamed from R2 and dropped, no zip`, 5, () => streamFilesOnly(big.id));
  }
  const control = await userWith(100, () => file);
  const held: ArrayBuffer[] = [];
  await memoryGrowthMb("control: 100 files of 320 KB read and held in memory", async () => {
    const { objects } = await env.FILES.list({ prefix: `generated/${control.id}/` });
    for (const o of objects) held.push(await (await env.FILES.get(o.key))!.arrayBuffer());
  });
  expect(held.length).toBe(100);
  held.length = 0;

  await measure("GET /api/account/export, 100 resumes, read to the end (workerd)", () => exportBytes(user.token), { warmup: 2, runs: 15 });

  // Deletion: a fresh user with 100 resumes for every run.
  const users: Array<Awaited<ReturnType<typeof userWith>>> = [];
  for (let i = 0; i < 9; i++) users.push(await userWith(100, () => sample));
  let n = 0;
  await measure(
    "POST /api/account/delete, 100 resumes (R2 + D1 + e-mail, workerd)",
    async () => {
      const u = users[n++]!;
      const res = await call("/api/account/delete", jsonInit("POST", { email: u.email, password: PASSWORD }, u.token));
      const body = (await res.json()) as { finished?: boolean };
      if (!body.finished) throw new Error(`deletion answered ${res.status} ${JSON.stringify(body)}`);
    },
    { warmup: 2, runs: 7 },
  );
});
