// Signed download links for generated resumes: /api/files/<id>?exp=<unix s>&sig=<HMAC>.
// The signature binds the owner's user id, the resume id and the expiry, so a link cannot be
// stretched in time, pointed at another file, or used for someone else's file.
import { hmacSign, hmacVerify } from "../auth/jwt";
import type { Env } from "../env";
import { authSecret } from "../auth/secret";

export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

// A fixed purpose prefix keeps these signatures from ever being valid as any other HMAC the app makes.
const payload = (userId: string, resumeId: string, exp: number) => `file-download:v1:${userId}:${resumeId}:${exp}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Relative URL (same origin as the API) valid for DOWNLOAD_LINK_TTL_SECONDS from `now`. */
export async function signedDownloadUrl(env: Env, userId: string, resumeId: string, now = nowSeconds()): Promise<string> {
  const exp = now + DOWNLOAD_LINK_TTL_SECONDS;
  const sig = await hmacSign(authSecret(env), payload(userId, resumeId, exp));
  return `/api/files/${encodeURIComponent(resumeId)}?exp=${exp}&sig=${sig}`;
}

export type LinkCheck = "ok" | "expired" | "bad-signature" | "malformed";

/** Checks a link's expiry and signature against the file's real owner (read from D1 by the caller). */
export async function checkDownloadLink(
  env: Env,
  ownerId: string,
  resumeId: string,
  expRaw: string | undefined,
  sig: string | undefined,
  now = nowSeconds(),
): Promise<LinkCheck> {
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return "malformed";
  const exp = Number(expRaw);
  // Verify before looking at expiry, so a forged link never learns anything from the answer.
  if (!(await hmacVerify(authSecret(env), payload(ownerId, resumeId, exp), sig))) return "bad-signature";
  if (exp <= now) return "expired";
  return "ok";
}
