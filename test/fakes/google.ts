// Fake Google OAuth endpoints (token + OpenID userinfo). The Worker reaches them through
// AUTH_GOOGLE_API_BASE = <fake>/google, which maps https://<host>/<path> to /google/<host>/<path>.
// Stateless: the authorization `code` a test sends is base64url(JSON profile), and the access token
// carries it, so each test chooses the Google profile it signs in with.
import { registerFake } from "./server";

const b64url = (s: string) => Buffer.from(s).toString("base64url");

export function googleCode(profile: { sub: string; email: string; email_verified?: boolean; name?: string }): string {
  return b64url(JSON.stringify({ email_verified: true, ...profile }));
}

function profileOf(code: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(code, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

registerFake("/google/oauth2.googleapis.com/token", (req) => {
  if (req.method !== "POST") return null;
  const form = new URLSearchParams(req.body);
  const basic = (req.headers.authorization ?? "").replace(/^Basic\s+/i, "");
  const clientId = decodeURIComponent(Buffer.from(basic, "base64").toString("utf8").split(":")[0] ?? "");
  const profile = profileOf(form.get("code") ?? "");
  if (form.get("grant_type") !== "authorization_code" || !profile || !form.get("code_verifier")) {
    return { status: 400, body: { error: "invalid_grant" } };
  }
  const now = Math.floor(Date.now() / 1000);
  const idToken = [
    b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "fake" })),
    b64url(
      JSON.stringify({
        iss: "https://accounts.google.com",
        aud: clientId,
        sub: profile.sub,
        email: profile.email,
        iat: now,
        exp: now + 3600,
      }),
    ),
    b64url("not-checked"),
  ].join(".");
  return {
    status: 200,
    body: {
      access_token: `at.${form.get("code")}`,
      token_type: "Bearer",
      expires_in: 3599,
      scope: "openid email profile",
      id_token: idToken,
    },
  };
});

registerFake("/google/openidconnect.googleapis.com/v1/userinfo", (req) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
  const profile = token.startsWith("at.") ? profileOf(token.slice(3)) : null;
  if (!profile) return { status: 401, body: { error: "invalid_token" } };
  return { status: 200, body: profile };
});
