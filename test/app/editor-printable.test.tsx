import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { unprintableCharacters } from "../../app/components/editor/printable";
import ResumeEditorScreen from "../../app/routes/resume-editor";
import { navState } from "./editor-fixtures";

function renderEditor(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/resume-editor", state }]}>
      <Routes>
        <Route path="/resume-editor" element={<ResumeEditorScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("characters the PDF font cannot print", () => {
  it("Latin with accents, Vietnamese, Greek and Cyrillic print; CJK, Arabic and Devanagari do not", () => {
    expect(unprintableCharacters(["Łukasz Wróbel", "Nguyễn Thị Mai", "Αλέξης", "Дмитрий", "C++ & Go — 100%"])).toEqual([]);
    expect(unprintableCharacters(["王小明", "محمد", "नमस्ते"])).toEqual(expect.arrayContaining(["王", "م", "न"]));
  });

  it("the editor warns before generating, and the warning goes when the text is fixed", () => {
    const nav = navState();
    nav.resume.personal_info.name = "王小明";
    renderEditor(nav);
    expect(screen.getByRole("status").textContent).toContain("will appear as '?': 王 小 明");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Wang Xiaoming" } });
    expect(screen.queryByText(/will appear as '\?'/)).toBeNull();
  });

  it("no warning for a resume the font covers", () => {
    renderEditor(navState());
    expect(screen.queryByText(/will appear as '\?'/)).toBeNull();
  });
});
