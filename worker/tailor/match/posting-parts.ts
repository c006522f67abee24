// Parts of a posting that name no requirement however they are worded: the employer's own name (and the
// words of it), legal forms, time zones, and the posting's metadata lines ("Location: Berlin", "Grade: SEO",
// "Rate: $40/hr", "Powered by JazzHR"). A recruiter's list of what the job asks for never holds them.

// "Label: value" lines that describe the posting, not the work.
const METADATA_LINE =
  /^\W*(?:company|organi[sz]ation|employer|client|location|locations?|based in|salary|salary range|pay|rate|compensation|grade|level|band|job type|employment type|contract|duration|type|posted|posted date|closing date|deadline|start date|hours|schedule|shift|reports? to|department|team|division|seniority(?: level)?|interview(?: process)?|url|link|apply|reference|ref|job id|requisition|vacancy|visa|work arrangement|remote|travel|flsa(?: status)?|employee|reports)\s*[:–-]\s*\S/i;
const POWERED_BY = /\bpowered by\b|\bposted (?:via|on|by)\b/i;

/** A line that only describes the posting (its place, pay, grade, dates or board). */
export const isMetadataLine = (line: string) => METADATA_LINE.test(line) || POWERED_BY.test(line);

/** Legal forms and time zones: never a requirement, whatever the line. */
export const NEVER_TERMS = new Set(
  "gmbh inc llc ltd pvt plc ag sa bv nv co corp limited utc gmt est edt cst cdt mst mdt pst pdt cet cest bst ist aest covid".split(" "),
);

const NOT_NAMES = new Set(
  "the us you our we your this role job position team company opportunity who what why how about apply benefits".split(" "),
);

// Capitalised runs of up to five words (with "of", "for", "&", "and" inside), e.g. "Planned Parenthood of Greater Ohio".
const NAME = String.raw`((?:[A-Z][\w&'.-]*|[A-Z]{2,})(?:\s+(?:of|for|and|&|de|la)?\s*(?:[A-Z][\w&'.-]*|[A-Z]{2,})){0,4})`;
const NAME_PATTERNS: RegExp[] = [
  new RegExp(String.raw`^\W*(?:company|organi[sz]ation|employer|client)\s*[:–-]\s*${NAME}`, "gim"),
  new RegExp(String.raw`^\W*about\s+${NAME}\s*(?:\(|:|$)`, "gim"),
  new RegExp(String.raw`(?:^|[.!?]\s+)(?:at|join)\s+${NAME}(?=[\s,.!])`, "gm"),
  new RegExp(
    String.raw`\b${NAME}(?:'s|’s)\s+(?:mission|values|policies|policy|vision|culture|brand|team|goals|work|patients|overall)\b`,
    "g",
  ),
  new RegExp(String.raw`\bour\s+${NAME}\s+(?:family|team|community|mission)\b`, "g"),
  // The first line of a pasted posting often ends with the employer: "Data Engineer — GetYourGuide", "Acme: Analyst".
  new RegExp(String.raw`^\s*[^\n]{3,80}?\s+[—–|@]\s+${NAME}\s*(?:\n|$)`, "g"),
  new RegExp(String.raw`^\s*${NAME}:\s+[A-Z][^\n]{2,60}(?:\n|$)`, "g"),
  // The company as the subject of a sentence about itself: "X was founded in 1996", "X is part of Y", "X is a
  // digital agency", "X gehört zu den führenden …", "X wurde 1996 gegründet".
  new RegExp(
    String.raw`(?:^|[.!?]\s+)${NAME}\s+(?:was founded|has been part of|is part of|is one of|is a leading|is an?\s+(?:[\w-]+\s+){0,4}(?:company|agency|firm|startup|organi[sz]ation|provider|consultancy|business|charity|non-?profit|employer)\b|wurde\b|gehört zu|ist (?:seit|eine?|Teil)\b)`,
    "gm",
  ),
  // A name the company coined for its own programme or product ("our WiseStart Bootcamp"): one with a capital
  // inside, so "our Salesforce org" keeps the tool.
  /\bour\s+([A-Z][a-z]+[A-Z][A-Za-z]*)\b/g,
];

// The companies a posting lists as its clients or customers ("for companies such as Audi, ERGO and VW",
// "Unternehmen wie …"): their names are the employer's references, never a requirement.
const CLIENT_LIST =
  /\b(?:companies|clients|customers|brands|partners|organi[sz]ations|Unternehmen|Kunden|Marken)\s+(?:such as|like|including|include|wie|u\.\s?a\.)\s+([^.!?\n]{3,200})/g;

// An acronym the posting defines for an agency, a programme or another body ("California State Transportation
// Agency (CalSTA)", "Division of Rail and Mass Transportation (DRMT)", "… Travel Project (Cal-ITP)"): the name of an
// organisation, never a skill a résumé could show.
const BODY_ACRONYM =
  /\b(?:Agency|Department|Program|Programme|Project|Division|Office|Foundation|Council|Authority|Ministry|Institute|Commission|Board|Association|Administration|Bureau|Initiative|Trust|Coalition|Alliance|Consortium|Fund|Network|Society|Center|Centre|Partnership|Corporation)(?:\s+(?:(?:of|for|and|&|the|on)\s+)*[A-Z][\w'-]*){0,5}\s+\(([A-Z][A-Za-z]*(?:-[A-Za-z]+)?)\)/g;

/** The words of the employer's name(s) the posting uses, lower-cased ("eosc", "getyourguide", "reproductive", …). */
export function employerWords(jobDescription: string): Set<string> {
  const out = new Set<string>();
  const text = jobDescription.slice(0, 20_000);
  for (const re of NAME_PATTERNS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const words = (m[1] ?? "").split(/\s+/).filter(Boolean);
      if (!words.length || NOT_NAMES.has(words[0]!.toLowerCase())) continue;
      for (const w of words) {
        const low = w.toLowerCase().replace(/[’'.]s?$/, "");
        if (low.length >= 2 && !/^(?:of|for|and|&|de|la)$/.test(low)) out.add(low);
      }
    }
  }
  BODY_ACRONYM.lastIndex = 0;
  for (const m of text.matchAll(BODY_ACRONYM)) for (const w of m[1]!.split("-")) out.add(w.toLowerCase());
  CLIENT_LIST.lastIndex = 0;
  for (const m of text.matchAll(CLIENT_LIST)) {
    for (const name of m[1]!.split(/,\s*|\s+(?:and|und|&)\s+/)) {
      const words = name.trim().split(/\s+/);
      // Short names only (a brand may be written in lower case: "comdirect bank"); the list ends at the
      // sentence's end or at the first longer run of words.
      if (!words[0] || words.length > 3) break;
      for (const w of words) out.add(w.toLowerCase().replace(/[^\p{L}\p{N}&-]/gu, ""));
    }
  }
  return out;
}

/** A term's label made only of the employer's words (or a legal form / time zone): not a requirement. */
export function namesTheEmployer(label: string, employer: ReadonlySet<string>): boolean {
  const words = label
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  if (!words.length) return false;
  if (words.every((w) => NEVER_TERMS.has(w))) return true;
  return employer.size > 0 && words.every((w) => employer.has(w) || NEVER_TERMS.has(w));
}
