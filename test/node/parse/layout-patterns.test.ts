import { describe, expect, it } from "vitest";
import { dropPageFurniture, pageChunks } from "../../../worker/parse/chunks.ts";
import { continues, joinWrapped } from "../../../worker/parse/blocks.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { roleScore } from "../../../worker/parse/lexicon.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { headerPieces } from "../../../worker/parse/pieces.ts";
import type { Chunk, Line, TextRun } from "../../../worker/parse/types.ts";

const chunk = (
  text: string,
  x0: number,
  y: number,
  opts: { size?: number; bold?: boolean; italic?: boolean; x1?: number } = {},
): Chunk => ({
  page: 0,
  x0,
  x1: opts.x1 ?? x0 + text.length * 0.5 * (opts.size ?? 10),
  y,
  size: opts.size ?? 10,
  parts: [{ text, bold: opts.bold ?? false, italic: opts.italic ?? false }],
  text,
  blankLead: false,
  firstRunLen: text.length,
  secondX: Number.NaN,
});

let lineY = 760;
/** A full-width line of one or more chunks (each chunk 40 pt after the previous one). */
function line(texts: string[], opts: { size?: number; bold?: boolean; italic?: boolean; bullet?: boolean; gap?: number } = {}): Line {
  lineY -= opts.gap ?? 14;
  let x = 50;
  const segs = texts.map((t) => {
    const c = chunk(t, x, lineY, opts);
    x = c.x1 + 40;
    return c;
  }) as Line["segs"];
  const size = opts.size ?? 10;
  return {
    page: 0,
    slot: 0,
    y: lineY,
    x0: 50,
    x1: x - 40,
    size,
    segs,
    text: texts.join(" "),
    bullet: opts.bullet ?? false,
    ruled: false,
    colRight: 540,
    gapAbove: opts.gap ?? 14,
    pitch: 12,
  };
}

describe("a label column set close to its values", () => {
  const run = (text: string, x: number, y: number, w: number): TextRun => ({
    text,
    x,
    y,
    w,
    size: 9.5,
    bold: false,
    italic: false,
    blank: false,
  });
  // Right-aligned labels ending at x=184.5, values starting at x=193: a gap of 0.9 em, under the 1 em tab-stop rule.
  const rows: [string, string][] = [
    ["Telephone", "06 12 34 56 78"],
    ["E-mail", "camille.dubois@orange.fr"],
    ["Digital skills", "SAP FI, Excel (advanced), Power BI"],
    ["Language skills", "French (native), English (C1)"],
  ];
  const page = (labelled: [string, string][]) => ({
    index: 0,
    width: 595,
    height: 842,
    shapes: [],
    rules: [],
    runs: labelled.flatMap(([label, value], i) => [
      run(label, 184.5 - label.length * 4.8, 720 - 15 * i, label.length * 4.8),
      run(value, 193, 720 - 15 * i, value.length * 4.8),
    ]),
  });
  it("is split from the values when the edge repeats on three or more rows", () => {
    expect(pageChunks(page(rows)).map((c) => c.text)).toEqual(rows.flat());
  });
  it("is not split on two rows (a word gap that happens to line up)", () => {
    expect(pageChunks(page(rows.slice(0, 2))).map((c) => c.text)).toEqual(rows.slice(0, 2).map((r) => r.join(" ")));
  });
});

describe("a word that ends like a month before a date", () => {
  it("does not hide the date ('Chic|ago 2012 – 2014', 'Santi|ago 2019')", () => {
    expect(findDate("University of Illinois Chicago 2012 – 2014")?.text).toBe("2012 – 2014");
    expect(findDate("Universidad de Santiago 2019")?.text).toBe("2019");
    expect(findDate("Kmart 2015 – 2016")?.text).toBe("2015 – 2016");
  });
});

describe("title vs company when the company is one bare word", () => {
  const styledLine = (text: string, style: { bold?: boolean; italic?: boolean }, date?: string) => {
    const l = line(date ? [text, date] : [text], { gap: 14 });
    l.segs[0].parts = [{ text, bold: style.bold ?? false, italic: style.italic ?? false }];
    return l;
  };
  const job = (a: Line, b: Line) => toWork([{ header: [a, b], body: [{ text: "Built things", bullet: true, textX: 60, last: b }] }])[0];
  it("reads the head noun: 'Software Engineer' is a role, 'Software Solutions' an organisation", () => {
    expect(roleScore("Software Engineer")).toBeGreaterThan(0);
    expect(roleScore("Software Developer")).toBeGreaterThan(0);
    expect(roleScore("Acme Software Solutions")).toBeLessThan(0);
    // The head is read before a comma: the department after it does not make the line an organisation.
    expect(roleScore("Registered Nurse, Emergency Department")).toBeGreaterThan(0);
  });
  it("keeps the bare word as the company whichever line and style it has", () => {
    expect(
      job(styledLine("Software Engineer", { bold: true }, "Jul 2018 – Dec 2021"), styledLine("Infosys", { italic: true })),
    ).toMatchObject({ title: "Software Engineer", company: "Infosys" });
    expect(job(styledLine("Andela", { bold: true }, "Jan 2019 – Mar 2021"), styledLine("Software Developer", {}))).toMatchObject({
      title: "Software Developer",
      company: "Andela",
    });
    // No keyword at all: the single word is still the company.
    expect(job(styledLine("Growth Hacker", {}, "2019 – 2021"), styledLine("Shopee", { italic: true }))).toMatchObject({
      title: "Growth Hacker",
      company: "Shopee",
    });
  });
});

describe("an institution whose name contains 'at'", () => {
  const pieces = (text: string) => headerPieces([line([text])]).pieces.map((p) => p.text);
  it("is one piece", () => {
    expect(pieces("The University of Texas at Austin")).toEqual(["The University of Texas at Austin"]);
    expect(pieces("Research Assistant at University of Illinois at Chicago")).toEqual([
      "Research Assistant",
      "University of Illinois at Chicago",
    ]);
  });
  it("while 'Title at Company' still splits", () => {
    expect(pieces("Software Engineer at Google")).toEqual(["Software Engineer", "Google"]);
  });
});

describe("wrapped bullet lines", () => {
  it("a line that ends on a preposition continues, even onto a short line starting with a digit", () => {
    const prev = line(["Launched income verification, lifting landlord acceptance by"]);
    const next = line(["14%"]);
    prev.colRight = 400; // the column looks roomy (a two-column page's estimated edge)
    expect(continues(prev, next, 50)).toBe(true);
    const done = line(["Launched income verification for landlords"]);
    done.colRight = 400;
    expect(continues(done, line(["14 markets launched"]), 50)).toBe(false);
  });
  it("a real hyphen after an acronym or code at the line end is kept; ordinary hyphenation is repaired", () => {
    expect(joinWrapped("cell-type deconvolution of bulk RNA-", "seq")).toBe("cell-type deconvolution of bulk RNA-seq");
    expect(joinWrapped("grew B2B-", "focused sales")).toBe("grew B2B-focused sales");
    expect(joinWrapped("design for manufactur-", "ing reviews")).toBe("design for manufacturing reviews");
  });
});

describe("a letter-spaced heading of several words", () => {
  it("stays one chunk: its word gaps are wide only by its own letter pitch", () => {
    const run = (text: string, x: number, w: number): TextRun => ({
      text,
      x,
      y: 734,
      w,
      size: 11,
      bold: true,
      italic: false,
      blank: false,
    });
    const chunks = pageChunks({
      index: 0,
      width: 595,
      height: 842,
      shapes: [],
      rules: [],
      runs: [run("W H E R E", 51, 60.7), run("I", 124.7, 3.1), run("S T U D I E D", 140.7, 77.9), run("2019 – 2021", 480, 50)],
    });
    expect(chunks.map((c) => c.text)).toEqual(["WHERE I STUDIED", "2019 – 2021"]);
  });
});

describe("dates in the top or bottom band of two pages", () => {
  it("are entries' dates, not a running element, while a repeated page foot is still dropped", () => {
    const page = (index: number, y: number, date: string) => {
      const body = Array.from({ length: 5 }, (_, k) => chunk(`Body text line ${k}`, 57, 400 - 14 * k));
      return {
        page: { index, width: 595, height: 842, runs: [], shapes: [], rules: [] },
        chunks: [
          ...body,
          { ...chunk("MBA – Fundação Getulio Vargas", 57, y), page: index },
          { ...chunk(date, 474, y), page: index },
          { ...chunk(`Jo Doe – CV – Page ${index + 1} of 2`, 200, 30), page: index },
        ],
      };
    };
    const a = page(0, 60.7, "2012 – 2014");
    const b = page(1, 787.2, "2003 – 2007");
    const kept = dropPageFurniture([a.page, b.page], [a.chunks, b.chunks]).map((cs) => cs.map((c) => c.text));
    expect(kept[0]).toContain("2012 – 2014");
    expect(kept[1]).toContain("2003 – 2007");
    expect(kept.flat().some((t) => t.includes("Page"))).toBe(false);
  });
});
