// "Your account" on the profile: the plan and its end, the password changed in the app (current + new; the
// browser stays signed in), and the deletion dialog naming an active plan. The network is faked at fetch; the
// session store and the auth client are the real ones.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountCard } from "../../app/components/profile/AccountCard";
import { DELETE_TEXT } from "../../app/components/profile/DeleteAccountDialog";
import { YourData } from "../../app/components/profile/YourData";
import { SessionProvider, SessionStore } from "../../app/lib/session";

const EMAIL = "grace@example.com";
const OLD = "correct horse battery";
const NEW = "staple paper clip moon";
type Answer = { status: number; body?: unknown };
let calls: Array<{ method: string; path: string; query: string; body: unknown }>;
let answers: Record<string, (body: unknown) => Answer>;
let issued = 0;

const account = {
  email: EMAIL,
  full_name: null,
  created_at: "2026-01-01T00:00:00.000Z",
  password_set: true,
  linked_sign_in: [],
  recent_sign_in_until: null,
};
const free = { is_subscribed: false, plan: null, expires_at: null, resume_count: 1, free_limit: 2, limited: false };
const monthly = {
  is_subscribed: true,
  plan: "monthly",
  expires_at: "2027-01-05T04:00:00.000Z",
  resume_count: 5,
  free_limit: 2,
  limited: false,
};
const token = () => ({
  access_token: `access-${++issued}`,
  token_type: "bearer",
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: "",
  user: { id: "u1", email: EMAIL, user_metadata: {} },
});

beforeEach(() => {
  calls = [];
  issued = 0;
  answers = {
    "GET /api/account": () => ({ status: 200, body: account }),
    "GET /api/subscription": () => ({ status: 200, body: free }),
    "POST /api/auth/token": () => ({ status: 200, body: token() }),
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let body: unknown = init.body;
    if (input instanceof Request && body === undefined && method !== "GET") body = await input.clone().text();
    if (typeof body === "string" && body) body = JSON.parse(body);
    calls.push({ method, path: url.pathname, query: url.search, body });
    const answer = answers[`${method} ${url.pathname}`]?.(body) ?? { status: 404, body: { error: "Not found.", code: "not_found" } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signedIn(children: React.ReactNode) {
  const store = new SessionStore();
  await store.signInWithPassword(EMAIL, OLD);
  render(
    <MemoryRouter initialEntries={["/profile"]}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </MemoryRouter>,
  );
  return store;
}

describe("Your account", () => {
  it("shows who is signed in, the free resumes used and the plans on offer", async () => {
    await signedIn(<AccountCard />);
    const card = await screen.findByRole("region", { name: "Your account" });
    expect(await within(card).findByText("Free: 1 of 2 free resumes used.", { exact: false })).toBeTruthy();
    expect(within(card).getByText(EMAIL)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Monthly, $15" }).getAttribute("href")).toBe("/payments/15");
    expect(within(card).getByRole("link", { name: "Lifetime, $150" }).getAttribute("href")).toBe("/payments/150");
  });

  it("shows an active plan and the day it ends, in Singapore time", async () => {
    answers["GET /api/subscription"] = () => ({ status: 200, body: monthly });
    await signedIn(<AccountCard />);
    expect(await screen.findByText("Monthly: unlimited resumes until 5 Jan 2027.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Monthly, $15" })).toBeNull();
  });

  it("changes the password with the current one, says a wrong one next to its field, and stays signed in", async () => {
    let stored = OLD;
    answers["PUT /api/auth/user"] = (b) => {
      const { password, current_password } = b as { password: string; current_password?: string };
      if (current_password !== stored)
        return {
          status: 403,
          body: { error: "Your current password is not correct.", code: "current_password_required", field: "current_password" },
        };
      stored = password;
      return { status: 200, body: { user: { id: "u1", email: EMAIL }, message: "Your password has been updated" } };
    };
    const store = await signedIn(<AccountCard />);
    const card = await screen.findByRole("region", { name: "Your account" });
    await within(card).findByRole("heading", { name: "Change your password" });

    fireEvent.change(within(card).getByLabelText("Current password"), { target: { value: "wrong guess here" } });
    fireEvent.change(within(card).getByLabelText("New password"), { target: { value: NEW } });
    fireEvent.click(within(card).getByRole("button", { name: "Change password" }));
    const current = within(card).getByLabelText("Current password");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(within(card).getByText("Your current password is not correct.")).toBeTruthy();
    expect(stored).toBe(OLD);

    fireEvent.change(current, { target: { value: OLD } });
    fireEvent.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await within(card).findByText(/Your password has been changed/)).toBeTruthy();
    expect(stored).toBe(NEW);
    // The server ended every session; this browser signed in again with the new password.
    const grants = calls.filter((c) => c.path === "/api/auth/token" && c.query.includes("grant_type=password"));
    expect(grants.at(-1)?.body).toEqual({ email: EMAIL, password: NEW });
    expect(store.getState().status).toBe("signed_in");
    expect((within(card).getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("an account without a password sets one without a current password", async () => {
    answers["GET /api/account"] = () => ({ status: 200, body: { ...account, password_set: false } });
    answers["PUT /api/auth/user"] = () => ({
      status: 200,
      body: { user: { id: "u1", email: EMAIL }, message: "Your password has been updated" },
    });
    await signedIn(<AccountCard />);
    const card = await screen.findByRole("region", { name: "Your account" });
    await within(card).findByRole("heading", { name: "Set a password" });
    expect(within(card).queryByLabelText("Current password")).toBeNull();
    fireEvent.change(within(card).getByLabelText("New password"), { target: { value: NEW } });
    fireEvent.click(within(card).getByRole("button", { name: "Set password" }));
    await within(card).findByText(/Your password has been changed/);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ password: NEW });
  });
});

describe("deleting an account with an active plan", () => {
  it("the dialog names the plan and the day it was paid until", async () => {
    answers["GET /api/subscription"] = () => ({ status: 200, body: monthly });
    await signedIn(<YourData />);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: DELETE_TEXT.title });
    expect(
      await within(dialog).findByText(
        "Your Monthly plan, paid until 5 Jan 2027, ends with your account; the time left on it cannot be moved to another account.",
      ),
    ).toBeTruthy();
    await act(async () => undefined);
  });

  it("without a plan it says nothing about one", async () => {
    await signedIn(<YourData />);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: DELETE_TEXT.title });
    await within(dialog).findByLabelText(DELETE_TEXT.emailLabel(EMAIL));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/subscription")).toBe(true));
    expect(within(dialog).queryByText(/plan/)).toBeNull();
  });
});
