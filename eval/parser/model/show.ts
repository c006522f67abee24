// Debug view: every line of the named documents with its training label (eval/parser/model/label.ts) beside the
// committed model's reading. Prints to the terminal only; never commit its output.
// Usage: npx tsx eval/parser/model/show.ts <id-substring …>   (ids as in data.ts: corpus/h01-…, realworld/07)
import { linesFromPages } from "../../../worker/parse/index.ts";
import { readerLines } from "../../../worker/parse/roles/lines.ts";
import { type ModelWeights, modelReader } from "../../../worker/parse/roles/model.ts";
import type { LineReading } from "../../../worker/parse/roles/types.ts";
import WEIGHTS from "../../../worker/parse/roles/weights.json" with { type: "json" };
import { pagesOf, realDocs, syntheticDocs } from "./data.ts";
import { labelLines } from "./label.ts";

const want = process.argv.slice(2);
const reader = modelReader(WEIGHTS as unknown as ModelWeights);
for (const doc of [...syntheticDocs(), ...realDocs()].filter((d) => want.some((w) => d.id.includes(w)))) {
  const pages = await pagesOf(doc);
  const { lines } = linesFromPages(pages);
  const labels = labelLines(lines, doc.truth);
  const read = reader.read(readerLines(lines, pages)) as LineReading[];
  console.log(`== ${doc.id}`);
  for (const [i, l] of lines.entries()) {
    const b = labels[i]!;
    const r = read[i]!;
    const mark = `${b.entryStart ? "»" : " "}${b.matched ? " " : "?"}`;
    const same = b.role === r.role && b.section === r.section && b.entryStart === r.entryStart;
    const got = same ? "" : `${r.entryStart ? "»" : " "}${r.role}/${r.section}`;
    console.log(
      `${String(i).padStart(3)} ${mark} ${`${b.role}/${b.section}`.padEnd(24)} ${got.padEnd(26)} ${l.slot} ${l.text.slice(0, 70)}`,
    );
  }
}
