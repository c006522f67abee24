// Typesets a corpus resume as HTML (Chromium), flat ODT (LibreOffice) or LaTeX, and derives its ground truth.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import type { CorpusExtra, CorpusResume } from "./types.ts";

export function groundTruth(r: CorpusResume): StoredRecord {
  const additional: Record<string, string[]> = {};
  for (const x of r.extra) {
    if (x.style === "labeled" && x.labels?.some((l) => l.key)) {
      for (const l of x.labels) additional[l.key ?? x.key] = [...(additional[l.key ?? x.key] ?? []), ...l.items];
    } else additional[x.key] = [...(additional[x.key] ?? []), ...x.items];
  }
  return {
    personal_info: { name: r.name, phone: r.phone, email: r.email },
    experiences: {
      work_experiences: r.work.map((w) => ({ company: w.company, title: w.title, dates: w.dates, responsibilities: w.bullets })),
      projects: (r.projects ?? []).map((p) => ({ title: p.title, responsibilities: p.bullets })),
    },
    education: r.education.map((e) => ({ degree: e.degree, institution: e.institution, dates: e.dates, details: e.details ?? [] })),
    additional_information: additional,
  };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

// ---------------------------------------------------------------- HTML (Chromium)

function htmlList(r: CorpusResume, items: string[]): string {
  if (items.length === 0) return "";
  if (r.bullet === "none") return items.map((b) => `<p class="resp">${esc(b)}</p>`).join("");
  if (r.bullet === "disc") return `<ul class="disc">${items.map((b) => `<li>${esc(b)}</li>`).join("")}</ul>`;
  return `<ul class="glyph">${items.map((b) => `<li><span class="g">${esc(r.bullet)}</span>${esc(b)}</li>`).join("")}</ul>`;
}

function htmlExtra(r: CorpusResume, x: CorpusExtra): string {
  let body: string;
  if (x.style === "comma") body = `<p>${esc(x.items.join(", "))}</p>`;
  else if (x.style === "pipe") body = `<p>${esc(x.items.join(" | "))}</p>`;
  else if (x.style === "pills") body = `<div class="pills">${x.items.map((i) => `<span>${esc(i)}</span>`).join("")}</div>`;
  else if (x.style === "labeled") body = (x.labels ?? []).map((l) => `<p><b>${esc(l.label)}:</b> ${esc(l.items.join(", "))}</p>`).join("");
  else body = htmlList(r, x.items);
  return `<section><h2>${esc(x.heading)}</h2>${body}</section>`;
}

function htmlJobs(r: CorpusResume): string {
  if (!r.headings.work || r.work.length === 0) return "";
  const seps = [", ", " — ", " | ", " at "];
  const sep = seps[hash(r.id) % seps.length];
  const jobs = r.work.map((w) => {
    if (r.template === "modern") {
      return `<div class="job"><div class="mco">${esc(w.company)}</div><div>${esc(w.title)}</div><div class="muted">${esc([w.dates, w.location].filter(Boolean).join(" · "))}</div>${htmlList(r, w.bullets)}</div>`;
    }
    if (r.template === "margin-dates") {
      return `<div class="mrow"><div class="mdate">${esc(w.dates)}</div><div><div><b>${esc(w.title)}</b></div><div class="co">${esc(w.company)}</div>${htmlList(r, w.bullets)}</div></div>`;
    }
    if (r.template === "two-column") {
      return `<div class="job"><div><b>${esc(w.title)}</b></div><div class="row"><span>${esc(w.company)}</span><span class="muted">${esc(w.dates)}</span></div>${htmlList(r, w.bullets)}</div>`;
    }
    if (r.order === "company-first") {
      return `<div class="job"><div class="row"><b>${esc(w.company)}</b><span>${esc(w.location ?? "")}</span></div><div class="row"><i>${esc(w.title)}</i><span>${esc(w.dates)}</span></div>${htmlList(r, w.bullets)}</div>`;
    }
    return `<div class="job"><div class="row"><span><b>${esc(w.title)}</b>${esc(sep + w.company)}</span><span>${esc(w.dates)}</span></div>${htmlList(r, w.bullets)}</div>`;
  });
  return `<section><h2>${esc(r.headings.work)}</h2>${jobs.join("")}</section>`;
}

function htmlProjects(r: CorpusResume): string {
  if (!r.projects?.length || !r.headings.projects) return "";
  return `<section><h2>${esc(r.headings.projects)}</h2>${r.projects.map((p) => `<div class="job"><div><b>${esc(p.title)}</b></div>${htmlList(r, p.bullets)}</div>`).join("")}</section>`;
}

function htmlEducation(r: CorpusResume): string {
  const items = r.education.map((e) => {
    const details = (e.details ?? []).map((d) => `<div class="detail">${esc(d)}</div>`).join("");
    if (r.template === "margin-dates") {
      return `<div class="mrow"><div class="mdate">${esc(e.dates)}</div><div><div><b>${esc(e.degree)}</b></div><div class="co">${esc(e.institution)}</div>${details}</div></div>`;
    }
    if (r.order === "company-first") {
      return `<div class="job"><div class="row"><b>${esc(e.institution)}</b><span></span></div><div class="row"><i>${esc(e.degree)}</i><span>${esc(e.dates)}</span></div>${details}</div>`;
    }
    if (r.template === "two-column" || r.template === "sidebar" || r.template === "modern") {
      return `<div class="job"><div><b>${esc(e.degree)}</b></div><div>${esc(e.institution)}</div><div class="muted">${esc(e.dates)}</div>${details}</div>`;
    }
    return `<div class="job"><div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>${details}</div>`;
  });
  return `<section><h2>${esc(r.headings.education)}</h2>${items.join("")}</section>`;
}

const headingCss: Record<string, string> = {
  "upper-rule": "h2{font-size:1.08em;text-transform:uppercase;border-bottom:1px solid #444;padding-bottom:2px}",
  "title-bold": "h2{font-size:1.25em}",
  spaced: "h2{font-size:1em;text-transform:uppercase;letter-spacing:3px}",
  "small-caps": "h2{font-size:1.3em;font-variant:small-caps;font-weight:normal}",
  colored: "h2{font-size:1.15em;color:#1f6f8b}",
};

export function toHtml(r: CorpusResume): string {
  const contactBits = [r.email, r.phone, r.location, ...(r.links ?? [])].filter(Boolean) as string[];
  const seps = [" · ", " | ", " • ", "  ·  "];
  const contactLine = contactBits.map(esc).join(esc(seps[hash(`${r.id}c`) % seps.length]!));
  const summary = r.summary && r.headings.summary ? `<section><h2>${esc(r.headings.summary)}</h2><p>${esc(r.summary)}</p></section>` : "";
  const margin = r.printHeaders ? "" : "@page{size:A4;margin:14mm 15mm}";
  const css = `${margin}
body{font-family:'${r.font ?? "Liberation Sans"}',sans-serif;font-size:${r.fontSize ?? 10.5}pt;color:#111;margin:0;line-height:${r.leading ?? 1.3}}
h2{margin:${r.leading ? 18 : 12}px 0 5px}
.job{margin-bottom:${r.leading ? 12 : 7}px}
h1{font-size:2.1em;margin:0 0 4px}
h2{margin:12px 0 5px}
${headingCss[r.headingStyle ?? "upper-rule"]}
p{margin:2px 0}
.row{display:flex;justify-content:space-between;gap:12px}
.job{margin:0 0 7px}
ul{margin:2px 0 4px;padding-left:18px}
li,p{orphans:1;widows:1}
ul.glyph{list-style:none;padding-left:14px}
ul.glyph li{text-indent:-12px}
ul.glyph .g{display:inline-block;width:12px;text-indent:0}
.resp{margin:1px 0 1px 10px}
.co{font-style:italic}
.muted{color:#555}
.detail{font-size:.95em}
.mrow{display:grid;grid-template-columns:30mm 1fr;gap:6px;margin-bottom:7px}
.two{display:grid;grid-template-columns:58% 1fr;gap:8mm}
.side{display:grid;grid-template-columns:32% 1fr;gap:6mm}
.sidebar{background:#eef2f6;padding:4mm}
.sidebar .c div{margin-bottom:3px}
.pills span{display:inline-block;border:1px solid #9ab;border-radius:8px;padding:1px 7px;margin:0 5px 5px 0}
.mco{font-weight:bold;font-size:1.1em}
.tagline{font-size:1.2em;color:#345;margin-bottom:4px}
.labels{display:flex;gap:24px}
${r.template === "modern" ? "h2{border-left:5px solid #2a6f97;padding-left:8px;text-transform:none;letter-spacing:0;border-bottom:none}" : ""}`;
  let body: string;
  if (r.template === "two-column") {
    body = `<h1>${esc(r.name)}</h1><p>${contactLine}</p>${summary}<div class="two"><div>${htmlJobs(r)}${htmlProjects(r)}</div><div>${htmlEducation(r)}${r.extra.map((x) => htmlExtra(r, x)).join("")}</div></div>`;
  } else if (r.template === "sidebar") {
    const contact = `<section><h2>Contact</h2><div class="c">${contactBits.map((c) => `<div>${esc(c)}</div>`).join("")}</div></section>`;
    body = `<div class="side"><div class="sidebar">${contact}${r.extra.map((x) => htmlExtra(r, x)).join("")}</div><div><h1>${esc(r.name)}</h1>${summary}${htmlJobs(r)}${htmlProjects(r)}${htmlEducation(r)}</div></div>`;
  } else if (r.template === "modern") {
    const labelled = [
      ["Email", r.email],
      ["Phone", r.phone],
      ["Location", r.location],
    ]
      .filter(([, v]) => v)
      .map(([k, v]) => `<span>${k}: ${esc(v!)}</span>`)
      .join("");
    body = `<h1>${esc(r.name)}</h1><div class="tagline">${esc(r.tagline ?? "")}</div><div class="labels">${labelled}</div>${summary}${htmlJobs(r)}${htmlProjects(r)}${htmlEducation(r)}${r.extra.map((x) => htmlExtra(r, x)).join("")}`;
  } else {
    body = `<h1>${esc(r.name)}</h1><p>${contactLine}</p>${summary}${htmlJobs(r)}${htmlProjects(r)}${htmlEducation(r)}${r.extra.map((x) => htmlExtra(r, x)).join("")}`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.name)} – Resume</title><style>${css}</style></head><body>${body}</body></html>\n`;
}

// ---------------------------------------------------------------- Flat ODT (LibreOffice)

const xesc = esc;

export function toFodt(r: CorpusResume): string {
  const size = r.fontSize ?? 11;
  const upper = r.headingStyle === "upper-rule";
  const h = (t: string) => `<text:p text:style-name="H">${xesc(upper ? t.toUpperCase() : t)}</text:p>`;
  const list = (items: string[]) =>
    r.bullet === "none"
      ? items.map((b) => `<text:p text:style-name="Body">${xesc(b)}</text:p>`).join("")
      : `<text:list text:style-name="L1">${items.map((b) => `<text:list-item><text:p text:style-name="Item">${xesc(b)}</text:p></text:list-item>`).join("")}</text:list>`;
  const parts: string[] = [];
  parts.push(`<text:p text:style-name="Name">${xesc(r.name)}</text:p>`);
  parts.push(`<text:p text:style-name="Body">${xesc([r.email, r.phone, r.location].filter(Boolean).join("  |  "))}</text:p>`);
  if (r.summary && r.headings.summary) parts.push(h(r.headings.summary), `<text:p text:style-name="Body">${xesc(r.summary)}</text:p>`);
  const tableRow = (left: string, cells: string[]) =>
    `<table:table-row><table:table-cell table:style-name="TC"><text:p text:style-name="Body">${xesc(left)}</text:p></table:table-cell><table:table-cell table:style-name="TC">${cells.join("")}</table:table-cell></table:table-row>`;
  const table = (rows: string[]) =>
    `<table:table table:style-name="T"><table:table-column table:style-name="TA"/><table:table-column table:style-name="TB"/>${rows.join("")}</table:table>`;
  if (r.template === "margin-dates" && r.headings.work && r.work.length) {
    parts.push(h(r.headings.work));
    parts.push(
      table(
        r.work.map((w) =>
          tableRow(w.dates, [
            `<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(w.title)}</text:span></text:p>`,
            `<text:p text:style-name="Body"><text:span text:style-name="I">${xesc(w.company)}</text:span></text:p>`,
            list(w.bullets),
          ]),
        ),
      ),
    );
  } else if (r.headings.work && r.work.length) {
    parts.push(h(r.headings.work));
    for (const w of r.work) {
      if (r.order === "company-first") {
        parts.push(
          `<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(w.company)}</text:span><text:tab/>${xesc(w.location ?? "")}</text:p>`,
        );
        parts.push(
          `<text:p text:style-name="Entry"><text:span text:style-name="I">${xesc(w.title)}</text:span><text:tab/>${xesc(w.dates)}</text:p>`,
        );
      } else {
        parts.push(
          `<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(w.title)}</text:span>, ${xesc(w.company)}<text:tab/>${xesc(w.dates)}</text:p>`,
        );
      }
      parts.push(list(w.bullets));
    }
  }
  if (r.projects?.length && r.headings.projects) {
    parts.push(h(r.headings.projects));
    for (const p of r.projects)
      parts.push(`<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(p.title)}</text:span></text:p>`, list(p.bullets));
  }
  parts.push(h(r.headings.education));
  if (r.template === "margin-dates") {
    parts.push(
      table(
        r.education.map((e) =>
          tableRow(e.dates, [
            `<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(e.degree)}</text:span></text:p>`,
            `<text:p text:style-name="Body">${xesc(e.institution)}</text:p>`,
            ...(e.details ?? []).map((d) => `<text:p text:style-name="Body">${xesc(d)}</text:p>`),
          ]),
        ),
      ),
    );
  } else
    for (const e of r.education) {
      parts.push(
        `<text:p text:style-name="Entry"><text:span text:style-name="B">${xesc(e.degree)}</text:span> – ${xesc(e.institution)}<text:tab/>${xesc(e.dates)}</text:p>`,
      );
      for (const d of e.details ?? []) parts.push(`<text:p text:style-name="Body">${xesc(d)}</text:p>`);
    }
  for (const x of r.extra) {
    parts.push(h(x.heading));
    if (x.style === "labeled")
      parts.push(
        (x.labels ?? [])
          .map(
            (l) =>
              `<text:p text:style-name="Body"><text:span text:style-name="B">${xesc(l.label)}:</text:span> ${xesc(l.items.join(", "))}</text:p>`,
          )
          .join(""),
      );
    else if (x.style === "bullets") parts.push(list(x.items));
    else parts.push(`<text:p text:style-name="Body">${xesc(x.items.join(x.style === "pipe" ? " | " : ", "))}</text:p>`);
  }
  const bulletChar = r.bullet === "none" ? "•" : r.bullet;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'"/><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:line-height="${Math.round((r.leading ?? 1.15) * 100)}%"/><style:text-properties style:font-name="Liberation Serif" fo:font-size="${size}pt" fo:language="en" fo:country="GB"/></style:default-style>
<style:style style:name="Body" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.06cm"/></style:style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="${size * 2}pt" fo:font-weight="bold"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.12cm" fo:border-bottom="${upper ? "0.5pt solid #000000" : "none"}"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="${size + 2}pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Item" style:family="paragraph"/>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#666666"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="${xesc(bulletChar)}"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.9cm" fo:text-indent="-0.5cm" fo:margin-left="0.9cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles><style:style style:name="T" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style><style:style style:name="TA" style:family="table-column"><style:table-column-properties style:column-width="3.2cm"/></style:style><style:style style:name="TB" style:family="table-column"><style:table-column-properties style:column-width="13.8cm"/></style:style><style:style style:name="TC" style:family="table-cell"><style:table-cell-properties fo:padding-bottom="0.15cm" fo:border="none"/></style:style><style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">${r.footer ? `<style:footer><text:p text:style-name="Footer">${xesc(r.name)} — CV — Page <text:page-number text:select-page="current"/> / <text:page-count/></text:p></style:footer>` : ""}</style:master-page></office:master-styles>
<office:body><office:text>
${parts.join("\n")}
</office:text></office:body></office:document>
`;
}

// ---------------------------------------------------------------- LaTeX

const tex = (s: string) =>
  s
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/–/g, "--")
    .replace(/—/g, "---");

export function toTex(r: CorpusResume): string {
  const sc = r.headingStyle === "small-caps";
  const sec = (t: string) =>
    sc
      ? `\\par\\medskip{\\large\\scshape ${tex(t)}}\\par\\smallskip`
      : `\\par\\medskip{\\large\\bfseries ${tex(t.toUpperCase())}}\\par\\vspace{-2pt}\\hrule\\smallskip`;
  const items = (xs: string[]) =>
    xs.length
      ? `\\begin{itemize}\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}\n${xs.map((x) => `\\item ${tex(x)}`).join("\n")}\n\\end{itemize}`
      : "";
  const out: string[] = [];
  const pt = r.fontSize ?? 10;
  out.push(
    `\\documentclass[${pt}pt]{article}\n\\usepackage[utf8]{inputenc}\n\\usepackage[a4paper,margin=2cm]{geometry}\n${pt >= 12 ? "\\linespread{2.6}\n" : ""}\\setlength{\\parindent}{0pt}\n\\begin{document}`,
  );
  out.push(
    `\\begin{center}{\\LARGE\\bfseries ${tex(r.name)}}\\\\[3pt]${[r.email, r.phone, r.location, ...(r.links ?? [])]
      .filter(Boolean)
      .map((x) => tex(x as string))
      .join(" $\\cdot$ ")}\\end{center}`,
  );
  if (r.summary && r.headings.summary) out.push(sec(r.headings.summary), tex(r.summary));
  if (r.headings.work && r.work.length) {
    out.push(sec(r.headings.work));
    for (const w of r.work) {
      if (r.order === "company-first")
        out.push(`\\textbf{${tex(w.company)}} \\hfill ${tex(w.location ?? "")}\\\\\n\\textit{${tex(w.title)}} \\hfill ${tex(w.dates)}`);
      else out.push(`\\textbf{${tex(w.title)}}, ${tex(w.company)} \\hfill ${tex(w.dates)}`);
      out.push(items(w.bullets));
    }
  }
  if (r.projects?.length && r.headings.projects) {
    out.push(sec(r.headings.projects));
    for (const p of r.projects) out.push(`\\textbf{${tex(p.title)}}`, items(p.bullets));
  }
  out.push(sec(r.headings.education));
  for (const e of r.education) {
    out.push(`\\textbf{${tex(e.degree)}}, ${tex(e.institution)} \\hfill ${tex(e.dates)}\\par`);
    if (e.details?.length) out.push(items(e.details));
  }
  for (const x of r.extra) {
    out.push(sec(x.heading));
    if (x.style === "bullets") out.push(items(x.items));
    else if (x.style === "labeled")
      out.push((x.labels ?? []).map((l) => `\\textbf{${tex(l.label)}:} ${tex(l.items.join(", "))}\\par`).join("\n"));
    else out.push(`${tex(x.items.join(x.style === "pipe" ? " | " : ", "))}\\par`);
  }
  out.push("\\end{document}\n");
  return out.join("\n\n");
}
