// Random secrets and their stored forms. Only hashes of links, codes and refresh tokens reach D1.
import { base64url } from "./jwt";

/** A URL-safe random token with `bytes` of entropy (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniformly random n-digit code (rejection sampling, no modulo bias). */
export function randomDigits(n = 6): string {
  let out = "";
  const buf = new Uint8Array(1);
  while (out.length < n) {
    crypto.getRandomValues(buf);
    if (buf[0]! < 250) out += String(buf[0]! % 10);
  }
  return out;
}

export async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return base64url(new Uint8Array(digest));
}
