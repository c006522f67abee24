// The resume fonts for the Worker: the catalogue and font files are static assets (copied from the
// @fontsource packages by the build, see vite.config.ts), read through the ASSETS binding only when a
// resume needs them. The catalogue is kept for the isolate's life here; parsed fonts are kept by the
// renderer (worker/render/fonts/fontset.ts), so a warm isolate fetches nothing.
import { inflateSync } from "node:zlib";
import type { FontCatalog, FontLibrary } from "../render/fonts/catalog";
import { woffToSfnt } from "../render/fonts/sfnt";
import { catalogAssetPath, fontAssetPath } from "./families";

// Any origin will do: the assets binding looks at the path only.
const ASSET_ORIGIN = "https://assets.invalid";

let catalog: Promise<FontCatalog> | undefined;

async function fetchAsset(assets: Fetcher, path: string): Promise<Response> {
  const res = await assets.fetch(new Request(`${ASSET_ORIGIN}${path}`));
  if (!res.ok) throw new Error(`font asset ${path}: HTTP ${res.status}`);
  return res;
}

/** Fonts served by the assets binding (env.ASSETS). */
export function assetFontLibrary(binding: Fetcher | undefined): FontLibrary {
  const assets = binding ?? missing();
  return {
    catalog: () => {
      if (!catalog) {
        catalog = fetchAsset(assets, catalogAssetPath).then((r) => r.json<FontCatalog>());
        // A failed fetch is not kept: the next resume tries again.
        catalog.catch(() => {
          catalog = undefined;
        });
      }
      return catalog;
    },
    loadFont: async (id) => {
      if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`bad font id ${id}`);
      const woff = new Uint8Array(await (await fetchAsset(assets, fontAssetPath(id))).arrayBuffer());
      // Inflated here with the runtime's synchronous zlib (nodejs_compat): faster than a stream per table.
      return woffToSfnt(woff, (data) => new Uint8Array(inflateSync(data)));
    },
  };
}

/** Forgets the catalogue (benchmarks measure a cold isolate with it, together with clearFontCache). */
export function clearFontAssetCache() {
  catalog = undefined;
}

function missing(): never {
  throw new Error("the ASSETS binding is not configured: the resume fonts are served as static assets");
}
