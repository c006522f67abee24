// The profile screen as a user drives it, with the network faked at fetch (the boundary): cards,
// view/edit/cancel/save, the delete dialog, failed and stale saves, the upload area and its errors.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ProfileScreen, { PROFILE_TEXT } from "../../app/routes/profile";
import { setAccessTokenGetter } from "../../app/lib/api";
import { AppToaster, toast } from "../../app/lib/toast";
import type { StoredRecord } from "../../worker/shapes/resume";

const USER_ID = "user-123";
const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const TOKEN = `${b64url({ alg: "HS256" })}.${b64url({ user_id: USER_ID, sub: USER_ID })}.sig`;

function record(): StoredRecord {
  return {
    personal_info: { name: "Grace Hopper", phone: "555-0100", email: "grace@example.com" },
    experiences: {
      work_experiences: [
        {
          company: "US Navy",
          title: "Rear Admiral",
          dates: "1943 – 1986",
          responsibilities: ["Led COBOL standardisation", "Found the first bug"],
        },
        { company: "Remington Rand", title: "Senior Mathematician", dates: "1949 – 1967", responsibilities: ["Built the A-0 compiler"] },
      ],
      projects: [{ title: "FLOW-MATIC", responsibilities: ["Designed an English-like language"] }],
    },
    education: [{ degree: "PhD Mathematics", institution: "Yale University", dates: "1934", details: ["Phi Beta Kappa", "Vassar alumna"] }],
    additional_information: { "Technical Skills": ["COBOL", "Compilers"], Languages: ["English"] },
  };
}

const ACCOUNT = {
  email: "grace@example.com",
  full_name: null,
  created_at: "2026-01-01T00:00:00.000Z",
  password_set: true,
  linked_sign_in: [],
  recent_sign_in_until: null,
};
const FREE_PLAN = { is_subscribed: false, plan: null, expires_at: null, resume_count: 1, free_limit: 2, limited: false };

type Handler = (req: {
  method: string;
  url: string;
  body: unknown;
}) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
let server: {
  stored: { profile: StoredRecord; version: number } | null;
  puts: Array<{ profile: StoredRecord; version: number }>;
  uploads: FormData[];
  next: Handler[];
};

function installFetch() {
  server = { stored: { profile: record(), version: 1 }, puts: [], uploads: [], next: [] };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let body: unknown = init.body;
    if (input instanceof Request && body === undefined && method !== "GET") body = await input.clone().text();
    if (typeof body === "string") body = JSON.parse(body);
    // The account card's calls are answered plainly; scripted answers are for the profile's own calls.
    const scripted = /\/api\/(account|subscription)$/.test(url) ? undefined : server.next.shift();
    const answer = scripted ? await scripted({ method, url, body }) : defaultAnswer(method, url, body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
}

function defaultAnswer(method: string, url: string, body: unknown): { status: number; body?: unknown } {
  if (url.endsWith("/api/account")) return { status: 200, body: ACCOUNT };
  if (url.endsWith("/api/subscription")) return { status: 200, body: FREE_PLAN };
  if (url.endsWith("/api/profile") && method === "GET") {
    return server.stored
      ? { status: 200, body: server.stored }
      : { status: 404, body: { error: "No profile yet.", code: "profile_not_found" } };
  }
  if (url.endsWith("/api/profile") && method === "PUT") {
    const b = body as { profile: StoredRecord; version: number };
    server.puts.push(b);
    if ((server.stored?.version ?? 0) !== b.version) return { status: 409, body: { error: "stale", code: "version_conflict" } };
    server.stored = { profile: b.profile, version: b.version + 1 };
    return { status: 200, body: server.stored };
  }
  if (url.endsWith("/api/resume/upload") && method === "POST") {
    server.uploads.push(body as FormData);
    server.stored = { profile: record(), version: (server.stored?.version ?? 0) + 1 };
    return { status: 200, body: { message: "ok", data: server.stored } };
  }
  return { status: 404, body: { error: "Not found." } };
}

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={["/profile"]}>
      <ProfileScreen />
      <AppToaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  installFetch();
  setAccessTokenGetter(async () => TOKEN);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("profile screen: cards", () => {
  it("shows the five cards with the stored record, each item with named pencil and trash icons", async () => {
    renderScreen();
    expect(await screen.findByText("Grace Hopper")).toBeTruthy();
    for (const name of ["Personal Information", "Education", "Work Experience", "Projects", "Additional Information"]) {
      expect(screen.getByRole("heading", { name, level: 2 })).toBeTruthy();
    }
    expect(screen.getByText("Rear Admiral")).toBeTruthy();
    expect(screen.getByText("Found the first bug")).toBeTruthy();
    expect(screen.getByText("COBOL")).toBeTruthy();
    expect(screen.getByText("Phi Beta Kappa")).toBeTruthy();
    expect(screen.getByText("Vassar alumna")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit personal information" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Rear Admiral at US Navy" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Rear Admiral at US Navy" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete PhD Mathematics, Yale University" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit FLOW-MATIC" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Technical Skills" })).toBeTruthy();
    // No upload area when a record exists, but a clearly labelled replace action.
    expect(screen.queryByText("Click to upload or drag and drop")).toBeNull();
    expect(screen.getByRole("button", { name: /Replace from a new PDF/ })).toBeTruthy();
  });

  it("Cancel restores what was there and sends nothing", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit personal information" }));
    const phone = screen.getByLabelText("Phone") as HTMLInputElement;
    expect(phone.value).toBe("555-0100");
    expect(document.activeElement).toBe(screen.getByLabelText("Name")); // focus moves into the form
    fireEvent.change(phone, { target: { value: "999" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Phone")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit personal information" })); // and back
    expect(screen.getByText("555-0100")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit personal information" }));
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("555-0100");
    expect(server.puts).toHaveLength(0);
  });

  it("Save sends the whole record with only the edited part replaced, shows it and a success toast", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+1 212 555 0199" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("+1 212 555 0199")).toBeTruthy();
    expect(await screen.findByText(PROFILE_TEXT.saved)).toBeTruthy();
    const expected = record();
    expected.personal_info.phone = "+1 212 555 0199";
    expect(server.puts).toEqual([{ profile: expected, version: 1 }]);
    // The next save carries the new version.
    fireEvent.click(screen.getByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Grace B. Hopper" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Grace B. Hopper");
    expect(server.puts[1]!.version).toBe(2);
  });

  it("responsibilities are typed one per line", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Senior Mathematician at Remington Rand" }));
    const form = screen.getByRole("form", { name: "Edit Senior Mathematician at Remington Rand" });
    const resp = within(form).getByLabelText("Responsibilities") as HTMLTextAreaElement;
    expect(resp.value).toBe("Built the A-0 compiler");
    fireEvent.change(resp, { target: { value: "Built the A-0 compiler\n\n  Wrote the UNIVAC manual  \nTaught programming" } });
    fireEvent.change(within(form).getByLabelText("Job title"), { target: { value: "Director" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Taught programming")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Director at Remington Rand" })));
    const saved = server.puts[0]!.profile.experiences.work_experiences[1]!;
    expect(saved).toEqual({
      company: "Remington Rand",
      title: "Director",
      dates: "1949 – 1967",
      responsibilities: ["Built the A-0 compiler", "Wrote the UNIVAC manual", "Taught programming"],
    });
    expect(server.puts[0]!.profile.experiences.work_experiences[0]).toEqual(record().experiences.work_experiences[0]);
  });

  it("education details and additional-information lists are comma-separated, split on ', '", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit PhD Mathematics, Yale University" }));
    const details = screen.getByLabelText("Details") as HTMLTextAreaElement;
    expect(details.value).toBe("Phi Beta Kappa, Vassar alumna");
    fireEvent.change(details, { target: { value: "Phi Beta Kappa, Vassar alumna, Sigma Xi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Phi Beta Kappa, Vassar alumna, Sigma Xi");
    expect(server.puts[0]!.profile.education[0]!.details).toEqual(["Phi Beta Kappa", "Vassar alumna", "Sigma Xi"]);

    fireEvent.click(screen.getByRole("button", { name: "Edit Technical Skills" }));
    const items = screen.getByLabelText("Items") as HTMLTextAreaElement;
    expect(items.value).toBe("COBOL, Compilers");
    fireEvent.change(items, { target: { value: "COBOL, Compilers, , FORTRAN,Assembly" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("FORTRAN,Assembly");
    expect(server.puts[1]!.profile.additional_information).toEqual({
      "Technical Skills": ["COBOL", "Compilers", "FORTRAN,Assembly"],
      Languages: ["English"],
    });
  });

  it("adds a project by hand", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Add project" }));
    const form = screen.getByRole("form", { name: "Add project" });
    fireEvent.change(within(form).getByLabelText("Project title"), { target: { value: "Harvard Mark I" } });
    fireEvent.change(within(form).getByLabelText("Responsibilities"), { target: { value: "Programmed the Mark I" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit Harvard Mark I" })).toBeTruthy();
    expect(server.puts[0]!.profile.experiences.projects.map((p) => p.title)).toEqual(["FLOW-MATIC", "Harvard Mark I"]);
  });
});

describe("profile screen: delete dialog", () => {
  it("asks first; No keeps the item and sends nothing", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Rear Admiral at US Navy" }));
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure you want to delete?" });
    expect(within(dialog).getByText("You won't be able to undo this action.")).toBeTruthy();
    // The dialog names what it deletes.
    expect(within(dialog).getByText("Work Experience: Rear Admiral at US Navy")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "No" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("Rear Admiral")).toBeTruthy();
    expect(server.puts).toHaveLength(0);
  });

  it("Escape answers No", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Delete FLOW-MATIC" }));
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.puts).toHaveLength(0);
  });

  it("Yes removes the item and saves", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Rear Admiral at US Navy" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByText("Rear Admiral")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]!.profile.experiences.work_experiences.map((w) => w.company)).toEqual(["Remington Rand"]);
    expect(server.stored!.profile.experiences.work_experiences).toHaveLength(1);
  });
});

describe("profile screen: failed and stale saves", () => {
  it("a failed save keeps the edits on screen and shows an error toast", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "12345" } });
    server.next.push(() => ({ status: 500, body: { error: "Internal server error. Please try again later." } }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Couldn't save your changes: Internal server error/)).toBeTruthy();
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("12345");
    // Retrying works and uses the same version.
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("12345")).toBeTruthy();
    expect(server.puts.at(-1)!.version).toBe(1);
  });

  it("a stale version reloads the latest profile, tells the user, and keeps the edit open", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit personal information" }));
    // Another tab saves meanwhile.
    const other = record();
    other.personal_info.email = "admiral@navy.example";
    server.stored = { profile: other, version: 2 };
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "777" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(PROFILE_TEXT.conflict)).toBeTruthy();
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("777");
    // Saving again applies the edit on top of the reloaded version.
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("777")).toBeTruthy();
    expect(server.puts.at(-1)!.version).toBe(2);
  });
});

describe("profile screen: upload area", () => {
  const pdf = () => new File(["%PDF-1.7 fake"], "resume.pdf", { type: "application/pdf" });
  const input = () => screen.getByLabelText("Upload your resume (PDF)") as HTMLInputElement;

  it("leads a blank profile, with every card there to fill in by hand, and shows the new profile after upload", async () => {
    server.stored = null;
    renderScreen();
    expect(await screen.findByText("Click to upload or drag and drop")).toBeTruthy();
    expect(screen.getByText("PDF files only, up to 5MB")).toBeTruthy();
    for (const [card, add] of [
      ["Education", "Add education"],
      ["Work Experience", "Add work experience"],
      ["Projects", "Add project"],
      ["Additional Information", "Add section"],
    ]) {
      const region = screen.getByRole("region", { name: card });
      expect(within(region).getByRole("button", { name: add })).toBeTruthy();
    }
    let release!: () => void;
    server.next.push(async (req) => {
      await new Promise<void>((r) => (release = r));
      return defaultAnswer(req.method, req.url, req.body);
    });
    fireEvent.change(input(), { target: { files: [pdf()] } });
    expect(await screen.findByText("Uploading...")).toBeTruthy();
    expect(screen.getByText("Uploading...").closest("[role=status]")?.querySelector(".spinner")).toBeTruthy();
    expect(screen.getByText("Sending your PDF").getAttribute("aria-current")).toBe("step");
    release();
    expect(await screen.findByText("Rear Admiral")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Work Experience" })).toBeTruthy();
    expect(screen.queryByText("Click to upload or drag and drop")).toBeNull();
    const form = server.uploads[0]!;
    expect(form.get("user_id")).toBe(USER_ID);
    expect((form.get("file") as File).name).toBe("resume.pdf");
  });

  const errors: Array<[string, number, unknown, string]> = [
    ["400", 400, { error: "This file is not a PDF." }, "Failed to upload document: Bad request: This file is not a PDF."],
    [
      "500",
      500,
      { error: "Internal server error. Please try again later." },
      "Failed to upload document: Internal server error: Internal server error. Please try again later.",
    ],
    ["413", 413, { error: "This file is larger than 5MB." }, "Failed to upload document: This file is larger than 5MB."],
    ["422", 422, { error: "This PDF has no selectable text." }, "Failed to upload document: This PDF has no selectable text."],
    ["200 without message or data", 200, { ok: true }, "Failed to upload document: Upload response format invalid"],
  ];
  for (const [name, status, body, text] of errors) {
    it(`shows the spec's text under the dropzone for ${name}`, async () => {
      server.stored = null;
      renderScreen();
      await screen.findByText("Click to upload or drag and drop");
      server.next.push(() => ({ status, body }));
      fireEvent.change(input(), { target: { files: [pdf()] } });
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toBe(text);
      expect(alert.closest(".upload")?.querySelector(".dropzone")).toBeTruthy();
      expect(screen.getByText("Click to upload or drag and drop")).toBeTruthy();
    });
  }

  it("takes one file at a time when dropped", async () => {
    server.stored = null;
    renderScreen();
    const zone = (await screen.findByText("Click to upload or drag and drop")).closest("label")!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(), pdf()] } });
    expect((await screen.findByRole("alert")).textContent).toMatch(/one file at a time/);
    expect(server.uploads).toHaveLength(0);
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(await screen.findByText("Rear Admiral")).toBeTruthy();
  });

  it("a user without a record can fill the profile in by hand (version 0 creates it); the upload area stays until a resume is in", async () => {
    server.stored = null;
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Edit personal information" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Alan Turing" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Alan Turing")).toBeTruthy();
    expect(server.puts[0]!.version).toBe(0);
    expect(await screen.findByRole("heading", { name: "Work Experience" })).toBeTruthy();
    // Saving a name does not hide the upload: it leads the page until the profile holds a resume.
    expect(screen.getByText("Click to upload or drag and drop")).toBeTruthy();
  });

  it("replacing from a new PDF asks for confirmation first", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: /Replace from a new PDF/ }));
    const dialog = screen.getByRole("alertdialog", { name: PROFILE_TEXT.replaceTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText("Click to upload or drag and drop")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Replace from a new PDF/ }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Choose a new PDF" }));
    expect(screen.getByText("Click to upload or drag and drop")).toBeTruthy();
    fireEvent.change(input(), { target: { files: [pdf()] } });
    expect(await screen.findByText(PROFILE_TEXT.uploaded)).toBeTruthy();
    expect(screen.queryByText("Click to upload or drag and drop")).toBeNull();
    expect(server.uploads).toHaveLength(1);
  });
});
