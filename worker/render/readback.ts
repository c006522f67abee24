// Read-back check: does a parse of the PDF we generated recover what we printed? Pure comparison of two
// records; the caller runs the parser. Comparison ignores what a PDF cannot carry faithfully (spacing,
// where a long word was cut, dash and quote styles, bullet glyphs, emoji our fonts lack, zero-width joiners).
import type { StoredRecord, WorkExperience } from "../shapes/resume";
import { cleanText } from "./text";

/** Whitespace-free, NFC, dash/quote-unified, case-folded text: how two renderings of one string compare. */
export function comparable(value: unknown): string {
  return (
    cleanText(value)
      .replace(/^[•·‣◦▪●■\-–*]\s+/u, "")
      .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u20e3/gu, "")
      // Joiners shape letters but are not read: a reader may or may not give them back.
      .replace(/[\u200c\u200d]/g, "")
      .replace(/[‐‑‒–—―−]/g, "-")
      .replace(/[‘’‚′]/g, "'")
      .replace(/[“”„″]/g, '"')
      .replace(/\s+/g, "")
      .toLowerCase()
  );
}

const digits = (s: unknown) => cleanText(s).replace(/\D/g, "");
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const show = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}...` : s);

/**
 * Every way `parsed` fails to give back `expected`: name, e-mail, phone, each work experience's company,
 * title and dates, every responsibility (work and projects, in the right entry), project titles and every
 * technical skill. Empty list = the PDF reads back.
 */
export function readBackProblems(expected: StoredRecord, parsed: StoredRecord): string[] {
  const problems: string[] = [];
  const want = expected.personal_info ?? { name: "", phone: "", email: "" };
  const got = parsed?.personal_info ?? { name: "", phone: "", email: "" };

  if (comparable(want.name) && comparable(want.name) !== comparable(got.name)) {
    problems.push(`name: expected ${show(want.name)}, got ${show(String(got.name ?? ""))}`);
  }
  if (comparable(want.email) && comparable(want.email) !== comparable(got.email)) {
    problems.push(`email: expected ${show(want.email)}, got ${show(String(got.email ?? ""))}`);
  }
  if (digits(want.phone) && digits(want.phone) !== digits(got.phone)) {
    problems.push(`phone: expected ${show(want.phone)}, got ${show(String(got.phone ?? ""))}`);
  }

  const gotWork = list<WorkExperience>(parsed?.experiences?.work_experiences);
  const allGotBullets = new Set(
    [...gotWork, ...list<{ responsibilities: string[] }>(parsed?.experiences?.projects)].flatMap((x) =>
      list<string>(x?.responsibilities).map(comparable),
    ),
  );
  const used = new Set<number>();
  list<WorkExperience>(expected.experiences?.work_experiences).forEach((job, i) => {
    const label = `work experience ${i + 1} (${show(job.title || job.company)})`;
    const match = findEntry(job, gotWork, used);
    if (match < 0) {
      problems.push(`${label}: not found in the parse`);
      return;
    }
    used.add(match);
    const entry = gotWork[match]!;
    for (const field of ["company", "title", "dates"] as const) {
      if (comparable(job[field]) && comparable(job[field]) !== comparable(entry[field])) {
        problems.push(`${label}: ${field} expected ${show(job[field])}, got ${show(String(entry[field] ?? ""))}`);
      }
    }
    checkBullets(label, job.responsibilities, entry.responsibilities, allGotBullets, problems);
  });

  const gotProjects = list<{ title: string; responsibilities: string[] }>(parsed?.experiences?.projects);
  const usedProjects = new Set<number>();
  list<{ title: string; responsibilities: string[] }>(expected.experiences?.projects).forEach((project, i) => {
    const label = `project ${i + 1} (${show(project.title)})`;
    const key = comparable(project.title);
    let match = gotProjects.findIndex((p, j) => !usedProjects.has(j) && comparable(p?.title) === key);
    if (match < 0 && !key) match = gotProjects.findIndex((_, j) => !usedProjects.has(j));
    if (match < 0) {
      // A project whose title the parser missed still counts if its bullets were read.
      if (key) problems.push(`${label}: title not found in the parse`);
      checkBullets(label, project.responsibilities, [], allGotBullets, problems);
      return;
    }
    usedProjects.add(match);
    checkBullets(label, project.responsibilities, gotProjects[match]!.responsibilities, allGotBullets, problems);
  });

  const skills = sectionItems(expected, "technical skills");
  const gotSkills = new Set(sectionItems(parsed, "technical skills").map(comparable));
  const missing = skills.filter((s) => comparable(s) && !gotSkills.has(comparable(s)));
  if (missing.length) problems.push(`technical skills missing: ${missing.map(show).join(", ")}`);
  return problems;
}

/** Index of the parsed entry for an expected job: same company (and title if several), else same title. */
function findEntry(job: WorkExperience, got: WorkExperience[], used: Set<number>): number {
  const free = got.map((g, i) => ({ g, i })).filter(({ i }) => !used.has(i));
  const same = (a: unknown, b: unknown) => comparable(a) !== "" && comparable(a) === comparable(b);
  const byBoth = free.find(({ g }) => same(job.company, g?.company) && same(job.title, g?.title));
  const byCompany = free.find(({ g }) => same(job.company, g?.company));
  const byTitle = free.find(({ g }) => same(job.title, g?.title));
  const byDates = free.find(({ g }) => same(job.dates, g?.dates));
  return (byBoth ?? byCompany ?? byTitle ?? byDates)?.i ?? -1;
}

function checkBullets(label: string, want: unknown, got: unknown, anywhere: Set<string>, problems: string[]) {
  const mine = new Set(list<string>(got).map(comparable));
  for (const bullet of list<string>(want)) {
    const key = comparable(bullet);
    if (!key || mine.has(key)) continue;
    problems.push(
      anywhere.has(key)
        ? `${label}: responsibility read under another entry: ${show(bullet)}`
        : `${label}: responsibility missing: ${show(bullet)}`,
    );
  }
}

function sectionItems(record: StoredRecord, key: string): string[] {
  const info = record?.additional_information ?? {};
  const name = Object.keys(info).find((k) => k.trim().toLowerCase() === key);
  return name ? list<string>(info[name]) : [];
}
