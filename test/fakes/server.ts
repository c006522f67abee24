// One small fake HTTP server on 127.0.0.1 that stands in for every outside service (mail API,
// Stripe, Google). Tests inside workerd drive it over HTTP:
//   POST /__control/reset                       forget requests and scripted answers
//   GET  /__control/requests?prefix=/mail       requests received (method, path, query, headers, body)
//   POST /__control/script {prefix, status, body, headers?, times?, delayMs?}  answer the next calls under prefix
// Without a scripted answer, a registered default handler answers (see handlers below), else 404.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

interface Scripted {
  prefix: string;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  times: number;
  delayMs?: number;
}

export type FakeHandler = (
  req: RecordedRequest,
  state: Map<string, unknown>,
) => { status: number; body: unknown; headers?: Record<string, string> } | null;

const handlers: Array<{ prefix: string; handle: FakeHandler }> = [];
export function registerFake(prefix: string, handle: FakeHandler) {
  handlers.push({ prefix, handle });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function startFakeServer(): Promise<{ server: Server; port: number }> {
  let requests: RecordedRequest[] = [];
  let scripts: Scripted[] = [];
  let state = new Map<string, unknown>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json", ...headers });
    res.end(text);
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      if (url.pathname.startsWith("/__control/")) {
        const action = url.pathname.slice("/__control/".length);
        if (action === "reset") {
          requests = [];
          scripts = [];
          state = new Map();
          return send(res, 200, { ok: true });
        }
        if (action === "requests") {
          const prefix = url.searchParams.get("prefix") ?? "";
          return send(
            res,
            200,
            requests.filter((r) => r.path.startsWith(prefix)),
          );
        }
        if (action === "script") {
          const s = JSON.parse(body) as Scripted;
          scripts.push({ ...s, times: s.times ?? 1 });
          return send(res, 200, { ok: true });
        }
        return send(res, 404, { error: "unknown control" });
      }
      const rec: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : (v ?? "")])),
        body,
      };
      requests.push(rec);
      const script = scripts.find((s) => rec.path.startsWith(s.prefix) && s.times > 0);
      if (script) {
        script.times -= 1;
        if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
        return send(res, script.status, script.body, script.headers);
      }
      for (const h of handlers) {
        if (!rec.path.startsWith(h.prefix)) continue;
        const out = h.handle(rec, state);
        if (out) return send(res, out.status, out.body, out.headers);
      }
      return send(res, 404, { error: `no fake for ${rec.method} ${rec.path}` });
    } catch (err) {
      send(res, 500, { error: String(err) });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const addr = server.address();
      resolve({ server, port: typeof addr === "object" && addr ? addr.port : 0 });
    });
  });
}
