// The mail module: outbox first, MailChannels-style send, failed sends stay queued and the scheduled
// handler retries them; the dev mailbox (JSON + page) exists only in development/test.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { devPages } from "../../worker/dev/pages";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { button, emailLayout, escapeHtml, paragraph } from "../../worker/mail/html";
import { MAX_MAIL_ATTEMPTS, retryQueuedMail, sendMail } from "../../worker/mail/send";
import { BASE, call, fake } from "./helpers";

const base = env as unknown as Env;
const withApi = (): Env => ({
  ...base,
  MAIL_API_URL: fake.url("/mail/send"),
  MAIL_API_KEY: "test-mail-key",
  MAIL_FROM: "TailorCV <no-reply@tailorcv.app>",
});
const msg = (to = `m-${crypto.randomUUID().slice(0, 8)}@example.com`) => ({
  to,
  subject: "Hello <there>",
  text: "Plain body",
  html: "<p>Html body</p>",
});
const row = (id: string) =>
  env.DB.prepare("SELECT * FROM mail_outbox WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_error: string | null; sent_at: number | null }>();

beforeEach(async () => {
  await fake.reset();
});

describe("sendMail", () => {
  it("in development without a mail API keeps the message in the dev mailbox", async () => {
    const m = msg();
    const r = await sendMail(base, m);
    expect(r.status).toBe("dev");
    expect((await row(r.id))!.status).toBe("dev");
    expect(await fake.requests("/mail")).toHaveLength(0);
  });

  it("sends a MailChannels-style JSON request with the API key, after writing the outbox", async () => {
    const m = msg();
    const r = await sendMail(withApi(), m);
    expect(r.status).toBe("sent");
    const [req] = await fake.requests("/mail/send");
    expect(req!.method).toBe("POST");
    expect(req!.headers["x-api-key"]).toBe("test-mail-key");
    expect(JSON.parse(req!.body)).toEqual({
      personalizations: [{ to: [{ email: m.to }] }],
      from: { email: "no-reply@tailorcv.app", name: "TailorCV" },
      subject: m.subject,
      content: [
        { type: "text/plain", value: "Plain body" },
        { type: "text/html", value: "<p>Html body</p>" },
      ],
    });
    const stored = await row(r.id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1 });
    expect(stored!.sent_at).toBeGreaterThan(0);
  });

  it("a failed send stays queued; the retry sends it", async () => {
    await fake.script({ prefix: "/mail/send", status: 500, body: { error: "boom" } });
    const r = await sendMail(withApi(), msg());
    expect(r.status).toBe("queued");
    expect(await row(r.id)).toMatchObject({ status: "queued", attempts: 1 });
    expect((await row(r.id))!.last_error).toContain("500");
    const out = await retryQueuedMail(withApi());
    expect(out.sent).toBeGreaterThanOrEqual(1);
    expect(await row(r.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("an unreachable mail API leaves the message queued", async () => {
    const r = await sendMail({ ...withApi(), MAIL_API_URL: "http://127.0.0.1:9/unreachable" }, msg());
    expect(r.status).toBe("queued");
  });

  it("gives up (failed) after the maximum number of attempts", async () => {
    // Only this message may consume the scripted failures.
    await env.DB.prepare("UPDATE mail_outbox SET status = 'sent' WHERE status = 'queued'").run();
    await fake.script({ prefix: "/mail/send", status: 503, body: "down", times: MAX_MAIL_ATTEMPTS + 5 });
    const r = await sendMail(withApi(), msg());
    for (let i = 1; i < MAX_MAIL_ATTEMPTS; i++) await retryQueuedMail(withApi());
    expect(await row(r.id)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    await retryQueuedMail(withApi());
    expect((await row(r.id))!.attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it("the scheduled handler retries queued mail", async () => {
    await fake.script({ prefix: "/mail/send", status: 502, body: "bad gateway" });
    const r = await sendMail(withApi(), msg());
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), withApi(), ctx);
    await waitOnExecutionContext(ctx);
    expect((await row(r.id))!.status).toBe("sent");
  });

  it("with waitUntil the network send happens after the call returns", async () => {
    const ctx = createExecutionContext();
    const r = await sendMail(withApi(), msg(), { waitUntil: (p) => ctx.waitUntil(p) });
    expect(r.status).toBe("queued");
    await waitOnExecutionContext(ctx);
    expect((await row(r.id))!.status).toBe("sent");
  });
});

describe("HTML helpers", () => {
  it("escape user text everywhere", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const html = emailLayout({
      title: "<b>T</b>",
      body: paragraph("<script>alert(1)</script>\nline 2") + button("javascript:alert(1)", "<Go>"),
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>T</b>");
    expect(html).toContain("<br>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;Go&gt;");
  });
});

describe("dev mailbox", () => {
  it("GET /api/dev/mail?to= lists newest first with the documented fields", async () => {
    const to = `box-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await sendMail(base, { ...msg(to), subject: "first" });
    await sendMail(base, { ...msg(to), subject: "second" });
    const res = await call(`/api/dev/mail?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.status).toBe(200);
    const list = await res.json<Array<Record<string, unknown>>>();
    expect(list.map((m) => m.subject)).toEqual(["second", "first"]);
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(["id", "to", "subject", "text", "html", "created_at"]));
    expect(new Date(list[0]!.created_at as string).getTime()).toBeGreaterThan(0);
  });

  it("a bad query is a 400", async () => {
    expect((await call("/api/dev/mail?limit=abc")).status).toBe(400);
  });

  it("the /dev/mail page lists messages with user text escaped", async () => {
    const to = `page-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await sendMail(base, {
      to,
      subject: "<img src=x onerror=alert(1)>",
      text: "Open https://tailorcv.test/auth/confirm?token_hash=abc&type=signup",
      html: "",
    });
    const res = await call(`/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Dev mailbox");
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('<a href="https://tailorcv.test/auth/confirm?token_hash=abc&amp;type=signup">');
  });

  it("both answer 404 outside development", async () => {
    const prod = { ...base, APP_ENV: "production", AUTH_SECRET: "production-test-secret-0123456789", APP_ORIGIN: BASE };
    const ctx = createExecutionContext();
    const a = await api.fetch(new Request(`${BASE}/api/dev/mail?to=a@example.com`), prod, ctx);
    expect(a.status).toBe(404);
    expect(await a.json()).toMatchObject({ error: "Not found." });
    const b = await devPages.fetch(new Request(`${BASE}/dev/mail`), prod, ctx);
    expect(b.status).toBe(404);
  });
});
