// What changed in each suggestion and the per-section "Use all" buttons, as a user of the editor sees them.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../worker/tailor/match";
import { SuggestionDiff } from "../../app/components/editor/SuggestionDiff";
import ResumeEditorScreen from "../../app/routes/resume-editor";
import { JOB, navState } from "./editor-fixtures";

function renderEditor(state = navState()) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resume-editor", state }]}>
      <Routes>
        <Route path="/resume-editor" element={<ResumeEditorScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const responsibilitySwitches = () =>
  screen.getAllByRole("switch").filter((s) => s.getAttribute("aria-label")?.startsWith("Responsibility"));
const sectionOf = (title: string) => screen.getByRole("button", { name: title }).closest("section") as HTMLElement;

describe("suggestion diff", () => {
  it("marks inserted and removed words with visible styles and words for screen readers", () => {
    const { container } = render(
      <SuggestionDiff
        current="Worked on data pipelines"
        suggested="Built streaming pipelines with Apache Kafka and Airflow"
        jobTerms={extractJobTerms(JOB)}
      />,
    );
    const ins = [...container.querySelectorAll("ins")].map((e) => e.textContent);
    const del = [...container.querySelectorAll("del")].map((e) => e.textContent);
    expect(del.join(" ")).toContain("removed: Worked on data");
    expect(ins.join(" ")).toContain("added: Built streaming");
    expect(ins.join(" ")).toContain("with Apache Kafka and Airflow");
    // "pipelines" is in both versions: not marked.
    expect(ins.join(" ") + del.join(" ")).not.toContain("pipelines");
    expect(within(screen.getByTestId("terms-added")).getByText("Kafka")).toBeTruthy();
    expect(within(screen.getByTestId("terms-added")).getByText("Airflow")).toBeTruthy();
  });

  it("shows nothing when the suggestion changes only letter case or spacing", () => {
    const { container } = render(<SuggestionDiff current="worked on  pipelines" suggested="Worked on pipelines" jobTerms={null} />);
    expect(container.textContent).toBe("");
  });

  it("lists no job terms when the suggestion adds none", () => {
    render(<SuggestionDiff current="Wrote reports" suggested="Wrote weekly reports" jobTerms={extractJobTerms(JOB)} />);
    expect(screen.getByTestId("suggestion-diff")).toBeTruthy();
    expect(screen.queryByTestId("terms-added")).toBeNull();
  });
});

describe("editor: diff under each rewritten responsibility", () => {
  it("shows one diff per rewritten responsibility and for the skills list, following edits", () => {
    renderEditor();
    // Three rewritten responsibilities plus the skills list.
    expect(screen.getAllByTestId("suggestion-diff")).toHaveLength(4);
    const first = screen
      .getAllByRole("textbox")
      .find((t) => t.getAttribute("aria-label")?.startsWith("Responsibility 1 of")) as HTMLTextAreaElement;
    // Editing the suggested text to equal the current one leaves nothing to show for that item.
    fireEvent.change(first, { target: { value: "Worked on data pipelines" } });
    expect(screen.getAllByTestId("suggestion-diff")).toHaveLength(3);
  });
});

describe("editor: Use all suggested / Use all current per section", () => {
  it("sets every toggle of the section and rescores the match", () => {
    renderEditor();
    const work = sectionOf("Work Experiences");
    const useCurrent = within(work).getByRole("button", { name: "Use all current" });
    const useSuggested = within(work).getByRole("button", { name: "Use all suggested" });
    // Default is suggested: that button has nothing to do.
    expect((useSuggested as HTMLButtonElement).disabled).toBe(true);
    const nowBefore = screen.getByTestId("match-now").textContent;

    fireEvent.click(useCurrent);
    expect(responsibilitySwitches().map((s) => s.getAttribute("aria-checked"))).toEqual(["false", "false", "false"]);
    expect((useCurrent as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("match-now").textContent).not.toBe(nowBefore);

    // One flipped back by hand, then "Use all suggested" sets the rest, not a toggle of each.
    fireEvent.click(responsibilitySwitches()[1]!);
    fireEvent.click(useSuggested);
    expect(responsibilitySwitches().map((s) => s.getAttribute("aria-checked"))).toEqual(["true", "true", "true"]);
    expect(screen.getByTestId("match-now").textContent).toBe(nowBefore);
  });

  it("does the same for the skills list", () => {
    renderEditor();
    const skills = sectionOf("Technical Skills");
    fireEvent.click(within(skills).getByRole("button", { name: "Use all current" }));
    const toggle = within(skills).getByRole("switch");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect((within(skills).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Excel");
    fireEvent.click(within(skills).getByRole("button", { name: "Use all suggested" }));
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect((within(skills).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Python, SQL");
  });
});
