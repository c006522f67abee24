// POST /api/resume/upload against the real Worker, parser, local D1 and R2: the happy path, replacing a
// profile, and every refusal, each of which must leave the stored profile and R2 exactly as they were.
import { env } from "cloudflare:workers";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import nurseTruth from "../fixtures/resumes/r02-classic-nurse-2p.json";
import softwareTruth from "../fixtures/resumes/r01-classic-software.json";
import nurseUrl from "../fixtures/resumes/r02-classic-nurse-2p.pdf?inline";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import encryptedUrl from "../fixtures/resumes/refusals/encrypted.pdf?inline";
import elevenPagesUrl from "../fixtures/resumes/refusals/eleven-pages.pdf?inline";
import scannedUrl from "../fixtures/resumes/refusals/scanned.pdf?inline";
import truncatedUrl from "../fixtures/resumes/refusals/truncated.pdf?inline";
import type { StoredRecord } from "../../worker/shapes/resume";
import { AMBIGUOUS_MARK, ambiguousResumePdf } from "../samples/ambiguous-resume";
import { call, jsonInit, makeUser } from "./helpers";
import { sampleRecord } from "./profile-fixtures";

const fromDataUrl = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const SOFTWARE = fromDataUrl(softwareUrl);
const NURSE = fromDataUrl(nurseUrl);

type Part = [string, string | File];
function uploadInit(token: string | undefined, parts: Part[]): RequestInit {
  const form = new FormData();
  for (const [k, v] of parts) form.append(k, v);
  return { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} };
}
const pdfFile = (bytes: Uint8Array, name = "resume.pdf", type = "application/pdf") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

interface UploadAnswer {
  message: string;
  data: { profile: StoredRecord; version: number };
  warnings: string[];
  review: Array<{ path: string; reason: string }>;
}

async function r2Keys(userId: string): Promise<string[]> {
  return (await env.FILES.list({ prefix: `uploads/${userId}/` })).objects.map((o) => o.key);
}
async function row(userId: string) {
  return env.DB.prepare("SELECT experiences, version, source_key FROM resumeUploaded WHERE id = ?")
    .bind(userId)
    .first<{ experiences: string; version: number; source_key: string | null }>();
}

/** A user who already has a profile (made by hand) and an uploaded original, to prove refusals change nothing. */
async function userWithProfile() {
  const u = await makeUser();
  const up = await call(
    "/api/resume/upload",
    uploadInit(u.token, [
      ["user_id", u.id],
      ["file", pdfFile(SOFTWARE)],
    ]),
  );
  expect(up.status).toBe(200);
  const before = { row: await row(u.id), keys: await r2Keys(u.id) };
  return { ...u, before };
}

async function expectUnchanged(u: Awaited<ReturnType<typeof userWithProfile>>) {
  expect(await row(u.id)).toEqual(u.before.row);
  expect(await r2Keys(u.id)).toEqual(u.before.keys);
}

/** A letter: real selectable text, but no resume section the parser can find. */
async function letterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    "Joanna Public",
    "12 Harbour Road, Springfield",
    "",
    "Dear Madam or Sir,",
    "thank you for your letter of 3 March about the repairs to the roof of our building.",
    "We would be glad if the work could start before the end of the month.",
    "",
    "Yours sincerely,",
    "Joanna Public",
  ];
  lines.forEach((text, i) => {
    page.drawText(text, { x: 72, y: 760 - i * 18, size: 11, font });
  });
  return doc.save();
}

async function noTextPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 600, width: 300, height: 150 });
  return doc.save();
}

describe("POST /api/resume/upload: success", () => {
  it("parses a real resume, keeps the original in R2 under the user's prefix, saves the record in D1, answers { message, data }", async () => {
    const u = await makeUser();
    const res = await call(
      "/api/resume/upload",
      uploadInit(u.token, [
        ["user_id", u.id],
        ["file", pdfFile(SOFTWARE, "Software CV.pdf")],
      ]),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadAnswer;
    expect(typeof body.message).toBe("string");
    expect(body.data.version).toBe(1);
    expect(body.data.profile.personal_info.name).toBe(softwareTruth.personal_info.name);
    expect(body.data.profile.personal_info.email).toBe(softwareTruth.personal_info.email);
    expect(body.data.profile.experiences.work_experiences.map((w) => w.company)).toEqual(
      softwareTruth.experiences.work_experiences.map((w) => w.company),
    );
    expect(Array.isArray(body.warnings)).toBe(true);
    // The parser's uncertain fields for the profile's "Check this" marks: a clean resume has none.
    expect(body.review).toEqual([]);

    const stored = await row(u.id);
    expect(JSON.parse(stored!.experiences)).toEqual(body.data.profile);
    expect(stored!.version).toBe(1);
    expect(stored!.source_key).toMatch(new RegExp(`^uploads/${u.id}/[0-9a-f-]{36}\\.pdf$`));
    const obj = await env.FILES.get(stored!.source_key!);
    expect(obj?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await obj!.arrayBuffer())).toEqual(SOFTWARE);

    const profile = await call("/api/profile", { headers: { authorization: `Bearer ${u.token}` } });
    expect(await profile.json()).toEqual(body.data);
  }, 120_000); // the first pdf.js load in a run takes a few seconds (far more on a loaded machine)

  // (After the first upload: the first pdf.js load in a run can outlast the parse deadline on a loaded machine.)
  it("answers the fields the parser was unsure of (review marks) beside the saved profile", async () => {
    const u = await makeUser();
    const res = await call(
      "/api/resume/upload",
      uploadInit(u.token, [
        ["user_id", u.id],
        ["file", pdfFile(await ambiguousResumePdf())],
      ]),
    );
    const body = (await res.json()) as UploadAnswer;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.review).toEqual([AMBIGUOUS_MARK]);
    // The mark points at a field of the saved profile.
    expect(body.data.profile.experiences.work_experiences[0]?.company).toBe("Northwind");
  }, 120_000);

  it("a new PDF replaces the profile, moves the version on (stale tabs get 409) and keeps only the new original", async () => {
    const u = await makeUser();
    const first = (await (
      await call(
        "/api/resume/upload",
        uploadInit(u.token, [
          ["user_id", u.id],
          ["file", pdfFile(SOFTWARE)],
        ]),
      )
    ).json()) as UploadAnswer;
    // The user edits by hand, then replaces from a new PDF.
    const edited = { ...first.data.profile, personal_info: { ...first.data.profile.personal_info, phone: "000" } };
    expect((await call("/api/profile", jsonInit("PUT", { profile: edited, version: 1 }, u.token))).status).toBe(200);
    const firstKey = (await row(u.id))!.source_key;
    const res = await call(
      "/api/resume/upload",
      uploadInit(u.token, [
        ["user_id", u.id],
        ["file", pdfFile(NURSE)],
      ]),
    );
    expect(res.status).toBe(200);
    const second = (await res.json()) as UploadAnswer;
    expect(second.data.version).toBe(3);
    expect(second.data.profile.personal_info.name).toBe(nurseTruth.personal_info.name);
    const keys = await r2Keys(u.id);
    expect(keys).toEqual([(await row(u.id))!.source_key]);
    expect(keys).not.toContain(firstKey);
    // A tab still holding version 2 cannot overwrite the new profile.
    const stale = await call("/api/profile", jsonInit("PUT", { profile: edited, version: 2 }, u.token));
    expect(stale.status).toBe(409);
    expect(JSON.parse((await row(u.id))!.experiences).personal_info.name).toBe(nurseTruth.personal_info.name);
  });

  it("two uploads at once leave one profile, version 2, and exactly one original in R2", async () => {
    const u = await makeUser();
    const answers = await Promise.all([
      call(
        "/api/resume/upload",
        uploadInit(u.token, [
          ["user_id", u.id],
          ["file", pdfFile(SOFTWARE)],
        ]),
      ),
      call(
        "/api/resume/upload",
        uploadInit(u.token, [
          ["user_id", u.id],
          ["file", pdfFile(NURSE)],
        ]),
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const stored = await row(u.id);
    expect(stored!.version).toBe(2);
    expect(await r2Keys(u.id)).toEqual([stored!.source_key]);
  });

  it("also works for a user who filled in a profile by hand first", async () => {
    const u = await makeUser();
    expect((await call("/api/profile", jsonInit("PUT", { profile: sampleRecord(), version: 0 }, u.token))).status).toBe(200);
    const res = await call(
      "/api/resume/upload",
      uploadInit(u.token, [
        ["user_id", u.id],
        ["file", pdfFile(NURSE)],
      ]),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as UploadAnswer).data.version).toBe(2);
  });
});

describe("POST /api/resume/upload: bad input gets a clear 4xx and loses nothing", () => {
  it("needs a bearer token", async () => {
    const u = await userWithProfile();
    const res = await call(
      "/api/resume/upload",
      uploadInit(undefined, [
        ["user_id", u.id],
        ["file", pdfFile(NURSE)],
      ]),
    );
    expect(res.status).toBe(401);
    await expectUnchanged(u);
  });

  it("another user's user_id is 403", async () => {
    const victim = await userWithProfile();
    const attacker = await makeUser();
    const res = await call(
      "/api/resume/upload",
      uploadInit(attacker.token, [
        ["user_id", victim.id],
        ["file", pdfFile(NURSE)],
      ]),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/your own profile/);
    await expectUnchanged(victim);
    expect(await row(attacker.id)).toBeNull();
    expect(await r2Keys(attacker.id)).toEqual([]);
  });

  const cases: Array<[string, (u: { id: string }) => Part[] | Promise<Part[]>, number, RegExp]> = [
    ["missing file field", (u) => [["user_id", u.id]], 400, /file is required/],
    ["missing user_id", () => [["file", pdfFile(NURSE)]], 400, /user_id is required/],
    [
      "two files",
      (u) => [
        ["user_id", u.id],
        ["file", pdfFile(NURSE)],
        ["file", pdfFile(SOFTWARE)],
      ],
      400,
      /one file at a time/,
    ],
    [
      "file sent as text",
      (u) => [
        ["user_id", u.id],
        ["file", "not a file"],
      ],
      400,
      /must be a file/,
    ],
    [
      "an empty file",
      (u) => [
        ["user_id", u.id],
        ["file", pdfFile(new Uint8Array(0))],
      ],
      400,
      /empty/,
    ],
    [
      "a 6 MB file",
      (u) => {
        const big = new Uint8Array(6 * 1024 * 1024).fill(32);
        big.set(new TextEncoder().encode("%PDF-1.4\n"), 0);
        big.set(new TextEncoder().encode("%%EOF\n"), big.length - 6);
        return [
          ["user_id", u.id],
          ["file", pdfFile(big)],
        ];
      },
      413,
      /larger than 5MB/,
    ],
    [
      "a JPEG named .pdf",
      (u) => {
        const jpeg = new Uint8Array(4096).map((_, i) => (i * 37) % 251);
        jpeg.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46], 0);
        return [
          ["user_id", u.id],
          ["file", pdfFile(jpeg, "photo.pdf")],
        ];
      },
      400,
      /not a PDF/,
    ],
    [
      "a text file renamed .pdf",
      (u) => [
        ["user_id", u.id],
        ["file", pdfFile(new TextEncoder().encode("Jane Doe\nEngineer\n".repeat(50)), "cv.pdf")],
      ],
      400,
      /not a PDF/,
    ],
    [
      "a broken (truncated) PDF",
      (u) => [
        ["user_id", u.id],
        ["file", pdfFile(NURSE.slice(0, Math.floor(NURSE.length / 2)))],
      ],
      400,
      /damaged/,
    ],
    [
      "a PDF with no text",
      async (u) => [
        ["user_id", u.id],
        ["file", pdfFile(await noTextPdf())],
      ],
      422,
      /no selectable text/,
    ],
    [
      "a letter (text, but no resume sections)",
      async (u) => [
        ["user_id", u.id],
        ["file", pdfFile(await letterPdf(), "letter.pdf")],
      ],
      422,
      /could not find any resume sections.*profile was not changed/,
    ],
  ];
  for (const [name, parts, status, pattern] of cases) {
    it(name, async () => {
      const u = await userWithProfile();
      const res = await call("/api/resume/upload", uploadInit(u.token, await parts(u)));
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string; request_id: string };
      expect(body.error).toMatch(pattern);
      expect(body.request_id).toBeTruthy();
      await expectUnchanged(u);
    });
  }

  // The parser's own refusal fixtures (test/fixtures/resumes/refusals): real files made by real tools.
  const fixtures: Array<[string, string, number, RegExp]> = [
    ["a password-protected PDF (fixture)", encryptedUrl, 400, /password-protected/],
    ["an eleven-page PDF (fixture)", elevenPagesUrl, 422, /more than 10 pages/],
    ["a scanned PDF without text (fixture)", scannedUrl, 422, /no selectable text/],
    ["a truncated PDF (fixture)", truncatedUrl, 400, /damaged/],
  ];
  for (const [name, url, status, pattern] of fixtures) {
    it(name, async () => {
      const u = await userWithProfile();
      const res = await call(
        "/api/resume/upload",
        uploadInit(u.token, [
          ["user_id", u.id],
          ["file", pdfFile(fromDataUrl(url))],
        ]),
      );
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(pattern);
      await expectUnchanged(u);
    });
  }

  it("a body over 12 MB is refused by the body limit (413)", async () => {
    const u = await userWithProfile();
    const res = await call(
      "/api/resume/upload",
      uploadInit(u.token, [
        ["user_id", u.id],
        ["file", pdfFile(new Uint8Array(13 * 1024 * 1024))],
      ]),
    );
    expect(res.status).toBe(413);
    await expectUnchanged(u);
  });

  it("a form of thousands of empty fields is refused before it is parsed (400), and counts as an upload", async () => {
    const u = await userWithProfile();
    const parts: Part[] = [["user_id", u.id]];
    for (let i = 0; i < 20_000; i++) parts.push([`f${i}`, ""]);
    parts.push(["file", pdfFile(SOFTWARE)]);
    const res = await call("/api/resume/upload", uploadInit(u.token, parts));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "validation_failed",
      field: "body",
      error: "Invalid request: body: the form may hold only user_id and one file.",
    });
    await expectUnchanged(u);
    // The upload limit counts requests before their bodies are read: past it, even such a form is a 429.
    for (let i = 0; i < 8; i++) expect((await call("/api/resume/upload", uploadInit(u.token, parts))).status).toBe(400);
    expect((await call("/api/resume/upload", uploadInit(u.token, parts))).status).toBe(429);
  });

  it("not multipart is 415", async () => {
    const u = await userWithProfile();
    const res = await call("/api/resume/upload", jsonInit("POST", { user_id: u.id, file: "x" }, u.token));
    expect(res.status).toBe(415);
    await expectUnchanged(u);
  });
});
