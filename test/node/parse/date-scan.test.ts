// The date search only tries the pattern where a date can begin (a digit, or a word the pattern starts with).
// It must find exactly what a plain, case-insensitive search of the whole pattern finds, from every starting point
// of every text (the search runs in pieces, on the text folded to lower case).
import { describe, expect, it } from "vitest";
import { DATE_SOURCE, WHOLE_DATE_SOURCE, findDate, firstDateRange, isDateLike } from "../../../worker/parse/dates.ts";

const plainFirst = (text: string): string | null => new RegExp(DATE_SOURCE, "giu").exec(text)?.[0] ?? null;

// Invented lines in the languages and forms the pattern knows, with words around the dates.
const LINES = [
  "Software Engineer, Acme Labs    Jan 2020 – Present",
  "Expected June 2026 · Bachelor of Science",
  "seit Januar 2025 bei der Beispiel GmbH",
  "Berufserfahrung von 2019 bis heute, Teilzeit",
  "Ingénieur — depuis septembre 2021",
  "Juillet 2025 – maintenant (stage)",
  "desde marzo de 2018 hasta la actualidad",
  "Ene. 2019 – Actualidad | Madrid",
  "a partir de 2020 até o momento; atualmente",
  "2018.09 – 至今 北京",
  "2020年4月～現在 株式会社",
  "Term 2016/17 and WS 2019/20",
  "Early 2020 – Late 2021, then the end of 2013",
  "Q1 2020 – Q3 2021 roadmap",
  "tháng 5/2020 – hiện tại",
  "сентябрь 2019 – по настоящее время",
  "березень 2020 – дотепер",
  "październik 2018 – obecnie",
  "Sept ’17 – Mar ’19, December’21 to now",
  "01/10/2021 bis 31/03/2022",
  "Oct. 2018 - Sep. 2026 (expected)",
  "Licenciatura, março 2021 - dezembro 2025 (em andamento)",
  "Sep. 2008 – Jun. 2010, Sep. 2011 – Sep. 2013",
  "Chicago 2012 – 2014 and Ankara ağustos 2015",
  "Summer 2023 internship; Printemps 2022",
  "Phone +1 (415) 555 0199, since 1999",
  "ISO 10218 and 1,200 users in 2021",
  "Graduated: May 2019 with honours",
  "STARTED MARCH 2019 — CURRENTLY",
  "2017 Present",
  "лютий 2022 р. – січень 2023 р., 1998 г. – 2001 гг.",
  "2010 – současnost, 2012 – doteraz",
  "Praktikum Juni und Juli 2016, then April-August 2012 and June & July 2019",
  "nothing dated here at all, just words like update and menu",
  "ſeit 2020 (a long s folds onto s)",
  "İSTANBUL, OCAK 2020 – HALEN (a capital dotted I lower-cases to two characters)",
  "SEIT JANUAR 2025 · Q3 2021 · SOMMERSEMESTER 2019",
  "ᲂктябрь 2019 (an old Cyrillic letter folds onto о)",
];

// Whole dates, some in parentheses, some with an ellipsis or "(expected)" after them.
const WHOLE_DATES = [
  "(Jan 2020 – Present)",
  "（2018.09 – 至今）",
  "present…",
  "Since 2019...",
  "Oct. 2018 - Sep. 2026 (expected)",
  "2024 - 2026 (Cursando)",
  "2022 – Est. 2027",
  "Sep 2023 – Jun 2027 (in progress)",
  "2022 – presente",
  "03/2019 – atualmente",
  "2017 2019",
  "Sep 2015 – Sep 2016, Oct 2017 – Present",
  "2001 & 2002 and 2004",
  "End of 2013 – Early 2015",
  "2019-04-30 —",
  "April-August 2012",
  "Juni und Juli 2016",
];

describe("date search tries only where a date can begin", () => {
  it("finds what a plain search finds, from every starting point", () => {
    let compared = 0;
    for (const line of LINES)
      for (let i = 0; i < line.length; i++) {
        const text = line.slice(i);
        expect(firstDateRange(text), JSON.stringify(text)).toBe(plainFirst(text));
        compared++;
      }
    expect(compared).toBeGreaterThan(1000);
  });

  it("tells a whole date exactly as the anchored expression does, on every part of every line", () => {
    const whole = new RegExp(WHOLE_DATE_SOURCE, "iu");
    let dates = 0;
    for (const line of [...LINES, ...WHOLE_DATES])
      for (let i = 0; i < line.length; i++)
        for (let j = i + 1; j <= line.length; j++) {
          const text = line.slice(i, j);
          const expected = whole.test(text.trim());
          expect(isDateLike(text), JSON.stringify(text)).toBe(expected);
          if (expected) dates++;
        }
    expect(dates).toBeGreaterThan(500);
  });

  it("reads an open end that begins like a shorter one whole", () => {
    expect(isDateLike("2022 – presente")).toBe(true);
    expect(findDate("Analista    2019 – atualmente")?.text).toBe("2019 – atualmente");
    expect(findDate("Consultant, March 2020 – presently")?.text).toBe("March 2020 – presently");
  });

  it("keeps a status in brackets after the end date, in several languages", () => {
    expect(findDate("Engenharia    Março 2020 - Dezembro 2026 (expectativa)")?.text).toBe("Março 2020 - Dezembro 2026 (expectativa)");
    expect(findDate("Grado en Física, 2021 – 2025 (en curso)")?.text).toBe("2021 – 2025 (en curso)");
    expect(findDate("BSc, Sep 2023 – Jun 2027 (in progress) · Dean's list")?.text).toBe("Sep 2023 – Jun 2027 (in progress)");
    // A note in brackets that is not a status stays out of the date.
    expect(findDate("Analyst, 2019 – 2021 (remote)")?.text).toBe("2019 – 2021");
  });

  it("ends a range where a lost line break glued the next word to it", () => {
    expect(findDate("Lakeside Bakery, March 2021 - CurrentShift Lead")?.text).toBe("March 2021 - Current");
    expect(findDate("Harbor Freight, June 2018 - August 2019Sales Associate")?.text).toBe("June 2018 - August 2019");
    expect(findDate("Riverside Clinic, 2015 - 2017Receptionist")?.text).toBe("2015 - 2017");
    // A single year glued to a word, and a lower-case continuation, are not dates.
    expect(findDate("Windows 2000Server")).toBeNull();
    expect(findDate("Build 2019 - 2020beta")).toBeNull();
  });

  it("still takes a leading word and a date inside a sentence", () => {
    expect(firstDateRange("worked seit Januar 2025 there")).toBe("seit Januar 2025");
    expect(findDate("Data Analyst    seit 03/2018")?.text).toBe("seit 03/2018");
    expect(findDate("Engineer, Acme    Jan 2020 – Present")?.text).toBe("Jan 2020 – Present");
    expect(findDate("2018.09 – 至今 北京")?.text).toBe("2018.09 – 至今");
  });
});
