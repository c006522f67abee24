// Renders a JSON Resume file with an npm theme and prints it to PDF with Debian's Chromium.
// Run from the held-out folder (its package.json holds the themes): the theme is resolved from there, not from
// this repository. usage: node render-jsonresume.mjs <resume.json> <theme-package> <out.pdf> [playwright-core dir]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [input, theme, out, pwDir = resolve(dirname(new URL(import.meta.url).pathname), "../../../../node_modules/playwright-core")] =
  process.argv.slice(2);
const resume = JSON.parse(readFileSync(input, "utf8"));
// These themes predate JSON Resume v1, which renamed work[].company to work[].name: give them the old key so the
// employer is printed (the wording is unchanged; the truth script reads either key).
for (const w of resume.work ?? []) if (w.name && !w.company) w.company = w.name;

// Prefer the theme's ES module entry: some themes' CommonJS builds require ESM-only dependencies.
const themeDir = resolve("node_modules", theme);
const pkg = JSON.parse(readFileSync(join(themeDir, "package.json"), "utf8"));
const dot = pkg.exports?.["."] ?? pkg.exports;
const esm = typeof dot === "object" ? (dot.import?.default ?? dot.import) : undefined;
const entry = typeof esm === "string" ? esm : (pkg.module ?? pkg.main ?? "index.js");
let mod;
try {
  mod = await import(pathToFileURL(join(themeDir, entry)).href);
} catch {
  mod = createRequire(resolve("package.json"))(theme);
}
const render = mod.render ?? mod.default?.render ?? mod.default;
const html = await render(resume);

// The printed HTML is kept in ../html/ next to the PDFs' folder, for inspection.
const htmlPath = resolve(join(dirname(out), "..", "html", basename(out).replace(/\.pdf$/, ".html")));
mkdirSync(dirname(htmlPath), { recursive: true });
writeFileSync(htmlPath, html);
const { chromium } = createRequire(resolve(pwDir, "package.json"))(resolve(pwDir, "index.js"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
// No network here: only local files load, so remote fonts or CSS cannot stall the print.
await page.route("**/*", (r) => (/^(file|data):/.test(r.request().url()) ? r.continue() : r.abort()));
await page.goto(pathToFileURL(htmlPath).href, { waitUntil: "load", timeout: 20000 }).catch(() => {});
await page.pdf({ path: out, format: "A4", printBackground: true, margin: { top: "12mm", bottom: "12mm", left: "10mm", right: "10mm" } });
await browser.close();
console.log(`${out} from ${input} with ${theme}`);
