// Date ranges as resumes print them: 'Jan 2020 – Present', '2019 - 2021', '03/2018 – 06/2020',
// '08.2022 – present', 'May 2021 to Current', 'Expected June 2026', 'Summer 2023', '2019–2024'.

const MONTH =
  "(?:janu[áa]r|febru[áa]r|m[áa]rcius|[áa]prilis|m[áa]jus|j[úu]nius|j[úu]lius|augusztus|szeptember|okt[óo]ber|janv(?:ier)?|f[ée]vr(?:ier)?|fev(?:ereiro)?|juil(?:let)?|d[ée]c(?:embre)?|gen(?:naio)?|giu(?:gno)?|lug(?:lio)?|ott(?:obre)?|mrt|mei|maart|jan(?:uary|vier|uar|eiro)?|feb(?:ruary|ruar)?|f[ée]v(?:rier)?|mar(?:ch|s|zo|ço)?|m[äa]r(?:z)?|apr(?:il)?|avr(?:il)?|abr(?:il)?|may|mai|mayo|maio|june?|juin|juni|juil(?:let)?|july?|juli|aug(?:ust)?|ao[uû]t|ago(?:sto)?|sep(?:t(?:ember)?)?|sept|set(?:embro)?|oct(?:ober)?|okt(?:ober)?|out(?:ubro)?|nov(?:ember|embre)?|dec(?:ember)?|d[ée]c(?:embre)?|dez(?:ember)?|dic(?:iembre)?|ene(?:ro)?)\\.?";
const SEASON = "(?:spring|summer|fall|autumn|winter)";
const YEAR = "(?:19|20)\\d{2}";
const ONE = `(?:${MONTH}(?:\\s+|,\\s*|-)${YEAR}|${MONTH}\\s+['’]\\d{2}|${SEASON}\\s+${YEAR}|Q[1-4]\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[./-]\\s*${YEAR}|${YEAR}\\.?\\s+${MONTH}(?![\\p{L}])|${YEAR}\\s*[./-]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const OPEN =
  "(?:till date|till now|to date|until now|heden|nu|present|current(?:ly)?|now|today|ongoing|date|heute|présent|aujourd'hui|actualidad|presente|atual|actual|obecnie|oggi|jelenleg|napjainkig)";
const SEP = "(?:\\s*[-–—−]+\\s*|\\s+(?:to|until|till|through|bis|à|a|até|–)\\s+)";
const LEAD = "(?:(?:expected|anticipated|graduat(?:ed|ing|ion)|since|from|seit|depuis|desde|est\\.|exp\\.)\\s*:?\\s+)?";

export const DATE_RANGE = new RegExp(`${LEAD}${ONE}(?:${SEP}(?:${ONE}|${OPEN}))?|${LEAD}${OPEN}`, "giu");
const WHOLE = new RegExp(`^\\(?(?:${LEAD}${ONE}(?:${SEP}(?:${ONE}|${OPEN}))?)\\)?$`, "iu");

/** True when the whole text is a date or date range (optionally in parentheses). */
export function isDateLike(text: string): boolean {
  return WHOLE.test(text.trim());
}

export interface DateHit {
  text: string;
  start: number;
  end: number;
}

/**
 * The date range in a header line, if any. Prefers the longest hit that touches a separator or an end of the text,
 * so a year inside a name ('Class of 2019 Award') is less likely to be taken than a trailing range.
 */
export function findDate(text: string): DateHit | null {
  let best: DateHit | null = null;
  DATE_RANGE.lastIndex = 0;
  for (let m = DATE_RANGE.exec(text); m; m = DATE_RANGE.exec(text)) {
    if (m[0].length === 0) {
      DATE_RANGE.lastIndex++;
      continue;
    }
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(0, start);
    const after = text.slice(end);
    // Must stand apart from words and numbers: "1,200" or "ISO 10218" are not dates. A word ending like a
    // month ("Chic|ago 2012 – 2014") must not hide the date after it: look again from the next character.
    if (/[\p{L}\d,.]$/u.test(before) && !/\s$/.test(before)) {
      DATE_RANGE.lastIndex = start + 1;
      continue;
    }
    if (/^[\p{L}\d]/u.test(after)) continue;
    if (/^\s*(?:[,.]?\d|%|\+)/.test(after)) continue;
    if (/^(?:present|current|now|today|date|ongoing)/i.test(m[0]) && !/^\s*$|^\s*[)|,]/.test(after)) continue;
    const atEdge = /(?:^|[\s|,·•(–—-])$/.test(before) || before === "";
    if (!atEdge) continue;
    const hit = { text: m[0].trim(), start, end };
    if (!best || hit.text.length >= best.text.length) best = hit;
  }
  return best;
}

const FRAGMENT = new RegExp(`^(?:${MONTH}\\s+)?${YEAR}\\s*(?:[-–—]|to)\\s*(?:${MONTH})?$|^(?:${MONTH}\\s+)?${YEAR}$|^${OPEN}$`, "iu");

/** A date or the piece of a date range that wrapped in a narrow cell ("Sep 2015 – Sep", "2019"). */
export function isDateFragment(text: string): boolean {
  const t = text.trim();
  return isDateLike(t) || FRAGMENT.test(t);
}
