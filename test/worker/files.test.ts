// Signed download links: GET /api/files/<id>?exp=&sig= streams the PDF; anything else is a 403 JSON.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOWNLOAD_LINK_TTL_SECONDS, nowSeconds, signedDownloadUrl } from "../../worker/files/signed-url";
import { call, jsonInit, makeUser } from "./helpers";
import { editorResume } from "./pdf-fixtures";

async function generated(token: string) {
  const res = await call("/api/resume/generate_pdf", jsonInit("POST", { ...editorResume(), role_applied: "Data Engineer" }, token));
  expect(res.status).toBe(201);
  return res.json<{ id: string; filename: string }>();
}

async function expect403(url: string) {
  const res = await call(url);
  expect(res.status).toBe(403);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = await res.json<{ error: string }>();
  expect(body.error).toMatch(/invalid or has expired/);
  expect(res.headers.get("content-disposition")).toBeNull();
}

describe("GET /api/files/:id", { timeout: 120_000 }, () => {
  it("a fresh link downloads the PDF as an attachment under its filename", async () => {
    const u = await makeUser();
    const { id, filename } = await generated(u.token);
    const url = await signedDownloadUrl(env, u.id, id);
    const exp = Number(new URL(url, "https://x").searchParams.get("exp"));
    expect(exp - nowSeconds()).toBeGreaterThan(DOWNLOAD_LINK_TTL_SECONDS - 5);
    expect(exp - nowSeconds()).toBeLessThanOrEqual(15 * 60);
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const stored = await (await env.FILES.get(`generated/${u.id}/${id}.pdf`))!.arrayBuffer();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(stored));
  });

  it("refuses a tampered signature, expiry or id", async () => {
    const u = await makeUser();
    const one = await generated(u.token);
    const two = await generated(u.token);
    const url = new URL(await signedDownloadUrl(env, u.id, one.id), "https://x");
    const sig = url.searchParams.get("sig")!;
    const exp = url.searchParams.get("exp")!;
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    await expect403(`/api/files/${one.id}?exp=${exp}&sig=${flipped}`);
    await expect403(`/api/files/${one.id}?exp=${Number(exp) + 3600}&sig=${sig}`);
    await expect403(`/api/files/${two.id}?exp=${exp}&sig=${sig}`);
    await expect403(`/api/files/${one.id}?exp=${exp}`);
    await expect403(`/api/files/${one.id}?sig=${sig}`);
    await expect403(`/api/files/${one.id}?exp=soon&sig=${sig}`);
    await expect403(`/api/files/${one.id}?exp=${exp}&sig=${sig}!!`);
  });

  it("refuses an expired link", async () => {
    const u = await makeUser();
    const { id } = await generated(u.token);
    await expect403(await signedDownloadUrl(env, u.id, id, nowSeconds() - DOWNLOAD_LINK_TTL_SECONDS - 1));
    // Exactly at expiry the link is already dead.
    await expect403(await signedDownloadUrl(env, u.id, id, nowSeconds() - DOWNLOAD_LINK_TTL_SECONDS));
  });

  it("refuses a link signed for another user, even a validly signed one", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const { id } = await generated(owner.token);
    await expect403(await signedDownloadUrl(env, other.id, id));
    // The other user's bearer token does not help either: the link is the only credential.
    const url = await signedDownloadUrl(env, other.id, id);
    const res = await call(url, { headers: { authorization: `Bearer ${other.token}` } });
    expect(res.status).toBe(403);
  });

  it("answers an unknown or malformed id exactly like a bad signature", async () => {
    const u = await makeUser();
    await expect403(await signedDownloadUrl(env, u.id, crypto.randomUUID()));
    await expect403(`/api/files/${encodeURIComponent("../../etc/passwd")}?exp=1&sig=x`);
  });

  it("never serves a file of one user through another user's listing", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const fileA = await generated(a.token);
    await generated(b.token);
    const { resumes } = await (await call("/api/resume/user_resumes", { headers: { authorization: `Bearer ${b.token}` } })).json<{
      resumes: Array<{ id: string; download_url: { signedURL: string } }>;
    }>();
    expect(resumes.map((r) => r.id)).not.toContain(fileA.id);
    for (const r of resumes) {
      const swapped = r.download_url.signedURL.replace(r.id, fileA.id);
      await expect403(swapped);
    }
  });
});
