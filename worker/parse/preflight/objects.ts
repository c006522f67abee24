// Every object in the file, found by scanning for "n g obj" headers rather than trusting the cross-reference
// table: pdf.js rebuilds a broken table the same way, and a file may define one number several times. A
// reference therefore resolves to every definition of that number, so the checks cover whichever one pdf.js uses.
import type { Crypt } from "./crypt.ts";
import { PdfTooComplex } from "./refusal.ts";
import { ascii85, asciiHex, type Decoded, inflate, lzw, runLength } from "./filters.ts";
import { LIMITS } from "./limits.ts";
import { indexOf, isRegular, isWhite, latin1, Lexer, Tok } from "./lexer.ts";

export interface Ref {
  num: number;
  gen: number;
}
export type Value = number | boolean | null | string | { name: string } | Ref | Value[] | Dict;
export type Dict = Map<string, Value>;

export interface PdfObj {
  /** Object number and generation (for top-level objects; they choose the decryption key). */
  num?: number;
  gen?: number;
  value: Value;
  stream?: { dict: Dict; start: number; end: number };
}

export const isDict = (v: Value | undefined): v is Dict => v instanceof Map;
export const isRef = (v: Value | undefined): v is Ref =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "num" in v;
export const nameOf = (v: Value | undefined): string | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map) && "name" in v ? v.name : undefined;

/** Reads one value at the lexer's position; "n g R" becomes a reference. Nesting deeper than the cap is refused. */
export function readValue(lx: Lexer, tok: Tok = lx.next(), depth = 0): Value {
  switch (tok) {
    case Tok.Number: {
      const n = Number(lx.text);
      // Look ahead for "gen R".
      const save = lx.pos;
      if (Number.isInteger(n) && n >= 0 && lx.next() === Tok.Number) {
        const gen = Number(lx.text);
        if (lx.next() === Tok.Keyword && lx.text === "R") return { num: n, gen };
      }
      lx.pos = save;
      return Number.isFinite(n) ? n : 0;
    }
    case Tok.Name:
      return { name: lx.text };
    case Tok.String:
      return String.fromCharCode(...lx.stringBytes().subarray(0, 4096));
    case Tok.ArrayOpen: {
      if (depth >= LIMITS.nesting) throw new PdfTooComplex("nesting");
      const arr: Value[] = [];
      for (let t = lx.next(); t !== Tok.ArrayClose && t !== Tok.Eof; t = lx.next()) {
        if (t === Tok.Keyword && (lx.text === "endobj" || lx.text === "stream")) break;
        arr.push(readValue(lx, t, depth + 1));
      }
      return arr;
    }
    case Tok.DictOpen: {
      if (depth >= LIMITS.nesting) throw new PdfTooComplex("nesting");
      const dict: Dict = new Map();
      for (let t = lx.next(); t !== Tok.DictClose && t !== Tok.Eof; t = lx.next()) {
        if (t !== Tok.Name) {
          if (t === Tok.Keyword && (lx.text === "endobj" || lx.text === "stream")) break;
          continue;
        }
        const key = lx.text;
        const vt = lx.next();
        if (vt === Tok.DictClose || vt === Tok.Eof) break;
        dict.set(key, readValue(lx, vt, depth + 1));
      }
      return dict;
    }
    case Tok.Keyword:
      return lx.text === "true" ? true : lx.text === "false" ? false : null;
    default:
      return null;
  }
}

export class ObjectIndex {
  readonly byNum = new Map<number, PdfObj[]>();
  readonly all: PdfObj[] = [];
  private decoded = new Map<PdfObj, Decoded>();
  /** Decrypted stream bytes, when the file is read with a key. */
  private plain = new Map<PdfObj, Uint8Array>();

  /** A stream's bytes before its filters: decrypted when a key is in use. */
  private stored(o: PdfObj): Uint8Array {
    const s = o.stream!;
    return this.plain.get(o) ?? this.bytes.subarray(s.start, s.end);
  }
  /** Decoded bytes of every stream measured so far (each stream once). */
  decodedTotal = 0;

  constructor(readonly bytes: Uint8Array) {
    const b = bytes;
    // Every "obj" keyword preceded by "num gen" (whitespace between, nothing regular before the number); all
    // headers are found and counted before any is parsed, so the cap bounds memory too.
    const headers: [number, number, number][] = [];
    for (let i = indexOf(b, "obj", 1); i >= 0; i = indexOf(b, "obj", i + 3)) {
      if (i + 3 < b.length && isRegular(b[i + 3]!)) continue;
      let p = i - 1;
      if (!isWhite(b[p]!)) continue;
      while (p > 0 && isWhite(b[p]!)) p--;
      const genEnd = p + 1;
      while (p >= 0 && b[p]! >= 0x30 && b[p]! <= 0x39) p--;
      if (p + 1 === genEnd || genEnd - (p + 1) > 5 || p < 0 || !isWhite(b[p]!)) continue;
      const gen = Number(latin1(b, p + 1, genEnd));
      while (p > 0 && isWhite(b[p]!)) p--;
      const numEnd = p + 1;
      while (p >= 0 && b[p]! >= 0x30 && b[p]! <= 0x39) p--;
      if (p + 1 === numEnd || numEnd - (p + 1) > 10 || (p >= 0 && isRegular(b[p]!))) continue;
      headers.push([Number(latin1(b, p + 1, numEnd)), gen, i + 3]);
      if (headers.length > LIMITS.objects) throw new PdfTooComplex("objects");
    }
    for (const [num, gen, at] of headers) this.add(num, { num, gen, ...this.readObject(at) });
    this.lengthsFromRefs();
  }

  /**
   * Decrypts the streams when a key is given (asynchronous: WebCrypto), then reads the objects packed in object
   * streams. Streams are decoded only in filters.ts: the native DecompressionStream of workerd inflates all the
   * input it is given before the reader can stop it (a 1 GB bomb took 1 GB there), so it cannot enforce a cap.
   */
  async prepare(crypt?: Crypt): Promise<void> {
    if (crypt) {
      for (const o of this.all) {
        const s = o.stream;
        // Cross-reference streams are never encrypted; images are never decoded.
        if (!s || nameOf(s.dict.get("Type")) === "XRef" || nameOf(s.dict.get("Subtype")) === "Image") continue;
        this.plain.set(o, await crypt.decrypt(o, this.bytes.subarray(s.start, s.end)));
      }
    }
    // Objects packed in object streams (pdf.js reads them through the cross-reference stream).
    for (const o of [...this.all]) {
      const d = o.stream?.dict;
      if (d && typeof d.get("N") === "number" && typeof d.get("First") === "number") this.unpackObjectStream(o);
    }
  }

  private add(num: number, obj: PdfObj) {
    if (this.all.length >= LIMITS.objects) throw new PdfTooComplex("objects");
    this.all.push(obj);
    const list = this.byNum.get(num);
    if (list) list.push(obj);
    else this.byNum.set(num, [obj]);
  }

  private readObject(at: number): PdfObj {
    const lx = new Lexer(this.bytes, at);
    const value = readValue(lx);
    const save = lx.pos;
    if (isDict(value) && lx.next() === Tok.Keyword && lx.text === "stream") {
      let start = lx.pos;
      if (this.bytes[start] === 13) start++;
      if (this.bytes[start] === 10) start++;
      return { value, stream: { dict: value, start, end: this.streamEnd(value.get("Length"), start) } };
    }
    lx.pos = save;
    return { value };
  }

  /**
   * Where stream data ends. pdf.js takes /Length when "endstream" follows it, else searches for "endstream";
   * the later of the two bounds both. Indirect lengths are settled after all objects are known.
   */
  private streamEnd(length: Value | undefined, start: number): number {
    const found = indexOf(this.bytes, "endstream", start);
    const scanned = found < 0 ? this.bytes.length : found;
    const declared = typeof length === "number" && length >= 0 ? Math.min(start + Math.floor(length), this.bytes.length) : 0;
    return Math.max(scanned, declared);
  }

  private lengthsFromRefs() {
    for (const o of this.all) {
      const s = o.stream;
      const len = s?.dict.get("Length");
      if (!s || !isRef(len)) continue;
      for (const v of this.resolve(len)) if (typeof v === "number") s.end = Math.max(s.end, this.streamEnd(v, s.start));
    }
  }

  private unpackObjectStream(o: PdfObj) {
    const d = o.stream!.dict;
    const data = this.decode(o, true);
    if (!data.bytes) return;
    const n = d.get("N") as number;
    const first = d.get("First") as number;
    const lx = new Lexer(data.bytes);
    const pairs: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      if (lx.next() !== Tok.Number) break;
      const num = Number(lx.text);
      if (lx.next() !== Tok.Number) break;
      pairs.push([num, Number(lx.text)]);
    }
    for (const [num, off] of pairs) {
      if (first + off >= data.bytes.length || first + off < 0) continue;
      this.add(num, { value: readValue(new Lexer(data.bytes, first + off)) });
    }
  }

  /** Every value a reference may stand for (all definitions of the number, references followed). */
  resolve(v: Value | undefined, depth = 0): Value[] {
    if (v === undefined) return [];
    if (!isRef(v)) return [v];
    if (depth > 8) return [];
    const out: Value[] = [];
    for (const o of this.byNum.get(v.num) ?? []) out.push(...this.resolve(o.value, depth + 1));
    return out;
  }

  /** The objects a reference may stand for (so streams keep their data). */
  objects(v: Value | undefined, depth = 0): PdfObj[] {
    if (v === undefined) return [];
    if (!isRef(v)) return [{ value: v }];
    if (depth > 8) return [];
    const out: PdfObj[] = [];
    for (const o of this.byNum.get(v.num) ?? []) {
      if (isRef(o.value)) out.push(...this.objects(o.value, depth + 1));
      else out.push(o);
    }
    return out;
  }

  /** All values of `key` in a dictionary, references resolved. */
  get(d: Dict, key: string): Value[] {
    return this.resolve(d.get(key));
  }

  /**
   * Decodes a stream through its filters, stopping at the per-stream cap; the first decode of each stream adds
   * to the file total, and passing either cap refuses the file.
   */
  decode(o: PdfObj, keep: boolean): Decoded {
    const cached = this.decoded.get(o);
    if (cached && (cached.bytes || !keep)) return cached;
    const s = o.stream!;
    const raw = this.stored(o);
    let data: Decoded = { bytes: raw, size: raw.length, over: false };
    const filters = this.resolve(s.dict.get("Filter") ?? s.dict.get("F")).flatMap((f) =>
      Array.isArray(f) ? f.flatMap((x) => this.resolve(x)) : [f],
    );
    const parms = this.resolve(s.dict.get("DecodeParms") ?? s.dict.get("DP")).flatMap((p) =>
      Array.isArray(p) ? p.flatMap((x) => this.resolve(x)) : [p],
    );
    checkPredictor(parms, this);
    for (const [i, f] of filters.entries()) {
      const name = nameOf(f);
      const input = data.bytes;
      if (!input) break;
      const last = i === filters.length - 1;
      const want = keep || !last;
      switch (name) {
        case "FlateDecode":
        case "Fl":
          data = inflate(input, LIMITS.streamBytes, want);
          break;
        case "LZWDecode":
        case "LZW": {
          const p = parms[i];
          const early = isDict(p) && typeof p.get("EarlyChange") === "number" ? (p.get("EarlyChange") as number) : 1;
          data = lzw(input, LIMITS.streamBytes, want, early);
          break;
        }
        case "RunLengthDecode":
        case "RL":
          data = runLength(input, LIMITS.streamBytes, want);
          break;
        case "ASCIIHexDecode":
        case "AHx":
          data = asciiHex(input, LIMITS.streamBytes);
          break;
        case "ASCII85Decode":
        case "A85":
          data = ascii85(input, LIMITS.streamBytes);
          break;
        case "Crypt":
          break;
        default:
          // Image codecs (DCT, JPX, JBIG2, CCITT) and unknown filters: the output size cannot be bounded cheaply.
          data = { size: data.size, over: false, opaque: true };
      }
      if (data.over) throw new PdfTooComplex("streamBytes");
    }
    return this.count(o, data);
  }

  private count(o: PdfObj, data: Decoded): Decoded {
    if (!this.decoded.has(o)) {
      this.decodedTotal += data.size;
      if (this.decodedTotal > LIMITS.fileBytes) throw new PdfTooComplex("fileBytes");
    }
    this.decoded.set(o, data);
    return data;
  }
}

/** pdf.js allocates one predictor row (Columns × Colors × BitsPerComponent) before it reads it. */
function checkPredictor(parms: Value[], index: ObjectIndex) {
  for (const p of parms) {
    if (!isDict(p)) continue;
    const num = (k: string, dflt: number) => {
      const v = index.get(p, k)[0];
      return typeof v === "number" ? v : dflt;
    };
    if (num("Predictor", 1) <= 1) continue;
    if ((num("Columns", 1) * num("Colors", 1) * num("BitsPerComponent", 8)) / 8 > LIMITS.predictorRowBytes)
      throw new PdfTooComplex("predictorRowBytes");
  }
}
