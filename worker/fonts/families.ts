// The fonts a resume can use: which @fontsource package serves each family, which of its unicode-range
// subsets, and which files make each style. Read at build time (vite.config.ts) to copy the files into the
// static assets with a catalogue, and by Node tools that load the same files from node_modules.
import type { FamilyId, Style } from "../render/fonts/catalog";

export interface FamilySource {
  /** npm package (pinned in package.json). */
  package: string;
  /** Subsets to serve: names from the package's unicode.json, or "numbered" for the CJK slices [0]…[n]. */
  subsets: string[] | "numbered";
  /** Weight and style of each resume style's files; a missing style falls back to regular. */
  styles: Partial<Record<Style, `${number}-${"normal" | "italic"}`>>;
}

/**
 * Noto Sans covers Latin (Vietnamese included), Greek and Cyrillic, and is the fallback for shared
 * characters; the script families serve only their own script's slice (their Latin slices would duplicate
 * Noto Sans).
 */
export const FONT_FAMILIES: Record<FamilyId, FamilySource> = {
  sans: {
    package: "@fontsource/noto-sans",
    subsets: ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"],
    styles: { regular: "400-normal", bold: "700-normal", italic: "400-italic" },
  },
  arabic: { package: "@fontsource/noto-sans-arabic", subsets: ["arabic"], styles: { regular: "400-normal", bold: "700-normal" } },
  hebrew: { package: "@fontsource/noto-sans-hebrew", subsets: ["hebrew"], styles: { regular: "400-normal", bold: "700-normal" } },
  devanagari: {
    package: "@fontsource/noto-sans-devanagari",
    subsets: ["devanagari"],
    styles: { regular: "400-normal", bold: "700-normal" },
  },
  bengali: { package: "@fontsource/noto-sans-bengali", subsets: ["bengali"], styles: { regular: "400-normal", bold: "700-normal" } },
  tamil: { package: "@fontsource/noto-sans-tamil", subsets: ["tamil"], styles: { regular: "400-normal", bold: "700-normal" } },
  thai: { package: "@fontsource/noto-sans-thai", subsets: ["thai"], styles: { regular: "400-normal", bold: "700-normal" } },
  sc: { package: "@fontsource/noto-sans-sc", subsets: "numbered", styles: { regular: "400-normal", bold: "700-normal" } },
  tc: { package: "@fontsource/noto-sans-tc", subsets: "numbered", styles: { regular: "400-normal", bold: "700-normal" } },
  jp: { package: "@fontsource/noto-sans-jp", subsets: "numbered", styles: { regular: "400-normal", bold: "700-normal" } },
  kr: { package: "@fontsource/noto-sans-kr", subsets: "numbered", styles: { regular: "400-normal", bold: "700-normal" } },
};

/** Where the files are served from, under the static assets. */
export const FONT_ASSET_DIR = "fonts";
export const CATALOG_FILE = "catalog.json";
export const fontAssetPath = (id: string) => `/${FONT_ASSET_DIR}/${id}.woff`;
export const catalogAssetPath = `/${FONT_ASSET_DIR}/${CATALOG_FILE}`;
