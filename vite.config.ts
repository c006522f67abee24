// Builds the SPA (root app/) and the Worker in one pass with the Cloudflare Vite plugin.
// Local dev: D1/R2 in .wrangler/state (shared with `wrangler d1 migrations apply --local`), no remote bindings.
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { requestGuard } from "./scripts/vite/request-guard.ts";
import { resumeFonts } from "./scripts/vite/resume-fonts.ts";

export default defineConfig({
  root: "app",
  publicDir: "public",
  plugins: [
    requestGuard(),
    react(),
    resumeFonts(),
    cloudflare({
      configPath: "../wrangler.toml",
      // The parse Worker (PARSER binding): built, served and previewed beside the app Worker.
      auxiliaryWorkers: [{ configPath: "../worker/parse-service/wrangler.toml" }],
      remoteBindings: false,
      // No debugger port: several servers (the e2e and servers suites) may run side by side.
      inspectorPort: false,
      // TAILORCV_STATE_DIR lets the end-to-end runner use a fresh database of its own.
      persistState: { path: process.env.TAILORCV_STATE_DIR ?? path.resolve(import.meta.dirname, ".wrangler/state") },
    }),
  ],
  build: {
    // TAILORCV_OUT_DIR lets a second build (scripts/servers.ts builds the production env) sit beside the first.
    outDir: process.env.TAILORCV_OUT_DIR ?? "../dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
