// A closed table of terms that writers spell several ways ("Javascript" / "JavaScript", "back-end" /
// "backend", "email" / "e-mail"). Where the job's requirement lines use one spelling of a row and a bullet
// another, the suggestion takes the job's: the same word, written as the employer writes it. Only the rows
// here are respelled, so nothing outside the table can change by this rule. A row never splits a capitalised
// word into two ("WiFi" / "Wi-Fi"): the truth guards would read the parts as new names.

import { capitalizeFirst, escapeRegExp } from "./text";

/** Each row: the accepted spellings of one term; any case of them is found, only these are written. */
export const RESPELLINGS: ReadonlyArray<readonly string[]> = [
  ["JavaScript"],
  ["TypeScript"],
  ["GitHub"],
  ["GitLab"],
  ["PostgreSQL"],
  ["MySQL"],
  ["MongoDB"],
  ["jQuery"],
  ["macOS"],
  ["iOS"],
  ["LinkedIn"],
  ["PowerPoint"],
  ["SharePoint"],
  ["QuickBooks"],
  ["WordPress"],
  ["HubSpot"],
  ["e-mail", "email"],
  ["back-end", "backend", "back end"],
  ["front-end", "frontend", "front end"],
  ["full-stack", "fullstack", "full stack"],
  ["e-commerce", "ecommerce"],
  ["on-call", "on call"],
];

const ROW_RE = RESPELLINGS.map(
  (row) =>
    new RegExp(`(?<![\\p{L}\\p{N}.-])(?:${row.map((s) => escapeRegExp(s).replace(/[ -]/g, "[ -]?")).join("|")})(?![\\p{L}\\p{N}-])`, "giu"),
);

/** Per row of the table the job uses: the job's spelling, the one its requirement lines write most often. */
export function jobRespellings(requirementLines: string): Array<{ re: RegExp; written: string }> {
  const out: Array<{ re: RegExp; written: string }> = [];
  ROW_RE.forEach((re, k) => {
    const row = RESPELLINGS[k]!;
    const counts = new Map<string, number>();
    for (const m of requirementLines.matchAll(re)) {
      // A sentence's first word is capitalised anyway: "Email campaigns" is the job writing "email".
      const lower = m[0].charAt(0).toLowerCase() + m[0].slice(1);
      const atStart = /(?:^|[.!?:\n])[\s\-–•*·]*$/.test(requirementLines.slice(Math.max(0, m.index - 4), m.index));
      const form = atStart && row.includes(lower) ? lower : m[0];
      // Only a spelling the row lists: a job writing "gitlab" or "JAVASCRIPT" sets no one's spelling.
      if (!row.includes(form)) continue;
      counts.set(form, (counts.get(form) ?? 0) + 1);
    }
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best) out.push({ re, written: best[0] });
  });
  return out;
}

/** The bullet with every table term spelled the job's way; `uses` lists the spellings brought in. */
export function respellToJob(text: string, rows: ReadonlyArray<{ re: RegExp; written: string }>): { text: string; uses: string[] } {
  let out = text;
  const uses: string[] = [];
  for (const { re, written } of rows) {
    out = out.replace(re, (found: string, offset: number) => {
      if (found === written) return found;
      // A lower-case spelling ("e-mail") keeps the bullet's capital at the start of a sentence.
      const atStart = offset === 0 || /[.!?:]\s*$/.test(out.slice(0, offset));
      const next = written === written.toLowerCase() && /^\p{Lu}/u.test(found) && atStart ? capitalizeFirst(written) : written;
      if (next === found) return found;
      uses.push(written);
      return next;
    });
  }
  return { text: out, uses };
}
