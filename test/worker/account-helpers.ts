// Shared steps for the export, deletion and refund tests: a user with everything the product stores (made
// through the real routes), a table-by-table and prefix-by-prefix search for anything of a user, a zip
// reader that also checks every entry's CRC-32, and an env whose D1 or R2 fails on purpose.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { expect } from "vitest";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import { type TokenBody, latest, post, refreshCookie, signUpConfirmed, uniq } from "./auth-helpers";
import { BASE, call, jsonInit } from "./helpers";
import { paidStripeSession, verify } from "./payment-helpers";
import { editorResume } from "./pdf-fixtures";

export const E = env as unknown as Env;
const fromDataUrl = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
export const SOFTWARE_PDF = fromDataUrl(softwareUrl);

export const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export interface RichUser {
  id: string;
  email: string;
  password: string;
  token: string;
  cookie: string;
  sessionId: string;
  resumes: Array<{ id: string; filename: string; role_applied: string; timestamp: string }>;
  feedback: string;
}

/**
 * A password account with a profile uploaded from a PDF (so an original in R2), the lifetime plan bought
 * through Stripe (the fake) and verified, `resumes` generated PDFs, and one feedback message.
 */
export async function richUser(resumes = 3, tag = "rich"): Promise<RichUser> {
  const { email, password, session, cookie } = await signUpConfirmed(uniq(tag), "correct horse battery", "Rich User");
  const token = session.access_token;
  const id = session.user.id;
  const form = new FormData();
  form.append("user_id", id);
  form.append("file", new File([SOFTWARE_PDF as Uint8Array<ArrayBuffer>], "My Resume 2026.pdf", { type: "application/pdf" }));
  const up = await call("/api/resume/upload", { method: "POST", body: form, ...auth(token) });
  expect(up.status, await up.clone().text()).toBe(200);
  const paid = await paidStripeSession(token, "lifetime");
  expect((await verify(token, paid.id)).body).toMatchObject({ success: true });
  const made: RichUser["resumes"] = [];
  for (let i = 0; i < resumes; i++) {
    // The first one keeps its editor choices (with a job description naming the company), as the editor sends them.
    const body = { ...editorResume(), role_applied: `Role ${i + 1}`, ...(i === 0 ? { choices: editorChoices() } : {}) };
    const res = await call("/api/resume/generate_pdf", jsonInit("POST", body, token));
    expect(res.status, await res.clone().text()).toBe(201);
    made.push(await res.json());
  }
  const feedback = `Feedback from ${email}: the editor is great.`;
  expect((await call("/api/feedback", jsonInit("POST", { message: feedback }, token))).status).toBe(200);
  return { id, email, password, token, cookie, sessionId: paid.id, resumes: made, feedback };
}

export const JOB_DESCRIPTION = "Data Engineer at Northwind Traders\nWe move data at scale with Kafka and Airflow.";

/** Editor choices for editorResume(): one mode per responsibility, and the job it was tailored to. */
export function editorChoices() {
  const resume = editorResume();
  const modes = (entries: Array<{ responsibilities: unknown[] }>) => entries.map((e) => e.responsibilities.map(() => "current"));
  return {
    resume,
    modes: { work: modes(resume.experiences.work_experiences), projects: modes(resume.experiences.projects) },
    skills: "current",
    job_description: JOB_DESCRIPTION,
  };
}

/** A passwordless account signed in through an e-mailed link just now. */
export async function linkUser(tag = "link"): Promise<{ id: string; email: string; session: TokenBody; cookie: string }> {
  const email = uniq(tag);
  expect((await post("/api/auth/otp", { email })).status).toBe(200);
  const v = await post("/api/auth/verify", { type: "magiclink", token_hash: (await latest(email)).tokenHash });
  expect(v.status).toBe(200);
  const session = await v.json<TokenBody>();
  return { id: session.user.id, email, session, cookie: refreshCookie(v)! };
}

const INTERNAL_TABLE = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_") || name === "d1_migrations";

/** Every row, in every table of the database, whose text mentions one of `needles` (table by table). */
export async function rowsMentioning(...needles: string[]): Promise<Array<{ table: string; row: Record<string, unknown> }>> {
  const tables = (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()).results
    .map((t) => t.name)
    .filter((n) => !INTERNAL_TABLE(n));
  expect(tables.length).toBeGreaterThan(10);
  const found: Array<{ table: string; row: Record<string, unknown> }> = [];
  for (const table of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
    for (const row of results) {
      const text = JSON.stringify(row).toLowerCase();
      if (needles.some((n) => text.includes(n.toLowerCase()))) found.push({ table, row });
    }
  }
  return found;
}

/** Every R2 key that names the user (their prefixes, or anywhere else). */
export async function filesMentioning(userId: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor, limit: 1000 });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.filter((k) => k.includes(userId));
}

export async function countRows(table: string, where: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// CRC-32 (IEEE), to check the archive's own checksums independently of the library that wrote them.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The CRC-32 each central-directory entry records, by name. */
function centralCrcs(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = zip.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const crcs = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    crcs.set(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)), view.getUint32(at + 16, true));
    at += 46 + nameLength + extra + comment;
  }
  return crcs;
}

/** The archive's files by name; fails when any entry's bytes do not match the CRC-32 it records. */
export function readZip(zip: Uint8Array): Record<string, Uint8Array> {
  const files = unzipSync(zip);
  const crcs = centralCrcs(zip);
  expect([...crcs.keys()].sort()).toEqual(Object.keys(files).sort());
  for (const [name, bytes] of Object.entries(files)) expect(crc32(bytes), `CRC of ${name}`).toBe(crcs.get(name));
  return files;
}

export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
export const jsonOf = <T = unknown>(bytes: Uint8Array | undefined): T => JSON.parse(text(bytes)) as T;

/** The Worker with another env (e.g. a failing binding) for one request, waiting for its background work. */
export async function callWithEnv(e: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(new URL(path, BASE), init), e, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs the scheduled handler as the cron would at `at` (epoch ms). */
export async function runScheduled(e: Env = E, at = Date.now()): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), e, ctx);
  await waitOnExecutionContext(ctx);
}

/** `env` with R2 deletes failing (the files stay), as an outage would. */
export function withFailingR2Deletes(): Env {
  const files = new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "delete") return () => Promise.reject(new Error("R2 is unavailable (injected by the test)"));
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...E, FILES: files };
}

/** `env` whose D1 batches fail from the `failFrom`-th one on (1-based), as an outage half-way would. */
export function withD1FailingFromBatch(failFrom: number): Env {
  let batches = 0;
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          batches += 1;
          if (batches >= failFrom) return Promise.reject(new Error("D1 is unavailable (injected by the test)"));
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...E, DB: db };
}
