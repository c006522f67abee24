// The Vite dev and preview servers pass every request to the Worker through the Cloudflare plugin, which
// cannot build a Request for some methods (TRACE, TRACK, CONNECT) and turns any failure into an HTML stack
// trace and Vite's error overlay in every open page. This plugin answers what the Worker can never see
// with the API's JSON error body, and turns any other failure of a request into one too.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";

const UNSUPPORTED = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

function sendJson(res: ServerResponse, status: number, body: Record<string, string>, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify({ ...body, request_id: "" }));
}

const refuseMethod: Connect.NextHandleFunction = (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
  const method = (req.method ?? "").toUpperCase();
  if (!UNSUPPORTED.has(method)) return next();
  sendJson(res, 405, { error: `Method ${method} is not allowed here.`, code: "method_not_allowed" }, { Allow: ALLOWED });
};

// Four arguments: Connect's error-handling form. Registered after Vite's own middlewares, before its
// error page, so a failed request never reaches the overlay.
const failAsJson: Connect.ErrorHandleFunction = (err: unknown, _req, res, _next) => {
  console.error(`request failed: ${err instanceof Error ? err.message : String(err)}`);
  sendJson(res, 500, { error: "Internal server error. Please try again later.", code: "internal" });
};

export function requestGuard(): Plugin {
  return {
    name: "tailorcv:request-guard",
    configureServer(server) {
      server.middlewares.use(refuseMethod);
      return () => server.middlewares.use(failAsJson);
    },
    configurePreviewServer(server) {
      server.middlewares.use(refuseMethod);
      return () => server.middlewares.use(failAsJson);
    },
  };
}
