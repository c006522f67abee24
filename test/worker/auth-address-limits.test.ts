// Address-wide limits and answers that do not tell accounts apart (issue 33). Guesses spread over many clients
// (one IPv6 /64 is thousands of them) still count against the address: past the cap, typed codes and passwords
// for that address pause for everyone while the e-mailed link keeps working for the owner, and clears the pause.
// Auth e-mails are capped per address per day behind the same 200. Known and unknown addresses get the same
// status, body and cookies on sign-up, sign-in, code and recovery requests.
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../worker/http/limits";
import { latest, mailbox, newBrowser, post, signIn, signUpConfirmed, uniq } from "./auth-helpers";

const client = (n: number) => ({ "cf-connecting-ip": `2001:db8:33:${n.toString(16)}::1` });

describe("wrong typed codes are capped per address across clients", () => {
  it("past the cap the right code pauses too, the e-mailed link still signs in, and then codes work again", async () => {
    const { email } = await signUpConfirmed();
    const cap = LIMITS.codeFailuresAddress.limit;
    let wrongs = 0;
    // Each client asks for a fresh code (5 guesses each) and spends its guesses.
    for (let n = 1; wrongs < cap; n++) {
      expect((await post("/api/auth/otp", { email }, client(n))).status).toBe(200);
      const { code } = await latest(email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5 && wrongs < cap; i++, wrongs++) {
        expect((await post("/api/auth/verify", { type: "email", email, token: wrong }, client(n))).status).toBe(403);
      }
    }
    await post("/api/auth/otp", { email }, client(99));
    const owner = await latest(email);
    const paused = await post("/api/auth/verify", { type: "email", email, token: owner.code }, client(99));
    expect(paused.status).toBe(429);
    expect(paused.headers.get("retry-after")).toMatch(/^\d+$/);
    // The link of the same e-mail still works, and proves the owner: typed codes resume.
    expect((await post("/api/auth/verify", { type: "magiclink", token_hash: owner.tokenHash }, client(99))).status).toBe(200);
    await post("/api/auth/otp", { email }, client(99));
    expect((await post("/api/auth/verify", { type: "email", email, token: (await latest(email)).code }, client(99))).status).toBe(200);
  });

  it("an unknown address's wrong codes count the same way (no difference to observe)", async () => {
    const email = uniq("nocode");
    for (let i = 0; i < LIMITS.codeFailuresAddress.limit; i++) {
      expect((await post("/api/auth/verify", { type: "email", email, token: "123456" }, client(200 + (i % 7)))).status).toBe(403);
    }
    expect((await post("/api/auth/verify", { type: "email", email, token: "123456" }, client(300))).status).toBe(429);
  });
});

describe("wrong passwords are capped per address across clients", () => {
  it("past the cap even the right password from a new client pauses; a magic link signs in and lifts the pause", async () => {
    const { email, password } = await signUpConfirmed();
    for (let n = 0; n < LIMITS.signinFailuresAddress.limit; n++) {
      expect((await signIn(email, "not the password", client(1000 + n))).status).toBe(400);
    }
    expect((await signIn(email, password, client(5000))).status).toBe(429);
    await post("/api/auth/otp", { email }, client(5000));
    const { tokenHash } = await latest(email);
    expect((await post("/api/auth/verify", { type: "magiclink", token_hash: tokenHash }, client(5000))).status).toBe(200);
    expect((await signIn(email, password, client(5000))).status).toBe(200);
  });
});

describe("auth e-mails are capped per address per day", () => {
  it("past the cap the answer is the same 200 and nothing more is sent", async () => {
    const { email } = await signUpConfirmed();
    const sent = (await mailbox(email)).length;
    const cap = LIMITS.mailAddress.limit;
    // Each request from its own client (per-client limits never apply); the sign-up already used one.
    for (let n = 1; n < cap + 3; n++) {
      const res = await post(n % 2 ? "/api/auth/otp" : "/api/auth/recover", { email }, client(7000 + n));
      expect(res.status).toBe(200);
    }
    expect((await mailbox(email)).length).toBe(sent + cap - 1);
  });
});

/** Status, body without request ids, and the names and attributes of the cookies set. */
async function shape(res: Response) {
  const body = (await res.text()).replace(/"request_id":"[^"]*"/, "").replaceAll(/[a-z]+-[0-9a-f]{8}@example\.com/g, "ADDR");
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.replace(/=[^;]*/, "=…"))
    .sort();
  return { status: res.status, body, cookies };
}

describe("nothing tells accounts apart", () => {
  it("sign-up: the same status, body and cookies for a confirmed, an unconfirmed and an unknown address", async () => {
    const { email: known } = await signUpConfirmed();
    const pendingAddr = uniq("pend");
    await newBrowser().post("/api/auth/signup", { email: pendingAddr, password: "another passphrase" });
    const shapes = [];
    for (const email of [known, pendingAddr, uniq("new")]) {
      shapes.push(await shape(await newBrowser().post("/api/auth/signup", { email, password: "a fresh passphrase" })));
    }
    expect(shapes[0]!.cookies).toEqual(["tailorcv_signup=…; Max-Age=86400; Path=/api/auth; HttpOnly; Secure; SameSite=Lax"]);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it("password sign-in, magic link, code and recovery requests answer alike", async () => {
    const { email: known } = await signUpConfirmed();
    const unknown = uniq("ghost");
    const pairs: [string, (email: string) => Promise<Response>][] = [
      ["sign-in", (email) => signIn(email, "wrong but long enough", client(9001))],
      ["otp", (email) => post("/api/auth/otp", { email, create_user: false }, client(9002))],
      ["otp creating", (email) => post("/api/auth/otp", { email }, client(9003))],
      ["recover", (email) => post("/api/auth/recover", { email }, client(9004))],
      ["code", (email) => post("/api/auth/verify", { type: "email", email, token: "000000" }, client(9005))],
    ];
    for (const [what, send] of pairs) expect(await shape(await send(unknown)), what).toEqual(await shape(await send(known)));
  });
});
