// Prints the evaluation figures: `npx tsx eval/tailor/report.ts [--split tune|holdout|holdout2|holdout3|holdout4|holdout5|holdout6|all or a comma list] [--detail] [--examples]`.
// `--split tune,holdout` is the first set of 26 pairs (the one tuned on); holdout2, holdout3, holdout4, holdout5 and holdout6 were written later and held out.
// --detail lists per-pair figures and every guard decision; --examples every changed bullet.
import { type EvalPair, evalPairs, replay, runPair, type Split } from "./harness";

const median = (xs: number[]) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (n: number, d: number) => (d ? `${n}/${d} = ${((100 * n) / d).toFixed(1)}%` : "0/0");

export interface EvalSummary {
  changedRate: number;
  falseAdditions: number;
  violations: number;
  goodSurvival: number;
  badCatch: number;
  medianCoverageGain: number;
  panelPrecision: number;
}

export async function evalReport(split: Split | "all" | string, opts: { detail?: boolean; examples?: boolean } = {}): Promise<EvalSummary> {
  const splits = new Set(split.split(","));
  const pairs = evalPairs().filter((p: EvalPair) => split === "all" || splits.has(p.split));
  const ids = new Set(pairs.map((p) => p.id));
  console.log(`\n== tailoring evaluation, split ${split}: ${pairs.length} pairs ==`);
  let bullets = 0;
  let changed = 0;
  let falseAdded = 0;
  let added = 0;
  let violations = 0;
  const gains: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  let panelTerms = 0;
  let panelReal = 0;
  let keywordTotal = 0;
  let keywordsInPanel = 0;
  for (const p of pairs) {
    const f = await runPair(p);
    bullets += f.bullets;
    changed += f.changed.length;
    added += f.added.length;
    falseAdded += f.falseAdded.length;
    violations += f.violations.length;
    if (p.kind === "matched") {
      gains.push(f.coverageAfter - f.coverageBefore);
      before.push(f.coverageBefore);
      after.push(f.coverageAfter);
      panelTerms += f.panel.length;
      panelReal += f.panelReal.length;
      keywordTotal += p.keywords.length;
      keywordsInPanel += f.keywordsInPanel.length;
    }
    if (opts.detail) {
      console.log(
        `  ${p.id.padEnd(26)} ${p.kind.padEnd(10)} changed ${f.changed.length}/${f.bullets}, keywords ${f.coverageBefore.toFixed(0)} → ${f.coverageAfter.toFixed(0)}, match ${f.result.match.before} → ${f.result.match.after}, added [${f.added.join(", ")}]${f.falseAdded.length ? ` FALSE [${f.falseAdded.join(", ")}]` : ""}`,
      );
      console.log(`      match panel missing: ${f.result.match.missing_keywords.join(", ")}`);
      if (p.kind === "matched")
        console.log(
          `      panel terms not among the keywords or truth skills: ${f.panel.filter((t) => !f.panelReal.includes(t)).join(", ")}`,
        );
      if (p.kind === "matched")
        console.log(`      keywords the panel does not name: ${p.keywords.filter((k) => !f.keywordsInPanel.includes(k)).join(", ")}`);
      console.log(`      job keywords not in the suggested resume: ${f.missingKeywords.join(", ")}`);
      for (const v of f.violations) console.log(`      VIOLATION ${v.rule} at ${v.path}: ${v.detail ?? ""}`);
    }
    if (opts.examples) for (const c of f.changed) console.log(`    ${p.id} ${c.path}\n      - ${c.current}\n      + ${c.suggested}`);
  }
  console.log(`local engine: bullets changed (more than punctuation/case): ${pct(changed, bullets)}`);
  console.log(`local engine: skills added ${added}, false additions ${falseAdded}`);
  console.log(`local engine: guard violations in final output (audit): ${violations}`);
  console.log(
    `local engine: job-keyword coverage on ${gains.length} matched pairs, median ${median(before).toFixed(1)}% → ${median(after).toFixed(1)}%, median gain ${median(gains) >= 0 ? "+" : ""}${median(gains).toFixed(1)} points (min ${Math.min(...gains).toFixed(1)}, max ${Math.max(...gains).toFixed(1)})`,
  );

  console.log(
    `match panel on ${gains.length} matched pairs: ${panelTerms} terms (${(panelTerms / Math.max(gains.length, 1)).toFixed(1)} per pair), precision against keywords + truth skills ${pct(panelReal, panelTerms)}, keywords the panel names ${pct(keywordsInPanel, keywordTotal)}`,
  );

  const r = await replay(ids);
  const good = r.bullets.filter((b) => b.label === "good");
  const bad = r.bullets.filter((b) => b.label !== "good");
  const goodKept = good.filter((b) => b.kept).length;
  const badCaught = bad.filter((b) => !b.kept).length;
  console.log(`replay (${new Set(r.bullets.map((b) => b.pair)).size} pairs with recorded replies):`);
  console.log(`  good rewrites surviving the guards: ${pct(goodKept, good.length)}`);
  console.log(`  bad rewrites caught: ${pct(badCaught, bad.length)}`);
  const byLabel = new Map<string, { n: number; caught: number }>();
  for (const b of bad) {
    const e = byLabel.get(b.label) ?? { n: 0, caught: 0 };
    e.n++;
    if (!b.kept) e.caught++;
    byLabel.set(b.label, e);
  }
  for (const [label, e] of [...byLabel].sort()) console.log(`    caught ${label.padEnd(20)} ${pct(e.caught, e.n)}`);
  const byRule = new Map<string, number>();
  for (const b of good.filter((b) => !b.kept)) for (const rule of b.rules) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  for (const [rule, n] of [...byRule].sort()) console.log(`    good rewrites rejected by rule ${rule}: ${n}`);
  const goodSkills = r.skills.filter((s) => s.label === "good");
  const falseSkills = r.skills.filter((s) => s.label === "false");
  console.log(
    `  skills: good additions kept ${pct(goodSkills.filter((s) => s.kept).length, goodSkills.length)}, false additions caught ${pct(falseSkills.filter((s) => !s.kept).length, falseSkills.length)}`,
  );
  console.log(`  guard violations in replayed final output (audit): ${r.violations}`);
  if (opts.detail) {
    for (const b of good.filter((b) => !b.kept))
      console.log(`    REJECTED GOOD ${b.pair} ${b.reply} ${b.id} [${b.rules.join(",")}]\n      - ${b.current}\n      + ${b.proposed}`);
    for (const b of bad.filter((b) => b.kept))
      console.log(`    MISSED BAD ${b.pair} ${b.reply} ${b.id} (${b.label})\n      - ${b.current}\n      + ${b.proposed}`);
    for (const s of r.skills.filter((s) => (s.label === "good") !== s.kept))
      console.log(`    SKILL ${s.label} ${s.kept ? "kept" : "dropped"}: ${s.pair} ${s.skill}`);
  }
  return {
    changedRate: changed / bullets,
    falseAdditions: falseAdded,
    violations: violations + r.violations,
    goodSurvival: good.length ? goodKept / good.length : 1,
    badCatch: bad.length ? badCaught / bad.length : 1,
    medianCoverageGain: median(gains),
    panelPrecision: panelTerms ? panelReal / panelTerms : 1,
  };
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith("report.ts")) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const split = arg("--split") ?? "all";
  await evalReport(split, { detail: process.argv.includes("--detail"), examples: process.argv.includes("--examples") });
}
