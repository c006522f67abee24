// Builds the SPA (root app/) and the Worker in one pass with the Cloudflare Vite plugin.
// Local dev: D1/R2 in .wrangler/state (shared with `wrangler d1 migrations apply --local`), no remote bindings.
import { createReadStream } from "node:fs";
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { stageFonts } from "./scripts/lib/fonts.ts";

/**
 * The resume fonts (worker/fonts/families.ts) as static assets under /fonts/: copied (hard-linked) from
 * node_modules into the client build, and served from a staging folder by the dev server. They stay out of
 * the Worker bundle; the Worker reads them through its ASSETS binding when a resume needs them.
 */
function resumeFonts(): Plugin {
  const devDir = path.resolve(import.meta.dirname, "node_modules/.cache/tailorcv-assets");
  return {
    name: "tailorcv-resume-fonts",
    configureServer(server) {
      stageFonts(devDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0] ?? "";
        const m = /^\/fonts\/([a-z0-9-]+\.woff|catalog\.json)$/.exec(url);
        if (!m) return next();
        res.setHeader("content-type", m[1]!.endsWith(".json") ? "application/json" : "font/woff");
        createReadStream(path.join(devDir, "fonts", m[1]!))
          .on("error", () => {
            res.statusCode = 404;
            res.end();
          })
          .pipe(res);
      });
    },
    writeBundle(options) {
      if (this.environment.name === "client" && options.dir) stageFonts(options.dir);
    },
  };
}

export default defineConfig({
  root: "app",
  publicDir: "public",
  plugins: [
    react(),
    resumeFonts(),
    cloudflare({
      configPath: "../wrangler.toml",
      remoteBindings: false,
      // TAILORCV_STATE_DIR lets the end-to-end runner use a fresh database of its own.
      persistState: { path: process.env.TAILORCV_STATE_DIR ?? path.resolve(import.meta.dirname, ".wrangler/state") },
    }),
  ],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
