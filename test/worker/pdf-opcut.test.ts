// In workerd, as in Node (test/node/parse/extract-opcut.test.ts): pdf.js's operator-list chunks are cut to what
// readPage reads before they are posted, posted uncopied and without path points, and read the same.
import { describe, expect, it } from "vitest";
import { operatorList } from "./opcut-pdf.ts";

describe("a page's operator list handed over in workerd", () => {
  it("is cut before it is posted, never deep-copied, and reads the same runs, bullets and rules", async () => {
    const whole = await operatorList("none");
    const port = await operatorList("port");
    expect(whole.copiedChunks).toBeGreaterThan(1);
    expect(port.copiedChunks).toBe(0);
    expect(port.unpainted).toBe(0);
    expect(port.withPoints).toBe(0);
    expect(whole.gstates.length).toBe(301);
    expect(port.gstates).toEqual([1]); // the one state with a font, with only its font
    expect(port.read).toEqual(whole.read);
    expect(port.read.runs.map((r) => r.text)).toEqual(["Jordan Example", "Analyst at Acme, 2019 - 2023"]);
  });
  it("drops save…restore groups that change nothing readPage keeps, and reads the same", async () => {
    const whole = await operatorList("none", "groups");
    const port = await operatorList("port", "groups");
    expect(whole.saves).toBeGreaterThan(2000);
    expect(port.saves).toBeLessThan(20);
    expect(port.read).toEqual(whole.read);
    expect(port.read.runs.map((r) => r.text)).toEqual(["Jordan Example", "Analyst at Acme, 2019 - 2023", "Skills: ledgers"]);
  });
});
