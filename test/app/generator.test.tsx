// The generator screen (/home) as a user sees it: the load check, Generate's enabled state, the
// navigation to the editor with the result, every toast of docs/requirements.md § Error texts, and the feedback variant.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppToaster, toast } from "../../app/lib/toast";
import HomeScreen from "../../app/routes/home";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const subscription = (limited: boolean) =>
  json(200, { is_subscribed: false, plan: null, expires_at: null, resume_count: limited ? 2 : 0, free_limit: 2, limited });

const RESULT = {
  message: "Resume generated successfully.",
  modified_experiences: {
    personal_info: { name: "Ada", phone: "", email: "ada@example.com" },
    experiences: {
      work_experiences: [
        {
          title: "Engineer",
          company: "Acme",
          dates: "2020–2024",
          responsibilities: [{ current: "Built APIs", suggested: "Built REST APIs" }],
        },
      ],
      projects: [],
      education: [],
    },
    additional_information: { "Technical Skills": { current: ["Go"], suggested: ["Go", "REST"] }, Languages: [] },
  },
  match: { before: 40, after: 70, matched_keywords: ["REST"], missing_keywords: ["Kubernetes"] },
  role_applied: "Backend Engineer",
};

let calls: Array<{ url: string; method: string; body: string | null }> = [];

function stubApi(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init.method ?? "GET";
      calls.push({ url, method, body: typeof init.body === "string" ? init.body : null });
      const path = new URL(url, "http://localhost").pathname;
      const handler = routes[`${method} ${path}`];
      return handler ? handler(url, init) : json(404, { error: "Not found." });
    }),
  );
}

function EditorProbe() {
  const state = useLocation().state as Record<string, unknown> | null;
  return <pre data-testid="editor-state">{JSON.stringify(state)}</pre>;
}

function renderHome() {
  return render(
    <MemoryRouter initialEntries={["/home"]}>
      <AppToaster />
      <Routes>
        <Route path="/home" element={<HomeScreen />} />
        <Route path="/resume-editor" element={<EditorProbe />} />
        <Route path="/payments/:amount" element={<p>checkout</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const textarea = () => screen.getByLabelText("Paste the job description below to craft your tailored resume") as HTMLTextAreaElement;
const generateButton = () => screen.getByRole("button", { name: "Generate" }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe("generator screen", () => {
  it("checks for existing resumes on load, then shows the generator", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stubApi({
      "GET /api/subscription": async () => {
        await gate;
        return subscription(false);
      },
    });
    renderHome();
    expect(screen.getByText("Checking for existing resumes...")).toBeTruthy();
    release();
    expect(await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" })).toBeTruthy();
    expect(screen.queryByText("Checking for existing resumes...")).toBeNull();
    expect(calls.map((c) => `${c.method} ${new URL(c.url, "http://x").pathname}`).sort()).toEqual([
      "GET /api/profile",
      "GET /api/subscription",
    ]);
  });

  it("keeps Generate disabled while the text is empty or whitespace only", async () => {
    stubApi({ "GET /api/subscription": () => subscription(false) });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    expect(generateButton().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: "   \n\t " } });
    expect(generateButton().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: "Backend Engineer. Go, REST." } });
    expect(generateButton().disabled).toBe(false);
  });

  it("sends the job description, shows 'Generating your resume...' and opens the editor with the result", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stubApi({
      "GET /api/subscription": () => subscription(false),
      "POST /api/resume/generate": async () => {
        await gate;
        return json(200, RESULT);
      },
    });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    const jd = "We are hiring a Backend Engineer.\nRequirements: Go, REST APIs.";
    fireEvent.change(textarea(), { target: { value: jd } });
    fireEvent.click(generateButton());
    expect(await screen.findByText("Generating your resume...")).toBeTruthy();
    expect(generateButton().disabled).toBe(true);
    release();
    const state = JSON.parse((await screen.findByTestId("editor-state")).textContent!);
    expect(state).toEqual({
      resume: RESULT.modified_experiences,
      match: RESULT.match,
      role_applied: "Backend Engineer",
      job_description: jd,
    });
    const sent = calls.find((c) => c.method === "POST")!;
    expect(JSON.parse(sent.body!)).toEqual({ job_description: jd });
  });

  it.each([
    [
      404,
      { error: "Please update your Profile information first.", code: "profile_missing" },
      "Please update your Profile information first.",
    ],
    [500, { error: "Internal server error. Please try again later." }, "Failed to generate Resume. Please contact us for help."],
    [502, "bad gateway", "Failed to generate Resume. Please contact us for help."],
  ])("a %i answer shows its toast and returns to the form", async (status, body, message) => {
    stubApi({
      "GET /api/subscription": () => subscription(false),
      "POST /api/resume/generate": () => (typeof body === "string" ? new Response(body, { status }) : json(status, body)),
    });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    fireEvent.change(textarea(), { target: { value: "Data Analyst: SQL" } });
    fireEvent.click(generateButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(textarea().value).toBe("Data Analyst: SQL");
    expect(generateButton().disabled).toBe(false);
    expect(screen.queryByText("Generating your resume...")).toBeNull();
  });

  it("a network failure counts as a failed generation", async () => {
    stubApi({
      "GET /api/subscription": () => subscription(false),
      "POST /api/resume/generate": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    fireEvent.change(textarea(), { target: { value: "Nurse" } });
    fireEvent.click(generateButton());
    expect(await screen.findByText("Failed to generate Resume. Please contact us for help.")).toBeTruthy();
  });

  it("a too-long description shows the server's reason under the textarea", async () => {
    const reason = "The job description is too long (20,001 characters); the limit is 20,000.";
    stubApi({
      "GET /api/subscription": () => subscription(false),
      "POST /api/resume/generate": () => json(413, { error: reason, code: "job_description_too_long" }),
    });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    fireEvent.change(textarea(), { target: { value: "x".repeat(20_001) } });
    expect(screen.getByText(/please shorten the description/)).toBeTruthy();
    fireEvent.click(generateButton());
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(await screen.findByText("Failed to generate Resume. Please contact us for help.")).toBeTruthy();
  });

  it("a 403 shows 'You can only generate one resume.' and switches to the feedback form", async () => {
    stubApi({
      "GET /api/subscription": () => subscription(false),
      "POST /api/resume/generate": () => json(403, { error: "You can only generate one resume.", code: "limit_reached" }),
    });
    renderHome();
    await screen.findByRole("heading", { name: "Generate a Resume for Every Job Application" });
    fireEvent.change(textarea(), { target: { value: "Chef" } });
    fireEvent.click(generateButton());
    expect(await screen.findByText("You can only generate one resume.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "We'd Love to Hear Your Thoughts!" })).toBeTruthy();
  });

  it("a failed check shows 'Failed to check for existing resumes.' and leaves the generator usable", async () => {
    stubApi({ "GET /api/subscription": () => json(500, { error: "boom" }) });
    renderHome();
    expect(await screen.findByText("Failed to check for existing resumes.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Generate a Resume for Every Job Application" })).toBeTruthy();
  });
});

describe("feedback variant (limited user)", () => {
  async function renderLimited(feedback: Handler) {
    stubApi({ "GET /api/subscription": () => subscription(true), "POST /api/feedback": feedback });
    renderHome();
    await screen.findByRole("heading", { name: "We'd Love to Hear Your Thoughts!" });
    return screen.getByPlaceholderText("Type your feedback here...") as HTMLTextAreaElement;
  }

  it("shows the feedback form instead of the generator, with the plans", async () => {
    const box = await renderLimited(() => json(200, {}));
    expect(box.required).toBe(true);
    expect(screen.queryByRole("heading", { name: "Generate a Resume for Every Job Application" })).toBeNull();
    expect(screen.queryByLabelText("Paste the job description below to craft your tailored resume")).toBeNull();
    expect(screen.getByRole("button", { name: "Submit Feedback" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Monthly $15" }).getAttribute("href")).toBe("/payments/15");
    expect(screen.getByRole("link", { name: "Lifetime $150" }).getAttribute("href")).toBe("/payments/150");
    expect(screen.getByText("Monthly Resume Generation")).toBeTruthy();
    expect(screen.getByText("Lifetime Resume Generation")).toBeTruthy();
  });

  it("sends the message, thanks the user and clears the textarea", async () => {
    const box = await renderLimited(() => json(200, { message: "Thank you for your feedback!" }));
    fireEvent.change(box, { target: { value: "Please add cover letters" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Feedback" }));
    expect(await screen.findByText("Thank you for your feedback!")).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(""));
    expect(JSON.parse(calls.find((c) => c.method === "POST")!.body!)).toEqual({ message: "Please add cover letters" });
  });

  it.each([
    [429, { error: "Too Many Requests" }],
    [500, { error: "Internal server error. Please try again later." }],
  ])("a %i answer shows the failure toast and keeps the text", async (status, body) => {
    const box = await renderLimited(() => json(status, body));
    fireEvent.change(box, { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Feedback" }));
    expect(await screen.findByText("Failed to send feedback. Please try again later.")).toBeTruthy();
    expect(box.value).toBe("Hello");
  });

  it("does not send an empty message", async () => {
    const box = await renderLimited(() => json(200, {}));
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.submit(box.closest("form")!);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
