// Scoring rules of the real-resume set kept outside the repository (its own score.mjs), ported
// function for function so the regression test and the score command can run in-process (no child process per
// file). The shared script is the reference: a change there must be mirrored here; test/node/parse/
// realworld-rules.test.ts checks the port on hand-made records.

const FIELD_OK = 0.85; // normalised string similarity for a scalar field to count
const BULLET_OK = 0.8; // normalised token similarity for a bullet / item to count
const MATCH_MIN = 0.4; // minimum similarity for pairing a predicted entry with a truth entry

export const GROUPS = ["contact", "work", "projects", "education", "skills"] as const;
export type Group = (typeof GROUPS)[number];

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
export function normText(s: unknown): string {
  return String(s ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(/[\u2018\u2019\u201A\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/^[\s•▪◦●■□‣∙·*>-]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}
export const normKey = (s: unknown) =>
  normText(s)
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
const tokens = (s: unknown) => {
  const k = normKey(s);
  return k ? k.split(" ") : [];
};

function lev(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

export function strSim(a: unknown, b: unknown): number {
  const x = normKey(a);
  const y = normKey(b);
  if (!x && !y) return 1;
  if (!x || !y) return 0;
  return 1 - lev(x, y) / Math.max(x.length, y.length);
}

export function tokSim(a: unknown, b: unknown): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.length && !y.length) return 1;
  if (!x.length || !y.length) return 0;
  const m = new Map<string, number>();
  for (const t of x) m.set(t, (m.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of y) {
    const c = m.get(t);
    if (c) {
      common++;
      m.set(t, c - 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

interface Pair {
  ti: number;
  pi: number;
  s: number;
}
function greedy<T, P>(truths: T[], preds: P[], sim: (t: T, p: P) => number, min: number): Pair[] {
  const pairs: Pair[] = [];
  truths.forEach((t, ti) => {
    preds.forEach((p, pi) => {
      const s = sim(t, p);
      if (s >= min) pairs.push({ ti, pi, s });
    });
  });
  pairs.sort((a, b) => b.s - a.s || a.ti - b.ti || a.pi - b.pi);
  const ut = new Set<number>();
  const up = new Set<number>();
  const out: Pair[] = [];
  for (const pr of pairs) {
    if (ut.has(pr.ti) || up.has(pr.pi)) continue;
    ut.add(pr.ti);
    up.add(pr.pi);
    out.push(pr);
  }
  return out;
}

export function listF1(truthIn: string[], predIn: string[]): { f1: number; tp: number; nt: number; np: number } | null {
  const truth = truthIn.filter((x) => normKey(x));
  const pred = predIn.filter((x) => normKey(x));
  if (!truth.length && !pred.length) return null;
  const itemSim = (a: string, b: string) => {
    const t = tokSim(a, b);
    return t >= BULLET_OK ? t : strSim(a, b) >= FIELD_OK ? strSim(a, b) : 0;
  };
  const m = greedy(truth, pred, itemSim, 1e-9).length;
  return { f1: (2 * m) / (truth.length + pred.length), tp: m, nt: truth.length, np: pred.length };
}

function fieldScore(t: string, p: string): number | null {
  if (!normKey(t) && !normKey(p)) return null;
  return strSim(t, p) >= FIELD_OK ? 1 : 0;
}

const asStr = (v: unknown): string =>
  v == null ? "" : typeof v === "string" ? v : Array.isArray(v) ? v.join(" ") : typeof v === "object" ? "" : String(v);
const asList = (v: unknown): string[] => (v == null ? [] : Array.isArray(v) ? v.map(asStr) : typeof v === "string" ? v.split(/\n+/) : []);
const asArr = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as Record<string, unknown>[]) : [];
const asObj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

interface Entry {
  [k: string]: string | string[];
}
interface Coerced {
  personal_info: { name: string; phone: string; email: string };
  work: Entry[];
  projects: Entry[];
  education: Entry[];
  add: Record<string, string[]>;
}

function coerce(j: unknown): Coerced {
  const o = asObj(j);
  const pi = asObj(o.personal_info);
  const ex = asObj(o.experiences);
  const add = asObj(o.additional_information);
  return {
    personal_info: { name: asStr(pi.name), phone: asStr(pi.phone), email: asStr(pi.email) },
    work: asArr(ex.work_experiences).map((w) => ({
      company: asStr(w.company),
      title: asStr(w.title),
      dates: asStr(w.dates),
      responsibilities: asList(w.responsibilities),
    })),
    projects: asArr(ex.projects).map((p) => ({ title: asStr(p.title), responsibilities: asList(p.responsibilities) })),
    education: asArr(o.education).map((e) => ({
      degree: asStr(e.degree),
      institution: asStr(e.institution),
      dates: asStr(e.dates),
      details: asList(e.details),
    })),
    add: Object.fromEntries(Object.entries(add).map(([k, v]) => [k, asList(v)])),
  };
}

const POSTNOMINALS = new Set(
  "cpa cma cfa acca aca phd ph.d. ph.d mba rn bsn msn np pe p.e. p.eng. peng pmp md m.d. do esq. esq msc m.sc. ms ma bsc ba ceng cipd shrm-cp cissp".split(
    " ",
  ),
);
function normName(s: string): string {
  let n = String(s ?? "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  for (;;) {
    const m = /^(.*?),\s*([^,]+)$/.exec(n);
    if (!m || !POSTNOMINALS.has(m[2]!.trim())) break;
    n = m[1]!.trim();
  }
  return n;
}
const normEmail = (s: string) =>
  String(s ?? "")
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "");
const normPhone = (s: string) => String(s ?? "").replace(/\D/g, "");

export interface EntryDetail {
  truth: number;
  pred: number | null;
  score: number;
  fields?: Record<string, number | null>;
  pairs?: { f: string; t: string; p: string }[];
}
export interface EntryScore {
  score: number | null;
  sub: Record<string, number>;
  extra?: number;
  missing?: number;
  details: EntryDetail[];
}

type Kind = "work" | "projects" | "education";
const SPECS: Record<Kind, { fields: string[]; list: string; key: string[] }> = {
  work: { fields: ["company", "title", "dates"], list: "responsibilities", key: ["company", "title"] },
  projects: { fields: ["title"], list: "responsibilities", key: ["title"] },
  education: { fields: ["degree", "institution", "dates"], list: "details", key: ["degree", "institution"] },
};

function scoreEntries(kind: Kind, truths: Entry[], preds: Entry[]): EntryScore {
  const spec = SPECS[kind];
  const s = (e: Entry, f: string) => e[f] as string;
  const l = (e: Entry) => e[spec.list] as string[];
  const lname = spec.list === "details" ? "details" : "bullets";
  const subs = [...spec.fields, lname];
  const sub = Object.fromEntries(subs.map((x) => [x, { sum: 0, n: 0 }])) as Record<string, { sum: number; n: number }>;
  if (!truths.length && !preds.length) return { score: null, sub: {}, details: [] };
  const matchSim = (t: Entry, p: Entry) => {
    const k = spec.key;
    const direct = k.reduce((a, f) => a + strSim(s(t, f), s(p, f)), 0) / k.length;
    const swapped = k.length === 2 ? (strSim(s(t, k[0]!), s(p, k[1]!)) + strSim(s(t, k[1]!), s(p, k[0]!))) / 2 : 0;
    const joined = tokSim(k.map((f) => s(t, f)).join(" "), k.map((f) => s(p, f)).join(" "));
    const tie = 0.001 * ((t.dates !== undefined ? strSim(t.dates, p.dates) : 0) + tokSim(l(t).join(" "), l(p).join(" ")));
    return Math.max(direct, swapped, joined) + tie;
  };
  const pairs = greedy(truths, preds, matchSim, MATCH_MIN);
  const byT = new Map(pairs.map((p) => [p.ti, p.pi]));
  let total = 0;
  const details: EntryDetail[] = [];
  truths.forEach((t, ti) => {
    const pi = byT.get(ti);
    if (pi === undefined) {
      for (const x of subs) {
        if (x === lname) {
          if (l(t).length) sub[x]!.n++;
        } else if (normKey(s(t, x))) sub[x]!.n++;
      }
      details.push({ truth: ti, pred: null, score: 0 });
      return;
    }
    const p = preds[pi]!;
    const parts: number[] = [];
    const fs: Record<string, number | null> = {};
    for (const f of spec.fields) {
      const v = fieldScore(s(t, f), s(p, f));
      fs[f] = v;
      if (v !== null) {
        parts.push(v);
        sub[f]!.sum += v;
        sub[f]!.n++;
      }
    }
    const lf = listF1(l(t), l(p));
    if (lf) {
      parts.push(lf.f1);
      sub[lname]!.sum += lf.f1;
      sub[lname]!.n++;
      fs[lname] = lf.f1;
    }
    const es = parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 1;
    total += es;
    details.push({ truth: ti, pred: pi, score: es, fields: fs, pairs: spec.fields.map((f) => ({ f, t: s(t, f), p: s(p, f) })) });
  });
  const extra = preds.length - pairs.length;
  const score = (2 * total) / (truths.length + preds.length);
  const subOut: Record<string, number> = {};
  for (const [k, v] of Object.entries(sub)) if (v.n) subOut[k] = v.sum / v.n;
  if (truths.length) subOut.found = pairs.length / truths.length;
  return { score, sub: subOut, extra, missing: truths.length - pairs.length, details };
}

const SYNONYMS = [
  "skills|technical skills|core competencies|key skills|competencies|core skills|areas of expertise|expertise|skills and tools|tools|tools and technologies|technologies|technical proficiencies|professional skills|hard skills|skill set|skillset|software|software skills|it skills|computer skills|technical expertise|key competencies|strengths|skills and competencies|skills and expertise|tech stack|technical competencies|skills summary|skills and abilities",
  "languages|language skills|spoken languages|language proficiency|language|foreign languages",
  "certifications|certification|certificates|licenses and certifications|licences and certifications|certifications and licenses|certifications and licences|licensure|licenses|licences|credentials|professional certifications|certifications and training|professional registration|registration|accreditations|qualifications and certifications",
  "awards|honors|honours|awards and honors|honors and awards|awards and honours|honours and awards|achievements|awards and recognition|recognition|awards and achievements",
  "interests|hobbies|hobbies and interests|personal interests|interests and hobbies",
  "publications|selected publications|papers|research|research and publications",
  "volunteer|volunteering|volunteer experience|community involvement|volunteer work|community service",
  "training|courses|courses and training|training and courses|professional development|continuing education|training and development",
  "affiliations|professional affiliations|memberships|professional memberships|associations",
  "activities|activities and leadership|leadership and activities|leadership|extracurricular activities|extracurriculars|leadership experience",
  "talks|speaking|presentations|conference talks|speaking engagements|talks and presentations",
].map((g) => g.split("|"));
const SYN = new Map<string, string>();
for (const g of SYNONYMS) for (const n of g) SYN.set(n, g[0]!);

export function sectionKey(name: string): string {
  const n = normText(name)
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return SYN.get(n) ?? n;
}

export interface AdditionalScore {
  score: number | null;
  sub: { items?: number; precision?: number };
  per?: Record<string, number>;
}

function scoreAdditional(truthAdd: Record<string, string[]>, predAdd: Record<string, string[]>): AdditionalScore {
  const pool = (obj: Record<string, string[]>) => {
    const m = new Map<string, string[]>();
    for (const [k, v] of Object.entries(obj)) {
      const key = sectionKey(k);
      if (!m.has(key)) m.set(key, []);
      m.get(key)!.push(...v.filter((x) => normKey(x)));
    }
    return m;
  };
  const T = pool(truthAdd);
  const P = pool(predAdd);
  let tp = 0;
  let nt = 0;
  let np = 0;
  const per: Record<string, number> = {};
  for (const [k, items] of T) {
    const r = listF1(items, P.get(k) ?? []);
    nt += items.length;
    if (r) {
      tp += r.tp;
      per[k] = r.f1;
    }
  }
  for (const [k, items] of P) {
    np += items.length;
    if (!T.has(k) && items.length) per[`(extra) ${k}`] = 0;
  }
  if (!nt && !np) return { score: null, sub: {} };
  return { score: (2 * tp) / (nt + np), sub: { items: nt ? tp / nt : 0, precision: np ? tp / np : 0 }, per };
}

export interface ResumeScore {
  score: number;
  groups: Record<Group, number | null>;
  weak: [string, number][];
  detail: {
    contact: { truth: Coerced["personal_info"]; pred: Coerced["personal_info"]; c: Record<string, number> };
    work: EntryScore;
    projects: EntryScore;
    education: EntryScore;
    additional: AdditionalScore;
  };
}

/** One resume: contact, work, projects, education, skills (additional information) and their mean. */
export function scoreResume(truthRaw: unknown, predRaw: unknown): ResumeScore {
  const t = coerce(truthRaw);
  const p = coerce(predRaw);
  const weak: [string, number][] = [];
  const cf: number[] = [];
  const c: Record<string, number> = {};
  if (t.personal_info.name) {
    c.name = normName(t.personal_info.name) === normName(p.personal_info.name) ? 1 : 0;
    cf.push(c.name);
  }
  if (t.personal_info.email) {
    c.email = normEmail(t.personal_info.email) === normEmail(p.personal_info.email) ? 1 : 0;
    cf.push(c.email);
  }
  if (t.personal_info.phone) {
    c.phone = normPhone(t.personal_info.phone) === normPhone(p.personal_info.phone) ? 1 : 0;
    cf.push(c.phone);
  }
  for (const [k, v] of Object.entries(c)) weak.push([`contact.${k}`, v]);
  const w = scoreEntries("work", t.work, p.work);
  const pr = scoreEntries("projects", t.projects, p.projects);
  const ed = scoreEntries("education", t.education, p.education);
  const ad = scoreAdditional(t.add, p.add);
  const groups: Record<Group, number | null> = {
    contact: cf.length ? cf.reduce((a, b) => a + b, 0) / cf.length : null,
    work: w.score,
    projects: pr.score,
    education: ed.score,
    skills: ad.score,
  };
  for (const [g, r] of [
    ["work", w],
    ["projects", pr],
    ["education", ed],
  ] as const) {
    for (const [k, v] of Object.entries(r.sub)) weak.push([`${g}.${k}`, v]);
    if ((r.extra ?? 0) > 0) weak.push([`${g}.extra(${r.extra})`, r.score ?? 0]);
  }
  if (ad.score !== null) weak.push(["skills.items", ad.sub.items ?? 0], ["skills.precision", ad.sub.precision ?? 0]);
  const vals = GROUPS.map((g) => groups[g]).filter((v): v is number => v !== null);
  const score = vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : 0;
  return {
    score,
    groups,
    weak: weak.filter(([, v]) => v < 0.999).sort((a, b) => a[1] - b[1]),
    detail: { contact: { truth: t.personal_info, pred: p.personal_info, c }, work: w, projects: pr, education: ed, additional: ad },
  };
}

/** A resume whose parse failed scores 0 on every group its truth has. */
export function zeroResume(truthRaw: unknown): { score: number; groups: Record<Group, number | null> } {
  const t = coerce(truthRaw);
  const has: Record<Group, boolean> = {
    contact: !!(t.personal_info.name || t.personal_info.email || t.personal_info.phone),
    work: t.work.length > 0,
    projects: t.projects.length > 0,
    education: t.education.length > 0,
    skills: Object.values(t.add).some((v) => v.length > 0),
  };
  return { score: 0, groups: Object.fromEntries(GROUPS.map((g) => [g, has[g] ? 0 : null])) as Record<Group, number | null> };
}

/** Mean over resumes and per group (a group counts only on resumes where it is scored), as the shared scorer prints. */
export function summarise(results: { score: number; groups: Record<Group, number | null> }[]): {
  overall: number;
  groups: Record<Group, number | null>;
} {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  return {
    overall: mean(results.map((r) => r.score)) ?? 0,
    groups: Object.fromEntries(
      GROUPS.map((g) => [g, mean(results.map((r) => r.groups[g]).filter((v): v is number => v !== null))]),
    ) as Record<Group, number | null>,
  };
}

/** The misses of one resume, one line each, as the shared scorer's --verbose prints them. */
export function verboseLines(res: ResumeScore): string[] {
  const out: string[] = [];
  const d = res.detail;
  const show = (s: unknown) => JSON.stringify(s);
  for (const k of ["name", "email", "phone"] as const)
    if (d.contact.c[k] === 0) out.push(`    contact.${k}: truth ${show(d.contact.truth[k])} got ${show(d.contact.pred[k])}`);
  for (const g of ["work", "projects", "education"] as const) {
    for (const e of d[g].details) {
      if (e.pred === null) {
        out.push(`    ${g}[${e.truth}]: not found`);
        continue;
      }
      for (const pr of e.pairs ?? [])
        if (e.fields?.[pr.f] === 0) out.push(`    ${g}[${e.truth}].${pr.f}: truth ${show(pr.t)} got ${show(pr.p)}`);
      for (const l of ["bullets", "details"]) {
        const v = e.fields?.[l];
        if (v !== undefined && v !== null && v < 0.999) out.push(`    ${g}[${e.truth}].${l}: F1 ${v.toFixed(2)}`);
      }
    }
    const extra = d[g].extra ?? 0;
    if (extra > 0) out.push(`    ${g}: ${extra} extra predicted entr${extra === 1 ? "y" : "ies"}`);
  }
  for (const [k, v] of Object.entries(d.additional.per ?? {})) if (v < 0.999) out.push(`    additional[${k}]: F1 ${v.toFixed(2)}`);
  return out;
}
