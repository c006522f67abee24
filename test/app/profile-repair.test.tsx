// Repairing the profile as a keyboard user does it, with the network faked at fetch: an entry moved from its
// menu and undone, marks that follow the entries they are about, a doubt dismissed with "Looks right", a delete
// that cannot be undone, and the upload's steps and result card.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenGetter } from "../../app/lib/api";
import { AppToaster, toast } from "../../app/lib/toast";
import ProfileScreen from "../../app/routes/profile";
import type { StoredRecord } from "../../worker/shapes/resume";

const USER_ID = "user-7";
const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const TOKEN = `${b64url({ alg: "HS256" })}.${b64url({ user_id: USER_ID, sub: USER_ID })}.sig`;

const record = (): StoredRecord => ({
  personal_info: { name: "Ada Lovelace", phone: "1", email: "ada@example.com" },
  experiences: {
    work_experiences: [
      { company: "Analytical Engines", title: "Analyst", dates: "1842", responsibilities: ["Wrote the first program"] },
      { company: "Royal Society", title: "Fellow", dates: "1840 – 1841", responsibilities: ["Translated a memoir"] },
    ],
    projects: [],
  },
  education: [],
  additional_information: { Languages: ["English", "French"], "Technical Skills": ["Mathematics", "Notes, tables and diagrams"] },
});
const REVIEW = [{ path: "experiences.work_experiences.0.dates", reason: "Only a year was found." }];

let stored: { profile: StoredRecord; version: number } | null;
let puts: StoredRecord[];
let uploadBody: () => Response;

beforeEach(() => {
  localStorage.clear();
  stored = { profile: record(), version: 3 };
  puts = [];
  uploadBody = () => Response.json({ message: "ok", data: stored, warnings: [], review: REVIEW });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (url.endsWith("/api/profile") && method === "GET") return Response.json(stored);
    if (url.endsWith("/api/profile") && method === "PUT") {
      const raw = init.body ?? (input instanceof Request ? await input.clone().text() : "{}");
      const b = JSON.parse(String(raw)) as { profile: StoredRecord; version: number };
      puts.push(b.profile);
      stored = { profile: b.profile, version: b.version + 1 };
      return Response.json(stored);
    }
    if (url.endsWith("/api/resume/upload")) {
      stored = { profile: record(), version: (stored?.version ?? 0) + 1 };
      return uploadBody();
    }
    return Response.json({ error: "Not found.", code: "not_found" }, { status: 404 });
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
const work = () => screen.getByRole("region", { name: "Work Experience" });
const titles = () =>
  within(work())
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

async function chooseFromMenu(button: string, item: string) {
  const grip = within(work()).getByRole("button", { name: button });
  fireEvent.keyDown(grip, { key: "ArrowDown" });
  const menuItem = await screen.findByRole("menuitem", { name: item });
  await waitFor(() => expect(document.activeElement).toBe(menuItem));
  fireEvent.click(menuItem);
}

describe("moving entries", () => {
  it("a job moves down from its menu in one saved step, and Undo saves it back", async () => {
    renderScreen();
    await screen.findByText("Analytical Engines", { exact: false });
    await chooseFromMenu("Move Analyst at Analytical Engines", "Move down");
    await screen.findByText("Moved Job 1 down.");
    expect(titles()).toEqual(["Fellow", "Analyst"]);
    expect(puts.at(-1)!.experiences.work_experiences.map((w) => w.title)).toEqual(["Fellow", "Analyst"]);
    // Focus follows the job to its new place.
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Analyst at Analytical Engines"));

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Undone: Moved Job 1 down.");
    expect(titles()).toEqual(["Analyst", "Fellow"]);
    expect(puts.at(-1)).toEqual(record());
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("a delete is final: it ends the steps Undo can reverse", async () => {
    renderScreen();
    await screen.findByText("Analytical Engines", { exact: false });
    await chooseFromMenu("Move Analyst at Analytical Engines", "Move down");
    await screen.findByRole("button", { name: "Undo" });
    fireEvent.click(within(work()).getByRole("button", { name: "Delete Fellow at Royal Society" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(titles()).toEqual(["Analyst"]));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});

describe("dragging", () => {
  const transfer = () => ({ setData: () => undefined, setDragImage: () => undefined, effectAllowed: "", dropEffect: "" });
  const rows = () => Array.from(work().querySelectorAll<HTMLElement>(".entry"));

  it("a job dropped below another takes its place; a line dropped on a job joins its lines", async () => {
    renderScreen();
    await screen.findByText("Analytical Engines", { exact: false });
    const dataTransfer = transfer();
    fireEvent.dragStart(within(work()).getByRole("button", { name: "Move Analyst at Analytical Engines" }), { dataTransfer });
    // happy-dom has no layout: every drop lands in a row's lower half, i.e. after it.
    fireEvent.dragOver(rows()[1]!, { dataTransfer, clientY: 10 });
    fireEvent.drop(rows()[1]!, { dataTransfer, clientY: 10 });
    await screen.findByText("Moved Job 1 down.");
    expect(titles()).toEqual(["Fellow", "Analyst"]);

    fireEvent.dragStart(within(work()).getByRole("button", { name: "Move line: Translated a memoir" }), { dataTransfer });
    fireEvent.dragOver(rows()[1]!, { dataTransfer, clientY: 10 });
    fireEvent.drop(rows()[1]!, { dataTransfer, clientY: 10 });
    await screen.findByText("Moved a line to Job 2.");
    expect(puts.at(-1)!.experiences.work_experiences[1]!.responsibilities).toEqual(["Wrote the first program", "Translated a memoir"]);
    // Job 1 kept its title, company and dates, so it stays (only an entry left with nothing goes).
    expect(titles()).toEqual(["Fellow", "Analyst"]);
  });
});

describe("marks follow the data", () => {
  const upload = async () => {
    const input = (await screen.findByLabelText("Upload your resume (PDF)")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })] } });
  };

  it("a mark moves with its job; saving the other job keeps it; fixing its field clears it", async () => {
    stored = null;
    renderScreen();
    await upload();
    const marks = await within(await screen.findByRole("region", { name: "Work Experience" })).findByRole("list", {
      name: "Check these fields",
    });
    expect(within(marks).getByText("Job 1, dates")).toBeTruthy();

    await chooseFromMenu("Move Analyst at Analytical Engines", "Move down");
    await screen.findByText("Moved Job 1 down.");
    expect(within(work()).getByText("Job 2, dates")).toBeTruthy();

    // Saving the other job (a new title) keeps this job's mark.
    fireEvent.click(within(work()).getByRole("button", { name: "Edit Fellow at Royal Society" }));
    fireEvent.change(screen.getByLabelText("Job title"), { target: { value: "Honorary Fellow" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await within(work()).findByRole("heading", { name: "Honorary Fellow" });
    expect(within(work()).getByText("Job 2, dates")).toBeTruthy();

    // Fixing the marked field clears only that mark (and the fix survives a reload).
    fireEvent.click(within(work()).getByRole("button", { name: "Edit Analyst at Analytical Engines" }));
    fireEvent.change(screen.getByLabelText("Dates"), { target: { value: "Jan 1842 – Dec 1843" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(work()).queryByText("Job 2, dates")).toBeNull());
    cleanup();
    renderScreen();
    await screen.findByText("Honorary Fellow");
    expect(screen.queryByText("Job 2, dates")).toBeNull();
  });

  it("a doubt raised by the data itself goes with 'Looks right' and stays gone after a reload", async () => {
    stored!.profile.experiences.work_experiences[1]!.company = "";
    renderScreen();
    const marks = await within(await screen.findByRole("region", { name: "Work Experience" })).findByRole("list", {
      name: "Check these fields",
    });
    expect(within(marks).getByText("Job 2, company")).toBeTruthy();
    fireEvent.click(within(marks).getByRole("button", { name: "Looks right: Job 2, company" }));
    await waitFor(() => expect(within(work()).queryByText("Job 2, company")).toBeNull());
    cleanup();
    renderScreen();
    await screen.findByText("Fellow");
    expect(screen.queryByText("Job 2, company")).toBeNull();
  });
});

describe("upload steps and the result card", () => {
  it("shows each stage the server reports, then what was found and how much to check", async () => {
    stored = null;
    let push!: (line: unknown) => void;
    let end!: () => void;
    uploadBody = () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (line) => controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
          end = () => controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "application/x-ndjson" } });
    };
    renderScreen();
    const input = (await screen.findByLabelText("Upload your resume (PDF)")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })] } });
    const current = () => document.querySelector('[aria-current="step"]')?.textContent;
    await waitFor(() => expect(current()).toBe("Sending your PDF"));
    await waitFor(() => expect(push).toBeDefined());
    act(() => push({ stage: "reading" }));
    await waitFor(() => expect(current()).toBe("Reading your PDF"));
    act(() => push({ stage: "sections" }));
    await waitFor(() => expect(current()).toBe("Finding sections and dates"));
    expect(screen.getByText("Reading your PDF").closest(".upload-step")?.className).toContain("done");
    act(() => {
      push({ stage: "checking" });
      push({ stage: "saving" });
      push({ done: { message: "ok", data: stored, warnings: [], review: REVIEW } });
      end();
    });
    const card = await screen.findByRole("region", { name: "Your profile is ready" });
    expect(within(card).getByText("We found 2 jobs, 2 skills and 2 other listed items.")).toBeTruthy();
    expect(within(card).getByText(/^1 field is marked "Check this" below/)).toBeTruthy();
  });

  it("a refusal inside the stream reads like the plain answer's", async () => {
    stored = null;
    uploadBody = () =>
      new Response(
        `${JSON.stringify({ stage: "reading" })}\n${JSON.stringify({ error: { error: "This file is not a PDF.", code: "pdf_refused" }, status: 400 })}\n`,
        { headers: { "content-type": "application/x-ndjson" } },
      );
    renderScreen();
    const input = (await screen.findByLabelText("Upload your resume (PDF)")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })] } });
    const alert = await within(document.querySelector(".upload") as HTMLElement).findByRole("alert");
    expect(alert.textContent).toBe("Failed to upload document: Bad request: This file is not a PDF.");
  });
});
