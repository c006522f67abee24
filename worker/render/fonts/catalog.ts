// Which font files exist and which characters each covers, and the choice of files for a resume.
// The catalogue is data (built from the @fontsource packages, see worker/fonts/families.ts); the bytes of a
// file are fetched through the caller's loader, only when a resume uses a character of that file.

/** A font file: `noto-sans-sc-57-700-normal` (served as `/fonts/<id>.woff`). */
export type FontFaceId = string;

/** Resume styles: body text, bold (name, headings, titles), italic (companies, institutions). */
export type Style = "regular" | "bold" | "italic";

/** Font families by role. `sans` (Noto Sans: Latin, Greek, Cyrillic) is the default and the fallback. */
export type FamilyId = "sans" | "arabic" | "hebrew" | "devanagari" | "bengali" | "tamil" | "thai" | "sc" | "tc" | "jp" | "kr";

export interface CatalogFile {
  id: FontFaceId;
  unicodeRange: string;
}

export interface CatalogFamily {
  /** The family's slices, in CSS unicode-range syntax as the package publishes them: `U+0000-00FF,U+0131,…`. */
  unicodeRanges: string[];
  /** Per style, the file of each slice (same order); a family without italic uses its regular files. */
  files: Partial<Record<Style, FontFaceId[]>>;
}

export interface FontCatalog {
  families: Partial<Record<FamilyId, CatalogFamily>>;
}

/** Where the renderer gets fonts: the catalogue and the bytes of one file (WOFF or TrueType). */
export interface FontLibrary {
  catalog: FontCatalog | (() => Promise<FontCatalog>);
  loadFont(face: FontFaceId): Promise<Uint8Array>;
}

/** Scripts whose letters need a family of their own; anything else is drawn with `sans`. */
const SCRIPT_FAMILIES: Array<[RegExp, FamilyId | "han"]> = [
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Hebrew}/u, "hebrew"],
  [/\p{Script=Devanagari}/u, "devanagari"],
  [/\p{Script=Bengali}/u, "bengali"],
  [/\p{Script=Tamil}/u, "tamil"],
  [/\p{Script=Thai}/u, "thai"],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "jp"],
  [/\p{Script=Hangul}/u, "kr"],
  [/[\p{Script=Han}\p{Script=Bopomofo}]/u, "han"],
];
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Letters of the scripts the served fonts draw (with the characters scripts share: digits, punctuation,
 * marks). Anything else prints as '?'. The editor warns with it before a resume is generated.
 */
export const PRINTABLE_SCRIPTS =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

/** The family a character's script calls for; null for characters shared by scripts (digits, punctuation, marks). */
export function scriptFamily(ch: string, han: FamilyId): FamilyId | null {
  if (NEUTRAL.test(ch)) return null;
  for (const [re, family] of SCRIPT_FAMILIES) if (re.test(ch)) return family === "han" ? han : family;
  return "sans";
}

// Frequent characters written differently in Simplified and Traditional Chinese (simplified first).
const SIMPLIFIED =
  "们这来时会国对说发经动业产开关东长门问间见现实学体点无为机进过还后个种与务员则万专两总从网术级设计数据统应营销项责负组织领导际语质参团队电话邮软件务师图书馆认证历华经验";
const TRADITIONAL =
  "們這來時會國對說發經動業產開關東長門問間見現實學體點無為機進過還後個種與務員則萬專兩總從網術級設計數據統應營銷項責負組織領導際語質參團隊電話郵軟件務師圖書館認證歷華經驗";
const simplifiedOnly = new Set([...SIMPLIFIED].filter((c) => !TRADITIONAL.includes(c)));
const traditionalOnly = new Set([...TRADITIONAL].filter((c) => !SIMPLIFIED.includes(c)));

/**
 * Which CJK family draws the Han characters of a resume (one Unicode character has different shapes in
 * China, Taiwan/Hong Kong, Japan and Korea): kana → Japanese, Hangul → Korean, otherwise Traditional when
 * traditional-only forms outnumber simplified-only ones, else Simplified.
 */
export function hanFamily(text: string): FamilyId {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "jp";
  if (/\p{Script=Hangul}/u.test(text)) return "kr";
  let simplified = 0;
  let traditional = 0;
  for (const ch of text) {
    if (simplifiedOnly.has(ch)) simplified++;
    else if (traditionalOnly.has(ch)) traditional++;
  }
  return traditional > simplified ? "tc" : "sc";
}

/** Sorted, non-overlapping [start, end] code point ranges of each file of a family, for binary search. */
interface RangeIndex {
  starts: number[];
  ends: number[];
  files: CatalogFile[];
}

const indexes = new WeakMap<CatalogFile[], RangeIndex>();

function rangeIndex(files: CatalogFile[]): RangeIndex {
  let index = indexes.get(files);
  if (index) return index;
  const ranges: Array<[number, number, CatalogFile]> = [];
  for (const file of files) {
    for (const part of file.unicodeRange.split(",")) {
      const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
      if (!m) continue;
      const start = Number.parseInt(m[1]!.replace(/\?/g, "0"), 16);
      const end = m[2] ? Number.parseInt(m[2], 16) : Number.parseInt(m[1]!.replace(/\?/g, "f"), 16);
      ranges.push([start, end, file]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  index = { starts: ranges.map((r) => r[0]), ends: ranges.map((r) => r[1]), files: ranges.map((r) => r[2]) };
  indexes.set(files, index);
  return index;
}

/** The file of `files` whose range holds `cp`, if any. */
export function fileFor(files: CatalogFile[] | undefined, cp: number): CatalogFile | undefined {
  if (!files?.length) return undefined;
  const { starts, ends, files: owners } = rangeIndex(files);
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= cp) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  // Ranges of different files may overlap; walk back over those that start earlier but still reach cp.
  for (let i = found; i >= 0 && i > found - 64; i--) if (ends[i]! >= cp && starts[i]! <= cp) return owners[i];
  return undefined;
}

const styleFiles = new WeakMap<CatalogFamily, Map<Style, CatalogFile[]>>();

/** The files of a family in a style (italic and bold fall back to regular when the family has none). */
export function filesOf(catalog: FontCatalog, family: FamilyId, style: Style): CatalogFile[] | undefined {
  const fam = catalog.families[family];
  if (!fam) return undefined;
  let byStyle = styleFiles.get(fam);
  if (!byStyle) {
    byStyle = new Map();
    styleFiles.set(fam, byStyle);
  }
  let files = byStyle.get(style);
  if (!files) {
    const ids = fam.files[style] ?? fam.files.regular ?? [];
    files = ids.map((id, i) => ({ id, unicodeRange: fam.unicodeRanges[i] ?? "" }));
    byStyle.set(style, files);
  }
  return files;
}
