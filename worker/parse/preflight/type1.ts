// Type 1 font programs: pdf.js converts every glyph's charstring to the CFF form when it loads the font, following
// each subroutine call (callsubr) as it goes, with no limit on how deep or how often. A subroutine that calls the
// next one twice doubles the work at each level: 28 levels cost seconds from a few kilobytes. The conversion's
// control flow is replayed here exactly (the same block split, decryption, tokenizer and operand stack, so the
// same subroutine numbers are called), counting one step per charstring byte, and the file is refused once the
// steps pass the cap. What the conversion writes out is not built.
import { Buffer } from "node:buffer";
import { PdfTooComplex } from "./refusal.ts";
import { bytesAre, latin1 } from "./lexer.ts";
import type { Work } from "./work.ts";

const EEXEC = [0x65, 0x65, 0x78, 0x65, 0x63];
const isWhite = (c: number | undefined) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a || c === 0x0c || c === 0x00;
const isHexDigit = (c: number | undefined) => c !== undefined && ((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102));

/** pdf.js reads a font file as Type 1 when it starts with "%!" or a PFB segment header. */
export function isType1Program(b: Uint8Array): boolean {
  return (b[0] === 0x25 && b[1] === 0x21) || (b[0] === 0x80 && b[1] === 0x01);
}

/**
 * The conversion steps pdf.js will take for this program (an upper bound when a cheap one is within the budget);
 * refuses the file past `budget`. A CID-keyed Type 1 program (read by another path of pdf.js) is refused
 * outright: resumes do not use them.
 */
export function type1Work(file: Uint8Array, budget: number, work: Work, length1?: number): number {
  const program = type1Charstrings(file, length1);
  if (!program) return 0;
  work.spend(file.length);
  // Most fonts are decided by a bound read off the charstrings in one pass (stepBound); only a font whose bound
  // could pass the budget is replayed, and the replay decides it exactly.
  const bounded = stepBound(program, budget, work);
  if (bounded <= budget) return bounded;
  const used = replaySteps(program, budget);
  work.spend(used);
  return used;
}

export interface Type1Charstrings {
  subrs: Uint8Array[];
  charstrings: Uint8Array[];
}

/** The decrypted subroutines and glyph charstrings, split and read as pdf.js reads them; null when it has none. */
export function type1Charstrings(file: Uint8Array, length1?: number): Type1Charstrings | null {
  // Native decoding of a view (spreading 2 KB into String.fromCharCode's arguments was a good part of the check).
  const head = Buffer.from(file.buffer, file.byteOffset, Math.min(file.length, 2048)).toString("latin1");
  if (head.startsWith("%!") && (head.includes("Resource-CIDFont") || /\/CIDFontType\s+0\b/.test(head)))
    throw new PdfTooComplex("ambiguous");
  let at = 0;
  let headerLength = length1 ?? 0;
  const pfb = file[0] === 0x80 && file[1] === 0x01;
  if (pfb) {
    headerLength = (file[2]! | (file[3]! << 8) | (file[4]! << 16) | (file[5]! << 24)) >>> 0;
    at = 6;
  }
  at += headerBlockLength(file.subarray(at), headerLength);
  if (pfb) at += 6;
  const eexec = file.subarray(Math.min(at, file.length));
  if (eexec.length === 0) return null;
  return extractProgram(decryptBlock(eexec));
}

/** The conversion's exact steps, replayed; refuses past `budget`. */
export function replaySteps(program: Type1Charstrings, budget: number): number {
  const steps = new Steps(budget);
  for (const cs of program.charstrings) new Conversion(program.subrs, steps).convert(cs);
  return steps.used;
}

/**
 * An upper bound on the steps the conversion takes, from one pass over each charstring and over each subroutine
 * per way it is called, or Infinity when this finds none within `budget` (then the conversion is replayed). The
 * conversion takes one step per charstring and at most one per byte, plus the steps of each subroutine it calls.
 * Which bytes are commands does not depend on the operand stack (a byte under 32 is a command, 12 taking the next
 * byte; numbers take a fixed number of bytes), so every call the conversion can make is at a callsubr command
 * found here. A callsubr whose number is known from the numbers before it (calls, below) calls that subroutine;
 * any other may call any subroutine and is charged the most any subroutine costs. A subroutine that may call
 * itself with the same known numbers (a loop), calls nested deeper than MAX_BOUND_DEPTH, or more reading than the
 * budget give no bound here.
 */
export function stepBound(program: Type1Charstrings, budget: number, work: Work): number {
  const { subrs, charstrings } = program;
  // The bytes read here, each subroutine once per distinct way it is called (at most one pass of the replay's).
  let read = 0;
  const cost = new Map<string, number>();
  const open = new Set<string>();
  // Each subroutine's steps with nothing known on entry: when finite, it never reads what its caller left, so it
  // holds for every call (most calls end here, without making a key).
  const closed: number[] = [];
  let worstSubr = -1;
  const analyse = (n: number, code: Uint8Array, context: readonly number[], depth: number): number => {
    const key = `${n}:${context.join(",")}`;
    const known = cost.get(key);
    if (known !== undefined) return known;
    if (open.has(key) || depth > MAX_BOUND_DEPTH || read > budget) return Number.POSITIVE_INFINITY;
    open.add(key);
    read += code.length;
    const c = calls(
      code,
      context,
      (k, t, m) => subr(k, t, m, depth + 1),
      () => Number.POSITIVE_INFINITY,
    );
    open.delete(key);
    cost.set(key, c);
    return c;
  };
  // A subroutine's steps, called with `top` the known numbers on top of the stack (the last few matter: the
  // subroutine may read them, as the standard hint replacement subroutine does).
  const subr = (n: number, top: readonly number[], count: number, depth: number): number => {
    const code = subrs[n];
    if (!code) return 0; // pdf.js drops the glyph at a call to a missing subroutine
    let c = closed[n];
    if (c === undefined) {
      c = analyse(n, code, [], depth);
      closed[n] = c;
    }
    return c !== Number.POSITIVE_INFINITY || count === 0 ? c : analyse(n, code, top.slice(Math.max(0, count - CONTEXT), count), depth);
  };
  const mostAnySubr = () => {
    if (worstSubr < 0) {
      worstSubr = 0;
      for (let n = 0; n < subrs.length && worstSubr <= budget; n++) if (subrs[n]) worstSubr = Math.max(worstSubr, subr(n, [], 0, 0));
    }
    return worstSubr;
  };
  let total = 0;
  for (const cs of charstrings) {
    read += cs.length;
    total += calls(cs, [], (k, t, m) => subr(k, t, m, 0), mostAnySubr);
    if (total > budget || read > budget) break;
  }
  work.spend(read);
  return total > budget || read > budget ? Number.POSITIVE_INFINITY : total;
}

// Subroutine calls followed inside one another before the bound gives up (the replay then decides), and how many
// known numbers on top of the stack a subroutine is analysed with.
const MAX_BOUND_DEPTH = 256;
const CONTEXT = 4;

/**
 * One charstring's steps: 1, plus one per byte up to its first return, plus each call's: `known(n, top, count)` when
 * the subroutine number on top of the stack is known to be n (top[0, count): the known numbers under it), `any()`
 * otherwise.
 * The numbers pushed since the last command (or known on entry) are the top of the conversion's stack, and two
 * commands keep them readable: callothersubr, which (but for the flex ones, 0 with 3 arguments and 1 with none)
 * only pops its two numbers, and pop, which the conversion ignores; so the hint replacement idiom
 * "n 1 3 callothersubr pop callsubr" is a known call of n, whether written out or in a subroutine. Any other
 * command (a subroutine call included, which may leave anything on the stack) makes the top unknown.
 */
function calls(
  code: Uint8Array,
  entry: readonly number[],
  known: (n: number, top: number[], count: number) => number,
  any: () => number,
): number {
  let steps = 1;
  // The known numbers are top[0, count): a count, not the array's length, is what each command resets.
  const top = entry.slice();
  let count = top.length;
  for (let i = 0; i < code.length; i++) {
    steps++;
    let value = code[i]!;
    if (value < 32) {
      if (value === 12) {
        const escaped = code[++i];
        if (escaped === 17) continue; // pop
        if (escaped === 16 && count >= 2) {
          const n = top[--count]!;
          const args = top[--count]!;
          if (!((n === 0 && args === 3) || (n === 1 && args === 0))) continue;
        }
      } else if (value === 10) steps += count === 0 ? any() : known(top[--count]!, top, count);
      else if (value === 11) break;
      count = 0;
      continue;
    }
    if (value <= 246) value -= 139;
    else if (value <= 250) value = (value - 247) * 256 + (code[++i] as number) + 108;
    else if (value <= 254) value = -((value - 251) * 256) - (code[++i] as number) - 108;
    else
      value =
        (((code[++i] as number) & 0xff) << 24) |
        (((code[++i] as number) & 0xff) << 16) |
        (((code[++i] as number) & 0xff) << 8) |
        ((code[++i] as number) & 0xff);
    top[count++] = value;
  }
  return steps;
}

/** Where pdf.js ends the clear-text part: at /Length1 when "eexec" ends there, else after the first "eexec". */
function headerBlockLength(b: Uint8Array, suggested: number): number {
  if (suggested > 0 && suggested <= b.length) {
    const block = findBlock(b.subarray(0, suggested), Math.max(0, suggested - 2 * EEXEC.length));
    if (block.found && block.length === suggested) return suggested;
  }
  let pos = 0;
  for (;;) {
    const block = findBlock(b.subarray(pos, pos + 2048), 0);
    if (block.length === 0) break;
    pos += block.length;
    if (block.found) return pos;
  }
  return suggested;
}

function findBlock(b: Uint8Array, start: number): { found: boolean; length: number } {
  const scan = b.length - EEXEC.length;
  let i = start;
  while (i < scan) {
    let j = 0;
    while (j < EEXEC.length && b[i + j] === EEXEC[j]) j++;
    if (j >= EEXEC.length) {
      i += j;
      while (i < b.length && isWhite(b[i])) i++;
      return { found: true, length: i };
    }
    i++;
  }
  return { found: false, length: i };
}

function decryptBlock(data: Uint8Array): Uint8Array {
  const binary = !((isHexDigit(data[0]) || isWhite(data[0])) && [1, 2, 3, 4, 5, 6, 7].every((i) => isHexDigit(data[i])));
  return binary ? decrypt(data, 55665, 4) : decryptAscii(data, 55665, 4);
}

// The cipher exactly as pdf.js writes it (missing bytes read as undefined turn to 0 in the bit operations, as there).
function decrypt(data: Uint8Array, key: number, discard: number): Uint8Array {
  if (discard >= data.length) return new Uint8Array(0);
  let r = key | 0;
  for (let i = 0; i < discard; i++) r = (((data[i] as number) + r) * 52845 + 22719) & 0xffff;
  const count = data.length - discard;
  const out = new Uint8Array(count);
  for (let i = discard, j = 0; j < count; i++, j++) {
    const value = data[i] as number;
    out[j] = value ^ (r >> 8);
    // The low 16 bits of the product, in integer arithmetic (the product itself passes 2^31).
    r = (Math.imul(value + r, 52845) + 22719) & 0xffff;
  }
  return out;
}

function decryptAscii(data: Uint8Array, key: number, discard: number): Uint8Array {
  let r = key | 0;
  const out = new Uint8Array(data.length >>> 1);
  let j = 0;
  for (let i = 0; i < data.length; i++) {
    const d1 = data[i]!;
    if (!isHexDigit(d1)) continue;
    i++;
    while (i < data.length && !isHexDigit(data[i])) i++;
    if (i < data.length) {
      const d2 = data[i]!;
      const value = Number.parseInt(String.fromCharCode(d1, d2), 16);
      out[j++] = value ^ (r >> 8);
      r = (Math.imul(value + r, 52845) + 22719) & 0xffff;
    }
  }
  return out.slice(discard, j);
}

/** pdf.js's Type1Parser tokenizer over the decrypted block (exported for its test). */
export class Tokens {
  pos = 0;
  ch: number;
  // The last token scan() read: -1 at the end, a special character's code, or 0 for a regular token (its bytes
  // from..to). Most tokens are only skipped or compared, so their text is made only when asked for (token()).
  private kind = -1;
  private from = 0;
  private to = 0;
  constructor(readonly b: Uint8Array) {
    this.ch = this.nextChar();
  }
  nextChar(): number {
    this.ch = this.pos < this.b.length ? this.b[this.pos++]! : -1;
    return this.ch;
  }
  prevChar() {
    this.pos = Math.max(0, this.pos - 2);
    this.nextChar();
  }
  bytes(n: number): Uint8Array {
    const out = this.b.subarray(this.pos, this.pos + n);
    this.pos += out.length;
    return out;
  }
  /** Reads the next token; returns its kind (see above). */
  scan(): number {
    let comment = false;
    let ch = this.ch;
    for (;;) {
      if (ch === -1) {
        this.kind = -1;
        return -1;
      }
      if (comment) {
        if (ch === 0x0a || ch === 0x0d) comment = false;
      } else if (ch === 0x25) comment = true;
      else if (!isWhite(ch)) break;
      ch = this.nextChar();
    }
    if (special(ch)) {
      this.nextChar();
      this.kind = ch;
      return ch;
    }
    this.from = this.pos - 1;
    do ch = this.nextChar();
    while (ch >= 0 && !isWhite(ch) && !special(ch));
    // The token's bytes, up to the character now read (or the end).
    this.to = ch === -1 ? this.b.length : this.pos - 1;
    this.kind = 0;
    return 0;
  }
  token(): string | null {
    const kind = this.scan();
    if (kind === -1) return null;
    return kind > 0 ? String.fromCharCode(kind) : latin1(this.b, this.from, this.to);
  }
  /** Whether the last token read is the regular token `word` (ASCII). */
  is(word: string): boolean {
    return this.kind === 0 && bytesAre(this.b, this.from, this.to, word);
  }
  /** An array of numbers: its opening bracket, then tokens up to the closing one. */
  numberArray() {
    this.scan();
    for (let kind = this.scan(); kind !== -1 && kind !== 0x5d && kind !== 0x7d; kind = this.scan());
  }
  /** The next token as pdf.js reads an integer there: parseInt(token || "0", 10) | 0, a sign and up to 15 digits
   * read from the bytes. */
  int(): number {
    const kind = this.scan();
    if (kind !== 0) return 0; // the end ("0"), or a special character (NaN)
    const b = this.b;
    let i = this.from;
    const sign = b[i];
    if (sign === 0x2d || sign === 0x2b) i++;
    let v = 0;
    let digits = 0;
    for (; i < this.to; i++, digits++) {
      const d = b[i]! - 0x30;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
    }
    if (digits > 15) return Number.parseInt(latin1(b, this.from, this.to), 10) | 0;
    if (digits === 0) return 0;
    return (sign === 0x2d ? -v : v) | 0;
  }
}

// Private dictionary entries pdf.js reads (and so skips over) while it looks for /Subrs and /CharStrings: an array
// of numbers, or one value.
const ARRAY_ENTRIES = new Set(["BlueValues", "OtherBlues", "FamilyBlues", "FamilyOtherBlues", "StemSnapH", "StemSnapV", "StdHW", "StdVW"]);
const VALUE_ENTRIES = new Set(["BlueShift", "BlueFuzz", "BlueScale", "LanguageGroup", "ExpansionFactor", "ForceBold"]);

const special = (c: number) => c === 0x2f || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x28 || c === 0x29;

/** Subrs and CharStrings of the decrypted block, read as pdf.js's extractFontProgram reads them. */
function extractProgram(block: Uint8Array): Type1Charstrings {
  const t = new Tokens(block);
  const subrs: Uint8Array[] = [];
  const charstrings: Uint8Array[] = [];
  let lenIV = 4;
  let subrsRead = false;
  let charStringsRead = false;
  const charString = (length: number) => {
    const data = length > 0 ? t.bytes(length) : new Uint8Array(0);
    return lenIV === -1 ? data : decrypt(data, 4330, lenIV);
  };
  for (let kind = t.scan(); kind !== -1; kind = t.scan()) {
    if (kind !== 0x2f) continue;
    const token = t.token();
    if (token === "CharStrings" && !charStringsRead) {
      charStringsRead = true;
      for (let i = 0; i < 4; i++) t.scan(); // count, dict, dup, begin
      for (;;) {
        const at = t.scan();
        if (at === -1 || t.is("end")) break;
        if (at !== 0x2f) continue;
        t.scan(); // glyph name
        const length = t.int();
        t.scan(); // RD
        const encoded = charString(length);
        t.nextChar();
        const nd = t.scan(); // ND
        if (t.is("noaccess")) t.scan();
        else if (nd === 0x2f) t.prevChar();
        charstrings.push(encoded);
      }
    } else if (token === "Subrs" && !subrsRead) {
      subrsRead = true;
      t.int();
      t.scan(); // array
      while (t.scan() === 0 && t.is("dup")) {
        const index = t.int();
        const length = t.int();
        t.scan(); // RD
        const encoded = charString(length);
        t.nextChar();
        t.scan();
        if (t.is("noaccess")) t.scan();
        subrs[index] = encoded;
      }
    } else if (token === "lenIV") lenIV = Number.parseFloat(t.token() || "0");
    else if (token !== null && ARRAY_ENTRIES.has(token)) t.numberArray();
    else if (token !== null && VALUE_ENTRIES.has(token)) t.scan();
  }
  return { subrs, charstrings };
}

class Steps {
  used = 0;
  constructor(readonly budget: number) {}
  take(n: number) {
    this.used += n;
    if (this.used > this.budget) throw new PdfTooComplex("fontSteps");
  }
}

/** pdf.js's Type1CharString.convert, reduced to its control flow and operand stack. */
class Conversion {
  private stack: number[] = [];
  private flexing = false;
  constructor(
    private subrs: Uint8Array[],
    private steps: Steps,
  ) {}

  /** Pops the arguments a command takes (false when too few, which ends the glyph in pdf.js). */
  private command(args: number, keep = false): boolean {
    if (args > this.stack.length) return true;
    if (keep) this.stack.splice(this.stack.length - args, args);
    else this.stack.length = 0;
    return false;
  }

  convert(encoded: Uint8Array): boolean {
    const s = this.stack;
    let error = false;
    this.steps.take(1);
    // One step per byte, charged before each command (a subroutine call recurses) and at the end rather than byte
    // by byte: the same total, and a refusal at most one command later.
    let pending = 0;
    for (let i = 0; i < encoded.length; i++) {
      pending++;
      let value = encoded[i]!;
      if (value < 32) {
        this.steps.take(pending);
        pending = 0;
        if (value === 12) value = (value << 8) + (encoded[++i] as number);
        error = this.op(value);
        if (value === 11) return error;
        if (error) break;
        continue;
      }
      if (value <= 246) value -= 139;
      else if (value <= 250) value = (value - 247) * 256 + (encoded[++i] as number) + 108;
      else if (value <= 254) value = -((value - 251) * 256) - (encoded[++i] as number) - 108;
      else
        value =
          (((encoded[++i] as number) & 0xff) << 24) |
          (((encoded[++i] as number) & 0xff) << 16) |
          (((encoded[++i] as number) & 0xff) << 8) |
          ((encoded[++i] as number) & 0xff);
      s.push(value);
    }
    this.steps.take(pending);
    return error;
  }

  /** One command; true on an error (pdf.js drops the glyph). `return` (11) is handled by the caller. */
  private op(value: number): boolean {
    const s = this.stack;
    switch (value) {
      case 1: // hstem, vstem, closepath, dotsection, vstem3, hstem3, setcurrentpoint: hinting is off
      case 3:
      case 9:
      case (12 << 8) + 0:
      case (12 << 8) + 1:
      case (12 << 8) + 2:
      case (12 << 8) + 33:
        s.length = 0;
        return false;
      case 4: // vmoveto
        if (this.flexing) {
          if (s.length < 1) return true;
          s.push(0, s.pop()!);
          return false;
        }
        return this.command(1);
      case 5:
        return this.command(2);
      case 6:
      case 7:
        return this.command(1);
      case 8:
        return this.command(6);
      case 10: {
        // callsubr
        if (s.length < 1) return true;
        const n = s.pop()!;
        const subr = this.subrs[n];
        if (!subr) return true;
        return this.convert(subr);
      }
      case 11:
        return false;
      case 13: {
        // hsbw
        if (s.length < 2) return true;
        const wx = s.pop()!;
        const sbx = s.pop()!;
        s.push(wx, sbx);
        return this.command(2);
      }
      case 14:
        return false;
      case 21:
        return this.flexing ? false : this.command(2);
      case 22:
        if (this.flexing) {
          s.push(0);
          return false;
        }
        return this.command(1);
      case 30:
      case 31:
        return this.command(4);
      default:
        return this.escaped(value);
    }
  }

  private escaped(value: number): boolean {
    const s = this.stack;
    switch (value) {
      case (12 << 8) + 6: // seac (seac analysis is on in pdf.js)
        s.splice(-4, 4);
        return this.command(0);
      case (12 << 8) + 7: {
        // sbw
        if (s.length < 4) return true;
        s.pop();
        const wx = s.pop()!;
        const sby = s.pop()!;
        const sbx = s.pop()!;
        s.push(wx, sbx, sby);
        return this.command(3);
      }
      case (12 << 8) + 12: {
        // div
        if (s.length < 2) return true;
        const b = s.pop()!;
        const a = s.pop()!;
        s.push(a / b);
        return false;
      }
      case (12 << 8) + 16: {
        // callothersubr: only flex (0, 3 arguments) and its start (1, none) change the stack
        if (s.length < 2) return true;
        const n = s.pop()!;
        const args = s.pop()!;
        if (n === 0 && args === 3) {
          const f = s.splice(-17, 17);
          s.push(f[2]! + f[0]!, f[3]! + f[1]!, f[4]!, f[5]!, f[6]!, f[7]!, f[8]!, f[9]!, f[10]!, f[11]!, f[12]!, f[13]!, f[14]!);
          const error = this.command(13, true);
          this.flexing = false;
          s.push(f[15]!, f[16]!);
          return error;
        }
        if (n === 1 && args === 0) this.flexing = true;
        return false;
      }
      default:
        return false;
    }
  }
}
