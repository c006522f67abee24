// Debug view of the parser's middle stages: npx tsx scripts/parse-tools/lines.ts <file.pdf> [--entries]
// Prints each line in reading order with its page/column, position, size, bullet flag and style, and what the line
// model read it as (role, section kind, entry start, probability); --entries also prints the sections and entries
// assembled from those readings.
import { readFileSync } from "node:fs";
import { extractPages, openDocument } from "../../worker/parse/extract.ts";
import { linesFromPages } from "../../worker/parse/index.ts";
import { readSections, toEntries } from "../../worker/parse/roles/assemble.ts";
import { readerLines } from "../../worker/parse/roles/lines.ts";
import { type ModelWeights, modelReader } from "../../worker/parse/roles/model.ts";
import type { LineReading } from "../../worker/parse/roles/types.ts";
import WEIGHTS from "../../worker/parse/roles/weights.json" with { type: "json" };
import type { Line } from "../../worker/parse/types.ts";

const doc = await openDocument(new Uint8Array(readFileSync(process.argv[2] ?? "")));
const pages = await extractPages(doc, () => false);
const { lines } = linesFromPages(pages);
const readings = modelReader(WEIGHTS as unknown as ModelWeights).read(readerLines(lines, pages)) as LineReading[];
const styleOf = (l: Line) => l.segs.map((g) => g.parts.map((p) => (p.bold ? "B" : "") + (p.italic ? "I" : "") || "-").join("")).join("/");
for (const [i, l] of lines.entries()) {
  const r = readings[i]!;
  const read = `${r.entryStart ? "»" : " "}${r.role.padEnd(12)} ${r.section.padEnd(14)} ${r.p.toFixed(2)}`;
  console.log(
    `${String(i).padStart(3)} ${read} p${l.page} s${l.slot} y${l.y.toFixed(0).padStart(4)} x${l.x0.toFixed(0).padStart(4)}-${l.x1.toFixed(0).padStart(4)} ${l.size.toFixed(1)} ${l.bullet ? "•" : " "}${l.ruled ? "_" : " "} ${styleOf(l).padEnd(6)} ${l.segs.map((g) => g.text).join(" ‖ ")}`,
  );
}
if (process.argv.includes("--entries"))
  for (const s of readSections(lines, readings)) {
    console.log(`== ${s.kind} "${s.heading}"`);
    if (s.kind !== "work" && s.kind !== "projects" && s.kind !== "education") continue;
    for (const e of toEntries(s)) {
      console.log(`  [entry] ${e.header.map((l) => l.segs.map((g) => g.text).join(" ‖ ")).join(" / ")}`);
      for (const it of e.body) console.log(`      ${it.bullet ? "•" : "-"} ${it.text}`);
    }
  }
