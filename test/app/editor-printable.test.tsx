import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { emojiIn, unprintableCharacters } from "../../app/components/editor/printable";
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

describe("characters the PDF cannot print", () => {
  it("Latin, Vietnamese, Greek, Cyrillic, CJK, Arabic, Hebrew, Devanagari, Bengali, Tamil and Thai all print", () => {
    expect(
      unprintableCharacters([
        "Łukasz Wróbel",
        "Nguyễn Thị Mai",
        "Αλέξης",
        "Дмитрий",
        "C++ & Go — 100% © ™",
        "王小明 陳美玲 佐藤 花子 김민준",
        "محمد می‌خواهم",
        "נועה כהן",
        "प्रिया शर्मा",
        "বাংলা தமிழ்",
        "สมชาย ใจดี",
      ]),
    ).toEqual([]);
  });

  it("names only what is truly unsupported, and emoji separately", () => {
    expect(unprintableCharacters(["ሰላም ᏣᎳᎩ 🚀"])).toEqual(["ሰ", "ላ", "ም", "Ꮳ", "Ꮃ", "Ꭹ"]);
    expect(emojiIn(["Shipped 🚀 with ❤️ and 👍, © 2024"])).toEqual(["🚀", "❤", "👍"]);
    expect(emojiIn(["王小明 © ™"])).toEqual([]);
  });

  it("the editor warns before generating, and the warning goes when the text is fixed", () => {
    const nav = navState();
    nav.resume.personal_info.name = "ሰላም";
    renderEditor(nav);
    expect(screen.getByRole("status").textContent).toContain("will appear as '?': ሰ ላ ም");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Selam" } });
    expect(screen.queryByText(/will appear as '\?'/)).toBeNull();
  });

  it("no warning for a Chinese, Arabic or Hindi name: the PDF prints them", () => {
    for (const name of ["王小明", "محمد عبد الله", "प्रिया शर्मा"]) {
      const nav = navState();
      nav.resume.personal_info.name = name;
      const { unmount } = renderEditor(nav);
      expect(screen.queryByRole("status")).toBeNull();
      unmount();
    }
  });

  it("warns that emoji will be left out", () => {
    const nav = navState();
    nav.resume.personal_info.name = "Jane 🚀 Doe";
    renderEditor(nav);
    expect(screen.getByRole("status").textContent).toBe("Emoji can't be printed in the PDF and will be left out: 🚀.");
  });

  it("no warning for a resume the fonts cover", () => {
    renderEditor(navState());
    expect(screen.queryByText(/will appear as '\?'/)).toBeNull();
    expect(screen.queryByText(/Emoji/)).toBeNull();
  });
});
