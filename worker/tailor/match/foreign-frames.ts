// Requirement frames of postings written in German, Dutch, French, Portuguese or Spanish: "Erfahrung in der
// Buchhaltung", "ervaring met orderverwerking", "expérience en gestion de projet", "experiência com
// desenvolvimento de sites", "conocimientos de contabilidad", and the training a German one asks for
// ("kaufmännische Ausbildung", "Ausbildung als Erzieher"). The English frame reading ("experience with X",
// job-phrases.ts) skips these lines, and the lone-noun readings have no grammar for them, so the object a
// recruiter names after such a frame was lost. The frame words are the languages' own, so no English line fires.

import { ROMANCE_STOPWORDS } from "../lexicon/language";

// The frame and what may follow it before the object: a preposition, an article, "the field of".
const GERMAN_FRAME =
  /(?:^|[^\p{L}])(?:(?:berufs)?(?:erfahrung(?:en)?|kenntnisse[n]?|fachkenntnisse|wissen|know-how)\s+(?:in|im|mit|zur|zum|über)|(?:berufs)?ausbildung\s+(?:als|zum|zur)|studium\s+(?:der|des|im|in))\s+(?:(?:der|dem|den|die|das|des)\s+)?(?:(?:bereichs?|gebiet|umgang mit)\s+(?:(?:der|dem|den|des)\s+)?)?/giu;
const DUTCH_FRAME = /(?:^|[^\p{L}])(?:werk)?(?:ervaring|kennis)\s+(?:met|in|van|op het gebied van)\s+(?:(?:de|het|een)\s+)?/giu;
const ROMANCE_FRAME =
  /(?:^|[^\p{L}])(?:expériences?|connaissances?|maîtrise|experiência|experiências|conhecimentos?|experiencia|conocimientos?)\s+(?:(?:en|dans|avec|des|du|de|com|em|no|na|nos|nas|sobre|con)\s+|d['’]\s*)(?:(?:la|le|les|un|une|o|a|os|as|el|los|las)\s+|l['’]\s*)?/giu;

// Small words that may join a phrase's nouns ("banco de dados", "gestion de projet", "atención al cliente").
const JOINERS = new Set("de da do das dos des du del di della van al ao au".split(" "));
// Words that end a phrase besides the Romance function words: Dutch and German function words, and words that
// grade or place the requirement rather than name it.
const ENDERS = new Set(
  (
    "en of het een met voor op aan als is zijn bij die dat te om ook zoals " +
    "und oder sowie von vorteil haben sein ist sind mit für wünschenswert " +
    "mínimo minimo minimum menos preferencial preferível souhaitée souhaité apprécié requis obligatoire " +
    "ou y e o et"
  ).split(" "),
);

// The vocational training a German posting asks for by its kind ("kaufmännische Ausbildung", "technische
// Berufsausbildung"); a word that only compares or completes ("vergleichbare", "abgeschlossene") names no kind.
const GERMAN_TRAINING = /(?<![\p{L}])(\p{L}+(?:e|en))\s+(?:Berufsa|A)usbildung(?![\p{L}])/gu;
const NO_KIND = new Set(
  "eine einer einen deine ihre seine keine diese jede abgeschlossene abgeschlossenen vergleichbare vergleichbaren entsprechende entsprechenden gleichwertige gleichwertigen ähnliche ähnlichen".split(
    " ",
  ),
);

export interface ForeignFrameHit {
  /** As the posting writes it. */
  label: string;
  /** Lower-cased. */
  literal: string;
  /** Where the object starts in the line. */
  start: number;
  end: number;
}

const WORD = /^\s*([\p{L}][\p{L}\p{N}+#'’-]*)/u;

/** The objects of the line's non-English requirement frames. */
export function foreignFrameObjects(line: string): ForeignFrameHit[] {
  const out: ForeignFrameHit[] = [];
  for (const [frame, german] of [
    [GERMAN_FRAME, true],
    [DUTCH_FRAME, false],
    [ROMANCE_FRAME, false],
  ] as const) {
    frame.lastIndex = 0;
    for (let m = frame.exec(line); m; m = frame.exec(line)) {
      const start = m.index + m[0].length;
      const words: { raw: string; end: number }[] = [];
      let pos = start;
      for (;;) {
        const w = WORD.exec(line.slice(pos));
        if (!w) break;
        const raw = w[1]!;
        const low = raw.toLowerCase();
        const end = pos + w[0].length;
        // German names its object with one capitalised noun ("Buchhaltung"); a lower-case word is a verb or an
        // adjective's tail ("haben", "sammeln").
        if (german) {
          if (words.length === 0 && /^\p{Lu}\p{Ll}{3,}$/u.test(raw) && !ENDERS.has(low)) words.push({ raw, end });
          break;
        }
        if (ENDERS.has(low) || (ROMANCE_STOPWORDS.has(low) && !JOINERS.has(low))) break;
        if (JOINERS.has(low) && words.length === 0) break;
        words.push({ raw, end });
        pos = end;
        if (words.length >= 5) break;
      }
      // A phrase ends on a noun, never on a joiner ("gestion de").
      while (words.length && JOINERS.has(words[words.length - 1]!.raw.toLowerCase())) words.pop();
      if (!words.length) continue;
      const end = words[words.length - 1]!.end;
      const label = line.slice(start, end).trim();
      out.push({ label, literal: label.toLowerCase(), start: end - label.length, end });
    }
  }
  GERMAN_TRAINING.lastIndex = 0;
  for (let m = GERMAN_TRAINING.exec(line); m; m = GERMAN_TRAINING.exec(line)) {
    if (NO_KIND.has(m[1]!.toLowerCase())) continue;
    const start = m.index + m[0].length - m[0].trimStart().length;
    const label = m[0].trim();
    out.push({ label, literal: label.toLowerCase(), start, end: m.index + m[0].length });
  }
  return out;
}
