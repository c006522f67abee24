// The job's own requirement phrases beyond the dictionary: multi-word noun phrases ("asset management",
// "spatial analysis", "wiring diagrams"), the object of a requirement frame ("knowledge of phlebotomy"), and
// codes written as acronyms or product names ("GISP", "ArcPy"). A lone plain word never qualifies unless a
// requirement frame names it: "advantage", "essential", "final", "clients" are words of the ad, not requirements.

import { ROMANCE_STOPWORDS, isEnglish } from "../lexicon/language";
import { STOPWORDS, TITLE_NOUNS, type Token, stem } from "../lexicon/text";
import { verbForms } from "../lexicon/verbs";

export interface PhraseHit {
  /** Stems joined by spaces: one key for "wiring diagram" and "wiring diagrams". */
  key: string;
  /** Lower-cased, as the job writes it. */
  literal: string;
  /** How the panel shows it. */
  label: string;
  /** Named by a requirement frame ("experience with X", "X skills"), or a code: qualifies on one mention. */
  framed: boolean;
  code: boolean;
  /** A shorter phrase inside a longer run: counts towards recurrence only. */
  part?: boolean;
}

// Ordinary words of job ads that never start, end or make a phrase: section labels, qualifiers, generic nouns.
const PLAIN = new Set(
  (
    "busy daily weekly monthly work works team teams role roles experience years year " +
    "ability strong excellent great good new fast high quality detail looking ideal plus bonus time level people things " +
    "place energy culture growth impact mission hours hour week weeks rest days day night nights weekends weekend holidays " +
    "availability flexible calm friendly safe timely accurate proactive organised organized pressure related relevant range " +
    "variety adult certified clear path members staff company business environment opportunity opportunities candidates " +
    "candidate applicants position local world kind wide lean real actual advantage advantageous essential desirable " +
    "desired required preferred mandatory optional key core major minor general overall current further " +
    "additional appropriate relevant wider broad complex various multiple several other own right full small large " +
    "big smaller larger different similar recent previous prior latest next first second third last early late " +
    "minimum maximum typical standard regular routine basic simple excellent outstanding exceptional solid sound " +
    "clients client customers customer public private internal external everyday day-to-day ongoing sector industry " +
    "field area areas tasks task duties duty things stuff part parts chance example examples need needs range way ways " +
    "thinking approach attitude mindset eye someone anyone everyone colleagues colleague manner basis another any " +
    "thorough extensive demonstrable practical comprehensive detailed in-depth broad " +
    "commensurate equivalent comparable expert modern technical principles concepts fundamentals elements " +
    // Who the work is with or for, and a list someone is given: "meeting participants", "assigned list".
    "participants participant attendees attendee list lists"
  ).split(/\s+/),
);

// Words that only ever modify ("adjectives and adverbs by suffix"), never a phrase's head.
const MODIFIER_SUFFIX = /(?:ly|ous|ful|able|ible|ive)$/;

// Requirement frames: the words right before a phrase ("experience with", "knowledge of") or right after it
// ("X experience", "X skills") that mark it as something the job asks for.
const FRAME_BEFORE =
  /\b(?:experience (?:(?:in|of) )?[a-z]+ing|experience (?:in|with|of|using)|experienced (?:in|with)|knowledge of|proficien(?:t|cy) (?:in|with)|familiar(?:ity)? with|background in|trained in|training in|certified in|certification in|qualified in|skilled in|competen(?:t|ce|cy) in|understanding of|expertise in|exposure to)\s+(?:(?:the|a|an|modern|basic|advanced|strong|solid|good|working|sound|practical|hands-on)\s+)*$/i;
const FRAME_AFTER = /^\s+(?:experience|skills?|knowledge|expertise|background|qualifications?|certifications?|certificates?|licen[cs]e)\b/i;

// Acronyms of the ad itself (places, degrees, pay, paperwork), not requirements. A level the job asks for (GED,
// GCSE) is one.
// (The two strings are joined before they are split: a Set made from the joined string would hold its letters.)
const GENERIC_CODES = new Set(
  (
    "USA UAE CVS DOE EOE OTE FAQ ASAP PTO CEO CFO COO CTO TBC TBD FTE BSC MSC PHD MBA BBA MPH HND NSW QLD ACT VIC TAS " +
    "UTC GMT EST EDT CST CDT PST PDT CET CEST BST AEST COVID LLC GMBH PLC"
  )
    .toLowerCase()
    .split(" "),
);

// Companies that make many products: their name before a product's name is no product of its own.
const VENDORS = new Set("microsoft google amazon apple adobe oracle ibm meta salesforce atlassian autodesk".split(" "));

// A code is an acronym of three or more capitals (two-letter ones are mostly places, degrees and shorthand: WA, BS,
// OR) or a product name with an inner capital ("ArcPy", "PolicyCenter"); Roman numerals and shouted words the
// line also writes in lower case ("CHEF") are not.
const isCode = (raw: string) =>
  ((/^[A-Z][A-Z0-9&]{2,7}s?$/.test(raw) && /[A-Z].*[A-Z].*[A-Z0-9]/.test(raw)) || /^[A-Z]?[a-z]+[A-Z][A-Za-z0-9]*$/.test(raw)) &&
  !/^[IVXL]+$/.test(raw) &&
  !GENERIC_CODES.has(raw.replace(/s$/, "").toLowerCase());

// A lone word a frame names must be a noun ("phlebotomy"), not an adjective ("acute", "clinical experience").
const ADJECTIVE_SUFFIX = /(?:al|ic|ive|ous|ful|able|ible|ary|ory|ent|ant|ish|less|ly)$/;

// Words too broad to name a requirement alone even in a frame ("data experience", "tools knowledge").
const STOP_SINGLE = new Set(
  "data tools systems system information software services service technology processes process methods product products item items performance".split(
    " ",
  ),
);

// A line written in capitals is a title or a banner, not a list of codes ("SOUS CHEF – FULL TIME").
// Adjectives of extent or choice that no suffix marks ("the entire system", "several teams"): never a noun.
const EXTENT_WORDS = new Set(
  "entire whole overall several numerous additional specific particular current certain main own same other different".split(" "),
);

// Function words a frame can be followed by ("Background in either Agile or ..."): they point at the
// requirement, they are not one.
const FUNCTION_WORDS = new Set("either neither both each every such whichever whatever".split(" "));
// Time words: how often or when the work is done ("month-end", "every month", "recurring billing"), never what.
const TIME_WORDS = new Set(
  "month months week weeks quarter quarters year years day days hour hours recurring annual annually biweekly fortnightly semester semesters season seasons".split(
    " ",
  ),
);

/**
 * A word that may stand alone as a requirement: a noun, not an adjective, a word too broad to name one, or a
 * possessive ("patient's medication": the word names whose, not what).
 */
export const loneWordOk = (low: string) =>
  !ADJECTIVE_SUFFIX.test(low) &&
  !STOP_SINGLE.has(low) &&
  !PLAIN.has(low) &&
  !STOPWORDS.has(low) &&
  !EXTENT_WORDS.has(low) &&
  !FUNCTION_WORDS.has(low) &&
  !TIME_WORDS.has(low) &&
  !/['’]/.test(low);

const shouting = (line: string) => {
  const letters = line.replace(/[^\p{L}]/gu, "");
  return letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.6;
};

// Words ads shout for emphasis ("NEVER HAD LAYOFFS", "FREE lunch", "DESIRE to learn"): English, not codes.
const SHOUTED = new Set(
  "never always must free daily strong desire layoffs urgent urgently immediate immediately now hiring apply only all not no very highly plus bonus new".split(
    " ",
  ),
);
// Small words never written as codes ("US", "IT" may be): in capitals beside a word they make it shouted text.
const SHOUTED_SMALL = new Set("a an the of and for to in on at with from by de du des la le les et del el los las y en".split(" "));
// A word in capitals that English already has is emphasis ("HEAD CHEF"), not a code.
const plainWord = (low: string) =>
  STOPWORDS.has(low) || TITLE_NOUNS.has(low) || PLAIN.has(low) || SHOUTED.has(low) || verbForms(low) !== undefined;

const contentWord = (t: Token) =>
  t.low.length >= 3 && /^[a-z][a-z'-]*$/.test(t.low) && !STOPWORDS.has(t.low) && !PLAIN.has(t.low) && !STOPWORDS.has(stem(t.low));

const joined = (line: string, a: Token, b: Token) => /^[\s-]+$/.test(line.slice(a.end, b.start));

const DEGREE_SUBJECTS =
  /\b(?:degree|bachelor(?:['’]?s)?|master(?:['’]?s)?|diploma|B\.?Sc?\.?|M\.?Sc?\.?|B\.?A\.?|B\.?Eng\.?|BTech|associate(?:['’]?s)?)\s+(?:[\w’'-]+\s+){0,2}?(?:in|of)\s+/i;

/**
 * The numbered standard a code at `i` opens, as the line writes it: "ISO 13485", "ISO-13485", "ISO/IEC 17025",
 * "21 CFR Part 820" (a title number before the code and a "Part"/"Section" word are part of the name). A number
 * that is a count ("SQL 5 years", "Java 8+") is none.
 */
export function standardReference(line: string, tokens: readonly Token[], i: number): { label: string; last: number } | undefined {
  let k = i;
  // "ISO/IEC 17025": a second code joined by a slash belongs to the same standard.
  if (tokens[k + 1] && line.slice(tokens[k]!.end, tokens[k + 1]!.start) === "/" && /^[A-Z]{2,6}$/.test(tokens[k + 1]!.raw)) k++;
  let n = k + 1;
  if (tokens[n] && /^(?:part|section|sec|§)$/i.test(tokens[n]!.raw) && line.slice(tokens[k]!.end, tokens[n]!.start) === " ") n++;
  const num = tokens[n];
  if (!num || !/^\d{1,5}(?:[.:]\d{1,4})*$/.test(num.raw) || !/^[ -]$/.test(line.slice(tokens[n - 1]!.end, num.start))) return undefined;
  if (/^\s*(?:\+|years?|yrs?|months?|%)/i.test(line.slice(num.end))) return undefined;
  // "MetaDocencia 2024-2028": a year after a name is a date, not a standard's number.
  if (/^(?:19|20)\d\d$/.test(num.raw) && tokens[i]!.raw !== tokens[i]!.raw.toUpperCase()) return undefined;
  // "FDA 21 CFR 820": a number followed by another code is that code's title number, not this one's.
  if (/^ [A-Z]{2,6}\b/.test(line.slice(num.end))) return undefined;
  const prev = tokens[i - 1];
  const title = prev && /^\d{1,3}$/.test(prev.raw) && line.slice(prev.end, tokens[i]!.start) === " " ? prev : undefined;
  return { label: line.slice((title ?? tokens[i]!).start, num.end), last: n };
}

/**
 * Requirement phrases in one line. `covered` holds the starts of tokens a dictionary term already took;
 * `from` is the first token after a heading label ("Essential: …"), so the label itself is never read.
 */
export function linePhrases(
  line: string,
  tokens: readonly Token[],
  covered: ReadonlySet<number>,
  languages: ReadonlySet<string>,
): PhraseHit[] {
  const out: PhraseHit[] = [];
  const labelEnd = /^[^:]{1,40}:/.exec(line)?.[0].length ?? 0;
  // Capitalised words after a line's first word are names (a place, the company) unless they are codes.
  const opener = (i: number) => i === 0 || /[.!?:;•]\s*$/.test(line.slice(tokens[i - 1]!.end, tokens[i]!.start));
  let run: Token[] = [];
  const push = (words: Token[], framed: boolean, part: boolean, label?: string) => {
    const first = words[0]!;
    const last = words[words.length - 1]!;
    // The literal joins the tokens with spaces, as the scorer reads a resume ("multi point inspections").
    out.push({
      key: words.map((w) => stem(w.low)).join(" "),
      literal: words.map((w) => w.low).join(" "),
      label: label ?? line.slice(first.start, last.end).toLowerCase().replace(/\s+/g, " "),
      framed,
      code: false,
      part,
    });
  };
  const flush = () => {
    // A run that opens a duty, or follows "and"/"to"/"will", starts in a verb's place.
    const lead = run.length ? line.slice(labelEnd, run[0]!.start).replace(/^\W+/, "") : "";
    const opensDuty = !lead.trim() || /\b(?:and|to|will|or|also)\s+$/i.test(lead);
    let words = trim(run, opensDuty);
    // "Experience agreeing final accounts": the activity's object is the requirement.
    if (words.length >= 3 && /ing$/.test(words[0]!.low) && /\bexperience\s+$/i.test(line.slice(0, words[0]!.start))) words = words.slice(1);
    run = [];
    if (!words.length || words.length > 4) return;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    const framed = FRAME_BEFORE.test(line.slice(0, first.start)) || FRAME_AFTER.test(line.slice(last.end));
    if (words.length === 1) {
      // "acute or critical care", "wedding and MICE groups": a word before "or"/"and" shares the next head.
      const sharesHead = /^\s*(?:or|and|\/)\s+\S+\s+[a-z]/i.test(line.slice(last.end));
      // "web application security": a word right before a dictionary term modifies it; "gain experience",
      // "share knowledge", "come experience": a verb before a frame word is an action, not a requirement.
      const modifies = tokens.some((t) => t.start > last.end && covered.has(t.start) && /^[\s-]+$/.test(line.slice(last.end, t.start)));
      // A word opening a duty, or after "and"/"to"/"will", is in a verb's place ("Share knowledge", "and gain experience").
      // At a duty's start it is a verb only when its object goes on ("Share knowledge with …"); "Phlebotomy experience" is a noun.
      const before = line.slice(labelEnd, first.start).replace(/^\W+/, "");
      const verbPlace =
        /\b(?:and|to|will|or|also)\s+$/i.test(before) ||
        (!before.trim() && /^\s+\w+\s+(?:with|in|of|across|about|among|between|why|how|what)\b/i.test(line.slice(last.end)));
      const verb = (verbForms(first.low) !== undefined && verbForms(first.low)!.gerund !== first.low) || verbPlace;
      if (framed && !sharesHead && !modifies && !verb && !partOfCompound(line, tokens, first) && loneWordOk(first.low)) {
        // "computer skills", "product knowledge": the panel names the frame with the word.
        const after = FRAME_AFTER.exec(line.slice(last.end))?.[0].trim().toLowerCase();
        push(words, true, false, after ? `${first.low} ${after}` : undefined);
      }
      return;
    }
    if (words.length <= 3) push(words, framed, false);
    // Its shorter phrases too, so "asset management program" and "another asset management system" both
    // count towards "asset management"; a part is kept only when it is a phrase by itself (trimmed the same).
    for (let n = Math.min(3, words.length - 1); n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const part = words.slice(i, i + n);
        if (trim(part, i === 0 && opensDuty).length === n) push(part, false, true);
      }
    }
  };
  // "A bachelor's degree in Computer Science, Engineering or MIS": the subjects a degree line lists are fields of
  // study, not codes the job asks for ("to some degree, all of our platform …" lists none).
  const degree = DEGREE_SUBJECTS.exec(line);
  const subjects = degree
    ? [degree.index + degree[0].length, line.slice(degree.index + degree[0].length).search(/[.;(]|$/) + degree.index + degree[0].length]
    : undefined;
  const subject = (t: Token) => subjects !== undefined && t.start >= subjects[0]! && t.start < subjects[1]!;
  // The last token of a numbered standard already read ("IEC" in "ISO/IEC 17025" is part of it).
  let skipTo = -1;
  // A line in Spanish, French, Portuguese or Italian: its function words are no part of a phrase ("este rol").
  const romance = !isEnglish(line);
  // A word in capitals next to a small word in capitals ("SEMAINES DE CONGÉS", "NOW OF ALL") is shouted text.
  const capsSmall = (k: number) => {
    const n = tokens[k];
    return !!n && n.raw === n.raw.toUpperCase() && SHOUTED_SMALL.has(n.low);
  };
  const shoutedRun = (i: number) =>
    (i > 0 && line.slice(tokens[i - 1]!.end, tokens[i]!.start) === " " && capsSmall(i - 1)) ||
    (i + 1 < tokens.length && line.slice(tokens[i]!.end, tokens[i + 1]!.start) === " " && capsSmall(i + 1));
  for (const [i, t] of tokens.entries()) {
    if (t.start < labelEnd) continue;
    // "start-up", "follow-up": a word whose hyphenated tail is a small word is half of one word, no phrase's end.
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    const halfWord =
      Boolean(next && line.slice(t.end, next.start) === "-" && STOPWORDS.has(next.low)) ||
      // "in-depth", "up-to-date": the tail of a word whose head is a small word.
      Boolean(prev && line.slice(prev.end, t.start) === "-" && STOPWORDS.has(prev.low));
    const word =
      !covered.has(t.start) &&
      !halfWord &&
      contentWord(t) &&
      !(romance && ROMANCE_STOPWORDS.has(t.low)) &&
      !languages.has(t.low) &&
      !TITLE_NOUNS.has(t.low) &&
      (!/^\p{Lu}/u.test(t.raw) || opener(i));
    if (word && (!run.length || joined(line, run[run.length - 1]!, t))) {
      run.push(t);
      continue;
    }
    flush();
    if (word) {
      run.push(t);
      continue;
    }
    // A capitalised name right after a requirement frame is a product ("Experience with Cityworks"); a vendor of
    // many products before its product's name ("Microsoft SQL Server", "Google Suite"), or any name before a
    // dictionary term, is only the first word of that product's name.
    const vendorOf = Boolean(
      next && line.slice(t.end, next.start) === " " && /^\p{Lu}/u.test(next.raw) && (covered.has(next.start) || VENDORS.has(t.low)),
    );
    // "knowledge of Computer Science": the first word of a field of study is no product of its own ("Windows
    // Server", "Altium Designer" are products and stay).
    const nameGoesOn = Boolean(
      next && line.slice(t.end, next.start) === " " && /^(?:Science|Sciences|Engineering|Studies|Theory|Fundamentals)$/.test(next.raw),
    );
    const framedName =
      /^\p{Lu}/u.test(t.raw) &&
      FRAME_BEFORE.test(line.slice(0, t.start)) &&
      /^[\s,;)/]|^$/.test(line.slice(t.end, t.end + 1)) &&
      !vendorOf &&
      !nameGoesOn;
    // "the EPC team", "our PMO office": a code that names a unit of the employer is no skill.
    const unit = /^\s+(?:team|teams|department|division|group|office|unit)\b/i.test(line.slice(t.end));
    if (
      !covered.has(t.start) &&
      (isCode(t.raw) || framedName) &&
      !unit &&
      !subject(t) &&
      !shouting(line) &&
      !shoutedRun(i) &&
      !opener(i) &&
      !plainWord(t.low)
    ) {
      if (skipTo > i) continue;
      // A standard's number is part of its name ("IFRS 15", "ISO 13485", "21 CFR Part 820", "ISO/IEC 17025"),
      // not a count ("SQL 5 years"): the numbered standard is one term, never its bare code.
      const ref = standardReference(line, tokens, i);
      if (ref) skipTo = ref.last;
      const label = ref ? ref.label : t.raw;
      out.push({ key: `code:${label}`, literal: label.toLowerCase(), label, framed: true, code: true });
    }
  }
  flush();
  return out;
}

// Verbs whose base is also the noun that names a kind of thing ("purchase orders", "work orders", "change
// requests", "test plans"): before another noun, and not in a verb's place, they modify it.
const NOUN_MODIFIERS = new Set(
  "purchase work change test repair service support release design search budget record request schedule cost price contract return order".split(
    " ",
  ),
);

// Words before a framed word that only grade it ("strong coding skills", "previous campaign experience").
const GRADING = new Set(
  "good strong excellent outstanding solid basic advanced proven extensive previous prior relevant practical deep broad working general some any demonstrable demonstrated great exceptional sound thorough hands-on professional overall".split(
    " ",
  ),
);
// Verbs whose object is knowledge or experience itself ("sharing knowledge", "gaining experience").
const TAKES_KNOWLEDGE =
  /^(?:shar|gain|transferr?|apply|applying|acquir|bring|expand|deepen|broaden|leverag|pass|impart|spread|exchang)ing$|^applying$/;

/**
 * A framed lone word that is only the tail of a longer name: a name, a code or another noun right before it
 * ("NodeJS scripting experience", "English language skills", "customer relations experience") makes the word a
 * modifier of that compound, so the word alone names nothing the job asks for; a grading adjective before it
 * ("strong coding skills") does not. A gerund that acts on the frame word ("sharing knowledge") or on what
 * follows it ("Experience in dealing with ambiguity") is an action, not a requirement.
 */
function partOfCompound(line: string, tokens: readonly Token[], word: Token): boolean {
  const after = line.slice(word.end);
  if (TAKES_KNOWLEDGE.test(word.low) && /^\s+(?:knowledge|experience|expertise)\b/i.test(after)) return true;
  if (/ing$/.test(word.low) && /^\s+(?:with|in|on|for|to|across|about)\b/i.test(after)) return true;
  const k = tokens.indexOf(word);
  const prev = tokens[k - 1];
  if (!prev || !/^\s*\/?\s*$/.test(line.slice(prev.end, word.start))) return false;
  const low = prev.low;
  // "experience in teaching mathematics": a gerund before the word acts on it, it makes no compound.
  if (STOPWORDS.has(low) || GRADING.has(low) || ADJECTIVE_SUFFIX.test(low) || /^\d/.test(low) || /ing$/.test(low)) return false;
  // A capital at the start of the line or after a label is the sentence's, not a name's.
  const lineOpener = !/\S/.test(
    line
      .slice(0, prev.start)
      .replace(/^[^:]{1,40}:/, "")
      .replace(/^[\s\W]+/, ""),
  );
  if (lineOpener && /^\p{Lu}\p{Ll}/u.test(prev.raw)) return false;
  return true;
}

/** A phrase starts at its first noun-like word and ends at a head noun: verbs and modifiers at either end go. */
function trim(run: Token[], verbPlace = true): Token[] {
  let a = 0;
  let b = run.length;
  const modifier = (i: number) => {
    const v = verbForms(run[i]!.low);
    return i + 1 < b && v !== undefined && NOUN_MODIFIERS.has(v.base) && run[i]!.low !== v.past && run[i]!.low !== v.gerund;
  };
  // "Perform spatial analysis" → "spatial analysis"; a gerund may lead a noun phrase ("wiring diagrams"); "issued
  // purchase orders", "issues with purchase orders" keep "purchase orders" (only one verb opens a duty).
  while (a < b && verbForms(run[a]!.low) !== undefined && verbForms(run[a]!.low)!.gerund !== run[a]!.low) {
    if (modifier(a) && (a > 0 || !verbPlace)) break;
    a++;
  }
  // "principles associated (with)", "tools cited (above)": a participle after the noun is no part of the phrase.
  const participle = (low: string) => verbForms(low)?.past === low || (/[^e]ed$/.test(low) && low.length >= 5);
  while (b > a && (MODIFIER_SUFFIX.test(run[b - 1]!.low) || participle(run[b - 1]!.low))) b--;
  return run.slice(a, b);
}
