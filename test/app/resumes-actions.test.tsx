// The resumes list as a working screen: the new row focused, Open, Edit again, Duplicate, Delete.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { choicesOf, initialState, reducer } from "../../app/components/editor/model";
import { setAccessTokenGetter } from "../../app/lib/api";
import ResumesScreen from "../../app/routes/resumes";
import { navState } from "./editor-fixtures";

const ITEMS = [
  {
    id: "resume-b",
    filename: "Jane_Doe_Lead_Engineer_2026-11-21.pdf",
    timestamp: "2026-11-21T07:05:00.000Z",
    role_applied: "Lead Engineer",
    company: "Northwind Traders",
    reopenable: true,
    download_url: { signedURL: "/api/files/resume-b?exp=1&sig=s2" },
  },
  {
    id: "resume-a",
    filename: "Jane_Doe_General_2026-01-02.pdf",
    timestamp: "2026-01-01T16:30:00.000Z",
    role_applied: "General",
    company: "",
    reopenable: false,
    download_url: { signedURL: "/api/files/resume-a?exp=1&sig=s1" },
  },
];

const nav = navState();
const chosen = reducer(initialState(nav), { type: "toggle", group: "work", entry: 0, index: 2 });
const CHOICES = choicesOf(chosen, nav);

let calls: Array<{ method: string; url: string }>;
let routes: Record<string, () => Response>;
beforeEach(() => {
  calls = [];
  routes = {
    "GET /api/resume/user_resumes": () => Response.json({ resumes: ITEMS }),
    "GET /api/resume/resume-b": () =>
      Response.json({
        id: "resume-b",
        filename: ITEMS[0]!.filename,
        role_applied: "Lead Engineer",
        company: "Northwind Traders",
        choices: CHOICES,
      }),
    "DELETE /api/resume/resume-b": () => Response.json({ id: "resume-b", deleted: true }),
    "GET /api/files/resume-b?exp=1&sig=s2": () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const url = String(input);
      calls.push({ method, url });
      return routes[`${method} ${url}`]?.() ?? Response.json({ error: "Not found.", code: "not_found" }, { status: 404 });
    }),
  );
  setAccessTokenGetter(async () => "tok");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessTokenGetter(async () => null);
});

function EditorProbe() {
  const state = useLocation().state as { role_applied?: string; job_description?: string; saved?: { modes: unknown; roleApplied: string } };
  return <pre data-testid="editor-state">{JSON.stringify(state)}</pre>;
}

function renderScreen(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resumes", state }]}>
      <Routes>
        <Route path="/resumes" element={<ResumesScreen />} />
        <Route path="/resume-editor" element={<EditorProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const editorState = () => JSON.parse(screen.getByTestId("editor-state").textContent ?? "null");

describe("resumes: row actions", () => {
  it("after generating, the new row is marked and its Download button has the focus", async () => {
    renderScreen({ generated: { id: "resume-b", filename: ITEMS[0]!.filename } });
    const download = await screen.findByRole("button", { name: `Download ${ITEMS[0]!.filename}` });
    await waitFor(() => expect(document.activeElement).toBe(download));
    expect(download.closest("tr")?.getAttribute("aria-current")).toBe("true");
  });

  it("Edit again opens the editor with the choices that made the resume", async () => {
    renderScreen();
    const target = await screen.findByRole("button", { name: `Edit again ${ITEMS[0]!.filename}` });
    await act(async () => fireEvent.click(target));
    await screen.findByTestId("editor-state");
    const state = editorState();
    expect(state.role_applied).toBe("Lead Engineer");
    expect(state.job_description).toBe(nav.job_description);
    expect(state.saved.modes.work).toEqual([["suggested", "suggested", "current"]]);
  });

  it("Duplicate for another job keeps the choices but leaves the role and the job to fill in", async () => {
    renderScreen();
    const target = await screen.findByRole("button", { name: `Duplicate for another job: ${ITEMS[0]!.filename}` });
    await act(async () => fireEvent.click(target));
    await screen.findByTestId("editor-state");
    const state = editorState();
    expect(state.saved.roleApplied).toBe("");
    expect(state.job_description).toBeUndefined();
    expect(state.saved.modes.work).toEqual([["suggested", "suggested", "current"]]);
  });

  it("a resume made before choices were kept cannot be edited again or duplicated, and says why", async () => {
    renderScreen();
    const edit = (await screen.findByRole("button", { name: `Edit again ${ITEMS[1]!.filename}` })) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.title).toMatch(/can only be downloaded or opened/);
  });

  it("Delete names the resume, asks first, and removes the row once the server has deleted it", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: `Delete ${ITEMS[0]!.filename}` }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain(ITEMS[0]!.filename);
    expect(dialog.textContent).toContain("Lead Engineer, Northwind Traders");
    // No: nothing is sent, the row stays.
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: `Delete ${ITEMS[0]!.filename}` }));
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Yes, delete it" })));
    await waitFor(() => expect(screen.queryByText(ITEMS[0]!.filename)).toBeNull());
    expect(calls).toContainEqual({ method: "DELETE", url: "/api/resume/resume-b" });
    expect(screen.getByText(ITEMS[1]!.filename)).toBeTruthy();
  });

  it("a failed delete keeps the row and says why", async () => {
    routes["DELETE /api/resume/resume-b"] = () =>
      Response.json({ error: "This resume does not exist or was deleted.", code: "resume_not_found" }, { status: 404 });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: `Delete ${ITEMS[0]!.filename}` }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Yes, delete it" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Couldn't delete the resume: This resume does not exist or was deleted.");
    expect(screen.getByText(ITEMS[0]!.filename)).toBeTruthy();
  });

  it("Open shows the PDF in a new tab", async () => {
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    renderScreen();
    const target = await screen.findByRole("button", { name: `Open ${ITEMS[0]!.filename}` });
    await act(async () => fireEvent.click(target));
    await waitFor(() => expect(tab.location.href).toBe("blob:preview"));
    expect(window.open).toHaveBeenCalledWith("", "_blank");
  });
});
