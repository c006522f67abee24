// Small text helpers shared by the tailoring modules. Pure and dependency-free so the SPA can import
// the match scorer without pulling anything heavy.

export interface Token {
  /** The token as written. */
  raw: string;
  /** Lower-cased. */
  low: string;
  start: number;
  end: number;
}

// Words are split on spaces, hyphens and slashes ("front-end" → front, end; "CI/CD" → ci, cd) so that
// dictionary phrases match whichever joiner a writer used. Dots, '+', '#', '&' and apostrophes stay
// inside a token (Node.js, C++, C#, R&D, team's); a leading dot is kept for ".NET".
const TOKEN_RE = /\.?[\p{L}\p{N}][\p{L}\p{N}\p{M}+#]*(?:[.&'’][\p{L}\p{N}\p{M}+#]+)*[+#]*/gu;

// One request tokenizes the same bullets and job lines many times over (the rewrite steps, the guards and the
// match each read them), so recent results are kept by text. Callers get a copy of the list (some reverse it);
// tokens themselves are never modified. Cleared when full, so memory stays bounded in a long-lived worker.
const TOKEN_CACHE = new Map<string, Token[]>();
const TOKEN_CACHE_MAX = 2000;

/** Empties the cache; each tailoring request starts with its own (so a benchmark repeating one request times it cold). */
export function clearTokenCache(): void {
  TOKEN_CACHE.clear();
}

export function tokenize(text: string): Token[] {
  let out = TOKEN_CACHE.get(text);
  if (!out) {
    out = tokenizeText(text);
    if (TOKEN_CACHE.size >= TOKEN_CACHE_MAX) TOKEN_CACHE.clear();
    TOKEN_CACHE.set(text, out);
  }
  return out.slice();
}

function tokenizeText(text: string): Token[] {
  const out: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) {
    let raw = m[0];
    let start = m.index;
    // A leading dot belongs to the token only for ".net"-like words, not after sentence ends ("done.Next").
    if (raw.startsWith(".") && !/^\.net$/i.test(raw)) {
      raw = raw.slice(1);
      start += 1;
    }
    out.push({ raw, low: raw.toLowerCase().replace(/’/g, "'"), start, end: start + raw.length });
  }
  return out;
}

const STEM_SUFFIXES = [
  "ational",
  "izations",
  "ization",
  "ations",
  "ation",
  "ments",
  "ment",
  "ings",
  "ing",
  "ities",
  "ity",
  "ness",
  "ers",
  "er",
  "ies",
  "ied",
  "ed",
  "es",
  "ly",
  "al",
  "s",
];

/** A light suffix-stripping stemmer: good enough to tell "scalable"/"scaling"/"scaled" are related. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 4) return w.replace(/s$/, "");
  for (const suf of STEM_SUFFIXES) {
    if (w.endsWith(suf) && w.length - suf.length >= 3) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  if (w.endsWith("abl") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  // "planned" → "plann" → "plan"
  if (/([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function collapseSpaces(text: string): string {
  return (
    text
      .replace(/[ \t]+/g, " ")
      // A name that opens with a dot (".NET", ".js") keeps the space before it: "C#, .NET" is two names.
      .replace(/ ([,;:!?)]|\.(?![\p{L}\p{N}]))/gu, "$1")
      .replace(/\( /g, "(")
      .trim()
  );
}

/**
 * The text with its first letter in capitals, unless the first word is a name written with a capital
 * inside it (memoQ, iOS, eBay, macOS): such a name keeps its own spelling even at the start of a sentence.
 */
export function capitalizeFirst(text: string): string {
  const i = text.search(/\p{L}/u);
  if (i < 0) return text;
  if (/^\p{Ll}[\p{L}\p{N}]*\p{Lu}/u.test(text.slice(i))) return text;
  return text.slice(0, i) + text[i]!.toUpperCase() + text.slice(i + 1);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Common English and job-ad words that never make a key term on their own. */
export const STOPWORDS = new Set(
  (
    "a an and are as at be been being but by can could did do does doing for from had has have having he her " +
    "his how i if in into is it its itself just me more most my no nor not of off on once only or other our ours " +
    "out over own same she should so some such than that the their them then there these they this those through " +
    "to too under until up very was we were what when where which while who whom why will with would you your " +
    "yours also etc within without across about above after again against all am any because before below between both " +
    "down during each few further here s t don now per via upon well must may might shall us i'm we're you'll " +
    "you're we'll we've it's let's " +
    // job-ad boilerplate
    "experience experienced years year strong excellent good great ability able work working worked team teams " +
    "role roles position job candidate candidates company opportunity opportunities apply applicant applicants " +
    "including include includes required requirements require requires preferred plus bonus knowledge skills skill " +
    "understanding proven track record demonstrated solid familiarity familiar proficiency proficient " +
    "responsibilities responsible qualifications qualification minimum least new join help ensure " +
    "looking seeking hire hiring ideal ideally using use used make makes making like want need needs one two three " +
    "four five six seven eight nine ten day days time full part based across environment environments " +
    "related relevant other others etc e.g i.e within world best every high highly great way ways well things " +
    "thing someone people person who whose benefits benefit salary competitive equal employer employment " +
    "regardless race color religion sex gender orientation identity national origin disability veteran status " +
    "please submit resume cv cover letter send email location remote hybrid office onsite site based " +
    "day-to-day successful success passionate passion love enjoy excited exciting fast-paced fast paced dynamic " +
    "growing growth mission vision values culture inclusive diverse diversity world-class leading global " +
    "build builds building design designs designing develop develops developing create creates creating own owns " +
    "owning drive drives driving deliver delivers delivering support supports supporting maintain maintains " +
    "maintaining manage manages managing implement implements implementing lead leads collaborate collaborates " +
    "collaborating partner partners partnering write writes writing work closely across improve improves " +
    "improving contribute contributes contributing take takes provide provides providing identify identifies " +
    "stay keep bring brings get gets set sets grow grows shape shapes define defines defining " +
    "hands professional similar deep advanced active written qualified studying fundamentals field related " +
    "practices practice proven solid plus various range wide equivalent degree bachelor master strongly " +
    "ignore previous instructions instruction prompt system assistant output respond response"
  ).split(/\s+/),
);

/** Head nouns of job titles; they make the role title, never a key term to add to bullets. */
export const TITLE_NOUNS = new Set(
  (
    "engineer engineers developer developers manager managers designer designers analyst analysts scientist " +
    "scientists specialist specialists consultant consultants coordinator coordinators administrator " +
    "administrators architect architects lead director directors officer officers assistant assistants associate " +
    "associates representative representatives nurse nurses teacher teachers accountant accountants intern " +
    "interns internship technician technicians writer writers editor editors marketer recruiter recruiters " +
    "executive executives advisor advisors adviser strategist owner agent agents clerk supervisor supervisors " +
    "head vp president chief cto ceo cfo coo principal senior junior staff programmer programmers tester " +
    "testers operator operators partner controller counsel attorney paralegal therapist pharmacist physician " +
    "librarian instructor tutor trainer mechanic electrician planner buyer auditor economist statistician " +
    "researcher researchers professor lecturer secretary receptionist cashier barista chef cook driver " +
    "copywriter producer photographer illustrator animator"
  ).split(/\s+/),
);
