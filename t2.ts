import { linesFromPages } from "./worker/parse/index.ts";
import { pagesOf, realDocs, syntheticDocs } from "./eval/parser/model/data.ts";
import { labelLines } from "./eval/parser/model/label.ts";
const tot: Record<string, number> = {};
for (const doc of [...syntheticDocs(), ...realDocs()]) {
  const { lines } = linesFromPages(await pagesOf(doc));
  const labels = labelLines(lines, doc.truth);
  const c: Record<string, number> = {};
  for (const b of labels) { c[b.role] = (c[b.role] ?? 0) + 1; tot[b.role] = (tot[b.role] ?? 0) + 1; }
  const other = (c.other ?? 0) / labels.length;
  const starts = labels.filter((b) => b.entryStart).length;
  const want = doc.truth.experiences.work_experiences.length + doc.truth.experiences.projects.length + doc.truth.education.length;
  if (other > 0.15 || starts !== want) console.log(doc.id, labels.length, "other", other.toFixed(2), "starts", starts, "/", want);
}
console.log(tot);
