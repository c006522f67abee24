// Hostile uploads against the real Worker in workerd: every class built in test/worker/hostile-pdfs.ts is
// refused with a 422 JSON reason, nothing is stored, and a request sent at the same time is answered.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import { call, makeUser } from "./helpers";
import { HOSTILE } from "./hostile-pdfs";
import { HIDDEN } from "./hostile-shapes";

const SOFTWARE = Uint8Array.from(atob(softwareUrl.slice(softwareUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

function upload(token: string, userId: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append("user_id", userId);
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "resume.pdf", { type: "application/pdf" }));
  return call("/api/resume/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
}

async function stored(userId: string) {
  const keys = (await env.FILES.list({ prefix: `uploads/${userId}/` })).objects.map((o) => o.key);
  const row = await env.DB.prepare("SELECT version FROM resumeUploaded WHERE id = ?").bind(userId).first<{ version: number }>();
  return { keys, version: row?.version ?? null };
}

const REFUSED_AS: Record<string, string> = { "many-pages-15k": "too_many_pages" };
// Files that are odd but cheap: pdf.js answers them quickly, so they need no new refusal.
const CHEAP = new Set(["page-tree-loop", "xref-loop", "huge-mediabox"]);

describe("hostile PDF uploads", { timeout: 60_000 }, () => {
  for (const h of [...HOSTILE.filter((h) => !CHEAP.has(h.name)), ...HIDDEN]) {
    it(`${h.name} (${h.what}) is refused with a reason while /api/health is answered`, async () => {
      const u = await makeUser();
      const [res, health] = await Promise.all([upload(u.token, u.id, h.build()), call("/api/health")]);
      expect(health.status).toBe(200);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: string; code: string; reason: string };
      expect(body.code).toBe("pdf_refused");
      expect(body.reason).toBe(REFUSED_AS[h.name] ?? "too_complex");
      expect(body.error).toMatch(/^This PDF /);
      expect(await stored(u.id)).toEqual({ keys: [], version: null });
    });
  }

  for (const name of CHEAP) {
    it(`${name} gets an answer (a record or a 4xx reason), never a 5xx`, async () => {
      const u = await makeUser();
      const res = await upload(u.token, u.id, HOSTILE.find((h) => h.name === name)!.build());
      expect(res.status).toBeLessThan(500);
    });
  }

  it("another user's normal upload sent at the same time as a bomb is accepted", async () => {
    const attacker = await makeUser();
    const other = await makeUser();
    const bomb = HOSTILE.find((h) => h.name === "form-fanout-20x2")!.build();
    const [refused, accepted] = await Promise.all([upload(attacker.token, attacker.id, bomb), upload(other.token, other.id, SOFTWARE)]);
    expect(refused.status).toBe(422);
    expect(accepted.status).toBe(200);
    expect((await stored(other.id)).version).toBe(1);
  });
});
