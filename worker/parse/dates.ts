// Date ranges as resumes print them, in the languages resumes are written in: 'Jan 2020 – Present', '2019 - 2021',
// '03/2018 – 06/2020', '08.2022 – present', 'May 2021 to Current', 'Expected June 2026', 'Summer 2023',
// 'December’21 to now', '01/10/2021 bis 31/03/2022', 'seit Januar 2025', 'Juillet 2025', '2018.09 – 至今',
// '2020年4月～現在', 'Sep. 2008 – Jun. 2010, Sep. 2011 – Sep. 2013', 'Oct. 2018 - Sep. 2026 (expected)'.
import { remembered } from "./text.ts";

// Month names and their usual abbreviations: English, German, French, Spanish, Portuguese, Italian, Dutch, Hungarian,
// Russian, Ukrainian and Polish (nominative and genitive), Indonesian, Swedish, Turkish.
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
ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık`
  .split(/\s+/)
  .filter(Boolean);
const MONTH = `(?:${[...new Set(MONTH_WORDS)]
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
  `${MONTH}(?:\\s+|,\\s*|-)${YEAR}`,
  // Sept ’17, December’21, Mar-20 with an apostrophe
  `${MONTH}\\s*['’‘]\\s?\\d{2}`,
  `${DD}\\.?\\s+${MONTH}\\s+${YEAR}`,
  `${SEASON}\\s+${YEAR}`,
  `Q[1-4]\\s+${YEAR}`,
  // Vietnamese "tháng 5/2020", "Tháng 05 năm 2020"
  `tháng\\s*${MM}(?:\\s*[./-]\\s*|\\s+(?:năm\\s+)?)${YEAR}`,
  `${MM}\\s*[./-]\\s*${YEAR}`,
  `${YEAR}\\.?\\s+${MONTH}(?![\\p{L}])`,
  `${YEAR}\\s*[./-]\\s*${MM}(?!\\d)`,
  YEAR,
].join("|");
// (A longer word is listed before a word it starts with: the first alternative that matches is taken.)
const OPEN =
  "(?:till date|till now|to date|until now|up to now|heden|nu|presently|presente|present|current(?:ly)?|now|today|ongoing|date|heute|jetzt|laufend|présent|actuellement|aujourd['’]hui|en cours|actualidad|actualmente|hoy|atualmente|atual|actual|obecnie|oggi|in corso|jelenleg|napjainkig|maintenant|sekarang|saat ini|kini|hiện tại|đến nay|hiện nay|günümüz|halen|devam ediyor|teraz|do teraz|dziś|pågående|по настоящее время|настоящее время|наст\\.\\s?вр(?:емя|\\.)?|н\\.\\s?в\\.?|сейчас|по теперішній час|současnost|současnosti|dosud|nyní|súčasnosť|doteraz|теперішній час|дотепер|нині|至今|现在|現在|今|迄今|在职|在職中|現職|pres\\.?)";
// Range separators: dashes, "to" and its translations, CJK wave dashes; "至" (Chinese "to").
const SEP = "(?:\\s*(?:[-–—−~～〜]+|至)\\s*|\\s+(?:to|until|till|through|bis|à|au|a|até|al|по|до|hingga|sampai|đến|–)\\s+)";
// Words that may lead a date: kept in the printed text ("Expected June 2026", "seit Januar 2025") except from/von/de.
// A part of the year before a date, kept as printed: "End of 2013", "Early 2020 – Late 2021".
const QUALIFIER =
  "(?:the\\s+)?(?:end|beginning|start|middle)\\s+of|early|late|ende|anfang|mitte|fin|début|finales de|principios de|inicio de";
const LEAD = `(?:(?:expected|anticipated|erwartet|voraussichtlich|prévu|previsto|graduat(?:ed|ing|ion)|since|from|seit|ab|von|depuis|dès|desde|de|du|est\\.|exp\\.|a partir de|à partir de|${QUALIFIER})\\s*:?\\s+)?`;
// "(expected)" printed after the end date.
const TAIL = "(?:\\s*\\((?:expected|anticipated|est\\.?|prévu|voraussichtlich)\\))?";
// An open range printed with a dash and nothing after it ("2019-04-30 —") ends its text.
// Two years (or a year and "Present") with no dash between them were stacked in a date column ("2017" over "Present").
const STACKED = `${YEAR}\\s+(?:${YEAR}|${OPEN})(?!\\S)`;
// Ukrainian and Russian print a year word after the year: "лютий 2022 р.", "1998 г.".
const YEAR_WORD = "(?:\\s?(?:р|рр|г|гг)\\.)?";
const RANGE = `(?:${STACKED}|(?:${ONE})${YEAR_WORD}(?:${SEP}(?:(?:(?:${QUALIFIER})\\s+)?(?:${ONE})${YEAR_WORD}|${OPEN})|\\s*[–—-](?=\\s*$))?)${TAIL}`;
// Several ranges for one entry: "Sep. 2008 – Jun. 2010, Sep. 2011 – Sep. 2013", "2001 & 2002".
const LIST = `${RANGE}(?:\\s*(?:,|&|\\band\\b|\\bund\\b|\\bet\\b)\\s*${RANGE})*`;

/** The date pattern's source (a date range with its leading word, or an open end alone), flags "iu". */
export const DATE_SOURCE = `${LEAD}${LIST}|${LEAD}${OPEN}`;
const DATE_AT = new RegExp(DATE_SOURCE, "iuy");
const WHOLE = new RegExp(`^[(（]?(?:${LEAD}${LIST}|${LEAD}${OPEN}(?:…|\\.{3}))[)）]?$`, "iu");

// Where a date can begin. Every form starts with a digit or with one of the words the patterns above are written
// with, so the full pattern is only tried at those places: on most lines a few instead of every position. The
// words are read out of the pattern sources themselves (escapes and character classes dropped; a letter made
// optional by a quantifier cut off), so the list cannot fall behind the patterns.
const START_WORDS = new Map<string, string[]>();
for (const source of [LEAD, STACKED, ONE, OPEN]) {
  const plain = source.replace(/\\[pPu]\{[^}]*\}|\\./g, " ").replace(/\[[^\]]*\]/g, " ");
  for (const m of plain.matchAll(/(\p{L}+)([?*{])?/gu)) {
    const word = (m[2] ? m[1]!.slice(0, -1) : m[1]!).toLowerCase();
    if (!word) continue;
    const list = START_WORDS.get(word[0]!) ?? [];
    if (!list.includes(word)) list.push(word);
    START_WORDS.set(word[0]!, list);
  }
}
// Letters the patterns' case-insensitive matching folds onto a letter of those words though lower-casing does not
// ("ſ" is "s"): a text holding one takes the plain search.
const FOLDS_APART = /[\u017F\u1C80-\u1C88\u1E9E]/;
const GLUED_BEFORE = /[\p{L}\d,.]/u;

/** Which places of `text` may begin a date; null when the text needs the plain search (see FOLDS_APART). */
function dateStarts(text: string): { at(p: number, apart?: boolean): boolean } | null {
  const lower = text.toLowerCase();
  if (lower.length !== text.length || FOLDS_APART.test(text)) return null;
  return {
    at(p, apart = false) {
      const c = text.charCodeAt(p);
      if (Number.isNaN(c)) return false;
      if (apart && p > 0) {
        const b = text.charCodeAt(p - 1);
        // (A letter outside the basic plane is two code units.)
        const before = b >= 0xdc00 && b <= 0xdfff && p > 1 ? text.slice(p - 2, p) : text[p - 1]!;
        if ((b >= 48 && b <= 57) || b === 44 || b === 46 || (b < 128 ? /[A-Za-z]/ : GLUED_BEFORE).test(before)) return false;
      }
      if (c >= 48 && c <= 57) return true;
      return START_WORDS.get(lower[p]!)?.some((w) => lower.startsWith(w, p)) ?? false;
    },
  };
}

/**
 * The date pattern's matches in `text`, left to right, as a global search would find them; `resume(i)` moves the
 * search on to `i`. With `apart`, places glued to a letter, digit, comma or period are skipped.
 */
function dateMatches(text: string, apart: boolean) {
  const starts = dateStarts(text);
  let from = 0;
  return {
    next(): RegExpExecArray | null {
      for (let p = from; p < text.length; p++) {
        if (starts && !starts.at(p, apart)) continue;
        DATE_AT.lastIndex = p;
        const m = DATE_AT.exec(text);
        if (m && m[0].length > 0) {
          from = p + m[0].length;
          return m;
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
  return dateMatches(text, false).next()?.[0] ?? null;
}

// Every year (19xx/20xx) or month with an apostrophe and two digits ("Sept ’17") in dated forms: a line with
// neither (a phone number, "5 years", "40%") can only hold an open end.
const MAY_DATE = /(?:19|20)\d\d|['’‘]\s?\d/;

// Asked of the same line texts many times over: answers are remembered for one parse (text.ts `remembered`).
// Without a year or "’17" only an open end followed by an ellipsis ("present…") can be a whole date.
const wholeDate = remembered((text: string) => {
  if (!MAY_DATE.test(text) && !text.includes("…") && !text.includes("...")) return false;
  const t = text.trim();
  const starts = dateStarts(t);
  if (starts && !starts.at(0) && !(/^[(（]/.test(t) && starts.at(1))) return false;
  return WHOLE.test(t);
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
    const end = start + m[0].length;
    const before = text.slice(0, start);
    // Its last character (two code units hold any one), tested instead of the whole prefix.
    const last = before.slice(-2);
    const after = text.slice(end);
    // Must stand apart from words and numbers: "1,200" or "ISO 10218" are not dates. A word ending like a
    // month ("Chic|ago 2012 – 2014") must not hide the date after it: look again from the next character.
    // (Chinese and Japanese write dates against the words around them.)
    const cjk = CJK.test(m[0]) || CJK.test(before.slice(-1)) || CJK.test(after.charAt(0));
    if (!cjk && /[\p{L}\d,.]$/u.test(last)) {
      matches.resume(start + 1);
      continue;
    }
    if (/^[\p{L}\d]/u.test(after) && !(cjk && !/^\d/.test(after))) continue;
    if (/^\s*(?:[,.]?\d|%|\+)/.test(after) && !DURATION.test(after)) continue;
    const bare = m[0].replace(LEADING, "");
    if (OPEN_ONLY.test(bare) && !/^\s*$|^\s*[)|,]/.test(after)) continue;
    if (/^(?:de|du|ab|a)\s/i.test(m[0]) && OPEN_ONLY.test(bare)) continue;
    const atEdge = cjk || before === "" || /[\s|,·•(（–—-]$/.test(last);
    if (!atEdge) continue;
    const raw = m[0].trim();
    const lead = DROP_LEAD.exec(raw);
    const hit = { text: lead ? raw.slice(lead[0].length) : raw, start, end };
    if (!best || hit.text.length >= best.text.length) best = hit;
  }
  return best;
}

/** An open end on its own ("present", "maintenant", "н.в."): the second half of a range stacked in a date column. */
export function isOpenEnd(text: string): boolean {
  return OPEN_ONLY.test(text.trim());
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
