// POST /api/resume/upload with both readers (PARSE_READERS = "local+workers-ai") and a fake AI binding replaying
// recorded answers (test/fixtures/ai-reader/, hand-made stand-ins): good answers, every bad answer the reader must
// survive, a disagreement, and a prompt-injection line. Each upload must save a valid profile whose every string
// occurs in the PDF's own text; bad answers leave exactly the local model's profile; each outcome is logged by code.
import { env } from "cloudflare:workers";
import { getDocumentProxy } from "unpdf";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import injectionAnswers from "../fixtures/ai-reader/injection.answers.json";
import type { Env } from "../../worker/env";
import { DISPUTED_REASON, recordFields } from "../../worker/parse/readers/disputes";
import { type StoredRecord, storedRecordSchema } from "../../worker/shapes/resume";
import { R01_ANSWERS, type R01Answer, type Recorded, replayClient } from "../samples/ai-answers";
import { INJECTION, injectionResumePdf } from "../samples/injection-resume";
import { call, makeUser } from "./helpers";

const SOFTWARE = Uint8Array.from(atob(softwareUrl.slice(softwareUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

interface UploadAnswer {
  data: { profile: StoredRecord };
  review: { path: string; reason: string }[];
}

const saved = { readers: env.PARSE_READERS, ai: (env as Env).AI, timeout: env.PARSE_AI_TIMEOUT_MS };
let logs: string[] = [];
beforeEach(() => {
  logs = [];
  for (const level of ["log", "warn"] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => void logs.push(String(line)));
});
afterEach(() => {
  vi.restoreAllMocks();
  env.PARSE_READERS = saved.readers;
  (env as Env).AI = saved.ai;
  env.PARSE_AI_TIMEOUT_MS = saved.timeout;
});

/** Both readers, the AI one answering with `pick(prompt)`. */
function useAi(pick: (prompt: string) => Recorded) {
  const fake = replayClient(pick);
  env.PARSE_READERS = "local+workers-ai";
  (env as Env).AI = fake.client as unknown as Ai;
  return fake;
}

async function upload(bytes: Uint8Array): Promise<UploadAnswer> {
  const u = await makeUser();
  const form = new FormData();
  form.append("user_id", u.id);
  form.append("file", new File([bytes.slice() as Uint8Array<ArrayBuffer>], "resume.pdf", { type: "application/pdf" }));
  const res = await call("/api/resume/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${u.token}` } });
  expect(res.status).toBe(200);
  return res.json<UploadAnswer>();
}

/** The PDF's text as pdf.js gives it, spaces and hyphens dropped (a wrapped line's hyphen is joined away). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(bytes.slice());
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += (content.items as { str?: string }[]).map((i) => i.str ?? "").join("");
  }
  return squeeze(text);
}
const squeeze = (s: string) => s.replace(/[\s\-‐–—]+/g, "");

/** A valid stored record whose every string is in the PDF's own text. */
async function expectGrounded(profile: StoredRecord, bytes: Uint8Array) {
  expect(storedRecordSchema.safeParse(profile).success).toBe(true);
  const text = await pdfText(bytes);
  const fields = [...recordFields(profile)].flatMap(([path, value]) => value.split("\n").map((v) => [path, v] as const));
  expect(fields.length).toBeGreaterThan(5);
  for (const [path, value] of fields) expect(text, path).toContain(squeeze(value));
}

const logged = (msg: string) => logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === msg);

/** The upload answer with the local model alone, once per file (each test may run on its own). */
let localAnswer: UploadAnswer | undefined;
async function localOnlyAnswer(): Promise<UploadAnswer> {
  if (localAnswer) return localAnswer;
  const readers = env.PARSE_READERS;
  env.PARSE_READERS = "local";
  localAnswer = await upload(SOFTWARE);
  env.PARSE_READERS = readers;
  logs = [];
  return localAnswer;
}

describe("POST /api/resume/upload with the AI reader", { timeout: 120_000 }, () => {
  it("the local model alone (PARSE_READERS = local) never calls the binding", async () => {
    const fake = useAi(() => R01_ANSWERS.good!);
    const localOnly = await localOnlyAnswer();
    expect(fake.calls).toHaveLength(0);
    await expectGrounded(localOnly.data.profile, SOFTWARE);
    env.PARSE_READERS = "local";
    await upload(SOFTWARE);
    expect(logged("resume_read")[0]).toMatchObject({ readers: "local" });
    expect(fake.calls).toHaveLength(0);
  });

  it("a good answer: the readers agree, the profile is the same, the neurons are logged", async () => {
    const localOnly = await localOnlyAnswer();
    const fake = useAi(() => R01_ANSWERS.good!);
    const body = await upload(SOFTWARE);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.model).toBe(env.PARSE_AI_MODEL);
    expect(body.data.profile).toEqual(localOnly.data.profile);
    expect(body.review).toEqual(localOnly.review);
    const line = logged("resume_read")[0]!;
    expect(line).toMatchObject({ readers: "local+workers-ai", ai: "ok", input_tokens: 1200, output_tokens: 300, disputed: 0 });
    expect(line.neurons).toBeGreaterThan(0);
    await expectGrounded(body.data.profile, SOFTWARE);
  });

  it("a disagreement: the fields the readers would fill differently are marked 'Check this'", async () => {
    const localOnly = await localOnlyAnswer();
    useAi(() => R01_ANSWERS.disagree!);
    const body = await upload(SOFTWARE);
    expect(body.data.profile).toEqual(localOnly.data.profile);
    const marks = body.review.filter((m) => m.reason === DISPUTED_REASON).map((m) => m.path);
    expect(marks).toContain("experiences.work_experiences.1.title");
    expect(marks.every((p) => p.startsWith("experiences.work_experiences.1."))).toBe(true);
    expect(logged("resume_read")[0]).toMatchObject({ ai: "ok", disputed: 1 });
  });

  const bad: [R01Answer, string][] = [
    ["out_of_range", "out_of_range"],
    ["overlap", "overlap"],
    ["empty", "empty"],
    ["all_other", "all_other"],
    ["truncated", "truncated"],
    ["json_mode", "json_mode"],
    ["quota", "quota"],
    ["timeout", "timeout"],
  ];
  it.each(bad)("a bad answer (%s) leaves the local model's profile, logged with the code %s", async (answer, code) => {
    const localOnly = await localOnlyAnswer();
    useAi(() => R01_ANSWERS[answer]!);
    env.PARSE_AI_TIMEOUT_MS = "200";
    const body = await upload(SOFTWARE);
    expect(body.data.profile).toEqual(localOnly.data.profile);
    expect(body.review).toEqual(localOnly.review);
    expect(logged("parse.ai.fallback")[0]).toMatchObject({ code });
    expect(logged("resume_read")[0]).toMatchObject({ readers: "local+workers-ai", ai: code });
    await expectGrounded(body.data.profile, SOFTWARE);
  });

  it("no AI binding: the local model reads, and the log says why the AI reader did not", async () => {
    const localOnly = await localOnlyAnswer();
    env.PARSE_READERS = "local+workers-ai";
    (env as Env).AI = undefined;
    const body = await upload(SOFTWARE);
    expect(body.data.profile).toEqual(localOnly.data.profile);
    expect(logged("parse.ai.fallback")[0]).toMatchObject({ code: "no_binding" });
  });

  it("a prompt-injection line changes nothing but that line's own reading", async () => {
    const pdf = await injectionResumePdf();
    env.PARSE_READERS = "local";
    const alone = await upload(pdf);
    // The fake model obeys the injection whenever it can read it.
    const { good, hijacked } = injectionAnswers.answers;
    const fake = useAi((prompt) => (prompt.includes("Ignore the above") ? hijacked : good));
    const body = await upload(pdf);
    expect(body.data.profile).toEqual(alone.data.profile);
    // The only field marked is the one built from the injection line (the model read it as other, the local model as a bullet).
    const marks = body.review.filter((m) => m.reason === DISPUTED_REASON);
    expect(marks).toEqual([{ path: "experiences.work_experiences.0.responsibilities.1", reason: DISPUTED_REASON }]);
    expect(body.review.filter((m) => m.reason !== DISPUTED_REASON)).toEqual(alone.review);
    expect(logged("resume_read").at(-1)).toMatchObject({ ai: "ok", disputed: 1 });
    await expectGrounded(body.data.profile, pdf);
    expect(fake.calls[0]!.input.messages.map((m) => m.content).join("\n")).not.toContain(INJECTION);
  });
});
