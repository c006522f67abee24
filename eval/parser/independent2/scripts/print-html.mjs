// Prints a local HTML file to PDF with Debian's Chromium (no network: only file: and data: URLs load).
// usage: node print-html.mjs <in.html> <out.pdf> [Letter|A4] [scale] [playwright-core dir]
// scale (0.1-2) shrinks the page as a browser's print dialog does; a page designed wider than the paper needs it so
// that nothing is cut off at the right edge.
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [input, out, format = "A4", scaleArg = "1", pwDir = resolve(dirname(new URL(import.meta.url).pathname), "../../../../node_modules/playwright-core")] =
  process.argv.slice(2);
const scale = Number(scaleArg);
if (!(scale >= 0.1 && scale <= 2)) throw new Error(`bad scale ${scaleArg}`);
const { chromium } = createRequire(resolve(pwDir, "package.json"))(resolve(pwDir, "index.js"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.route("**/*", (r) => (/^(file|data):/.test(r.request().url()) ? r.continue() : r.abort()));
await page.goto(pathToFileURL(resolve(input)).href, { waitUntil: "load", timeout: 20000 }).catch(() => {});
await page.pdf({ path: out, format, scale, printBackground: true, margin: { top: "15mm", bottom: "15mm", left: "15mm", right: "15mm" } });
await browser.close();
console.log(`${out} from ${input}`);
