// Every character class real resume PDFs carry that a reader never sees as such (soft and non-breaking hyphens,
// zero-width spaces, private-use bullet glyphs, ligatures with and without text, a tab after every word, combining
// marks drawn as glyphs of their own): each built here as the text items pdf.js reports, read by the parser's stages,
// checked on what ends up in the record. (Hidden white text is in textitems.test.ts, built as an operator list.)
import { describe, expect, it } from "vitest";
import { pageChunks } from "../../../worker/parse/chunks.ts";
import { recordFromPages } from "../../../worker/parse/index.ts";
import { pageOf, type RunSpec as R } from "./built-lines.ts";

const lineTexts = (runs: R[]) => pageChunks(pageOf(runs)).map((c) => c.text);

/** A one-job resume whose job lines are given: name, e-mail, the Experience heading, then `job`. */
function resume(job: R[], name = "Jordan Avery") {
  return recordFromPages([
    pageOf([
      { text: name, x: 50, y: 790, size: 20, bold: true },
      { text: "jordan.avery@example.com", x: 50, y: 768 },
      { text: "Experience", x: 50, y: 740, size: 12, bold: true },
      ...job,
    ]),
  ]).record;
}

describe("character classes", () => {
  it("soft hyphens (U+00AD): dropped inside a word; at a line end they hyphenate, and the word is joined back", () => {
    expect(lineTexts([{ text: "Imple\u00ADmented the ser\u00ADvice", x: 50, y: 700 }])).toEqual(["Implemented the service"]);
    const record = resume([
      { text: "Data Analyst, Globex Corporation", x: 50, y: 720, bold: true },
      { text: "2019 – 2021", x: 490, y: 720 },
      { text: "• Led the develop\u00AD", x: 60, y: 706 },
      { text: "ment of the pricing tools.", x: 68, y: 694 },
    ]);
    expect(record.experiences.work_experiences[0]?.responsibilities).toEqual(["Led the development of the pricing tools."]);
  });

  it("non-breaking hyphens (U+2011) read as hyphens, in names and in date ranges", () => {
    const record = resume(
      [
        { text: "Data Analyst, Globex Corporation", x: 50, y: 720, bold: true },
        { text: "2019\u20112021", x: 500, y: 720 },
        { text: "• Wrote the reports.", x: 60, y: 706 },
      ],
      "Jean\u2011Luc Martin",
    );
    expect(record.personal_info.name).toBe("Jean-Luc Martin");
    expect(record.experiences.work_experiences[0]?.dates).toBe("2019-2021");
  });

  it("zero-width spaces and joiners (U+200B, U+200D, U+FEFF) vanish, also inside an e-mail address", () => {
    expect(lineTexts([{ text: "Py\u200Bthon, Type\uFEFFScript, SQL\u200D", x: 50, y: 700 }])).toEqual(["Python, TypeScript, SQL"]);
    const record = recordFromPages([
      pageOf([
        { text: "Jordan Avery", x: 50, y: 790, size: 20, bold: true },
        { text: "jordan\u200B.avery@exam\u200Bple.com", x: 50, y: 768 },
      ]),
    ]).record;
    expect(record.personal_info.email).toBe("jordan.avery@example.com");
  });

  it("private-use bullet glyphs (U+F0B7, a Symbol-font dot) mark bullets and never reach the text", () => {
    const record = resume([
      { text: "Data Analyst, Globex Corporation", x: 50, y: 720, bold: true },
      { text: "2019 – 2021", x: 490, y: 720 },
      { text: "\uF0B7", x: 56, y: 706, w: 4, blank: true },
      { text: "Wrote the monthly report.", x: 68, y: 706 },
      { text: "\uF0B7", x: 56, y: 692, w: 4, blank: true },
      { text: "Cut the close from five days to two.", x: 68, y: 692 },
    ]);
    expect(record.experiences.work_experiences[0]?.responsibilities).toEqual([
      "Wrote the monthly report.",
      "Cut the close from five days to two.",
    ]);
  });

  it("ligatures: spelled out when they carry text (U+FB01–FB04), and a ligature glyph with no text leaves its word whole", () => {
    expect(lineTexts([{ text: "E\uFB03cient \uFB01nance \uFB02ow", x: 50, y: 700 }])).toEqual(["Efficient finance flow"]);
    // A glyph with no Unicode value inside a word: its letters cannot be known, but the word is not split and no
    // control character is kept.
    expect(lineTexts([{ text: "Managed the o\u0003ce move", x: 50, y: 700 }])).toEqual(["Managed the oce move"]);
    expect(
      lineTexts([
        { text: "Ef", x: 50, y: 700, w: 9 },
        { text: "", x: 59, y: 700, w: 5, blank: true },
        { text: "cient teams", x: 64, y: 700, w: 50 },
      ]),
    ).toEqual(["Efcient teams"]);
  });

  it("a tab after every word reads as single spaces, and a tab-separated date column still gives the dates", () => {
    expect(
      lineTexts([
        { text: "Managed\t", x: 50, y: 700, w: 40 },
        { text: "a\t", x: 93, y: 700, w: 6 },
        { text: "team\t", x: 102, y: 700, w: 22 },
      ]),
    ).toEqual(["Managed a team"]);
    const record = resume([
      { text: "Data\tAnalyst,\tGlobex\tCorporation\t\t\tJan\t2019\t–\tMar\t2021", x: 50, y: 720, w: 480, bold: true },
      { text: "• Wrote the reports.", x: 60, y: 706 },
    ]);
    expect(record.experiences.work_experiences[0]).toMatchObject({
      title: "Data Analyst",
      company: "Globex Corporation",
      dates: "Jan 2019 – Mar 2021",
    });
  });

  it("combining marks drawn as glyphs of their own join their letter (Vietnamese names)", () => {
    expect(
      lineTexts([
        { text: "Nguye", x: 50, y: 700, w: 27 },
        { text: "\u0302\u0303", x: 75, y: 700, w: 0 },
        { text: "n V", x: 77, y: 700, w: 14 },
        { text: "a", x: 91, y: 700, w: 5 },
        { text: "\u0306", x: 94, y: 700, w: 0 },
        { text: "n An", x: 96, y: 700, w: 20 },
      ]),
    ).toEqual(["Nguyễn Văn An"]);
  });
});

describe("a cedilla set as a glyph of its own (TeX without T1 fonts)", () => {
  it("joins the letter it is drawn under, before or after it in the text", () => {
    // Body text: the mark ends a run, then the c is set back under it.
    expect(
      lineTexts([
        { text: "Mar\u00B8", x: 364.93, y: 680, w: 24.58 },
        { text: "co 2020", x: 384.67, y: 680, w: 40 },
      ]),
    ).toEqual(["Março 2020"]);
    // Small capitals: the c first, then the mark stepped back under it, then the tilde over the a.
    expect(
      lineTexts([
        { text: "Educac", x: 36, y: 698, w: 45.13 },
        { text: "\u00B8\u02DC", x: 74.64, y: 698, w: 13.46 },
        { text: "ao", x: 81.13, y: 698, w: 14.93 },
      ]),
    ).toEqual(["Educação"]);
    expect(
      lineTexts([
        { text: "encia da Computa\u00B8", x: 129.81, y: 667, w: 84.02 },
        { text: "c\u02DC", x: 209.25, y: 667, w: 9.67 },
        { text: "ao", x: 213.83, y: 667, w: 10.19 },
      ]),
    ).toEqual(["encia da Computação"]);
  });
});
