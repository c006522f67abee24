// Debug view of the parser's middle stages: npx tsx scripts/parse-tools/lines.ts <file.pdf> [--entries]
// Prints each line in reading order with its page/column, position, size, bullet flag and section.
import { readFileSync } from "node:fs";
import { dropPageFurniture, medianSize, pageChunks, plainWhenAllBold } from "../../worker/parse/chunks.ts";
import { extractPages, openDocument } from "../../worker/parse/extract.ts";
import { pageLines, setPitch } from "../../worker/parse/layout.ts";
import { groupEntries } from "../../worker/parse/entries.ts";
import { splitSections } from "../../worker/parse/sections.ts";
import type { Line } from "../../worker/parse/types.ts";

const doc = await openDocument(new Uint8Array(readFileSync(process.argv[2] ?? "")));
const pages = await extractPages(doc, () => false);
const chunks = dropPageFurniture(pages, pages.map(pageChunks));
plainWhenAllBold(chunks.flat());
const lines: Line[] = [];
for (const [i, p] of pages.entries()) lines.push(...pageLines(chunks[i] ?? [], p.shapes, p.rules));
setPitch(lines);
const body = medianSize(chunks.flat());
const styleOf = (l: Line) => l.segs.map((g) => g.parts.map((p) => (p.bold ? "B" : "") + (p.italic ? "I" : "") || "-").join("")).join("/");
for (const s of splitSections(lines, body)) {
  const h = s.headingLine;
  console.log(
    `== ${s.kind} "${s.heading}"${h ? `  [p${h.page} s${h.slot} y${h.y.toFixed(0)} x${h.x0.toFixed(0)} ${h.size.toFixed(1)} ${styleOf(h)}${h.ruled ? " _" : ""}]` : ""}`,
  );
  for (const l of s.lines) {
    const style = l.segs.map((g) => g.parts.map((p) => (p.bold ? "B" : "") + (p.italic ? "I" : "") || "-").join("")).join("/");
    console.log(
      `p${l.page} s${l.slot} y${l.y.toFixed(0).padStart(4)} x${l.x0.toFixed(0).padStart(4)}-${l.x1.toFixed(0).padStart(4)} r${l.colRight.toFixed(0)} g${Number.isFinite(l.gapAbove) ? l.gapAbove.toFixed(0) : "-"} ${l.size.toFixed(1)} ${l.bullet ? "•" : " "}${l.ruled ? "_" : " "} ${style.padEnd(6)} ${l.segs.map((g) => g.text).join(" ‖ ")}`,
    );
  }
  // --entries: how the entry sections were grouped (header lines, then body items).
  if (process.argv.includes("--entries") && (s.kind === "work" || s.kind === "projects" || s.kind === "education"))
    for (const e of groupEntries(s.lines, s.kind, body)) {
      console.log(`  [entry] ${e.header.map((l) => l.segs.map((g) => g.text).join(" ‖ ")).join(" / ")}`);
      for (const it of e.body) console.log(`      ${it.bullet ? "•" : "-"} ${it.text}`);
    }
}
