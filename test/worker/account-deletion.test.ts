// POST /api/account/delete: what it asks for (the typed e-mail, the password or a recent sign-in), that it
// leaves no row and no file of the user (searched table by table and across the whole bucket), keeps
// payments detached, ends every credential at once, leaves other users alone, and that a deletion which
// fails half-way (R2 or D1 down) leaves an unusable account that the scheduled job then finishes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueAccessToken } from "../../worker/auth/access-token";
import {
  E,
  type RichUser,
  auth,
  callWithEnv,
  countRows,
  filesMentioning,
  linkUser,
  richUser,
  rowsMentioning,
  runScheduled,
  withD1FailingFromBatch,
  withFailingR2Deletes,
} from "./account-helpers";
import { ORIGIN, type TokenBody, mailbox, post, refresh, signIn, signUpConfirmed } from "./auth-helpers";
import { call, jsonInit } from "./helpers";

const del = (token: string, body: unknown) => call("/api/account/delete", jsonInit("POST", body, token));
const delWith = (e: typeof E, token: string, body: unknown) => callWithEnv(e, "/api/account/delete", jsonInit("POST", body, token));
const DAY = 24 * 3600 * 1000;

async function signedUrls(token: string): Promise<string[]> {
  const res = await call("/api/resume/user_resumes", auth(token));
  return (await res.json<{ resumes: Array<{ download_url: { signedURL: string } }> }>()).resumes.map((r) => r.download_url.signedURL);
}

/** The finished job's row (its e-mail emptied), waiting for the last sweep. */
async function finishedJob(userId: string) {
  const job = await env.DB.prepare("SELECT * FROM account_deletions WHERE user_id = ?").bind(userId).first<Record<string, unknown>>();
  expect(job).toMatchObject({ email: "", finished_at: expect.any(Number), next_attempt_at: expect.any(Number) });
  return job as { next_attempt_at: number };
}

/** Everything that must hold once a deletion has finished, then after its last sweep. */
async function expectGone(u: RichUser, urls: string[]) {
  // Table by table: no row anywhere names the user's id or address, except the confirmation e-mail and
  // the finished job (the user id only) waiting for the last sweep.
  const left = await rowsMentioning(u.id, u.email);
  expect(left.map((l) => l.table).sort()).toEqual(["account_deletions", "mail_outbox"]);
  expect(left.find((l) => l.table === "mail_outbox")!.row).toMatchObject({
    to_addr: u.email,
    subject: "Your TailorCV account has been deleted",
  });
  const job = await finishedJob(u.id);
  // Prefix by prefix, and anywhere else in the bucket.
  for (const prefix of [`uploads/${u.id}/`, `generated/${u.id}/`]) expect((await env.FILES.list({ prefix })).objects).toEqual([]);
  expect(await filesMentioning(u.id)).toEqual([]);
  // The payment stays for accounting, detached.
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE session_id = ?").bind(u.sessionId).first<Record<string, unknown>>();
  expect(payment).toMatchObject({ user_id: "deleted", customer_email: null, plan: "lifetime", amount_total: 15000 });
  expect(payment!.detached_at).toEqual(expect.any(Number));
  // Every credential is dead: access token, refresh cookie, password, signed download links.
  expect((await call("/api/profile", auth(u.token))).status).toBe(401);
  expect((await refresh(u.cookie)).status).toBe(401);
  expect(await (await signIn(u.email, u.password)).json()).toMatchObject({ code: "invalid_credentials" });
  for (const url of urls) expect((await call(url)).status).toBe(403);
  // The last sweep removes the job row: nothing names the user id any more. The address is named only by the
  // confirmation e-mail and by the counters of the sign-in tried above, after the deletion (an address
  // belongs to nobody then, or to a new account; both go within a day).
  await runScheduled(E, job.next_attempt_at + 1);
  expect(await countRows("account_deletions", "user_id = ?", u.id)).toBe(0);
  expect(await rowsMentioning(u.id)).toEqual([]);
  const byAddress = await rowsMentioning(u.email);
  expect(byAddress.filter((l) => l.table !== "rate_limits").map((l) => l.table)).toEqual(["mail_outbox"]);
  for (const l of byAddress.filter((l) => l.table === "rate_limits")) expect(String(l.row.key)).toMatch(/^signin-fail(-all)?:/);
}

describe("POST /api/account/delete asks for proof", { timeout: 120_000 }, () => {
  it("a password account needs the typed e-mail and its password; a wrong one changes nothing", async () => {
    const u = await richUser(1, "proof");
    const wrongEmail = await del(u.token, { email: "someone-else@example.com", password: u.password });
    expect(wrongEmail.status).toBe(422);
    expect(await wrongEmail.json()).toMatchObject({ code: "email_mismatch", field: "email" });
    const noPassword = await del(u.token, { email: u.email });
    expect(noPassword.status).toBe(403);
    expect(await noPassword.json()).toMatchObject({ code: "current_password_required", field: "password" });
    const wrongPassword = await del(u.token, { email: u.email, password: "not my password" });
    expect(await wrongPassword.json()).toMatchObject({ code: "current_password_required", error: "Your password is not correct." });
    expect((await call("/api/profile", auth(u.token))).status).toBe(200);
    expect(await countRows("users", "id = ?", u.id)).toBe(1);
  });

  it("the typed e-mail is compared without regard to case or spaces", async () => {
    const { email, password, session } = await signUpConfirmed();
    const res = await del(session.access_token, { email: `  ${email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
  });

  it("wrong passwords here count as sign-in attempts", async () => {
    const u = await signUpConfirmed();
    for (let i = 0; i < 5; i++) await del(u.session.access_token, { email: u.email, password: `wrong ${i}` });
    const blocked = await del(u.session.access_token, { email: u.email, password: `wrong again` });
    expect(blocked.status).toBe(429);
    expect((await signIn(u.email, "wrong once more")).status).toBe(429);
  });

  it("an account without a password needs a sign-in from the last 10 minutes, kept through refreshes", async () => {
    const u = await linkUser("passwordless");
    const info = await (await call("/api/account", auth(u.session.access_token))).json<Record<string, unknown>>();
    expect(info).toMatchObject({ email: u.email, password_set: false });
    expect(Date.parse(info.recent_sign_in_until as string)).toBeGreaterThan(Date.now() + 9 * 60_000);

    // A token whose sign-in was 11 minutes ago is refused, and says what to do.
    const old = await issueAccessToken(E, { id: u.id, email: u.email }, { authTime: Date.now() - 11 * 60_000 });
    const stale = await del(old.token, { email: u.email });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: "reauth_required" });
    // So is a token that does not say when the sign-in was.
    const unknown = await issueAccessToken(E, { id: u.id, email: u.email });
    expect(await (await del(unknown.token, { email: u.email })).json()).toMatchObject({ code: "reauth_required" });

    // A refresh keeps the time of the real sign-in; a family from before that was recorded is not recent.
    const refreshed = await refresh(u.cookie);
    const body = await refreshed.json<TokenBody>();
    const claims = JSON.parse(atob(body.access_token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { auth_time?: number };
    expect(claims.auth_time).toBeGreaterThan(Date.now() - 60_000);
    await env.DB.prepare("UPDATE refresh_tokens SET signed_in_at = NULL WHERE user_id = ?").bind(u.id).run();
    const cookie = /tailorcv_refresh=([^;]*)/.exec(refreshed.headers.getSetCookie().join(";"))![1]!;
    const old2 = await (await refresh(cookie)).json<TokenBody>();
    expect(await (await del(old2.access_token, { email: u.email })).json()).toMatchObject({ code: "reauth_required" });

    // The fresh sign-in's own token works.
    const res = await del(u.session.access_token, { email: u.email });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true, finished: true });
    // Only the finished job (its e-mail emptied) names the id, until the last sweep.
    expect((await rowsMentioning(u.id)).map((l) => l.table)).toEqual(["account_deletions"]);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/account/delete", jsonInit("POST", { email: "a@example.com" }))).status).toBe(401);
  });
});

describe("a finished deletion", { timeout: 180_000 }, () => {
  it("leaves no row or file of the user, detaches the payment, ends every credential, and e-mails once", async () => {
    const u = await richUser(3, "gone");
    const other = await richUser(2, "stays");
    const urls = await signedUrls(u.token);
    const otherUrls = await signedUrls(other.token);
    // One resume deleted from the Resumes screen first: its PDF goes, its emptied row stays (the free limit counts it).
    const third = u.resumes[2]!.id;
    expect((await call(`/api/resume/${third}`, { method: "DELETE", ...auth(u.token) })).status).toBe(200);
    expect(await countRows("resumes", "id = ? AND deleted_at IS NOT NULL", third)).toBe(1);
    const otherRows = (await rowsMentioning(other.id, other.email)).length;
    const otherFiles = await filesMentioning(other.id);
    expect(otherFiles).toHaveLength(3);
    // Before: the user is everywhere (the resume made in the editor keeps its choices and company).
    expect((await rowsMentioning(u.id, u.email)).length).toBeGreaterThan(8);
    expect(await countRows("resumes", "user_id = ? AND choices IS NOT NULL AND company = ?", u.id, "Northwind Traders")).toBe(1);
    expect(await filesMentioning(u.id)).toHaveLength(3);

    const t0 = Date.now();
    const res = await del(u.token, { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, finished: true, message: "Your account and all its data have been deleted." });
    console.log(`deletion of a user with 3 resumes answered in ${Date.now() - t0} ms (local workerd)`);
    // The refresh cookie is cleared in the answer.
    expect(res.headers.getSetCookie().join("\n")).toMatch(/tailorcv_refresh=;/);

    await expectGone(u, urls);
    const confirmations = (await mailbox(u.email)).filter((m) => m.subject === "Your TailorCV account has been deleted");
    expect(confirmations).toHaveLength(1);

    // The other user is untouched.
    expect((await rowsMentioning(other.id, other.email)).length).toBe(otherRows);
    expect(await filesMentioning(other.id)).toEqual(otherFiles);
    expect((await call("/api/profile", auth(other.token))).status).toBe(200);
    for (const url of otherUrls) expect((await call(url)).status).toBe(200);
    expect(await (await call("/api/subscription", auth(other.token))).json()).toMatchObject({ is_subscribed: true, plan: "lifetime" });
  });

  it("a later sign-up with the same address starts a new, empty account", async () => {
    const u = await richUser(1, "again");
    expect((await del(u.token, { email: u.email, password: u.password })).status).toBe(200);
    const again = await signUpConfirmed(u.email, "another good passphrase");
    expect(again.session.user.id).not.toBe(u.id);
    const token = again.session.access_token;
    expect((await call("/api/profile", auth(token))).status).toBe(404);
    expect(await (await call("/api/resume/user_resumes", auth(token))).json()).toEqual({ resumes: [] });
    expect(await (await call("/api/subscription", auth(token))).json()).toMatchObject({ is_subscribed: false, resume_count: 0 });
    // The old payment cannot be claimed by the new account either.
    const verify = await call("/api/payment/verify-payment", jsonInit("POST", { sessionId: u.sessionId }, token));
    expect(await verify.json()).toMatchObject({ code: "payment_other_account" });
  });

  it("the confirmation e-mail leaves the outbox a day later (scheduled prune)", async () => {
    const u = await richUser(0, "prune");
    expect((await del(u.token, { email: u.email, password: u.password })).status).toBe(200);
    expect(await countRows("mail_outbox", "to_addr = ?", u.email)).toBe(1);
    await runScheduled(E, Date.now() + DAY / 2);
    expect(await countRows("mail_outbox", "to_addr = ?", u.email)).toBe(1);
    await runScheduled(E, Date.now() + DAY + 60_000);
    expect(await rowsMentioning(u.id, u.email)).toEqual([]);
  });
});

describe("a deletion that fails half-way", { timeout: 180_000 }, () => {
  it("R2 down: the account is unusable at once, the files wait, and the scheduled job finishes it", async () => {
    const u = await richUser(2, "r2down");
    const urls = await signedUrls(u.token);
    const res = await delWith(withFailingR2Deletes(), u.token, { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true, finished: false });

    // In between: nothing of the account works, though its files and rows are still there.
    expect(await filesMentioning(u.id)).toHaveLength(3);
    expect(await countRows("resumes", "user_id = ?", u.id)).toBe(2);
    expect((await call("/api/profile", auth(u.token))).status).toBe(401);
    expect((await refresh(u.cookie)).status).toBe(401);
    expect(await (await signIn(u.email, u.password)).json()).toMatchObject({ code: "invalid_credentials" });
    for (const url of urls) expect((await call(url)).status).toBe(403);
    const job = await env.DB.prepare("SELECT * FROM account_deletions WHERE user_id = ?").bind(u.id).first<Record<string, unknown>>();
    expect(job).toMatchObject({ email: u.email, attempts: 1, last_error: "R2 is unavailable (injected by the test)" });
    expect((await mailbox(u.email)).filter((m) => /deleted/.test(m.subject))).toEqual([]);

    // The cron before the retry is due leaves it; the one after finishes it.
    await runScheduled(E, Date.now());
    expect(await countRows("account_deletions", "user_id = ?", u.id)).toBe(1);
    await runScheduled(E, (job!.next_attempt_at as number) + 1);
    expect((await mailbox(u.email)).filter((m) => /deleted/.test(m.subject))).toHaveLength(1);
    await expectGone(u, urls);
    expect((await mailbox(u.email)).filter((m) => /deleted/.test(m.subject))).toHaveLength(1);
  });

  it("D1 down after the files are gone: rows wait for the job, which finishes them and e-mails exactly once", async () => {
    const u = await richUser(2, "d1down");
    const urls = await signedUrls(u.token);
    // Batch 1 marks the account deleted, batch 2 reads its file keys; batch 3 (the rows) fails.
    const res = await delWith(withD1FailingFromBatch(3), u.token, { email: u.email, password: u.password });
    expect(await res.json()).toMatchObject({ deleted: true, finished: false });
    expect(await filesMentioning(u.id)).toEqual([]);
    expect(await countRows("resumes", "user_id = ?", u.id)).toBe(2);
    expect(await countRows("payments", "user_id = ?", u.id)).toBe(1);
    expect((await call("/api/profile", auth(u.token))).status).toBe(401);

    // Two cron runs at once finish it once: one confirmation.
    const later = Date.now() + DAY;
    await Promise.all([runScheduled(E, later), runScheduled(E, later)]);
    await expectGone(u, urls);
    expect((await mailbox(u.email)).filter((m) => /deleted/.test(m.subject))).toHaveLength(1);
  });

  it("D1 down from the start: nothing is deleted and the answer is an error", async () => {
    const u = await richUser(1, "d1first");
    const res = await delWith(withD1FailingFromBatch(1), u.token, { email: u.email, password: u.password });
    expect(res.status).toBe(500);
    expect((await call("/api/profile", auth(u.token))).status).toBe(200);
    expect(await countRows("account_deletions", "user_id = ?", u.id)).toBe(0);
    expect(await filesMentioning(u.id)).toHaveLength(2);
  });
});

describe("the last sweep", { timeout: 120_000 }, () => {
  it("removes a file and rows written after the deletion by a request that had passed its token check, and e-mails no more", async () => {
    const u = await richUser(1, "late");
    expect((await del(u.token, { email: u.email, password: u.password })).status).toBe(200);
    const job = await finishedJob(u.id);
    expect(job.next_attempt_at).toBeGreaterThanOrEqual(Date.now() + 14 * 60_000);
    // What a generate_pdf and an upload that were already running would write once the deletion is done.
    const late = `generated/${u.id}/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(late, new TextEncoder().encode("%PDF-1.7 late"));
    await env.FILES.put(`uploads/${u.id}/${crypto.randomUUID()}.pdf`, new TextEncoder().encode("%PDF-1.7 late upload"));
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, 'Late.pdf', 'Late', ?, ?)",
      ).bind(crypto.randomUUID(), u.id, late, now),
      env.DB.prepare("INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (?, '{}', 1, ?, ?)").bind(
        u.id,
        now,
        now,
      ),
    ]);
    // Not before it is due; then everything of the user goes, and the job row with it.
    await runScheduled(E, job.next_attempt_at - 60_000);
    expect(await filesMentioning(u.id)).toHaveLength(2);
    await runScheduled(E, job.next_attempt_at + 1);
    expect(await filesMentioning(u.id)).toEqual([]);
    expect((await rowsMentioning(u.id, u.email)).map((l) => l.table)).toEqual(["mail_outbox"]);
    expect((await mailbox(u.email)).filter((m) => /deleted/.test(m.subject))).toHaveLength(1);
  });
});

describe("signing in again during a deletion", { timeout: 120_000 }, () => {
  it("an e-mailed link to the address makes a new, empty account, and the job still removes only the old one", async () => {
    const u = await richUser(1, "between");
    await delWith(withFailingR2Deletes(), u.token, { email: u.email, password: u.password });
    await post("/api/auth/otp", { email: u.email });
    const link = (await mailbox(u.email))[0]!;
    const tokenHash = new URL(/https?:\/\/\S+\/auth\/confirm\?\S+/.exec(link.text)![0]).searchParams.get("token_hash");
    const v = await post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash }, { origin: ORIGIN });
    const fresh = await v.json<TokenBody>();
    expect(fresh.user.id).not.toBe(u.id);
    expect((await call("/api/profile", auth(fresh.access_token))).status).toBe(404);
    await runScheduled(E, Date.now() + DAY);
    expect(await countRows("resumes", "user_id = ?", u.id)).toBe(0);
    expect((await call("/api/auth/user", auth(fresh.access_token))).status).toBe(200);
  });
});
