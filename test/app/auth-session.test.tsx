// The session store's schedule: a tick every 30 s refreshes when the token expires within 3 ticks;
// a token within 10 s of expiry is refreshed before use; concurrent refreshes share one request.
import { describe, expect, it } from "vitest";
import type { TokenResponse } from "../../app/lib/auth-client";
import { AuthError } from "../../app/lib/auth-client";
import { AUTO_REFRESH_TICK_MS, AUTO_REFRESH_TICK_THRESHOLD, EXPIRY_MARGIN_MS, SessionStore } from "../../app/lib/session";

function fakeClient(now: () => number) {
  let n = 0;
  const client = {
    refreshes: 0,
    fail: null as AuthError | null,
    async refresh(): Promise<TokenResponse> {
      client.refreshes++;
      if (client.fail) throw client.fail;
      n++;
      return {
        access_token: `token-${n}`,
        token_type: "bearer",
        expires_in: 3600,
        expires_at: Math.floor(now() / 1000) + 3600,
        user: { id: "u1", email: "a@example.com", user_metadata: { full_name: null } },
      };
    },
    async signOut() {},
  };
  return client;
}

async function signedInStore(t0: number) {
  let now = t0;
  const client = fakeClient(() => now);
  const store = new SessionStore(client as never, () => now);
  localStorage.setItem("tailorcv.signed-in", "1");
  await store.start(new URL("http://localhost/profile"));
  return { store, client, setNow: (ms: number) => (now = ms) };
}

describe("session schedule (docs/requirements.md § Constants)", () => {
  it("uses the spec's constants", () => {
    expect(AUTO_REFRESH_TICK_MS).toBe(30_000);
    expect(AUTO_REFRESH_TICK_THRESHOLD).toBe(3);
    expect(EXPIRY_MARGIN_MS).toBe(10_000);
  });

  it("refreshes on load, then on a tick only when within 3 ticks of expiry", async () => {
    const t0 = 1_700_000_000_000;
    const { store, client, setNow } = await signedInStore(t0);
    expect(client.refreshes).toBe(1);
    expect(store.getState().status).toBe("signed_in");
    const exp = store.getState().session!.expires_at * 1000;
    setNow(exp - 4 * AUTO_REFRESH_TICK_MS - 1); // 4 ticks left: no refresh
    await store.tick();
    expect(client.refreshes).toBe(1);
    setNow(exp - 3 * AUTO_REFRESH_TICK_MS - 1); // 3 ticks left: refresh
    await store.tick();
    expect(client.refreshes).toBe(2);
    expect(store.getState().session!.access_token).toBe("token-2");
  });

  it("a token inside the 10 s margin is refreshed before use; outside it is used as is", async () => {
    const t0 = 1_700_000_000_000;
    const { store, client, setNow } = await signedInStore(t0);
    const exp = store.getState().session!.expires_at * 1000;
    setNow(exp - EXPIRY_MARGIN_MS - 1000);
    expect(await store.getAccessToken()).toBe("token-1");
    setNow(exp - EXPIRY_MARGIN_MS + 1000);
    expect(await store.getAccessToken()).toBe("token-2");
    expect(client.refreshes).toBe(2);
  });

  it("concurrent refreshes share one request", async () => {
    const { store, client } = await signedInStore(1_700_000_000_000);
    await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(client.refreshes).toBe(2);
  });

  it("a retryable failure keeps a valid session; a refused refresh signs out", async () => {
    const { store, client } = await signedInStore(1_700_000_000_000);
    client.fail = new AuthError("unavailable", 503);
    await store.refresh();
    expect(store.getState().status).toBe("signed_in");
    client.fail = new AuthError("Invalid Refresh Token: Already Used", 401);
    const events: string[] = [];
    store.onAuthStateChange((e) => events.push(e));
    await store.refresh();
    expect(store.getState().status).toBe("signed_out");
    expect(store.getState().session).toBeNull();
    expect(events).toEqual(["SIGNED_OUT"]);
  });

  it("emits TOKEN_REFRESHED on a refresh while signed in", async () => {
    const { store } = await signedInStore(1_700_000_000_000);
    const events: string[] = [];
    store.onAuthStateChange((e) => events.push(e));
    await store.refresh();
    expect(events).toEqual(["TOKEN_REFRESHED"]);
  });
});

describe("an e-mailed link opened in another browser than the one that asked (decision 0037)", () => {
  const token: TokenResponse = {
    access_token: "link-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: "u9", email: "asker@example.com", user_metadata: { full_name: null } },
  };

  it("signs no one in until 'Continue', which names the account; then the link is used and the person signed in", async () => {
    const calls: Array<Record<string, unknown>> = [];
    const client = {
      async verifyOtp(p: Record<string, unknown>) {
        calls.push(p);
        if (!p.confirm)
          throw new AuthError("Confirm that you want to continue with this account.", 409, "link_confirm_required", {
            email: "asker@example.com",
          });
        return { ...token, type: "magiclink", redirect_to: "/resumes", password_set: true };
      },
      async signOut() {},
    };
    const store = new SessionStore(client as never);
    const next = await store.start(new URL("http://localhost/auth/confirm?token_hash=abcdefghijklmnopqrstuv&type=magiclink&next=/resumes"));
    expect(next).toBeNull();
    expect(store.getState().status).toBe("signed_out");
    expect(store.getState().flow).toMatchObject({ view: "confirm_link", link: { email: "asker@example.com", next: "/resumes" } });
    expect(await store.confirmLink()).toBe("/resumes");
    expect(calls).toEqual([
      { type: "magiclink", token_hash: "abcdefghijklmnopqrstuv" },
      { type: "magiclink", token_hash: "abcdefghijklmnopqrstuv", confirm: true },
    ]);
    expect(store.getState()).toMatchObject({ status: "signed_in", session: { access_token: "link-token" } });
  });
});
