// Auth costs inside workerd: `npm run bench -- auth`. Budgets: password hash + verify CPU per sign-in
// (PBKDF2-SHA256, 100 000 iterations, the Workers maximum) and access-token verification ≤ 1 ms median.
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { issueAccessToken, verifyAccessToken } from "../../worker/auth/access-token";
import { hashPassword, verifyPassword } from "../../worker/auth/password";
import type { Env } from "../../worker/env";
import { measure } from "../lib";

const BASE = "https://tailorcv.test";
const PASSWORD = "a fine bench passphrase";

async function confirmedUser() {
  const id = crypto.randomUUID();
  const now = Date.now();
  const email = `bench-${id.slice(0, 8)}@example.com`;
  await env.DB.prepare(
    "INSERT INTO users (id, email, full_name, password_hash, email_confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, email, "Bench User", await hashPassword(PASSWORD), now, now, now)
    .run();
  return { id, email };
}

it("auth within budget in workerd", async () => {
  const e = env as unknown as Env;
  e.RATE_LIMIT_SIGNIN = "100000/60";
  const stored = await hashPassword(PASSWORD);
  const hash = await measure("password hash, PBKDF2-SHA256 100k (workerd)", () => hashPassword(PASSWORD), { warmup: 3, runs: 20 });
  const verify = await measure("password verify, PBKDF2-SHA256 100k (workerd)", () => verifyPassword(PASSWORD, stored), {
    warmup: 3,
    runs: 20,
  });
  console.log(`password hash + verify per sign-up/sign-in (workerd): median ${(hash.median + verify.median).toFixed(2)} ms`);

  const u = await confirmedUser();
  await measure(
    "POST /api/auth/token?grant_type=password, whole route (workerd)",
    async () => {
      const res = await exports.default.fetch(
        new Request(`${BASE}/api/auth/token?grant_type=password`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: u.email, password: PASSWORD }),
        }),
      );
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    },
    { warmup: 3, runs: 20 },
  );

  const { token } = await issueAccessToken(e, u);
  const BATCH = 200;
  const tv = await measure(
    `access-token verification x${BATCH} (workerd)`,
    async () => {
      for (let i = 0; i < BATCH; i++) if (!(await verifyAccessToken(e, token))) throw new Error("verify failed");
    },
    { warmup: 3, runs: 20 },
  );
  const perToken = tv.median / BATCH;
  console.log(`access-token verification (workerd): median ${perToken.toFixed(4)} ms per token (budget 1 ms)`);
  expect(perToken).toBeLessThan(1);

  await measure(
    "GET /api/auth/user with bearer, whole route (workerd)",
    async () => {
      const res = await exports.default.fetch(new Request(`${BASE}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } }));
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    },
    { warmup: 5, runs: 50 },
  );
}, 300_000);
