// Heading detection on hand-built lines: decorated, numbered, margin and bullet-looking headings.
import { describe, expect, it } from "vitest";
import { splitSections } from "../../../worker/parse/sections.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";

const seg = (text: string, x0: number, bold: boolean): Chunk => ({
  page: 0,
  x0,
  x1: x0 + text.length * 6,
  y: 700,
  size: 11,
  parts: [{ text, bold, italic: false }],
  text,
  blankLead: false,
  firstRunLen: text.length,
  secondX: Number.NaN,
});
let y = 760;
function line(texts: string[], opts: { bold?: boolean; bullet?: boolean } = {}): Line {
  y -= 15;
  let x = 50;
  const segs = texts.map((t) => {
    const c = { ...seg(t, x, opts.bold ?? false), y };
    x = c.x1 + 40;
    return c;
  }) as Line["segs"];
  return {
    page: 0,
    slot: 0,
    y,
    x0: 50,
    x1: x,
    size: 11,
    segs,
    text: texts.join(" "),
    bullet: opts.bullet ?? false,
    ruled: false,
    colRight: 540,
    gapAbove: 15,
    pitch: 13,
  };
}
const kinds = (lines: Line[]) => splitSections(lines, 11).map((s) => `${s.kind}:${s.heading}`);

describe("headings", () => {
  it("reads decorated headings", () => {
    expect(
      kinds([line(["Jane Doe"]), line(["EXPERIENCE _______________________________________"], { bold: true }), line(["Did things"])]),
    ).toEqual(["preamble:", "work:Experience"]);
    expect(kinds([line(["Jane Doe"]), line(["Education"], { bold: true, bullet: true }), line(["BSc"])])).toEqual([
      "preamble:",
      "education:Education",
    ]);
  });
  it("reads numbered headings and headings printed in a left margin", () => {
    expect(kinds([line(["Jane Doe"]), line(["2", "Experience"], { bold: true }), line(["Did things"])])).toEqual([
      "preamble:",
      "work:Experience",
    ]);
    const margin = splitSections([line(["Jane Doe"]), line(["SKILLS", "Figma, Sketch"], { bold: true })], 11);
    expect(margin.map((s) => s.kind)).toEqual(["preamble", "skills"]);
    expect(margin[1]?.lines.map((l) => l.text)).toEqual(["Figma, Sketch"]);
  });
  it("does not take a plain sentence that mentions a section for a heading", () => {
    expect(kinds([line(["Jane Doe"]), line(["experience"]), line(["Did things"])])).toEqual(["preamble:"]);
  });
});
