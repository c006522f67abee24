// What a client gets from the servers people actually run: `vite dev`, `vite preview` of a development
// build, and a production build. Oversized bodies and unsupported methods answer JSON errors, never an
// HTML stack trace or Vite's error overlay; a production build has no development surfaces and refuses to
// run without its configuration. scripts/servers.ts starts the servers and sets SERVER_TARGETS/PRODUCTION_URL.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Target {
  name: string;
  url: string;
  /** The dev server: its HMR socket must never carry an error to open pages. */
  hmr?: boolean;
}

const targets: Target[] = JSON.parse(process.env.SERVER_TARGETS ?? "[]");
const productionUrl = process.env.PRODUCTION_URL ?? "";

/** A raw HTTP request (fetch refuses TRACE). */
function raw(url: string, method: string): Promise<{ status: number; type: string; body: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body, allow: res.headers.allow }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function expectJsonError(res: { status: number; type: string; body: string }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.type).toMatch(/application\/json/);
  expect(JSON.parse(res.body)).toMatchObject({ code });
}

describe.runIf(targets.length > 0)("oversized bodies and unsupported methods", () => {
  for (const target of targets) {
    describe(target.name, () => {
      const overlay: string[] = [];
      let socket: WebSocket | undefined;
      beforeAll(async () => {
        if (!target.hmr) return;
        socket = new WebSocket(target.url.replace(/^http/, "ws"), "vite-hmr");
        socket.addEventListener("message", (e) => {
          const msg = JSON.parse(String(e.data)) as { type?: string };
          if (msg.type === "error") overlay.push(String(e.data));
        });
        await new Promise<void>((resolve, reject) => {
          socket!.addEventListener("open", () => resolve());
          socket!.addEventListener("error", () => reject(new Error("no HMR socket")));
        });
      });
      afterAll(() => {
        socket?.close();
        // No request above may have put Vite's error overlay in an open page.
        expect(overlay).toEqual([]);
      });

      it("a 13 MB upload is refused with 413 JSON", async () => {
        const form = new FormData();
        form.append("user_id", "someone");
        form.append("file", new Blob([new Uint8Array(13 * 1024 * 1024)], { type: "application/pdf" }), "big.pdf");
        const res = await fetch(`${target.url}/api/resume/upload`, { method: "POST", body: form });
        expectJsonError({ status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() }, 413, "body_too_large");
      });

      it("a 3 MB JSON body is refused with 413 JSON", async () => {
        const res = await fetch(`${target.url}/api/feedback`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ message: "x".repeat(3 * 1024 * 1024) }),
        });
        expectJsonError({ status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() }, 413, "body_too_large");
      });

      it("TRACE is refused with 405 JSON naming the allowed methods", async () => {
        const res = await raw(`${target.url}/api/health`, "TRACE");
        expectJsonError(res, 405, "method_not_allowed");
        expect(res.allow).toContain("GET");
      });

      for (const method of ["PUT", "PROPFIND"]) {
        it(`${method} on a known path is a 405 JSON from the API`, async () => {
          const res = await raw(`${target.url}/api/health`, method);
          expectJsonError(res, 405, "method_not_allowed");
          expect(res.allow).toContain("GET");
        });
      }
    });
  }
});

describe.runIf(productionUrl !== "")("a production build", () => {
  it("has no development surfaces", async () => {
    for (const path of ["/dev/mail", "/dev/checkout/cs_test_dev_0123456789"]) {
      const res = await fetch(`${productionUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("Dev mailbox");
    }
    const api = await fetch(`${productionUrl}/api/dev/mail`);
    expect(api.status).not.toBe(200);
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("refuses to run without AUTH_SECRET and APP_ORIGIN", async () => {
    const res = await fetch(`${productionUrl}/api/health`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe("service_unavailable");
    expect(body.error).toContain("APP_ORIGIN");
  });
});
