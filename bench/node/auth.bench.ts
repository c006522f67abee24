// Auth primitives in Node (WebCrypto): `npx tsx bench/node/auth.bench.ts`. The workerd figures
// (bench/worker/auth.test.ts) are the ones that count; this shows the same code off the Worker.
import { issueAccessToken, readAccessToken } from "../../worker/auth/access-token";
import { hashPassword, verifyPassword } from "../../worker/auth/password";
import type { Env } from "../../worker/env";
import { measure } from "../lib";

const env = { APP_ENV: "test" } as Env;
const PASSWORD = "a fine bench passphrase";

const stored = await hashPassword(PASSWORD);
const hash = await measure("password hash, PBKDF2-SHA256 100k (node)", () => hashPassword(PASSWORD), { warmup: 3, runs: 20 });
const verify = await measure("password verify, PBKDF2-SHA256 100k (node)", () => verifyPassword(PASSWORD, stored), { warmup: 3, runs: 20 });
console.log(`password hash + verify per sign-up/sign-in (node): median ${(hash.median + verify.median).toFixed(2)} ms`);

const { token } = await issueAccessToken(env, { id: "u1", email: "a@example.com" });
const BATCH = 1000;
const tv = await measure(`access-token verification x${BATCH} (node)`, async () => {
  for (let i = 0; i < BATCH; i++) if (!(await readAccessToken(env, token))) throw new Error("verify failed");
});
console.log(`access-token verification (node): median ${(tv.median / BATCH).toFixed(4)} ms per token (budget 1 ms)`);
