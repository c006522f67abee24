// The local engine's rewrite of one responsibility. Every change keeps the claim as it was:
//  - a weak opener becomes a plain action verb ("Responsible for managing" → "Managed"),
//  - filler goes ("successfully", "in order to" → "to", "utilized" → "used"),
//  - the job's wording replaces another name for the same thing (k8s → Kubernetes, JS → JavaScript),
//  - a cloud service gets its provider when the job asks for the provider (S3 → AWS S3).
// Numbers, names and the rest of the sentence are left exactly as written.

import { impliedClosure, termByName } from "../../lexicon/dictionary";
import type { JobTerm, JobTerms } from "../../match/job-terms";
import { dropsJobKeyword, jobKeywords } from "../../guards/job-keywords";
import { capitalizeFirst, collapseSpaces, TITLE_NOUNS, tokenize } from "../../lexicon/text";
import { tenseOf, verbForActionNoun, verbForms, type VerbForms } from "../../lexicon/verbs";
import { findTerms, nameKey } from "../../lexicon/vocabulary";
import {
  bracketTrailingFigure,
  figureBeforeTarget,
  halfOfAnotherName,
  halved,
  jobPhrasing,
  nameTheProject,
  plusNumbers,
  properNames,
} from "./phrasing";
import { impactFirst } from "./restructure";
import { inJobWording } from "./job-wording";
import { isEnglish, OTHER_SCRIPTS } from "../../lexicon/language";
import { type JobAnalysis, analyzeJob, jobCount } from "../../job/analysis";
import { ACRONYMS, NARROWER_WORDS, SAME_MEANING_WORDS } from "../../lexicon/synonyms";

export type Tense = "past" | "present";

export interface RewriteContext {
  /** The job, analysed once per request (job/analysis.ts); every bullet of the resume reads the same one. */
  job?: JobAnalysis;
  /** Without `job` (a single bullet rewritten on its own): the job's terms and its text, analysed here once. */
  jobTerms?: JobTerms;
  /** The job description, lower-cased. */
  jobText?: string;
  /** The job description as written (its headings tell requirements from boilerplate); jobText when absent. */
  jobDescription?: string;
  tense: Tense;
  /** The project a bullet sits under, when it is a project bullet (its title may name the thing built). */
  projectTitle?: string;
}

// A context without an analysis gets one, made once for that context object.
const analysed = new WeakMap<RewriteContext, JobAnalysis>();
export function jobOf(ctx: RewriteContext): JobAnalysis {
  if (ctx.job) return ctx.job;
  let job = analysed.get(ctx);
  if (!job) {
    const text = ctx.jobDescription ?? ctx.jobText ?? "";
    job = analyzeJob(text);
    if (ctx.jobTerms) job = { ...job, requirements: ctx.jobTerms, keywords: jobKeywords(text, ctx.jobTerms) };
    analysed.set(ctx, job);
  }
  return job;
}

const verb = (v: VerbForms, tense: Tense) => (tense === "past" ? v.past : v.base);

const CONTRIBUTION_VERBS =
  "build|develop|design|improve|migrate|launch|implement|deliver|create|scale|optimize|optimise|automate|redesign|" +
  "modernize|modernise|streamline|refactor|rebuild|ship|expand|grow|increase|reduce|cut|test|document|integrate|" +
  "write|update|revise|move|plan|prepare|organize|organise|train";

// Things a hand works on: vehicles, machines and people, not a project or a work product.
const HANDS_ON =
  "makes|models|vehicles?|cars?|trucks?|vans?|buses|motorcycles?|bikes?|boats?|aircraft|planes?|engines?|" +
  "machines?|machinery|equipment|patients?|clients|animals|horses|homes|houses|roofs?|plumbing|wiring";

// The first rule whose pattern matches and whose maker gives a string wins. A maker returns the new
// opener; undefined passes to the next rule; null keeps the bullet as written.
type OpenerRule = [RegExp, (m: RegExpExecArray, tense: Tense) => string | null | undefined];

const OPENERS: OpenerRule[] = [
  [/^(?:duties|tasks|responsibilities) (?:included|include)\s*:?\s*/i, () => ""],
  // "Main duties: …", "Day-to-day tasks were: …": the label goes, the list of duties stays.
  [
    /^(?:(?:main|key|daily|day-to-day|core) )?(?:duties|tasks|responsibilities)(?: (?:were|involved|included|include))?\s*:\s*(?=[a-z])/i,
    () => "",
  ],
  [/^(?:i |myself )/i, () => ""],
  // Only a gerund that governs the whole list becomes the verb: "Responsible for filing, invoice checks and
  // forecasting spreadsheets" would read "Filed, invoice checks and …", so it stays as written.
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?:the )?([a-z]+ing)\b(?! of\b)/i,
    (m, t) => (governsList(m) ? (gerundTo(m[1]!, t) ?? null) : null),
  ],
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?:the |all )?([a-z]+) of /i,
    (m, t) => nounTo(m[1]!, t),
  ],
  // People and places are overseen, not owned ("Responsible for 3 stores" → "Oversaw 3 stores"); a figure
  // alone is no team ("Responsible for 3D modelling" is the candidate's own work, never "Oversaw").
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?=(?:a |the |an |\d[\d,]*\+? |up to \d[\d,]* )?(?:[a-z-]+ ){0,2}(?:team|teams|staff|employees|people|crew|stores?|sites?|branch(?:es)?|locations?|shifts?|volunteers|interns|contractors|reports|technicians|engineers|nurses|agents|workers|associates)\b)/i,
    (_m, t) => (t === "past" ? "Oversaw " : "Oversee "),
  ],
  // An activity is managed ("Responsible for wound care" → "Managed wound care"); anything else is owned.
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?=(?:the |all )?(?:[a-z-]+ )?(?:care|administration|operations|running|payroll|bookkeeping|logistics|budgets?|accounts|inventory|reporting|compliance|procurement|scheduling|relationships)\b)/i,
    (_m, t) => (t === "past" ? "Managed " : "Manage "),
  ],
  // An activity named by a modified gerund ("3D modelling", "data cleaning") has no verb that keeps its
  // modifier in place: it stays as written rather than become something the candidate did not do.
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?:the |all )?(?:[a-z0-9/-]+ ){1,2}[a-z]+ing\b/i,
    () => null,
  ],
  [
    /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for /i,
    (_m, t) => (t === "past" ? "Owned " : "Own "),
  ],
  [/^(?:was |am )?in charge of (?:the )?([a-z]+ing)\b(?! of\b)/i, (m, t) => (governsList(m) ? gerundTo(m[1]!, t) : undefined)],
  [/^(?:was |am )?in charge of /i, (_m, t) => (t === "past" ? "Oversaw " : "Oversee ")],
  [
    /^(?:was |am )?(?:tasked|charged|entrusted) with (?:the )?([a-z]+ing)\b(?! of\b)/i,
    (m, t) => (governsList(m) ? gerundTo(m[1]!, t) : undefined),
  ],
  [/^(?:was |am )?(?:tasked|charged|entrusted) with (?:the )?([a-z]+) of /i, (m, t) => nounTo(m[1]!, t)],
  // Looking after people is caring for them; looking after accounts or a caseload is managing them.
  [
    /^(?:looked|look|looks|looking) after (?=(?:the |our |my |a |an |\d+ |up to \d+ )?(?:[a-z-]+ ){0,2}(?:patients|residents|children|kids|babies|infants|toddlers|pupils|animals|pets|elderly|clients with|service users|people with)\b)/i,
    (_m, t) => (t === "past" ? "Cared for " : "Care for "),
  ],
  [
    /^(?:looked|look|looks|looking) after (?=(?:the |our |my |a |an |\d+ |up to \d+ )?(?:[a-z-]+ ){0,2}(?:accounts|portfolio|caseload|budgets?|stock|inventory|records|rota|payroll|bookings|properties)\b)/i,
    (_m, t) => (t === "past" ? "Managed " : "Manage "),
  ],
  // Membership of a team is collaboration, not a contribution to the team ("Worked on a team of 8 …").
  [
    /^(?:worked|work|working) (?:on|in|within|as part of) (?=(?:a|an|the) (?:[a-z-]+ )?(?:team|squad|group)\b)/i,
    (_m, t) => (t === "past" ? "Collaborated in " : "Collaborate in "),
  ],
  [/^(?:worked|work|working) on (?:the )?([a-z]+ing)\b(?! of\b)/i, (m, t) => (governsList(m) ? gerundTo(m[1]!, t) : undefined)],
  // A whole class of things ("all makes", "every model") or things worked on by hand (cars, engines,
  // patients) are not projects one contributes to: "Worked on" stays.
  [
    new RegExp(
      `^(?:worked|work|working) on (?:(?:all|every|any|both|most|each)\\b|(?:(?:the|a|an|our|their|customers'?|\\d[\\d,]*\\+?) )?(?:(?!of |for |with )[a-z0-9/-]+ ){0,2}(?:${HANDS_ON})(?=$|[,;.(]| and | (?:at|in|on|for|with|from|across|under|including|using|a|an|per|each|every)\\b))`,
      "i",
    ),
    () => null,
  ],
  [/^(?:worked|work|working) on /i, (_m, t) => (t === "past" ? "Contributed to " : "Contribute to ")],
  // Colleagues and partners are collaborated with; the people served are not ("Worked with buyers", "with
  // families", "with patients" stays).
  // Only people one works beside: "Worked with several tools such as SQL" stays as written.
  [
    /^(?:worked|work|working) (?:closely )?with (?!(?:(?:the|our|my|new|first-time|local|private|key|individual|international|[0-9,+]+) )*(?:buyers?|sellers?|clients?|customers?|patients?|families|students?|pupils?|children|kids|residents?|guests?|tenants?|landlords?|members?|users?|learners?|offenders?|victims?|survivors?|service users|people|youth|young people|adults|seniors|participants)\b)/i,
    (m, t) => (peopleAhead(m.input.slice(m[0].length)) ? (t === "past" ? "Collaborated with " : "Collaborate with ") : undefined),
  ],
  // Taking one's turn in a recurring event is participation ("Was involved in on-call rotation").
  [
    /^(?:was |am )?involved in (?=(?:the |an? )?(?:[a-z-]+ )?(?:rotations?|meetings|stand-ups|ceremonies|interviews|events|workshops)\b)/i,
    (_m, t) => (t === "past" ? "Participated in " : "Participate in "),
  ],
  [
    /^(?:was |am )?(?:involved|participated|participating) in ([a-z]+ing)\b/i,
    (m, t) => `${t === "past" ? "Contributed" : "Contribute"} to ${m[1]!.toLowerCase()}`,
  ],
  [/^(?:was |am )?involved in /i, (_m, t) => (t === "past" ? "Contributed to " : "Contribute to ")],
  [/^took part in /i, (_m, t) => (t === "past" ? "Participated in " : "Participate in ")],
  [/^(?:assisted|assisting|assist) (?:with|in) ([a-z]+ing)\b/i, (m, t) => helpTo(m[1]!, t)],
  [/^(?:assisted|assisting|assist) (?:with|in) /i, (_m, t) => (t === "past" ? "Supported " : "Support ")],
  // Checks, counts and procedures are performed; "Did the weekly rota" or "did the books" say something else.
  [
    /^did (?=(?:the |all |a |an |daily |weekly |monthly |regular |routine )?(?:[a-z/-]+ ){0,2}(?:checks?|counts?|audits?|inspections?|assessments?|tests?|testing|maintenance|repairs?|procedures?|observations?|installations?|surveys?|calibrations?|stocktakes?|evaluations?|screenings?|x-rays?|scans?|reviews?|tasks|duties|bookkeeping|data entry|invoicing|billing|paperwork|filing)\b)/i,
    (_m, t) => (t === "past" ? "Performed " : "Perform "),
  ],
  // A share in building something is a contribution ("Helped build X" → "Contributed to building X"),
  // never the whole of it; "Helped with X" is support.
  [/^(?:helped|helping|help) with /i, (_m, t) => (t === "past" ? "Supported " : "Support ")],
  [
    new RegExp(`^(?:helped|helping|help) (?:to )?(${CONTRIBUTION_VERBS})\\b(?:\\s+and\\s+(${CONTRIBUTION_VERBS})\\b)?`, "i"),
    (m, t) => contributedTo(m, t),
  ],
  [/^(?:helped|helping|help) to /i, (_m, t) => (t === "past" ? "Helped " : "Help ")],
  [/^made sure (?:that )?/i, (_m, t) => (t === "past" ? "Ensured " : "Ensure ")],
  [/^made improvements (?:to|in) /i, (_m, t) => (t === "past" ? "Improved " : "Improve ")],
  // A light verb with the action's own noun says the verb ("Gave presentations to the board" → "Presented to
  // the board"); a counted noun ("Gave 12 presentations") keeps its figure and stays.
  [
    /^(?:gave|give|gives|made|make|makes) (?:regular )?presentations (?=(?:to|on|at)\b)/i,
    (_m, t) => (t === "past" ? "Presented " : "Present "),
  ],
  // Payroll and invoices are processed; "handled" says nothing more (tickets and questions stay handled, and
  // so does a list that names them: "Handled refunds and customer complaints" is not processing complaints).
  [
    /^(?:handled|handle) (?!.*\b(?:complaints|queries|enquiries|inquiries|questions|issues|tickets|calls|escalations|disputes|feedback)\b)(?=(?:the |all )?(?:[a-z-]+ )?(?:payroll|invoices|transactions|claims|orders|refunds|returns|payments)\b)/i,
    (_m, t) => (t === "past" ? "Processed " : "Process "),
  ],
  // Meetings are facilitated and tests conducted: the same work, said the way a recruiter expects.
  [
    /^(?:ran|run) (?=(?:the |all |(?:daily|weekly|monthly|quarterly|regular) )?(?:[a-z/-]+ ){0,2}(?:planning|stand-ups|standups|retrospectives|retros|workshops|ceremonies|meetings|sessions|demos|trainings)\b)/i,
    (_m, t) => (t === "past" ? "Facilitated " : "Facilitate "),
  ],
  [
    /^(?:ran|run) (?=(?:the |all |(?:daily|weekly|monthly|quarterly|regular) )?(?:[a-z/-]+ ){0,2}(?:tests|experiments|audits|surveys|interviews|analyses|inspections|investigations)\b)/i,
    (_m, t) => (t === "past" ? "Conducted " : "Conduct "),
  ],
  [/^(?:dealt|deal|deals) with /i, (_m, t) => (t === "past" ? "Handled " : "Handle ")],
  // A target, quota or goal that is hit is achieved ("Hit 112% of my revenue target").
  [
    /^(?:hit|hits) (?=(?:over |more than |about |roughly )?\d[\d,.]*%? (?:of )?(?:[a-z'’-]+ ){0,4}(?:targets?|quotas?|goals?|budgets?|plans?)\b)/i,
    // "Hit" reads the same in the past and the present: a figure reached is told as a result.
    () => "Achieved ",
  ],
  // "Keep pipeline and forecasts up to date" → "Maintain up-to-date pipeline and forecasts"; after an article
  // or a possessive the adjective has no place ("Maintained up-to-date the style guide"): "Maintained the
  // English style guide" (maintaining a document is keeping it current).
  [
    /^(?:kept|keep|keeps) (?=(?:[a-z0-9&/-]+ ){1,5}up[- ]to[- ]date\b)/i,
    (m, t) => {
      const determiner = /^\S+ (?:the|a|an|our|my|its|their|his|her|your|this|that|these|those|each|every|all)\b/i.test(m.input);
      if (determiner) return t === "past" ? "Maintained " : "Maintain ";
      return t === "past" ? "Maintained up-to-date " : "Maintain up-to-date ";
    },
  ],
  [/^(helped|helps|help) keep /i, (m) => `${capitalizeFirst(m[1]!.toLowerCase())} maintain `],
  // A trainee's list of seats or rotations is what they completed ("Seats in corporate, …" → "Completed seats in …").
  [
    /^(seats|rotations|clinical rotations|placements|clinical placements)(?= (?:in|through|across|on)\b)/i,
    (m, t) => (t === "past" ? `Completed ${m[1]!.toLowerCase()}` : null),
  ],
  [/^(?:took|take|takes) care of /i, (_m, t) => (t === "past" ? "Managed " : "Manage ")],
  [/^(?:came|come) up with /i, (_m, t) => (t === "past" ? "Developed " : "Develop ")],
  [/^(?:put|puts) together /i, (_m, t) => (t === "past" ? "Compiled " : "Compile ")],
  // Classes and groups are led; taking the role is the same claim ("Run a weekly ACL rehab class").
  [
    /^(?:ran|run) (?=(?:a |the |(?:daily|weekly|monthly|regular) |a (?:daily|weekly|monthly) )?(?:[a-z/-]+ ){0,3}(?:class|classes|groups?|clinics?|sessions|programs?|programmes?)\b)/i,
    (_m, t) => (t === "past" ? "Led " : "Lead "),
  ],
  // Medicines are administered ("Gave IV antibiotics" → "Administered IV antibiotics").
  [
    /^(?:gave|give|gives) (?=(?:[a-z0-9/-]+,? (?:and )?){0,4}(?:vaccines?|vaccinations?|immunizations?|medications?|medicines?|antibiotics|injections?|infusions?|doses|insulin|fluids)\b)/i,
    (_m, t) => (t === "past" ? "Administered " : "Administer "),
  ],
  // A caseload is managed.
  [/^(?:carried|carry|carries) (?=(?:a|an) (?:[a-z-]+ )?caseload\b)/i, (_m, t) => (t === "past" ? "Managed " : "Manage ")],
  // Keeping records or a record is maintaining them; "kept the area clean" and "keep records locked" (the state
  // they are kept in) stay.
  [
    /^(?:kept|keep|keeps) (?!.*\b(?:up to date|up-to-date|clean|tidy|organi[sz]ed|safe|stocked|running|on track|informed|within)\b(?:\s+and\s+\w+)?\s*$)(?=(?:a |an |the )?(?:[a-z0-9/-]+ ){0,4}(?:logs?|records?|files|documentation|checks|registers?|inventory|lists?|schedules?|calendars?|driving record)\b(?!\s+(?:locked|secure|safe|current|accurate|complete|confidential|clean|tidy|up|in|on|[a-z]+ed)\b))/i,
    (_m, t) => (t === "past" ? "Maintained " : "Maintain "),
  ],
  [
    /^(?:do|does) (?=(?:the |all |daily |weekly |monthly )?(?:[a-z/&-]+ ){1,3}(?:counts?|checks?|inspections?|audits?|rounds|observations?|assessments?|reviews?)\b)/i,
    () => "Perform ",
  ],
  // Tickets and cases that are worked are handled; a course, apprenticeship or placement that is finished
  // is completed. ("Ran the monthly report" stays: running a report is not producing it.)
  [
    /^(?:worked|work|works) (?=(?:the |all |about |around |\d[\d,+]* )?(?:[a-z-]+ ){0,2}(?:tickets|cases|calls|queues?|enquiries|queries)\b)/i,
    (_m, t) => (t === "past" ? "Handled " : "Handle "),
  ],
  [
    /^(?:finished|finish|finishes) (?=(?:(?:a|an|the|my) )?(?:[a-z0-9/-]+ ){0,3}(?:apprenticeships?|courses?|training|degrees?|programs?|programmes?|placements?|internships?|certificates?|certifications?|qualifications?|residency|rotations?)\b)/i,
    (_m, t) => (t === "past" ? "Completed " : "Complete "),
  ],
  // A machine, press or till that is run is operated: the same work in the word a recruiter expects
  // ("Ran punch presses" → "Operated punch presses"; "Ran tests" and "Ran the kitchen" are other rules).
  [
    /^(?:ran|run|runs) (?=(?:the |a |an |two |three |four |\d+ )?(?:[a-z0-9/-]+ ){0,3}(?:machines?|machinery|press|presses|lathes?|registers?|tills?|forklifts?|pallet jacks?|cranes?|excavators?|loaders?|bulldozers?|backhoes?|compactors?|dishwashers?|fryers?|ovens?|grills?|kilns?|looms?|printers?|saws?|sewing machines?|equipment)\b(?!['’-]))/i,
    (_m, t) => (t === "past" ? "Operated " : "Operate "),
  ],
  // Serving on a team is the same membership, said as a verb ("Part of the rapid response team …").
  [
    /^(?:was |am |is )?(?:a )?part of (?=(?:a|an|the) (?:[a-z-]+ ){0,3}(?:team|rotation|committee|group|crew|panel)\b)/i,
    (_m, t) => (t === "past" ? "Served on " : "Serve on "),
  ],
  [/^was part of /i, () => "Part of "],
  // "Was promoted to …": the passive opener goes.
  [/^(?:was|were) (?=(?:promoted|selected|chosen|recognized|recognised|nominated|awarded|invited|elected)\b)/i, () => ""],
  [/^(?:the )?([a-z]+) of (?=[a-z])/i, (m, t) => nounTo(m[1]!, t)],
  [/^([a-z]+ing)\b(?! of\b)/i, (m, t) => (t === "past" && !modifiesNoun(m) ? gerundTo(m[1]!, t) : null)],
];

// Nouns of generic work that a gerund describes rather than acts on ("Screening and consenting support").
// Verbs whose object a generic work noun is ("providing support", "performing duties", "covering shifts").
const GIVES_WORK =
  /^(?:provid|offer|deliver|perform|complet|giv|carry|undertak|coordinat|manag|arrang|organi[sz]|supervis|allocat|assign|plan|schedul|prioriti[sz]|lead|handl|request|seek|secur|promot|sell|market|expand|improv|streamlin|review|audit|monitor|document|track|outsourc|procur|tender)[a-z]*ing$/;
const WORK_NOUN_PHRASE =
  /^(?:(?:and |or )?[a-z-]+ ){0,2}(?:support|services?|duties|work|tasks|activities|assistance|cover|help)(?=$|[,;.(]| (?:for|in|on|at|to|with|across|and)\b)/i;

/** The list items after a gerund opener: its own phrase first, then each item joined by "," or "and". */
function listAfter(m: RegExpExecArray): string[] {
  const rest = m.input.slice(m.index + m[0].length);
  return rest.split(/,\s*(?:and\s+)?|;\s*|\s+and\s+/).map((s) => s.trim());
}

const opensWithGerund = (item: string) => /^[a-z]+ing\b/i.test(item);

/**
 * The gerund governs the whole list when there is no list, when every item after it is a gerund phrase of
 * its own ("filing, scanning and archiving"), or when it has an object of its own that the rest continues
 * ("managing budgets, rotas and suppliers"). A bare gerund among nouns ("filing, invoice checks and
 * forecasting spreadsheets") or beside activity nouns ("…, payroll processing") never governed them.
 */
function governsList(m: RegExpExecArray): boolean {
  const items = listAfter(m);
  const rest = items.slice(1);
  if (rest.length === 0 || rest.every(opensWithGerund)) return true;
  return items[0] !== "" && !rest.some(isActivityNoun);
}

/** "visit scheduling", "sample processing": a noun named by its activity, not a duty of its own. */
const isActivityNoun = (item: string) => !opensWithGerund(item) && /^(?:[a-z0-9/-]+ ){1,2}[a-z]+ing$/i.test(item);

/**
 * A gerund (or a pair of them) that describes a noun rather than acts on it: a generic work noun right
 * after ("Screening and consenting support"), or a list of activity nouns beside it ("…, visit scheduling
 * and sample processing"), which tells that the whole bullet is a list of nouns, not of duties.
 */
function modifiesNoun(m: RegExpExecArray): boolean {
  const rest = m.input.slice(m.index + m[0].length);
  const chain = /^(?:(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)[a-z]+ing\b)*\s*/i.exec(rest)![0];
  const afterChain = rest.slice(chain.length);
  const lastGerund = (/([a-z]+ing)\s*$/i.exec(chain)?.[1] ?? m[1]!).toLowerCase();
  // "… support", "… and laundry services": the phrase after the gerunds ends in a generic work noun that
  // the gerund does not act on ("Providing support to families" still is a duty).
  if (
    !GIVES_WORK.test(lastGerund) &&
    !/^(?:the|a|an|all|our|their|each|every|new)\b/i.test(afterChain) &&
    WORK_NOUN_PHRASE.test(afterChain)
  )
    return true;
  return listAfter(m).slice(1).some(isActivityNoun);
}

function contributedTo(m: RegExpExecArray, tense: Tense): string | undefined {
  const forms = [m[1], m[2]].filter((w): w is string => Boolean(w)).map((w) => verbForms(w));
  if (forms.some((f) => !f)) return undefined;
  const gerunds = forms.map((f) => f!.gerund);
  return `${tense === "past" ? "Contributed" : "Contribute"} to ${gerunds.join(" and ")}`;
}

function gerundTo(gerund: string, tense: Tense): string | undefined {
  const v = gerundAs(gerund, tense);
  return v ? capitalizeFirst(v) : undefined;
}

// -ing words that are no gerund, and verbs whose past is irregular (not "-ed"): a gerund the lexicon does
// not know is read as a regular verb only outside these.
const NOT_REGULAR_ING = new Set(
  (
    "morning evening ceiling during nothing something anything everything thing string spring king ring wing " +
    "sibling pudding wedding clothing bedding lightning awning icing feed read sweep put set sit hang tell " +
    "understand draw buy pay lay shoot choose lend bend feel deal hear hide fight throw fly forecast broadcast " +
    "undertake withdraw spin split spread stand stick strike swing wear weave wind bid bet hit hurt quit shut " +
    "let cast cost dig freeze grind kneel leave lose mean ride rise seek shake shine sink slide steal swim " +
    "tear wake bleed breed flee sell sleep weep oversee foresee"
  ).split(" "),
);

/**
 * A gerund in the tense of the bullet: known verbs from the lexicon; any other regular verb in the past by
 * its spelling ("booking" → booked, "restocking" → restocked, "filing" → filed, "carrying" → carried), so a
 * list of duties reads in one tense even when its verbs are a trade's own. The present of an unknown verb is
 * not guessed ("filing" could be file or fil-), nor an irregular past ("sweeping" is swept).
 */
function gerundAs(gerund: string, tense: Tense): string | undefined {
  const g = gerund.toLowerCase();
  const v = verbForms(g);
  if (v) return v.gerund === g ? verb(v, tense) : undefined;
  const stem = g.slice(0, -3);
  if (tense !== "past" || !/ing$/.test(g) || stem.length < 3 || !/[aeiouy]/.test(stem)) return undefined;
  if (NOT_REGULAR_ING.has(g) || NOT_REGULAR_ING.has(stem) || NOT_REGULAR_ING.has(`${stem}e`)) return undefined;
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  return `${stem}ed`;
}

function helpTo(gerund: string, tense: Tense): string | undefined {
  const v = verbForms(gerund);
  if (!v || v.gerund !== gerund.toLowerCase()) return undefined;
  return `${tense === "past" ? "Helped" : "Help"} ${v.base}`;
}

/** "maintenance of" → "Maintained ". */
function nounTo(noun: string, tense: Tense): string | undefined {
  const v = verbForActionNoun(noun);
  return v ? capitalizeFirst(verb(v, tense)) + " " : undefined;
}

function strongerOpener(text: string, tense: Tense, depth = 0): string {
  for (const [re, make] of OPENERS) {
    const m = re.exec(text);
    if (!m) continue;
    const opener = make(m, tense);
    if (opener === null) return text;
    if (opener === undefined) continue;
    let rest = text.slice(m[0].length);
    if (/^(?:kept|keep|keeps) $/i.test(m[0]) && /^Maintain/.test(opener)) rest = rest.replace(/\s+up[- ]to[- ]date\b/i, "");
    // "Duties included: answering …" loses its preamble, then the opener rules see the list itself.
    if (opener === "" && depth === 0) return strongerOpener(gerundList(capitalizeFirst(rest.replace(/^\s+/, "")), tense), tense, 1);
    if (/ing$/i.test(m[0]) && opener) rest = followingGerunds(rest, tense);
    const joined = opener + rest;
    return capitalizeFirst(joined.replace(/^\s+/, ""));
  }
  return text;
}

/**
 * A list of duties all written as gerunds ("answering phones, scheduling appointments and filing records")
 * becomes a list of verbs in the experience's tense; anything else (a trailing "…, improving speed") stays.
 */
function gerundList(text: string, tense: Tense): string {
  const parts = text.split(/(,\s*(?:and\s+)?|\s+and\s+)/);
  const segments = parts.filter((_, i) => i % 2 === 0);
  if (segments.length < 2) return text;
  const isGerund = (seg: string) => {
    const w = /^\s*([A-Za-z]+ing)\b/.exec(seg)?.[1];
    return Boolean(w && gerundAs(w, tense));
  };
  if (!segments.every(isGerund)) return text;
  return parts
    .map((p, i) =>
      i % 2 === 0
        ? p.replace(/^(\s*)([A-Za-z]+ing)\b/, (_m, sp: string, g: string) => {
            const v = gerundAs(g, tense)!;
            return sp + (i === 0 ? capitalizeFirst(v) : v);
          })
        : p,
    )
    .join("");
}

/** "designing and running …" → after "Designed", also "ran"; stops at the first word that is not one. */
function followingGerunds(rest: string, tense: Tense): string {
  return rest.replace(/^((?:,\s*(?:and\s+)?|\s+and\s+)([a-z]+ing)\b)+/i, (chain) =>
    chain.replace(/([a-z]+ing)\b/gi, (g) => gerundAs(g, tense) ?? g),
  );
}

const FILLERS: Array<[RegExp, string]> = [
  [/\bsuccessfully\s+/gi, ""],
  [/\bin order to\b/gi, "to"],
  [/\bon a (daily|weekly|monthly|quarterly|regular) basis\b/gi, "$1"],
  [/\butili[sz](e|es|ed|ing)\b/gi, "us$1"],
  [/\butili[sz]ation\b/gi, "use"],
  [/\b(?:a (?:wide )?variety of|various different)\b/gi, "multiple"],
  [/\b(?:very|really|basically|actually|extremely)\s+/gi, ""],
  // Only where "etc." ends the bullet or a clause; inside brackets it closes a list ("(HDMI, USB, etc.)").
  [/,?\s+etc\.?(?=\s*(?:$|;))/gi, ""],
  [/\bvarious\s+/gi, ""],
  [/\bin an effort to\b/gi, "to"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\bover the course of\b/gi, "over"],
  [/\ba number of\b/gi, "multiple"],
  [/\ba total of\s+(?=\d)/gi, ""],
  [/,\s*as well as ([^,]+),/gi, " and $1"],
  [/\bas well as\b/gi, "and"],
  [/\bin a timely (?:manner|fashion)\b/gi, "promptly"],
  [/\bthe the\b/gi, "the"],
];

/** "filing, scheduling, etc." → "filing and scheduling": the list closes with "and" once "etc." goes. */
function dropEtc(text: string): string {
  const m = /,?\s+etc\.?\s*$/i.exec(text);
  if (!m) return text;
  const head = text.slice(0, m.index);
  const lastComma = head.lastIndexOf(", ");
  if (lastComma < 0 || /\b(?:and|or)\b/i.test(head.slice(lastComma))) return head;
  return `${head.slice(0, lastComma)} and ${head.slice(lastComma + 2)}`;
}

function removeFiller(text: string): string {
  let out = text;
  for (const [re, to] of FILLERS)
    out = out.replace(re, (...args) => matchCase(args[0] as string, (args[0] as string).replace(new RegExp(re.source, "i"), to)));
  return out;
}

/** "was able to reduce" → "reduced": the sentence already tells of a past result. */
function wasAbleTo(text: string): string {
  return text.replace(/\b(?:I |we )?(?:was|were) able to ([a-z]+)\b/gi, (all, word: string) => {
    const v = verbForms(word);
    if (!v || v.base !== word.toLowerCase()) return all;
    return /^[A-Z]/.test(all) ? capitalizeFirst(v.past) : v.past;
  });
}

/** Keeps a leading capital when a replacement lands at the start of a sentence. */
function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) && replacement ? capitalizeFirst(replacement) : replacement;
}

function mirrorWording(text: string, job: JobAnalysis): string {
  let out = text;
  const uses = (w: string) => jobCount(job, new RegExp(`\\b${w}\\b`));
  for (const [from, to, context] of NARROWER_WORDS) {
    if (!uses(to) || new RegExp(`\\b${to}\\b`, "i").test(out) || !jobCount(job, context)) continue;
    out = out.replace(from, (w) => matchCase(w, to));
  }
  for (const [a, b] of SAME_MEANING_WORDS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      if (uses(to) < 2 || uses(from) > 0) continue; // the job does not use it, or uses both
      if (new RegExp(`\\b${to}\\b`, "i").test(out)) continue;
      out = out.replace(new RegExp(`\\b${from}\\b`, "gi"), (w) => matchCase(w, to));
    }
  }
  return out;
}

/** Replace another name of a job term with the job's wording, and prefix AWS services with AWS. */
function mirrorTerms(text: string, jobTerms: JobTerms): string {
  const byId = new Map<number, JobTerm>();
  for (const t of jobTerms.terms) if (t.termId !== undefined) byId.set(t.termId, t);
  const hits = findTerms(text);
  const edits: Array<{ start: number; end: number; to: string }> = [];
  const aws = termByName("AWS");
  const wantsAws = aws && byId.has(aws.id) && !hits.some((h) => h.term.id === aws.id);
  let awsDone = false;
  for (const hit of hits) {
    const jt = byId.get(hit.term.id);
    if (jt && hit.term.kind === "t" && !hit.form.evidenceOnly) {
      const literal = hit.norm === nameKey(hit.term) || jt.literals.includes(hit.norm);
      const labelNorm = tokenize(jt.label)
        .map((t) => t.low)
        .join(" ");
      const alreadyThere = hits.some((h) => h !== hit && h.norm === labelNorm);
      if (!literal && !alreadyThere && !halfOfAnotherName(text, hit.start, hit.surface))
        edits.push({ start: hit.start, end: hit.end, to: jt.label });
    }
    if (wantsAws && !awsDone && hit.term.kind === "t" && impliedClosure(hit.term).some((p) => p.id === aws.id)) {
      const before = text.slice(Math.max(0, hit.start - 7), hit.start);
      // "NOVIQ RDS": letters after another name in capitals are part of that name, not the AWS service.
      const inName = /\b[A-Z]{2,}[A-Za-z]*\s+$/.test(text.slice(0, hit.start)) && !/amazon\s*$|aws\s*$/i.test(before);
      if (!inName && !/amazon\s*$|aws\s*$/i.test(before) && !/^(?:amazon|aws)\b/i.test(hit.surface)) {
        const last = edits[edits.length - 1];
        const base = last && last.start === hit.start ? last.to : hit.surface;
        if (last && last.start === hit.start) edits.pop();
        edits.push({ start: hit.start, end: hit.end, to: `AWS ${base}` });
      }
      awsDone = true;
    }
  }
  let out = text;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.to + out.slice(e.end);
  return out;
}

/** A CI pipeline that deploys ("Jenkins pipelines that deploy …") is a CI/CD pipeline, when the job says CI/CD. */
function mirrorCiCd(text: string, jobTerms: JobTerms): string {
  const cicd = termByName("CI/CD");
  if (!cicd || !jobTerms.terms.some((t) => t.termId === cicd.id) || /\bci\s*\/\s*cd\b/i.test(text)) return text;
  const hasCi = /\bCI\b|continuous integration/i.test(text) || findTerms(text).some((h) => h.term.implies.includes("CI/CD"));
  if (!hasCi || !/\b(?:deploy\w*|release\w*|delivery)\b/i.test(text)) return text;
  return text.replace(/\b(?:CI |build |deployment |release )?(pipelines?)\b/i, "CI/CD $1");
}

/** Verbless figures left at the end read as part of the claim: "…, 118% of quota" → "… (118% of quota)"; "…, zero incidents" → "…, with zero incidents"; "CI pipelines in GitLab" is GitLab CI when the job says so. */
function trailingFigures(text: string, ctx: RewriteContext): string {
  let out = text.replace(/, (\d[\d.,]*% of (?:quota|target|goal|plan|budget))$/i, " ($1)");
  out = out.replace(/, (zero (?:[a-z-]+ ){0,2}(?:incidents|accidents|errors|defects|complaints|injuries|violations))\b/i, ", with $1");
  if (jobCount(jobOf(ctx), /\bgitlab ci\b/)) out = out.replace(/\bCI pipelines (?:in|on|with) GitLab\b/, "GitLab CI pipelines");
  return out;
}

function jobAcronyms(text: string, job: JobAnalysis): string {
  let out = text;
  for (const [re, acronym] of ACRONYMS) {
    if (job.words.has(acronym.toLowerCase())) out = out.replace(re, acronym);
  }
  return out;
}

// Ongoing work told in the past inside a current role written in the present ("Partnered with FP&A on …"
// among "Own …", "Prepare …"): the present reads as the job it still is. One-off results keep their past.
const ONGOING_VERBS = new Set(
  "partnered collaborated coordinated communicated supported assisted maintained handled supervised mentored trained coached advised answered processed prepared reviewed monitored performed delivered taught".split(
    " ",
  ),
);
function ongoingInPresent(text: string, tense: Tense): string {
  // A second past verb ("Supported X and prepared Y") keeps the sentence in one tense as written.
  if (tense !== "present" || /\d/.test(text) || /\b(?:and|,)\s+[a-z]+ed\b/i.test(text)) return text;
  const first = /^([A-Za-z]+)\b/.exec(text)?.[1];
  if (!first || !ONGOING_VERBS.has(first.toLowerCase())) return text;
  const v = verbForms(first);
  return v ? capitalizeFirst(v.base) + text.slice(first.length) : text;
}

// A second clause that "does" a piece of work performs it ("Train caregivers and do home safety
// assessments" → "… and perform home safety assessments"); the opener rule above handles the first verb.
const DO_WORK =
  /(\band |, )(do|does|did) (?=(?:the |all |daily |weekly |monthly )?(?:[a-z/&-]+ ){0,3}(?:counts?|checks?|inspections?|audits?|rounds|observations?|assessments?|reviews?|evaluations?)\b)/gi;
// Checks, inspections and audits that are "run" are conducted ("Booked interviews and ran reference checks").
const RUN_CHECKS =
  /(\band |, )(run|runs|ran) (?=(?:the |all |daily |weekly |monthly )?(?:[a-z/&-]+ ){0,2}(?:checks|inspections|audits)\b)/gi;
function doWorkLater(text: string): string {
  return text
    .replace(DO_WORK, (_m, join: string, verb: string) => {
      const v = verb.toLowerCase();
      return `${join}${v === "did" ? "performed" : v === "does" ? "performs" : "perform"} `;
    })
    .replace(RUN_CHECKS, (_m, join: string, verb: string) => {
      const v = verb.toLowerCase();
      return `${join}${v === "ran" ? "conducted" : v === "runs" ? "conducts" : "conduct"} `;
    });
}

// Phrasal verbs a professional writes as one verb, the same act ("Filled out quality checksheets" →
// "Completed quality checksheets"; "went over discharge instructions" → "reviewed"). Each form keeps its
// tense; phrasal verbs with another sense ("set up", "follow up", "check in", "look after") stay.
const PHRASAL: ReadonlyArray<readonly [RegExp, Record<string, string>]> = [
  [
    /\b(deal|deals|dealt|dealing) with\b(?= (?:[a-z-]+,? (?:and )?){0,3}(?:queries|enquiries|inquiries|complaints|requests|issues|questions|claims|returns|refunds)\b)/gi,
    { deal: "handle", deals: "handles", dealt: "handled", dealing: "handling" },
  ],
  [/\b(sit|sits|sat|sitting) in on\b/gi, { sit: "attend", sits: "attends", sat: "attended", sitting: "attending" }],
  [
    /\b(put|puts|putting) together\b(?= (?:[a-z-]+ ){0,2}(?:quotes|proposals|estimates|reports|schedules|packs|packets|budgets|presentations|agendas)\b)/gi,
    { put: "prepare", puts: "prepares", putting: "preparing" },
  ],
  [/\b(fill|fills|filled|filling) out\b/gi, { fill: "complete", fills: "completes", filled: "completed", filling: "completing" }],
  [/\b(carry|carries|carried|carrying) out\b/gi, { carry: "perform", carries: "performs", carried: "performed", carrying: "performing" }],
  [
    /\b(go|goes|went|going) over\b(?= (?:the |all |each |every |[a-z-]+ )?(?:[a-z-]+ )?(?:instructions|care plans?|treatment plans?|results|procedures|policies|contracts?|documents?|charts?)\b(?! by\b))/gi,
    { go: "review", goes: "reviews", went: "reviewed", going: "reviewing" },
  ],
  // Chasing something up is following up on it, said the way a resume says it.
  [
    /\b(chase|chases|chased|chasing)(?: up)?(?: on)?\b(?= [a-z])/gi,
    { chase: "follow up on", chases: "follows up on", chased: "followed up on", chasing: "following up on" },
  ],
  [/\b(hand|hands|handed|handing) out\b/gi, { hand: "distribute", hands: "distributes", handed: "distributed", handing: "distributing" }],
  [
    /\b(sort|sorts|sorted|sorting) out\b(?= (?:[a-z-]+ ){0,2}(?:issues|problems|disputes|errors|discrepancies|complaints|queries)\b)/gi,
    { sort: "resolve", sorts: "resolves", sorted: "resolved", sorting: "resolving" },
  ],
  [
    /\b(figure|figures|figured|figuring) out\b/gi,
    { figure: "determine", figures: "determines", figured: "determined", figuring: "determining" },
  ],
];
function plainVerbs(text: string, tense: Tense): string {
  let out = text;
  for (const [re, to] of PHRASAL) {
    out = out.replace(re, (m: string, verb: string, at: number) => {
      // "put" is past and present alike: the bullet's tense decides.
      const v = verb.toLowerCase();
      const word = v === "put" && tense === "past" ? "prepared" : (to[v] ?? m);
      return at === 0 && /^\p{Lu}/u.test(m) ? capitalizeFirst(word) : word;
    });
  }
  return out;
}

/** "180+ orders a shift" → "180+ orders per shift": a rate after a figure reads as a rate. */
function perPeriod(text: string): string {
  return text.replace(/(\d[\d,.+]*(?:-\d[\d,.+]*)?(?:\s+[a-z-]+){0,3})\s+a\s+(shift|day|week|month|year|night|quarter)\b/gi, "$1 per $2");
}

/**
 * "Responsible for the maintenance of X" keeps the noun when the job asks for it ("Owned the maintenance
 * of X"): turning it into "Maintained X" would drop the very word the job wants.
 */
function keepWantedNoun(text: string, ctx: RewriteContext, tense: Tense): string | undefined {
  const m = /^(?:(?:was |were |am |is )?(?:responsible|accountable)|(?:had|have|has) responsibility) for (?:the |all )?([a-z]+) of /i.exec(
    text,
  );
  if (!m) return undefined;
  const noun = m[1]!.toLowerCase();
  const wanted = jobOf(ctx).requirements.terms.some((t) =>
    t.stem !== undefined ? t.literals.includes(noun) : t.literals.some((l) => l.split(" ").includes(noun)),
  );
  if (!wanted) return undefined;
  return `${tense === "past" ? "Owned" : "Own"} the ${noun} of ${text.slice(m[0].length)}`;
}

/** The job's own wording for a method or domain phrase the bullet names another way, when both share a head noun ("monthly close" → "month-end close"). */
function jobWording(text: string, ctx: RewriteContext): string {
  const byId = new Map<number, JobTerm>();
  for (const t of jobOf(ctx).requirements.terms) if (t.termId !== undefined) byId.set(t.termId, t);
  let out = text;
  for (const hit of findTerms(text).reverse()) {
    const jt = byId.get(hit.term.id);
    if (!jt || hit.term.kind === "t" || hit.form.evidenceOnly || jt.literals.includes(hit.norm)) continue;
    // Only towards the term's own name, with the same head noun: "monthly close" → "month-end close".
    // Only towards the term's own name, sharing its first or last word, and never a plural for a mass
    // noun ("A/B experiments" stays; "search ranking" → "search relevance", "monthly close" → "month-end close").
    const words = hit.norm.split(" ");
    const literal = jt.literals.find((l) => {
      const lw = l.split(" ");
      if (l !== nameKey(hit.term) || lw.length < 2 || words.length < 2) return false;
      if (/s$/.test(words[words.length - 1]!) && !/s$/.test(lw[lw.length - 1]!)) return false;
      const last = lw[lw.length - 1]!;
      return last === words[words.length - 1] || (lw[0] === words[0] && /(?:ing|ion|ment|ance|ence|ity)$/.test(last));
    });
    if (!literal) continue;
    // A word the job itself uses never goes ("stormwater drainage" stays when the job says drainage).
    const dropped = words.filter((w) => !literal.split(" ").includes(w));
    if (dropped.some((w) => jobOf(ctx).words.has(w))) continue;
    // The term's own name, in lower case unless it has capitals inside ("month-end close", "GitLab CI").
    const name = hit.term.name;
    const surface = /\p{Lu}/u.test(name.slice(1)) ? name : name.toLowerCase();
    out = out.slice(0, hit.start) + (hit.start === 0 ? capitalizeFirst(surface) : surface) + out.slice(hit.end);
  }
  return out;
}

// A lone letter of another script before a bullet's words is an icon font's bullet read back from a PDF ("λ Built
// …"; lexicon/language.ts): it is the writer's mark, kept as it stands, and the words after it are rewritten.
const ICON = new RegExp(`^\\s*[${OTHER_SCRIPTS}]\\s+`, "u");

// A year that dates the work, unless it starts something still going on ("since 2019").
const DATED_EVENT = /(?<!\b(?:since|from)\s)\b(?:19|20)\d{2}\b/i;

export function rewriteResponsibility(current: string, ctx: RewriteContext): string {
  // The tables speak English: a bullet in another language is left as written (lexicon/language.ts).
  if (!isEnglish(current)) return current;
  const icon = ICON.exec(current)?.[0];
  if (icon) {
    const words = current.slice(icon.length);
    const out = rewriteResponsibility(words, ctx);
    return out === words ? current : icon + out;
  }
  const job = jobOf(ctx);
  let text = collapseSpaces(current.replace(/^[\s•·▪●◦*\-–—]+/, ""));
  // A line that ends in a colon labels the lines after it ("Volunteer work via Helping Hands:"): no duty to rewrite.
  if (!text || /:\s*$/.test(text)) return current;
  // A line opening in lower case with a participle and where it acts ("running on a Raspberry Pi, talking via
  // MQTT …") goes on describing the thing of the line before it: it is no duty of its own to put in a tense.
  if (/^[a-z]+ing (?:on|via|in|at|from|under|inside|through|against|behind)\b/.test(text)) return current;
  // A title ("Teaching Assistant for …") or a preposition ("Following the course, I …") opens with an -ing
  // word that is no verb: the opener rules leave it.
  const nounOpener = titleOrPreposition(text);
  // "…, etc." ends in a period that belongs to the abbreviation, not the sentence.
  const endsWithPeriod = /\.\s*$/.test(current) && !/\betc\.\s*$/i.test(current);
  // A bullet that opens with its own tense ("Assisted with … and prepared …") keeps it, so the new
  // opener agrees with the rest of the sentence; otherwise the experience's tense applies.
  // A dated event ("the 2023 audit", "in 2021") is over even in a current role: it keeps the past.
  const tense = bulletTense(text) ?? (ctx.tense === "present" && DATED_EVENT.test(text) ? "past" : ctx.tense);
  text = removeFiller(wasAbleTo(dropEtc(text)));
  if (!nounOpener) {
    text = gerundList(capitalizeFirst(text), tense);
    text = keepWantedNoun(text, ctx, tense) ?? strongerOpener(text, tense);
  }
  text = doWorkLater(plainVerbs(ongoingInPresent(text, ctx.tense), tense));
  text = plusNumbers(text);
  text = impactFirst(text, tense) ?? text;
  text = halved(text, tense);
  text = mirrorTerms(text, job.requirements);
  text = jobWording(text, ctx);
  text = properNames(text, job.lower);
  text = mirrorCiCd(text, job.requirements);
  text = mirrorWording(text, job);
  text = inJobWording(text, job.wording).text;
  text = perPeriod(text);
  text = trailingFigures(text, ctx);
  text = jobAcronyms(text, job);
  text = jobPhrasing(text, job.lower);
  text = bracketTrailingFigure(figureBeforeTarget(nameTheProject(text, ctx.projectTitle)));
  text = capitalizeFirst(collapseSpaces(text)).replace(/\s*[.;,]+\s*$/, "");
  // A new opener's tense carries to the verbs joined to it ("Designed … and create" → "… and created").
  text = agreeJoinedVerbs(current, text);
  // A rewrite never loses a word the job uses: the job's own wording is what a recruiter searches for
  // (the guards hold every engine to the same rule, guards/job-keywords.ts).
  if (text !== current && dropsJobKeyword(current, text, job.keywords)) return current;
  return endsWithPeriod ? `${text}.` : text;
}

// People one works beside; "Worked with several tools such as SQL" is no collaboration.
const COWORKERS = new Set(
  "team teams colleagues colleague stakeholders leaders leadership departments department partners vendors suppliers contractors peers groups agencies doctors crew".split(
    " ",
  ),
);
function peopleAhead(rest: string): boolean {
  // "… pupils as a tutor": what follows "as" is the writer's own role, not whom they worked with.
  const words = (rest.split(/[.;:(]|\sas\s/)[0] ?? "")
    .toLowerCase()
    .split(/[^a-z-]+/)
    .slice(0, 8);
  return words.some((w) => COWORKERS.has(w) || TITLE_NOUNS.has(w));
}

// -ing words that open a phrase as prepositions, not as verbs.
const PREPOSITION_ING = new Set("following regarding including concerning considering according excluding pending during".split(" "));

/**
 * True when the opening -ing word names a title ("Teaching Assistant") or works as a preposition ("Following the …"),
 * or opens a line in title case with no lower-case word at all ("Predicting Flight Delays 2nd of 40"): the name of
 * a competition, a course or a project, not a duty.
 */
function titleOrPreposition(text: string): boolean {
  const m = /^([A-Za-z]+ing)\s+([A-Za-z]+)/.exec(text);
  if (!m) return false;
  if (PREPOSITION_ING.has(m[1]!.toLowerCase())) return true;
  const words = text.match(/\p{L}+/gu) ?? [];
  if (
    /^[A-Z]/.test(m[1]!) &&
    words.length >= 3 &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|the|for|in|on|to|a|an|with|st|nd|rd|th)$/.test(w))
  )
    return true;
  return /^[A-Z]/.test(m[2]!) && TITLE_NOUNS.has(m[2]!.toLowerCase());
}

/**
 * When the rewrite changed the opening verb's form, the verbs joined to it by "and" or a comma take the same
 * form ("Designed test data and create scripts" → "… and created scripts"); a joined verb this table does
 * not know keeps the bullet as written rather than mixing tenses.
 */
function agreeJoinedVerbs(current: string, text: string): string {
  const firstOf = (t: string) => /^([A-Za-z]+)/.exec(t)?.[1]?.toLowerCase() ?? "";
  const was = firstOf(current.replace(/^[\s•·▪●◦*\-–—]+/, ""));
  const now = firstOf(text);
  const v = verbForms(now);
  if (!v || was === now || now !== v.past) return text;
  const wasGerund = /ing$/.test(was);
  return text.replace(/((?:,\s*|\s)and\s+)([a-z]+)\b/g, (all, join: string, word: string, at: number) => {
    const w = verbForms(word);
    if (!w || word === w.past) return all;
    // The joined verb belongs to the opener only when nothing verb-like stands between them
    // ("Contributed to designing and building …" joins "designing", not the opener).
    const between = text.slice(now.length, at);
    if (/\bto\s+[a-z]+\b|\b[a-z]+ing\b/i.test(between)) return all;
    // A gerund joins the opener only in a list of gerunds the original opened with.
    if (word === w.gerund && !wasGerund) return all;
    if (word !== w.base && word !== w.gerund) return all;
    return `${join}${w.past}`;
  });
}

function bulletTense(text: string): Tense | undefined {
  const first = tokenize(text)[0]?.low ?? "";
  if (first === "was" || first === "were") return "past";
  if (first === "am" || first === "is" || first === "are") return "present";
  const t = tenseOf(first);
  return t === "past" || t === "present" ? t : undefined;
}

/**
 * The tense an experience is written in: past for a role that has ended or whose bullets mostly open with past-tense
 * verbs; present for a current role otherwise — also when its bullets open with no verb in either tense ("Heading
 * the front office", "Responsible for …"), where a past tense would describe a job the user still holds as over.
 */
export function experienceTense(dates: string, bullets: readonly string[]): Tense {
  if (!/present|current|now|today|ongoing/i.test(dates)) return "past";
  let present = 0;
  let past = 0;
  for (const b of bullets) {
    const first = tokenize(b)[0]?.raw ?? "";
    const t = tenseOf(first);
    // A duty written as a gerund ("Handling dispensing …") is ongoing work: it counts for the present.
    if (t === "present" || t === "gerund") present++;
    else if (t === "past") past++;
  }
  return past > present ? "past" : "present";
}
