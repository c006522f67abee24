// German postings: their section headings and the capitalised compound nouns of their duty and requirement
// lines. German capitalises every noun, so capitals alone say nothing; a noun counts when the job's duties and
// requirements repeat it, or when its head is a known domain noun ("Unternehmensplanung" ends in "planung").

/** German headings of duties, requirements, "nice to have" and boilerplate (tested after the English ones). */
export const GERMAN_DUTY_HEADING =
  /^(?:deine|ihre|die|unsere)?\s*(?:aufgaben|tätigkeiten|hauptaufgaben)\b|aufgabengebiet|dein(?:e)? (?:job|rolle)\b|ihre? (?:rolle|tätigkeit)\b|was (?:dich|sie) erwartet|das erwartet (?:dich|sie)|deine verantwortung/i;
export const GERMAN_REQUIRED_HEADING =
  /anforderung|qualifikation|\b(?:dein|ihr) profil\b|^profil$|was (?:du|sie) mitbring|(?:das )?bringst du mit|(?:das )?bringen sie mit|voraussetzung|kenntnisse|wen wir suchen|was wir (?:von (?:dir|ihnen) )?erwarten|darauf freuen wir uns/i;
export const GERMAN_PREFERRED_HEADING = /wünschenswert|von vorteil|pluspunkt|idealerweise/i;
export const GERMAN_BOILERPLATE_HEADING =
  /wir bieten|was wir (?:dir |ihnen )?bieten|das bieten wir|über uns|unser angebot|(?:deine|ihre) vorteile|wer wir sind|kontakt|bewerbung/i;

// Words only German writes: two of them make a German line.
const GERMAN_WORDS = new Set(
  "und der das mit von für sie ihr ihre ihren ihrer du dein deine deinen wir sind ist eine einer einem den dem des zu im oder bei sowie auf über sich bist hast haben nicht auch".split(
    " ",
  ),
);

/** A line written in German (two German function words or more). */
export function isGermanLine(line: string): boolean {
  const seen = new Set<string>();
  for (const w of line.toLowerCase().split(/[^\p{L}]+/u)) if (GERMAN_WORDS.has(w)) seen.add(w);
  return seen.size >= 2;
}

// Nouns every German posting repeats about the work in general, not a requirement a recruiter checks.
const STOP_NOUNS = new Set(
  (
    "kenntnisse kenntnissen erfahrung erfahrungen berufserfahrung berufserfahrungen team teams aufgaben aufgabe bereich bereichen " +
    "umfeld lage beispiel fähigkeiten fähigkeit erstellung zusammenarbeit daten informationen prozesse prozessen systeme " +
    "sie ihr ihre ihnen ihren du dein deine dich dir wir uns unser unsere unternehmen kunden kunde studium abschluss " +
    "interpretation darstellung präsentation struktur freude persönlichkeit arbeitsstil themenbereiche weiterentwicklung " +
    "verbesserungen verbesserung maßnahmen entwicklung jahr jahres jahre jahren verlauf absprache schwerpunkt möglichkeit " +
    "unterstützung verantwortung mitarbeiter mitarbeitende kollegen kolleginnen job stelle position arbeit arbeiten " +
    "deutsch englisch deutschkenntnisse englischkenntnisse sprachkenntnisse teamplayer mentalität denkweise zeit " +
    "projekte projekten themen thema rahmen art weise ziel ziele bedarf einsatz spaß lust interesse motivation " +
    "bewerbung stellen vorteil plus zukunft welt menschen leben hands"
  ).split(" "),
);

// Heads of German domain nouns a finance, business or technical posting asks for by name.
const DOMAIN_HEAD =
  /(?:abschl(?:uss|üsse)|controlling|planung(?:en)?|buchhaltung|bilanzierung|budgetierung|kostenrechnung|reporting|rechnungswesen|steuerrecht|konsolidierung|prognosen?|analyse[n]?|management|entwicklung|vertrieb|einkauf|logistik|beschaffung|personalwesen|lohnabrechnung|qualitätssicherung|pflege|programmierung)$/;
// A head alone that names a requirement only inside a compound ("Monatsabschluss", not "Abschluss" = a degree).
const HEAD_ONLY_WEAK = /^(?:abschluss|analyse|analysen|management|entwicklung|prognose|prognosen)$/;

export interface GermanNoun {
  /** Lower-cased, as the line writes it. */
  low: string;
  /** As written. */
  raw: string;
  /** Its head is a known domain noun: it names a requirement on one mention. */
  domain: boolean;
}

/**
 * The capitalised nouns of one German line that may name a requirement: not the line's or a sentence's first
 * word (capitalised anyway), not a stop-noun, not an acronym (the code rule handles those).
 */
export function germanNouns(line: string, tokens: ReadonlyArray<{ raw: string; low: string; start: number }>): GermanNoun[] {
  const out: GermanNoun[] = [];
  tokens.forEach((t, i) => {
    if (i === 0 || /[.!?:]\s*$/.test(line.slice(0, t.start)) || /^[\s\-–•*·]*$/.test(line.slice(0, t.start))) return;
    if (!/^\p{Lu}\p{Ll}{4,}$/u.test(t.raw)) return;
    if (STOP_NOUNS.has(t.low) || /(?:kenntnisse|erfahrungen?)$/.test(t.low)) return;
    const domain = DOMAIN_HEAD.test(t.low) && !HEAD_ONLY_WEAK.test(t.low);
    out.push({ low: t.low, raw: t.raw, domain });
  });
  return out;
}
