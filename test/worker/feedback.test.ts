// POST /api/feedback: stored in D1 first, then e-mailed to support; the mail API failing loses nothing.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { call, fake, jsonInit, makeUser } from "./helpers";

interface FeedbackRow {
  user_id: string;
  user_email: string | null;
  user_name: string;
  message: string;
  mail_id: string | null;
}

const feedbackOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT user_id, user_email, user_name, message, mail_id FROM feedback WHERE user_id = ? ORDER BY created_at")
      .bind(userId)
      .all<FeedbackRow>()
  ).results;
const outbox = (id: string) =>
  env.DB.prepare("SELECT to_addr, subject, text_body, html_body, status, attempts FROM mail_outbox WHERE id = ?")
    .bind(id)
    .first<{ to_addr: string; subject: string; text_body: string; html_body: string; status: string; attempts: number }>();

/** A mail path of its own per test, so scripted failures never meet another test file's mail. */
function useMailApi(): string {
  const prefix = `/mail/feedback-${crypto.randomUUID().slice(0, 8)}/`;
  env.MAIL_API_URL = `${env.FAKE_BASE_URL}${prefix}send`;
  return prefix;
}

afterEach(() => {
  delete env.MAIL_API_URL;
  delete env.RATE_LIMIT_FEEDBACK;
});

describe("POST /api/feedback", () => {
  it("needs a bearer token", async () => {
    const res = await call("/api/feedback", jsonInit("POST", { message: "hi" }));
    expect(res.status).toBe(401);
  });

  it("stores the feedback with the user's e-mail and name, then mails support with the text escaped", async () => {
    const prefix = useMailApi();
    const u = await makeUser(undefined, "Ada Lovelace");
    const message = "Great tool! <script>alert(1)</script> & more";
    const res = await call("/api/feedback", jsonInit("POST", { message }, u.token));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; mail_status: string };
    expect(body).toMatchObject({ message: "Thank you for your feedback!", mail_status: "sent" });

    const [row] = await feedbackOf(u.id);
    expect(row).toMatchObject({ user_email: u.email, user_name: "Ada Lovelace", message });
    const mail = await outbox(row!.mail_id!);
    expect(mail).toMatchObject({ to_addr: "support@tailorcv.app", status: "sent" });
    expect(mail!.subject).toContain("Ada Lovelace");
    expect(mail!.text_body).toContain(message);
    expect(mail!.html_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(mail!.html_body).not.toContain("<script>");

    const sent = await fake.requests(prefix);
    expect(sent).toHaveLength(1);
    const payload = JSON.parse(sent[0]!.body) as { personalizations: Array<{ to: Array<{ email: string }> }> };
    expect(payload.personalizations[0]!.to[0]!.email).toBe("support@tailorcv.app");
  });

  it("names the sender 'Anonymous' when the account has no name", async () => {
    const u = await makeUser();
    await env.DB.prepare("UPDATE users SET full_name = NULL WHERE id = ?").bind(u.id).run();
    const res = await call("/api/feedback", jsonInit("POST", { message: "No name here" }, u.token));
    expect(res.status).toBe(200);
    expect((await feedbackOf(u.id))[0]).toMatchObject({ user_name: "Anonymous", user_email: u.email });
  });

  it("keeps the feedback when the mail API fails, and leaves the mail queued for the retry", async () => {
    const prefix = useMailApi();
    await fake.script({ prefix, status: 500, body: { error: "down" } });
    const u = await makeUser();
    const res = await call("/api/feedback", jsonInit("POST", { message: "Mail is down but I still care" }, u.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mail_status: "queued" });
    expect(await fake.requests(prefix)).toHaveLength(1);
    const rows = await feedbackOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe("Mail is down but I still care");
    expect(await outbox(rows[0]!.mail_id!)).toMatchObject({ status: "queued", attempts: 1 });
  });

  it("in development without a mail API the message lands in the dev mailbox", async () => {
    const u = await makeUser();
    const res = await call("/api/feedback", jsonInit("POST", { message: "Dev mailbox please" }, u.token));
    expect(await res.json()).toMatchObject({ mail_status: "dev" });
    const mail = await outbox((await feedbackOf(u.id))[0]!.mail_id!);
    expect(mail).toMatchObject({ status: "dev", to_addr: "support@tailorcv.app" });
  });

  it("rejects a blank message and an overlong one without storing anything", async () => {
    const u = await makeUser();
    const blank = await call("/api/feedback", jsonInit("POST", { message: "  \n " }, u.token));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Feedback message is required." });
    const long = await call("/api/feedback", jsonInit("POST", { message: "x".repeat(5_001) }, u.token));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/too long .*limit is 5,000/);
    const missing = await call("/api/feedback", jsonInit("POST", {}, u.token));
    expect(missing.status).toBe(400);
    expect(await feedbackOf(u.id)).toHaveLength(0);
  });

  it("answers 429 'Too Many Requests' past the limit, per user", async () => {
    env.RATE_LIMIT_FEEDBACK = "2/3600";
    const u = await makeUser();
    const other = await makeUser();
    for (const n of [1, 2]) expect((await call("/api/feedback", jsonInit("POST", { message: `note ${n}` }, u.token))).status).toBe(200);
    const third = await call("/api/feedback", jsonInit("POST", { message: "note 3" }, u.token));
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: "Too Many Requests" });
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await feedbackOf(u.id)).toHaveLength(2);
    expect((await call("/api/feedback", jsonInit("POST", { message: "mine" }, other.token))).status).toBe(200);
  });
});
