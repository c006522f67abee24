// The small string and pattern helpers the stages rely on.
import { describe, expect, it } from "vitest";
import { joinWrapped } from "../../../worker/parse/blocks.ts";
import { findEmail, findPhone, isNameLike } from "../../../worker/parse/contact.ts";
import { findDate, isDateLike } from "../../../worker/parse/dates.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { cleanText, despace, stripBullet, titleCase } from "../../../worker/parse/text.ts";

describe("dates", () => {
  it.each([
    "Jan 2020 – Present",
    "2019 - 2021",
    "03/2018 – 06/2020",
    "08.2022 – present",
    "May 2021 to Current",
    "Expected June 2026",
    "Sept. 2019 – Aug. 2021",
    "Summer 2023",
    "2019–2024",
    "September 2015 — June 2019",
    "2024",
    "May '19 – Present",
    "Q1 2020 – Q3 2021",
    "seit 03/2021",
    "January, 2019 – March, 2020",
    "Mar-2019 – Jun-2020",
    "Jan 2020 - Till Date",
    "Ene. 2019 – Actualidad",
    "janv. 2019 – aujourd'hui",
    "März 2020 – heute",
  ])("%s is a date", (d) => {
    expect(isDateLike(d)).toBe(true);
    expect(findDate(`Senior Engineer, Acme | ${d}`)?.text).toBe(d);
  });
  it.each(["Managed 1,200 staff", "ISO 10218 certification", "Reduced costs by 2019%", "GPA: 3.7/4.0"])("%s has no date", (t) => {
    expect(findDate(t)).toBeNull();
  });
});

describe("contact", () => {
  it.each([
    ["+65 9123 4567", "Singapore"],
    ["(415) 555-0132", "US"],
    ["+44 20 7946 0958", "UK"],
    ["06 12 34 56 78", "France"],
    ["+1-202-555-0187", "US dashed"],
    ["+55 11 91234-5678", "Brazil"],
    ["555.123.4567", "dotted"],
    ["+81 3-1234-5678", "Japan"],
    ["(+233) 24 123 4567", "Ghana, bracketed country code"],
    ["0171 2345678", "German mobile"],
  ])("finds the phone %s (%s) among other contact details", (phone) => {
    expect(findPhone(`jane@example.com · ${phone} · linkedin.com/in/jane`)).toBe(phone);
  });
  it("does not take a date range, a year or a big number for a phone", () => {
    expect(findPhone("2019 - 2021")).toBe("");
    expect(findPhone("03/2018 – 06/2020")).toBe("");
    expect(findPhone("Managed 1,200,000 users")).toBe("");
    expect(findPhone("Geburtsdatum 14.03.1991")).toBe("");
  });
  it("finds e-mails with plus signs and sub-domains", () => {
    expect(findEmail("Contact: jane.doe+cv@mail.example.co.uk | +1 555")).toBe("jane.doe+cv@mail.example.co.uk");
  });
  it("accepts names in any script and rejects links, e-mails and headings", () => {
    for (const n of [
      "José García-Márquez",
      "Αλέξανδρος Παπαδόπουλος",
      "Анна Петрова",
      "Nguyễn Thị Minh Anh",
      "Margaret O’Neill",
      "Dr. Ingrid Halvorsen",
      "Robert “Bob” Smith",
      "Alex Kim (they/them)",
    ])
      expect(isNameLike(n), n).toBe(true);
    for (const n of [
      "linkedin.com/in/jane",
      "github.com/jdoe",
      "jane@example.com",
      "Work Experience",
      "Curriculum Vitae",
      "+44 20 7946 0958",
    ])
      expect(isNameLike(n), n).toBe(false);
  });
});

describe("text clean-up", () => {
  it("spells out ligatures and composes accents", () => {
    expect(cleanText("ﬁnance ﬂow e\u0301")).toBe("finance flow é");
  });
  it("closes up letter-spaced words, including kerned pairs, and leaves normal text alone", () => {
    expect(despace("E X P E R I E N C E")).toBe("EXPERIENCE");
    expect(despace("E D U C AT I O N")).toBe("EDUCATION");
    expect(despace("Go to market")).toBe("Go to market");
  });
  it("strips bullet glyphs but not a leading minus in a number or a hyphenated word", () => {
    expect(stripBullet("• Led the team")).toBe("Led the team");
    expect(stripBullet("➢ Led the team")).toBe("Led the team");
    expect(stripBullet("– Led the team")).toBe("Led the team");
    expect(stripBullet("-5% churn")).toBeNull();
    expect(stripBullet("Led the team")).toBeNull();
  });
  it("treats any star, arrow, shape or dingbat before a space as a bullet, but not a contact icon", () => {
    for (const g of ["⋆", "★", "☆", "✦", "✧", "❯", "▹", "◇", "‣", "⁃", "∙", "➔"]) {
      expect(stripBullet(`${g} Analyse podcast funnels`)).toBe("Analyse podcast funnels");
    }
    expect(stripBullet("✉ jane@example.com")).toBeNull();
    expect(stripBullet("★Rated")).toBeNull();
  });
  it("repairs words hyphenated at a line end but keeps real compounds", () => {
    expect(joinWrapped("improved through-", "put by 40%")).toBe("improved throughput by 40%");
    expect(joinWrapped("led a cross-", "functional team")).toBe("led a cross-functional team");
    expect(joinWrapped("ran the follow-", "up plans")).toBe("ran the follow-up plans");
  });
  it("title-cases headings printed in capitals", () => {
    expect(titleCase("BAR ADMISSIONS")).toBe("Bar Admissions");
    expect(titleCase("Volunteering")).toBe("Volunteering");
  });
});

describe("headings", () => {
  it.each([
    ["Professional Experience", "work"],
    ["EMPLOYMENT HISTORY", "work"],
    ["Career History", "work"],
    ["C O R E  C O M P E T E N C I E S", "skills"],
    ["Technical Skills", "skills"],
    ["Compétences", "skills"],
    ["Langues", "languages"],
    ["Licenses & Certifications", "certifications"],
    ["Academic Projects", "projects"],
    ["Education & Training", "education"],
    ["Teaching and Research Experience", "work"],
    ["About Me", "summary"],
    ["Formación Académica", "education"],
    ["Sprachkenntnisse", "languages"],
    ["Doświadczenie zawodowe", "work"],
    ["Selected Publications", "other"],
    ["Mother tongue(s)", "languages"],
  ])("%s → %s", (h, kind) => {
    expect(headingKind(h)).toBe(kind);
  });
  it("does not take an ordinary phrase for a heading", () => {
    expect(headingKind("Built a ledger service")).toBeNull();
  });
});
