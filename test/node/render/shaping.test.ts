// Shaping, direction, line breaking and font choice: the steps between a string and the glyphs on the page.
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { hanFamily } from "../../../worker/render/fonts/catalog";
import { FontSet } from "../../../worker/render/fonts/fontset";
import type { FontLibrary } from "../../../worker/render/index";
import { renderResumePdf } from "../../../worker/render/index";
import { Shaper, lineDirection } from "../../../worker/render/shape";
import { breakPieces, wrapText } from "../../../worker/render/text";
import { sampleResume } from "../../samples/resumes";
import { scriptSample } from "../../samples/scripts";
import { fonts } from "./helpers";

async function shaperFor(...texts: string[]) {
  return new Shaper(await FontSet.load(fonts, texts));
}

/** The source font's name of each glyph drawn for `text` (clusters flattened), left to right. */
async function glyphNames(text: string): Promise<string[]> {
  const shaper = await shaperFor(text);
  return shaper.line(text, "regular").flatMap((g) => {
    const kit = g.font.kit as unknown as { getGlyph(id: number): { name: string } };
    return g.parts.map((p) => kit.getGlyph(p.gid).name);
  });
}

describe("shaping", () => {
  it("joins Arabic letters: initial, medial and final forms, drawn right to left", async () => {
    // مرحبا: meem (initial), reh (final), hah (initial), beh (medial), alef (final).
    const names = await glyphNames("مرحبا");
    expect(names.some((n) => /\.init/.test(n))).toBe(true);
    expect(names.some((n) => /\.medi/.test(n))).toBe(true);
    expect(names.some((n) => /\.fina/.test(n))).toBe(true);
    // Drawn right to left: the final alef is the leftmost glyph, the initial meem the rightmost.
    expect(names[0]).toMatch(/^uni0627\.fina/);
    expect(names[names.length - 1]).toMatch(/^uni0645\.init/);
  });

  it("forms the lam-alef ligature and keeps its two letters in the text layer", async () => {
    const shaper = await shaperFor("لا");
    const glyphs = shaper.line("لا", "regular");
    // Right to left, each cluster's text reversed for readers that reverse the line: together "ال" → "لا".
    expect(
      glyphs
        .map((g) => g.text)
        .join("")
        .split("")
        .reverse()
        .join(""),
    ).toBe("لا");
  });

  it("reorders the Devanagari vowel sign ि before its consonant, and the cluster still reads कि", async () => {
    const shaper = await shaperFor("किताब");
    const [first] = shaper.line("किताब", "regular");
    const kit = first!.font.kit as unknown as { getGlyph(id: number): { name: string } };
    const names = first!.parts.map((p) => ({ name: kit.getGlyph(p.gid).name, x: p.x }));
    // The i-sign is drawn first (leftmost), the consonant after it.
    expect(names[0]!.name).toMatch(/^uni093F/);
    expect(names[1]!.name).toBe("uni0915");
    expect(names[1]!.x).toBeGreaterThan(names[0]!.x);
    expect(first!.text).toBe("कि");
  });

  it("forms Devanagari conjuncts (क्ष, त्र) as single glyphs", async () => {
    const names = await glyphNames("क्षत्रिय");
    expect(names).toContain("uni0915094D0937");
    expect(names.filter((n) => n.startsWith("uni0924094D0930"))).toHaveLength(1);
  });

  it("stacks a Thai tone mark above the nikhahit of sara am (น้ำ): the mark is raised", async () => {
    const shaper = await shaperFor("น้ำ");
    const parts = shaper.line("น้ำ", "regular").flatMap((g) => g.parts);
    expect(parts.some((p) => p.y > 100)).toBe(true);
  });

  it("keeps one glyph per character for Latin, Greek, Cyrillic and CJK (no ligatures)", async () => {
    const text = "office affine Γειά Привет 数据";
    const shaper = await shaperFor(text);
    for (const g of shaper.line(text, "regular")) expect([...g.text]).toHaveLength(1);
  });
});

describe("direction", () => {
  it("sets a line right to left when at least 30% of it is Arabic or Hebrew (what pdf.js assumes when reading)", () => {
    expect(lineDirection("مرحبا بالعالم")).toBe("rtl");
    expect(lineDirection("AWS هو مزود الخدمات السحابية")).toBe("rtl");
    expect(lineDirection("Worked at شركة in Riyadh for three years")).toBe("ltr");
    expect(lineDirection("Built a pipeline")).toBe("ltr");
    expect(lineDirection("עם")).toBe("rtl");
  });

  it("lays out a mixed Arabic line right to left with English and digits left to right inside it", async () => {
    const text = "عملت مع فريق AWS على تحسين الأداء منذ 2021";
    const shaper = await shaperFor(text);
    const drawn = shaper.line(text, "regular").map((g) => g.text);
    const joined = drawn.join("");
    // Left to right on the page: the year first, "AWS" in the middle reading left to right, the first
    // Arabic word (عملت, drawn reversed) at the right end.
    expect(joined.startsWith("2021")).toBe(true);
    expect(joined).toContain("AWS");
    expect(joined.endsWith([..."عملت"].reverse().join(""))).toBe(true);
  });

  it("keeps a percent sign with its number in Arabic text, so it reads back as typed", async () => {
    const text = "بنسبة 40٪";
    const shaper = await shaperFor(text);
    const joined = shaper
      .line(text, "regular")
      .map((g) => g.text)
      .join("");
    expect(joined.startsWith("40٪")).toBe(true);
  });
});

describe("line breaking", () => {
  const measure = (s: string) => [...s].length;

  it("breaks Chinese between words, never before closing punctuation", () => {
    const text =
      "负责公司实时数据平台的设计与开发，日均处理二十亿条事件。使用Spark和Kafka重构离线报表系统，将报表延迟从六小时缩短到四分钟。";
    const lines = wrapText(text, 12, measure);
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.join("")).toBe(text);
    for (const line of lines) {
      expect(measure(line)).toBeLessThanOrEqual(12);
      expect(line).not.toMatch(/^[，。、）」]/u);
    }
    // "Spark" is never cut.
    expect(lines.some((l) => l.includes("Spark"))).toBe(true);
  });

  it("breaks Japanese without separating small kana or the prolonged sound mark from what precedes", () => {
    const text = "決済システムのバックエンドを設計し、一日五十万件の取引を処理しました。";
    const lines = wrapText(text, 9, measure);
    expect(lines.join("")).toBe(text);
    for (const line of lines) expect(line).not.toMatch(/^[ーッャュョ、。]/u);
  });

  it("breaks Thai at dictionary word boundaries, never before a combining mark", () => {
    const text = "ออกแบบและพัฒนาระบบชำระเงินที่รองรับผู้ใช้งานหนึ่งล้านคนต่อวัน";
    const pieces = breakPieces(text);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join("")).toBe(text);
    for (const p of pieces) expect(p).not.toMatch(/^\p{M}/u);
    const lines = wrapText(text, 20, measure);
    expect(lines.join("")).toBe(text);
    for (const line of lines) expect(pieces.some((p) => line.startsWith(p))).toBe(true);
  });

  it("keeps breaking Latin text at spaces only", () => {
    expect(breakPieces("pipeline")).toEqual(["pipeline"]);
    expect(wrapText("Built a streaming pipeline", 10, measure)).toEqual(["Built a", "streaming", "pipeline"]);
  });
});

describe("font choice", () => {
  it("draws Han characters with the Japanese, Korean, Traditional or Simplified Chinese face the text calls for", () => {
    expect(hanFamily("佐藤 花子 エンジニア")).toBe("jp");
    expect(hanFamily("김민준 工學")).toBe("kr");
    expect(hanFamily("資深軟體工程師，負責設計與開發")).toBe("tc");
    expect(hanFamily("高级数据工程师，负责设计与开发")).toBe("sc");
    expect(hanFamily("王小明")).toBe("sc");
  });

  it("fetches only the font files holding characters the resume uses", async () => {
    const loaded: string[] = [];
    const counting: FontLibrary = {
      catalog: fonts.catalog,
      loadFont: (id) => {
        loaded.push(id);
        return fonts.loadFont(id);
      },
    };
    const { clearFontCache } = await import("../../../worker/render/fonts/fontset");
    clearFontCache();
    await renderResumePdf(sampleResume("two-page"), { fonts: counting });
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((id) => /^noto-sans-(latin|latin-ext|vietnamese|greek|greek-ext|cyrillic|cyrillic-ext)-/.test(id))).toBe(true);

    loaded.length = 0;
    clearFontCache();
    await renderResumePdf(scriptSample("zh-hans").record, { fonts: counting });
    const cjk = loaded.filter((id) => id.startsWith("noto-sans-sc-"));
    // Dozens of slices, not the 200 files of both weights.
    expect(cjk.length).toBeGreaterThan(5);
    expect(cjk.length).toBeLessThan(120);
    expect(loaded.some((id) => id.startsWith("noto-sans-jp-") || id.startsWith("noto-sans-arabic"))).toBe(false);
  });

  it("reads WOFF files: the renderer's own conversion (DecompressionStream) gives a font fontkit opens", async () => {
    const { readFileSync } = await import("node:fs");
    const { createRequire } = await import("node:module");
    const { isWoff, woffToSfnt } = await import("../../../worker/render/fonts/sfnt");
    const file = createRequire(import.meta.url).resolve("@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff");
    const woff = new Uint8Array(readFileSync(file));
    expect(isWoff(woff)).toBe(true);
    const sfnt = await woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    const font = (fontkit as unknown as { create(b: Uint8Array): { hasGlyphForCodePoint(c: number): boolean } }).create(sfnt);
    expect(font.hasGlyphForCodePoint(0x627)).toBe(true);
    // The loaders' synchronous zlib gives the same bytes.
    expect(await fonts.loadFont("noto-sans-arabic-arabic-400-normal")).toEqual(sfnt);
  });
});
