// The editor's requirement map (issue 30): each requirement of the job covered / partly / missing, linked to
// the item that evidences it, recomputed on every edit from the requirement list the server sent; a missing
// one offers actions the user takes, and nothing is written for them.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import ResumeEditorScreen from "../../app/routes/resume-editor";
import { extractJobTerms } from "../../worker/tailor/match";
import { JOB, navState } from "./editor-fixtures";

function renderEditor(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resume-editor", state }]}>
      <Routes>
        <Route path="/resume-editor" element={<ResumeEditorScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const row = (label: string) =>
  screen.getAllByTestId("requirement-row").find((r) => within(r).queryByText(label, { selector: ".requirement__label" }))!;

describe("editor: the requirement map", () => {
  it("shows each requirement's status, links a covered one to its bullet and follows the toggles", async () => {
    renderEditor({ ...navState(), requirements: extractJobTerms(JOB) });
    expect(row("Kafka").dataset.status).toBe("covered");
    expect(row("Snowflake").dataset.status).toBe("missing");
    const link = within(row("Kafka")).getByRole("link", { name: /Data Engineer at Acme, responsibility 1/ });
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById(link.getAttribute("href")!.slice(1)));
    expect((document.activeElement as HTMLTextAreaElement).value).toBe("Built streaming pipelines with Apache Kafka and Airflow");
    // Back to the current text: Kafka is no longer evidenced anywhere.
    fireEvent.click(screen.getAllByRole("switch")[0]!);
    await waitFor(() => expect(row("Kafka").dataset.status).toBe("missing"));
  });

  it("reads the requirements the server sent: a list without a term means no row for it", () => {
    const requirements = extractJobTerms(JOB);
    requirements.terms = requirements.terms.filter((t) => t.label !== "Snowflake");
    renderEditor({ ...navState(), requirements });
    expect(screen.getAllByTestId("requirement-row").map((r) => r.querySelector(".requirement__label")!.textContent)).not.toContain(
      "Snowflake",
    );
  });

  it("offers actions for a missing requirement and writes nothing until the user does", async () => {
    renderEditor({ ...navState(), requirements: extractJobTerms(JOB) });
    const texts = () => screen.getAllByRole("textbox").filter((t) => t.getAttribute("aria-label")?.startsWith("Responsibility"));
    const before = texts().length;
    fireEvent.click(within(row("Snowflake")).getByRole("button", { name: "Add a responsibility about Snowflake" }));
    // A new, empty item for the user to write, with the focus in it.
    await waitFor(() => expect(texts()).toHaveLength(before + 1));
    const added = texts()[before] as HTMLTextAreaElement;
    expect(added.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(added));
    fireEvent.click(within(row("Snowflake")).getByRole("button", { name: "Add to skills: Snowflake" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Technical skills \(/) as HTMLTextAreaElement).value).toBe("Python, SQL, Snowflake"),
    );
    await waitFor(() => expect(row("Snowflake").dataset.status).toBe("covered"));
  });
});
