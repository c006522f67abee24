// Lists the functions of worker/parse longer than a limit (issue 28: none over 120 lines), longest first.
// `npx tsx scripts/parse-tools/long-functions.ts [limit] [folder]`; exits 1 when any is found. A function's length
// is its whole span, nested functions included. The TypeScript compiler here has no JS API, so the parser Vite's
// bundler ships (rolldown, through vite) reads the files.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";

const limit = Number(process.argv[2] ?? 120);
const root = path.resolve(import.meta.dirname, "../..");
const folder = path.resolve(root, process.argv[3] ?? "worker/parse");

const files = (readdirSync(folder, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
  .map((f) => path.join(folder, f));

type Node = { type: string; start: number; end: number; id?: { name?: string } | null; [k: string]: unknown };
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);
const long: { where: string; name: string; lines: number }[] = [];
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const visit = (node: unknown, name: string) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, name);
      return;
    }
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
    const n = node as Node;
    // A function takes the name it is declared with, else the variable, property or method it is assigned to.
    const own =
      n.id?.name ??
      ((n.type === "VariableDeclarator" || n.type === "Property" || n.type === "MethodDefinition") && (n.id ?? n.key)
        ? ((n.id ?? n.key) as { name?: string }).name
        : undefined);
    if (FUNCTIONS.has(n.type)) {
      const lines = lineAt(n.end) - lineAt(n.start) + 1;
      if (lines > limit) long.push({ where: `${path.relative(root, file)}:${lineAt(n.start)}`, name: own ?? name, lines });
    }
    for (const [k, v] of Object.entries(n)) if (k !== "type" && v && typeof v === "object") visit(v, own ?? name);
  };
  visit(parseAst(text, { lang: "ts" }, file), "(anonymous)");
}
long.sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.where}`);
console.log(`${long.length} function(s) over ${limit} lines in ${path.relative(root, folder)}`);
process.exit(long.length ? 1 : 0);
