// The page reader groups glyphs from the operator list into text items the way pdf.js's text extraction does:
// a small gap is a space inside the item, a wide one starts a new item, a new line or a font change ends it;
// right-to-left text comes out in reading order; invisible and white text on the white page is dropped.
import { describe, expect, it } from "vitest";
import { readPage } from "../../../worker/parse/extract.ts";
import { FONTS, OPS, OpList } from "./op-list.ts";

const read = (ops: OpList) => readPage(0, ops.fnArray, ops.argsArray, OPS, (n) => FONTS[n], [0, 0, 595, 842]);
const texts = (ops: OpList) => read(ops).runs.map((r) => r.text);

describe("text items from the operator list", () => {
  it("joins glyphs drawn together, puts a space where they sit a space apart, and splits at a column gap", () => {
    // Adjustments are thousandths of an em, negative to the right: -300 is 0.3 em (a space), -2000 is 2 em.
    const ops = new OpList().font("regular", 10).at(50, 700).show("Data", -300, "Analyst", -2000, "2019 – 2021");
    expect(texts(ops)).toEqual(["Data Analyst", "2019 – 2021"]);
    const [first, second] = read(ops).runs;
    expect(first).toMatchObject({ x: 50, y: 700, size: 10, bold: false });
    // 11 glyphs of 0.5 em at 10 pt, plus the 0.3 em gap: 58 pt wide; the second item starts 2 em after it.
    expect(first!.w).toBeCloseTo(58, 3);
    expect(second!.x).toBeCloseTo(50 + 58 + 20, 3);
  });

  it("each item keeps the place it started at, whatever is drawn after it on its line and below", () => {
    // 0.5 em glyphs at 10 pt: "Acme" is 20 pt wide and the 2 em gaps are 20 pt, so the items start at 50, 90 and 140.
    const ops = new OpList().font("regular", 10).at(50, 700).show("Acme", -2000, "Berlin", -2000, "2020");
    ops.at(60, 686).show("Engineer", -300, "lead");
    const at = (v: number) => Math.round(v * 1000) / 1000;
    expect(read(ops).runs.map((r) => [r.text, at(r.x), at(r.y)])).toEqual([
      ["Acme", 50, 700],
      ["Berlin", 90, 700],
      ["2020", 140, 700],
      ["Engineer lead", 60, 686],
    ]);
  });

  it("keeps kerning inside a word, and a drawn space glyph is one space", () => {
    const ops = new OpList().font("regular", 10).at(50, 700).show("Ke", 40, "rning", " ", "works");
    expect(texts(ops)).toEqual(["Kerning works"]);
  });

  it("a new line or a change of font ends an item; the bold font's name makes the run bold", () => {
    const ops = new OpList().font("bold", 10).at(50, 700).show("Acme Inc").font("regular", 10).show(" Berlin");
    ops.at(50, 686).show("Engineer");
    expect(read(ops).runs.map((r) => [r.text, r.bold])).toEqual([
      ["Acme Inc", true],
      ["Berlin", false],
      ["Engineer", false],
    ]);
  });

  it("a tagged span (marked content) ends an item, as in Word's tagged exports", () => {
    const ops = new OpList().font("regular", 10).at(50, 700).marked().show("Jan 2020").endMarked().marked().show("Acme").endMarked();
    expect(texts(ops)).toEqual(["Jan 2020", "Acme"]);
  });

  it("right-to-left letters drawn in visual order come out in reading order", () => {
    // "שלום עולם" (Hebrew) is drawn left to right on the page as its mirror image.
    const logical = "שלום עולם";
    const visual = [...logical].reverse().join("");
    const ops = new OpList().font("regular", 10).at(50, 700).show(visual);
    expect(texts(ops)).toEqual([logical]);
  });

  it("ligature glyphs fold to their letters", () => {
    const ops = new OpList().font("regular", 10).at(50, 700).show("Pro\uFB01cient in ﬂuid dynamics");
    expect(texts(ops)).toEqual(["Proficient in fluid dynamics"]);
  });

  it("hidden white text (keywords painted white on the white page) is dropped, white text on a dark band is kept", () => {
    const ops = new OpList().font("regular", 10).at(50, 700).show("Data Analyst");
    ops.fill("#ffffff").at(50, 686).show("Python Kubernetes Terraform");
    ops.mode(3).fill("#000000").at(50, 672).show("invisible stuffing");
    expect(texts(ops)).toEqual(["Data Analyst"]);
    // A dark band drawn first, then a white heading on it: the reader sees it.
    const band = new OpList().fill("#1f3864").rect(0, 600, 595, 630).fill("#ffffff").font("bold", 12).at(50, 610).show("Skills");
    expect(texts(band)).toEqual(["Skills"]);
  });

  it("letter-spaced design-tool text keeps the document's own word spaces", () => {
    // Each letter placed with a 0.15 em gap (pdf.js's grouping would read a space there), words split by space glyphs.
    const spaced = (word: string) => [...word].flatMap((ch, i) => (i === 0 ? [ch] : [-150, ch]));
    const ops = new OpList()
      .font("regular", 10)
      .at(50, 700)
      .show(...spaced("Python"), " ", ...spaced("SQL"));
    expect(texts(ops)).toEqual(["Python SQL"]);
  });

  it("drawn bullets (small filled shapes) and long thin rules are found", () => {
    const ops = new OpList().fill("#000000").rect(40, 700, 44, 704).rect(40, 650, 555, 651).font("regular", 10).at(50, 700).show("Led");
    const page = read(ops);
    expect(page.shapes).toEqual([{ x0: 40, y0: 700, x1: 44, y1: 704 }]);
    expect(page.rules).toEqual([{ x0: 40, y0: 650, x1: 555, y1: 651 }]);
  });
});
