import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { layoutResume, paginate, type Line, type Typesetter } from "../../../worker/render/layout";
import { HEADINGS } from "../../../worker/render/headings";
import { sampleResume } from "../../samples/resumes";
import { cleanText, fitToFont, wrapText } from "../../../worker/render/text";
import { DESIGNS, PAGE_SIZES } from "../../../worker/render/theme";
import { allText, fonts, readPdf } from "./helpers";
import { renderResumePdf } from "../../../worker/render/index";

// Every character half an em wide: enough to exercise wrapping and page breaks without a font.
const mono: Typesetter = { width: (text, _font, size) => Array.from(text).length * size * 0.5, fit: (text) => text };
const measure = (s: string) => Array.from(s).length * 5;

describe("wrapText", () => {
  it("wraps at spaces and keeps words whole", () => {
    expect(wrapText("aaa bbb ccc ddd", 40, measure)).toEqual(["aaa bbb", "ccc ddd"]);
  });

  it("cuts a word longer than a line, preferring a URL separator", () => {
    const url = "https://example.com/some/long/path/file.html";
    const lines = wrapText(`see ${url} now`, 100, measure);
    expect(lines.every((l) => measure(l) <= 100)).toBe(true);
    expect(lines.join(" ").replace(/ /g, "")).toBe(`see${url}now`);
    expect(lines[1]).toMatch(/[/.:]$/);
  });

  it("starts a URL on the current line when it can be cut at a separator there, and cuts no more than needed", () => {
    // 5 units per character; lines of 200 = 40 characters.
    const url = "https://docs.example.com/a/b/getting-started/x?ref=1";
    const lines = wrapText(`Published ${url} guide`, 200, measure);
    expect(lines).toEqual(["Published https://docs.example.com/a/b/", "getting-started/x?ref=1 guide"]);
  });

  it("never ends a line with a hyphen when it cuts a word", () => {
    const word = "getting-started-with-the-warehouse-".repeat(5);
    for (const width of [90, 100, 110, 120, 130]) {
      const lines = wrapText(word, width, measure);
      expect(lines.join("")).toBe(word);
      expect(lines.slice(0, -1).every((l) => !l.endsWith("-"))).toBe(true);
    }
  });

  it("cuts a long word with no separator anywhere, never before a combining mark", () => {
    const word = "e\u0301".repeat(30); // decomposed é
    const lines = wrapText(word, 52, measure);
    expect(lines.join("")).toBe(word);
    expect(lines.every((l) => !/^\p{M}/u.test(l))).toBe(true);
  });

  it("handles 100 KB without spaces in linear time", () => {
    const t0 = performance.now();
    const lines = wrapText("x".repeat(100_000), 400, measure);
    expect(lines.length).toBe(1250);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe("cleanText and fitToFont", () => {
  it("collapses whitespace, drops invisibles and controls, composes accents, spells out ligatures", () => {
    expect(cleanText("  a\tb\r\n\u00a0c\u200b\u202ed\u0007 ")).toBe("a b cd");
    expect(cleanText("Nguye\u0302\u0303n")).toBe("Nguyễn");
    expect(cleanText("\ufb01nal of\ufb02ow")).toBe("final offlow");
    expect(cleanText(undefined)).toBe("");
    expect(cleanText(42)).toBe("42");
  });

  it("drops emoji the font lacks, replaces other missing letters with '?'", () => {
    const latinOnly = (cp: number) => cp < 0x250;
    expect(fitToFont("Hi 👋🏽 שלום 中", latinOnly)).toBe("Hi ???? ?");
    expect(fitToFont("© ok", latinOnly)).toBe("© ok");
  });
});

describe("layoutResume and paginate: page breaks", () => {
  const theme = DESIGNS.classic;
  const contentHeight = PAGE_SIZES.A4.height - theme.margin.top - theme.margin.bottom;
  const contentWidth = PAGE_SIZES.A4.width - theme.margin.left - theme.margin.right;
  const widths = { full: contentWidth, main: contentWidth, side: 0 };
  const headings = new Set<string>(Object.values(HEADINGS.en.names).map((n) => n.toUpperCase()));
  const isHeading = (l: Line) => l.runs.length === 1 && headings.has(l.runs[0]!.text);

  /** Random resumes of every length, deterministic. */
  function* resumes(): Generator<StoredRecord> {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let k = 0; k < 120; k++) {
      const r = sampleResume("three-page");
      r.experiences.work_experiences = r.experiences.work_experiences.slice(0, 1 + rnd(8)).map((job) => ({
        ...job,
        responsibilities: job.responsibilities.slice(0, rnd(8)).map((b) => b + " extra words".repeat(rnd(12))),
      }));
      r.education = r.education.slice(0, rnd(2));
      yield r;
    }
  }

  it("never ends a page with a heading, a job header or a bullet's lone first line", () => {
    let breaks = 0;
    for (const record of resumes()) {
      const lines = layoutResume(record, widths, mono, theme).main;
      const pages = paginate(lines, contentHeight);
      pages.slice(0, -1).forEach((page) => {
        const last = page[page.length - 1]!;
        expect(last.line.keepWithNext ?? false).toBe(false);
        expect(isHeading(last.line)).toBe(false);
        breaks++;
      });
      for (const page of pages) {
        const bottom = page[page.length - 1]!;
        expect(bottom.top + bottom.line.height).toBeLessThanOrEqual(contentHeight + 0.01);
        expect(page[0]!.top).toBe(0);
      }
      expect(pages.flat().length).toBe(lines.length);
    }
    expect(breaks).toBeGreaterThan(60);
  });

  it("moves a heading that would sit at the bottom to the next page", () => {
    const line = (text: string, keep = false): Line => ({
      runs: [{ text, font: "regular", size: 10, color: [0, 0, 0], x: 0 }],
      height: 10,
      before: 0,
      baseline: 8,
      keepWithNext: keep,
    });
    const lines = [
      ...Array.from({ length: 9 }, (_, i) => line(`body ${i}`)),
      line("HEADING", true),
      line("Job header", true),
      line("first bullet"),
    ];
    const pages = paginate(lines, 100);
    expect(pages[0]!.map((p) => p.line.runs[0]!.text)).toEqual(Array.from({ length: 9 }, (_, i) => `body ${i}`));
    expect(pages[1]!.map((p) => p.line.runs[0]!.text)).toEqual(["HEADING", "Job header", "first bullet"]);
  });

  it("breaks a chain taller than a page instead of looping", () => {
    const lines: Line[] = Array.from({ length: 30 }, () => ({ runs: [], height: 10, before: 0, baseline: 8, keepWithNext: true }));
    const pages = paginate(lines, 100);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10]);
  });

  it("in the real PDF, no page ends with a section heading or a job title line", async () => {
    for (const record of [...resumes()].slice(0, 12)) {
      const pages = await readPdf(await renderResumePdf(record, { fonts }));
      const titles = new Set(record.experiences.work_experiences.map((j) => `${j.title} | ${j.company} ${j.dates}`));
      for (const page of pages.slice(0, -1)) {
        const last = page.lines[page.lines.length - 1]!;
        expect(headings.has(last)).toBe(false);
        expect(titles.has(last)).toBe(false);
      }
      expect(allText(pages)).toContain(record.personal_info.name);
    }
  });
});
