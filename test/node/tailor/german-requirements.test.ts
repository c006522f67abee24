// German postings: their requirement and duty sections are read like English ones, and the capitalised nouns
// those lines repeat, or whose head is a known domain noun, become job terms; German function words and
// stop-nouns ("Kenntnisse", "Erfahrung", "Team") never do. Invented text.
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match";
import { isGermanLine } from "../../../worker/tailor/match/german-terms";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

const BUCHHALTER = `Buchhalter (m/w/d)

Wir sind ein Familienbetrieb mit Sitz am Bodensee und wachsen seit Jahren.

Deine Aufgaben
- Du verantwortest die Kreditorenbuchhaltung und die Debitorenbuchhaltung für drei Gesellschaften.
- Du unterstützt bei der Quartalsplanung und bei der Erstellung von Auswertungen für die Geschäftsleitung.
- Du pflegst die Stammdaten im DATEV und klärst Rückfragen mit der Steuerberatung.

Was du mitbringst
- Eine abgeschlossene Ausbildung mit Schwerpunkt Steuerberatung oder Buchhaltung.
- Erste Kenntnisse in der Stammdaten-Pflege und Erfahrung mit DATEV.
- Du bist ein Teamplayer und arbeitest gern im Team.

Wir bieten
- Flexible Arbeitszeiten und ein Jobrad für die Fahrt zur Arbeit.`;

describe("German requirement and duty sections", () => {
  it("reads a German line as German and an English one as not", () => {
    expect(isGermanLine("Du pflegst die Stammdaten und klärst Rückfragen mit der Steuerberatung.")).toBe(true);
    expect(isGermanLine("You maintain the master data and answer questions from the tax team.")).toBe(false);
  });

  it("takes a recurring noun of the duties and requirements as a term", () => {
    const got = labels(BUCHHALTER);
    expect(got).toContain("Steuerberatung");
    expect(got).toContain("Stammdaten");
  });

  it("takes a compound with a domain head on one mention", () => {
    const got = labels(BUCHHALTER);
    expect(got).toContain("Quartalsplanung");
    expect(got).toContain("Kreditorenbuchhaltung");
  });

  it("keeps a code of a German line", () => {
    expect(labels(BUCHHALTER)).toContain("DATEV");
  });

  it("never takes a function word, a stop-noun, or a word of the benefits", () => {
    const got = labels(BUCHHALTER).map((l) => l.toLowerCase());
    for (const bad of ["und", "der", "die", "mit", "du", "kenntnisse", "erfahrung", "team", "aufgaben", "jobrad", "arbeitszeiten"])
      expect(got).not.toContain(bad);
  });

  it("weighs the requirement section like an English one", () => {
    const t = extractJobTerms(BUCHHALTER).terms.find((x) => x.label === "Steuerberatung");
    const english = extractJobTerms(BUCHHALTER.replace("Was du mitbringst", "Das Übliche")).terms.find((x) => x.label === "Steuerberatung");
    expect(t?.weight ?? 0).toBeGreaterThan(english?.weight ?? 0);
  });
});
