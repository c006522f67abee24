// Date ranges as resumes print them, in the languages resumes are written in: 'Jan 2020 – Present', '2019 - 2021',
// '03/2018 – 06/2020', '08.2022 – present', 'May 2021 to Current', 'Expected June 2026', 'Summer 2023',
// 'December’21 to now', '01/10/2021 bis 31/03/2022', 'seit Januar 2025', 'Juillet 2025', '2018.09 – 至今',
// '2020年4月～現在', 'Sep. 2008 – Jun. 2010, Sep. 2011 – Sep. 2013', 'Oct. 2018 - Sep. 2026 (expected)'.
import type { Line } from "./types.ts";
import { remembered } from "./text.ts";

// Month names and their usual abbreviations: English, German, French, Spanish, Portuguese, Italian, Dutch, Hungarian,
// Russian, Ukrainian and Polish (nominative and genitive), Indonesian, Swedish, Turkish, Greek.
const MONTH_WORDS = `january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
januar februar märz marz mai juni juli oktober dezember jän jänner mrz okt dez
janvier février fevrier mars avril juin juillet août aout septembre octobre novembre décembre decembre janv févr fevr avr juil déc
enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ene abr ago dic
janeiro fevereiro março marco maio junho julho setembro outubro novembro dezembro fev set out
gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre gen mag giu lug ott
januari februari maart mei augustus mrt
január február március április május június július augusztus szeptember október
janu feb febr
январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь
января февраля марта апреля мая июня июля августа сентября октября ноября декабря
янв фев февр мар апр июн июл авг сен сент окт ноя нояб дек
січень лютий березень квітень травень червень липень серпень вересень жовтень листопад грудень
січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня
styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień
stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia
maret agustus desember agt des
mars maj augusti
ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık
ιανουάριος φεβρουάριος μάρτιος απρίλιος μάιος ιούνιος ιούλιος αύγουστος σεπτέμβριος οκτώβριος νοέμβριος δεκέμβριος
ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου οκτωβρίου νοεμβρίου δεκεμβρίου
ιαν φεβ μαρ απρ μαΐ ιουν ιουλ αυγ σεπ οκτ νοε δεκ`
  .split(/\s+/)
  .filter(Boolean);
// Each word also as typed without its accents (capitals are often set without them: "ΙΟΥΝΙΟΣ", "FEVRIER").
const withUnaccented = (words: string[]) => [
  ...new Set(words.flatMap((w) => [w, w.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC")])),
];
const MONTH = `(?:${withUnaccented(MONTH_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/\./g, "\\."))
  .join("|")})\\.?`;
const SEASON =
  "(?:spring|summer|fall|autumn|winter|printemps|été|automne|hiver|frühjahr|sommer|herbst|winter|primavera|verano|otoño|invierno|verão|outono|inverno)";
const YEAR = "(?:19|20)\\d{2}";
const MM = "(?:0?[1-9]|1[0-2])";
const DD = "(?:0?[1-9]|[12]\\d|3[01])";
// A term or semester before an academic year: "Term 2016/17", "WS 2019/20".
const TERM = "(?:(?:term|semester|wintersemester|sommersemester|ws|ss)\\s+)";
const ONE = [
  // 2020年4月 / 2020年04月15日 / 2020年
  `${YEAR}\\s*年(?:\\s*\\d{1,2}\\s*月(?:\\s*\\d{1,2}\\s*日)?)?`,
  // 2019-04-30, 2019.04.30, 2019/04/30: ISO order
  ...["-", "\\.", "/"].map((sep) => `${YEAR}${sep}${MM}${sep}${DD}(?!\\d)`),
  // 01/10/2021, 15.03.2021, 01-10/2020: day, month, year; 04/14/2021: month, day, year (US)
  `${DD}\\s*[./-]\\s*${DD}\\s*[./-]\\s*${YEAR}`,
  // an academic year: "2016/17", "2015/2016", "Term 2016/17"
  `${TERM}?${YEAR}\\s*\\/\\s*(?:${YEAR}|\\d{2})(?!\\d)`,
  `${TERM}${YEAR}`,
  // Two months of one year: "April-August 2012", "Juni und Juli 2016", "June & July 2016"
  `${MONTH}(?:\\s*[-–—/]\\s*|\\s+(?:and|und|et|y|e|&)\\s+)${MONTH}(?:\\s+|,\\s*)${YEAR}`,
  // May 2021, January, 2019, Mar-2019; Sept ’17, December’21 with an apostrophe
  `${MONTH}(?:(?:\\s+|,\\s*|-)${YEAR}|\\s*['’‘]\\s?\\d{2})`,
  `${DD}\\.?\\s+${MONTH}\\s+${YEAR}`,
  `${SEASON}\\s+${YEAR}`,
  `q[1-4]\\s+${YEAR}`,
  // Vietnamese "tháng 5/2020", "Tháng 05 năm 2020"
  `tháng\\s*${MM}(?:\\s*[./-]\\s*|\\s+(?:năm\\s+)?)${YEAR}`,
  `${MM}\\s*[./-]\\s*${YEAR}`,
  `${YEAR}\\.?\\s+${MONTH}(?![\\p{L}])`,
  `${YEAR}\\s*[./-]\\s*${MM}(?!\\d)`,
  YEAR,
].join("|");
// Open ends, as words ("present") or as patterns ("current(?:ly)?"). Longest first, so that a word is not cut short
// by another that begins it ("presente" by "present", "atualmente" by "atual").
const OPEN_ENDS = [
  "till date",
  "till now",
  "to date",
  "until now",
  "up to now",
  "heden",
  "nu",
  "present",
  "presently",
  "current(?:ly)?",
  "now",
  "today",
  "ongoing",
  "date",
  "heute",
  "jetzt",
  "laufend",
  "présent",
  "actuellement",
  "aujourd['’]hui",
  "en cours",
  "actualidad",
  "actualmente",
  "presente",
  "hoy",
  "atual",
  "atualmente",
  "actual",
  "obecnie",
  "oggi",
  "in corso",
  "jelenleg",
  "napjainkig",
  "maintenant",
  "sekarang",
  "saat ini",
  "kini",
  "hiện tại",
  "đến nay",
  "hiện nay",
  "günümüz",
  "halen",
  "devam ediyor",
  "teraz",
  "do teraz",
  "dziś",
  "pågående",
  "по настоящее время",
  "настоящее время",
  "наст\\.\\s?вр(?:емя|\\.)?",
  "н\\.\\s?в\\.?",
  "сейчас",
  "по теперішній час",
  "теперішній час",
  "дотепер",
  "нині",
  "至今",
  "现在",
  "現在",
  "今",
  "迄今",
  "在职",
  "在職中",
  "現職",
  "pres\\.?",
  "σήμερα",
  "τώρα",
  "μέχρι σήμερα",
  "έως σήμερα",
  "současnost",
  "současnosti",
  "dosud",
  "nyní",
  "súčasnosť",
  "doteraz",
];
const OPEN = `(?:${withUnaccented(OPEN_ENDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
// Range separators: dashes, "to" and its translations, CJK wave dashes; "至" (Chinese "to").
const SEP = "(?:\\s*(?:[-–—−~～〜]+|至)\\s*|\\s+(?:to|until|till|through|bis|à|au|a|até|al|по|до|hingga|sampai|đến|–)\\s+)";
// Words that may lead a date: kept in the printed text ("Expected June 2026", "seit Januar 2025") except from/von/de.
// A part of the year before a date, kept as printed: "End of 2013", "Early 2020 – Late 2021", "2022 – Est. 2027".
const QUALIFIER =
  "(?:the\\s+)?(?:end|beginning|start|middle)\\s+of|early|late|ende|anfang|mitte|fin|début|finales de|principios de|inicio de|est\\.|expected";
const LEAD = `(?:(?:expected|anticipated|erwartet|voraussichtlich|prévu|previsto|graduat(?:ed|ing|ion)|since|from|seit|ab|von|depuis|dès|desde|de|du|est\\.|exp\\.|a partir de|à partir de|${QUALIFIER})\\s*:?\\s+)?`;
// A status in brackets after the end date, kept with it: "(expected)", "(in progress)", "(Cursando)", "(en curso)".
const TAIL =
  "(?:\\s*\\((?:expected|anticipated|est\\.?|prévu|prévue|voraussichtlich|previsto|prevista|esperado|expectativa|in progress|ongoing|current|cursando|em curso|em andamento|en curso|en cours|in corso|laufend)\\))?";
// An open range printed with a dash and nothing after it ("2019-04-30 —") ends its text.
// Two years (or a year and "Present") with no dash between them were stacked in a date column ("2017" over "Present");
// a timeline column may stack the end over the start with a bar between them ("Present" / "|" / "2019").
const STACKED = `(?:${YEAR}\\s+(?:${YEAR}|${OPEN})|(?:${YEAR}|${OPEN})\\s\\|\\s${YEAR})(?!\\S)`;
// Ukrainian and Russian print a year word after the year: "лютий 2022 р.", "1998 г.".
const YEAR_WORD = "(?:\\s?(?:р|рр|г|гг)\\.)?";
const RANGE = `(?:${STACKED}|(?:${ONE})${YEAR_WORD}(?:${SEP}(?:(?:(?:${QUALIFIER})\\s+)?(?:${ONE})${YEAR_WORD}|${OPEN})|\\s*[–—-](?=\\s*$))?)${TAIL}`;
// Several ranges for one entry: "Sep. 2008 – Jun. 2010, Sep. 2011 – Sep. 2013", "2001 & 2002".
const MORE = "\\s*(?:,|&|\\band\\b|\\bund\\b|\\bet\\b)\\s*";
const LIST = `${RANGE}(?:${MORE}${RANGE})*`;

// The patterns are written in lower case and matched against the text folded to lower case (foldCase below), not
// compiled case-insensitively: V8 takes about twice as long to compile them that way, and that is paid on the
// first parse in each isolate.
// A date range with its leading word, or an open end alone: the whole pattern as one expression. The search below
// tries it in pieces, so the month names are compiled into one expression, not sixteen;
// test/node/parse/date-scan.test.ts checks that the pieces find exactly what this expression finds.
export const DATE_SOURCE = `${LEAD}${LIST}|${LEAD}${OPEN}`;
/** A text that is a date and nothing else, as one expression (isDateLike tries it in the same pieces). */
export const WHOLE_DATE_SOURCE = `^[(（]?(?:${LEAD}${LIST}|${LEAD}${OPEN}(?:…|\\.{3}))[)）]?$`;
const LEAD_WORD_AT = new RegExp(LEAD.slice(3, -2), "uy"); // LEAD without its optional group: `(?:…)?`
const ONE_AT = new RegExp(`(?:${ONE})${YEAR_WORD}`, "uy");
const STACKED_AT = new RegExp(STACKED, "uy");
const SEP_AT = new RegExp(SEP, "uy");
const QUALIFIER_AT = new RegExp(`(?:${QUALIFIER})\\s+`, "uy");
const OPEN_END_AT = new RegExp(OPEN, "uy");
const DASH_END_AT = /\s*[–—-](?=\s*$)/uy;
const TAIL_AT = new RegExp(TAIL, "uy");
const MORE_AT = new RegExp(MORE, "uy");
const OPEN_AT = new RegExp(`${LEAD}${OPEN}`, "uy");

// Letters that case-insensitive matching equates with a letter of the patterns though lower-casing does not.
const FOLDS: Record<string, string> = { ſ: "s", ᲀ: "в", ᲁ: "д", ᲂ: "о", ᲃ: "с", ᲄ: "т", ᲅ: "т", ᲆ: "ъ", ᲇ: "ѣ", ᲈ: "ꙋ" };
const FOLDS_APART = /[\u017F\u1C80-\u1C88]/;

/** `text` in lower case, the same length (a letter whose lower case is longer, like "İ", stays as it is). */
function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length && !FOLDS_APART.test(text)) return lower;
  let out = "";
  for (const ch of text) {
    const l = FOLDS[ch] ?? ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

// Where a date can begin. Every form starts with a digit or with one of the words the patterns above are written
// with, so the pattern is only tried at those places: on most lines a few instead of every position. The words are
// read out of the pattern sources themselves (escapes and character classes dropped; a letter made optional by a
// quantifier cut off), so the list cannot fall behind the patterns.
const START_WORDS = new Map<string, string[]>();
for (const source of [LEAD, STACKED, ONE, OPEN]) {
  const plain = source.replace(/\\[pPu]\{[^}]*\}|\\./g, " ").replace(/\[[^\]]*\]/g, " ");
  for (const m of plain.matchAll(/(\p{L}+)([?*{])?/gu)) {
    const word = m[2] ? m[1]!.slice(0, -1) : m[1]!;
    if (!word) continue;
    const list = START_WORDS.get(word[0]!) ?? [];
    if (!list.includes(word)) list.push(word);
    START_WORDS.set(word[0]!, list);
  }
}
const GLUED_BEFORE = /[\p{L}\d,.]/u;

/** Whether a date may begin at `p` of the folded text; with `apart`, not right after a letter, digit, comma or period. */
function mayBegin(folded: string, p: number, apart: boolean): boolean {
  const c = folded.charCodeAt(p);
  if (Number.isNaN(c)) return false;
  if (apart && p > 0) {
    const b = folded.charCodeAt(p - 1);
    // (A letter outside the basic plane is two code units.)
    const before = b >= 0xdc00 && b <= 0xdfff && p > 1 ? folded.slice(p - 2, p) : folded[p - 1]!;
    if ((b >= 48 && b <= 57) || b === 44 || b === 46 || (b < 128 ? /[a-z]/ : GLUED_BEFORE).test(before)) return false;
  }
  if (c >= 48 && c <= 57) return true;
  return START_WORDS.get(folded[p]!)?.some((w) => folded.startsWith(w, p)) ?? false;
}

const endAt = (re: RegExp, folded: string, p: number): number => {
  re.lastIndex = p;
  return re.test(folded) ? re.lastIndex : -1;
};

// The pieces are tried in the order the whole expression tries them. Once a piece has matched, nothing after it in
// the expression can fail (what follows is optional), so the expression never comes back to try it another way:
// the first way each piece matches is the way the whole expression matches.

/** Where RANGE matches at `p` ends, or -1. */
function rangeEndAt(folded: string, p: number): number {
  let end = endAt(STACKED_AT, folded, p);
  if (end < 0) {
    end = endAt(ONE_AT, folded, p);
    if (end < 0) return -1;
    const sep = endAt(SEP_AT, folded, end);
    let to = -1;
    if (sep >= 0) {
      const qualified = endAt(QUALIFIER_AT, folded, sep);
      if (qualified >= 0) to = endAt(ONE_AT, folded, qualified);
      if (to < 0) to = endAt(ONE_AT, folded, sep);
      if (to < 0) to = endAt(OPEN_END_AT, folded, sep);
    }
    if (to < 0) to = endAt(DASH_END_AT, folded, end);
    if (to >= 0) end = to;
  }
  return Math.max(end, endAt(TAIL_AT, folded, end));
}

/** Where `${LEAD}${LIST}` matches at `p` ends, or -1. */
function listEndAt(folded: string, p: number): number {
  const lead = endAt(LEAD_WORD_AT, folded, p);
  let end = lead < 0 ? -1 : rangeEndAt(folded, lead);
  if (end < 0) end = rangeEndAt(folded, p);
  if (end < 0) return -1;
  // More ranges for the same entry: ", Sep. 2011 – Sep. 2013".
  for (;;) {
    const more = endAt(MORE_AT, folded, end);
    const next = more < 0 ? -1 : rangeEndAt(folded, more);
    if (next < 0) return end;
    end = next;
  }
}

/** Where DATE_SOURCE's match at `p` ends, or -1. */
function dateEndAt(folded: string, p: number): number {
  const end = listEndAt(folded, p);
  return end >= 0 ? end : endAt(OPEN_AT, folded, p);
}

/**
 * Whether the folded text is a date and nothing else (WHOLE_DATE_SOURCE). Taking the first way each piece matches
 * and then asking for the end of the text is not, in general, what the anchored expression does (it would go back
 * and try the pieces other ways); for these pieces it agrees, because alternatives that begin alike are tried
 * longest first. date-scan.test.ts compares the two on every part of every line it holds.
 */
function wholeAt(folded: string): boolean {
  for (const p of /^[(（]/.test(folded) ? [1, 0] : [0]) {
    const end = listEndAt(folded, p);
    if (end >= 0 && /^[)）]?$/.test(folded.slice(end))) return true;
    const open = endAt(OPEN_AT, folded, p);
    if (open >= 0 && /^(?:…|\.{3})[)）]?$/.test(folded.slice(open))) return true;
  }
  return false;
}

interface DateMatch {
  text: string;
  index: number;
}

/**
 * The date pattern's matches in `text`, left to right, as a global search would find them; `resume(i)` moves the
 * search on to `i`. With `apart`, places glued to a letter, digit, comma or period are skipped.
 */
function dateMatches(text: string, apart: boolean) {
  const folded = foldCase(text);
  let from = 0;
  return {
    next(): DateMatch | null {
      for (let p = from; p < text.length; p++) {
        if (!mayBegin(folded, p, apart)) continue;
        const end = dateEndAt(folded, p);
        if (end > p) {
          from = end;
          return { text: text.slice(p, end), index: p };
        }
      }
      from = text.length;
      return null;
    },
    resume(i: number) {
      from = i;
    },
  };
}

/** The first date or date range anywhere in `text` (inside words too), as printed. */
export function firstDateRange(text: string): string | null {
  return dateMatches(text, false).next()?.text ?? null;
}

// Every year (19xx/20xx) or month with an apostrophe and two digits ("Sept ’17") in dated forms: a line with
// neither (a phone number, "5 years", "40%") can only hold an open end.
const MAY_DATE = /(?:19|20)\d\d|['’‘]\s?\d/;

// Asked of the same line texts many times over: answers are remembered for one parse (text.ts `remembered`).
// Without a year or "’17" only an open end followed by an ellipsis ("present…") can be a whole date.
const wholeDate = remembered((text: string) => {
  if (!MAY_DATE.test(text) && !text.includes("…") && !text.includes("...")) return false;
  const t = foldCase(text.trim());
  if (!mayBegin(t, 0, false) && !(/^[(（]/.test(t) && mayBegin(t, 1, false))) return false;
  return wholeAt(t);
});

/** True when the whole text is a date or date range (optionally in parentheses). */
export function isDateLike(text: string): boolean {
  return wholeDate(text);
}

export interface DateHit {
  text: string;
  start: number;
  end: number;
}

// Leading words that are not part of the printed date the user keeps: "from December’21", "von 2022".
const DROP_LEAD = /^(?:from|von|de|du|à partir de|a partir de)\s*:?\s+/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The date range in a header line, if any. Prefers the longest hit that touches a separator or an end of the text,
 * so a year inside a name ('Class of 2019 Award') is less likely to be taken than a trailing range.
 */
export function findDate(text: string): DateHit | null {
  const hit = foundDate(text);
  return hit && { ...hit }; // a copy: callers may adjust it
}
const foundDate = remembered((text: string) => searchDate(text));
// A duration printed after the range ("Mar 2018 – Dec 2020 2 years 9 months", "· 3 ans") is not a number glued to it.
const DURATION = /^\s*[(·•,-]?\s*\d+\+?\s*(?:years?|yrs?|months?|mos?|ans?|mois|jahre?|monate?|años?|meses|anos|anni|mesi)\b/iu;
const LEADING = new RegExp(`^${LEAD}`, "iu");
const OPEN_ONLY = new RegExp(`^${OPEN}$`, "iu");

// Every dated form holds a digit; without one only an open end ("present", "至今") can match, and the checks below
// keep it only as a whole word ("update" holds "date", "menu" holds "nu"). Most lines of a resume have neither, and
// this check is far cheaper than the full pattern. Chinese and Japanese write words against each other, so a line
// with such characters always takes the full search.
const OPEN_WORD = new RegExp(`(?<!\\p{L})${OPEN}(?![\\p{L}\\d])`, "iu");

function searchDate(text: string): DateHit | null {
  const anyCjk = CJK.test(text);
  if (!anyCjk && !MAY_DATE.test(text) && !OPEN_WORD.test(text)) return null;
  // Without Chinese or Japanese in the line, a hit glued to a letter, digit, comma or period is always refused
  // below, so such places are not even tried.
  const matches = dateMatches(text, !anyCjk);
  let best: DateHit | null = null;
  for (let m = matches.next(); m; m = matches.next()) {
    const start = m.index;
    const end = start + m.text.length;
    const before = text.slice(0, start);
    // Its last character (two code units hold any one), tested instead of the whole prefix.
    const last = before.slice(-2);
    const after = text.slice(end);
    // Must stand apart from words and numbers: "1,200" or "ISO 10218" are not dates. A word ending like a
    // month ("Chic|ago 2012 – 2014") must not hide the date after it: look again from the next character.
    // (Chinese and Japanese write dates against the words around them.)
    const cjk = CJK.test(m.text) || CJK.test(before.slice(-1)) || CJK.test(after.charAt(0));
    if (!cjk && /[\p{L}\d,.]$/u.test(last)) {
      matches.resume(start + 1);
      continue;
    }
    // A line break lost in an export glues the next word to a range ("April 2023 - CurrentParking Lot Supervisor",
    // "May 2019 - August 2019Assistant"): a capitalised word right after a year or a range's open end starts anew.
    const glued = /^\p{Lu}\p{Ll}/u.test(after) && /\d\s*[-–—]\s*[\p{L}\d]/u.test(m.text) && /[\d\p{Ll}]$/u.test(m.text);
    if (/^[\p{L}\d]/u.test(after) && !(cjk && !/^\d/.test(after)) && !glued) continue;
    if (/^\s*(?:[,.]?\d|%|\+)/.test(after) && !DURATION.test(after)) continue;
    const bare = m.text.replace(LEADING, "");
    if (OPEN_ONLY.test(bare) && !/^\s*$|^\s*[)|,]/.test(after)) continue;
    if (/^(?:de|du|ab|a)\s/i.test(m.text) && OPEN_ONLY.test(bare)) continue;
    const atEdge = cjk || before === "" || /[\s|,·•(（–—-]$/.test(last);
    if (!atEdge) continue;
    const raw = m.text.trim();
    const lead = DROP_LEAD.exec(raw);
    const hit = { text: lead ? raw.slice(lead[0].length) : raw, start, end };
    if (!best || hit.text.length >= best.text.length) best = hit;
  }
  return best;
}

const FRAGMENT = new RegExp(
  `^(?:${MONTH}\\s+)?${YEAR}\\s*(?:[-–—~～〜]|to|bis)\\s*(?:${MONTH})?$|^(?:${MONTH}\\s+)?${YEAR}$|^${OPEN}$`,
  "iu",
);

/** A date or the piece of a date range that wrapped in a narrow cell ("Sep 2015 – Sep", "2019"). */
export function isDateFragment(text: string): boolean {
  const t = text.trim();
  return isDateLike(t) || FRAGMENT.test(t);
}

/** A line holding a date: one of its cells, or a range or date inside it. */
export const hasDate = (l: Line) => l.segs.some((s) => isDateLike(s.text)) || findDate(l.text) !== null;

// A range's start in a form the pattern above does not read, so only its end was found ("March 2023 – January 2026"
// read as "2026"): a month with its day ("May 28, 2019 - July 3, 2019"), Spanish and Portuguese "month de year"
// ("março de 2023 até janeiro de 2026"), a bare month sharing the end's year ("Feb to May 2016"), a year word without
// its period ("Декабрь 2019 г – …"), a two-digit end year ending the text ("2021-24"). Only the field readers widen
// a date with it: the line model's features read dates through findDate and isDateLike, which it leaves unchanged
// (see eval/parser/RESULTS.md, 2026-12-06).
const WIDE_ONE = `(?:${MONTH}\\s+${DD},?\\s+${YEAR}|${MONTH}\\s+de\\s+${YEAR}|(?:${ONE})(?:\\s?(?:р|рр|г|гг)\\.?)?)`;
// Also an end after a bracketed status ("2019- (PROJECTED) April 2025"), an open end after "to" in the range's own
// language ("2017 - à aujourd'hui") or in words OPEN_ENDS lacks ("até o momento", "à ce jour", "현재", "∞"), and Dutch "t/m" (tot
// en met) between the two ("22/08/2023 t/m 22/08/2024").
const WIDE_OPEN = `(?:(?:à|a|até|bis|to|jusqu['’]à)\\s+)?(?:${OPEN}|hoje|o\\s+(?:presente\\s+)?momento|ce\\s+jour|aktuell|현재|∞)`;
const WIDE_END = `(?:(?:(?:${QUALIFIER})\\s+|\\((?:projected|expected|anticipated|est\\.?)\\)\\s*)?${WIDE_ONE}|${WIDE_OPEN})`;
const WIDE_SEP = `(?:${SEP}|\\s+(?:t/m|tot(?: en met)?)\\s+)`;
const WIDE_RANGE = `(?<![\\p{L}\\d])(?:${WIDE_ONE}${WIDE_SEP}${WIDE_END}|${MONTH}${SEP}${MONTH}(?:\\s+|,\\s*|\\s+de\\s+)${YEAR}|${YEAR}\\s*[-–—]\\s*\\d{2}(?=\\s*$))(?![\\p{L}\\d])`;
let wideRange: RegExp | null = null;

/**
 * `hit` (found by findDate in `text`) widened to the whole range around it when its start is printed in one of the
 * forms above; else `hit` itself.
 */
export function widenDate(text: string, hit: DateHit): DateHit {
  if (!MAY_DATE.test(text)) return hit;
  wideRange ??= new RegExp(WIDE_RANGE, "gu");
  const folded = foldCase(text);
  for (const m of folded.matchAll(wideRange)) {
    const start = m.index;
    const end = start + m[0].length;
    // A two-digit end ("2021-24") only when later than the start's year: "2019-05" is a month, not a range.
    const short = /^(\d{4})\s*[-–—]\s*(\d{2})$/.exec(m[0]);
    if (short && Number(short[2]) <= Number(short[1]!.slice(2))) continue;
    if (start <= hit.start && end >= hit.end && end - start > hit.end - hit.start) return { text: text.slice(start, end), start, end };
  }
  return hit;
}
