// The resumes list: table, Singapore timestamps, download under the filename, failure message, empty state.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatTimestamp } from "../../app/components/resumes/api";
import { setAccessTokenGetter } from "../../app/lib/api";
import ResumesScreen from "../../app/routes/resumes";

const ITEMS = [
  {
    id: "b",
    filename: "Jane_Doe_Lead_Engineer_2026-11-21.pdf",
    timestamp: "2026-11-21T07:05:00.000Z",
    role_applied: "Lead Engineer",
    company: "Northwind Traders",
    reopenable: true,
    download_url: { signedURL: "/api/files/b?exp=1&sig=s2" },
  },
  {
    id: "a",
    filename: "Jane_Doe_General_2026-01-02.pdf",
    timestamp: "2026-01-01T16:30:00.000Z",
    role_applied: "General",
    company: "",
    reopenable: false,
    download_url: { signedURL: "/api/files/a?exp=1&sig=s1" },
  },
];

const ACTIONS = "DownloadOpenEdit againDuplicateDelete";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let routes: Record<string, () => Response>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  routes = { "/api/resume/user_resumes": () => json({ resumes: ITEMS }) };
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const handler = routes[url];
    return handler ? handler() : json({ error: "Not found." }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  setAccessTokenGetter(async () => "tok");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessTokenGetter(async () => null);
});

function renderScreen(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resumes", state }]}>
      <Routes>
        <Route path="/resumes" element={<ResumesScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("resumes screen", () => {
  it("lists resumes in a table with Singapore-time timestamps, newest first", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Your Resumes" })).toBeTruthy();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Filename", "Timestamp", "Role Applied", "Company", "Actions"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Jane_Doe_Lead_Engineer_2026-11-21.pdf", "21 Nov 2026, 3:05 pm", "Lead Engineer", "Northwind Traders", ACTIONS],
      ["Jane_Doe_General_2026-01-02.pdf", "2 Jan 2026, 12:30 am", "General", "Not named", ACTIONS],
    ]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/resume/user_resumes");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer tok");
  });

  it("formats en-SG, 12-hour clock, short month, with minutes, in Singapore time whatever the browser's zone", () => {
    expect(formatTimestamp("2026-06-30T23:59:00Z")).toBe("1 Jul 2026, 7:59 am");
    expect(formatTimestamp("2026-06-30T04:00:00Z")).toBe("30 Jun 2026, 12:00 pm");
  });

  it("Download fetches the signed URL and saves the bytes under the filename", async () => {
    routes["/api/files/b?exp=1&sig=s2"] = () =>
      new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf" } });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return "blob:resume-1";
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    renderScreen();
    const button = await screen.findByRole("button", { name: "Download Jane_Doe_Lead_Engineer_2026-11-21.pdf" });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({ href: "blob:resume-1", download: "Jane_Doe_Lead_Engineer_2026-11-21.pdf" });
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("a failed download shows the spec's text with the reason on the page (not a native alert)", async () => {
    routes["/api/files/a?exp=1&sig=s1"] = () => json({ error: "This download link is invalid or has expired." }, 403);
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderScreen();
    const button = await screen.findByRole("button", { name: "Download Jane_Doe_General_2026-01-02.pdf" });
    await act(async () => fireEvent.click(button));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to download file: This download link is invalid or has expired.");
    expect(alert).not.toHaveBeenCalled();
  });

  it("an expired link is replaced by a fresh one from the list before giving up", async () => {
    let listed = 0;
    routes["/api/resume/user_resumes"] = () => {
      listed++;
      return json({
        resumes: listed === 1 ? ITEMS : [{ ...ITEMS[0]!, download_url: { signedURL: "/api/files/b?exp=2&sig=fresh" } }, ITEMS[1]],
      });
    };
    routes["/api/files/b?exp=1&sig=s2"] = () => json({ error: "This download link is invalid or has expired." }, 403);
    routes["/api/files/b?exp=2&sig=fresh"] = () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 });
    URL.createObjectURL = vi.fn(() => "blob:fresh");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    renderScreen();
    const button = await screen.findByRole("button", { name: "Download Jane_Doe_Lead_Engineer_2026-11-21.pdf" });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(listed).toBe(2);
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows a friendly empty state linking to /home", async () => {
    routes["/api/resume/user_resumes"] = () => json({ resumes: [] });
    renderScreen();
    const link = await screen.findByRole("link", { name: /first tailored resume/i });
    expect(link.getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("a list error is logged and shown", async () => {
    routes["/api/resume/user_resumes"] = () => json({ error: "Auth session missing!" }, 401);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderScreen();
    expect((await screen.findByRole("alert")).textContent).toContain("Auth session missing!");
    expect(error).toHaveBeenCalled();
  });

  it("marks the resume just generated", async () => {
    renderScreen({ resume: {}, generated: { id: "b", filename: ITEMS[0]!.filename } });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]!.getAttribute("aria-current")).toBe("true");
    expect(rows[1]!.getAttribute("aria-current")).toBeNull();
  });
});
