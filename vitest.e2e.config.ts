// End-to-end tests: real Chromium against the built app served by scripts/e2e.ts (E2E_BASE_URL).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
