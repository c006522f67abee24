// Fixes for failure patterns found by the second blind held-out set, on hand-built lines.
import { describe, expect, it } from "vitest";
import { continues } from "../../../worker/parse/blocks.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";

function line(text: string, x0: number, y: number, opts: { bullet?: boolean; bold?: boolean; glyphX?: number } = {}): Line {
  const c: Chunk = { page: 0, x0, x1: x0 + text.length * 5, y, size: 10, parts: [{ text, bold: opts.bold ?? false, italic: false }], text, blankLead: false, firstRunLen: text.length, secondX: Number.NaN };
  return { page: 0, slot: 2, y, x0, x1: c.x1, size: 10, segs: [c], text, bullet: opts.bullet ?? false, glyphX: opts.glyphX, ruled: false, colRight: 535, gapAbove: 13, pitch: 12 };
}

describe("wrapped bullets set inside the list (wrap returns under the glyph)", () => {
  const first = line("Redesigned the creator onboarding flow, raising week-one", 260, 661, { bullet: true, glyphX: 249 });
  it("joins a line that starts under the bullet glyph", () => {
    expect(continues(first, line("retention by 18%", 249, 648), 260, true, true, 249)).toBe(true);
  });
  it("does not join it without a glyph there, nor a bold header at that place", () => {
    expect(continues(first, line("retention by 18%", 249, 648), 260, true, true)).toBe(false);
    expect(continues(first, line("Interaction Designer — Meituan", 249, 648, { bold: true }), 260, true, true, 249)).toBe(false);
  });
});
