// The resumes list as a working screen: the company column, reopening a resume with the choices that
// made it, and delete (the PDF and the content go, the free limit still counts it). Real D1 and R2.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, jsonInit, makeUser } from "./helpers";
import { editorResume } from "./pdf-fixtures";

type Listed = {
  resumes: Array<{ id: string; filename: string; company: string; reopenable: boolean; download_url: { signedURL: string } }>;
};
type Reopened = {
  id: string;
  filename: string;
  role_applied: string;
  company: string;
  choices: null | { resume: unknown; modes: { work: string[][]; projects: string[][] }; skills: string; job_description?: string };
};

const JOB = "Senior Data Engineer at Northwind Traders\nWe move data at scale with Kafka and Airflow.";

/** The full editor resume (both versions) and the modes that pick the chosen versions of editorResume(). */
function choices() {
  const resume = editorResume();
  const both = structuredClone(resume);
  both.experiences.work_experiences[0]!.responsibilities[0]!.current = "Built pipelines";
  both.experiences.work_experiences[0]!.responsibilities[1]!.suggested = "Ran the data warehouse for 40 analysts";
  return {
    resume: both,
    modes: { work: [["suggested", "current"], ["suggested"]], projects: [["current"]] },
    skills: "suggested",
    job_description: JOB,
  };
}

const generate = (token: string, body: unknown) => call("/api/resume/generate_pdf", jsonInit("POST", body, token));
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const list = async (token: string) => (await (await call("/api/resume/user_resumes", auth(token))).json()) as Listed;

describe("resumes: company, reopen, delete", { timeout: 30_000 }, () => {
  it("keeps the choices with the PDF, lists the company from the job description, and reopens it", async () => {
    const u = await makeUser();
    const res = await generate(u.token, { ...editorResume(), role_applied: "Senior Data Engineer", choices: choices() });
    expect(res.status).toBe(201);
    const saved = await res.json<{ id: string; company: string }>();
    expect(saved.company).toBe("Northwind Traders");

    const [row] = (await list(u.token)).resumes;
    expect(row).toMatchObject({ id: saved.id, company: "Northwind Traders", reopenable: true });

    const again = await call(`/api/resume/${saved.id}`, auth(u.token));
    expect(again.status).toBe(200);
    const body = await again.json<Reopened>();
    expect(body).toMatchObject({ id: saved.id, role_applied: "Senior Data Engineer", company: "Northwind Traders" });
    expect(body.choices?.modes.work).toEqual([["suggested", "current"], ["suggested"]]);
    expect(body.choices?.job_description).toBe(JOB);
    expect(body.choices?.resume).toMatchObject({ personal_info: { name: "Jane Doe" } });
  });

  it("a resume made without choices lists as not reopenable, with no company", async () => {
    const u = await makeUser();
    const saved = await (await generate(u.token, { ...editorResume(), role_applied: "Analyst" })).json<{ id: string }>();
    expect((await list(u.token)).resumes[0]).toMatchObject({ id: saved.id, company: "", reopenable: false });
    expect((await (await call(`/api/resume/${saved.id}`, auth(u.token))).json<Reopened>()).choices).toBeNull();
  });

  it("refuses choices that do not line up with the resume (400), storing nothing", async () => {
    const u = await makeUser();
    const bad = { ...choices(), modes: { work: [["suggested"]], projects: [] } };
    const res = await generate(u.token, { ...editorResume(), choices: bad });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", field: "choices.modes" });
    expect((await list(u.token)).resumes).toHaveLength(0);
  });

  it("another user's resume cannot be reopened or deleted (404), and stays", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const { id } = await (await generate(owner.token, { ...editorResume(), choices: choices() })).json<{ id: string }>();
    expect((await call(`/api/resume/${id}`, auth(other.token))).status).toBe(404);
    const del = await call(`/api/resume/${id}`, { method: "DELETE", ...auth(other.token) });
    expect(del.status).toBe(404);
    expect(await del.json()).toMatchObject({ code: "resume_not_found" });
    expect((await list(owner.token)).resumes.map((r) => r.id)).toEqual([id]);
    expect(await env.FILES.head(`generated/${owner.id}/${id}.pdf`)).not.toBeNull();
  });

  it("delete removes the PDF and the row's content; the link stops working; the free limit still counts it", async () => {
    const u = await makeUser();
    const { id } = await (await generate(u.token, { ...editorResume(), role_applied: "Lead", choices: choices() })).json<{ id: string }>();
    const link = (await list(u.token)).resumes[0]!.download_url.signedURL;
    expect((await call(link)).status).toBe(200);

    const del = await call(`/api/resume/${id}`, { method: "DELETE", ...auth(u.token) });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ id, deleted: true });

    expect((await list(u.token)).resumes).toEqual([]);
    expect(await env.FILES.head(`generated/${u.id}/${id}.pdf`)).toBeNull();
    expect((await call(link)).status).toBe(403);
    expect((await call(`/api/resume/${id}`, auth(u.token))).status).toBe(404);
    expect((await call(`/api/resume/${id}`, { method: "DELETE", ...auth(u.token) })).status).toBe(404);
    const row = await env.DB.prepare("SELECT filename, role_applied, company, choices, deleted_at FROM resumes WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ filename: "", role_applied: "", company: "", choices: null });
    expect(row?.deleted_at).toEqual(expect.any(Number));

    // Deleting does not give a free resume back: one more is allowed, then the limit holds.
    const sub = async () => (await (await call("/api/subscription", auth(u.token))).json()) as { resume_count: number; limited: boolean };
    expect(await sub()).toMatchObject({ resume_count: 1, limited: false });
    expect((await generate(u.token, editorResume())).status).toBe(201);
    expect(await sub()).toMatchObject({ resume_count: 2, limited: true });
    expect((await generate(u.token, editorResume())).status).toBe(403);
  });

  it("answers 404 for a path that is not a resume id, 405 for the fixed paths, and 401 without a token", async () => {
    const u = await makeUser();
    expect((await call("/api/resume/not-an-id", auth(u.token))).status).toBe(404);
    expect((await call("/api/resume/generate", auth(u.token))).status).toBe(405);
    expect((await call("/api/resume/user_resumes", { method: "DELETE", ...auth(u.token) })).status).toBe(405);
    expect((await call(`/api/resume/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(401);
  });
});
