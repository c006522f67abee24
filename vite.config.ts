// Builds the SPA (root app/) and the Worker in one pass with the Cloudflare Vite plugin.
// Local dev: D1/R2 in .wrangler/state (shared with `wrangler d1 migrations apply --local`), no remote bindings.
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "app",
  publicDir: "public",
  plugins: [
    react(),
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
