// The payment screens as a user sees them: checkout redirect (and its error texts), payment
// verification with retries, and the cancel screen. fetch is stubbed at the network boundary.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentVerification, VERIFY_RETRIES, VERIFY_RETRY_DELAY_MS } from "../../app/components/payments/PaymentVerification";
import { setAccessTokenGetter } from "../../app/lib/api";
import PaymentCancelScreen from "../../app/routes/payment-cancel";
import PaymentSuccessScreen from "../../app/routes/payment-success";
import { CheckoutRedirect } from "../../app/routes/payments";

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "content-type": "application/json" } });

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const TOKEN = `${b64url({ alg: "HS256" })}.${b64url({ user_id: "user-1", email: "ada@example.com" })}.sig`;

let calls: Array<{ url: string; method: string; body: unknown; auth: string | null }> = [];
function stubFetch(handler: (path: string, body: unknown) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init.body === "string" ? JSON.parse(init.body) : null;
      calls.push({ url, method: init.method ?? "GET", body, auth: new Headers(init.headers).get("authorization") });
      return handler(new URL(url, "http://localhost").pathname, body);
    }),
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  setAccessTokenGetter(async () => TOKEN);
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("checkout redirect screen", () => {
  function renderCheckout(plan: "monthly" | "lifetime", goTo = vi.fn()) {
    render(
      <MemoryRouter initialEntries={["/payments/15"]}>
        <Routes>
          <Route path="/payments/15" element={<CheckoutRedirect plan={plan} goTo={goTo} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    return goTo;
  }

  it("says it is redirecting, asks the server for a session and goes to the returned url", async () => {
    stubFetch(() => json(200, { url: "https://checkout.stripe.test/c/pay/cs_test_1" }));
    const goTo = renderCheckout("monthly");
    expect(screen.getByText("Redirecting to checkout...")).toBeTruthy();
    expect(screen.getByText("Please wait while we prepare your payment.")).toBeTruthy();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_test_1"));
    expect(calls).toHaveLength(1);
    const [c] = calls;
    expect(c!.method).toBe("POST");
    expect(new URL(c!.url, "http://localhost").pathname).toBe("/api/payment/create-checkout-session");
    expect(c!.auth).toBe(`Bearer ${TOKEN}`);
    expect(c!.body).toEqual({
      plan: "monthly",
      successUrl: `${window.location.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${window.location.origin}/payment-cancel`,
      customerEmail: "ada@example.com",
      customer_email: "ada@example.com",
      metadata: { userId: "user-1" },
    });
  });

  it("the lifetime route asks for the lifetime plan", async () => {
    stubFetch(() => json(200, { url: "https://x.test/y" }));
    const goTo = renderCheckout("lifetime");
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect((calls[0]!.body as { plan: string }).plan).toBe("lifetime");
  });

  it.each([
    [400, "Bad request: Invalid request: plan: Invalid option"],
    [500, "Internal server error: Internal server error. Please try again later."],
    [502, "Failed to create checkout session: The payment provider could not start a checkout. Please try again."],
    [401, "Failed to create checkout session: Auth session missing!"],
  ])("status %i shows the spec's error text with a way back", async (status, text) => {
    const error = text.slice(text.indexOf(": ") + 2);
    stubFetch(() => json(status, { error }));
    const goTo = renderCheckout("monthly");
    expect(await screen.findByText(text)).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "Back to Profile" }));
    expect(screen.getByTestId("where").textContent).toBe("/profile");
  });

  it("an error answer without JSON falls back to the status text", async () => {
    stubFetch(() => new Response("nope", { status: 400, statusText: "Bad Request" }));
    renderCheckout("monthly");
    expect(await screen.findByText("Bad request: Bad Request")).toBeTruthy();
  });

  it("a network failure is 'Failed to create checkout session: …'", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    renderCheckout("monthly");
    expect(await screen.findByText("Failed to create checkout session: Failed to fetch")).toBeTruthy();
  });
});

describe("payment verification screen", () => {
  function renderVerification(props: Partial<React.ComponentProps<typeof PaymentVerification>> & { sessionId: string | null }) {
    render(
      <MemoryRouter initialEntries={["/payment-success"]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentVerification delayMs={5} {...props} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  const PAID = {
    success: true,
    message: "ok",
    customer_email: "ada@example.com",
    amount_total: 1500,
    payment_status: "paid",
    plan: "monthly",
  } as const;
  const UNPAID = { success: false, message: "The payment has not been completed.", payment_status: "failed" } as const;

  it("shows a spinner with 'Verifying your payment...' first", () => {
    renderVerification({ sessionId: "cs_1", verify: () => new Promise(() => {}) });
    expect(screen.getByText("Verifying your payment...")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it("success: the spec's texts and buttons", async () => {
    const verify = vi.fn(async () => PAID);
    renderVerification({ sessionId: "cs_1", verify });
    expect(await screen.findByText("Payment Successful!")).toBeTruthy();
    expect(screen.getByText("Amount paid: $15.00")).toBeTruthy();
    expect(screen.getByText("Confirmation sent to: ada@example.com")).toBeTruthy();
    expect(screen.getByText("Thank you for your purchase. You now have access to all premium features!")).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith("cs_1");
    fireEvent.click(screen.getByRole("button", { name: "Start Creating Resumes" }));
    expect(screen.getByTestId("where").textContent).toBe("/resumes");
  });

  it("'View Profile' goes to /profile; the lifetime amount reads $150.00", async () => {
    renderVerification({ sessionId: "cs_1", verify: async () => ({ ...PAID, amount_total: 15000 }) });
    expect(await screen.findByText("Amount paid: $150.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "View Profile" }));
    expect(screen.getByTestId("where").textContent).toBe("/profile");
  });

  it("a missing session_id fails at once without calling the server", () => {
    const verify = vi.fn(async () => PAID);
    renderVerification({ sessionId: null, verify });
    expect(screen.getByText("Payment Verification Failed")).toBeTruthy();
    expect(
      screen.getByText("We couldn't verify your payment. If you believe this is an error, please contact our support team."),
    ).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it("unsuccessful answers and exceptions are retried; success on the last retry still wins", async () => {
    const verify = vi
      .fn<(id: string) => Promise<typeof PAID | typeof UNPAID>>()
      .mockResolvedValueOnce(UNPAID)
      .mockRejectedValueOnce(new Error("network down"))
      .mockResolvedValueOnce(UNPAID)
      .mockResolvedValueOnce(PAID);
    renderVerification({ sessionId: "cs_1", verify });
    expect(await screen.findByText("Payment Successful!")).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it("after 1 + 3 unsuccessful attempts it fails; Try Again reloads, Back to Profile goes to /profile", async () => {
    const verify = vi.fn(async () => UNPAID);
    const reload = vi.fn();
    renderVerification({ sessionId: "cs_1", verify, reload });
    expect(await screen.findByText("Payment Verification Failed")).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(1 + VERIFY_RETRIES);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Back to Profile" }));
    expect(screen.getByTestId("where").textContent).toBe("/profile");
  });

  it("exceptions every time also end in failed after 3 retries", async () => {
    const verify = vi.fn(async () => {
      throw new Error("boom");
    });
    renderVerification({ sessionId: "cs_1", verify });
    expect(await screen.findByText("Payment Verification Failed")).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it("retries are 2 seconds apart by default", async () => {
    vi.useFakeTimers();
    const verify = vi.fn(async () => UNPAID);
    render(
      <MemoryRouter>
        <PaymentVerification sessionId="cs_1" verify={verify} />
      </MemoryRouter>,
    );
    expect(VERIFY_RETRY_DELAY_MS).toBe(2000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(verify).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(verify).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(verify).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(verify).toHaveBeenCalledTimes(4);
    expect(screen.getByText("Payment Verification Failed")).toBeTruthy();
  });

  it("the /payment-success route reads session_id and posts {sessionId} with the bearer token", async () => {
    stubFetch(() => json(200, PAID));
    render(
      <MemoryRouter initialEntries={["/payment-success?session_id=cs_test_abc"]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Payment Successful!")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, "http://localhost").pathname).toBe("/api/payment/verify-payment");
    expect(calls[0]!.body).toEqual({ sessionId: "cs_test_abc" });
    expect(calls[0]!.auth).toBe(`Bearer ${TOKEN}`);
  });

  it("error statuses from verify-payment count as unsuccessful answers", async () => {
    stubFetch(() => json(403, { error: "This payment belongs to another account.", success: false, payment_status: "failed" }));
    render(
      <MemoryRouter initialEntries={["/payment-success?session_id=cs_test_abc"]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    // Real 2 s delays here: wait for the 4 attempts.
    await waitFor(() => expect(screen.getByText("Payment Verification Failed")).toBeTruthy(), { timeout: 8000 });
    expect(calls).toHaveLength(4);
  }, 10_000);
});

describe("payment cancelled screen", () => {
  it("links back to both plans and the profile", () => {
    render(
      <MemoryRouter>
        <PaymentCancelScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Payment cancelled" })).toBeTruthy();
    const links = screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Monthly Resume Generation ($15.00)", "/payments/15"],
      ["Lifetime Resume Generation ($150.00)", "/payments/150"],
      ["Back to Profile", "/profile"],
    ]);
  });
});
