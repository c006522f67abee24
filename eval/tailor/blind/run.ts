// A blind set of real postings × real résumés (README.md here): runs each pair of the named set through
// tailorResume and prints the issue-30 figures. The set's pairs and requirement lists are in ../<set>/; the
// postings and profiles live outside the repository in $TAILOR_BLIND_DIR (build.sh makes them); the figures
// printed name no résumé text, so they may be kept in eval/.
// With --detail the changed bullets are written to $TAILOR_BLIND_DIR/detail.txt, never to stdout.
//   TAILOR_BLIND_DIR=… npx tsx eval/tailor/blind/run.ts <set> [--detail]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { addedSkills, keywordCoverage, panelTermIsReal, plainText, rewritten } from "../harness";

const set = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!set) throw new Error("name the set: npx tsx eval/tailor/blind/run.ts postings1");
const HERE = path.join(import.meta.dirname, "..", set);
const dir = process.env.TAILOR_BLIND_DIR;
if (!dir) throw new Error(`set TAILOR_BLIND_DIR to the blind set folder (build.sh ${set} makes it)`);

interface Pair {
  id: string;
  resume: string;
  posting: string;
}
interface Posting {
  top5: string[];
  requirements: string[];
}
const pairs = (JSON.parse(readFileSync(path.join(HERE, "pairs.json"), "utf8")) as { pairs: Pair[] }).pairs;
const postings = (JSON.parse(readFileSync(path.join(HERE, "postings.json"), "utf8")) as { postings: Record<string, Posting> }).postings;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const names = (text: string, requirement: string) =>
  requirement.split("|").some((form) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(form)}(?![\\p{L}\\p{N}])`, "iu").test(text));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (n: number, d: number) => (d ? `${n}/${d} = ${((100 * n) / d).toFixed(1)}%` : "0/0");

const detail: string[] = [];
const totals = {
  bullets: 0,
  changed: 0,
  naming: 0,
  namingAny: 0,
  violations: 0,
  added: 0,
  unnamed: 0,
  panel: 0,
  panelReal: 0,
  top5: 0,
  top5Named: 0,
};
const gains: number[] = [];
const befores: number[] = [];
const afters: number[] = [];
for (const pair of pairs) {
  const profile = JSON.parse(readFileSync(path.join(dir, "profiles", `${pair.resume}.json`), "utf8")) as StoredRecord;
  const jd = readFileSync(path.join(dir, "postings", `${pair.posting}.txt`), "utf8");
  const posting = postings[pair.posting]!;
  const all = [...posting.top5, ...posting.requirements];
  const result = await tailorResume(profile, jd, { engine: "local" });
  const resume = result.modified_experiences;
  let bullets = 0;
  let changed = 0;
  let naming = 0;
  let namingAny = 0;
  for (const item of [...resume.experiences.work_experiences, ...resume.experiences.projects]) {
    for (const r of item.responsibilities) {
      bullets++;
      if (!rewritten(r)) continue;
      changed++;
      const brought = all.filter((q) => names(r.suggested, q) && !names(r.current, q));
      if (brought.length) naming++;
      if (all.some((q) => names(r.suggested, q))) namingAny++;
      detail.push(`${pair.id} [${brought.join("; ")}]\n  - ${r.current}\n  + ${r.suggested}`);
    }
  }
  const added = addedSkills(resume);
  const own = JSON.stringify(profile);
  const unnamed = added.filter((s) => !names(own, s));
  const panel = [...result.match.matched_keywords, ...result.match.missing_keywords];
  const panelReal = panel.filter((t) => panelTermIsReal(t, all, []));
  const top5Named = posting.top5.filter((q) => panel.some((t) => panelTermIsReal(t, [q], [])));
  const violations = auditTailoring(profile, resume, jd);
  const before = keywordCoverage(plainText(resume, "current"), all);
  const after = keywordCoverage(plainText(resume, "suggested"), all);
  gains.push(after - before);
  befores.push(before);
  afters.push(after);
  Object.assign(totals, {
    bullets: totals.bullets + bullets,
    changed: totals.changed + changed,
    naming: totals.naming + naming,
    namingAny: totals.namingAny + namingAny,
    violations: totals.violations + violations.length,
    added: totals.added + added.length,
    unnamed: totals.unnamed + unnamed.length,
    panel: totals.panel + panel.length,
    panelReal: totals.panelReal + panelReal.length,
    top5: totals.top5 + posting.top5.length,
    top5Named: totals.top5Named + top5Named.length,
  });
  console.log(
    `${pair.id} ${pair.posting.padEnd(36)} changed ${changed}/${bullets} (naming a requirement ${naming}), coverage ${before.toFixed(0)} → ${after.toFixed(0)}, audit ${violations.length}, added [${added.join(", ")}]${unnamed.length ? ` NOT NAMED IN RÉSUMÉ [${unnamed.join(", ")}]` : ""}`,
  );
  console.log(`    panel (${panelReal.length}/${panel.length} real): ${panel.join(", ")}`);
  const noise = panel.filter((t) => !panelReal.includes(t));
  if (noise.length) console.log(`    panel terms naming no requirement: ${noise.join(", ")}`);
  console.log(`    top-5 the panel misses: ${posting.top5.filter((q) => !top5Named.includes(q)).join(", ") || "none"}`);
  for (const v of violations) console.log(`    VIOLATION ${v.rule} at ${v.path}`);
}
console.log(`\n== blind set ${set}: ${pairs.length} pairs ==`);
console.log(`bullets changed: ${pct(totals.changed, totals.bullets)}`);
console.log(
  `changes that bring in a requirement of the job: ${pct(totals.naming, totals.changed)} (suggestion names any requirement: ${pct(totals.namingAny, totals.changed)})`,
);
console.log(
  `coverage of the requirement list, median ${median(befores).toFixed(1)}% → ${median(afters).toFixed(1)}%, median gain ${median(gains).toFixed(1)} points (min ${Math.min(...gains).toFixed(1)}, max ${Math.max(...gains).toFixed(1)}), falls on ${gains.filter((g) => g < 0).length} pairs`,
);
console.log(`audit violations: ${totals.violations}`);
console.log(`skills added: ${totals.added}, not named anywhere in the résumé (judge each): ${totals.unnamed}`);
console.log(`panel precision (terms naming a requirement): ${pct(totals.panelReal, totals.panel)}`);
console.log(`panel recall of the top-5 requirements: ${pct(totals.top5Named, totals.top5)}`);
if (process.argv.includes("--detail")) writeFileSync(path.join(dir, "detail.txt"), `${detail.join("\n")}\n`);
