// Types for the Worker's env and exports as seen by `cloudflare:workers` (tests use both).
interface TestOnlyBindings {
  TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  FAKE_BASE_URL: string;
}
declare namespace Cloudflare {
  interface Env extends TestOnlyBindings, Omit<import("./worker/env").Env, never> {}
  interface GlobalProps {
    mainModule: typeof import("./worker/index");
  }
}
