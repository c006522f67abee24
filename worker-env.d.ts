// Adds to the generated Cloudflare.Env (worker-configuration.d.ts) the settings wrangler.toml does not
// declare (worker/settings.ts) and the bindings only the workers test pool provides (vitest.config.ts).
import type { D1Migration } from "cloudflare:test";
import type { Settings } from "./worker/settings";

declare global {
  namespace Cloudflare {
    interface Env extends Settings {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_BASE_URL: string;
    }
  }
}
