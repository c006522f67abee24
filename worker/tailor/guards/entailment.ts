// What a rewrite may say because the bullet already says it, and the wording that makes a claim bigger.
// Shared by the guards (which judge every suggestion from either engine) and the AI prompt (which is
// told, per bullet, which job terms the bullet entails). Tables are small and plain on purpose: each
// row is a same-meaning pair a recruiter would accept, or a marker of a claim a bullet must already make.

import { expansionAt } from "../lexicon/acronyms";
import { type Token, tokenize } from "../lexicon/text";

/** Figures that are the same amount: "by half" = "by 50%", "a third" = "33%". Keys are numbersIn() values. */
export const SAME_AMOUNT: ReadonlyArray<readonly string[]> = [
  ["0.5", "50"],
  ["1/3", "33", "33.3"],
  ["2/3", "67", "66", "66.7"],
  ["0.25", "25"],
  ["0.75", "75"],
  ["x2", "2x", "100"],
  ["x3", "3x", "200"],
  ["1", "#1"],
];

export function sameAmount(a: string, b: string): boolean {
  if (a === b) return true;
  return SAME_AMOUNT.some((row) => row.includes(a) && row.includes(b));
}

// Qualifiers of a figure, by what they say about it. A rewrite keeps the class ("up to 400" is not "400+").
export type QualifierClass = "upper" | "approx" | "lower" | "exact" | "span";
const QUALIFIERS: Array<[RegExp, QualifierClass]> = [
  [/(?:up to|under|less than|fewer than|at most|no more than|below|maximum of|max\.?)\s*$/i, "upper"],
  [
    /(?:about|roughly|around|approximately|approx\.?|nearly|almost|~|some|circa|close to|an estimated|estimated|just under|just over|more or less)\s*$/i,
    "approx",
  ],
  [/(?:over|more than|at least|upwards of|in excess of|above|plus|minimum of)\s*$/i, "lower"],
];

/** Each figure of a text with how it is qualified ("up to 400" → 400: upper; "180+" → 180: lower). */
export function qualifiedFigures(text: string): Array<{ value: string; cls: QualifierClass }> {
  const out: Array<{ value: string; cls: QualifierClass }> = [];
  const re =
    /(?<![\p{L}\d])(?:[$£€]\s?)?(\d+(?:[.,]\d+)*)(\s*(?:k|m|bn|%|x)\b)?(\+)?|\b(?:a|one) (third|quarter|half)\b|\b(half|halved|halving|doubled|tripled)\b|\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)\b/giu;
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    let cls: QualifierClass = "exact";
    for (const [q, c] of QUALIFIERS) if (q.test(before)) cls = c;
    if (m[3]) cls = "lower";
    // "over 12 months" is a period (during twelve months), not a quantity ("12+ months").
    if (
      /(?:over|across|during|within|throughout|in)(?: the)?(?: (?:past|last|first))?\s*$/i.test(before) &&
      /^\s*(?:months?|years?|weeks?|days?|quarters?|semesters?)\b/i.test(text.slice(m.index + m[0].length))
    )
      cls = "span";
    const raw = m[1] ?? m[4] ?? m[5] ?? m[6] ?? "";
    const value =
      raw === "third"
        ? "1/3"
        : raw === "quarter"
          ? "0.25"
          : /^half|^halv/i.test(raw)
            ? "0.5"
            : /^\d{1,3}(?:,\d{3})+/.test(raw)
              ? raw.replace(/,/g, "")
              : raw.toLowerCase();
    out.push({ value, cls });
  }
  return out;
}

/**
 * True when the suggestion states a figure of the current text with a different qualifier: drops
 * "up to"/"roughly"/"about", or adds "+"/"over" to a figure that had none.
 */
export function qualifierChanged(current: string, suggested: string): boolean {
  const before = qualifiedFigures(current);
  for (const f of qualifiedFigures(suggested)) {
    const same = before.filter((b) => sameAmount(b.value, f.value));
    if (!same.length) continue; // a new figure is the number rule's business
    if (!same.some((b) => b.cls === f.cls)) return true;
  }
  // A qualified figure that vanished while the suggestion keeps a same-amount figure is caught above;
  // a qualified figure that vanished with its figure is a dropped fact, which drift and number judge.
  return false;
}

// Conditions that limit a claim ("when the supervisor is out", "on the chef's days off").
const CONDITION_RE =
  /\b(?:when|whenever|while|if|as needed|as required|when required|when needed|in (?:the|his|her|their|my) absence|days? off|on occasion|occasionally|as cover|covering|cover for)\b/i;
export const dropsCondition = (current: string, suggested: string) => CONDITION_RE.test(current) && !CONDITION_RE.test(suggested);

// Shared credit: a rewrite must keep it. "support" as a noun (support tickets, customer support) is no credit marker.
const SUPPORT_NOUN =
  /\b(?:customer|technical|tech|it|user|product|first[- ]line|second[- ]line|desk)\s+support\b|\bsupport\s+(?:tickets?|team|teams|chatbot|bot|engineers?|desk|queue|requests?|staff|specialists?|role|cases?|calls?|inbox|agents?|center|centre|workers?|plans?)\b/gi;
const SHARED_RE =
  /\b(?:help(?:ed|ing|s)?|assist(?:ed|ing|s)?|support(?:ed|ing|s)?|contribut\w*|participat\w*|involved|part of|took part|take part|taking part|collaborat\w*|partner(?:ed|ing|s)? with|work(?:ed|ing|s)? (?:closely |together )?with|alongside|member of|served? on|serves on|serving on|jointly|co-(?:led|authored|wrote|developed|created|designed|founded|ran))\b/i;
const shares = (text: string) => SHARED_RE.test(text.replace(SUPPORT_NOUN, " "));
export const dropsSharedCredit = (current: string, suggested: string) => shares(current) && !shares(suggested);

// Leading, owning and running things: a rewrite may say it only when the bullet already does. Mentoring,
// coaching and training are not leading ("Mentor four engineers" is not "Led a team of four").
const LEAD_CLAIM_RE =
  /\b(?:led|lead|leads|leading|head(?:ed|s|ing)?\b(?! chef| cook)|head of|direct(?:ed|s|ing)|spearhead\w*|oversaw|oversee\w*|own(?:ed|s|ing)?|(?<!\b(?:product|business|property|home|store|shop|restaurant|practice|account|process|data|system|the|an|a) )owner|supervis\w*|manag(?:ed|es|e|ing) (?:a|the|an|my|our|\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b(?! central| lines?)|ran the|runs the|run the|running the|in charge|responsible|accountable|found(?:ed|ing)|co-?founded|architect(?:ed|s|ing)|drove|driv(?:e|es|ing)\b(?! (?:a|the) (?:truck|van|car|vehicle|forklift))|chair(?:ed|s|ing)?|leader|leadership)\b/i;
const LEAD_EVIDENCE_RE =
  /\b(?:led|lead|leads|leading|head\w*|direct\w*|spearhead\w*|oversaw|oversee\w*|own(?:s|ed|ing|ership)?\b|(?<!\b(?:product|business|property|home|store|shop|restaurant|practice|account|process|data|system|the|an|a) )owner|supervis\w*|manag\w*|run|runs|ran|running|in charge|responsible|responsibility|accountable|found\w*|architect\w*|drove|drive\w*|chair\w*)\b/i;
export const claimsLead = (current: string, suggested: string) => LEAD_CLAIM_RE.test(suggested) && !LEAD_EVIDENCE_RE.test(current);

// "a team of four", "a 6-person crew", "led a team": the team must be in the item.
const TEAM_CLAIM_RE =
  /\b(?:team|crew|group|staff|department|brigade|squad|unit) of\b|\b\w+-(?:person|member|strong)\s+(?:team|crew|group|staff)\b|\b(?:led|lead|leads|leading|managed|manage|manages|managing|supervised|supervise|ran|run|runs|head(?:ed|s)?|built|grew|hired) (?:a|the|an|my|our) (?:\w+ )?(?:team|crew|department|group|staff)\b/i;
const TEAM_WORD_RE =
  /\b(?:team|teams|crew|crews|brigade|staff|group|groups|department|squad|unit|cooks|engineers|nurses|associates|reports|people|employees|technicians|members)\b/i;
export const claimsTeam = (current: string, suggested: string) =>
  TEAM_CLAIM_RE.test(suggested) && !TEAM_CLAIM_RE.test(current) && !TEAM_WORD_RE.test(current);

// Words that widen the scope ("the entire warehouse", "adopted by all engineering teams").
const SCOPE_RE =
  /\b(?:entire|whole|company-?wide|organi[sz]ation-?wide|department-?wide|enterprise-?wide|across the (?:company|organi[sz]ation|business|group)|all of (?:the|our|its|their|my)|all (?:\w+ )?(?:teams|departments|stores|sites|engineers|staff|employees|locations|entities|subsidiaries|regions|offices|products|clients|customers|users))\b/gi;

// Outcomes by what they say. A rewrite may restate an outcome of the same kind ("dropped by a third" →
// "cut … by about a third"), never add one of a new kind ("…, preventing a major outage").
const OUTCOMES: Array<[string, RegExp]> = [
  [
    "down",
    /\b(?:cut|cuts|cutting|reduc\w+|lower\w*|decreas\w+|drop\w*|shorten\w*|halv\w+|halved|trim\w*|shr[iu]nk\w*|slash\w*|minimi[sz]\w*|fell|fall\w*|eliminat\w+)\b/i,
  ],
  [
    "up",
    /\b(?:rais\w+|increas\w+|grow|grew|grown|growing|grows|improv\w+|boost\w*|lift\w*|doubl\w+|tripl\w+|expand\w*|accelerat\w+|speed\w* up|sped up|enhanc\w+|strengthen\w*|ris(?:e|es|ing)|rose|exceed\w*|surpass\w*|beat|outperform\w*)\b/i,
  ],
  ["save", /\b(?:sav(?:e|ed|es|ing)|freed up)\b/i],
  [
    "prevent",
    /\b(?:prevent(?:ed|ing|s)?|avoid(?:ed|ing|s)?|avert\w*|protect(?:ed|ing|s)?|safeguard(?:ed|ing|s)?|mitigat(?:ed|ing|es|e))\b/i,
  ],
  [
    "result",
    /\b(?:result(?:ed|ing|s)? in|lead(?:ing|s)? to|led to|adopt(?:ed|ion)|earn(?:ed|ing)|won|win(?:ning)?|award\w*|recogni[sz]\w+|ranked|ranking|praised|endorsed|enabl(?:ed|ing) (?:the|a) (?:company|team|business))\b/i,
  ],
];
export function newOutcomes(current: string, suggested: string): string[] {
  return OUTCOMES.filter(([, re]) => re.test(suggested) && !re.test(current)).map(([k]) => k);
}

// Superlatives and praise are claims nobody can check from the bullet.
const PUFFERY_RE =
  /\b(?:largest|biggest|fastest|highest|best|top|record|record-breaking|first-ever|unprecedented|most successful|award-winning|visionary|transform(?:ed|ing|ative|ational)|world-class|exceptional|outstanding|significant(?:ly)?|dramatic(?:ally)?|major|massive(?:ly)?|critical(?:ly)? important|game-changing|rockstar|ninja|guru|thought leader|design leader|industry-leading|best-in-class|flawless(?:ly)?|perfect(?:ly)?|independently|autonomously|single-handedly|solely|unassisted|unsupervised|without supervision)\b/gi;

export const scopeOrPuffery = (current: string, suggested: string) =>
  introduces(current, suggested, SCOPE_RE) || introduces(current, suggested, PUFFERY_RE);

// Distinct activities: a rewrite may name one only when the bullet shows the same activity.
const ACTIVITY_GROUPS: string[][] = [
  [
    "build",
    "create",
    "develop",
    "implement",
    "write",
    "make",
    "set up",
    "engineer",
    "produce",
    "construct",
    "establish",
    "code",
    "program",
    "author",
    "rebuild",
    "generate",
  ],
  ["design", "redesign", "plan", "architect", "draft"],
  ["migrate", "move", "port", "transition", "convert"],
  ["train", "coach", "mentor", "teach", "precept", "onboard", "tutor", "educate"],
  ["present", "communicate", "report", "share", "brief"],
  ["launch", "ship", "release", "deploy", "roll out", "publish", "post"],
  ["hire", "recruit"],
  ["negotiate"],
  ["sell", "close"],
  ["found", "start"],
  ["automate"],
  ["invent", "patent"],
];
const ACTIVITY_FORMS = new Map<string, number>();
for (const [g, group] of ACTIVITY_GROUPS.entries()) {
  for (const base of group) {
    for (const f of inflections(base)) ACTIVITY_FORMS.set(f, g);
  }
}
function inflections(base: string): string[] {
  const irregular: Record<string, string[]> = {
    build: ["built"],
    write: ["wrote", "written"],
    make: ["made"],
    "set up": [],
    teach: ["taught"],
    sell: ["sold"],
    "roll out": ["rolled out"],
  };
  if (base.includes(" ")) return [base, ...(irregular[base] ?? [])];
  const stemE = base.endsWith("e") ? base.slice(0, -1) : base;
  const doubled = /^(?:plan|ship|set|program|start)$/.test(base) && !base.endsWith("t") ? base + base.slice(-1) : base;
  return [base, base + "s", stemE + "ed", stemE + "ing", doubled + "ed", doubled + "ing", base + "es", ...(irregular[base] ?? [])];
}
// The activity's nouns count as showing it in the current text ("the migration of" shows migrating).
const ACTIVITY_NOUNS: Record<string, string> = {
  migration: "migrate",
  development: "develop",
  implementation: "implement",
  creation: "create",
  automation: "automate",
  deployment: "deploy",
  training: "train",
  recruitment: "recruit",
  recruiting: "recruit",
  negotiation: "negotiate",
  negotiations: "negotiate",
  presentation: "present",
  presentations: "present",
  publication: "publish",
  construction: "construct",
  design: "design",
  designs: "design",
  planning: "plan",
  launch: "launch",
  launches: "launch",
  release: "release",
  releases: "release",
  build: "build",
  builds: "build",
  mentorship: "mentor",
  mentoring: "mentor",
  coaching: "coach",
};
for (const [noun, verb] of Object.entries(ACTIVITY_NOUNS)) {
  const g = ACTIVITY_FORMS.get(verb);
  if (g !== undefined && !ACTIVITY_FORMS.has(noun)) ACTIVITY_FORMS.set(noun, g);
}
const DETERMINERS = new Set("the a an our their its my his her this that each every".split(" "));
const DESCRIBED_NOUNS = new Set(
  "system systems test tests testing pipeline pipelines process processes report reports workflow workflows checks alerts deployments emails".split(
    " ",
  ),
);
const DOCUMENT_NOUNS = /^(?:drawings|specifications|specs|standards|codes|sites?)$/;
const activityGroups = (tokens: Token[], asClaim: boolean) => {
  const out = new Set<number>();
  tokens.forEach((t, i) => {
    const g = ACTIVITY_FORMS.get(t.low);
    if (asClaim) {
      // A noun or an adjective is no claim of doing it: "the design system", "the team's release",
      // "automated unit tests".
      const prev = tokens[i - 1];
      if (prev && (DETERMINERS.has(prev.low) || /['’]s$/.test(prev.low))) return;
      if (ACTIVITY_NOUNS[t.low] && !ACTIVITY_FORMS.has(t.low.replace(/s$/, ""))) return;
      if (i > 0 && DESCRIBED_NOUNS.has(tokens[i + 1]?.low ?? "")) return;
      // A noun naming a kind of document or place ("construction drawings", "engineering standards").
      if (i > 0 && /(?:ion|ing)$/.test(t.low) && DOCUMENT_NOUNS.test(tokens[i + 1]?.low ?? "")) return;
      // A participle inside the sentence that describes the next word ("write automated unit tests").
      const next = tokens[i + 1]?.low ?? "";
      if (
        i > 0 &&
        /ed$/.test(t.low) &&
        !/^(?:and|or)$/.test(prev?.low ?? "") &&
        next &&
        !DETERMINERS.has(next) &&
        !/^(?:to|with|by|in|on|for|from|into|over|across|at|up|out|and|or)$/.test(next)
      )
        return;
    }
    // "newly hired" and "new hires" describe people, not something the candidate did.
    if (g === undefined || (t.low.startsWith("hire") && /^(?:newly|new)$/.test(tokens[i - 1]?.low ?? ""))) return;
    out.add(g);
  });
  return out;
};
/** Activities the suggestion names that the current text does not show. */
export function newActivities(current: string, suggested: string): boolean {
  const have = activityGroups(tokenize(current), false);
  // A bullet that is only a noun phrase ("A small Go CLI that …") describes something the person made.
  if (/^\W*(?:a|an|the)\b/i.test(current) && have.size === 0) have.add(0);
  for (const g of activityGroups(tokenize(suggested), true)) if (!have.has(g)) return true;
  return false;
}

/** True when `suggested` has a match of `re` more often than `current` does. */
export function introduces(current: string, suggested: string, re: RegExp): boolean {
  const count = (text: string) => {
    const out = new Map<string, number>();
    for (const m of text.matchAll(new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"))) {
      const k = m[0].toLowerCase().replace(/[\s.'-]/g, "");
      out.set(k, (out.get(k) ?? 0) + 1);
    }
    return out;
  };
  const before = count(current);
  for (const [k, n] of count(suggested)) if (n > (before.get(k) ?? 0)) return true;
  return false;
}

/**
 * Acronyms and the phrases they stand for, either way round: "AE" ↔ "Account Executive", "LTR" ↔ "learning
 * to rank", "ADLs" ↔ "activities of daily living", "WHS" ↔ "work health and safety" (small words may be skipped).
 */
export function acronymAllowed(known: string, tokens: Token[], i: number): number {
  // Returns how many tokens from i form an expansion of an acronym in `known` (0 when none).
  const acronyms = [...known.matchAll(/(?<![\p{L}\p{N}])[A-Z][A-Z&]{1,6}s?(?![\p{L}\p{N}])/gu)].map((m) => m[0]);
  return expansionAt(tokens, i, acronyms);
}
