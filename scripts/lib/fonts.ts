// Node side of the resume fonts: the catalogue built from the @fontsource packages in node_modules, and a
// FontLibrary that reads the files from there (tests, benches, scripts). The build copies the same files
// into the static assets (vite.config.ts), where the Worker reads them (worker/fonts).
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { CATALOG_FILE, FONT_ASSET_DIR, FONT_FAMILIES } from "../../worker/fonts/families.ts";
import type { CatalogFile, FamilyId, FontCatalog, FontLibrary, Style } from "../../worker/render/fonts/catalog.ts";
import { woffToSfnt } from "../../worker/render/fonts/sfnt.ts";

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

export interface CatalogEntry extends CatalogFile {
  /** The file in node_modules. */
  source: string;
}

/** Every font file the product serves, with its unicode range and its place in node_modules. */
export function buildCatalog(): { catalog: FontCatalog; files: CatalogEntry[] } {
  const catalog: FontCatalog = { families: {} };
  const files: CatalogEntry[] = [];
  for (const [family, def] of Object.entries(FONT_FAMILIES) as Array<[FamilyId, (typeof FONT_FAMILIES)[FamilyId]]>) {
    const dir = packageDir(def.package);
    const ranges = JSON.parse(readFileSync(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
    const base = path.basename(def.package);
    const subsets =
      def.subsets === "numbered"
        ? Object.keys(ranges)
            .filter((k) => /^\[\d+\]$/.test(k))
            .sort((a, b) => Number(a.slice(1, -1)) - Number(b.slice(1, -1)))
        : def.subsets;
    const unicodeRanges = subsets.map((subset) => {
      const range = ranges[subset];
      if (!range) throw new Error(`${def.package} has no subset ${subset}`);
      return range;
    });
    const faces: Partial<Record<Style, string[]>> = {};
    for (const [style, variant] of Object.entries(def.styles) as Array<[Style, string]>) {
      faces[style] = subsets.map((subset, i) => {
        const id = `${base}-${subset.replace(/^\[(\d+)\]$/, "$1")}-${variant}`;
        files.push({ id, unicodeRange: unicodeRanges[i]!, source: path.join(dir, "files", `${id}.woff`) });
        return id;
      });
    }
    catalog.families[family] = { unicodeRanges, files: faces };
  }
  return { catalog, files };
}

let cached: { catalog: FontCatalog; sources: Map<string, string> } | undefined;

/** The resume fonts read from node_modules. */
export function nodeFontLibrary(): FontLibrary {
  if (!cached) {
    const { catalog, files } = buildCatalog();
    cached = { catalog, sources: new Map(files.map((f) => [f.id, f.source])) };
  }
  const { catalog, sources } = cached;
  return {
    catalog,
    async loadFont(id) {
      const file = sources.get(id);
      if (!file) throw new Error(`unknown font ${id}`);
      // Converted to TrueType here with Node's synchronous zlib (faster than the renderer's stream-based default).
      return woffToSfnt(new Uint8Array(await readFile(file)), (data) => new Uint8Array(inflateSync(data)));
    },
  };
}

/**
 * Writes the served fonts under `dir`: `fonts/<id>.woff` (hard links into node_modules where the file
 * system allows, else copies), each package's licence as `fonts/LICENSE-<package>.txt`, and `fonts/catalog.json`. Returns the files written. Fast when up to date.
 */
export function stageFonts(dir: string): string[] {
  const { catalog, files } = buildCatalog();
  const out = path.join(dir, FONT_ASSET_DIR);
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  for (const f of files) {
    const target = path.join(out, `${f.id}.woff`);
    if (!existsSync(target) || statSync(target).size !== statSync(f.source).size) {
      rmSync(target, { force: true });
      try {
        linkSync(f.source, target);
      } catch {
        copyFileSync(f.source, target);
      }
    }
    written.push(target);
  }
  // The SIL Open Font License travels with the font files it covers.
  for (const def of new Set(Object.values(FONT_FAMILIES).map((f) => f.package))) {
    const license = path.join(out, `LICENSE-${path.basename(def)}.txt`);
    if (!existsSync(license)) copyFileSync(path.join(packageDir(def), "LICENSE"), license);
    written.push(license);
  }
  const catalogPath = path.join(out, CATALOG_FILE);
  const json = JSON.stringify(catalog);
  if (!existsSync(catalogPath) || readFileSync(catalogPath, "utf8") !== json) writeFileSync(catalogPath, json);
  written.push(catalogPath);
  return written;
}
