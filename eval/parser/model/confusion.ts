// Where the held-out readings go wrong, for `npm run parse:cv`: the line model's answers on each held-back file are
// set against the labels the truth alignment gives its lines (eval/parser/model/label.ts), as two confusion matrices
// (role, section kind) and entry starts missed and extra. Each class of error is then priced in the scorer's own
// terms: the file is read again with that class corrected from the labels (every role, every section kind, every
// entry start, or only the lines of one labelled role or kind) and the rise of each field group is the loss that
// class costs. Corrections overlap, so the rises do not add up; "all labels" is what the labels themselves reach
// through the assembler and the field readers.
import { linesFromPages, localReadings, recordFromReadings } from "../../../worker/parse/index.ts";
import type { ModelWeights } from "../../../worker/parse/roles/model.ts";
import { readerLines } from "../../../worker/parse/roles/lines.ts";
import { LINE_ROLES, type LineReading, SECTION_KINDS } from "../../../worker/parse/roles/types.ts";
import type { PageContent } from "../../../worker/parse/types.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { GROUPS, type Group, scoreResume, summarise, zeroResume } from "../lib/realworld-rules.ts";
import { type LineLabel, labelLines } from "./label.ts";

type Scored = { score: number; groups: Record<Group, number | null> };
type Fix = (r: LineReading, l: LineLabel) => LineReading;

/** The corrections priced: a name and how it mends one reading from its label. */
const FIXES: [string, Fix][] = [
  ["all labels", (r, l) => ({ ...r, role: l.role, section: l.section, entryStart: l.entryStart })],
  ["roles", (r, l) => ({ ...r, role: l.role })],
  ["section kinds", (r, l) => ({ ...r, section: l.section })],
  ["entry starts", (r, l) => ({ ...r, entryStart: l.entryStart })],
  ...LINE_ROLES.map((role): [string, Fix] => [
    `lines labelled ${role}`,
    (r, l) => (l.role === role ? { ...r, role: l.role, section: l.section, entryStart: l.entryStart } : r),
  ]),
  ...SECTION_KINDS.map((kind): [string, Fix] => [
    `kind of lines in ${kind}`,
    (r, l) => (l.section === kind ? { ...r, section: l.section } : r),
  ]),
];

export class Diagnostics {
  private roles = LINE_ROLES.map(() => LINE_ROLES.map(() => 0));
  private kinds = SECTION_KINDS.map(() => SECTION_KINDS.map(() => 0));
  private starts = { truth: 0, read: 0, missed: 0, extra: 0 };
  private base: Scored[] = [];
  private fixed = new Map<string, Scored[]>(FIXES.map(([name]) => [name, []]));

  /** Adds one held-back file read with `weights`. */
  add(pages: PageContent[], truth: StoredRecord, weights: ModelWeights): void {
    const { lines, furniture } = linesFromPages(pages);
    const readings = localReadings(readerLines(lines, pages), weights);
    const labels = labelLines(lines, truth);
    for (const [i, r] of readings.entries()) {
      const l = labels[i]!;
      this.roles[LINE_ROLES.indexOf(l.role)]![LINE_ROLES.indexOf(r.role)]!++;
      this.kinds[SECTION_KINDS.indexOf(l.section)]![SECTION_KINDS.indexOf(r.section)]!++;
      this.starts.truth += l.entryStart ? 1 : 0;
      this.starts.read += r.entryStart ? 1 : 0;
      this.starts.missed += l.entryStart && !r.entryStart ? 1 : 0;
      this.starts.extra += r.entryStart && !l.entryStart ? 1 : 0;
    }
    const score = (rs: LineReading[]): Scored => {
      try {
        return scoreResume(truth, recordFromReadings(lines, rs, { furniture }).record);
      } catch {
        return zeroResume(truth);
      }
    };
    this.base.push(score(readings));
    for (const [name, fix] of FIXES) this.fixed.get(name)!.push(score(readings.map((r, i) => fix(r, labels[i]!))));
  }

  /** The diagnostic as printed lines. */
  lines(): string[] {
    const out: string[] = [];
    const total = this.roles.flat().reduce((a, b) => a + b, 0);
    const matrix = (title: string, names: readonly string[], m: number[][]) => {
      const short = names.map((n) => n.slice(0, 5));
      const right = m.map((row, i) => row[i]!).reduce((a, b) => a + b, 0);
      out.push(`  ${title} (rows: label, columns: read; ${((100 * right) / Math.max(1, total)).toFixed(1)}% of ${total} lines agree)`);
      out.push(`    ${"".padEnd(6)}${short.map((s) => s.padStart(6)).join("")}  recall`);
      m.forEach((row, i) => {
        const n = row.reduce((a, b) => a + b, 0);
        out.push(`    ${short[i]!.padEnd(6)}${row.map((v) => String(v).padStart(6)).join("")}  ${n ? (row[i]! / n).toFixed(2) : "-"}`);
      });
      const off = m
        .flatMap((row, i) => row.map((v, j) => ({ v, i, j })))
        .filter((c) => c.i !== c.j && c.v > 0)
        .sort((a, b) => b.v - a.v)
        .slice(0, 6);
      out.push(`    most confused: ${off.map((c) => `${names[c.i]}→${names[c.j]} ${c.v}`).join(", ")}`);
    };
    matrix("line roles", LINE_ROLES, this.roles);
    matrix("section kinds", SECTION_KINDS, this.kinds);
    const s = this.starts;
    out.push(`  entry starts: ${s.truth} labelled, ${s.read} read, ${s.missed} missed, ${s.extra} extra`);
    const b = summarise(this.base);
    const f = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(3)}`;
    out.push(`  field-group gain when one class is read as labelled (overall ${GROUPS.join(" ")}):`);
    const rows = FIXES.map(([name]) => {
      const a = summarise(this.fixed.get(name)!);
      const d = GROUPS.map((g) => (a.groups[g] ?? 0) - (b.groups[g] ?? 0));
      return { name, overall: a.overall - b.overall, d };
    });
    const fixedRows = rows.slice(0, 4);
    const ranked = rows
      .slice(4)
      .filter((r) => Math.abs(r.overall) >= 0.001)
      .sort((x, y) => y.overall - x.overall);
    for (const r of [...fixedRows, ...ranked]) out.push(`    ${r.name.padEnd(30)} ${f(r.overall)}  ${r.d.map(f).join(" ")}`);
    // What perfect readings would reach: the part of the loss that lies after the reader (labels, assembler, fields).
    const all = summarise(this.fixed.get("all labels")!);
    out.push(
      `  read as labelled, the held-out files reach ${all.overall.toFixed(3)} (${GROUPS.map((g) => `${g} ${(all.groups[g] ?? 0).toFixed(2)}`).join(", ")})`,
    );
    return out;
  }
}
