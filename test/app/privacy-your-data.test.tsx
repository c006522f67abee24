// The "Your data" card and the account-deletion dialog as a person (and a screen reader) meets them, with
// the network faked at fetch: the download is saved as a file, the dialog is labelled, names what goes,
// keeps focus inside and hands it back, says what is wrong in words next to the field, and signs out.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELETE_TEXT } from "../../app/components/profile/DeleteAccountDialog";
import { REOPEN_DELETE_KEY, YourData } from "../../app/components/profile/YourData";
import { setAccessTokenGetter } from "../../app/lib/api";
import { AppToaster, toast } from "../../app/lib/toast";

const EMAIL = "grace@example.com";
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let calls: Array<{ method: string; url: string; body: unknown }>;
let answers: Record<string, (body: unknown) => Answer>;

const account = (over: Record<string, unknown> = {}) => ({
  email: EMAIL,
  full_name: "Grace Hopper",
  created_at: "2026-01-01T00:00:00.000Z",
  password_set: true,
  linked_sign_in: [],
  recent_sign_in_until: null,
  ...over,
});

beforeEach(() => {
  calls = [];
  answers = {
    "GET /api/account": () => ({ status: 200, body: account() }),
    "POST /api/auth/logout": () => ({ status: 204 }),
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let body: unknown = init.body;
    if (input instanceof Request && body === undefined && method !== "GET") body = await input.clone().text();
    if (typeof body === "string" && body) body = JSON.parse(body);
    calls.push({ method, url: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`]?.(body) ?? { status: 404, body: { error: "Not found.", code: "not_found" } };
    const payload = answer.body instanceof Uint8Array ? answer.body : answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(payload as BodyInit | null, {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  });
  setAccessTokenGetter(async () => "token");
  localStorage.clear();
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard() {
  return render(
    <>
      <YourData />
      <AppToaster />
    </>,
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  const dialog = await screen.findByRole("dialog", { name: DELETE_TEXT.title });
  await within(dialog).findByLabelText(DELETE_TEXT.emailLabel(EMAIL));
  return dialog;
}

describe("Download my data", () => {
  it("saves the archive under the name the server gives and says so", async () => {
    answers["GET /api/account/export"] = () => ({
      status: 200,
      body: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="tailorcv-data-2026-11-26.zip"' },
    });
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      created.push(b as Blob);
      return "blob:archive";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute("href")!, download: this.download });
    });
    renderCard();
    expect(screen.getByRole("heading", { name: "Your data", level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Your data was downloaded as tailorcv-data-2026-11-26.zip.")).toBeTruthy();
    expect(clicked).toEqual([{ href: "blob:archive", download: "tailorcv-data-2026-11-26.zip" }]);
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it("a refusal is shown as a sentence", async () => {
    answers["GET /api/account/export"] = () => ({
      status: 429,
      body: { error: "Too Many Requests", code: "rate_limited", request_id: "r" },
    });
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You have downloaded your data several times this hour. Please try again later.",
    );
  });
});

describe("Delete my account", () => {
  it("opens a labelled dialog that names what goes, starts in the e-mail field, traps Tab and returns focus", async () => {
    renderCard();
    const opener = screen.getByRole("button", { name: "Delete my account" });
    opener.focus();
    const dialog = await openDialog();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const description = document.getElementById(dialog.getAttribute("aria-describedby")!)!.textContent!;
    for (const item of DELETE_TEXT.goes) expect(description).toContain(item);
    expect(description).toContain(DELETE_TEXT.kept);
    const email = within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL));
    expect(document.activeElement).toBe(email);
    expect(within(dialog).getByLabelText("Your password")).toBeTruthy();

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: "Tab" });
    expect(document.activeElement).toBe(email);
    fireEvent.keyDown(email, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.keyDown(confirm, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(calls.filter((c) => c.url === "/api/account/delete")).toEqual([]);
  });

  it("a mistyped e-mail or a missing password is said next to the field, and nothing is sent", async () => {
    renderCard();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL)), { target: { value: "grace@exampel.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    const email = within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby")!)!.textContent).toBe(DELETE_TEXT.emailMismatch);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: ` ${EMAIL.toUpperCase()} ` } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    const password = within(dialog).getByLabelText("Your password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText(DELETE_TEXT.passwordMissing)).toBeTruthy();
    expect(calls.filter((c) => c.url === "/api/account/delete")).toEqual([]);
  });

  it("a wrong password from the server is shown under the password field", async () => {
    answers["POST /api/account/delete"] = () => ({
      status: 403,
      body: { error: "Your password is not correct.", code: "current_password_required", field: "password", request_id: "r" },
    });
    renderCard();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL)), { target: { value: EMAIL } });
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "nope" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Your password is not correct.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("a confirmed deletion sends the e-mail and password, tells the user, and signs out", async () => {
    answers["POST /api/account/delete"] = () => ({
      status: 200,
      body: { deleted: true, finished: true, message: "Your account and all its data have been deleted." },
    });
    renderCard();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL)), { target: { value: EMAIL } });
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "correct horse" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Your account and all its data have been deleted.")).toBeTruthy();
    expect(calls.find((c) => c.url === "/api/account/delete")?.body).toEqual({ email: EMAIL, password: "correct horse" });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/logout")).toBe(true));
  });

  it("an account without a password that signed in recently needs only the e-mail", async () => {
    answers["GET /api/account"] = () => ({
      status: 200,
      body: account({ password_set: false, recent_sign_in_until: new Date(Date.now() + 5 * 60_000).toISOString() }),
    });
    answers["POST /api/account/delete"] = () => ({ status: 200, body: { deleted: true, finished: true, message: "Deleted." } });
    renderCard();
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
    expect(within(dialog).getByText(DELETE_TEXT.recent)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(DELETE_TEXT.emailLabel(EMAIL)), { target: { value: EMAIL } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(calls.find((c) => c.url === "/api/account/delete")?.body).toEqual({ email: EMAIL }));
  });

  it("without a recent sign-in it asks to sign in again, remembers to come back, and signs out", async () => {
    answers["GET /api/account"] = () => ({ status: 200, body: account({ password_set: false }) });
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: DELETE_TEXT.title });
    const again = await within(dialog).findByRole("button", { name: DELETE_TEXT.reauthButton });
    expect(within(dialog).getByText(DELETE_TEXT.reauth)).toBeTruthy();
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/logout")).toBe(true));
    expect(Number(localStorage.getItem(REOPEN_DELETE_KEY))).toBeGreaterThan(Date.now() - 5000);
  });

  it("after that sign-in, the card opens the dialog again (once)", async () => {
    localStorage.setItem(REOPEN_DELETE_KEY, String(Date.now() - 60_000));
    renderCard();
    expect(await screen.findByRole("dialog", { name: DELETE_TEXT.title })).toBeTruthy();
    expect(localStorage.getItem(REOPEN_DELETE_KEY)).toBeNull();
  });

  it("an old mark does not open it", async () => {
    localStorage.setItem(REOPEN_DELETE_KEY, String(Date.now() - 60 * 60_000));
    renderCard();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
