// The preflight's lexer reads the commonest numbers from their bytes (Lexer.number) instead of making their text:
// whatever the token, the value must be the one Number(text) gives, -0 and precision included, as it was before.
import { describe, expect, it } from "vitest";
import { Lexer, Tok } from "../../../worker/parse/preflight/lexer.ts";

const enc = (s: string) => new TextEncoder().encode(s);

function tokens(): string[] {
  const out = ["0", "-0", "+0", "007", "-12", "+5", "+", "-", "--5", "+-1", "1-2", "0x1F", "1e3", ".5", "-.5", "5.", "3.25"];
  for (const digits of [14, 15, 16, 17, 20, 310]) out.push("9".repeat(digits), `-${"8".repeat(digits)}`, `1${"0".repeat(digits - 1)}`);
  // Seeded, so a failure repeats: random signs, digits, dots and letters.
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const alphabet = "0123456789012345678901234567890123456789.+-eEx";
  for (let i = 0; i < 5000; i++) {
    const first = "0123456789+-."[rnd(13)]!;
    let t = first;
    for (let k = rnd(19); k > 0; k--) t += alphabet[rnd(alphabet.length)];
    out.push(t);
  }
  return out;
}

describe("the preflight lexer's numbers", () => {
  it("equal Number(text) for every number token", () => {
    const list = tokens();
    const lx = new Lexer(enc(list.join(" ")));
    let seen = 0;
    for (let t = lx.next(); t !== Tok.Eof; t = lx.next()) {
      expect(t).toBe(Tok.Number);
      const want = Number(lx.text);
      const got = lx.number();
      if (!Object.is(got, want)) expect(Object.is(got, want), `${lx.text}: ${got} (${Math.sign(1 / got)}), not ${want}`).toBe(true);
      seen++;
    }
    expect(seen).toBe(list.length);
  });
  it("give string values as the bytes they decode to, one character each, cut at the length asked for", () => {
    const strings = [
      "(plain)",
      "(a\\(b\\)c \\101\\n)",
      "<48 656C6C6F>",
      "<4>",
      "()",
      "<>",
      `(${"x".repeat(5000)})`,
      `<${"ab".repeat(3000)}>`,
    ];
    const lx = new Lexer(enc(strings.join(" ")));
    const got: string[] = [];
    const want: string[] = [];
    for (let t = lx.next(); t !== Tok.Eof; t = lx.next()) {
      expect(t).toBe(Tok.String);
      want.push(String.fromCharCode(...lx.stringBytes().subarray(0, 4096)));
      got.push(lx.stringText(4096));
    }
    expect(got).toEqual(want);
    expect(got.slice(0, 4)).toEqual(["plain", "a(b)c A\n", "Hello", "@"]);
    expect(got[6]!.length).toBe(4096);
  });
  it("compare a token with a word without making its text", () => {
    const lx = new Lexer(enc("R obj stream n"));
    const words: boolean[] = [];
    for (let t = lx.next(); t !== Tok.Eof; t = lx.next()) words.push(lx.is("R"), lx.is("stream"));
    expect(words).toEqual([true, false, false, false, false, true, false, false]);
  });
});
