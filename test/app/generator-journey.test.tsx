// The generator's guidance: a user without a profile is told before typing and sent to the profile; the
// free usage shows; the limited view says why above the fold with the plans one click away.
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXT } from "../../app/components/generator/messages";
import { AppToaster, toast } from "../../app/lib/toast";
import HomeScreen from "../../app/routes/home";

const usage = (resume_count: number, is_subscribed = false) =>
  Response.json({
    is_subscribed,
    plan: is_subscribed ? "monthly" : null,
    expires_at: null,
    resume_count,
    free_limit: 2,
    limited: !is_subscribed && resume_count >= 2,
  });
const PROFILE = {
  profile: {
    personal_info: { name: "Ada", phone: "", email: "" },
    experiences: { work_experiences: [{ company: "Acme", title: "", dates: "", responsibilities: ["Built"] }], projects: [] },
    education: [],
    additional_information: {},
  },
  version: 1,
};

function stub(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), "http://localhost").pathname;
      return routes[`${init.method ?? "GET"} ${path}`]?.() ?? Response.json({ error: "Not found." }, { status: 404 });
    }),
  );
}

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={["/home"]}>
      <AppToaster />
      <Routes>
        <Route path="/home" element={<HomeScreen />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe("generator: guidance", () => {
  it("a user with no profile is told at once and sent to the profile", async () => {
    stub({
      "GET /api/subscription": () => usage(0),
      "GET /api/profile": () => Response.json({ error: "No profile yet.", code: "profile_not_found" }, { status: 404 }),
    });
    renderHome();
    expect(await screen.findByRole("heading", { name: TEXT.noProfileHeading })).toBeTruthy();
    const link = screen.getByRole("link", { name: TEXT.noProfileCta });
    expect(link.getAttribute("href")).toBe("/profile");
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.queryByLabelText(TEXT.label)).toBeNull();
  });

  it("a profile with only contact details counts as none", async () => {
    const contactOnly = structuredClone(PROFILE);
    contactOnly.profile.experiences.work_experiences = [];
    stub({ "GET /api/subscription": () => usage(0), "GET /api/profile": () => Response.json(contactOnly) });
    renderHome();
    expect(await screen.findByRole("heading", { name: TEXT.noProfileHeading })).toBeTruthy();
  });

  it("shows how many free resumes are used, and nothing of the kind for a subscriber", async () => {
    stub({ "GET /api/subscription": () => usage(1), "GET /api/profile": () => Response.json(PROFILE) });
    const first = renderHome();
    expect(await screen.findByText(/1 of 2 free resumes used/)).toBeTruthy();
    first.unmount();
    stub({ "GET /api/subscription": () => usage(5, true), "GET /api/profile": () => Response.json(PROFILE) });
    renderHome();
    await screen.findByLabelText(TEXT.label);
    expect(screen.queryByText(/free resumes used/)).toBeNull();
  });

  it("the limited view says why first, links to the plans, and keeps the feedback form as the main card", async () => {
    stub({ "GET /api/subscription": () => usage(2), "GET /api/profile": () => Response.json(PROFILE) });
    const { container } = renderHome();
    expect(await screen.findByText(TEXT.limitedLead(2))).toBeTruthy();
    const first = container.querySelector(".limit-banner");
    expect(first?.compareDocumentPosition(screen.getByRole("heading", { name: TEXT.feedbackHeading })) ?? 0).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole("link", { name: TEXT.limitedCta }).getAttribute("href")).toBe("#upgrade-heading");
    expect(container.querySelector("#upgrade-heading")).toBeTruthy();
  });
});
