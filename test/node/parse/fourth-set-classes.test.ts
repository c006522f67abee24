// Classes of failure the fourth independent set of real resumes showed, each built here from invented text runs
// and read through the whole pipeline (recordFromPages), with the layouts each rule must leave alone.
import { describe, expect, it } from "vitest";
import { findDate } from "../../../worker/parse/dates.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { recordFromPages } from "../../../worker/parse/index.ts";
import { roleScore } from "../../../worker/parse/lexicon.ts";
import { pageOf, type RunSpec as R } from "./built-lines.ts";

const read = (runs: R[]) => recordFromPages([pageOf(runs)]).record;
const head = (name = "Noemi Castellaro"): R[] => [
  { text: name, x: 50, y: 790, size: 20, bold: true },
  { text: "noemi.castellaro@example.org", x: 50, y: 768 },
];

describe("a spoken language with its level", () => {
  it("keeps 'Language · level' whole, one item per language", () => {
    const record = read([
      ...head(),
      { text: "Langues", x: 50, y: 740, size: 12, bold: true },
      { text: "Italien · Natif", x: 50, y: 722 },
      { text: "Anglais · Courant", x: 50, y: 708 },
    ]);
    expect(record.additional_information.Languages).toEqual(["Italien · Natif", "Anglais · Courant"]);
  });

  it("files 'Language: level' listed among certificates as a language", () => {
    const record = read([
      ...head(),
      { text: "Certificaciones", x: 50, y: 740, size: 12, bold: true },
      { text: "Certified Kubernetes Administrator", x: 50, y: 722 },
      { text: "Inglés: Competencia profesional", x: 50, y: 708 },
    ]);
    expect(record.additional_information.Languages).toEqual(["Inglés: Competencia profesional"]);
    // The certificates stay under the section's printed name.
    expect(record.additional_information.Certificaciones).toEqual(["Certified Kubernetes Administrator"]);
  });

  it("keeps a certificate section under its printed name", () => {
    for (const name of ["Licenses & Certifications", "Zertifikate", "Certificações"]) {
      const record = read([
        ...head(),
        { text: name, x: 50, y: 740, size: 12, bold: true },
        { text: "Certified Kubernetes Administrator (2023)", x: 50, y: 722 },
      ]);
      expect(Object.keys(record.additional_information), name).toEqual([name]);
    }
  });

  it("still splits a plain list of languages", () => {
    const record = read([
      ...head(),
      { text: "Languages", x: 50, y: 740, size: 12, bold: true },
      { text: "Italian, English, German", x: 50, y: 722 },
    ]);
    expect(record.additional_information.Languages).toEqual(["Italian", "English", "German"]);
  });
});

describe("the name", () => {
  it("does not join the end of a cut-off tagline to the name", () => {
    const record = read([
      { text: "Noemi Castellaro — Ingeniera de", x: 50, y: 790, size: 20, bold: true },
      { text: "Datos Senior", x: 50, y: 766, size: 20, bold: true },
      { text: "noemi.castellaro@example.org", x: 50, y: 740 },
    ]);
    expect(record.personal_info.name).toBe("Noemi Castellaro");
  });

  it("never takes a document title with a possessive for the name", () => {
    const record = read([
      { text: "Meu currículo", x: 200, y: 800, size: 22, bold: true },
      { text: "Noemi Castellaro", x: 50, y: 770, size: 16, bold: true },
      { text: "noemi.castellaro@example.org", x: 50, y: 750 },
    ]);
    expect(record.personal_info.name).toBe("Noemi Castellaro");
  });
});

describe("the head of a role before 'of' and its Romance forms", () => {
  it("reads 'X de Software' as a role and 'X of Y' by its first noun", () => {
    expect(roleScore("Ingeniero de Software")).toBeGreaterThan(0);
    expect(roleScore("Desarrolladora de Software")).toBeGreaterThan(0);
    expect(roleScore("Director of Engineering")).toBeGreaterThan(0);
    expect(roleScore("Software Solutions")).toBeLessThan(0);
  });
});

describe("two section names joined by a slash", () => {
  it("takes the kind of the entry section named first", () => {
    expect(headingKind("Berufserfahrung/Praktika")).toBe("work");
    expect(headingKind("Work Experience / Internships")).toBe("work");
    expect(headingKind("Auslandsaufenthalt/Zivildienst/Freiwilliges Jahr")).toBeNull();
  });
});

describe("jobs written as labelled fields in other languages", () => {
  it("reads 'Cargo: … Empresa: …' rows, a label's value on the next line, under an 'Experience as …' heading", () => {
    const record = read([
      ...head(),
      { text: "Experiência como Instrutor:", x: 50, y: 740, size: 12, bold: true },
      { text: "Cargo: Instrutor de Redes Empresa:", x: 50, y: 722 },
      { text: "Escola Horizonte", x: 50, y: 708 },
      { text: "Cargo: Coordenador de Laboratório Empresa: Instituto Aurora", x: 50, y: 694 },
    ]);
    expect(record.experiences.work_experiences.map((w) => [w.title, w.company])).toEqual([
      ["Instrutor de Redes", "Escola Horizonte"],
      ["Coordenador de Laboratório", "Instituto Aurora"],
    ]);
  });

  it("leaves a colon inside an ordinary bullet alone", () => {
    const record = read([
      ...head(),
      { text: "Experience", x: 50, y: 740, size: 12, bold: true },
      { text: "Network Engineer, Horizon Schools", x: 50, y: 722, bold: true },
      { text: "2019 – 2021", x: 480, y: 722 },
      { text: "• Result: role changes for the company: fewer outages", x: 60, y: 706 },
    ]);
    expect(record.experiences.work_experiences[0]?.responsibilities).toEqual(["Result: role changes for the company: fewer outages"]);
  });
});

describe("Greek resumes, and dates typed without accents", () => {
  it("knows Greek section names, months and open ends, accented or set in capitals without accents", () => {
    expect(headingKind("ΕΚΠΑΙΔΕΥΣΗ")).toBe("education");
    expect(headingKind("Επαγγελματική Εμπειρία")).toBe("work");
    expect(headingKind("ΤΕΧΝΙΚΕΣ ΔΕΞΙΟΤΗΤΕΣ")).toBe("skills");
    const record = read([
      ...head("Νίκος Παπαδάκης"),
      { text: "ΕΜΠΕΙΡΙΑ", x: 50, y: 740, size: 12, bold: true },
      { text: "Σερβιτόρος, Καφέ Αγορά", x: 50, y: 722, bold: true },
      { text: "ΙΟΥΝΙΟΣ 2022 - ΤΩΡΑ", x: 460, y: 722 },
      { text: "• Εξυπηρέτηση πελατών.", x: 60, y: 706 },
    ]);
    expect(record.experiences.work_experiences[0]?.dates).toBe("ΙΟΥΝΙΟΣ 2022 - ΤΩΡΑ");
    expect(record.experiences.work_experiences[0]?.responsibilities).toEqual(["Εξυπηρέτηση πελατών."]);
  });

  it("reads French months typed without accents", () => {
    expect(findDate("Stagiaire, Atelier Lune    FEVRIER 2020 – AOUT 2020")?.text).toBe("FEVRIER 2020 – AOUT 2020");
  });
});

describe("German rows: two months of one year, and a school's town after 'in'", () => {
  it("reads 'Juni und Juli 2016' and 'April-August 2012' as one date each", () => {
    expect(findDate("Sommerjob bei Beispiel GmbH    Juni und Juli 2016")?.text).toBe("Juni und Juli 2016");
    expect(findDate("Field assistant, Rainforest Station    April-August 2012")?.text).toBe("April-August 2012");
    expect(findDate("Volunteer, City Library    March 2012")?.text).toBe("March 2012");
  });

  it("keeps the school and drops the town after 'in'", () => {
    const record = read([
      ...head(),
      { text: "Schulausbildung", x: 50, y: 740, size: 12, bold: true },
      { text: "2004 - 2008", x: 50, y: 722 },
      { text: "Lindenhof Gymnasium in Bad Vilbel, Hessen", x: 200, y: 722 },
    ]);
    expect(record.education[0]?.institution).toBe("Lindenhof Gymnasium");
  });
});

describe("a Brazilian place in a header row", () => {
  it("reads 'Employer, City – UF - Title' as employer and title, the place dropped", () => {
    const record = read([
      ...head(),
      { text: "Experiência", x: 50, y: 740, size: 12, bold: true },
      { text: "2022 – 2024", x: 50, y: 722 },
      { text: "Padaria Central, Novo Hamburgo – RS - Jovem Aprendiz", x: 50, y: 708 },
      { text: "• Atendimento no balcão.", x: 60, y: 694 },
    ]);
    const job = record.experiences.work_experiences[0];
    expect([job?.title, job?.company]).toEqual(["Jovem Aprendiz", "Padaria Central"]);
  });

  it("leaves a two-letter word after a dash that is no state alone", () => {
    const record = read([
      ...head(),
      { text: "Experience", x: 50, y: 740, size: 12, bold: true },
      { text: "Northwind – QA", x: 50, y: 722, bold: true },
      { text: "2021 – 2023", x: 480, y: 722 },
      { text: "• Wrote the test plans.", x: 60, y: 706 },
    ]);
    const job = record.experiences.work_experiences[0];
    expect([job?.title, job?.company]).toEqual(["QA", "Northwind"]);
  });
});

describe("names in forms and beside a birth date (fifth set; tuned)", () => {
  it("reads a Korean name label and never takes the document title or the details heading", () => {
    const record = read([
      { text: "이력서", x: 50, y: 800, size: 20, bold: true },
      { text: "기본정보", x: 50, y: 776, size: 14, bold: true },
      { text: "성명: 김하늘", x: 60, y: 760 },
      { text: "이메일: haneul@example.org", x: 60, y: 746 },
    ]);
    expect(record.personal_info.name).toBe("김하늘");
  });

  it("drops a birth date printed after the name", () => {
    const record = read([
      { text: "Lebenslauf", x: 50, y: 800, size: 22, bold: true },
      { text: "Personalien", x: 50, y: 776, size: 14, bold: true },
      { text: "Mira Anouk Keller 03.07.1996", x: 50, y: 760 },
      { text: "mira@example.org", x: 50, y: 746 },
    ]);
    expect(record.personal_info.name).toBe("Mira Anouk Keller");
  });
});

describe("a headline under a name in capitals (fifth set; tuned)", () => {
  it("does not join a mixed-case line to a name set in capitals", () => {
    const record = read([
      { text: "INES BARTOLI", x: 50, y: 790, size: 10 },
      { text: "Code Gardener", x: 50, y: 778, size: 10 },
      { text: "ines@example.org", x: 50, y: 750 },
    ]);
    expect(record.personal_info.name).toBe("INES BARTOLI");
  });
});

describe("a name in a form's two columns (fifth set; tuned)", () => {
  it("reads 'Name     Jana Novak' without a colon, and not a table header", () => {
    const record = read([
      { text: "Lebenslauf", x: 50, y: 800, size: 22, bold: true },
      { text: "Name", x: 50, y: 770 },
      { text: "Jana Novak", x: 170, y: 770 },
      { text: "Geburtsdatum", x: 50, y: 756 },
      { text: "04.12.1991", x: 170, y: 756 },
      { text: "jana@example.org", x: 50, y: 740 },
    ]);
    expect(record.personal_info.name).toBe("Jana Novak");
    const table = read([
      { text: "Jana Novak", x: 50, y: 800, size: 20, bold: true },
      { text: "jana@example.org", x: 50, y: 780 },
      { text: "Projects", x: 50, y: 750, size: 12, bold: true },
      { text: "Name", x: 50, y: 730 },
      { text: "Description", x: 170, y: 730 },
    ]);
    expect(table.personal_info.name).toBe("Jana Novak");
  });
});
