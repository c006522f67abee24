import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "../../worker/env";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { ApiError, handleError } from "../../worker/http/errors";
import { jsonBody } from "../../worker/http/validate";
import { call } from "./helpers";

describe("health", () => {
  it("answers ok after a real D1 query", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ ok: boolean; version: string; db: string }>();
    expect(body).toMatchObject({ ok: true, db: "ok" });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("fails with 503 JSON when the database is gone", async () => {
    await env.DB.prepare("ALTER TABLE d1_migrations RENAME TO d1_migrations_gone").run();
    try {
      const res = await call("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, db: "error" });
    } finally {
      await env.DB.prepare("ALTER TABLE d1_migrations_gone RENAME TO d1_migrations").run();
    }
  });
});

describe("migrations", () => {
  it("are applied to the test database", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const t of ["users", "resumeUploaded", "resumes", "payments", "subscriptions", "mail_outbox", "feedback"]) {
      expect(names).toContain(t);
    }
  });
});

describe("API error shapes", () => {
  it("unknown /api path is a 404 JSON with a request id", async () => {
    const res = await call("/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = await res.json<{ error: string; request_id: string }>();
    expect(body.error).toBe("Not found.");
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("a known path called with another method is a 405 JSON naming the allowed methods", async () => {
    const res = await call("/api/resume/generate");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json<{ error: string }>()).error).toContain("POST");
    const put = await call("/api/health", { method: "DELETE" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    const param = await call("/api/files/some-id", { method: "POST" });
    expect(param.status).toBe(405);
    expect((await call("/api/resume/nothing-here", { method: "POST" })).status).toBe(404);
  });

  it("keeps a sane incoming X-Request-Id and replaces a hostile one", async () => {
    const ok = await call("/api/health", { headers: { "x-request-id": "abc12345-test" } });
    expect(ok.headers.get("x-request-id")).toBe("abc12345-test");
    const bad = await call("/api/health", { headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(bad.headers.get("x-request-id")).not.toContain("<");
  });

  it("an oversized body is a 413 JSON", async () => {
    const res = await call("/api/health", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 10),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await res.json<{ error: string }>()).error).toMatch(/too large/i);
  });

  // The JSON validator and error handler used by every route, mounted on a tiny app.
  const mini = new Hono<AppEnv>()
    .use(requestId())
    .use(
      bodyLimit({
        maxSize: 1024,
        onError: () => {
          throw new ApiError("body_too_large", "Request body too large.");
        },
      }),
    )
    .post("/thing", jsonBody(z.object({ name: z.string().min(1), count: z.number().int() })), (c) => c.json(c.req.valid("json")))
    .get("/boom", () => {
      throw new Error("secret internal detail");
    });
  mini.onError(handleError);

  it("malformed JSON is a 400 JSON", async () => {
    const res = await mini.request("/thing", { method: "POST", body: "{bad", headers: { "content-type": "application/json" } }, env);
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toBe("Malformed JSON in request body.");
  });

  it("a failed validation names the field", async () => {
    const res = await mini.request(
      "/thing",
      { method: "POST", body: JSON.stringify({ name: "a", count: "3" }), headers: { "content-type": "application/json" } },
      env,
    );
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; field: string }>();
    expect(body.field).toBe("count");
    expect(body.error).toContain("count");
  });

  it("a missing field is named as required", async () => {
    const res = await mini.request(
      "/thing",
      { method: "POST", body: JSON.stringify({ count: 1 }), headers: { "content-type": "application/json" } },
      env,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "name" });
  });

  it("another content type is a 415 JSON", async () => {
    const res = await mini.request(
      "/thing",
      { method: "POST", body: "name=a", headers: { "content-type": "application/x-www-form-urlencoded" } },
      env,
    );
    expect(res.status).toBe(415);
  });

  it("valid JSON passes through", async () => {
    const res = await mini.request(
      "/thing",
      { method: "POST", body: JSON.stringify({ name: "a", count: 2 }), headers: { "content-type": "application/json" } },
      env,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "a", count: 2 });
  });

  it("a thrown error is a 500 JSON with a request id and no stack", async () => {
    const res = await mini.request("/boom", {}, env);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret internal detail");
    expect(text).not.toMatch(/at .*\.ts/);
    expect(JSON.parse(text)).toMatchObject({ error: expect.stringMatching(/internal server error/i), request_id: expect.any(String) });
  });
});

describe("security headers", () => {
  it("are on API responses", async () => {
    const res = await call("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("are on 404s too", async () => {
    const res = await call("/api/missing");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("bearer auth", () => {
  it("/dev pages are reachable in test and dev environments only", async () => {
    const res = await call("/dev/definitely-missing");
    expect(res.status).toBe(404);
  });
});
