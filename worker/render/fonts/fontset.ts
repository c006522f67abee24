// The fonts of one resume: from the characters it uses, the files to fetch (through the caller's loader),
// then, while typesetting, the loaded font that draws each character.
import fontkit from "@pdf-lib/fontkit";
import {
  type CatalogFile,
  type FamilyId,
  type FontCatalog,
  type FontLibrary,
  type Style,
  fileFor,
  filesOf,
  hanFamily,
  scriptFamily,
} from "./catalog";
import { woffToSfnt } from "./sfnt";
import { SourceFont } from "./truetype";

/** The part of a fontkit font we use. */
export interface KitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
export interface KitPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}
export interface KitFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): KitGlyph;
  layout(
    text: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ): { glyphs: KitGlyph[]; positions: KitPosition[] };
}

export interface LoadedFont {
  id: string;
  family: FamilyId;
  src: SourceFont;
  kit: KitFont;
}

// Scripts that need OpenType shaping (joining, reordering, mark placement). Everything else maps one code
// point to one glyph through the character map: no ligatures, exact text extraction, and much faster.
const COMPLEX: ReadonlySet<FamilyId> = new Set(["arabic", "hebrew", "devanagari", "bengali", "tamil", "thai"]);
export const isComplex = (f: LoadedFont) => COMPLEX.has(f.family);

// Parsed fonts for the life of the isolate, by file id: parsing is most of the cost of a first render, and
// a file's bytes never change. Fonts hold no per-document state.
const parsed = new Map<string, Promise<LoadedFont>>();

async function load(library: FontLibrary, file: CatalogFile, family: FamilyId): Promise<LoadedFont> {
  const key = `${family}/${file.id}`;
  let font = parsed.get(key);
  if (!font) {
    font = library
      .loadFont(file.id)
      .then(woffToSfnt)
      .then((bytes) => ({
        id: file.id,
        family,
        src: new SourceFont(file.id, bytes),
        kit: withTrueCodePoints(fontkit.create(bytes) as KitFont),
      }));
    // A failed fetch is not cached: the next resume tries again.
    font.catch(() => parsed.delete(key));
    parsed.set(key, font);
  }
  return font;
}

/**
 * fontkit keeps one Glyph object per glyph id and gives it the code points of the first text that used it,
 * so later layouts report stale code points (the initial form of ت reports ي). Each lookup with other code
 * points gets a view of the cached glyph with its own, which is what clustering needs.
 */
function withTrueCodePoints(font: KitFont): KitFont {
  const f = font as KitFont & { getGlyph(id: number, codePoints?: number[]): KitGlyph };
  const cached = f.getGlyph.bind(f);
  f.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = cached(id, codePoints);
    const same = glyph.codePoints.length === codePoints.length && glyph.codePoints.every((c, i) => c === codePoints[i]);
    return same ? glyph : (Object.create(glyph, { codePoints: { value: codePoints } }) as KitGlyph);
  };
  return f;
}

/** Forgets every parsed font (benchmarks measure a cold start with it). */
export function clearFontCache() {
  parsed.clear();
}

const STYLES: Style[] = ["regular", "bold", "italic"];

export class FontSet {
  private readonly fonts = new Map<Style, Map<FamilyId, LoadedFont[]>>();
  private readonly coverCache = new Map<number, LoadedFont | null>();
  private readonly contextIds = new Map<FamilyId | null, number>();

  private constructor(
    readonly han: FamilyId,
    private readonly families: FamilyId[],
  ) {}

  /**
   * Fetches (or takes from the cache) every file that covers a character of `texts` in any of the three
   * styles: per character its script's family and Noto Sans.
   */
  static async load(library: FontLibrary, texts: string[]): Promise<FontSet> {
    const catalog: FontCatalog = typeof library.catalog === "function" ? await library.catalog() : library.catalog;
    const all = texts.join("\n");
    const han = hanFamily(all);
    const chars = new Set<string>(all);
    const families = new Set<FamilyId>(["sans"]);
    for (const ch of chars) {
      const f = scriptFamily(ch, han);
      if (f) families.add(f);
    }
    const set = new FontSet(han, [...families]);
    const wanted = new Map<string, { file: CatalogFile; family: FamilyId; style: Style }>();
    for (const style of STYLES) {
      for (const ch of chars) {
        const cp = ch.codePointAt(0)!;
        if (cp < 0x20) continue;
        const own = scriptFamily(ch, han);
        // A shared character (digit, punctuation) may be drawn by the family of the text around it.
        for (const family of own ? [own, "sans" as const] : set.families) {
          const file = fileFor(filesOf(catalog, family, style), cp);
          if (file) wanted.set(`${style}/${family}/${file.id}`, { file, family, style });
        }
      }
    }
    // Noto Sans's basic Latin file is always there: spaces, digits, the bullet and '?' for the unprintable.
    for (const style of STYLES) {
      const file = fileFor(filesOf(catalog, "sans", style), 0x41);
      if (file) wanted.set(`${style}/sans/${file.id}`, { file, family: "sans", style });
      const bullet = fileFor(filesOf(catalog, "sans", style), 0x2022);
      if (bullet) wanted.set(`${style}/sans/${bullet.id}`, { file: bullet, family: "sans", style });
    }
    const loaded = await Promise.all([...wanted.values()].map(async (w) => ({ ...w, font: await load(library, w.file, w.family) })));
    for (const { style, family, font } of loaded) {
      let byFamily = set.fonts.get(style);
      if (!byFamily) {
        byFamily = new Map();
        set.fonts.set(style, byFamily);
      }
      const list = byFamily.get(family) ?? [];
      if (!list.includes(font)) list.push(font);
      byFamily.set(family, list);
    }
    return set;
  }

  /**
   * The font that draws `cp` in `style`: the family of its script, else (a shared character) the family of
   * the text around it, then Noto Sans, then any loaded family. Null when no font has it.
   */
  fontFor(cp: number, style: Style, context: FamilyId | null): LoadedFont | null {
    let ctx = this.contextIds.get(context);
    if (ctx === undefined) {
      ctx = this.contextIds.size;
      this.contextIds.set(context, ctx);
    }
    const key = (ctx * 3 + STYLES.indexOf(style)) * 0x110000 + cp;
    const cached = this.coverCache.get(key);
    if (cached !== undefined) return cached;
    const own = scriptFamily(String.fromCodePoint(cp), this.han);
    const order: FamilyId[] = [];
    if (own) order.push(own);
    else if (context) order.push(context);
    order.push("sans", ...this.families);
    let found: LoadedFont | null = null;
    const byFamily = this.fonts.get(style);
    search: for (const family of order) {
      for (const font of byFamily?.get(family) ?? []) {
        if (font.kit.hasGlyphForCodePoint(cp)) {
          found = font;
          break search;
        }
      }
    }
    this.coverCache.set(key, found);
    return found;
  }
}
