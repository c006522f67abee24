// Adds to the generated Cloudflare.Env (worker-configuration.d.ts) the settings wrangler.toml does not
// declare (worker/settings.ts) and the bindings only the workers test pool provides (vitest.config.ts).
import type { D1Migration } from "cloudflare:test";
import type { Settings } from "./worker/settings";

declare global {
  namespace Cloudflare {
    interface Env extends Settings {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_BASE_URL: string;
      /** Benches only (vitest.bench.config.ts): bench/rss-probe.ts, which samples workerd's memory. */
      RSS_PROBE_URL?: string;
      /** Benches only: bench/realworld-server.ts, which serves the real-resume set from outside the repository. */
      REALWORLD_URL?: string;
    }
  }
}
