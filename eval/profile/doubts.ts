// How well the profile's structural doubts (app/components/profile/doubts.ts) point at real mistakes: parses every
// PDF of a set that has truth files (`<set>/pdfs/*.pdf` beside `<set>/truth/*.json`), computes the doubts on the
// parsed record, and checks each against the truth. Prints counts only (never résumé text).
//   npx tsx eval/profile/doubts.ts <set dir> [<set dir> …]
// A doubt is right when the truth says that piece is misplaced: a job flagged for no employer (or dates) whose
// truth job has one, or that has no truth job at all; a flagged line that is a truth heading (an employer, title,
// dates or place) rather than a truth line; a flagged list whose date-range items are not in that list in the
// truth. Recall: the parsed lines that are truth headings, and how many of them were flagged.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DOUBTS, structuralDoubts } from "../../app/components/profile/doubts";
import { valueAt } from "../../app/components/profile/marks";
import { ResumeRefusal, parseResume } from "../../worker/parse/index.ts";
import type { StoredRecord } from "../../worker/shapes/resume";

const norm = (s: unknown) =>
  String(s ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

type Tally = { right: number; wrong: number };
const kinds = ["shell", "noEmployer", "noDates", "headerLine", "entryList"] as const;

function headingsOf(truth: StoredRecord): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => norm(v) && out.add(norm(v));
  for (const w of truth.experiences?.work_experiences ?? []) for (const k of ["company", "title", "dates", "location"] as const) add(w[k]);
  for (const e of truth.education ?? []) for (const k of ["degree", "institution", "dates", "location"] as const) add(e[k]);
  for (const p of truth.experiences?.projects ?? []) add(p.title);
  return out;
}

function linesOfTruth(truth: StoredRecord): Set<string> {
  const out = new Set<string>();
  for (const w of truth.experiences?.work_experiences ?? []) for (const r of w.responsibilities ?? []) out.add(norm(r));
  for (const p of truth.experiences?.projects ?? []) for (const r of p.responsibilities ?? []) out.add(norm(r));
  for (const e of truth.education ?? []) for (const d of e.details ?? []) out.add(norm(d));
  return out;
}

/** True when the heading `line` is a truth heading or is made of truth headings joined ("Acme, Berlin"). */
function isHeading(line: string, heads: Set<string>): boolean {
  const n = norm(line);
  if (heads.has(n)) return true;
  const parts = [...heads].filter((h) => h.length >= 3 && n.includes(h));
  return parts.reduce((len, h) => len + h.length, 0) >= n.replace(/ /g, "").length * 0.6;
}

function judge(parsed: StoredRecord, truth: StoredRecord, tally: Record<string, Tally>, recall: { headings: number; flagged: number }) {
  const heads = headingsOf(truth);
  const truthLines = linesOfTruth(truth);
  const doubts = structuralDoubts(parsed);
  const truthJobs = truth.experiences?.work_experiences ?? [];
  for (const d of doubts) {
    const kind = kinds.find((k) => DOUBTS[k] === d.reason)!;
    let right: boolean;
    if (kind === "shell") {
      const job = parsed.experiences.work_experiences[Number(d.path.split(".")[2])]!;
      // Right unless the truth has a job with these very lines and no heading either.
      const lines = new Set(job.responsibilities.map(norm));
      right = !truthJobs.some((t) => !norm(t.title) && !norm(t.company) && (t.responsibilities ?? []).some((r) => lines.has(norm(r))));
    } else if (kind === "noEmployer" || kind === "noDates") {
      const i = Number(d.path.split(".")[2]);
      const job = parsed.experiences.work_experiences[i]!;
      const twin = truthJobs.find(
        (t) => (job.title && norm(t.title) === norm(job.title)) || (job.dates && norm(t.dates) === norm(job.dates)),
      );
      right = !twin || norm(kind === "noEmployer" ? twin.company : twin.dates) !== "";
    } else if (kind === "headerLine") {
      const line = String(valueAt(parsed, d.path));
      right = isHeading(line, heads) && !truthLines.has(norm(line));
    } else {
      const name = d.path.slice("additional_information.".length);
      const truthItems = new Set((truth.additional_information?.[name] ?? []).map(norm));
      const items = parsed.additional_information[name] ?? [];
      right = items.some((t) => /\d{4}/.test(t) && !truthItems.has(norm(t)));
    }
    tally[kind]![right ? "right" : "wrong"]++;
  }
  const flagged = new Set(doubts.map((d) => d.path));
  for (const kind of [
    ["experiences.work_experiences", "responsibilities"],
    ["experiences.projects", "responsibilities"],
    ["education", "details"],
  ] as const) {
    const list = valueAt(parsed, kind[0]) as Array<Record<string, string[]>>;
    for (const [i, e] of list.entries()) {
      for (const [j, line] of (e[kind[1]] ?? []).entries()) {
        if (!isHeading(line, heads) || truthLines.has(norm(line))) continue;
        recall.headings++;
        if (flagged.has(`${kind[0]}.${i}.${kind[1]}.${j}`)) recall.flagged++;
      }
    }
  }
}

async function main() {
  const sets = process.argv.slice(2);
  if (sets.length === 0) {
    process.stderr.write("usage: npx tsx eval/profile/doubts.ts <set dir> [<set dir> …]\n");
    process.exit(1);
  }
  for (const set of sets) {
    const tally = Object.fromEntries(kinds.map((k) => [k, { right: 0, wrong: 0 }])) as Record<string, Tally>;
    const recall = { headings: 0, flagged: 0 };
    let resumes = 0;
    let withDoubts = 0;
    for (const file of readdirSync(path.join(set, "pdfs")).filter((f) => f.endsWith(".pdf"))) {
      const truthFile = path.join(set, "truth", file.replace(/\.pdf$/, ".json"));
      let truth: StoredRecord;
      try {
        truth = JSON.parse(readFileSync(truthFile, "utf8"));
      } catch {
        continue;
      }
      let parsed: StoredRecord;
      try {
        parsed = (await parseResume(new Uint8Array(readFileSync(path.join(set, "pdfs", file))))).record;
      } catch (err) {
        if (err instanceof ResumeRefusal) continue;
        throw err;
      }
      resumes++;
      const before = Object.values(tally).reduce((n, t) => n + t.right + t.wrong, 0);
      judge(parsed, truth, tally, recall);
      if (Object.values(tally).reduce((n, t) => n + t.right + t.wrong, 0) > before) withDoubts++;
    }
    process.stdout.write(`${path.basename(set)}: ${resumes} résumés, ${withDoubts} with a doubt\n`);
    for (const k of kinds) process.stdout.write(`  ${k}: ${tally[k]!.right} right, ${tally[k]!.wrong} wrong\n`);
    process.stdout.write(`  heading lines among the lines: ${recall.headings}, flagged ${recall.flagged}\n`);
  }
}

await main();
