// Where printed addresses link to. Only http(s) and mailto targets are ever made: a typed "javascript:" or
// "file:" address prints as text and links nowhere. Targets are normalised by the URL parser, so what goes
// into the PDF is plain ASCII.

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]{2,}$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// A bare host with an optional path: "janedoe.dev", "www.example.com/work", "github.com/jane".
const HOSTLIKE = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;
// A profile handle typed alone: "janedoe", "jane-doe-42".
const HANDLE = /^@?[A-Za-z0-9][A-Za-z0-9_-]{0,98}[A-Za-z0-9_]?$/;

/** The http(s) address a printed link stands for, or null when it is not one. */
export function webHref(text: string): string | null {
  const t = text.trim();
  if (!t || /\s/.test(t)) return null;
  let candidate: string;
  if (/^https?:\/\//i.test(t)) candidate = t;
  else if (SCHEME.test(t) && !/^[^:/]+\.[^:/]+:\d/.test(t)) return null;
  else if (HOSTLIKE.test(t)) candidate = `https://${t}`;
  else return null;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

const PROFILE_HOME = { linkedin: "https://www.linkedin.com/in/", github: "https://github.com/" } as const;

/** The link of a contact item: e-mail → mailto, profiles and the website → their pages; none for phone and place. */
export function contactHref(field: "location" | "phone" | "email" | "linkedin" | "github" | "website", text: string): string | null {
  const t = text.trim();
  if (field === "email") return EMAIL.test(t) ? `mailto:${encodeURI(t)}` : null;
  if (field === "linkedin" || field === "github") {
    if (HANDLE.test(t) && !t.includes(".")) return `${PROFILE_HOME[field]}${t.replace(/^@/, "")}`;
    return webHref(t);
  }
  if (field === "website") return webHref(t);
  return null;
}

/** The link of an entry's printed address (a project's repository, an employer's site). */
export function entryHref(text: string): string | null {
  return webHref(text);
}
