// Field-level scoring of a parsed StoredRecord against the held-out ground truth.
// Strict but fair: text is compared after normalising Unicode form, whitespace, dash and quote types, bullet glyphs,
// case and trailing punctuation; entries are paired by content (not position); lists are matched one-to-one, and
// extra output (an invented entry, a split bullet, a stray skill) costs a point just like a missing one.
import type { Education, Project, StoredRecord, WorkExperience } from "../../../worker/shapes/resume.ts";

export const GROUPS = ["contact", "work", "projects", "education", "skills", "other"] as const;
export type Group = (typeof GROUPS)[number];

export interface Miss {
  group: Group;
  field: string;
  expected: string;
  got: string;
}

export interface FileScore {
  file: string;
  points: Record<Group, { hit: number; total: number }>;
  misses: Miss[];
}

export function norm(s: string): string {
  return s
    .normalize("NFC")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/\s*-\s*/g, " - ")
    .trim()
    .replace(/[.;,]+$/, "")
    .trim()
    .toLowerCase();
}

/** A list item: also drop a leading bullet glyph or "1." numbering. */
export function normItem(s: string): string {
  return norm(s.replace(/^\s*(?:[•●▪■◦‣∙·*➢✓✔►>–—-]+|\d{1,2}[.)])\s*/u, ""));
}

const normPhone = (s: string) => s.replace(/[^\d+]/g, "");

const SKILL_NAME = /skill|tool|competenc|technolog|expertise|stack|proficienc|software/i;
const SPOKEN = /^(spoken\s+)?languages?(\s+skills)?$/i;
/** Skill-like by its heading (Technical Skills, Toolbox, Core Competencies...), but not spoken languages. */
export const isSkillName = (name: string) => SKILL_NAME.test(name) && !SPOKEN.test(name.trim());

function matchLists(exp: string[], got: string[]): { hit: number; total: number; missing: string[]; extra: string[] } {
  const pool = got.map(normItem);
  const used = new Array(pool.length).fill(false);
  const missing: string[] = [];
  let hit = 0;
  for (const e of exp) {
    const n = normItem(e);
    const i = pool.findIndex((p, k) => !used[k] && p === n);
    if (i >= 0) {
      used[i] = true;
      hit++;
    } else missing.push(e);
  }
  const extra = got.filter((_, k) => !used[k]);
  return { hit, total: Math.max(exp.length, got.length), missing, extra };
}

const tokens = (s: string) =>
  new Set(
    norm(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
function overlap(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  if (!ta.size || !tb.size) return 0;
  let n = 0;
  for (const t of ta) if (tb.has(t)) n++;
  return n / Math.max(ta.size, tb.size);
}

/** Pairs expected entries with output entries by content, greedily from the most similar pair. */
function pair<E, G>(exp: E[], got: G[], sim: (e: E, g: G) => number): { pairs: [number, number][]; extraGot: number[] } {
  const cands: [number, number, number][] = [];
  exp.forEach((e, i) => {
    got.forEach((g, j) => {
      const s = sim(e, g);
      if (s > 0) cands.push([s, i, j]);
    });
  });
  cands.sort((a, b) => b[0] - a[0]);
  const ue = new Set<number>();
  const ug = new Set<number>();
  const pairs: [number, number][] = [];
  for (const [, i, j] of cands) {
    if (ue.has(i) || ug.has(j)) continue;
    ue.add(i);
    ug.add(j);
    pairs.push([i, j]);
  }
  return { pairs, extraGot: got.map((_, j) => j).filter((j) => !ug.has(j)) };
}

export function scoreRecord(file: string, exp: StoredRecord, got: StoredRecord): FileScore {
  const points = Object.fromEntries(GROUPS.map((g) => [g, { hit: 0, total: 0 }])) as FileScore["points"];
  const misses: Miss[] = [];
  const field = (group: Group, name: string, e: string, g: string, eq = (a: string, b: string) => norm(a) === norm(b)) => {
    points[group].total++;
    if (eq(e, g)) points[group].hit++;
    else misses.push({ group, field: name, expected: e, got: g });
  };
  const list = (group: Group, name: string, e: string[], g: string[]) => {
    const m = matchLists(e, g);
    points[group].hit += m.hit;
    points[group].total += m.total;
    for (const x of m.missing) misses.push({ group, field: `${name} (missing)`, expected: x, got: "" });
    for (const x of m.extra) misses.push({ group, field: `${name} (extra)`, expected: "", got: x });
  };

  // contact
  const pe = exp.personal_info;
  const pg = got.personal_info ?? { name: "", phone: "", email: "" };
  field("contact", "name", pe.name, pg.name ?? "");
  field("contact", "email", pe.email, pg.email ?? "", (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase());
  field("contact", "phone", pe.phone, pg.phone ?? "", (a, b) => normPhone(a) === normPhone(b));

  // work
  const we = exp.experiences.work_experiences;
  const wg = got.experiences?.work_experiences ?? [];
  const wp = pair(
    we,
    wg,
    (e, g) => overlap(e.company, g.company) * 2 + overlap(e.title, g.title) * 2 + (norm(e.dates) === norm(g.dates ?? "") ? 1 : 0),
  );
  const pairedW = new Map(wp.pairs);
  we.forEach((e, i) => {
    const j = pairedW.get(i);
    const g = j === undefined ? undefined : wg[j];
    const tag = `work[${e.company} / ${e.title}]`;
    if (!g) {
      points.work.total += 3 + e.responsibilities.length;
      misses.push({ group: "work", field: `${tag} (entry missing)`, expected: `${e.title} @ ${e.company} (${e.dates})`, got: "" });
      return;
    }
    field("work", `${tag}.company`, e.company, g.company ?? "");
    field("work", `${tag}.title`, e.title, g.title ?? "");
    field("work", `${tag}.dates`, e.dates, g.dates ?? "");
    list("work", `${tag}.bullet`, e.responsibilities, g.responsibilities ?? []);
  });
  for (const j of wp.extraGot) {
    points.work.total++;
    const g = wg[j] as WorkExperience;
    misses.push({
      group: "work",
      field: "work (extra entry)",
      expected: "",
      got: `${g.title} @ ${g.company} (${g.dates}) +${g.responsibilities?.length ?? 0} bullets`,
    });
  }

  // projects
  const pre = exp.experiences.projects;
  const prg = got.experiences?.projects ?? [];
  const pp = pair(pre, prg, (e, g) => overlap(e.title, g.title) + 0.01);
  const pairedP = new Map(pp.pairs);
  pre.forEach((e, i) => {
    const j = pairedP.get(i);
    const g = j === undefined ? undefined : prg[j];
    const tag = `project[${e.title}]`;
    if (!g) {
      points.projects.total += 1 + e.responsibilities.length;
      misses.push({ group: "projects", field: `${tag} (entry missing)`, expected: e.title, got: "" });
      return;
    }
    field("projects", `${tag}.title`, e.title, g.title ?? "");
    list("projects", `${tag}.bullet`, e.responsibilities, g.responsibilities ?? []);
  });
  for (const j of pp.extraGot) {
    points.projects.total++;
    misses.push({
      group: "projects",
      field: "project (extra entry)",
      expected: "",
      got: `${(prg[j] as Project).title} +${(prg[j] as Project).responsibilities?.length ?? 0} bullets`,
    });
  }

  // education
  const ee = exp.education;
  const eg = got.education ?? [];
  const ep = pair(
    ee,
    eg,
    (e, g) => overlap(e.degree, g.degree) + overlap(e.institution, g.institution) + (norm(e.dates) === norm(g.dates ?? "") ? 0.5 : 0),
  );
  const pairedE = new Map(ep.pairs);
  ee.forEach((e, i) => {
    const j = pairedE.get(i);
    const g = j === undefined ? undefined : eg[j];
    const tag = `education[${e.institution}]`;
    if (!g) {
      points.education.total += 3 + e.details.length;
      misses.push({
        group: "education",
        field: `${tag} (entry missing)`,
        expected: `${e.degree} @ ${e.institution} (${e.dates})`,
        got: "",
      });
      return;
    }
    field("education", `${tag}.degree`, e.degree, g.degree ?? "");
    field("education", `${tag}.institution`, e.institution, g.institution ?? "");
    field("education", `${tag}.dates`, e.dates, g.dates ?? "");
    list("education", `${tag}.details`, e.details, g.details ?? []);
  });
  for (const j of ep.extraGot) {
    points.education.total++;
    const g = eg[j] as Education;
    misses.push({ group: "education", field: "education (extra entry)", expected: "", got: `${g.degree} @ ${g.institution} (${g.dates})` });
  }

  // additional information: skill-like sections against skill-like sections (union, item by item), the rest likewise
  const expSkills: string[] = [];
  const expOther: string[] = [];
  for (const [k, v] of Object.entries(exp.additional_information)) (isSkillName(k) ? expSkills : expOther).push(...v);
  const skillSet = new Set(expSkills.map(normItem));
  const otherSet = new Set(expOther.map(normItem));
  const gotSkills: string[] = [];
  const gotOther: string[] = [];
  for (const [k, v] of Object.entries(got.additional_information ?? {})) {
    const items = Array.isArray(v) ? v : [];
    const inSkills = items.filter((x) => skillSet.has(normItem(x))).length;
    const inOther = items.filter((x) => otherSet.has(normItem(x))).length;
    // The heading decides, unless the items clearly belong to the other kind (a 'Skills' heading over spoken languages).
    let skill = isSkillName(k);
    if (skill && inOther > inSkills) skill = false;
    if (!skill && inSkills > inOther) skill = true;
    (skill ? gotSkills : gotOther).push(...items);
  }
  list("skills", "skills", expSkills, gotSkills);
  list("other", "additional", expOther, gotOther);

  return { file, points, misses };
}

export function totals(scores: FileScore[]): Record<Group | "overall", { hit: number; total: number; acc: number }> {
  const out = {} as Record<Group | "overall", { hit: number; total: number; acc: number }>;
  let H = 0;
  let T = 0;
  for (const g of GROUPS) {
    const hit = scores.reduce((a, s) => a + s.points[g].hit, 0);
    const total = scores.reduce((a, s) => a + s.points[g].total, 0);
    H += hit;
    T += total;
    out[g] = { hit, total, acc: total ? hit / total : 1 };
  }
  out.overall = { hit: H, total: T, acc: T ? H / T : 1 };
  return out;
}
