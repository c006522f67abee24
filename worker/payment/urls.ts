// Return addresses for checkout. They must be on our own origin, so a checkout can never be used to
// send a paying user somewhere else (open redirect).

export const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** The absolute URL for `raw` (absolute or root-relative) when it is on `origin`, else null. */
export function ownOriginUrl(raw: string, origin: string): string | null {
  let u: URL;
  try {
    u = new URL(raw, origin);
  } catch {
    return null;
  }
  if (u.origin !== origin || u.username || u.password) return null;
  if (!raw.startsWith("/") && !/^https?:\/\//i.test(raw)) return null;
  if (raw.startsWith("//")) return null;
  // The URL parser percent-encodes braces in paths; Stripe needs the placeholder literally.
  return u.href.replaceAll("%7BCHECKOUT_SESSION_ID%7D", SESSION_PLACEHOLDER);
}

/** Makes sure the success URL carries the session id Stripe (or the test checkout) fills in. */
export function withSessionPlaceholder(successUrl: string): string {
  if (successUrl.includes(SESSION_PLACEHOLDER)) return successUrl;
  const hash = successUrl.indexOf("#");
  const base = hash < 0 ? successUrl : successUrl.slice(0, hash);
  const frag = hash < 0 ? "" : successUrl.slice(hash);
  return `${base}${base.includes("?") ? "&" : "?"}session_id=${SESSION_PLACEHOLDER}${frag}`;
}

/** What the browser is sent to after paying: the placeholder replaced by the real session id. */
export function fillSessionId(successUrl: string, sessionId: string): string {
  return successUrl.replaceAll(SESSION_PLACEHOLDER, encodeURIComponent(sessionId));
}
