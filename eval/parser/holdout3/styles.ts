// Twelve layouts imitating common real-world resume sources (Word, Google Docs, Canva, LaTeX classes, LinkedIn,
// Europass). Each renders the printed text from the hand-written truth in people.ts, so PDF and JSON agree.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { type Person, people } from "./people.ts";
import { esc as e, type Holdout3Resume, tex as t } from "./types.ts";

const page = (css: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
const ul = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>` : "");
const other = (r: StoredRecord) => Object.entries(r.additional_information);
const secName = (k: string) => (k === "Technical Skills" ? "Skills" : k);
const tools = { html: "chromium" } as const;

function wordBand({ truth: r, x }: Person): string {
  // Word "Bold modern"-like: a coloured band down the left holding contact details, content on the right.
  const p = r.personal_info;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<p class="j"><b>${e(w.title)}</b> | ${e(w.company)} | ${e(x.locations[i] ?? "")}<br><span class="d">${e(w.dates)}</span></p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education
    .map((d) => `<p class="j"><b>${e(d.degree)}</b><br>${e(d.institution)}, ${e(d.dates)}</p>${ul(d.details)}`)
    .join("");
  const more = other(r)
    .map(([k, v]) => `<h2>${e(secName(k).toUpperCase())}</h2>${ul(v)}`)
    .join("");
  return page(
    "body{font-family:Calibri,Carlito,sans-serif;font-size:11pt} td{vertical-align:top} h2{color:#1F4E79;font-size:13pt} .d{color:#555}",
    `<table width="100%" cellpadding="10"><tr><td valign="top" width="28%" bgcolor="#1F4E79"><font color="#FFFFFF"><p><font size="5"><b>${e(p.name)}</b></font></p><p>${e(x.headline)}</p><p>${e(x.address)}<br>${e(p.phone)}<br>${e(p.email)}</p></font></td>
<td valign="top"><h2>OBJECTIVE</h2><p>${e(x.summary)}</p><h2>EXPERIENCE</h2>${jobs}<h2>EDUCATION</h2>${edu}${more}</td></tr></table>`,
  );
}

function wordTable({ truth: r, x }: Person): string {
  // Word "Resume (table)" style: section names in a left column of a bordered-less table, content on the right.
  const p = r.personal_info;
  const row = (label: string, html: string) =>
    `<tr><td valign="top" width="22%"><b><font color="#2E75B6">${e(label)}</font></b></td><td valign="top">${html}</td></tr>`;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<p><b>${e(w.company)}</b>, ${e(x.locations[i] ?? "")}<br><i>${e(w.title)}</i><br>${e(w.dates)}</p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education.map((d) => `<p><b>${e(d.institution)}</b><br>${e(d.degree)}<br>${e(d.dates)}</p>${ul(d.details)}`).join("");
  const rows = [
    row("Profile", `<p>${e(x.summary)}</p>`),
    row("Experience", jobs),
    row("Education", edu),
    ...other(r).map(([k, v]) => row(secName(k), `<p>${v.map(e).join("<br>")}</p>`)),
  ];
  return page(
    "body{font-family:Cambria,Caladea,serif;font-size:11pt} td{vertical-align:top}",
    `<p align="center"><font size="6">${e(p.name)}</font><br>${e(x.address)} · ${e(p.phone)} · ${e(p.email)}</p><table width="100%" cellpadding="6">${rows.join("")}</table>`,
  );
}

function wordClassic({ truth: r, x }: Person): string {
  // Word classic: Times New Roman, centred name, rules under headings, dates flush right (tab-stop look).
  const p = r.personal_info;
  const line = (l: string, rt: string) =>
    `<table width="100%" cellpadding="0" cellspacing="0"><tr><td>${l}</td><td align="right">${rt}</td></tr></table>`;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `${line(`<b>${e(w.company)}</b>, ${e(x.locations[i] ?? "")}`, e(w.dates))}<p><i>${e(w.title)}</i></p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education
    .map((d) => `${line(`<b>${e(d.institution)}</b>`, e(d.dates))}<p><i>${e(d.degree)}</i></p>${ul(d.details)}`)
    .join("");
  const more = other(r)
    .map(([k, v]) => `<h3>${e(secName(k).toUpperCase())}</h3><hr>${ul(v)}`)
    .join("");
  return page(
    "body{font-family:'Times New Roman',Liberation Serif,serif;font-size:12pt} h3{font-size:12pt;margin-bottom:0}",
    `<p align="center"><font size="5"><b>${e(p.name.toUpperCase())}</b></font><br>${e(x.address)} | ${e(p.phone)} | ${e(p.email)}</p>
<h3>PROFESSIONAL SUMMARY</h3><hr><p>${e(x.summary)}</p><h3>PROFESSIONAL EXPERIENCE</h3><hr>${jobs}<h3>EDUCATION</h3><hr>${edu}${more}`,
  );
}

function gdocsSerif({ truth: r, x }: Person): string {
  // Google Docs "Serif": big name top-left, contact block top-right, small-caps coloured headings, "Company, Location — Title".
  const p = r.personal_info;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<h3><b>${e(w.company)}</b>, ${e(x.locations[i] ?? "")} — <i>${e(w.title)}</i></h3><p class="d">${e(w.dates.toUpperCase())}</p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education
    .map((d) => `<h3><b>${e(d.institution)}</b> — <i>${e(d.degree)}</i></h3><p class="d">${e(d.dates)}</p>${ul(d.details)}`)
    .join("");
  const more = other(r)
    .map(([k, v]) => `<h2>${e(secName(k))}</h2>${ul(v)}`)
    .join("");
  return page(
    "@page{margin:0.6in} body{font-family:'Merriweather','Noto Serif',serif;font-size:10pt;color:#222} .top{display:flex;justify-content:space-between} h1{font-family:'Playfair Display','Noto Serif',serif;font-size:30pt;margin:0} h2{color:#a61c00;font-variant:small-caps;font-size:12pt;margin:16px 0 4px} h3{font-size:10.5pt;margin:8px 0 0;font-weight:normal} .d{color:#666;font-size:8pt;margin:2px 0} ul{margin:2px 0}",
    `<div class="top"><div><h1>${e(p.name)}</h1><p>${e(x.headline)}</p></div><div style="text-align:right">${e(x.address)}<br>${e(p.phone)}<br><b>${e(p.email)}</b></div></div>
<h2>Summary</h2><p>${e(x.summary)}</p><h2>Experience</h2>${jobs}<h2>Education</h2>${edu}${more}`,
  );
}

function gdocsSwiss({ truth: r, x }: Person): string {
  // Google Docs "Swiss": narrow left column for headings, Arial, bold job line "Title, Company", grey date line.
  const p = r.personal_info;
  const sec = (h: string, body: string) => `<div class="s"><div class="h">${e(h)}</div><div class="b">${body}</div></div>`;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<p class="t"><b>${e(w.company)}</b> / ${e(w.title)}</p><p class="d">${e(w.dates)}, ${e(x.locations[i] ?? "")}</p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education
    .map((d) => `<p class="t"><b>${e(d.institution)}</b> / ${e(d.degree)}</p><p class="d">${e(d.dates)}</p>${ul(d.details)}`)
    .join("");
  const proj = r.experiences.projects.map((pr) => `<p class="t"><b>${e(pr.title)}</b></p>${ul(pr.responsibilities)}`).join("");
  const more = other(r)
    .map(([k, v]) => sec(secName(k), `<p>${v.map(e).join(", ")}</p>`))
    .join("");
  return page(
    "@page{margin:0.5in} body{font-family:Arial,'Liberation Sans',sans-serif;font-size:10pt} h1{font-size:26pt;margin:0 0 4px} .s{display:flex;margin-top:14px;border-top:2px solid #ff5e0e;padding-top:6px} .h{width:22%;font-weight:bold;color:#ff5e0e} .b{width:78%} .t{margin:6px 0 0} .d{color:#666;margin:0;font-size:9pt} ul{margin:2px 0}",
    `<h1>${e(p.name)}</h1><p>${e(x.address)}<br>${e(p.phone)}<br>${e(p.email)}</p>${sec("Profile", `<p>${e(x.summary)}</p>`)}${sec("Experience", jobs)}${sec("Projects", proj)}${sec("Education", edu)}${more}`,
  );
}

function canvaPhoto({ truth: r, x }: Person): string {
  // Canva-like: dark sidebar with a photo circle, contact, skills and languages; main column with experience.
  const p = r.personal_info;
  const side = other(r)
    .map(([k, v]) => `<h3>${e(secName(k).toUpperCase())}</h3>${ul(v)}`)
    .join("");
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<p class="t">${e(w.title)}</p><p class="c">${e(w.company)} | ${e(x.locations[i] ?? "")} | ${e(w.dates)}</p>${ul(w.responsibilities)}`,
    )
    .join("");
  const edu = r.education
    .map((d) => `<p class="t">${e(d.degree)}</p><p class="c">${e(d.institution)} | ${e(d.dates)}</p>${ul(d.details)}`)
    .join("");
  return page(
    "@page{margin:0} body{margin:0;font-family:'Montserrat','Noto Sans',sans-serif;font-size:9.5pt} .w{display:flex;min-height:11in} .side{width:34%;background:#2f3e46;color:#fff;padding:28px 20px} .main{width:66%;padding:36px 28px} .ph{width:120px;height:120px;border-radius:50%;background:#cad2c5;margin:0 auto 16px} h1{font-size:28pt;letter-spacing:3px;margin:0;text-transform:uppercase} h2{letter-spacing:2px;border-bottom:1px solid #2f3e46;font-size:12pt} h3{letter-spacing:2px;font-size:10.5pt;margin-top:22px} .side ul{padding-left:16px} .t{font-weight:bold;margin:10px 0 0} .c{color:#52796f;margin:0}",
    `<div class="w"><div class="side"><div class="ph"></div><h3>CONTACT</h3><p>${e(p.phone)}<br>${e(p.email)}<br>${e(x.address)}</p>${side}</div>
<div class="main"><h1>${e(p.name)}</h1><p style="letter-spacing:4px">${e(x.headline.toUpperCase())}</p><h2>PROFILE</h2><p>${e(x.summary)}</p><h2>WORK EXPERIENCE</h2>${jobs}<h2>EDUCATION</h2>${edu}</div></div>`,
  );
}

function canvaTimeline({ truth: r, x }: Person): string {
  // Canva-like timeline: dates in a left column beside dots on a vertical line, entry text on the right.
  const p = r.personal_info;
  const item = (date: string, head: string, sub: string, bullets: string[]) =>
    `<div class="it"><div class="dt">${e(date)}</div><div class="dot"></div><div class="tx"><b>${e(head)}</b><br><span>${e(sub)}</span>${ul(bullets)}</div></div>`;
  const jobs = r.experiences.work_experiences
    .map((w, i) => item(w.dates, w.title, `${w.company}, ${x.locations[i] ?? ""}`, w.responsibilities))
    .join("");
  const edu = r.education.map((d) => item(d.dates, d.degree, d.institution, d.details)).join("");
  const more = other(r)
    .map(([k, v]) => `<div class="col"><h2>${e(secName(k).toUpperCase())}</h2>${v.map((s) => `<p>• ${e(s)}</p>`).join("")}</div>`)
    .join("");
  return page(
    "@page{margin:0.5in} body{font-family:'Open Sans','Noto Sans',sans-serif;font-size:10pt} header{text-align:center;border-bottom:3px solid #c8553d;padding-bottom:8px} h1{font-size:30pt;margin:0;color:#c8553d} h2{color:#c8553d;font-size:12pt;letter-spacing:2px} .it{display:flex;position:relative;margin-bottom:8px} .dt{width:26%;text-align:right;padding-right:14px;color:#555;font-size:9pt} .dot{width:10px;height:10px;border-radius:50%;background:#c8553d;margin-top:3px;flex:none} .tx{width:70%;padding-left:14px;border-left:1px solid #ccc} .cols{display:flex;gap:20px} .col{flex:1} .col p{margin:2px 0}",
    `<header><h1>${e(p.name)}</h1><div>${e(x.headline)}</div><div>${e(p.phone)} · ${e(p.email)} · ${e(x.address)}</div></header>
<h2>ABOUT ME</h2><p>${e(x.summary)}</p><h2>EXPERIENCE</h2>${jobs}<h2>EDUCATION</h2>${edu}<div class="cols">${more}</div>`,
  );
}

function linkedin({ truth: r, x }: Person): string {
  // LinkedIn "Save to PDF": grey left column (Contact, Top Skills, Languages, Certifications), main column with
  // name, headline, Summary, Experience as company / title / "dates (duration)" / location; spans three pages.
  const p = r.personal_info;
  const dur = ["6 years 2 months", "4 years 1 month", "3 years 3 months"];
  const side = other(r)
    .map(([k, v]) => `<h3>${e(k === "Technical Skills" ? "Top Skills" : k)}</h3>${v.map((s) => `<p>${e(s)}</p>`).join("")}`)
    .join("");
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `<div class="job"${i === 2 ? ' style="break-before:page"' : ""}><p class="co">${e(w.company)}</p><p class="ti">${e(w.title)}</p><p class="dd">${e(w.dates.replace(" – ", " - "))} (${dur[i]})</p><p class="dd">${e(x.locations[i] ?? "")}, Ireland</p>${w.responsibilities.map((b) => `<p>- ${e(b)}</p>`).join("")}</div>`,
    )
    .join("");
  const edu = r.education
    .map((d) => `<p class="co">${e(d.institution)}</p><p>${e(d.degree)} · (${e(d.dates.replace(" – ", " - "))})</p>`)
    .join("");
  return page(
    "@page{margin:0.4in} body{font-family:Arial,'Liberation Sans',sans-serif;font-size:12.5pt;color:#000} .w{display:flex} .side{width:30%;background:#f3f2ef;padding:14px;font-size:11pt} .main{width:70%;padding:14px 22px} h1{font-size:26pt;font-weight:normal;margin:0} h2{font-size:16pt;font-weight:normal;margin-top:24px} h3{font-size:13pt;font-weight:normal;margin:18px 0 6px} p{margin:4px 0;line-height:1.5} .co{font-size:13pt;margin-top:16px} .ti{font-size:12pt} .dd{color:#b0b0b0} .job{margin-bottom:14px}",
    `<div class="w"><div class="side"><h3>Contact</h3><p>${e(p.phone)} (Mobile)</p><p>${e(p.email)}</p><p>www.linkedin.com/in/siobhan-osullivan-sw (LinkedIn)</p>${side}</div>
<div class="main"><h1>${e(p.name)}</h1><p>${e(x.headline)} at Tusla | Child Protection | Mental Health</p><p class="dd">${e(x.address)}</p>
<h2>Summary</h2><p>${e(x.summary)} I am passionate about keeping children safe within their families wherever possible, and about working alongside parents, schools and Gardaí to build realistic safety plans. Outside work I volunteer with a local youth football club.</p>
<h2>Experience</h2>${jobs}<h2 style="break-before:page">Education</h2>${edu}<p style="text-align:center;color:#b0b0b0;margin-top:40px">Page 3 of 3</p></div></div>`,
  );
}

function europass({ truth: r, x }: Person): string {
  // Europass-like: a right-aligned label column (dates, section names) and the content column.
  const p = r.personal_info;
  const row = (l: string, rt: string, cls = "") => `<tr class="${cls}"><td class="l">${l}</td><td class="r">${rt}</td></tr>`;
  const jobs = r.experiences.work_experiences
    .map((w, i) =>
      row(e(w.dates), `<b>${e(w.title)}</b><br>${e(w.company)}, ${e(x.locations[i] ?? "")} (Türkiye)${ul(w.responsibilities)}`),
    )
    .join("");
  const edu = r.education.map((d) => row(e(d.dates), `<b>${e(d.degree)}</b><br>${e(d.institution)}`)).join("");
  const [mother, ...others] = r.additional_information.Languages ?? [];
  const lang =
    row("Mother tongue(s)", e((mother ?? "").replace(/ \(.*\)$/, ""))) +
    row(
      "Other language(s)",
      `<table class="lg">${others
        .map((o) => {
          const [n, l] = o.replace(")", "").split(" (");
          return `<tr><td>${e(n ?? "")}</td><td>${e(l ?? "")}</td></tr>`;
        })
        .join("")}</table>`,
    );
  const skills = row("Job-related skills", ul(r.additional_information["Technical Skills"] ?? []));
  return page(
    "@page{margin:0.5in} body{font-family:Arial,'Liberation Sans',sans-serif;font-size:9pt;color:#1f1f1f} table{width:100%;border-collapse:collapse} .l{width:28%;text-align:right;vertical-align:top;padding:4px 12px;color:#0e4194;font-size:8.5pt} .r{vertical-align:top;padding:4px} .h .l{font-size:10pt;text-transform:uppercase} .h .r{border-bottom:1px solid #0e4194} .lg td{padding:1px 8px;border:1px solid #ccc}",
    `<table>${row("<b>PERSONAL INFORMATION</b>", `<span style="font-size:16pt">${e(p.name)}</span>`, "h")}${row("", `${e(x.address)}<br>${e(p.phone)}<br>${e(p.email)}<br>Sex Male | Date of birth 14/03/1988 | Nationality Turkish`)}
${row("JOB APPLIED FOR", e(x.headline), "h")}${row("<b>WORK EXPERIENCE</b>", "", "h")}${jobs}${row("<b>EDUCATION AND TRAINING</b>", "", "h")}${edu}${row("<b>PERSONAL SKILLS</b>", "", "h")}${lang}${skills}</table>`,
  );
}

// ---------- LaTeX ----------
const texDoc = (pre: string, body: string) =>
  `\\documentclass[10pt,a4paper]{article}\n\\usepackage[utf8]{inputenc}\n${pre}\n\\begin{document}\n${body}\n\\end{document}\n`;
const items = (xs: string[]) =>
  xs.length ? `\\begin{itemize}\\itemsep0pt\n${xs.map((b) => `\\item ${t(b)}`).join("\n")}\n\\end{itemize}` : "";

function latexAwesome({ truth: r, x }: Person): string {
  // Awesome-CV-like: centred name with coloured surname, coloured section titles with a rule, entries as
  // bold title + company on the left, location and dates on the right in small italic/small caps.
  const p = r.personal_info;
  const [first, ...rest] = p.name.split(" ");
  const entry = (l1: string, r1: string, l2: string, r2: string, b: string[]) =>
    `\\noindent\\textbf{${l1}} \\hfill {\\color{awesome}\\small\\textit{${r1}}}\\\\\n{\\small\\textsc{${l2}}} \\hfill {\\small\\textit{${r2}}}\n${items(b)}\\vspace{4pt}\n`;
  const jobs = r.experiences.work_experiences
    .map((w, i) => entry(t(w.company), t(x.locations[i] ?? ""), t(w.title), t(w.dates), w.responsibilities))
    .join("");
  const edu = r.education.map((d) => entry(t(d.institution), "Cluj-Napoca, Romania", t(d.degree), t(d.dates), d.details)).join("");
  const more = other(r)
    .map(([k, v]) => `\\cvsection{${t(secName(k))}}\n${items(v)}`)
    .join("\n");
  return texDoc(
    "\\usepackage[margin=1.6cm]{geometry}\\usepackage{xcolor}\\definecolor{awesome}{HTML}{DC3522}\\usepackage[scaled]{helvet}\\renewcommand{\\familydefault}{\\sfdefault}\\pagestyle{empty}\n\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}{\\Large\\bfseries\\color{awesome}#1}\\hspace{4pt}\\color{gray}\\hrulefill\\color{black}\\par\\vspace{4pt}}",
    `\\begin{center}{\\fontsize{28}{32}\\selectfont ${t(first ?? "")} \\textbf{${t(rest.join(" "))}}}\\\\[4pt]{\\color{awesome}\\textsc{${t(x.headline)}}}\\\\[2pt]{\\small ${t(x.address)} $\\cdot$ ${t(p.phone)} $\\cdot$ ${t(p.email)}}\\end{center}\n\\cvsection{Summary}\n${t(x.summary)}\n\\cvsection{Experience}\n${jobs}\\cvsection{Education}\n${edu}${more}`,
  );
}

function latexDeedy({ truth: r, x }: Person): string {
  // Deedy-like: huge thin name, contact line, two minipages — narrow left (education, skills, languages, certs),
  // wide right (experience) with "Title | Company" and dates + location in a small grey line.
  const p = r.personal_info;
  const edu = r.education
    .map(
      (d) =>
        `\\textbf{${t(d.institution)}}\\\\ ${t(d.degree)}\\\\ {\\color{gray}\\small ${t(d.dates)}}${d.details.map((s) => `\\\\ ${t(s)}`).join("")}\\par\\vspace{6pt}`,
    )
    .join("\n");
  const left = other(r)
    .map(([k, v]) => `\\sect{${t(secName(k))}}\n${v.map(t).join(" \\\\ ")}\\par`)
    .join("\n");
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `\\textbf{${t(w.company)}} {\\small | ${t(w.title)}}\\\\ {\\color{gray}\\small ${t(w.dates)} | ${t(x.locations[i] ?? "")}}\n${items(w.responsibilities)}\\vspace{6pt}`,
    )
    .join("\n");
  return texDoc(
    "\\usepackage[margin=1.2cm]{geometry}\\usepackage{xcolor}\\pagestyle{empty}\\setlength{\\parindent}{0pt}\n\\newcommand{\\sect}[1]{\\vspace{8pt}{\\large\\scshape\\color{blue!60!black}#1}\\par\\vspace{3pt}}",
    `\\begin{center}{\\fontsize{30}{34}\\selectfont\\textsc{${t(p.name)}}}\\\\[6pt]${t(p.email)} | ${t(p.phone)} | ${t(x.address)}\\end{center}\n\\begin{minipage}[t]{0.32\\textwidth}\n\\sect{Education}\n${edu}\n${left}\n\\end{minipage}\\hfill\n\\begin{minipage}[t]{0.64\\textwidth}\n\\sect{Profile}\n${t(x.summary)}\\par\n\\sect{Experience}\n${jobs}\n\\end{minipage}`,
  );
}

function latexPlain({ truth: r, x }: Person): string {
  // A plain article with \section* headings, tabular* lines for "Institution \hfill dates", itemize bullets.
  const p = r.personal_info;
  const jobs = r.experiences.work_experiences
    .map(
      (w, i) =>
        `\\noindent\\textbf{${t(w.title)}} \\hfill ${t(w.dates)}\\\\\n\\emph{${t(w.company)}}, ${t(x.locations[i] ?? "")}\n${items(w.responsibilities)}`,
    )
    .join("\n\n");
  const edu = r.education
    .map(
      (d) =>
        `\\noindent\\textbf{${t(d.degree)}} \\hfill ${t(d.dates)}\\\\\n${t(d.institution)}${d.details.length ? `\\\\\n${d.details.map(t).join("\\\\\n")}` : ""}\n`,
    )
    .join("\n\\medskip\n");
  const more = other(r)
    .map(([k, v]) => `\\section*{${t(secName(k))}}\n${items(v)}`)
    .join("\n");
  return texDoc(
    "\\usepackage[margin=2.2cm]{geometry}\\pagestyle{empty}",
    `\\begin{center}{\\LARGE\\bfseries ${t(p.name)}}\\\\[3pt]${t(x.address)}\\\\ Mobile: ${t(p.phone)} \\quad Email: ${t(p.email)}\\end{center}\n\\section*{Career Objective}\n${t(x.summary)}\n\\section*{Work Experience}\n${jobs}\n\\section*{Education}\n${edu}\n${more}`,
  );
}

const html = (id: string, tool: "chromium" | "soffice", who: Person, f: (p: Person) => string): Holdout3Resume => ({
  id,
  tool,
  ext: "html",
  source: f(who),
  truth: who.truth,
});
const latex = (id: string, who: Person, f: (p: Person) => string): Holdout3Resume => ({
  id,
  tool: "pdflatex",
  ext: "tex",
  source: f(who),
  truth: who.truth,
});
const q = people;
void tools;

export const holdout3Resumes: Holdout3Resume[] = [
  html("h3-01-word-band-mech-mx", "soffice", q.mechMexico!, wordBand),
  html("h3-02-word-table-hr-ke", "soffice", q.hrKenya!, wordTable),
  html("h3-03-word-classic-nurse-au", "soffice", q.nurseAustralia!, wordClassic),
  html("h3-04-gdocs-serif-paralegal-ca", "chromium", q.paralegalCanada!, gdocsSerif),
  html("h3-05-gdocs-swiss-data-se", "chromium", q.dataSweden!, gdocsSwiss),
  html("h3-06-canva-photo-design-jp", "chromium", q.designerJapan!, canvaPhoto),
  html("h3-07-canva-timeline-chef-it", "chromium", q.chefItaly!, canvaTimeline),
  latex("h3-08-latex-awesome-qa-ro", q.testerRomania!, latexAwesome),
  latex("h3-09-latex-deedy-pharm-eg", q.pharmEgypt!, latexDeedy),
  latex("h3-10-latex-plain-teacher-ph", q.teacherPH!, latexPlain),
  html("h3-11-linkedin-social-ie", "chromium", q.socialIreland!, linkedin),
  html("h3-12-europass-logistics-tr", "chromium", q.logisticsTurkey!, europass),
];
