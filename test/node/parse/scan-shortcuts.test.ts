// The parser's shortcuts for costly scans must answer exactly what the scans they replace answer: the records of
// every resume depend on it (a differing last word changes roleScore, and with it titles and companies).
import { describe, expect, it } from "vitest";
import { lastWord, roleScore } from "../../../worker/parse/lexicon.ts";

// The pattern lastWord stands for, tried at every position.
const LAST_WORD = /([\p{L}.-]+)[^\p{L}]*$/u;
const byPattern = (s: string) => LAST_WORD.exec(s)?.[1] ?? "";

describe("lastWord", () => {
  it("captures what the last-word pattern captures", () => {
    for (const s of [
      "",
      "Senior Software Engineer",
      "Engineer.",
      "Head of Data - ",
      "Lead Dev (2019)",
      "C.E.O. ",
      "-- ...",
      "2019 – 2021",
      "Ingénieur d'études",
      "Café-Bar 42!",
      "𝐀𝐁𝐂 manager ",
      "x\u0301 ",
      "\uD835 lone",
      "lone \uDC00",
    ])
      expect(lastWord(s), JSON.stringify(s)).toBe(byPattern(s));
  });

  it("agrees with the pattern on random strings of letters, marks, dots, hyphens, digits and surrogates", () => {
    const alphabet = ["a", "Z", "é", "ß", ".", "-", " ", "1", "\u0301", "𝐀", "\uD835", "\uDC00", "!", "(", "Ж", "中", "_", "\t"];
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let i = 0; i < 20000; i++) {
      let s = "";
      for (let k = Math.floor(next() * 10); k > 0; k--) s += alphabet[Math.floor(next() * alphabet.length)];
      expect(lastWord(s), JSON.stringify(s)).toBe(byPattern(s));
    }
  });
});

describe("roleScore", () => {
  it("still counts a German compound role and weighs its head", () => {
    // A listed word that is also a compound counts twice, plus its head; a compound not in the list once, plus its head.
    expect(roleScore("Softwareentwickler")).toBe(3);
    expect(roleScore("Systemingenieurin")).toBe(2);
    expect(roleScore("Projektleiterin, Musterfirma GmbH")).toBe(1);
    expect(roleScore("Musterfirma Solutions")).toBe(-2);
  });
});
