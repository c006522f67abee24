// HTTP edge cases against running servers (vite dev, vite preview, a production build): see scripts/servers.ts.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "servers",
    include: ["test/servers/**/*.servers.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
