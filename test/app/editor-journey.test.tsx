// The editor's ergonomics: add / reorder / delete with undo, personal extras, a failed PDF that keeps the
// choices and offers a retry, the choices sent with the PDF, the draft that survives a reload, and the
// warning before leaving with unsaved edits.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Link, MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEAVE_TEXT } from "../../app/components/editor/LeaveGuard";
import { choicesOf, initialState, navFromChoices, reducer } from "../../app/components/editor/model";
import { setAccessTokenGetter } from "../../app/lib/api";
import ResumeEditorScreen from "../../app/routes/resume-editor";
import { editorFetch, navState } from "./editor-fixtures";

const entry = (state: unknown = navState(), key = "entry-1") => ({ pathname: "/resume-editor", state, key });

function renderEditor(state: unknown = navState(), key = "entry-1") {
  return render(
    <MemoryRouter initialEntries={[entry(state, key)]}>
      <Routes>
        <Route path="/resume-editor" element={<ResumeEditorScreen />} />
        <Route path="/resumes" element={<p>Resumes screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const texts = () =>
  screen.getAllByRole("textbox").filter((t) => t.getAttribute("aria-label")?.startsWith("Responsibility")) as HTMLTextAreaElement[];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn(async () => Response.json({ id: "r1", filename: "Jane_Doe.pdf" }, { status: 201 }));
  vi.stubGlobal("fetch", editorFetch(fetchMock));
  setAccessTokenGetter(async () => "token-123");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessTokenGetter(async () => null);
});

describe("editor model: add, reorder, undo", () => {
  it("adds an item (current version, empty), moves it, deletes and undoes in place with its mode", () => {
    let s = initialState(navState());
    s = reducer(s, { type: "addResponsibility", group: "work", entry: 0 });
    expect(s.resume.experiences.work_experiences[0]!.responsibilities[3]).toEqual({ current: "", suggested: "" });
    expect(s.modes.work[0]).toEqual(["suggested", "suggested", "suggested", "current"]);
    s = reducer(s, { type: "editResponsibility", group: "work", entry: 0, index: 3, text: "Mentored two juniors" });
    s = reducer(s, { type: "moveResponsibility", group: "work", entry: 0, index: 3, to: 0 });
    expect(s.resume.experiences.work_experiences[0]!.responsibilities[0]!.current).toBe("Mentored two juniors");
    expect(s.modes.work[0]).toEqual(["current", "suggested", "suggested", "suggested"]);
    const ids = s.ids.work[0]!;
    expect(new Set(ids).size).toBe(4);

    s = reducer(s, { type: "toggle", group: "work", entry: 0, index: 2 });
    const before = s;
    s = reducer(s, { type: "deleteResponsibility", group: "work", entry: 0, index: 2 });
    expect(s.resume.experiences.work_experiences[0]!.responsibilities).toHaveLength(3);
    s = reducer(s, { type: "undoDelete" });
    expect(s.resume).toEqual(before.resume);
    expect(s.modes).toEqual(before.modes);
    expect(s.ids).toEqual(before.ids);
    expect(s.deleted).toBeNull();
    // Moving out of range changes nothing.
    expect(reducer(s, { type: "moveResponsibility", group: "work", entry: 0, index: 0, to: -1 })).toBe(s);
  });

  it("choices reopen the editor as they were; a duplicate keeps them but leaves role and job empty", () => {
    const nav = navState();
    let s = initialState(nav);
    s = reducer(s, { type: "toggle", group: "work", entry: 0, index: 1 });
    s = reducer(s, { type: "toggleSkills" });
    const choices = choicesOf(s, nav);
    const again = initialState(navFromChoices(choices, "Senior Data Engineer", false));
    expect(again.modes).toEqual(s.modes);
    expect(again.skills).toBe("current");
    expect(again.roleApplied).toBe("Senior Data Engineer");
    const copy = navFromChoices(choices, "Senior Data Engineer", true);
    expect(initialState(copy).roleApplied).toBe("");
    expect(copy.job_description).toBeUndefined();
    expect(initialState(copy).modes).toEqual(s.modes);
  });
});

describe("editor screen: ergonomics and recovery", () => {
  it("add, move and delete with Undo from the action bar", async () => {
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: /Add a responsibility to Data Engineer at Acme/ }));
    expect(texts()).toHaveLength(4);
    fireEvent.change(texts()[3]!, { target: { value: "Mentored two juniors" } });
    fireEvent.click(screen.getByRole("button", { name: "Move responsibility 4 of data engineer at acme up" }));
    expect(texts().map((t) => t.value)[2]).toBe("Mentored two juniors");
    expect((screen.getByRole("button", { name: "Move responsibility 1 of data engineer at acme up" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole("button", { name: "Delete responsibility 1 of data engineer at acme" }));
    expect(texts()).toHaveLength(3);
    expect(screen.getByText(/Responsibility 1 deleted/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(texts()).toHaveLength(4);
    expect(texts()[0]!.value).toBe("Built streaming pipelines with Apache Kafka and Airflow");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("edits an entry's place and link and a project's link, and sends them to be printed", async () => {
    const nav = navState();
    nav.resume.experiences.projects = [{ title: "Trail planner", responsibilities: [{ current: "Built it", suggested: "Built it" }] }];
    nav.resume.experiences.education = [{ degree: "BSc", institution: "NUS", dates: "2016", details: [] }];
    renderEditor(nav);
    const [education, work] = screen.getAllByRole("textbox", { name: "Place" });
    fireEvent.change(work!, { target: { value: "Singapore" } });
    fireEvent.change(education!, { target: { value: "Kent Ridge" } });
    const links = screen.getAllByRole("textbox", { name: "Link" });
    expect(links).toHaveLength(3);
    fireEvent.change(links[1]!, { target: { value: "acme.example.com" } });
    fireEvent.change(links[2]!, { target: { value: "github.com/jane/trails" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    await screen.findByText("Resumes screen");
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.experiences.work_experiences[0]).toMatchObject({ location: "Singapore", link: "acme.example.com" });
    expect(body.experiences.education[0]).toMatchObject({ location: "Kent Ridge" });
    expect(body.experiences.projects[0]).toMatchObject({ link: "github.com/jane/trails" });
  });

  it("edits the personal extras (location, links, summary) and sends them with the choices", async () => {
    renderEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "Location" }), { target: { value: "Singapore" } });
    fireEvent.change(screen.getByRole("textbox", { name: "LinkedIn" }), { target: { value: "linkedin.com/in/janedoe" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Summary" }), { target: { value: "Data engineer, 8 years." } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    await screen.findByText("Resumes screen");
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.personal_info).toMatchObject({
      location: "Singapore",
      linkedin: "linkedin.com/in/janedoe",
      summary: "Data engineer, 8 years.",
    });
    expect(body.choices.modes.work).toEqual([["suggested", "suggested", "suggested"]]);
    expect(body.choices.job_description).toContain("Senior Data Engineer");
    // Both versions are kept in the choices, while the printed body has the unchosen one emptied.
    expect(body.choices.resume.experiences.work_experiences[0].responsibilities[0].current).toBe("Worked on data pipelines");
    expect(body.experiences.work_experiences[0].responsibilities[0].current).toBe("");
  });

  it("a failed PDF shows the error with Try again, keeps every choice, and the retry succeeds", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: "boom", code: "internal", request_id: "req-9" }, { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderEditor();
    fireEvent.click(screen.getAllByRole("switch")[0]!);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Generate Resume" })));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't generate your PDF.");
    expect(alert.textContent).toContain("reference req-9");
    expect(screen.getAllByRole("switch")[0]!.getAttribute("aria-checked")).toBe("false");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await screen.findByText("Resumes screen");
    const body = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body));
    expect(body.experiences.work_experiences[0].responsibilities[0]).toEqual({ current: "Worked on data pipelines", suggested: "" });
  });

  it("the draft survives a reload of the same history entry; another entry offers to continue it", async () => {
    const first = renderEditor();
    fireEvent.change(texts()[1]!, { target: { value: "Partnered with 12 analysts" } });
    await waitFor(() => expect(sessionStorage.getItem("tailorcv.editor-draft")).toContain("Partnered with 12 analysts"));
    first.unmount();

    const reloaded = renderEditor(navState(), "entry-1");
    expect(texts()[1]!.value).toBe("Partnered with 12 analysts");
    reloaded.unmount();

    renderEditor(null, "entry-2");
    fireEvent.click(screen.getByRole("button", { name: /Continue your draft/ }));
    expect(texts()[1]!.value).toBe("Partnered with 12 analysts");
  });

  it("warns before leaving with unsaved edits; Stay keeps them, Leave goes", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/resume-editor",
          element: (
            <>
              <Link to="/profile">Profile</Link>
              <ResumeEditorScreen />
            </>
          ),
        },
        { path: "/profile", element: <p>Profile screen</p> },
      ],
      { initialEntries: [entry()] },
    );
    render(<RouterProvider router={router} />);
    // No edits yet: leaving is free.
    fireEvent.change(texts()[0]!, { target: { value: "Changed" } });
    fireEvent.click(screen.getByRole("link", { name: "Profile" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(LEAVE_TEXT.title);
    fireEvent.click(screen.getByRole("button", { name: LEAVE_TEXT.stay }));
    expect(texts()[0]!.value).toBe("Changed");
    fireEvent.click(screen.getByRole("link", { name: "Profile" }));
    fireEvent.click(await screen.findByRole("button", { name: LEAVE_TEXT.leave }));
    await screen.findByText("Profile screen");
  });

  it("leaving without edits asks nothing", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/resume-editor",
          element: (
            <>
              <Link to="/profile">Profile</Link>
              <ResumeEditorScreen />
            </>
          ),
        },
        { path: "/profile", element: <p>Profile screen</p> },
      ],
      { initialEntries: [entry()] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("link", { name: "Profile" }));
    await screen.findByText("Profile screen");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
