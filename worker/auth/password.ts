// Password hashing: PBKDF2-SHA256 over WebCrypto with a per-user random salt. Workers cap PBKDF2 at
// 100 000 iterations, so that is the count; it is stored with the hash ("pbkdf2_sha256$iter$salt$hash")
// so a later raise re-hashes on the next successful sign-in (see needsRehash).
import { COMMON_PASSWORDS } from "./common-passwords";
import { base64url, fromBase64url } from "./jwt";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

const enc = new TextEncoder();

/** Unicode passwords typed on different keyboards compare equal after NFKC (NIST SP 800-63B). */
function normalize(password: string): Uint8Array<ArrayBuffer> {
  return enc.encode(password.normalize("NFKC"));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", normalize(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2_sha256$${iterations}$${base64url(salt)}$${base64url(hash)}`;
}

interface Parsed {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== "pbkdf2_sha256") return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    return { iterations, salt: fromBase64url(parts[2]!), hash: fromBase64url(parts[3]!) };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const p = stored ? parse(stored) : null;
  if (!p) {
    // Same work as a real check, so an unknown e-mail is not revealed by timing.
    await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return false;
  }
  return constantTimeEqual(await derive(password, p.salt, p.iterations), p.hash);
}

/** True when the stored hash used weaker parameters than today's; re-hash after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const p = parse(stored);
  return !p || p.iterations < PBKDF2_ITERATIONS;
}

/** The weak-password message, or null when the password is acceptable. */
export function weakPasswordReason(password: string): string | null {
  const length = [...password.normalize("NFKC")].length;
  if (length < MIN_PASSWORD_LENGTH) return `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return "Password is known to be weak and easy to guess, please choose a different one.";
  }
  return null;
}
