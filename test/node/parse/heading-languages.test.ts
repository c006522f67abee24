// Section headings in Turkish, Vietnamese, Indonesian, Polish, Czech, Ukrainian and more (and Dutch's older entries) name their sections like the English ones;
// a line that merely contains such a word is not a heading.
import { describe, expect, it } from "vitest";
import { headingKind } from "../../../worker/parse/headings.ts";

describe("section headings in more languages", () => {
  it.each([
    ["İŞ DENEYİMİ", "work"],
    ["Eğitim Bilgileri", "education"],
    ["Teknik Beceriler", "skills"],
    ["Yabancı Diller", "languages"],
    ["Kinh nghiệm làm việc", "work"],
    ["TRÌNH ĐỘ HỌC VẤN", "education"],
    ["Kỹ năng", "skills"],
    ["Ngoại ngữ", "languages"],
    ["Pengalaman Kerja", "work"],
    ["Riwayat Pendidikan", "education"],
    ["Keterampilan", "skills"],
    ["Tentang Saya", "summary"],
    ["Vaardigheden", "skills"],
    ["Certyfikaty", "certifications"],
    // Czech, Ukrainian, Italian, Chinese and Portuguese words a third blind set showed.
    ["VZDĚLÁNÍ:", "education"],
    ["Počítačové znalosti", "skills"],
    ["Jazyky", "languages"],
    ["Řidičský průkaz", "other"],
    ["ОСОБИСТІ ПРОЄКТИ", "projects"],
    ["Про себе", "summary"],
    ["Контакти", "contact"],
    ["Esperienza", "work"],
    ["经历", "work"],
    ["Sobre", "summary"],
  ])("%s → %s", (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it("knows Chinese names for lists of competitions", () => {
    expect(headingKind("学术竞赛")).toBe("other");
    expect(headingKind("竞赛经历")).toBe("other");
  });

  it("reads a German compound cut short before a second that shares its tail by its first part", () => {
    expect(headingKind("Aus- und Weiterbildungen")).toBe("education");
    expect(headingKind("Berufs- und Praxiserfahrung")).toBe("work");
    expect(headingKind("Fach- und Methodenkompetenzen")).toBe("skills");
    expect(headingKind("Zertifikate & Kurse")).toBe("certifications");
    // A hyphen that cuts no compound names nothing.
    expect(headingKind("Ski- und Snowboardlehrer")).toBeNull();
  });

  it("does not take a line that only contains such a word for a heading", () => {
    expect(headingKind("Bahasa Indonesia (native), English (fluent)")).toBeNull();
    expect(headingKind("Pengalaman kerja di bidang logistik selama lima tahun")).toBeNull();
    expect(headingKind("Znalosti jazyků: angličtina, němčina")).toBeNull();
  });
});
