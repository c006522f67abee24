// Writes an AI reader answer for a PDF whose truth JSON is known, in the answer schema the model is asked for
// (worker/parse/ai/prompt.ts): each line's role, section kind and entry start come from aligning the truth with the
// lines (eval/parser/model/label.ts, the line model's own labeller), spans merged into ranges. The answers in
// test/fixtures/ai-reader/ are made this way, then edited by hand into the bad answers the tests replay: they stand
// in for a model's answer to exercise the code paths and are not output of any language model.
//   npx tsx eval/parser/ai/answer-from-truth.ts <file.pdf> [truth.json] > answer.json
import { readFileSync } from "node:fs";
import { linesFromPages, readPdfPages } from "../../../worker/parse/index.ts";
import type { LineReading } from "../../../worker/parse/roles/types.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { labelLines } from "../model/label.ts";

/** Readings → the answer's ranges (consecutive lines with one value make one range). */
export function answerOf(readings: readonly Pick<LineReading, "role" | "section" | "entryStart">[]) {
  const ranges = <K extends string>(key: string, value: (r: (typeof readings)[number]) => K) => {
    const out: Record<string, number | K>[] = [];
    readings.forEach((r, n) => {
      const last = out[out.length - 1];
      if (last && last[key] === value(r) && last.to === n - 1) last.to = n;
      else out.push({ from: n, to: n, [key]: value(r) });
    });
    return out;
  };
  return {
    sections: ranges("kind", (r) => r.section),
    roles: ranges("role", (r) => r.role),
    entries: readings.flatMap((r, n) => (r.entryStart ? [n] : [])),
  };
}

async function main() {
  const [pdf, truthPath] = process.argv.slice(2);
  if (!pdf) throw new Error("usage: answer-from-truth.ts <file.pdf> [truth.json]");
  const truth = JSON.parse(readFileSync(truthPath ?? pdf.replace(/\.pdf$/, ".json"), "utf8")) as StoredRecord;
  const { lines } = linesFromPages(await readPdfPages(new Uint8Array(readFileSync(pdf))));
  console.log(JSON.stringify(answerOf(labelLines(lines, truth)), null, 1));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) await main();
