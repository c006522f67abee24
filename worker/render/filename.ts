// Download file names. The stored (and listed) name is readable in any script: 王小明_数据工程师_2026-11-21.pdf,
// Nguyễn_Thị_Mai_Data_Engineer_2026-11-21.pdf. The download header also carries an ASCII fallback
// (Resume_2026-11-21.pdf, Nguyen_Thi_Mai_Data_Engineer_2026-11-21.pdf) for clients without RFC 6266 support.

// Latin letters that Unicode decomposition does not reduce to ASCII.
const FOLD: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  ø: "o",
  Ø: "O",
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  þ: "th",
  Þ: "Th",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŋ: "n",
  Ŋ: "N",
  ŧ: "t",
  Ŧ: "T",
};

const NAME_MAX = 40;
const ROLE_MAX = 60;

let graphemes: Intl.Segmenter | undefined;

/** Text → Words_Joined_By_Underscores (letters, marks and digits of any script), at most `max` code points. */
function words(text: unknown, max: number): string {
  const all = String(text ?? "")
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w && !/^\p{M}/u.test(w));
  let out = "";
  for (const word of all) {
    const next = out ? `${out}_${word}` : word;
    if ([...next].length > max) {
      if (!out) {
        // One word longer than the limit (a name in a script without spaces): cut between graphemes.
        graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
        for (const { segment } of graphemes.segment(word)) {
          if ([...out].length + [...segment].length > max) break;
          out += segment;
        }
      }
      break;
    }
    out = next;
  }
  return out;
}

/** The calendar day in Singapore time (UTC+8, no daylight saving), the zone the app shows timestamps in. */
function singaporeDay(date: Date): string {
  const t = date instanceof Date ? date.getTime() : Number.NaN;
  if (!Number.isFinite(t)) return "";
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * `Name_Role_YYYY-MM-DD.pdf` in the scripts the user wrote; a name with no letters or digits becomes 'Resume',
 * an empty role is left out, an invalid date is left out. Name ≤ 40 and role ≤ 60 code points.
 */
export function resumeFilename(name: string, role: string, date: Date): string {
  const parts = [words(name, NAME_MAX) || "Resume", words(role, ROLE_MAX), singaporeDay(date)].filter(Boolean);
  return `${parts.join("_")}.pdf`;
}

/** A word in ASCII: accents dropped, a few letters spelled out, other scripts removed. */
const fold = (word: string) =>
  word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\u0000-\u007f]/g, (c) => FOLD[c] ?? "")
    .replace(/[^A-Za-z0-9-]/g, "");

/**
 * The ASCII form of a file name made by resumeFilename: each word folded (Łukasz → Lukasz), words of other
 * scripts dropped; 'Resume' stands in for a name that had nothing in ASCII.
 */
export function asciiFilename(filename: string): string {
  const stem = filename.replace(/\.pdf$/i, "");
  const parts = stem.split(/_+/);
  const folded = parts.map(fold);
  const kept = folded.filter(Boolean);
  if (parts.length && !folded[0] && kept[0] !== "Resume") kept.unshift("Resume");
  return `${kept.join("_") || "Resume"}.pdf`;
}

/** RFC 5987 value characters: everything else is percent-encoded from UTF-8. */
const encodeValue = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with the ASCII fallback in `filename` and the readable name in `filename*` (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = asciiFilename(filename);
  if (ascii === filename) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeValue(filename)}`;
}
