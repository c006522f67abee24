// Render a sample resume to a PDF file:
// `npm run render:sample -- out.pdf [short|two-page|three-page|rich] [A4|Letter] [name] [--design classic|compact|modern]`.
import { writeFileSync } from "node:fs";
import { isDesignId, renderResume } from "../worker/render/index.ts";
import { richResume, sampleResume, type SampleSize } from "../test/samples/resumes.ts";
import { nodeFontLibrary } from "./lib/fonts.ts";

const args = process.argv.slice(2);
const flag = args.indexOf("--design");
const design = flag >= 0 ? args.splice(flag, 2)[1] : "classic";
const [out, size = "two-page", pageSize = "A4", name] = args;
if (!out) {
  console.error(
    "usage: npm run render:sample -- <out.pdf> [short|two-page|three-page|rich] [A4|Letter] [name] [--design classic|compact|modern]",
  );
  process.exit(2);
}
if (!["short", "two-page", "three-page", "rich"].includes(size)) {
  console.error(`unknown size '${size}': use short, two-page, three-page or rich`);
  process.exit(2);
}
if (!isDesignId(design)) {
  console.error(`unknown design '${design}': use classic, compact or modern`);
  process.exit(2);
}
const record = size === "rich" ? richResume(name) : sampleResume(size as SampleSize, name);
const result = await renderResume(record, { pageSize: pageSize === "Letter" ? "Letter" : "A4", design, fonts: nodeFontLibrary() });
writeFileSync(out, result.pdf);
console.log(`wrote ${out} (${result.pdf.length} bytes, ${result.pages} pages, ${design}, tightened ${result.fitLevel})`);
