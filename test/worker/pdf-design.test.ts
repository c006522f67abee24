// Design, page size and headings' language of generated PDFs, against the real Worker with local D1 and R2:
// what the body names is printed, the page size otherwise follows the browser's locale, and the design is
// remembered per user (GET/PUT /api/resume/design, and every generate_pdf that names one).
import { env } from "cloudflare:workers";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { acceptedLocales } from "../../worker/resume/pdf";
import { call, jsonInit, makeUser } from "./helpers";
import { editorResume } from "./pdf-fixtures";

type Generated = { id: string };
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function generated(user: { id: string; token: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await call(
    "/api/resume/generate_pdf",
    jsonInit("POST", { ...editorResume(), role_applied: "Data Engineer", ...body }, user.token, headers),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await res.json<Generated>();
  const object = await env.FILES.get(`generated/${user.id}/${id}.pdf`);
  return { id, bytes: new Uint8Array(await object!.arrayBuffer()) };
}

/** Page size and where the skills and the work experience start (x of their first text), from page 1. */
async function looks(bytes: Uint8Array) {
  const doc = await getDocumentProxy(bytes.slice());
  const page = await doc.getPage(1);
  const [, , width, height] = page.view as number[];
  const items = (await page.getTextContent()).items as Array<{ str: string; transform: number[] }>;
  const x = (re: RegExp) => items.find((i) => re.test(i.str))?.transform[4] ?? Number.NaN;
  const text = items.map((i) => i.str).join(" ");
  return { width, height, skillsX: x(/^Python, SQL/), workX: x(/^Work Experience$|^WORK EXPERIENCE$/), text };
}

describe("generate_pdf prints the chosen design and page size", { timeout: 120_000 }, () => {
  it("modern on Letter: a Letter page with the skills in a side column left of the work experience", async () => {
    const u = await makeUser();
    const { bytes } = await generated(u, { design: "modern", page_size: "Letter" });
    const page = await looks(bytes);
    expect([page.width, page.height]).toEqual([612, 792]);
    expect(page.skillsX).toBeLessThan(page.workX - 100);
  });

  it("classic on A4: an A4 page in one column; compact sets its text smaller", async () => {
    const u = await makeUser();
    const classic = await looks((await generated(u, { design: "classic", page_size: "A4" })).bytes);
    expect([classic.width, classic.height]).toEqual([595.28, 841.89]);
    expect(Math.abs(classic.skillsX - classic.workX)).toBeLessThan(1);
    const compact = await looks((await generated(u, { design: "compact", page_size: "A4" })).bytes);
    expect(compact.workX).toBeLessThan(classic.workX);
  });

  it("without a page size, follows the browser's locale: Letter for en-US, A4 for de-DE and when none is sent", async () => {
    // (A user per PDF: a free account makes two.)
    const us = await looks((await generated(await makeUser(), {}, { "accept-language": "en-US,en;q=0.9" })).bytes);
    expect([us.width, us.height]).toEqual([612, 792]);
    const de = await looks((await generated(await makeUser(), {}, { "accept-language": "de-DE,de;q=0.9,en;q=0.5" })).bytes);
    expect([de.width, de.height]).toEqual([595.28, 841.89]);
    const none = await looks((await generated(await makeUser(), {})).bytes);
    expect([none.width, none.height]).toEqual([595.28, 841.89]);
  });

  it("prints the headings in the language asked for", async () => {
    const u = await makeUser();
    const page = await looks((await generated(u, { headings_language: "de" })).bytes);
    expect(page.text).toContain("BERUFSERFAHRUNG");
    expect(page.text).not.toContain("WORK EXPERIENCE");
  });

  it("prints an entry's place and link and a project's link, and makes the addresses clickable", async () => {
    const u = await makeUser();
    const resume = editorResume();
    Object.assign(resume.experiences.work_experiences[0]!, { location: "Singapore", link: "acme.example.com" });
    Object.assign(resume.experiences.projects[0]!, { link: "github.com/jane/dbt-fixes" });
    resume.personal_info.website = "janedoe.dev";
    const { bytes } = await generated(u, { ...resume, role_applied: "Data Engineer" });
    const page = await (await getDocumentProxy(bytes.slice())).getPage(1);
    const text = ((await page.getTextContent()).items as Array<{ str: string }>).map((i) => i.str).join(" ");
    for (const printed of ["Singapore", "acme.example.com", "github.com/jane/dbt-fixes", "janedoe.dev"]) expect(text).toContain(printed);
    const links = ((await page.getAnnotations()) as Array<{ url?: string }>).map((a) => a.url);
    expect(links).toEqual([
      "mailto:jane.doe@example.com",
      "https://janedoe.dev/",
      "https://acme.example.com/",
      "https://github.com/jane/dbt-fixes",
    ]);
  });

  it("refuses an unknown design, page size or language with a 400 naming the field, and stores nothing", async () => {
    const u = await makeUser();
    for (const [field, value] of [
      ["design", "fancy"],
      ["page_size", "B5"],
      ["headings_language", "xx"],
    ] as const) {
      const res = await call("/api/resume/generate_pdf", jsonInit("POST", { ...editorResume(), [field]: value }, u.token));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("keeps the design, page size and language in the choices, so Edit again reopens them", async () => {
    const u = await makeUser();
    const resume = editorResume();
    const choices = {
      resume,
      modes: { work: [["suggested", "current"], ["suggested"]], projects: [["current"]] },
      skills: "suggested",
      design: "compact",
      page_size: "Letter",
      headings_language: "en",
    };
    const { id } = await generated(u, { design: "compact", page_size: "Letter", choices });
    const reopened = await (await call(`/api/resume/${id}`, auth(u.token))).json<{ choices: Record<string, unknown> }>();
    expect(reopened.choices).toMatchObject({ design: "compact", page_size: "Letter", headings_language: "en" });
  });
});

describe("the design is remembered per user", { timeout: 120_000 }, () => {
  const getDesign = async (token: string) => (await (await call("/api/resume/design", auth(token))).json<{ design: string }>()).design;

  it("starts classic, follows PUT /api/resume/design and every generate_pdf that names a design; each user has their own", async () => {
    const u = await makeUser();
    const other = await makeUser();
    expect(await getDesign(u.token)).toBe("classic");
    const put = await call("/api/resume/design", jsonInit("PUT", { design: "modern" }, u.token));
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ design: "modern" });
    expect(await getDesign(u.token)).toBe("modern");
    expect(await getDesign(other.token)).toBe("classic");
    // A generate_pdf without a design prints the remembered one.
    const page = await looks((await generated(u, {})).bytes);
    expect(page.skillsX).toBeLessThan(page.workX - 100);
    await generated(u, { design: "compact" });
    expect(await getDesign(u.token)).toBe("compact");
  });

  it("needs a bearer token and a known design", async () => {
    const u = await makeUser();
    expect((await call("/api/resume/design")).status).toBe(401);
    expect((await call("/api/resume/design", jsonInit("PUT", { design: "modern" }))).status).toBe(401);
    const bad = await call("/api/resume/design", jsonInit("PUT", { design: "<script>" }, u.token));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "design" });
    expect(await getDesign(u.token)).toBe("classic");
  });

  it("reads a stored name it no longer knows as the default", async () => {
    const u = await makeUser();
    await env.DB.prepare("UPDATE users SET resume_design = 'retired' WHERE id = ?").bind(u.id).run();
    expect(await getDesign(u.token)).toBe("classic");
  });
});

describe("acceptedLocales", () => {
  it("orders by quality, drops q=0 and junk, and reads at most ten", () => {
    expect(acceptedLocales("fr;q=0.5, en-US, de-DE;q=0.8")).toEqual(["en-US", "de-DE", "fr"]);
    expect(acceptedLocales("en-US;q=0, *;q=0.1, <x>")).toEqual([]);
    expect(acceptedLocales(undefined)).toEqual([]);
    expect(acceptedLocales(Array.from({ length: 100 }, () => "en-GB").join(","))).toHaveLength(10);
  });
});
