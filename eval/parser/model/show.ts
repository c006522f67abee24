// Debug view of the training labels: every line of the named documents with the role, section and entry start it
// was given by aligning the truth (eval/parser/model/label.ts). Prints to the terminal only; never commit its output.
// Usage: npx tsx eval/parser/model/show.ts <id-substring …>   (ids as in data.ts: corpus/h01-…, realworld/07)
import { linesFromPages } from "../../../worker/parse/index.ts";
import { pagesOf, realDocs, syntheticDocs } from "./data.ts";
import { labelLines } from "./label.ts";

const want = process.argv.slice(2);
for (const doc of [...syntheticDocs(), ...realDocs()].filter((d) => want.some((w) => d.id.includes(w)))) {
  const { lines } = linesFromPages(await pagesOf(doc));
  const labels = labelLines(lines, doc.truth);
  console.log(`== ${doc.id}`);
  for (const [i, l] of lines.entries()) {
    const b = labels[i]!;
    const mark = `${b.entryStart ? "»" : " "}${b.matched ? " " : "?"}`;
    console.log(`${String(i).padStart(3)} ${mark} ${b.role.padEnd(12)} ${b.section.padEnd(14)} ${l.slot} ${l.text.slice(0, 90)}`);
  }
}
