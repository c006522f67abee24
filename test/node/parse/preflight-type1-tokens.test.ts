// The Type 1 replay reads most tokens of a font's private dictionary without making their text (Tokens.scan, is,
// int): each must read what pdf.js's tokenizer and parseInt(token || "0", 10) | 0 read, or the subroutine numbers
// and lengths it follows would differ from pdf.js's.
import { describe, expect, it } from "vitest";
import { Tokens } from "../../../worker/parse/preflight/type1.ts";

function program(): Uint8Array {
  const parts = ["dup", "5", "-12", "+7", "-0", "007", "12abc", "1e5", "-", "+-3", "0x1F", "/", "[", "]", "{", "}", "(", ")", "%c\n", "RD"];
  for (const digits of [15, 16, 20]) parts.push("9".repeat(digits), `-${"4".repeat(digits)}`);
  let seed = 11;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const alphabet = "0123456789012345678901234567890123456789+-.eExabc/[]{}()\n\t ";
  for (let i = 0; i < 4000; i++) {
    let t = "";
    for (let k = 1 + rnd(14); k > 0; k--) t += alphabet[rnd(alphabet.length)];
    parts.push(t);
  }
  return new TextEncoder().encode(parts.join(" "));
}

describe("the Type 1 replay's tokens", () => {
  it("read integers as parseInt(token || '0', 10) | 0 does, token by token to the end", () => {
    const bytes = program();
    const text = new Tokens(bytes);
    const ints = new Tokens(bytes);
    let n = 0;
    for (;;) {
      const token = text.token();
      const got = ints.int();
      expect(got, `token ${n}: ${token}`).toBe(Number.parseInt(token || "0", 10) | 0);
      expect(ints.pos).toBe(text.pos);
      if (token === null) break;
      n++;
    }
    expect(n).toBeGreaterThan(4000);
  });
  it("compare a regular token with a word, and never a special character", () => {
    const t = new Tokens(new TextEncoder().encode("dup /dup noaccess endx end"));
    const seen: boolean[] = [];
    for (let kind = t.scan(); kind !== -1; kind = t.scan()) seen.push(t.is("dup") || t.is("end") || t.is("noaccess"));
    expect(seen).toEqual([true, false, true, true, false, true]);
  });
});
