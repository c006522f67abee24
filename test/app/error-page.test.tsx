import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "../../app/components/ErrorPage";

function Boom(): never {
  throw new Error("kaboom 42");
}

describe("ErrorPage", () => {
  it("shows 'Unexpected Application Error!' and the error text", async () => {
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <ErrorPage /> }]);
    const spy = console.error;
    console.error = () => {};
    try {
      render(<RouterProvider router={router} />);
      expect(await screen.findByText("Unexpected Application Error!")).toBeTruthy();
      expect(screen.getByText("kaboom 42")).toBeTruthy();
    } finally {
      console.error = spy;
    }
  });
});
