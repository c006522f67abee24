// Turns one posting as its repository stores it (Markdown, HTML inside Markdown, Hugo/Jekyll/Grav front
// matter, ERB) into the plain text a person would paste from the rendered page: the title first, then the
// body with list items as "- " lines, ending before the first line that holds the optional argument.
// Reads stdin, writes stdout. No dependencies, so the rebuild is exact.
import { readFileSync } from "node:fs";

const cutAt = process.argv[2];
let src = readFileSync(0, "utf8").replace(/\r\n?/g, "\n");
if (cutAt && src.includes(cutAt)) src = src.slice(0, src.lastIndexOf("\n", src.indexOf(cutAt)));
let title = "";
let body = src;
const front = /^(---|\+\+\+)\n([\s\S]*?)\n\1\n/.exec(src);
if (front) {
  const t = /^title\s*[:=]\s*["']?(.*?)["']?\s*$/m.exec(front[2]);
  if (t) title = t[1];
  body = src.slice(front[0].length);
}
const entities = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", ndash: "–", mdash: "—", hellip: "…", bull: "•" };
const text = body
  .replace(/<%[\s\S]*?%>/g, "")
  .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
  .replace(/<li[^>]*>/gi, "\n- ")
  .replace(/<\/(p|div|ul|ol|h[1-6]|li|tr)>|<br\s*\/?>/gi, "\n")
  .replace(/<[^>]+>/g, "")
  .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e) =>
    e[0] === "#" ? String.fromCodePoint(e[1].toLowerCase() === "x" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (entities[e.toLowerCase()] ?? m),
  )
  .replace(/\uFEFF/g, "")
  .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
  .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
  .replace(/\{:[^}]*\}|\{(target|rel)=[^}]*\}/g, "") // kramdown and markdown-it attribute lists
  .replace(/^#{1,6}\s*/gm, "")
  .replace(/\*\*|__/g, "")
  .replace(/^\s*[*+•]\s+/gm, "- ")
  .replace(/^-{3,}\s*$/gm, "")
  .replace(/[ \t]+$/gm, "")
  .replace(/\n{3,}/g, "\n\n")
  .trim();
process.stdout.write(`${title && !text.startsWith(title) ? `${title}\n\n` : ""}${text}\n`);
