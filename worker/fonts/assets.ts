// The resume fonts for the Worker: the catalogue and font files are static assets (copied from the
// @fontsource packages by the build, see vite.config.ts), read through the ASSETS binding only when a
// resume needs them. The catalogue is kept for the isolate's life here; parsed fonts are kept by the
// renderer (worker/render/fonts/fontset.ts), so a warm isolate fetches nothing.
import { inflateSync } from "node:zlib";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import type { FontCatalog, FontLibrary } from "../render/fonts/catalog";
import { woffToSfnt } from "../render/fonts/sfnt";
import { catalogAssetPath, fontAssetPath } from "./families";

let catalog: Promise<FontCatalog> | undefined;

/** What the user reads when a font cannot be had: nothing they sent is wrong, and a retry may work. */
export const FONTS_UNAVAILABLE = "The fonts for your resume could not be loaded. Please try again in a moment.";

async function fetchAsset(assets: Fetcher, origin: string, path: string): Promise<Response> {
  const failed = (detail: Record<string, unknown>) => {
    log("error", "font_asset_unavailable", { asset: path, ...detail });
    return new ApiError("fonts_unavailable", FONTS_UNAVAILABLE);
  };
  let res: Response;
  try {
    res = await assets.fetch(new Request(new URL(path, origin)));
  } catch (err) {
    throw failed({ error: String(err) });
  }
  if (!res.ok) throw failed({ status: res.status });
  return res;
}

/**
 * Fonts served by the assets binding (env.ASSETS). `origin` is the origin of the request being answered:
 * in production the binding looks at the path only, but under `vite dev` the binding is the dev server
 * itself, which refuses hosts it does not serve; the request's own host is one it has just accepted.
 */
export function assetFontLibrary(binding: Fetcher | undefined, origin: string): FontLibrary {
  const assets = binding ?? missing();
  const base = new URL(origin).origin;
  return {
    catalog: () => {
      if (!catalog) {
        catalog = fetchAsset(assets, base, catalogAssetPath).then((r) => r.json<FontCatalog>());
        // A failed fetch is not kept: the next resume tries again.
        catalog.catch(() => {
          catalog = undefined;
        });
      }
      return catalog;
    },
    loadFont: async (id) => {
      if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`bad font id ${id}`);
      const woff = new Uint8Array(await (await fetchAsset(assets, base, fontAssetPath(id))).arrayBuffer());
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
