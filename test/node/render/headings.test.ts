// Section headings in the resume's language: every printed name is one our parser's heading lexicon knows
// (worker/parse/headings.ts, not repeated here), the language is told from the resume's own prose, and a
// resume comes back from the parser with its sections where they were.
import { describe, expect, it } from "vitest";
import { headingKind } from "../../../worker/parse/headings";
import { parseResume } from "../../../worker/parse/index";
import { detectLanguage, HEADING_LANGUAGES, HEADINGS, headingText, type SectionId } from "../../../worker/render/headings";
import { readBackProblems, renderResume } from "../../../worker/render/index";
import { proseOf } from "../../../worker/render/pdf";
import { DESIGN_IDS } from "../../../worker/render/theme";
import { germanResume, spanishResume } from "../../samples/languages";
import { sampleResume } from "../../samples/resumes";
import { scriptSample } from "../../samples/scripts";
import { fonts, readPdf } from "./helpers";

const SECTIONS: SectionId[] = ["education", "work", "projects", "skills", "languages"];

describe("the printed headings", () => {
  it.each(HEADING_LANGUAGES)("%s: each name is one the parser reads as its section, as written and in capitals", (language) => {
    for (const section of SECTIONS) {
      for (const caps of [false, true]) {
        const text = headingText(language, section, caps);
        expect(headingKind(text, true), `${language} ${section} "${text}"`).toBe(section);
      }
    }
  });
});

describe("detectLanguage", () => {
  const prose = (r: Parameters<typeof proseOf>[0]) => proseOf(r);

  it("tells German, Spanish and English resumes apart by their prose", () => {
    expect(detectLanguage(prose(germanResume()))).toBe("de");
    expect(detectLanguage(prose(spanishResume()))).toBe("es");
    expect(detectLanguage(prose(sampleResume("two-page")))).toBe("en");
  });

  it("goes by the script for Chinese, Japanese, Korean, Greek, Russian and Vietnamese", () => {
    for (const [id, language] of [
      ["zh-hans", "zh"],
      ["ja", "ja"],
      ["ko", "ko"],
      ["el", "el"],
      ["ru", "ru"],
      ["vi", "vi"],
    ] as const) {
      expect(detectLanguage(prose(scriptSample(id).record)), id).toBe(language);
    }
  });

  it("keeps English headings where the parser knows no names (Arabic, Hebrew, Hindi, Thai, Traditional Chinese)", () => {
    for (const id of ["ar", "he", "hi", "th", "zh-hant"]) expect(detectLanguage(prose(scriptSample(id).record)), id).toBe("en");
  });

  it("stays English for English prose that quotes a few foreign words", () => {
    expect(
      detectLanguage(["Led the team at Café de la Paix and the Müller und Söhne account", "Built the data platform for the sales team"]),
    ).toBe("en");
  });
});

describe("a resume printed with headings in its language", () => {
  it.each(DESIGN_IDS)("German in the %s design: German headings, and the parser files every section as before", async (design) => {
    const record = germanResume();
    const result = await renderResume(record, { fonts, design });
    expect(result.language).toBe("de");
    const text = (await readPdf(result.pdf)).flatMap((p) => p.lines).join("\n");
    for (const section of SECTIONS) expect(text).toContain(headingText("de", section, design !== "modern"));
    expect(text).not.toMatch(/WORK EXPERIENCE|Work Experience/);
    // The further section keeps its own (German) name.
    expect(text).toContain(design === "modern" ? "Zertifikate" : "ZERTIFIKATE");
    const { record: parsed } = await parseResume(result.pdf.slice());
    expect(readBackProblems(record, parsed)).toEqual([]);
    expect(parsed.additional_information.Languages).toEqual(record.additional_information.Languages);
    expect(parsed.education[0]?.institution).toBe("Technische Universität München");
  });

  it("Spanish: Spanish headings; the chosen language overrides the detected one", async () => {
    const record = spanishResume();
    const spanish = await renderResume(record, { fonts });
    const text = (await readPdf(spanish.pdf)).flatMap((p) => p.lines).join("\n");
    expect(text).toContain("EXPERIENCIA PROFESIONAL");
    expect(readBackProblems(record, (await parseResume(spanish.pdf.slice())).record)).toEqual([]);
    const english = await renderResume(record, { fonts, language: "en" });
    expect(english.language).toBe("en");
    expect((await readPdf(english.pdf)).flatMap((p) => p.lines).join("\n")).toContain("WORK EXPERIENCE");
  });

  it("Chinese: Chinese headings", async () => {
    const { pdf } = await renderResume(scriptSample("zh-hans").record, { fonts });
    const text = (await readPdf(pdf)).flatMap((p) => p.lines).join("\n");
    for (const name of Object.values(HEADINGS.zh.names)) expect(text).toContain(name);
  });
});
