// A parse that spins costs the parse Worker, never the app Worker (issue 33, item 1). The PDF here goes to a parser
// without the preflight (test/parse-service/servers.ts), so pdf.js really spins on it, as on a class the preflight
// missed; it runs in its own workerd process, as the parse Worker runs apart in production. Meanwhile the app keeps
// answering: /api/health, and another user's upload, read by the real parse Worker and stored. The spinning upload
// is refused with the too-complex reason once the app stops waiting (locally the wall-clock deadline,
// PARSE_DEADLINE_MS; in production the parse Worker's CPU limit ends it first), and nothing of it is stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import softwareUrl from "../fixtures/resumes/r01-classic-software.pdf?inline";
import { SPIN_MARK } from "../parse-service/servers";
import { call, makeUser } from "./helpers";
import { type1FanOut } from "./hostile-shapes";

const SOFTWARE = Uint8Array.from(atob(softwareUrl.slice(softwareUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

function upload(token: string, userId: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append("user_id", userId);
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "resume.pdf", { type: "application/pdf" }));
  return call("/api/resume/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
}

/** A Type 1 font whose conversion takes pdf.js 2^29 subroutine calls (seconds of CPU), marked for the spinning parser. */
function spinningPdf(): Uint8Array {
  const pdf = type1FanOut(29, 2);
  const mark = new TextEncoder().encode(`\n${SPIN_MARK}\n`);
  const out = new Uint8Array(pdf.length + mark.length);
  out.set(pdf.subarray(0, 9));
  out.set(mark, 9);
  out.set(pdf.subarray(9), 9 + mark.length);
  return out;
}

describe("a parse that spins holds up no one else", { timeout: 120_000 }, () => {
  it("health and another user's upload are answered while the parse Worker spins; the spinning upload is refused", async () => {
    const attacker = await makeUser();
    const other = await makeUser();
    const started = Date.now();
    const spinning = upload(attacker.token, attacker.id, spinningPdf()).then((res) => ({ res, at: Date.now() - started }));
    // Give the parse Worker time to start spinning before the other requests go out.
    await new Promise((r) => setTimeout(r, 1500));
    const health = await call("/api/health");
    const healthAt = Date.now() - started;
    const accepted = await upload(other.token, other.id, SOFTWARE);
    const acceptedAt = Date.now() - started;
    const refused = await spinning;
    expect(health.status).toBe(200);
    expect(accepted.status).toBe(200);
    expect(refused.res.status).toBe(422);
    expect(await refused.res.json()).toMatchObject({ code: "pdf_refused", reason: "too_complex" });
    // Both were answered before the spinning upload was given up.
    expect(healthAt).toBeLessThan(refused.at);
    expect(acceptedAt).toBeLessThan(refused.at);
    expect((await env.FILES.list({ prefix: `uploads/${attacker.id}/` })).objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `uploads/${other.id}/` })).objects).toHaveLength(1);
  });
});
