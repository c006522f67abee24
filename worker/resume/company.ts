// Finds the hiring company in a job description ('' when none is named plainly). Tried in order of
// reliability: a "Company:" field, a heading or sentence that names it ("About Acme", "Acme is hiring",
// "At Acme, we …", "Join Acme"), then a title line "Senior Engineer at Acme". Shown in the resumes list
// only, so a miss costs little and a wrong guess more: every pattern asks for a capitalised name.

const MAX_CHARS = 60;
const NAME = String.raw`([A-Z0-9][\w&'.+-]*(?:[ ](?:[A-Z0-9&][\w&'.+-]*|of|and|de|la|for|the))*)`;

const FIELD = /^\s*(?:company(?:\s*name)?|employer|organi[sz]ation|hiring\s+company|client)\s*[:\-–]\s*(.+)$/im;
const PATTERNS = [
  new RegExp(String.raw`^\s*[Aa]bout\s+${NAME}\s*[:.!]?\s*$`, "m"),
  new RegExp(String.raw`(?:^|[.!?]\s+)${NAME}\s+(?:is|are)\s+(?:hiring|looking for|seeking|searching for|recruiting)\b`, "m"),
  new RegExp(String.raw`(?:^|[.!?]\s+)At\s+${NAME},\s+(?:we|our|you)\b`, "m"),
  new RegExp(String.raw`\b[Jj]oin\s+${NAME}(?:\s+as\b|[.,!])`),
];
const TITLE_AT = new RegExp(String.raw`^[^\n]{2,80}?\s(?:at|@)\s+${NAME}\s*(?:[-–—|(,]|$)`, "m");

// Words a capitalised match can be that are not a company.
const NOT_A_COMPANY =
  /^(?:the|our|us|we|you|your|this|a|an|company|team|role|position|job|remote|hybrid|home|london|new york|berlin|paris|singapore|usa|uk|eu)$/i;

function clean(candidate: string | undefined): string {
  if (!candidate) return "";
  const t = candidate
    .replace(/[*_#`"]+/g, "")
    .replace(/\s*[([].*$/, "")
    .replace(/\s+(?:is|are|has|in|for|the|and|of)$/i, "")
    .replace(/[.,;:!]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > MAX_CHARS || t.split(" ").length > 6 || NOT_A_COMPANY.test(t)) return "";
  return t;
}

export function findCompany(jobDescription: string): string {
  const text = jobDescription.slice(0, 20_000).replace(/\r/g, "");
  const field = clean(FIELD.exec(text)?.[1]);
  if (field) return field;
  for (const re of PATTERNS) {
    const found = clean(re.exec(text)?.[1]);
    if (found) return found;
  }
  // Only the opening lines: further down "at" names a product, a place or a customer more often.
  const head = text
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, 4)
    .join("\n");
  return clean(TITLE_AT.exec(head)?.[1]);
}
