// Two readers, one answer. Line by line: where the local model and the AI reader agree (role, section kind and entry
// start), the reading stands and is sure (it gets no "not sure" mark); where they disagree, the line is disputed and
// the reader that held-back data showed right more often in the line's field group wins (readers/held-back.json). A
// group that has no figure for the AI reader goes to the local model, so an unmeasured AI reader can mark fields but
// never change them.
import type { LineReading, SectionKind } from "../roles/types.ts";
import HELD_BACK from "./held-back.json";

/** The field groups the real sets' scorer reports, which held-back figures are kept for. */
export const FIELD_GROUPS = ["contact", "work", "projects", "education", "skills"] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];
export type ReaderName = "local" | "ai";

/** A line's field group, from the section kind it is read in (a summary belongs to the personal details). */
export function groupOf(kind: SectionKind): FieldGroup {
  if (kind === "work" || kind === "projects" || kind === "education") return kind;
  if (kind === "preamble" || kind === "contact" || kind === "summary") return "contact";
  return "skills";
}

export interface HeldBack {
  local: Record<FieldGroup, number | null>;
  ai: Record<FieldGroup, number | null>;
}

/** The reader that wins each group's disagreements: the AI only where both are measured and it measured higher. */
export function winnersFrom(table: HeldBack): Record<FieldGroup, ReaderName> {
  const out = {} as Record<FieldGroup, ReaderName>;
  for (const g of FIELD_GROUPS) {
    const ai = table.ai[g];
    const local = table.local[g];
    out[g] = typeof ai === "number" && (typeof local !== "number" || ai > local) ? "ai" : "local";
  }
  return out;
}

export const HELD_BACK_WINNERS = winnersFrom(HELD_BACK as HeldBack);

export interface Combined {
  readings: LineReading[];
  /** Lines the readers read differently, in line order. */
  disputed: number[];
  /** Disputed lines the AI reader won. */
  aiWon: number;
}

const same = (a: LineReading, b: LineReading) => a.role === b.role && a.section === b.section && a.entryStart === b.entryStart;

/** Combines two complete readings of the same lines (both in line order, as orderReadings gives them). */
export function combineReadings(
  local: readonly LineReading[],
  ai: readonly LineReading[],
  winners: Record<FieldGroup, ReaderName> = HELD_BACK_WINNERS,
): Combined {
  const disputed: number[] = [];
  let aiWon = 0;
  const readings = local.map((l, n) => {
    const a = ai[n]!;
    // Two readers agreeing make the reading sure, however unsure the line model was alone.
    if (same(l, a)) return { ...l, p: 1 };
    disputed.push(n);
    // The line may sit in a different group for each reader: the AI wins only if it is the better reader of both.
    if (winners[groupOf(l.section)] === "ai" && winners[groupOf(a.section)] === "ai") {
      aiWon++;
      return a;
    }
    return l;
  });
  return { readings, disputed, aiWon };
}
