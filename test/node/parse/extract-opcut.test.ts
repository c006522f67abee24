// The parse keeps only the operators readPage acts on while pdf.js hands a page's operator list over chunk by chunk
// (extract.ts, keepOnlyReadOps): paths that are neither filled nor stroked must not pile up, and what readPage
// reads from the cut list must be what it reads from the whole one.
import { describe, expect, it } from "vitest";
import { operatorList } from "../../worker/opcut-pdf.ts";

describe("a page's operator list cut to what readPage reads", () => {
  it("drops unpainted paths and line styles, and reads the same runs, bullets and rules", async () => {
    const whole = await operatorList("none");
    const cut = await operatorList("page");
    expect(whole.unpainted).toBeGreaterThan(3000);
    expect(cut.unpainted).toBe(0);
    expect(cut.length).toBeLessThan(whole.length / 10);
    expect(cut.read).toEqual(whole.read);
    expect(cut.read.runs.map((r) => r.text)).toEqual(["Jordan Example", "Analyst at Acme, 2019 - 2023"]);
    expect(cut.read.shapes.length).toBe(1);
    expect(cut.read.rules.length).toBe(1);
  });
  it("cuts each chunk before pdf.js posts it, and posts it uncopied and without path points", async () => {
    const whole = await operatorList("none");
    const port = await operatorList("port");
    expect(whole.copiedChunks).toBeGreaterThan(1);
    expect(whole.withPoints).toBeGreaterThan(3000);
    expect(port.copiedChunks).toBe(0);
    expect(port.unpainted).toBe(0);
    expect(port.withPoints).toBe(0);
    expect(whole.gstates.length).toBe(301);
    expect(port.gstates).toEqual([1]); // the one state with a font, with only its font
    expect(port.length).toBeLessThan(whole.length / 10);
    expect(port.read).toEqual(whole.read);
  });
  it("drops save…restore groups that change nothing readPage keeps, at either cut, and reads the same", async () => {
    const whole = await operatorList("none", "groups");
    const page = await operatorList("page", "groups");
    const port = await operatorList("port", "groups");
    expect(whole.saves).toBeGreaterThan(2000);
    // Left: the group around the second line and the one around the bullet, and a few whose save and restore
    // fell in different chunks.
    for (const cut of [page, port]) {
      expect(cut.saves).toBeLessThan(20);
      expect(cut.length).toBeLessThan(whole.length / 20);
      expect(cut.read).toEqual(whole.read);
    }
    expect(port.read.runs.map((r) => r.text)).toEqual(["Jordan Example", "Analyst at Acme, 2019 - 2023", "Skills: ledgers"]);
    expect(port.read.shapes.length).toBe(1);
  });
});
