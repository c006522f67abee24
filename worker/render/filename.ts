// Download file names: Jane_Doe_Senior_Data_Engineer_2026-11-21.pdf — ASCII letters, digits, '_' and '-' only.

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

/** Text → Words_Joined_By_Underscores in ASCII, at most `max` characters, cut at a word boundary. */
function slug(text: unknown, max: number): string {
  const ascii = String(text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\u0000-\u007f]/g, (c) => FOLD[c] ?? " ");
  const words = ascii.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}_${word}` : word;
    if (next.length > max) {
      if (!out) out = word.slice(0, max);
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
 * `Name_Role_YYYY-MM-DD.pdf`; a name with no usable characters becomes 'Resume', an empty role is
 * left out, an invalid date is left out. Never longer than about 120 characters.
 */
export function resumeFilename(name: string, role: string, date: Date): string {
  const parts = [slug(name, NAME_MAX) || "Resume", slug(role, ROLE_MAX), singaporeDay(date)].filter(Boolean);
  return `${parts.join("_")}.pdf`;
}
