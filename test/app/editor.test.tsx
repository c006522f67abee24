// The resume editor as a user drives it: toggles, edits, delete, the live score, the preview, Generate.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chosenResume, initialState, reducer } from "../../app/components/editor/model";
import { setAccessTokenGetter } from "../../app/lib/api";
import ResumeEditorScreen from "../../app/routes/resume-editor";
import { editorFetch, navState } from "./editor-fixtures";

function ResumesProbe() {
  const state = useLocation().state as { resume?: unknown; generated?: unknown } | null;
  const navigate = useNavigate();
  return (
    <>
      <pre data-testid="resumes-state">{JSON.stringify(state)}</pre>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderEditor(state: unknown = navState()) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resume-editor", state }]}>
      <Routes>
        <Route path="/resume-editor" element={<ResumeEditorScreen />} />
        <Route path="/resumes" element={<ResumesProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const switches = () => screen.getAllByRole("switch").filter((s) => s.getAttribute("aria-label")?.startsWith("Responsibility"));
const texts = () =>
  screen.getAllByRole("textbox").filter((t) => t.getAttribute("aria-label")?.startsWith("Responsibility")) as HTMLTextAreaElement[];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ id: "r1", filename: "Jane_Doe.pdf" }), {
        status: 201,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", editorFetch(fetchMock));
  setAccessTokenGetter(async () => "token-123");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessTokenGetter(async () => null);
});

describe("resume editor", () => {
  it("without navigation state offers a way back to /home", () => {
    renderEditor(null);
    expect(screen.getByRole("link", { name: /generate a tailored resume/i }).getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("button", { name: "Generate Resume" })).toBeNull();
  });

  it("shows the sections in order, all open, Education and Projects only when present, plus further sections", () => {
    renderEditor();
    const toggles = screen.getAllByRole("button", { expanded: true }).map((b) => b.textContent?.replace(/^[▾▸]/, ""));
    expect(toggles).toEqual(["Personal Information", "Work Experiences", "Technical Skills", "Languages", "Certifications"]);
    fireEvent.click(screen.getByRole("button", { name: /Languages/ }));
    expect(screen.getByRole("button", { name: /Languages/ }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Languages" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Languages/ }));
    expect(screen.getByRole("textbox", { name: "Languages" })).toBeTruthy();

    const withBoth = navState();
    withBoth.resume.experiences.projects = [{ title: "Side project", responsibilities: [{ current: "a", suggested: "b" }] }];
    withBoth.resume.experiences.education = [{ degree: "BSc", institution: "NUS", dates: "2016", details: [] }];
    renderEditor(withBoth);
    const names = screen.getAllByRole("button", { expanded: true }).map((b) => b.textContent?.replace(/^[▾▸]/, ""));
    expect(names).toContain("Education");
    expect(names).toContain("Projects");
  });

  it("every responsibility starts on the suggested version and its toggle flips the shown text", () => {
    renderEditor();
    expect(switches().map((s) => s.getAttribute("aria-checked"))).toEqual(["true", "true", "true"]);
    expect(texts()[0]!.value).toBe("Built streaming pipelines with Apache Kafka and Airflow");
    fireEvent.click(switches()[0]!);
    expect(switches()[0]!.getAttribute("aria-checked")).toBe("false");
    expect(switches()[0]!.textContent).toContain("Current");
    expect(texts()[0]!.value).toBe("Worked on data pipelines");
  });

  it("editing changes whichever version the toggle shows, and only that one", () => {
    renderEditor();
    fireEvent.click(switches()[1]!); // show current
    fireEvent.change(texts()[1]!, { target: { value: "Helped the analysts every week" } });
    fireEvent.click(switches()[1]!); // back to suggested: untouched
    expect(texts()[1]!.value).toBe("Partnered with analysts to define SQL data models");
    fireEvent.change(texts()[1]!, { target: { value: "Partnered with analysts on SQL models" } });
    fireEvent.click(switches()[1]!);
    expect(texts()[1]!.value).toBe("Helped the analysts every week");
  });

  it("deleting a responsibility removes it and renumbers the modes of the later ones", () => {
    renderEditor();
    fireEvent.click(switches()[2]!); // third → current
    fireEvent.click(screen.getByRole("button", { name: /Delete responsibility 1 of/ }));
    expect(texts().map((t) => t.value)).toEqual(["Partnered with analysts to define SQL data models", "Wrote reports"]);
    expect(switches().map((s) => s.getAttribute("aria-checked"))).toEqual(["true", "false"]);
    expect(switches()[1]!.getAttribute("aria-label")).toMatch(/^Responsibility 2 of/);
  });

  it("skills have one toggle; the list is edited comma-separated, split on ', ' with blanks dropped", async () => {
    renderEditor();
    const skillSwitch = screen.getByRole("switch", { name: /Technical skills/ });
    const field = () => screen.getByLabelText(/^Technical skills \(/) as HTMLTextAreaElement;
    expect(field().value).toBe("Python, SQL");
    fireEvent.click(skillSwitch);
    expect(field().value).toBe("Excel");
    fireEvent.click(skillSwitch);
    fireEvent.change(field(), { target: { value: "Python, , SQL, Apache Kafka, " } });
    expect(field().value).toBe("Python, , SQL, Apache Kafka, "); // the raw text stays while typing
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.additional_information["Technical Skills"]).toEqual({ current: [], suggested: ["Python", "SQL", "Apache Kafka"] });
  });

  it("updates the job match live as toggles flip (before / now, missing keywords)", async () => {
    renderEditor();
    expect(screen.getByTestId("match-before").textContent).toBe("0%");
    const now = () => Number(screen.getByTestId("match-now").textContent!.replace("%", ""));
    await waitFor(() => expect(now()).toBeGreaterThan(50));
    const high = now();
    expect(screen.getByTestId("missing-keywords").textContent).toContain("Snowflake");
    fireEvent.click(switches()[0]!); // drop the Kafka/Airflow rewrite
    await waitFor(() => expect(now()).toBeLessThan(high));
    expect(screen.getByTestId("missing-keywords").textContent).toMatch(/Kafka/);
    fireEvent.click(switches()[0]!);
    await waitFor(() => expect(now()).toBe(high));
    // Blanking the chosen text removes the item from the PDF, so it stops counting too.
    fireEvent.change(texts()[0]!, { target: { value: "" } });
    await waitFor(() => expect(now()).toBeLessThan(high));
  });

  it("offers three designs, the page size and the headings' language; Generate Resume sends what was chosen", async () => {
    const designPuts: unknown[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/api/resume/design") && init?.method === "PUT") designPuts.push(JSON.parse(String(init.body)));
      return editorFetch(fetchMock)(input, init);
    });
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderEditor();
    const designs = within(screen.getByRole("group", { name: "Design" })).getAllByRole("radio");
    expect(designs.map((r) => (r as HTMLInputElement).value)).toEqual(["classic", "compact", "modern"]);
    expect((screen.getByRole("radio", { name: /^Classic/ }) as HTMLInputElement).checked).toBe(true);
    // The paper of the browser's locale.
    expect((screen.getByRole("radio", { name: "US Letter" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: /^Modern/ }));
    fireEvent.click(screen.getByRole("radio", { name: "A4" }));
    fireEvent.change(screen.getByLabelText("Section headings"), { target: { value: "de" } });
    expect((screen.getByRole("radio", { name: /^Modern/ }) as HTMLInputElement).checked).toBe(true);
    // The chosen design is remembered for the account at once.
    await waitFor(() => expect(designPuts).toEqual([{ design: "modern" }]));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ design: "modern", page_size: "A4", headings_language: "de" });
    expect(body.choices).toMatchObject({ design: "modern", page_size: "A4", headings_language: "de" });
  });

  it("says so when the preview cannot be drawn, and Generate Resume still works", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderEditor();
    await screen.findByText("The preview could not be drawn. Generate Resume still makes your PDF.", undefined, { timeout: 5000 });
    expect(warn).toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    await waitFor(() => expect(screen.getByTestId("resumes-state")).toBeTruthy());
  });

  it("Generate Resume sends only the chosen versions and goes to /resumes with the resume", async () => {
    renderEditor();
    fireEvent.click(switches()[2]!); // current for the third responsibility
    fireEvent.click(screen.getByRole("switch", { name: /Technical skills/ })); // current skills
    fireEvent.change(screen.getByLabelText("Role applied"), { target: { value: "Lead Data Engineer" } });
    const button = screen.getByRole("button", { name: "Generate Resume" });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByTestId("resumes-state")).toBeTruthy());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/resume/generate_pdf");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer token-123");
    const body = JSON.parse(String(init.body));
    expect(body.role_applied).toBe("Lead Data Engineer");
    expect(body.experiences.work_experiences[0].responsibilities).toEqual([
      { current: "", suggested: "Built streaming pipelines with Apache Kafka and Airflow" },
      { current: "", suggested: "Partnered with analysts to define SQL data models" },
      { current: "Wrote reports", suggested: "" },
    ]);
    expect(body.additional_information["Technical Skills"]).toEqual({ current: ["Excel"], suggested: [] });
    expect(body.additional_information.Certifications).toEqual(["AWS Certified Data Engineer"]);

    const passed = JSON.parse(screen.getByTestId("resumes-state").textContent!);
    expect(passed.resume.personal_info.name).toBe("Jane Doe");
    expect(passed.generated).toEqual({ id: "r1", filename: "Jane_Doe.pdf" });
  });

  it("Back from /resumes returns to the edited resume, not the raw tailoring result", async () => {
    renderEditor();
    fireEvent.click(switches()[1]!);
    fireEvent.change(texts()[1]!, { target: { value: "Helped the analysts every week" } });
    fireEvent.click(screen.getByRole("button", { name: /Delete responsibility 1 of/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    await waitFor(() => expect(screen.getByTestId("resumes-state")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByRole("button", { name: "Generate Resume" });
    expect(texts().map((t) => t.value)).toEqual(["Helped the analysts every week", "Automated weekly reports in Python"]);
    expect(switches().map((s) => s.getAttribute("aria-checked"))).toEqual(["false", "true"]);
  });

  it("without an access token only logs an error", async () => {
    setAccessTokenGetter(async () => null);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderEditor();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Generate Resume" })).toBeTruthy();
  });

  it("a failed generation is logged, stays on the editor and lets the user retry", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "Invalid request: x" }), { status: 400, headers: { "content-type": "application/json" } }),
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderEditor();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[1])).toContain("Invalid request: x");
    await waitFor(() => expect((screen.getByRole("button", { name: "Generate Resume" }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId("resumes-state")).toBeNull();
  });
});

describe("editor model", () => {
  it("edits, toggles and deletes per entry without touching other entries", () => {
    const nav = navState();
    nav.resume.experiences.work_experiences.push({
      title: "B",
      company: "C",
      dates: "",
      responsibilities: [{ current: "x", suggested: "y" }],
    });
    let s = initialState(nav);
    s = reducer(s, { type: "toggle", group: "work", entry: 1, index: 0 });
    s = reducer(s, { type: "deleteResponsibility", group: "work", entry: 0, index: 0 });
    expect(s.modes.work).toEqual([["suggested", "suggested"], ["current"]]);
    expect(chosenResume(s).experiences.work_experiences[1]!.responsibilities).toEqual([{ current: "x", suggested: "" }]);
  });
});
