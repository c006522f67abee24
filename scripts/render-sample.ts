// Render a sample resume to a PDF file: `npm run render:sample -- out.pdf [short|two-page|three-page] [Letter] [name]`.
import { writeFileSync } from "node:fs";
import { renderResumePdf } from "../worker/render/index.ts";
import { sampleResume, type SampleSize } from "../test/samples/resumes.ts";
import { nodeFontLibrary } from "./lib/fonts.ts";

const [out, size = "two-page", pageSize = "A4", name] = process.argv.slice(2);
if (!out) {
  console.error("usage: npm run render:sample -- <out.pdf> [short|two-page|three-page] [A4|Letter] [name]");
  process.exit(2);
}
if (!["short", "two-page", "three-page"].includes(size)) {
  console.error(`unknown size '${size}': use short, two-page or three-page`);
  process.exit(2);
}
const bytes = await renderResumePdf(sampleResume(size as SampleSize, name), {
  pageSize: pageSize === "Letter" ? "Letter" : "A4",
  fonts: nodeFontLibrary(),
});
writeFileSync(out, bytes);
console.log(`wrote ${out} (${bytes.length} bytes)`);
