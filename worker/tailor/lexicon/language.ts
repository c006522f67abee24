// Whether a text is English, the only language the local engine's tables speak. A bullet in another language
// is left as written: English spelling, hyphenation and verb rules would break it ("Refactoring d'une
// application" → "Refactored d'une application"; German compounds hyphenated the English way).

// Function words: short, frequent, and distinct per language.
const ENGLISH = new Set(
  "the and of to in for with on by as at from using our my was were is are an a into over under across through their this that which who".split(
    " ",
  ),
);
const OTHER = new Set(
  // German
  (
    "und der die das mit für von zu den dem im ein eine einer bei auf aus wurde sowie über " +
    // French
    "et de la le les des pour avec en du une dans sur aux au par est été d l " +
    // Spanish / Portuguese / Italian
    "y el los las con por para del al una un em com da dos das os e o na nas nos uma di il della delle che " +
    // Dutch / Polish / Turkish
    "het een van voor met op bij zijn werd oraz w z ve ile bir için"
  ).split(" "),
);

/** Letters of the scripts English is never written in (a character class body). */
export const OTHER_SCRIPTS =
  "\\u0370-\\u03ff\\u0400-\\u052f\\u0590-\\u06ff\\u0900-\\u0dff\\u0e00-\\u0e7f\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af";
const OTHER_SCRIPT = new RegExp(`[${OTHER_SCRIPTS}]`, "u");
const LONE_GLYPH = new RegExp(`(?<![\\p{L}\\p{N}])[${OTHER_SCRIPTS}](?![\\p{L}\\p{N}])`, "gu");

/** True unless the text reads as another language (or another script). Short noun phrases count as English. */
export function isEnglish(text: string): boolean {
  // Another script (Cyrillic, Greek, CJK, Arabic, Hebrew, Thai, Devanagari …) is another language; a lone letter
  // of one standing apart from every other letter ("λ Built …", an icon font's bullet read back from a PDF) is a
  // marker, not a word.
  if (OTHER_SCRIPT.test(text) && (OTHER_SCRIPT.test(text.replace(LONE_GLYPH, " ")) || !/\p{Script=Latin}{2}/u.test(text))) return false;
  let en = 0;
  let other = 0;
  // Hyphens stay inside words ("e-commerce"); apostrophes split elisions ("d’une" → "d", "une").
  for (const raw of text.toLowerCase().split(/[^\p{L}-]+/u)) {
    if (!raw) continue;
    if (ENGLISH.has(raw)) en++;
    else if (OTHER.has(raw)) other++;
  }
  // Letters English never writes (ä, ß, ç, ã, ł, ş …) tip a close call.
  const foreignLetters = (text.match(/[äöüßàâçéèêëîïôûùœæãõñłśźżąęćńşğı]/giu) ?? []).length;
  if (other > en) return false;
  if (other > 0 && other === en && foreignLetters > 0) return false;
  return !(en === 0 && foreignLetters >= 2);
}

/**
 * Function words and plain qualifiers of the Romance languages a posting may be written in (Spanish, French,
 * Portuguese, Italian): on a line in one of them they never start, end or make a requirement phrase ("este rol",
 * "del tiempo", "nuestro equipo", "bon niveau" are no requirements).
 */
export const ROMANCE_STOPWORDS = new Set(
  // Spanish
  (
    "el la los las lo un una unos unas y o u de del al a en con sin por para que quien cual como cuando donde " +
    "este esta estos estas ese esa esos esas aquel su sus tu tus mi mis nuestro nuestra nuestros nuestras vuestro " +
    "ser es son estar está están ha han hay muy más menos mucho mucha muchos muchas todo toda todos todas otro otra " +
    "otros otras cada buen buena buenos buenas gran grandes nuevo nueva sobre entre hasta desde también se le les nos " +
    // French
    "le les des du un une et ou de d l en dans sur sous avec sans pour par au aux ce cet cette ces son sa ses leur " +
    "leurs notre nos votre vos qui que quoi dont où est sont être avoir été très bon bonne bons bonnes plus moins tout " +
    "toute tous toutes autre autres chaque nouveau nouvelle entre vers chez aussi " +
    // Portuguese / Italian
    "o os as um uma uns umas e em no na nos nas do da dos das com sem pelo pela seu sua seus suas nosso nossa muito " +
    "il lo gli i di della delle dei degli nel nella con per che un una uno anche molto"
  ).split(/\s+/),
);
