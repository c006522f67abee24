// Round 7 classes (issue 30). Invented text.
import { describe, expect, it } from "vitest";
import { extractJobTerms } from "../../../worker/tailor/match";
import { foreignFrameObjects } from "../../../worker/tailor/match/foreign-frames";
import { findRoleTitle } from "../../../worker/tailor/match/role";

const labels = (jd: string) => extractJobTerms(jd).terms.map((t) => t.label);

describe("requirement frames of non-English postings", () => {
  it("takes the object of a German, Dutch, French, Portuguese or Spanish frame", () => {
    const objects = (line: string) => foreignFrameObjects(line).map((h) => h.label);
    expect(objects("- Erfahrung in der Lohnbuchhaltung")).toEqual(["Lohnbuchhaltung"]);
    expect(objects("- Gute Kenntnisse im Bereich Netzwerktechnik haben")).toEqual(["Netzwerktechnik"]);
    expect(objects("- Ervaring met voorraadbeheer en planning")).toEqual(["voorraadbeheer"]);
    expect(objects("- Expérience en gestion de projet, idéalement dans le bâtiment")).toEqual(["gestion de projet"]);
    expect(objects("- Conhecimentos em modelagem de banco de dados.")).toEqual(["modelagem de banco de dados"]);
    expect(objects("- Experiencia en atención al cliente")).toEqual(["atención al cliente"]);
    // "APIs" and "enseñando" start with an article's or a preposition's letters; a figure is no object.
    expect(objects("- Experiência com APIs de pagamento")).toEqual(["APIs de pagamento"]);
    expect(objects("- Experiencia enseñando en línea")).toEqual([]);
    expect(objects("- Expérience de 2 ans minimum")).toEqual([]);
    // English lines have no such frames.
    expect(objects("- Experience in payroll and knowledge of the tax code")).toEqual([]);
  });

  it("makes the object a job term, in a section whose heading the tables do not know", () => {
    const jd = `Lohnbuchhalter (m/w/d)

Das erwartet dich
- Du erstellst die monatlichen Abrechnungen für unsere Filialen.

Wir sollten uns kennenlernen, wenn du:
- Erfahrung in der Lohnbuchhaltung hast
- Gute Kenntnisse im Bereich Reisekostenabrechnung mitbringst`;
    const got = labels(jd);
    expect(got).toContain("Lohnbuchhaltung");
    expect(got).toContain("Reisekostenabrechnung");
  });

  it("reads a Portuguese requirement list the same way, but leaves a part a dictionary term names to it", () => {
    const jd = `Desenvolvedor(a) web

Requisitos
- Experiência em desenvolvimento de sites e sistemas;
- Conhecimentos em modelagem de banco de dados;
- Experiência com Docker em produção.`;
    const got = labels(jd);
    expect(got).toContain("desenvolvimento de sites");
    expect(got).toContain("modelagem de banco de dados");
    expect(got).toContain("Docker");
    expect(got.some((l) => /em produção/.test(l))).toBe(false);
  });
});

describe("the training a German posting asks for", () => {
  it("takes the kind of training and the trade it qualifies for, not a comparison", () => {
    const objects = (line: string) => foreignFrameObjects(line).map((h) => h.label);
    expect(objects("- Kaufmännische Ausbildung")).toEqual(["Kaufmännische Ausbildung"]);
    expect(objects("- Du hast eine abgeschlossene Ausbildung als Zahnarzthelfer")).toEqual(["Zahnarzthelfer"]);
    expect(objects("- Studium der Elektrotechnik oder eine vergleichbare Ausbildung")).toEqual(["Elektrotechnik"]);
  });

  it("makes it a job term", () => {
    const jd = `Sachbearbeiter Einkauf (m/w/d)

Ihr Profil
- Eine technische Ausbildung oder ein Studium der Logistik
- Sie arbeiten gern im Team`;
    const got = labels(jd);
    expect(got).toContain("technische Ausbildung");
    expect(got).toContain("Logistik");
  });
});

describe("the title of a German posting", () => {
  const body = `
Deine Aufgaben
- Du betreust unsere Kunden und die Ausstellung.
- Du planst die Einsätze mit dem Team.

Dein Profil
- Du hast Erfahrung in der Beratung und bist zuverlässig.`;

  it("reads the gender marker, the hiring verb and a lone agent noun as the title", () => {
    expect(findRoleTitle(`Fliesenleger (w/m/d) – Vollzeit\n${body}`)).toBe("Fliesenleger");
    expect(findRoleTitle(`Die Muster GmbH sucht Zimmermeister\n${body}`)).toBe("Zimmermeister");
    expect(findRoleTitle(`RAUMAUSSTATTER\n${body}`)).toBe("Raumausstatter");
  });

  it("leaves English postings and a German one without a title as they were", () => {
    expect(findRoleTitle("Overview\nWe build tools.\n- Ship features weekly.")).toBe("General");
    expect(findRoleTitle(`Wir suchen Sie:\n${body}`)).toBe("General");
  });
});
