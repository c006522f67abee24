// Turns a held-out resume into the source document its template stands for (HTML or LaTeX).
// Every printed field comes from the truth, so the ground truth JSON is the source, not the parser's output.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { fodt, printheader, sidebarname } from "./templates-more.ts";
import type { HoldoutResume } from "./types.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function contactParts(r: HoldoutResume): string[] {
  const p = r.truth.personal_info;
  return [p.phone, p.email, ...(r.contactExtra ?? [])];
}

function htmlList(items: string[], bullet: string | undefined): string {
  if (bullet === "numbers") return `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ol>`;
  const glyph = bullet ?? "•";
  return `<ul style='list-style-type:"${glyph}  "'>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`;
}

function htmlPage(css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>@page{size:A4;margin:14mm 16mm}${css}</style></head><body>${body}</body></html>\n`;
}

const additional = (t: StoredRecord) => Object.entries(t.additional_information);

// ---------- gdocs ----------
function gdocs(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5pt;color:#222}
h1{font-size:24pt;margin:0 0 4px;font-weight:400;${r.centered ? "text-align:center" : ""}}
.contact{${r.centered ? "text-align:center;" : ""}margin-bottom:10px}
h2{font-size:12.5pt;color:#1a5276;border-bottom:1px solid #aaa;margin:14px 0 6px;padding-bottom:2px}
.row{display:flex;justify-content:space-between}.role{margin-top:8px}ul{margin:3px 0 0 0;padding-left:18px}li{margin:1px 0}
.sub{font-style:italic}`;
  let b = `<h1>${esc(t.personal_info.name)}</h1><div class="contact">${contactParts(r).map(esc).join(" | ")}</div>`;
  if (r.summary) b += `<h2>Summary</h2><p>${esc(r.summary)}</p>`;
  const jobs = t.experiences.work_experiences;
  if (jobs.length) {
    b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
    if (r.groupRoles) {
      const companies = [...new Set(jobs.map((j) => j.company))];
      for (const c of companies) {
        b += `<div class="role"><b>${esc(c)}</b></div>`;
        for (const j of jobs.filter((x) => x.company === c))
          b += `<div class="row sub"><span>${esc(j.title)}</span><span>${esc(j.dates)}</span></div>${htmlList(j.responsibilities, r.bullet)}`;
      }
    } else
      for (const j of jobs) {
        const head = r.titleFirst === false ? `<b>${esc(j.company)}</b> — ${esc(j.title)}` : `<b>${esc(j.title)}</b>`;
        b += `<div class="role row"><span>${head}</span><span>${esc(j.dates)}</span></div>`;
        if (r.titleFirst !== false) b += `<div class="sub">${esc(j.company)}</div>`;
        b += htmlList(j.responsibilities, r.bullet);
      }
  }
  if (t.experiences.projects.length) {
    b += `<h2>${esc(r.headings.projects ?? "Projects")}</h2>`;
    for (const p of t.experiences.projects) b += `<div class="role"><b>${esc(p.title)}</b></div>${htmlList(p.responsibilities, r.bullet)}`;
  }
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    b += `<div class="role row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>${e.details.length ? htmlList(e.details, r.bullet) : ""}`;
  for (const [k, v] of additional(t)) b += `<h2>${esc(k)}</h2><p>${v.map(esc).join(", ")}</p>`;
  return htmlPage(css, b);
}

// ---------- sidebar ----------
function sidebar(r: HoldoutResume): string {
  const t = r.truth;
  const side = r.sidebarSections ?? [];
  const acc = r.accent ?? "#234";
  const css = `@page{margin:0}body{margin:0;font-family:"Noto Sans",sans-serif;font-size:10pt;color:#333}
.wrap{display:flex;${r.sidebarRight ? "flex-direction:row-reverse;" : ""}min-height:297mm}
.side{width:31%;background:${acc};color:#fff;padding:26px 18px;box-sizing:border-box}
.main{width:69%;padding:26px 26px;box-sizing:border-box}
.side h3{font-size:11pt;letter-spacing:1px;text-transform:uppercase;border-bottom:1px solid rgba(255,255,255,.5);padding-bottom:3px;margin:18px 0 8px}
.side div{margin:3px 0}
h1{font-size:26pt;margin:0;color:${acc}}.headline{font-size:13pt;color:#777;margin-bottom:14px}
h2{font-size:13pt;color:${acc};margin:16px 0 6px;text-transform:uppercase;letter-spacing:1px}
.t{font-weight:700;margin-top:9px}.c{color:#777}ul{margin:3px 0;padding-left:16px}`;
  let s = `<h3>Contact</h3>${contactParts(r)
    .map((c) => `<div>${esc(c)}</div>`)
    .join("")}`;
  for (const k of side) s += `<h3>${esc(k)}</h3>${(t.additional_information[k] ?? []).map((i) => `<div>${esc(i)}</div>`).join("")}`;
  let m = `<h1>${esc(t.personal_info.name)}</h1><div class="headline">${esc(r.headline ?? "")}</div>`;
  if (r.summary) m += `<h2>Profile</h2><p>${esc(r.summary)}</p>`;
  m += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences)
    m += `<div class="t">${esc(j.title)}</div><div class="c">${esc(j.company)} | ${esc(j.dates)}</div>${htmlList(j.responsibilities, r.bullet)}`;
  m += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education) m += `<div class="t">${esc(e.degree)}</div><div class="c">${esc(e.institution)} | ${esc(e.dates)}</div>`;
  for (const [k, v] of additional(t)) if (!side.includes(k)) m += `<h2>${esc(k)}</h2><p>${v.map(esc).join(", ")}</p>`;
  return htmlPage(css, `<div class="wrap"><div class="side">${s}</div><div class="main">${m}</div></div>`);
}

// ---------- europass ----------
function europass(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5pt;color:#333}table{width:100%;border-collapse:collapse}
td{vertical-align:top;padding:3px 6px}td.l{width:28%;text-align:right;color:#1f5fa0}
h1{font-size:18pt;font-weight:400;color:#1f5fa0}.sec td{padding-top:14px;font-size:12pt;color:#1f5fa0;text-transform:uppercase}
.sec td.r{border-bottom:1px solid #1f5fa0}ul{margin:2px 0;padding-left:14px}b{font-size:10.5pt}`;
  const p = t.personal_info;
  let rows = `<tr><td class="l">PERSONAL INFORMATION</td><td><h1>${esc(p.name)}</h1></td></tr>`;
  for (const a of r.contactExtra ?? []) rows += `<tr><td class="l">Address</td><td>${esc(a)}</td></tr>`;
  rows += `<tr><td class="l">Telephone</td><td>${esc(p.phone)}</td></tr><tr><td class="l">E-mail</td><td>${esc(p.email)}</td></tr>`;
  const sec = (h: string) => `<tr class="sec"><td class="l">${esc(h)}</td><td class="r"></td></tr>`;
  rows += sec(r.headings.work ?? "Work experience");
  for (const j of t.experiences.work_experiences)
    rows += `<tr><td class="l">${esc(j.dates)}</td><td><b>${esc(j.title)}</b><br>${esc(j.company)}${htmlList(j.responsibilities, "▪")}</td></tr>`;
  rows += sec(r.headings.education ?? "Education and training");
  for (const e of t.education)
    rows += `<tr><td class="l">${esc(e.dates)}</td><td><b>${esc(e.degree)}</b><br>${esc(e.institution)}</td></tr>`;
  rows += sec("Personal skills");
  for (const [k, v] of additional(t)) rows += `<tr><td class="l">${esc(k)}</td><td>${v.map(esc).join(", ")}</td></tr>`;
  return htmlPage(css, `<table>${rows}</table>`);
}

// ---------- word (LibreOffice) ----------
function word(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Serif",serif;font-size:11pt}p{margin:0}h1{text-align:center;font-size:20pt;margin:0}
.contact{text-align:center;margin-bottom:8pt}h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #000;margin:12pt 0 4pt}
.b{margin-left:18pt;text-indent:-12pt}table{width:100%}`;
  const bullets = (items: string[]) =>
    r.bullet === "numbers"
      ? `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ol>`
      : items.map((i) => `<p class="b">${r.bullet ?? "•"}&nbsp;&nbsp;${esc(i)}</p>`).join("");
  let b = `<h1>${esc(t.personal_info.name.toUpperCase())}</h1><p class="contact">${contactParts(r).map(esc).join(" • ")}</p>`;
  if (r.summary) b += `<h2>Professional Summary</h2><p>${esc(r.summary)}</p>`;
  b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences) {
    if (r.tableDates)
      b += `<table cellpadding="0" cellspacing="0"><tr><td><b>${esc(j.title)}</b></td><td align="right">${esc(j.dates)}</td></tr></table><p><i>${esc(j.company)}</i></p>`;
    else b += `<p style="margin-top:6pt"><b>${esc(j.company)}</b>, ${esc(j.dates)}</p><p><i>${esc(j.title)}</i></p>`;
    b += bullets(j.responsibilities);
  }
  if (t.experiences.projects.length) {
    b += `<h2>${esc(r.headings.projects ?? "Projects")}</h2>`;
    for (const p of t.experiences.projects) b += `<p><b>${esc(p.title)}</b></p>${bullets(p.responsibilities)}`;
  }
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education) b += `<p><b>${esc(e.degree)}</b></p><p>${esc(e.institution)}, ${esc(e.dates)}</p>${bullets(e.details)}`;
  for (const [k, v] of additional(t)) b += `<h2>${esc(k)}</h2><p>${v.map(esc).join(" • ")}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body>${b}</body></html>\n`;
}

// ---------- paragraph ----------
function paragraph(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Noto Serif",Georgia,serif;font-size:10.5pt;line-height:1.35}h1{font-size:22pt;margin:0;font-variant:small-caps}
h2{font-size:12pt;font-variant:small-caps;letter-spacing:.5px;margin:16px 0 4px;border-bottom:2px solid #444}
.row{display:flex;justify-content:space-between;margin-top:8px}p{margin:3px 0}`;
  let b = `<h1>${esc(t.personal_info.name)}</h1><div>${contactParts(r).map(esc).join(" · ")}</div>`;
  b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences)
    b += `<div class="row"><span><b>${esc(j.title)}</b> · ${esc(j.company)}</span><i>${esc(j.dates)}</i></div>${j.responsibilities.map((x) => `<p>${esc(x)}</p>`).join("")}`;
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    b += `<div class="row"><span><b>${esc(e.degree)}</b> · ${esc(e.institution)}</span><i>${esc(e.dates)}</i></div>`;
  for (const [k, v] of additional(t)) b += `<h2>${esc(k)}</h2><p>${v.map(esc).join(", ")}</p>`;
  return htmlPage(css, b);
}

// ---------- LaTeX ----------
const tex = (s: string) =>
  s
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/–/g, "--")
    .replace(/—/g, "---")
    .replace(/€/g, "\\texteuro{}");

function texHead(font: string, spread = 1): string {
  return `\\documentclass[10pt]{article}\\linespread{${spread}}
\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}\\usepackage{${font}}\\usepackage{textcomp}
\\usepackage[a4paper,margin=1.6cm]{geometry}\\usepackage{xcolor}\\usepackage{tabularx}
\\input{glyphtounicode}\\pdfgentounicode=1
\\pagestyle{empty}\\setlength{\\parindent}{0pt}
`;
}
const texItems = (items: string[], label = "") =>
  items.length
    ? `\\begin{itemize}\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}${label ? `\\renewcommand{\\labelitemi}{${label}}` : ""}\n${items.map((i) => `\\item ${tex(i)}`).join("\n")}\n\\end{itemize}\n`
    : "";

function jake(r: HoldoutResume): string {
  const t = r.truth;
  const heading = (h: string) => `\\vspace{6pt}{\\large\\scshape ${tex(h)}}\\\\[-7pt]\\rule{\\linewidth}{0.4pt}\\\\[-2pt]\n`;
  const row = (a: string, b: string) => `\\begin{tabular*}{\\linewidth}{l@{\\extracolsep{\\fill}}r}${a} & ${b}\\end{tabular*}\\\\\n`;
  let s = `${texHead(r.font ?? "helvet")}${r.font ? "" : "\\renewcommand{\\familydefault}{\\sfdefault}"}\\begin{document}
\\begin{center}{\\Huge\\bfseries ${tex(t.personal_info.name)}}\\\\[4pt]\\small ${contactParts(r).map(tex).join(" $|$ ")}\\end{center}\n`;
  s += heading(r.headings.education ?? "Education");
  for (const e of t.education)
    s += row(`\\textbf{${tex(e.institution)}}`, tex(e.dates)) + row(`\\textit{${tex(e.degree)}}`, "") + texItems(e.details);
  s += heading(r.headings.work ?? "Experience");
  for (const j of t.experiences.work_experiences)
    s +=
      `\\vspace{3pt}` +
      row(`\\textbf{${tex(j.company)}}`, tex(j.dates)) +
      row(`\\textit{${tex(j.title)}}`, "") +
      texItems(j.responsibilities);
  if (t.experiences.projects.length) {
    s += heading(r.headings.projects ?? "Projects");
    for (const p of t.experiences.projects) s += `\\textbf{${tex(p.title)}}\\\\\n` + texItems(p.responsibilities);
  }
  for (const [k, v] of additional(t)) s += heading(k) + `${v.map(tex).join(", ")}\\\\\n`;
  return `${s}\\end{document}\n`;
}

function moderncv(r: HoldoutResume): string {
  const t = r.truth;
  const col = "\\color{blue!60!black}";
  const entry = (left: string, right: string) =>
    `\\noindent\\begin{tabularx}{\\linewidth}{@{}>{\\raggedleft\\arraybackslash}p{0.17\\linewidth}@{\\hspace{0.03\\linewidth}}X@{}}${left} & ${right}\\end{tabularx}\\par\\vspace{4pt}\n`;
  const section = (h: string) => entry(`${col}\\rule[3pt]{\\linewidth}{1.2pt}`, `{\\Large${col} ${tex(h)}}`);
  const items = (xs: string[]) =>
    xs.length
      ? `\\vspace{-4pt}\\begin{itemize}\\setlength{\\itemsep}{0pt}${xs.map((x) => `\\item ${tex(x)}`).join("\n")}\\end{itemize}\\vspace{-8pt}`
      : "";
  let s = `${texHead("helvet", r.spread)}\\renewcommand{\\familydefault}{\\sfdefault}\\usepackage{array}\\begin{document}
\\begin{minipage}[t]{0.55\\linewidth}{\\fontsize{30}{34}\\selectfont ${tex(t.personal_info.name)}}\\\\[4pt]{\\large\\itshape\\color{gray} ${tex(r.headline ?? "")}}\\end{minipage}\\hfill
\\begin{minipage}[t]{0.4\\linewidth}\\raggedleft\\small ${contactParts(r).map(tex).join("\\\\\n")}\\end{minipage}\\par\\vspace{14pt}\n`;
  s += section(r.headings.work ?? "Experience");
  for (const j of t.experiences.work_experiences)
    s += entry(`\\small ${tex(j.dates)}`, `\\textbf{${tex(j.title)}}, \\textit{${tex(j.company)}}${items(j.responsibilities)}`);
  s += section(r.headings.education ?? "Education");
  for (const e of t.education)
    s += entry(
      `\\small ${tex(e.dates)}`,
      `\\textbf{${tex(e.degree)}}, \\textit{${tex(e.institution)}}${e.details.length ? `\\newline\\small ${e.details.map(tex).join("\\newline ")}` : ""}`,
    );
  for (const [k, v] of additional(t)) s += section(k) + entry("", v.map(tex).join(", "));
  return `${s}\\end{document}\n`;
}

function latexplain(r: HoldoutResume): string {
  const t = r.truth;
  let s = `${texHead("charter")}\\begin{document}
\\begin{center}{\\LARGE ${tex(t.personal_info.name)}}\\\\[3pt]${contactParts(r).map(tex).join(" \\quad ")}\\end{center}\n`;
  const item = (xs: string[]) => texItems(xs, "--");
  s += `\\section*{${tex(r.headings.work ?? "Experience")}}\n`;
  for (const j of t.experiences.work_experiences)
    s += `\\textbf{${tex(j.title)}} \\hfill ${tex(j.dates)}\\\\\n${tex(j.company)}\n${item(j.responsibilities)}`;
  if (t.experiences.projects.length) {
    s += `\\section*{${tex(r.headings.projects ?? "Projects")}}\n`;
    for (const p of t.experiences.projects) s += `\\textbf{${tex(p.title)}}\n${item(p.responsibilities)}`;
  }
  s += `\\section*{${tex(r.headings.education ?? "Education")}}\n`;
  for (const e of t.education)
    s += `\\textbf{${tex(e.degree)}} \\hfill ${tex(e.dates)}\\\\\n${tex(e.institution)}\\par\n${item(e.details)}`;
  for (const [k, v] of additional(t)) s += `\\section*{${tex(k)}}\n${v.map(tex).join(", ")}\n`;
  return `${s}\\end{document}\n`;
}

// ---------- academic ----------
function academic(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Serif",serif;font-size:12pt;line-height:${r.spread ?? 1.45}}h1{font-size:22pt;margin:0}
h2{font-size:13.5pt;margin:22px 0 8px;border-bottom:1px solid #000}table{border-collapse:collapse;width:100%}
td{vertical-align:top;padding:4px 0}td.d{width:24%}ul,ol{margin:4px 0;padding-left:22px}li{margin:4px 0}`;
  let b = `<h1>${esc(t.personal_info.name)}</h1><div><i>${esc(r.headline ?? "")}</i></div>`;
  b += `<div>${(r.contactExtra ?? []).map(esc).join("<br>")}<br>${esc(t.personal_info.email)} · ${esc(t.personal_info.phone)}</div>`;
  const tbl = (rows: [string, string][]) =>
    `<table>${rows.map(([d, c]) => `<tr><td class="d">${esc(d)}</td><td>${c}</td></tr>`).join("")}</table>`;
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  b += tbl(
    t.education.map((e) => [e.dates, `<b>${esc(e.degree)}</b>, ${esc(e.institution)}${e.details.map((d) => `<br>${esc(d)}`).join("")}`]),
  );
  b += `<h2>${esc(r.headings.work ?? "Appointments")}</h2>`;
  b += tbl(
    t.experiences.work_experiences.map((j) => [j.dates, `<b>${esc(j.title)}</b><br>${esc(j.company)}${htmlList(j.responsibilities, "•")}`]),
  );
  for (const [k, v] of additional(t))
    b += `<h2>${esc(k)}</h2>${k.includes("Publications") ? `<ol>${v.map((x) => `<li>${esc(x)}</li>`).join("")}</ol>` : htmlList(v, "•")}`;
  return htmlPage(css, b);
}

// ---------- plain ----------
function plain(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5pt}h1{font-size:20pt;margin:0}
h2{font-size:11.5pt;margin:14px 0 4px;${r.capsHeadings ? "text-transform:uppercase;" : ""}}.row{display:flex;justify-content:space-between}
ul{margin:2px 0 6px;padding-left:18px}.t{margin-top:6px}`;
  let b = `<h1>${esc(t.personal_info.name)}</h1><div>${contactParts(r).map(esc).join(" · ")}</div>`;
  if (r.summary) b += `<h2>Summary</h2><div>${esc(r.summary)}</div>`;
  b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences) {
    if (r.datesBelow) b += `<div class="t"><b>${esc(j.title)}</b></div><div>${esc(j.company)} | ${esc(j.dates)}</div>`;
    else b += `<div class="t row"><span><b>${esc(j.company)}</b></span><span>${esc(j.dates)}</span></div><div><i>${esc(j.title)}</i></div>`;
    b += htmlList(j.responsibilities, r.bullet);
  }
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education) b += `<div class="t"><b>${esc(e.degree)}</b></div><div>${esc(e.institution)} | ${esc(e.dates)}</div>`;
  for (const [k, v] of additional(t)) b += `<h2>${esc(k)}</h2><div>${v.map(esc).join(", ")}</div>`;
  return htmlPage(css, b);
}

// ---------- twocol ----------
function twocol(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Noto Sans",sans-serif;font-size:9.5pt;color:#222}h1{font-size:24pt;margin:0}.hl{font-size:12pt;color:#555}
.cols{display:flex;gap:22px;margin-top:14px}.l{width:62%}.r{width:38%;border-left:1px solid #ccc;padding-left:16px}
h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;margin:10px 0 6px}.t{font-weight:700;margin-top:8px}.m{color:#666}
ul{margin:3px 0;padding-left:16px}`;
  let head = `<h1>${esc(t.personal_info.name)}</h1><div class="hl">${esc(r.headline ?? "")}</div><div>${contactParts(r).map(esc).join(" / ")}</div>`;
  let l = `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences)
    l += `<div class="t">${esc(j.title)}</div><div class="m">${esc(j.company)} · ${esc(j.dates)}</div>${htmlList(j.responsibilities, r.bullet)}`;
  let rr = `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    rr += `<div class="t">${esc(e.degree)}</div><div>${esc(e.institution)}</div><div class="m">${esc(e.dates)}</div>`;
  for (const [k, v] of additional(t)) rr += `<h2>${esc(k)}</h2>${v.map((x) => `<div>${esc(x)}</div>`).join("")}`;
  head += `<div class="cols"><div class="l">${l}</div><div class="r">${rr}</div></div>`;
  return htmlPage(css, head);
}

// ---------- spaced ----------
function spaced(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5pt}h1{text-align:center;font-size:22pt;letter-spacing:3px;text-transform:uppercase;margin:0}
.c{text-align:center;margin:4px 0 8px}h2{font-size:11pt;letter-spacing:.45em;text-transform:uppercase;margin:16px 0 6px;border-bottom:1px solid #000}
.row{display:flex;justify-content:space-between;margin-top:6px}ul{margin:2px 0;padding-left:18px}`;
  let b = `<h1>${esc(t.personal_info.name)}</h1><div class="c">${contactParts(r).map(esc).join("  ·  ")}</div>`;
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    b += `<div class="row"><span><b>${esc(e.institution)}</b></span><span>${esc(e.dates)}</span></div><div><i>${esc(e.degree)}</i></div>${htmlList(e.details, r.bullet)}`;
  if (t.experiences.work_experiences.length) {
    b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
    for (const j of t.experiences.work_experiences)
      b += `<div class="row"><span><b>${esc(j.company)}</b> — ${esc(j.title)}</span><span>${esc(j.dates)}</span></div>${htmlList(j.responsibilities, r.bullet)}`;
  }
  b += `<h2>${esc(r.headings.projects ?? "Projects")}</h2>`;
  for (const p of t.experiences.projects) b += `<div class="row"><b>${esc(p.title)}</b></div>${htmlList(p.responsibilities, r.bullet)}`;
  for (const [k, v] of additional(t)) b += `<h2>${esc(k)}</h2><div>${v.map(esc).join(", ")}</div>`;
  return htmlPage(css, b);
}

export function renderSource(r: HoldoutResume): {
  ext: "html" | "tex" | "fodt";
  text: string;
  tool: "chromium" | "chromium-with-header" | "soffice" | "pdflatex";
} {
  switch (r.template) {
    case "fodt":
      return { ext: "fodt", text: fodt(r), tool: "soffice" };
    case "printheader":
      return { ext: "html", text: printheader(r), tool: "chromium-with-header" };
    case "sidebarname":
      return { ext: "html", text: sidebarname(r), tool: "chromium" };
    case "gdocs":
      return { ext: "html", text: gdocs(r), tool: "chromium" };
    case "sidebar":
      return { ext: "html", text: sidebar(r), tool: "chromium" };
    case "europass":
      return { ext: "html", text: europass(r), tool: "chromium" };
    case "word":
      return { ext: "html", text: word(r), tool: "soffice" };
    case "paragraph":
      return { ext: "html", text: paragraph(r), tool: "chromium" };
    case "jake":
      return { ext: "tex", text: jake(r), tool: "pdflatex" };
    case "moderncv":
      return { ext: "tex", text: moderncv(r), tool: "pdflatex" };
    case "latexplain":
      return { ext: "tex", text: latexplain(r), tool: "pdflatex" };
    case "academic":
      return { ext: "html", text: academic(r), tool: "chromium" };
    case "plain":
      return { ext: "html", text: plain(r), tool: "chromium" };
    case "twocol":
      return { ext: "html", text: twocol(r), tool: "chromium" };
    case "spaced":
      return { ext: "html", text: spaced(r), tool: "chromium" };
  }
}
