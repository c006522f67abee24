// The profile's guided first run: the upload leads an empty profile with a line on what happens next; after
// the upload a call to action leads to the generator; personal extras (location, links, summary) show and
// save; the parser's "Check this" marks survive a reload and follow the data: a save that leaves a field alone
// keeps its mark, fixing a field clears only that field's mark.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenGetter } from "../../app/lib/api";
import { AppToaster, toast } from "../../app/lib/toast";
import ProfileScreen, { PROFILE_TEXT } from "../../app/routes/profile";
import type { StoredRecord } from "../../worker/shapes/resume";

const USER_ID = "user-42";
const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const TOKEN = `${b64url({ alg: "HS256" })}.${b64url({ user_id: USER_ID, sub: USER_ID })}.sig`;

const parsed = (): StoredRecord => ({
  personal_info: { name: "Ada Lovelace", phone: "", email: "ada@example.com", location: "London", linkedin: "linkedin.com/in/ada" },
  experiences: {
    work_experiences: [{ company: "Analytical Engines", title: "Analyst", dates: "1842", responsibilities: ["Wrote the first program"] }],
    projects: [],
  },
  education: [],
  additional_information: { Languages: ["English", "French"] },
});

const REVIEW = [
  { path: "personal_info.linkedin", reason: "Read from a link's text; check the address." },
  { path: "experiences.work_experiences.0.dates", reason: "Only a year was found." },
];

let stored: { profile: StoredRecord; version: number } | null;
let puts: Array<{ profile: StoredRecord; version: number }>;

beforeEach(() => {
  localStorage.clear();
  stored = null;
  puts = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const reply = (status: number, body: unknown) => Response.json(body, { status });
    if (url.endsWith("/api/profile") && method === "GET")
      return stored ? reply(200, stored) : reply(404, { error: "No profile yet.", code: "profile_not_found" });
    if (url.endsWith("/api/profile") && method === "PUT") {
      const raw = init.body ?? (input instanceof Request ? await input.clone().text() : "{}");
      const b = JSON.parse(String(raw)) as { profile: StoredRecord; version: number };
      puts.push(b);
      stored = { profile: b.profile, version: b.version + 1 };
      return reply(200, stored);
    }
    if (url.endsWith("/api/resume/upload")) {
      stored = { profile: parsed(), version: (stored?.version ?? 0) + 1 };
      return reply(200, { message: "ok", data: stored, warnings: [], review: REVIEW });
    }
    return reply(404, { error: "Not found." });
  });
  setAccessTokenGetter(async () => TOKEN);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={["/profile"]}>
      <ProfileScreen />
      <AppToaster />
    </MemoryRouter>,
  );

const upload = async () => {
  const input = (await screen.findByLabelText("Upload your resume (PDF)")) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "resume.pdf", { type: "application/pdf" })] } });
  await screen.findByText("Analytical Engines", { exact: false });
};

describe("profile: guided first run", () => {
  it("an empty profile leads with the upload card and says what happens next", async () => {
    const { container } = renderScreen();
    await screen.findByText("Click to upload or drag and drop");
    const first = container.querySelector(".profile-page > section.card");
    expect(first?.getAttribute("aria-label")).toBe("Upload your resume");
    expect(screen.getByText(PROFILE_TEXT.whatNext)).toBeTruthy();
  });

  it("after the upload, a call to action leads to the generator and takes the focus", async () => {
    renderScreen();
    await upload();
    const heading = await screen.findByRole("heading", { name: PROFILE_TEXT.readyHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const cta = screen.getByRole("link", { name: `${PROFILE_TEXT.tailorCta} →` });
    expect(cta.getAttribute("href")).toBe("/home");
    expect(screen.queryByText("Click to upload or drag and drop")).toBeNull();
  });

  it("shows the personal extras and saves them; empty extras are not stored", async () => {
    stored = { profile: parsed(), version: 3 };
    renderScreen();
    expect(await screen.findByText("London")).toBeTruthy();
    expect(screen.getByText("linkedin.com/in/ada")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("GitHub"), { target: { value: " github.com/ada " } });
    fireEvent.change(screen.getByLabelText("Summary"), { target: { value: "Mathematician and first programmer." } });
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("github.com/ada");
    expect(puts[0]!.profile.personal_info).toEqual({
      name: "Ada Lovelace",
      phone: "",
      email: "ada@example.com",
      linkedin: "linkedin.com/in/ada",
      github: "github.com/ada",
      summary: "Mathematician and first programmer.",
    });
    expect(screen.getByText("Mathematician and first programmer.")).toBeTruthy();
  });

  it("'Check this' marks from the upload survive a reload; saving keeps them until their field is fixed", async () => {
    const first = renderScreen();
    await upload();
    const personal = screen.getByRole("region", { name: "Personal Information" });
    expect(within(personal).getByText("LinkedIn", { selector: "strong" })).toBeTruthy();
    expect(within(personal).getByText(/check the address/)).toBeTruthy();
    const work = screen.getByRole("region", { name: "Work Experience" });
    expect(within(work).getByText("Job 1, dates")).toBeTruthy();
    first.unmount();

    renderScreen();
    const again = await screen.findByRole("region", { name: "Personal Information" });
    expect(within(again).getByText(/check the address/)).toBeTruthy();
    // Saved without a change: the mark stays (nothing it points at changed).
    fireEvent.click(within(again).getByRole("button", { name: "Edit personal information" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await screen.findByRole("button", { name: "Edit personal information" });
    expect(within(again).getByText(/check the address/)).toBeTruthy();
    // The LinkedIn address fixed: its mark goes, the job's dates mark stays, also after another reload.
    fireEvent.click(within(again).getByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("LinkedIn"), { target: { value: "linkedin.com/in/ada-lovelace" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText(/check the address/)).toBeNull());
    expect(screen.getByText("Job 1, dates")).toBeTruthy();
    cleanup();
    renderScreen();
    expect(await screen.findByText("Job 1, dates")).toBeTruthy();
    expect(screen.queryByText(/check the address/)).toBeNull();
    await act(async () => undefined);
  });
});
