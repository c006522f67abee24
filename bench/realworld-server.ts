// Global setup for the workerd benches: serves the real-resume set (outside the repository, see
// eval/parser/lib/realworld-dir.ts) on 127.0.0.1, so a bench inside workerd can fetch each PDF before timing it.
//   GET /list      the PDF names, in order (an empty list when the set is absent)
//   GET /pdf/NAME  one PDF's bytes
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { REALWORLD_DIR, realworldPresent } from "../eval/parser/lib/realworld-dir";

declare module "vitest" {
  export interface ProvidedContext {
    realworldPort: number;
  }
}

export default async function setup(project: TestProject) {
  const dir = path.join(REALWORLD_DIR, "pdfs");
  const names = realworldPresent()
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".pdf"))
        .sort()
    : [];
  const server = createServer((req, res) => {
    const url = req.url ?? "";
    if (url === "/list") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(names));
      return;
    }
    const name = decodeURIComponent(url.replace(/^\/pdf\//, ""));
    if (url.startsWith("/pdf/") && names.includes(name)) {
      res.setHeader("content-type", "application/pdf");
      res.end(readFileSync(path.join(dir, name)));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  project.provide("realworldPort", typeof address === "object" && address ? address.port : 0);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
