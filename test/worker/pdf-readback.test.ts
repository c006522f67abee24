// The production read-back check: our own parser, run inside workerd on PDFs the generate_pdf route
// produced, must recover what we printed; a failure is logged as a warning, never an error for the user.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { resolveChosen } from "../../worker/render";
import { INTERNATIONAL_NAMES, type SampleSize, sampleResume } from "../samples/resumes";
import { SCRIPT_SAMPLES } from "../samples/scripts";
import { logReadBack, readBackCheck } from "../../worker/resume/pdf";
import type { EditorResume, StoredRecord } from "../../worker/shapes/resume";
import { call, jsonInit, makeUser } from "./helpers";
import { editorResume } from "./pdf-fixtures";

/** A stored record as the editor would send it: alternately the suggested and the current version chosen. */
function asEditorBody(r: StoredRecord): EditorResume {
  let n = 0;
  const pick = (text: string) => (n++ % 2 === 0 ? { current: "", suggested: text } : { current: text, suggested: "" });
  const { "Technical Skills": skills = [], Languages = [], ...rest } = r.additional_information;
  return {
    personal_info: r.personal_info,
    experiences: {
      work_experiences: r.experiences.work_experiences.map((w) => ({ ...w, responsibilities: w.responsibilities.map(pick) })),
      projects: r.experiences.projects.map((p) => ({ ...p, responsibilities: p.responsibilities.map(pick) })),
      education: r.education,
    },
    additional_information: { "Technical Skills": { current: skills, suggested: [] }, Languages, ...rest },
  };
}

async function generatedBytes(token: string, userId: string, body: EditorResume, role: string): Promise<Uint8Array> {
  const res = await call("/api/resume/generate_pdf", jsonInit("POST", { ...body, role_applied: role }, token));
  expect(res.status).toBe(201);
  const { id } = await res.json<{ id: string }>();
  return new Uint8Array(await (await env.FILES.get(`generated/${userId}/${id}.pdf`))!.arrayBuffer());
}

const cases: Array<[string, EditorResume]> = [
  ["the editor fixture", editorResume()],
  ...(["short", "two-page", "three-page"] as SampleSize[]).map((s): [string, EditorResume] => [
    `a ${s} resume`,
    asEditorBody(sampleResume(s)),
  ]),
  ...INTERNATIONAL_NAMES.slice(0, 4).map((name): [string, EditorResume] => [
    `a resume for ${name}`,
    asEditorBody(sampleResume("short", name)),
  ]),
];

describe("read-back of generated PDFs (workerd)", { timeout: 60_000 }, () => {
  for (const [name, body] of cases) {
    it(`${name} reads back completely`, async () => {
      const u = await makeUser();
      const bytes = await generatedBytes(u.token, u.id, body, "Data Engineer");
      expect(await readBackCheck(env, resolveChosen(body), bytes)).toEqual([]);
    });
  }

  // Fonts come through the ASSETS binding (static assets), as in production.
  for (const sample of SCRIPT_SAMPLES) {
    it(`a resume in ${sample.label} reads back exactly, titles and companies included`, async () => {
      const u = await makeUser();
      const body = asEditorBody(sample.record);
      const bytes = await generatedBytes(u.token, u.id, body, "Engineer");
      expect(await readBackCheck(env, resolveChosen(body), bytes)).toEqual([]);
    });
  }

  it("logs a warning (not an error) when a PDF does not read back", async () => {
    const u = await makeUser();
    const body = editorResume();
    const bytes = await generatedBytes(u.token, u.id, body, "Data Engineer");
    const expected = resolveChosen(body);
    expected.personal_info.name = "Someone Else";
    expected.experiences.work_experiences[0]!.responsibilities.push("A bullet that was never printed");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await logReadBack(env, expected, bytes, { resume_id: "test" });
      expect(warn).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(warn.mock.calls[0]![0]));
      expect(line).toMatchObject({ level: "warn", msg: "generated_pdf_read_back_failed", resume_id: "test", count: 2 });
      // What failed is named; the resume's own text never reaches the log.
      expect(line.kinds.join("\n")).toMatch(/name: expected …/);
      expect(line.kinds.join("\n")).toMatch(/responsibility missing: …/);
      expect(JSON.stringify(line)).not.toContain("Someone Else");
      expect(JSON.stringify(line)).not.toContain("A bullet that was never printed");
    } finally {
      warn.mockRestore();
    }
  });
});
