// generate_pdf and user_resumes against the real Worker with local D1 and R2.
import { env } from "cloudflare:workers";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { clearFontAssetCache } from "../../worker/fonts/assets";
import { LIMITS as RATE_LIMITS } from "../../worker/http/limits";
import { clearFontCache } from "../../worker/render/fonts/fontset";
import { renderChosenResume, saveGeneratedResume } from "../../worker/resume/pdf";
import { LIMITS, generatePdfRequestSchema as generatePdfBody } from "../../worker/shapes/resume";

const DEFAULT_PDF_LIMIT = RATE_LIMITS.generatePdf;
import { BASE, call, jsonInit, makeUser } from "./helpers";
import { callWith } from "./payment-helpers";
import { editorResume } from "./pdf-fixtures";

type Generated = { id: string; filename: string };
type Listed = {
  resumes: Array<{ id: string; filename: string; timestamp: string; role_applied: string; download_url: { signedURL: string } }>;
};

const generate = (body: unknown, token?: string) => call("/api/resume/generate_pdf", jsonInit("POST", body, token));
const list = (token: string) => call("/api/resume/user_resumes", { headers: { authorization: `Bearer ${token}` } });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(bytes.slice());
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += `${(content.items as Array<{ str?: string }>).map((i) => i.str ?? "").join(" ")}\n`;
  }
  return text.replace(/\s+/g, " ");
}

// The first render in a run also transforms pdf-lib, fontkit and pdf.js: seconds, once (a ceiling, not a budget).
describe("POST /api/resume/generate_pdf", { timeout: 120_000 }, () => {
  it("needs a bearer token", async () => {
    const res = await generate({ ...editorResume(), role_applied: "x" });
    expect(res.status).toBe(401);
  });

  it("renders the chosen versions, stores the PDF in R2 and records it in D1", async () => {
    const u = await makeUser();
    const res = await generate({ ...editorResume(), role_applied: "Senior Data Engineer" }, u.token);
    expect(res.status).toBe(201);
    const body = await res.json<Generated>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.filename).toMatch(/^Jane_Doe_Senior_Data_Engineer_\d{4}-\d{2}-\d{2}\.pdf$/);

    const row = await env.DB.prepare("SELECT * FROM resumes WHERE id = ?").bind(body.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: u.id,
      filename: body.filename,
      role_applied: "Senior Data Engineer",
      r2_key: `generated/${u.id}/${body.id}.pdf`,
    });

    const object = await env.FILES.get(`generated/${u.id}/${body.id}.pdf`);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Jane Doe");
    expect(text).toContain("Built streaming pipelines in Apache Kafka");
    expect(text).toContain("Looked after the data warehouse");
    expect(text).toContain("Fixed bugs in dbt adapters");
    expect(text).toContain("Airflow");
  });

  it("prints only the chosen version when the client sends both (suggested wins) and never the empty one", async () => {
    const u = await makeUser();
    const resume = editorResume();
    resume.experiences.work_experiences[0]!.responsibilities = [{ current: "", suggested: "Chosen suggested text about Kafka" }];
    resume.additional_information["Technical Skills"] = { current: ["Cobol"], suggested: [] };
    const res = await generate({ ...resume, role_applied: "General" }, u.token);
    const { id } = await res.json<Generated>();
    const bytes = new Uint8Array(await (await env.FILES.get(`generated/${u.id}/${id}.pdf`))!.arrayBuffer());
    const text = await pdfText(bytes);
    expect(text).toContain("Chosen suggested text about Kafka");
    expect(text).toContain("Cobol");
  });

  it("defaults role_applied to 'General' and tolerates absent projects, education and extra sections", async () => {
    const u = await makeUser();
    const r = editorResume();
    const body = {
      personal_info: r.personal_info,
      experiences: { work_experiences: r.experiences.work_experiences },
      additional_information: {
        "Technical Skills": { current: ["SQL"], suggested: [] },
        Languages: [],
        Certifications: ["AWS Certified Data Engineer"],
      },
    };
    const res = await generate(body, u.token);
    expect(res.status).toBe(201);
    const { id } = await res.json<Generated>();
    const row = await env.DB.prepare("SELECT role_applied FROM resumes WHERE id = ?").bind(id).first<{ role_applied: string }>();
    expect(row?.role_applied).toBe("General");
    const bytes = new Uint8Array(await (await env.FILES.get(`generated/${u.id}/${id}.pdf`))!.arrayBuffer());
    expect(await pdfText(bytes)).toContain("AWS Certified Data Engineer");
  });

  it("prints HTML and script text literally", async () => {
    const u = await makeUser();
    const r = editorResume();
    r.experiences.work_experiences[0]!.responsibilities = [{ current: "", suggested: "<script>alert(1)</script> & <b>bold</b>" }];
    const res = await generate({ ...r, role_applied: "<img src=x onerror=alert(1)>" }, u.token);
    expect(res.status).toBe(201);
    const { id, filename } = await res.json<Generated>();
    expect(filename).toMatch(/^[A-Za-z0-9_.-]+$/);
    const bytes = new Uint8Array(await (await env.FILES.get(`generated/${u.id}/${id}.pdf`))!.arrayBuffer());
    expect(await pdfText(bytes)).toContain("<script>alert(1)</script> & <b>bold</b>");
  });

  it("role_applied loses control, zero-width and bidi-override characters; one left blank by them becomes 'General'", async () => {
    const u = await makeUser();
    const spoofed = await (
      await generate({ ...editorResume(), role_applied: "\u0000Data\u0007 \u202eEngineer\u200b\n\tLead" }, u.token)
    ).json<Generated & { role_applied: string }>();
    expect(spoofed.role_applied).toBe("Data Engineer Lead");
    const blank = await (await generate({ ...editorResume(), role_applied: "\u200b\u2060\ufeff" }, u.token)).json<
      Generated & { role_applied: string }
    >();
    expect(blank.role_applied).toBe("General");
    const rows = await env.DB.prepare("SELECT role_applied FROM resumes WHERE user_id = ? ORDER BY created_at")
      .bind(u.id)
      .all<{ role_applied: string }>();
    expect(rows.results.map((r) => r.role_applied).sort()).toEqual(["Data Engineer Lead", "General"]);
  });

  it("never crashes on emoji, right-to-left text and non-Latin names", async () => {
    const u = await makeUser();
    const r = editorResume({ personal_info: { name: "Nguyễn Thị Mai", phone: "+84 90 123 4567", email: "mai@example.com" } });
    r.experiences.work_experiences[0]!.responsibilities = [
      { current: "", suggested: "Shipped the 🚀 launch with 👩🏽‍💻 team 🇸🇬" },
      { current: "", suggested: "عملت على تحسين الأداء بنسبة ٤٠٪" },
      { current: "", suggested: "עבדתי עם צוותים גלובליים" },
      { current: "", suggested: "Łukasz Wróbel mentored 数据 engineers" },
    ];
    const res = await generate({ ...r, role_applied: "Data Engineer 🚀" }, u.token);
    expect(res.status).toBe(201);
    const { filename } = await res.json<Generated>();
    expect(filename).toMatch(/^Nguyễn_Thị_Mai_Data_Engineer_\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it("prints control characters, a 2,000-character word and a long URL without a crash", async () => {
    const u = await makeUser();
    const r = editorResume();
    r.experiences.work_experiences[0]!.responsibilities = [
      { current: "", suggested: "Tab\there, NUL\u0000, bell\u0007, zero-width\u200bspace, line\nbreak" },
      { current: "", suggested: "x".repeat(2000) },
      { current: "", suggested: `See https://example.com/${"a/".repeat(400)}end` },
    ];
    const res = await generate({ ...r, role_applied: "General" }, u.token);
    expect(res.status).toBe(201);
    const { id } = await res.json<Generated>();
    const text = await pdfText(new Uint8Array(await (await env.FILES.get(`generated/${u.id}/${id}.pdf`))!.arrayBuffer()));
    expect(text.replace(/\s/g, "")).toContain("x".repeat(200));
  });

  const bad: Array<[string, (b: Record<string, unknown>) => unknown, RegExp]> = [
    ["missing personal_info", (b) => ({ ...b, personal_info: undefined }), /personal_info/],
    ["missing experiences", (b) => ({ ...b, experiences: undefined }), /experiences/],
    [
      "wrong type for a responsibility",
      (b) => ({ ...b, experiences: { work_experiences: [{ title: "t", company: "c", dates: "d", responsibilities: [42] }] } }),
      /responsibilities\.0/,
    ],
    [
      "skills as a plain list",
      (b) => ({ ...b, additional_information: { "Technical Skills": ["SQL"], Languages: [] } }),
      /Technical Skills/,
    ],
    ["role_applied not a string", (b) => ({ ...b, role_applied: 7 }), /role_applied/],
    [
      "a 100 KB string",
      (b) => ({ ...b, personal_info: { name: "x".repeat(100_000), phone: "", email: "" } }),
      /personal_info\.name: must be at most 300/,
    ],
    [
      "5,000 bullets in one job",
      (b) => ({
        ...b,
        experiences: {
          work_experiences: [
            {
              title: "t",
              company: "c",
              dates: "d",
              responsibilities: Array.from({ length: 5000 }, (_, i) => ({ current: "", suggested: `b${i}` })),
            },
          ],
        },
      }),
      /at most 100 items/,
    ],
    [
      "5,000 bullets spread over 50 jobs",
      (b) => ({
        ...b,
        experiences: {
          work_experiences: Array.from({ length: 50 }, () => ({
            title: "t",
            company: "c",
            dates: "d",
            responsibilities: Array.from({ length: 100 }, () => ({ current: "", suggested: "b" })),
          })),
        },
      }),
      new RegExp(`at most ${LIMITS.totalItems}`),
    ],
  ];
  for (const [name, mutate, message] of bad) {
    it(`refuses ${name} with a clear 400 and stores nothing`, async () => {
      const u = await makeUser();
      const res = await generate(mutate({ ...editorResume(), role_applied: "General" }), u.token);
      expect(res.status).toBe(400);
      const body = await res.json<{ error: string; field: string }>();
      expect(body.error).toMatch(/^Invalid request: /);
      expect(body.error).toMatch(message);
      const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(u.id).first<{ n: number }>();
      expect(n?.n).toBe(0);
    });
  }

  it("limits each user to DEFAULT_PDF_LIMIT PDFs per window (429 with Retry-After), counted per user", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const windowStart = Math.floor(Date.now() / (DEFAULT_PDF_LIMIT.windowSeconds * 1000)) * DEFAULT_PDF_LIMIT.windowSeconds * 1000;
    // Fill this window's counter (and the next, in case the test straddles a boundary) up to the limit.
    for (const start of [windowStart, windowStart + DEFAULT_PDF_LIMIT.windowSeconds * 1000]) {
      await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
        .bind(`generate_pdf:${u.id}`, start, DEFAULT_PDF_LIMIT.limit)
        .run();
    }
    const res = await generate({ ...editorResume(), role_applied: "x" }, u.token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ error: "Too Many Requests" });
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(n?.n).toBe(0);
    expect((await generate({ ...editorResume(), role_applied: "x" }, other.token)).status).toBe(201);
  });

  it("refuses malformed JSON and a non-JSON content type", async () => {
    const u = await makeUser();
    expect((await generate("{not json", u.token)).status).toBe(400);
    const res = await call("/api/resume/generate_pdf", {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, "content-type": "text/plain" },
      body: "hi",
    });
    expect(res.status).toBe(415);
  });
});

describe("GET /api/resume/user_resumes", { timeout: 120_000 }, () => {
  it("lists the user's resumes newest first with signed download links", async () => {
    const u = await makeUser();
    const first = await (await generate({ ...editorResume(), role_applied: "Data Engineer" }, u.token)).json<Generated>();
    await new Promise((r) => setTimeout(r, 5));
    const second = await (await generate({ ...editorResume(), role_applied: "Analytics Engineer" }, u.token)).json<Generated>();
    const res = await list(u.token);
    expect(res.status).toBe(200);
    const { resumes } = await res.json<Listed>();
    expect(resumes.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(resumes[0]).toMatchObject({ filename: second.filename, role_applied: "Analytics Engineer" });
    expect(new Date(resumes[0]!.timestamp).toISOString()).toBe(resumes[0]!.timestamp);
    expect(resumes[0]!.download_url.signedURL).toMatch(new RegExp(`^/api/files/${second.id}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));

    const file = await call(resumes[1]!.download_url.signedURL);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${first.filename}"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("names a resume in the user's script: readable in the list, filename* readable and an ASCII filename on download", async () => {
    const u = await makeUser();
    const r = editorResume({ personal_info: { name: "王小明", phone: "+86 138 0013 8000", email: "wang@example.cn" } });
    const created = await (await generate({ ...r, role_applied: "数据工程师" }, u.token)).json<Generated>();
    expect(created.filename).toMatch(/^王小明_数据工程师_\d{4}-\d{2}-\d{2}\.pdf$/);
    const { resumes } = await (await list(u.token)).json<Listed>();
    expect(resumes[0]!.filename).toBe(created.filename);
    const file = await call(resumes[0]!.download_url.signedURL);
    expect(file.status).toBe(200);
    const day = created.filename.slice(-14, -4);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Resume_${day}.pdf"; filename*=UTF-8''${encodeURIComponent(created.filename)}`,
    );
    // The PDF's metadata carries the name too.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const doc = await getDocumentProxy(bytes.slice());
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    expect(info.Title).toBe("王小明 – Resume");
    expect(info.Author).toBe("王小明");
  });

  it("is empty for a new user and needs a bearer token", async () => {
    const u = await makeUser();
    expect(await (await list(u.token)).json()).toEqual({ resumes: [] });
    expect((await call("/api/resume/user_resumes")).status).toBe(401);
  });

  it("never lists another user's resumes", async () => {
    const a = await makeUser();
    const b = await makeUser();
    await generate({ ...editorResume(), role_applied: "A role" }, a.token);
    const { resumes } = await (await list(b.token)).json<Listed>();
    expect(resumes).toEqual([]);
  });

  it("generated rows are what the free-resume limit counts", async () => {
    const u = await makeUser();
    await generate({ ...editorResume(), role_applied: "One" }, u.token);
    await generate({ ...editorResume(), role_applied: "Two" }, u.token);
    const sub = await (await call("/api/subscription", { headers: { authorization: `Bearer ${u.token}` } })).json<{
      resume_count: number;
      limited: boolean;
    }>();
    expect(sub).toMatchObject({ resume_count: 2, limited: true });
  });

  it("a limited user cannot get around the free limit by calling generate_pdf directly; a subscriber can", async () => {
    const u = await makeUser();
    await generate({ ...editorResume(), role_applied: "One" }, u.token);
    await generate({ ...editorResume(), role_applied: "Two" }, u.token);
    const third = await generate({ ...editorResume(), role_applied: "Three" }, u.token);
    expect(third.status).toBe(403);
    expect(await third.json()).toMatchObject({ error: "You can only generate one resume." });
    const { resumes } = await (await list(u.token)).json<Listed>();
    expect(resumes).toHaveLength(2);
    await env.DB.prepare("INSERT INTO subscriptions (user_id, plan, expires_at, updated_at) VALUES (?, 'lifetime', NULL, ?)")
      .bind(u.id, Date.now())
      .run();
    expect((await generate({ ...editorResume(), role_applied: "Three" }, u.token)).status).toBe(201);
  });

  // Parallel HTTP requests are covered in test/e2e/api-limits.e2e.ts (in this pool, parallel first
  // renders trip workerd's cross-request I/O check); here the store's own guard is called in parallel.
  it("saveGeneratedResume with a free limit stores at most that many rows under parallel calls; the refused leave no file", async () => {
    const u = await makeUser();
    const rendered = await renderChosenResume(env, generatePdfBody.parse({ ...editorResume(), role_applied: "Parallel" }), BASE);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => saveGeneratedResume(env, u.id, rendered, Date.now(), 2)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
    for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected")) {
      expect(o.reason).toMatchObject({ status: 403, message: "You can only generate one resume." });
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(n?.n).toBe(2);
    expect((await env.FILES.list({ prefix: `generated/${u.id}/` })).objects).toHaveLength(2);
    // Without a limit (a subscriber) every call is stored.
    const paid = await Promise.all(Array.from({ length: 3 }, () => saveGeneratedResume(env, u.id, rendered)));
    expect(new Set(paid.map((p) => p.id)).size).toBe(3);
  });
});

// Fonts are static assets read through the ASSETS binding. Under `vite dev` that binding is the dev server,
// which refuses hosts it does not serve (403): the read must use the answered request's own origin, and an
// asset that cannot be read must be a clear error, never a bare 500.
describe("generate_pdf and the font assets", { timeout: 120_000 }, () => {
  const body = () => jsonInit("POST", { ...editorResume(), role_applied: "Fonts" }, undefined);
  const withToken = (token: string) => {
    const init = body();
    return { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } };
  };

  it("reads the fonts at the origin of the request it answers", async () => {
    clearFontAssetCache();
    clearFontCache();
    const hosts = new Set<string>();
    const assets = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        hosts.add(new URL(req.url).host);
        return env.ASSETS.fetch(req);
      },
    } as unknown as Fetcher;
    const u = await makeUser();
    const res = await callWith({ ASSETS: assets }, "/api/resume/generate_pdf", withToken(u.token));
    expect(res.status).toBe(201);
    expect([...hosts]).toEqual([new URL(BASE).host]);
  });

  it("a font asset the server refuses answers 503 fonts_unavailable and stores nothing", async () => {
    clearFontAssetCache();
    clearFontCache();
    const refusing = { fetch: async () => new Response("Blocked request", { status: 403 }) } as unknown as Fetcher;
    const u = await makeUser();
    const res = await callWith({ ASSETS: refusing }, "/api/resume/generate_pdf", withToken(u.token));
    expect(res.status).toBe(503);
    const answer = await res.json<{ code: string; error: string }>();
    expect(answer.code).toBe("fonts_unavailable");
    expect(answer.error).toBe("The fonts for your resume could not be loaded. Please try again in a moment.");
    expect((await env.FILES.list({ prefix: `generated/${u.id}/` })).objects).toHaveLength(0);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(n?.n).toBe(0);
    // The next request with the real assets works: a failed read is not remembered.
    expect((await generate({ ...editorResume(), role_applied: "Fonts" }, u.token)).status).toBe(201);
  });
});
