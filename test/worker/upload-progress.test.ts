// POST /api/resume/upload asked for progress (Accept: application/x-ndjson): the stages arrive in order as
// lines, then the same answer the plain JSON call gives; a refusal ends the stream with the plain call's error
// body and status, and stores nothing; checks before the parse stay ordinary HTTP errors.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import { call, makeUser } from "./helpers";

const SOFTWARE = Uint8Array.from(atob(softwareUrl.slice(softwareUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

function progressInit(token: string, userId: string, file: File): RequestInit {
  const form = new FormData();
  form.append("user_id", userId);
  form.append("file", file);
  return { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, accept: "application/x-ndjson" } };
}

async function lines(res: Response): Promise<Array<Record<string, unknown>>> {
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

it("reports the parse's stages in order, then the upload's usual answer", async () => {
  const u = await makeUser();
  const res = await call("/api/resume/upload", progressInit(u.token, u.id, new File([SOFTWARE], "cv.pdf", { type: "application/pdf" })));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const got = await lines(res);
  expect(got.slice(0, -1)).toEqual([{ stage: "reading" }, { stage: "sections" }, { stage: "checking" }, { stage: "saving" }]);
  const done = got.at(-1)!.done as {
    message: string;
    data: { version: number; profile: { experiences: { work_experiences: unknown[] } } };
  };
  expect(done.message).toBe("Resume uploaded and read. Review your profile below.");
  expect(done.data.version).toBe(1);
  expect(done.data.profile.experiences.work_experiences.length).toBeGreaterThan(0);
  const row = await env.DB.prepare("SELECT version FROM resumeUploaded WHERE id = ?").bind(u.id).first<{ version: number }>();
  expect(row?.version).toBe(1);
});

it("a refused file ends the stream with the plain answer's error and status, and stores nothing", async () => {
  const u = await makeUser();
  const text = new File(["Jane Doe\nSoftware Engineer\n".repeat(40)], "resume.pdf", { type: "application/pdf" });
  const got = await lines(await call("/api/resume/upload", progressInit(u.token, u.id, text)));
  expect(got[0]).toEqual({ stage: "reading" });
  const last = got.at(-1)!;
  expect(last.status).toBe(400);
  expect(last.error).toMatchObject({ error: "This file is not a PDF.", code: "pdf_refused", reason: "not_pdf" });
  expect(await env.DB.prepare("SELECT id FROM resumeUploaded WHERE id = ?").bind(u.id).first()).toBeNull();
});

it("checks before the parse stay plain HTTP errors", async () => {
  const u = await makeUser();
  const other = await makeUser();
  const res = await call(
    "/api/resume/upload",
    progressInit(u.token, other.id, new File([SOFTWARE], "cv.pdf", { type: "application/pdf" })),
  );
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: "not_your_profile" });
});
