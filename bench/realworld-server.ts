// Global setup for the workerd benches: serves the real-resume set (outside the repository, see
// eval/parser/lib/realworld-dir.ts) on 127.0.0.1, so a bench inside workerd can fetch each PDF before timing it.
//   GET /list      the PDF names, in order (an empty list when the set is absent)
//   GET /pdf/NAME  one PDF's bytes
//   GET /list-all  the PDFs of realworld and realworld2 (beside it), as "set/NAME", in order
//   GET /pdf/set/NAME  one of those
import { existsSync, readFileSync, readdirSync } from "node:fs";
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
  const sets = new Map<string, string>();
  for (const set of ["realworld", "realworld2"]) {
    const d = path.resolve(REALWORLD_DIR, "..", set, "pdfs");
    if (realworldPresent() && existsSync(d)) for (const f of readdirSync(d).filter((f) => f.endsWith(".pdf"))) sets.set(`${set}/${f}`, d);
  }
  const all = [...sets.keys()].sort();
  const server = createServer((req, res) => {
    const url = req.url ?? "";
    if (url === "/list" || url === "/list-all") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(url === "/list" ? names : all));
      return;
    }
    const name = decodeURIComponent(url.replace(/^\/pdf\//, ""));
    if (url.startsWith("/pdf/") && (names.includes(name) || sets.has(name))) {
      res.setHeader("content-type", "application/pdf");
      res.end(readFileSync(names.includes(name) ? path.join(dir, name) : path.join(sets.get(name)!, path.basename(name))));
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
