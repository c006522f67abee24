// The signed-out gate and the auth widget, driven through the real components with fetch answered
// at the network boundary.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Navigate, RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Layout } from "../../app/components/Layout";
import { authFetch } from "../../app/lib/api";
import { SESSION_HINT_KEY } from "../../app/lib/session";

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;
let handlers: Handler[] = [];
let calls: Array<{ path: string; method: string; body: unknown; headers: Headers }> = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const token = (email = "ada@example.com", expiresIn = 3600) => ({
  access_token: `header.${btoa(JSON.stringify({ user_id: "u1" }))}.sig`,
  token_type: "bearer",
  expires_in: expiresIn,
  expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  user: { id: "u1", email, user_metadata: { full_name: "Ada" } },
});

function on(method: string, path: string, answer: (body: Record<string, string>, url: URL) => Response | Promise<Response>) {
  handlers.unshift((url, init) =>
    (init.method ?? "GET") === method && `${url.pathname}${url.search}`.startsWith(path)
      ? answer(init.body ? JSON.parse(String(init.body)) : undefined, url)
      : undefined,
  );
}

beforeEach(() => {
  handlers = [];
  calls = [];
  localStorage.clear();
  on("GET", "/api/auth/providers", () => json(200, { email: true, google: false }));
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    calls.push({
      path: `${url.pathname}${url.search}`,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init.headers),
    });
    for (const h of handlers) {
      const r = await h(url, init);
      if (r) return r;
    }
    return json(404, { error: "Not found." });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname}</p>;
}

function renderApp(path = "/resumes") {
  window.history.replaceState(null, "", path);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Layout />,
        children: [
          { index: true, element: <Navigate to="/profile" replace /> },
          { path: "*", element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const emailInput = () => screen.getByLabelText("Email address") as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/Password|New password/, { selector: "input" }) as HTMLInputElement;

describe("signed out", () => {
  it("shows only the centered 'Welcome to TailorCV' card with the sign-in view", async () => {
    renderApp("/resumes");
    expect(await screen.findByRole("heading", { name: "Welcome to TailorCV" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.queryByTestId("where")).toBeNull();
    expect(emailInput().type).toBe("email");
    expect(passwordInput().type).toBe("password");
    expect(button("Sign in")).toBeTruthy();
    expect(button("Don't have an account? Sign up")).toBeTruthy();
    // No session hint: no refresh request for a first-time visitor.
    expect(calls.some((c) => c.path.includes("grant_type=refresh_token"))).toBe(false);
  });

  it("signing in shows 'Signing in ...' while pending, then the page the visitor was on, with the e-mail and 'Sign out' in the header", async () => {
    let release!: () => void;
    on("POST", "/api/auth/token?grant_type=password", (body) => new Promise((r) => (release = () => r(json(200, token(body.email))))));
    renderApp("/resumes");
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "ada@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "a fine passphrase" } });
    fireEvent.click(button("Sign in"));
    expect(await screen.findByRole("button", { name: /Signing in \.\.\./ })).toBeTruthy();
    expect((screen.getByRole("button", { name: /Signing in/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect((await screen.findByTestId("where")).textContent).toBe("/resumes");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(button("Sign out")).toBeTruthy();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe("1");
    expect(calls.find((c) => c.path.includes("grant_type=password"))!.body).toEqual({
      email: "ada@example.com",
      password: "a fine passphrase",
    });
  });

  it("/ goes to /profile after sign-in", async () => {
    on("POST", "/api/auth/token?grant_type=password", () => json(200, token()));
    renderApp("/");
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "ada@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "a fine passphrase" } });
    fireEvent.click(button("Sign in"));
    expect((await screen.findByTestId("where")).textContent).toBe("/profile");
  });

  it("the provider's error appears in a red box", async () => {
    on("POST", "/api/auth/token?grant_type=password", () => json(400, { error: "Invalid login credentials" }));
    renderApp();
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "ada@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "wrong" } });
    fireEvent.click(button("Sign in"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid login credentials");
    expect(alert.className).toContain("alert--error");
    expect(button("Sign in")).toBeTruthy();
  });

  it("502/503/504 are retried, then shown as a retryable error", async () => {
    let n = 0;
    on("POST", "/api/auth/token?grant_type=password", () => {
      n++;
      return json(503, { error: "upstream" });
    });
    renderApp();
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "ada@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "a fine passphrase" } });
    fireEvent.click(button("Sign in"));
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toMatch(/temporarily unavailable/);
    expect(n).toBe(3);
  });

  it("a 502 followed by success signs in", async () => {
    let n = 0;
    on("POST", "/api/auth/token?grant_type=password", () => (n++ === 0 ? json(502, {}) : json(200, token())));
    renderApp();
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "ada@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "a fine passphrase" } });
    fireEvent.click(button("Sign in"));
    expect(await screen.findByTestId("where", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("sign-up: labels, 'Signing up ...', then the confirmation message", async () => {
    let release!: () => void;
    on(
      "POST",
      "/api/auth/signup",
      () => new Promise((r) => (release = () => r(json(200, { message: "Check your email for the confirmation link" })))),
    );
    renderApp();
    fireEvent.click(await screen.findByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText("Create a Password", { selector: "input" }).getAttribute("type")).toBe("password");
    fireEvent.change(emailInput(), { target: { value: "new@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "a fine passphrase" } });
    fireEvent.click(button("Sign up"));
    expect(await screen.findByRole("button", { name: /Signing up \.\.\./ })).toBeTruthy();
    await act(async () => release());
    const ok = await screen.findByRole("status");
    expect(ok.textContent).toBe("Check your email for the confirmation link");
    expect(ok.className).toContain("alert--success");
    expect(button("Already have an account? Sign in")).toBeTruthy();
    // The confirmation link will bring the new user back to where sign-up started.
    expect(calls.find((c) => c.path === "/api/auth/signup")!.body).toMatchObject({ email: "new@example.com", redirect_to: "/resumes" });
  });

  it("a weak password error from the server is shown", async () => {
    on("POST", "/api/auth/signup", () => json(422, { error: "Password should be at least 8 characters.", code: "weak_password" }));
    renderApp();
    fireEvent.click(await screen.findByRole("button", { name: "Don't have an account? Sign up" }));
    fireEvent.change(emailInput(), { target: { value: "new@example.com" } });
    fireEvent.change(passwordInput(), { target: { value: "short" } });
    fireEvent.click(button("Sign up"));
    expect((await screen.findByRole("alert")).textContent).toBe("Password should be at least 8 characters.");
  });

  it("magic link: refuses an empty e-mail without a request, then sends and confirms", async () => {
    on("POST", "/api/auth/otp", () => json(200, { message: "Check your email for the magic link" }));
    renderApp("/resumes");
    fireEvent.click(await screen.findByRole("button", { name: "Send a magic link email" }));
    expect(screen.queryByLabelText(/Password/, { selector: "input" })).toBeNull();
    expect(emailInput().type).toBe("email");
    fireEvent.click(button("Send Magic Link"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/enter your email/i);
    expect(calls.some((c) => c.path === "/api/auth/otp")).toBe(false);
    fireEvent.change(emailInput(), { target: { value: "ada@example.com" } });
    fireEvent.click(button("Send Magic Link"));
    expect((await screen.findByRole("status")).textContent).toBe("Check your email for the magic link");
    expect(calls.find((c) => c.path === "/api/auth/otp")!.body).toEqual({ email: "ada@example.com", redirect_to: "/resumes" });
  });

  it("forgotten password sends reset instructions", async () => {
    on("POST", "/api/auth/recover", () => json(200, { message: "Check your email for the password reset link" }));
    renderApp();
    fireEvent.click(await screen.findByRole("button", { name: "Forgot your password?" }));
    fireEvent.change(emailInput(), { target: { value: "ada@example.com" } });
    fireEvent.click(button("Send reset password instructions"));
    expect((await screen.findByRole("status")).textContent).toBe("Check your email for the password reset link");
  });

  it("verify_otp: 'Verify token' signs in with the e-mailed code", async () => {
    on("POST", "/api/auth/verify", () => json(200, { ...token(), type: "magiclink", redirect_to: "/profile" }));
    renderApp("/resumes");
    fireEvent.click(await screen.findByRole("button", { name: "Send a magic link email" }));
    fireEvent.click(button("Have a code from the e-mail? Enter it here"));
    fireEvent.change(emailInput(), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "12 34 56" } });
    fireEvent.click(button("Verify token"));
    expect((await screen.findByTestId("where")).textContent).toBe("/resumes");
    expect(calls.find((c) => c.path === "/api/auth/verify")!.body).toEqual({ type: "email", email: "ada@example.com", token: "123456" });
  });

  it("shows the Google button only when the server offers Google", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Welcome to TailorCV" });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/auth/providers")).toBe(true));
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("with Google configured the button is there", async () => {
    on("GET", "/api/auth/providers", () => json(200, { email: true, google: true }));
    renderApp();
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeTruthy();
  });

  it("a Google error in the URL is shown in the card", async () => {
    renderApp("/profile?error=AccessDenied");
    expect((await screen.findByRole("alert")).textContent).toMatch(/Google sign-in was refused/);
  });
});

describe("e-mailed links", () => {
  it("a confirmation link signs in and lands on its next path", async () => {
    on("POST", "/api/auth/verify", () => json(200, { ...token(), type: "signup", redirect_to: "/profile" }));
    renderApp("/auth/confirm?token_hash=abc&type=signup&next=%2Fprofile");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/profile"));
    expect(calls.find((c) => c.path === "/api/auth/verify")!.body).toEqual({ type: "signup", token_hash: "abc" });
  });

  it("a confirmation opened in another browser than the sign-up's asks for the password to set", async () => {
    on("POST", "/api/auth/verify", () => json(200, { ...token(), type: "signup", redirect_to: "/profile", password_set: false }));
    on("PUT", "/api/auth/user", () => json(200, { user: token().user, message: "Your password has been updated" }));
    renderApp("/auth/confirm?token_hash=abc&type=signup&next=%2Fprofile");
    const input = (await screen.findByLabelText("New password", { selector: "input" })) as HTMLInputElement;
    expect(screen.getByText(/opened the link in another browser/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "my own passphrase" } });
    fireEvent.click(button("Update password"));
    expect((await screen.findByRole("status")).textContent).toBe("Your password has been updated");
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ password: "my own passphrase" });
  });

  it("a link whose next path points elsewhere lands on /profile", async () => {
    on("POST", "/api/auth/verify", () => json(200, { ...token(), type: "magiclink", redirect_to: "/profile" }));
    renderApp("/auth/confirm?token_hash=abc&type=magiclink&next=%2F%5Cevil.example");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/profile"));
  });

  it("an expired link shows the error in the sign-in card", async () => {
    on("POST", "/api/auth/verify", () => json(403, { error: "Token has expired or is invalid" }));
    renderApp("/auth/confirm?token_hash=abc&type=magiclink&next=%2Fprofile");
    expect((await screen.findByRole("alert")).textContent).toBe("Token has expired or is invalid");
    expect(button("Sign in")).toBeTruthy();
  });

  it("a recovery link opens update_password; after the update the widget returns to sign_in with the message", async () => {
    on("POST", "/api/auth/verify", () => json(200, { ...token(), type: "recovery", redirect_to: "/" }));
    on("PUT", "/api/auth/user", () => json(200, { user: token().user, message: "Your password has been updated" }));
    renderApp("/auth/confirm?token_hash=abc&type=recovery&next=%2F");
    const input = (await screen.findByLabelText("New password", { selector: "input" })) as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.change(input, { target: { value: "a brand new passphrase" } });
    fireEvent.click(button("Update password"));
    expect((await screen.findByRole("status")).textContent).toBe("Your password has been updated");
    expect(button("Sign in")).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.headers.get("authorization")).toMatch(/^Bearer header\./);
    expect(put.body).toEqual({ password: "a brand new passphrase" });
  });
});

describe("session", () => {
  it("refreshes on load when this browser was signed in, and API calls carry the bearer token", async () => {
    localStorage.setItem(SESSION_HINT_KEY, "1");
    on("POST", "/api/auth/token?grant_type=refresh_token", () => json(200, token("back@example.com")));
    renderApp("/resumes");
    expect((await screen.findByTestId("where")).textContent).toBe("/resumes");
    expect(screen.getByText("back@example.com")).toBeTruthy();
    on("GET", "/api/ping", () => json(200, {}));
    await authFetch("/api/ping");
    expect(calls.at(-1)!.headers.get("authorization")).toMatch(/^Bearer /);
  });

  it("a failed refresh on load shows the sign-in card and forgets the hint", async () => {
    localStorage.setItem(SESSION_HINT_KEY, "1");
    on("POST", "/api/auth/token?grant_type=refresh_token", () => json(401, { error: "Invalid Refresh Token: Already Used" }));
    renderApp();
    expect(await screen.findByRole("heading", { name: "Welcome to TailorCV" })).toBeTruthy();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it("'Sign out' revokes on the server and shows the card again on the same path", async () => {
    localStorage.setItem(SESSION_HINT_KEY, "1");
    on("POST", "/api/auth/token?grant_type=refresh_token", () => json(200, token()));
    on("POST", "/api/auth/logout", () => new Response(null, { status: 204 }));
    renderApp("/resumes");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Welcome to TailorCV" })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/auth/logout")).toBe(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
