// Finds the job title in a job description ('General' when there is none). Tried in order of reliability:
// an explicit "Job title:" field, a hiring sentence ("we are looking for a Senior Data Analyst to …"),
// then the first short line that ends in a job-title noun.

import { TITLE_NOUNS } from "../lexicon/text";
import { isGermanLine } from "./german-terms";

export const GENERAL_ROLE = "General";
const MAX_TITLE_CHARS = 80;
const TITLE_CASE = /^[A-Z0-9][\w&/+#.()-]*(?:\s+(?:[A-Z0-9][\w&/+#.()-]*|of|and|&|for|-|–))*$/;

const FIELD_RE = /^\s*(?:job\s*title|position(?:\s*title)?|role(?:\s*title)?|title|vacancy|opening)\s*[:\-–]\s*(.+)$/im;
const SENTENCE_RES = [
  // "has an immediate need for a qualified Project Manager" is the same hiring sentence.
  /\b(?:looking for|seeking|searching for|hiring|recruiting|in search of|(?:has|have) (?:an? )?(?:immediate |urgent )?need (?:for|of))\s+(?:an?|our (?:next|new|first)|the|two|several)?\s*(?:[a-z][a-z-]*,?\s+){0,3}([A-Z][\w&/+#.-]*(?:\s+(?:[A-Z][\w&/+#.-]*|of|and|&|to|for|-|–|I{1,3}))*)/,
  /\b(?:[Jj]oin (?:us|our team|the team) as(?: an?| our)?|[Aa]s (?:an?|our)(?: first| next| new)?)\s+([A-Z][\w&/+#.-]*(?:\s+(?:[A-Z][\w&/+#.-]*|of|and|&))*)/,
];

function endsWithTitleNoun(candidate: string): boolean {
  if (/\b(?:head|vp|vice president|director|chief) of\b/i.test(candidate)) return true;
  const words = candidate
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .split(/[\s,/]+/)
    .filter(Boolean);
  // A plural names the same post ("Hiring Summer Instructors").
  const noun = (w: string) => TITLE_NOUNS.has(w) || (/[^s]s$/.test(w) && TITLE_NOUNS.has(w.slice(0, -1)));
  return words.some((w) => noun(w.replace(/[^a-z]/g, "")) && !["head", "staff", "senior", "junior", "principal", "chief"].includes(w));
}

function clean(candidate: string): string {
  // A title ends with its line: the sentence pattern may run on into the next one ("Project Manager.\n\nIdeal …").
  let t = candidate
    .split(/\r?\n/)[0]!
    .replace(/[*_#`]+/g, " ")
    // drop trailing location / company / work-mode qualifiers: "Backend Engineer - Remote", "… at Acme", "(m/f/d)"
    .replace(/\s*\((?:m\/f\/d|f\/m\/d|m\/w\/d|all genders|remote|hybrid|on-?site|contract|full[- ]time|part[- ]time)[^)]*\)/gi, "")
    .replace(/\s+(?:at|@|with)\s+[A-Z].*$/, "")
    .replace(/\s+[-–—|]\s+.*$/, "")
    .replace(/\s*[,.;:!].*$/, "")
    .replace(/\s+(?:to|who|that|with|for|in|on|and)$/i, "")
    .replace(/\s+/g, " ")
    .trim();
  // Trailing joiners left by the cut ("Senior Engineer to …" already cut; "Head of" alone is incomplete).
  t = t.replace(/\s+(?:of|and|&|to|for)$/i, "").trim();
  return t;
}

function accept(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  const t = clean(candidate);
  if (!t || t.length > MAX_TITLE_CHARS || t.split(/\s+/).length > 8) return undefined;
  return endsWithTitleNoun(t) ? t : undefined;
}

export function findRoleTitle(jobDescription: string): string {
  const text = jobDescription.slice(0, 20_000);
  const field = FIELD_RE.exec(text);
  const fromField = accept(field?.[1]);
  if (fromField) return fromField;

  for (const re of SENTENCE_RES) {
    const found = accept(re.exec(text)?.[1]);
    if (found) return found;
  }

  // The first few non-empty lines: postings usually open with the title.
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 6);
  for (const line of lines) {
    if (line.length > MAX_TITLE_CHARS + 20) {
      // A description pasted as one paragraph often opens with the title: "Senior Engineer at Acme. We …".
      // Only a Title Case opening counts here, so an ordinary first sentence is never taken for a title.
      const opening = accept(/^(.{3,100}?)[.!?](?:\s|$)/.exec(line)?.[1]);
      if (opening && TITLE_CASE.test(opening)) return opening;
      continue;
    }
    if (/[.!?]$/.test(line) && line.split(/\s+/).length > 8) continue;
    // A label before the title ("Job Description: Project Manager", "Hiring Summer Instructors").
    const found = accept(
      line.replace(/^(?:job(?: description| posting| opening)?|role|position|(?:we(?:'re| are) |now )?hiring)\s*[:\-–]?\s*/i, ""),
    );
    if (found) return found;
  }
  return germanRoleTitle(text, lines) ?? GENERAL_ROLE;
}

// German titles are compounds the English title nouns never end in ("Kleintiermediziner", "Werkstudent"), so a
// German posting (three German lines or more) names its title by other signs: the gender marker every German
// title carries ("Erzieher (m/w/d)"), the hiring verb ("… sucht Werkstudent"), or an opening line of one
// agent noun ("BUCHHALTER").
const GENDER_MARKER = /\((?:[mwfd]\s*\/\s*){2}[mwfd]\)/i;
const GERMAN_HIRING =
  /\bsuch(?:t|en)\s+(?:wir\s+)?(?:(?:zum|ab)\s+(?:nächstmöglichen\s+)?\p{L}+\s+)?(?:eine?n?\s+)?(?:[-–•]\s*)?(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)/u;
const AGENT_NOUN = /^\p{Lu}[\p{L}]{3,}(?:er|erin|ent|entin|ant|antin|ist|istin|eur|eurin)$/iu;

function germanRoleTitle(text: string, opening: string[]): string | undefined {
  if (text.split(/\r?\n/).filter(isGermanLine).length < 3) return undefined;
  const titled = (t: string) => (t === t.toUpperCase() ? t[0] + t.slice(1).toLowerCase() : t);
  for (const line of opening) {
    if (!GENDER_MARKER.test(line)) continue;
    const t = clean(line.replace(GENDER_MARKER, "").replace(/^[\s\-–•*·]+/, ""));
    if (t && t.length <= MAX_TITLE_CHARS && t.split(/\s+/).length <= 6) return t;
  }
  const hiring = GERMAN_HIRING.exec(text)?.[1];
  if (hiring && AGENT_NOUN.test(hiring.split(" ").pop()!)) return hiring;
  const first = opening[0];
  if (first && AGENT_NOUN.test(first)) return titled(first);
  return undefined;
}
