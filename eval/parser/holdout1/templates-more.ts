// Three more templates: a LibreOffice flat ODT with right tab stops and a page footer, a browser print that keeps
// Chromium's header/footer with shape-drawn bullets, and a Canva-like design with the name inside the sidebar.
import type { HoldoutResume } from "./types.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const contactParts = (r: HoldoutResume) => [r.truth.personal_info.phone, r.truth.personal_info.email, ...(r.contactExtra ?? [])];

export function fodt(r: HoldoutResume): string {
  const t = r.truth;
  const para = (style: string, inner: string) => `<text:p text:style-name="${style}">${inner}</text:p>\n`;
  const bold = (s: string) => `<text:span text:style-name="B">${esc(s)}</text:span>`;
  const ital = (s: string) => `<text:span text:style-name="I">${esc(s)}</text:span>`;
  const bullets = (xs: string[]) => xs.map((x) => para("Bullet", `${esc(r.bullet ?? "•")}<text:tab/>${esc(x)}`)).join("");
  let body = para("Name", esc(t.personal_info.name)) + para("Contact", contactParts(r).map(esc).join("  |  "));
  if (r.summary) body += para("Heading", "Profile") + para("Standard", esc(r.summary));
  body += para("Heading", esc(r.headings.work ?? "Experience"));
  for (const j of t.experiences.work_experiences)
    body += para("JobLine", `${bold(j.title)}<text:tab/>${esc(j.dates)}`) + para("Standard", ital(j.company)) + bullets(j.responsibilities);
  body += para("Heading", esc(r.headings.education ?? "Education"));
  for (const e of t.education)
    body += para("JobLine", `${bold(e.degree)}<text:tab/>${esc(e.dates)}`) + para("Standard", esc(e.institution)) + bullets(e.details);
  for (const [k, v] of Object.entries(t.additional_information)) body += para("Heading", esc(k)) + bullets(v);
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.05cm" fo:line-height="${Math.round((r.spread ?? 1.15) * 100)}%"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="10.5pt"/></style:style>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="#2e4a7d"/></style:style>
<style:style style:name="Contact" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.3cm"/></style:style>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #2e4a7d" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="12.5pt" fo:font-weight="bold" fo:color="#2e4a7d"/></style:style>
<style:style style:name="JobLine" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.25cm"><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Bullet" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.7cm" fo:text-indent="-0.5cm"><style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8.5pt" fo:color="#777777"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
</office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer><text:p text:style-name="Footer">${esc(t.personal_info.name)} – Curriculum Vitae – Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>2</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
${body}</office:text></office:body></office:document>
`;
}

export function printheader(r: HoldoutResume): string {
  const t = r.truth;
  const css = `body{font-family:"Noto Serif",serif;font-size:11pt;line-height:${r.spread ?? 1.4};margin:0 10px}
h1{font-size:24pt;margin:0}h2{font-size:13pt;margin:18px 0 6px;color:#8a1c1c;border-bottom:1px solid #8a1c1c}
.row{display:flex;justify-content:space-between;margin-top:8px}ul{list-style:none;margin:2px 0;padding-left:16px}
li{position:relative}li::before{content:"";position:absolute;left:-13px;top:.6em;width:6px;height:6px;background:#8a1c1c;border-radius:1px}`;
  const list = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : "");
  let b = `<h1>${esc(t.personal_info.name)}</h1><div>${contactParts(r).map(esc).join(" • ")}</div>`;
  if (r.summary) b += `<h2>Summary</h2><p>${esc(r.summary)}</p>`;
  b += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences)
    b += `<div class="row"><span><b>${esc(j.company)}</b>, ${esc(j.title)}</span><span>${esc(j.dates)}</span></div>${list(j.responsibilities)}`;
  if (t.experiences.projects.length) {
    b += `<h2>${esc(r.headings.projects ?? "Projects")}</h2>`;
    for (const p of t.experiences.projects) b += `<div class="row"><b>${esc(p.title)}</b></div>${list(p.responsibilities)}`;
  }
  b += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    b += `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>${list(e.details)}`;
  for (const [k, v] of Object.entries(t.additional_information)) b += `<h2>${esc(k)}</h2><p>${v.map(esc).join(" · ")}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(t.personal_info.name)} - Resume</title><style>${css}</style></head><body>${b}</body></html>\n`;
}

export function sidebarname(r: HoldoutResume): string {
  const t = r.truth;
  const acc = r.accent ?? "#2f5d50";
  const side = r.sidebarSections ?? [];
  const css = `@page{size:A4;margin:0}body{margin:0;font-family:"Liberation Sans",Arial,sans-serif;font-size:9.8pt;color:#2b2b2b}
.wrap{display:flex;min-height:297mm}.side{width:34%;background:${acc};color:#f2f2f2;padding:30px 20px;box-sizing:border-box}
.photo{width:96px;height:96px;border-radius:50%;background:#d9d9d9;margin:0 auto 14px}
.side h1{font-size:22pt;line-height:1.1;margin:0;color:#fff;text-align:center}.side .hl{text-align:center;font-size:11pt;margin:4px 0 18px;opacity:.85}
.side h3{font-size:10.5pt;text-transform:uppercase;letter-spacing:2px;margin:18px 0 6px}.side .it{margin:3px 0}
.main{width:66%;padding:30px 26px;box-sizing:border-box}h2{font-size:14pt;color:${acc};margin:16px 0 8px}
.job{margin-bottom:10px}.top{display:flex;justify-content:space-between;align-items:center}.pill{background:#e6efe9;color:${acc};border-radius:10px;padding:1px 8px;font-size:8.5pt}
.co{color:#666;font-style:italic}ul{margin:3px 0;padding-left:16px}`;
  let s = `<div class="photo"></div><h1>${esc(t.personal_info.name)}</h1><div class="hl">${esc(r.headline ?? "")}</div>`;
  s += `<h3>Contact</h3>${contactParts(r)
    .map((c) => `<div class="it">${esc(c)}</div>`)
    .join("")}`;
  for (const k of side)
    s += `<h3>${esc(k)}</h3>${(t.additional_information[k] ?? []).map((i) => `<div class="it">${esc(i)}</div>`).join("")}`;
  let m = r.summary ? `<h2>About Me</h2><p>${esc(r.summary)}</p>` : "";
  m += `<h2>${esc(r.headings.work ?? "Experience")}</h2>`;
  for (const j of t.experiences.work_experiences)
    m += `<div class="job"><div class="top"><b>${esc(j.title)}</b><span class="pill">${esc(j.dates)}</span></div><div class="co">${esc(j.company)}</div><ul>${j.responsibilities.map((x) => `<li>${esc(x)}</li>`).join("")}</ul></div>`;
  m += `<h2>${esc(r.headings.education ?? "Education")}</h2>`;
  for (const e of t.education)
    m += `<div class="job"><div class="top"><b>${esc(e.degree)}</b><span class="pill">${esc(e.dates)}</span></div><div class="co">${esc(e.institution)}</div></div>`;
  for (const [k, v] of Object.entries(t.additional_information))
    if (!side.includes(k)) m += `<h2>${esc(k)}</h2><ul>${v.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body><div class="wrap"><div class="side">${s}</div><div class="main">${m}</div></div></body></html>\n`;
}
