// Render a sample resume to a PDF file: `npm run render:sample -- out.pdf [short|two-page|three-page] [Letter] [name]`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderResumePdf } from "../worker/render/index.ts";
import { sampleResume, type SampleSize } from "../worker/render/samples.ts";

const [out, size = "two-page", pageSize = "A4", name] = process.argv.slice(2);
if (!out) {
  console.error("usage: npm run render:sample -- <out.pdf> [short|two-page|three-page] [A4|Letter] [name]");
  process.exit(2);
}
if (!["short", "two-page", "three-page"].includes(size)) {
  console.error(`unknown size '${size}': use short, two-page or three-page`);
  process.exit(2);
}
const fontDir = path.join(import.meta.dirname, "../worker/render/fonts");
const font = (face: string) => new Uint8Array(readFileSync(path.join(fontDir, `NotoSans-${face}.ttf.bin`)));
const bytes = await renderResumePdf(sampleResume(size as SampleSize, name), {
  pageSize: pageSize === "Letter" ? "Letter" : "A4",
  fonts: { regular: font("Regular"), bold: font("Bold"), italic: font("Italic") },
});
writeFileSync(out, bytes);
console.log(`wrote ${out} (${bytes.length} bytes)`);
