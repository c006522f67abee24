import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Header } from "../../app/components/Header";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path = "/profile") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("shows the product name as a link to / and the three menu links", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: /TailorCV/ }).getAttribute("href")).toBe("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = Array.from(nav.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/home"],
      ["Profile", "/profile"],
      ["Resumes", "/resumes"],
    ]);
  });

  it("toggles the menu open and closed", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.className).not.toContain("is-open");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.className).toContain("is-open");
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(nav.className).not.toContain("is-open");
  });

  it("clicking a link navigates and toggles the menu", () => {
    renderHeader("/profile");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.click(screen.getByRole("link", { name: "Resumes" }));
    expect(screen.getByTestId("where").textContent).toBe("/resumes");
    expect(screen.getByRole("navigation", { name: "Main" }).className).not.toContain("is-open");
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("marks the current page's link", () => {
    renderHeader("/resumes");
    expect(screen.getByRole("link", { name: "Resumes" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("Header menu: Escape and outside clicks", () => {
  it("Escape closes the open menu and gives the focus back to its button", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("a click outside the header closes it; a click inside does not", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole("navigation", { name: "Main" }));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByTestId("where"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
