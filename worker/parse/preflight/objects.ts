// The file's objects as a PDF reader could see them. pdf.js normally reads objects through the cross-reference
// table, but rebuilds it by scanning for "n g obj" when the table is broken, and a file may define one number
// several times. A reference therefore stands for every definition of its number (every header in the bytes,
// every place a cross-reference section points at, every entry of an object stream), so the checks cover
// whichever one pdf.js uses. Each definition is read once, resolution is memoised per number, and all of it is
// charged to the preflight's work counter, so the cost stays proportional to the file.
import type { Crypt } from "./crypt.ts";
import { ascii85, asciiHex, type Decoded, inflate, lzw, runLength } from "./filters.ts";
import { indexOf, isRegular, isWhite, latin1, Lexer, Tok } from "./lexer.ts";
import { LIMITS } from "./limits.ts";
import { unpredict } from "./predictor.ts";
import { PdfTooComplex } from "./refusal.ts";
import { type Dict, isDict, isRef, nameOf, readValue, type Value } from "./values.ts";
import type { Work } from "./work.ts";

export { type Dict, isDict, isRef, nameOf, readValue, type Ref, type Value } from "./values.ts";

export interface PdfObj {
  /** Object number and generation (for top-level objects; they choose the decryption key). */
  num?: number;
  gen?: number;
  value: Value;
  stream?: { dict: Dict; start: number; end: number };
}

export class ObjectIndex {
  readonly byNum = new Map<number, PdfObj[]>();
  readonly all: PdfObj[] = [];
  /** Where each top-level definition's header starts, so a cross-reference offset finds its definition. */
  readonly headerAt = new Map<number, PdfObj>();
  /** Each top-level definition by where its "obj" keyword ends. */
  private objAt = new Map<number, PdfObj>();
  private decoded = new Map<PdfObj, Decoded>();
  /** Decrypted stream bytes, when the file is read with a key. */
  private plain = new Map<PdfObj, Uint8Array>();
  private resolved = new Map<number, PdfObj[]>();
  private resolving = new Set<number>();
  /** Every "endstream" in the file, in order: where a stream may end, found once. */
  private endstreams: number[] = [];
  /** Decoded bytes of every stream measured so far (each stream once). */
  decodedTotal = 0;
  /** The largest decoded stream so far (read by the report). */
  decodedLargest = 0;

  constructor(
    readonly bytes: Uint8Array,
    readonly work: Work,
  ) {
    for (let at = indexOf(bytes, "endstream", 0); at >= 0; at = indexOf(bytes, "endstream", at + 9)) this.endstreams.push(at);
    for (const [num, gen, at, start] of scanHeaders(bytes)) this.define(num, gen, at, start);
    this.lengthsFromRefs();
  }

  /** Adds the definition whose "obj" keyword ends at `at` (its header starting at `start`). */
  define(num: number, gen: number, at: number, start: number): PdfObj {
    const known = this.headerAt.get(start);
    if (known) return known;
    // The same header reached from another start (a cross-reference offset that points at the whitespace or line
    // before it) is the same definition: read and counted once, not as a second copy of every stream in the file.
    const same = this.objAt.get(at);
    if (same && same.num === num && same.gen === gen) {
      this.headerAt.set(start, same);
      return same;
    }
    const obj: PdfObj = { num, gen, ...this.readObject(at) };
    this.headerAt.set(start, obj);
    this.objAt.set(at, obj);
    this.add(num, obj);
    return obj;
  }

  /** A stream's bytes before its filters: decrypted when a key is in use. */
  private stored(o: PdfObj): Uint8Array {
    const s = o.stream!;
    return this.plain.get(o) ?? this.bytes.subarray(s.start, s.end);
  }

  /** Decrypts the streams when a key is given (asynchronous: WebCrypto), then reads the objects in object streams. */
  async prepare(crypt?: Crypt): Promise<void> {
    if (crypt) {
      for (const o of this.all) {
        const s = o.stream;
        // Cross-reference streams are never encrypted; images are never decoded.
        if (!s || nameOf(s.dict.get("Type")) === "XRef" || nameOf(s.dict.get("Subtype")) === "Image") continue;
        this.work.spend(s.end - s.start);
        this.plain.set(o, await crypt.decrypt(o, this.bytes.subarray(s.start, s.end)));
      }
    }
    // Objects packed in object streams (pdf.js reads them through the cross-reference stream). A stream unpacked
    // here may itself hold an object stream's dictionary: those are read in turn, each stream once.
    const unpacked = new Set<PdfObj>();
    for (let i = 0; i < this.all.length; i++) {
      const o = this.all[i]!;
      if (o.stream && !unpacked.has(o) && o.stream.dict.has("N") && o.stream.dict.has("First")) {
        unpacked.add(o);
        this.unpackObjectStream(o);
      }
    }
  }

  private add(num: number, obj: PdfObj) {
    if (this.all.length >= LIMITS.objects) throw new PdfTooComplex("objects");
    this.all.push(obj);
    this.resolved.clear();
    const list = this.byNum.get(num);
    if (list) list.push(obj);
    else this.byNum.set(num, [obj]);
  }

  private readObject(at: number): Omit<PdfObj, "num" | "gen"> {
    const lx = new Lexer(this.bytes, at);
    const value = readValue(lx);
    const save = lx.pos;
    const isStream = isDict(value) && lx.next() === Tok.Keyword && lx.is("stream");
    this.work.spend(lx.pos - at);
    if (isStream) {
      let start = lx.pos;
      if (this.bytes[start] === 13) start++;
      if (this.bytes[start] === 10) start++;
      return { value, stream: { dict: value, start, end: this.streamEnd(value.get("Length"), start) } };
    }
    lx.pos = save;
    return { value };
  }

  /**
   * Where stream data ends. pdf.js takes /Length when "endstream" follows it, else searches for "endstream" (or
   * a misspelt one before it); the later of the first "endstream" and the declared end bounds both.
   */
  private streamEnd(length: Value | undefined, start: number): number {
    const e = this.endstreams;
    let lo = 0;
    let hi = e.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (e[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    const scanned = lo < e.length ? e[lo]! : this.bytes.length;
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

  /**
   * The objects of an object stream, read as pdf.js reads them: /N and /First resolved (a file that defines them
   * more than one way is refused), N pairs of integers, each object bounded by the next one's offset.
   */
  private unpackObjectStream(o: PdfObj) {
    const d = o.stream!.dict;
    const one = (key: string) => {
      const vs = [...new Set(this.resolve(d.get(key)))];
      if (vs.length > 1) throw new PdfTooComplex("ambiguous");
      return vs[0];
    };
    const n = one("N");
    const first = one("First");
    if (!Number.isInteger(n) || !Number.isInteger(first)) return;
    const data = this.decode(o, true);
    if (!data.bytes) return;
    const bytes = data.bytes;
    const lx = new Lexer(bytes);
    const pairs: [number, number][] = [];
    for (let i = 0; i < (n as number); i++) {
      if (lx.next() !== Tok.Number || !Number.isInteger(lx.number())) break;
      const num = lx.number();
      if (lx.next() !== Tok.Number || !Number.isInteger(lx.number())) break;
      pairs.push([num, lx.number()]);
    }
    this.work.spend(lx.pos);
    for (const [i, [num, off]] of pairs.entries()) {
      const next = pairs[i + 1]?.[1];
      // pdf.js rejects the whole stream when offsets go backwards.
      if (next !== undefined && next < off) return;
      const from = (first as number) + off;
      if (from >= bytes.length || from < 0) continue;
      const lx2 = new Lexer(bytes, from, next === undefined ? bytes.length : Math.min(bytes.length, (first as number) + next));
      this.add(num, { value: readValue(lx2) });
      this.work.spend(lx2.pos - from + 1);
    }
  }

  /** The objects a reference may stand for (all definitions of its number, references followed), memoised. */
  objects(v: Value | undefined): PdfObj[] {
    if (v === undefined) return [];
    if (!isRef(v)) return [{ value: v }];
    const out = this.ofNum(v.num);
    this.work.spend(1 + out.length);
    return out;
  }

  private ofNum(num: number): PdfObj[] {
    const known = this.resolved.get(num);
    if (known) return known;
    // A number whose definitions lead back to itself stands for nothing (pdf.js fails on such a loop).
    if (this.resolving.has(num)) return [];
    this.resolving.add(num);
    const out = new Set<PdfObj>();
    for (const o of this.byNum.get(num) ?? []) {
      this.work.spend(1);
      if (isRef(o.value)) for (const x of this.ofNum(o.value.num)) out.add(x);
      else out.add(o);
    }
    this.resolving.delete(num);
    const list = [...out];
    this.resolved.set(num, list);
    return list;
  }

  /** Every value a reference may stand for. */
  resolve(v: Value | undefined): Value[] {
    return this.objects(v).map((o) => o.value);
  }

  /**
   * All values of a dictionary entry, references resolved, taking the first of `keys` the dictionary has, as
   * pdf.js's Dict.get(key1, key2) does (/F before /Filter, /W before /Width).
   */
  get(d: Dict, ...keys: string[]): Value[] {
    for (const k of keys) {
      const v = d.get(k);
      if (v !== undefined) return this.resolve(v);
    }
    return [];
  }

  /**
   * Decodes a stream through its filters (pdf.js's keys: /F before /Filter, /DP before /DecodeParms), stopping
   * at the per-stream cap; the first decode of each stream adds to the file total, and passing either cap refuses
   * the file.
   */
  decode(o: PdfObj, keep: boolean): Decoded {
    const cached = this.decoded.get(o);
    if (cached && (cached.bytes || !keep)) return cached;
    const s = o.stream!;
    const raw = this.stored(o);
    const chains = this.filterChains(s.dict);
    // A filter entry that stands for more than one chain (an indirect filter defined twice) could be decoded
    // either way by pdf.js: refused rather than guessed.
    if (new Set(chains.map((c) => JSON.stringify(c, (_k, v) => (v instanceof Map ? [...v] : v)))).size > 1)
      throw new PdfTooComplex("ambiguous");
    const data = this.decodeChain(raw, chains[0] ?? [], keep);
    return this.count(o, data);
  }

  /**
   * The filter chains a stream dictionary may stand for: one per definition of its filter entry (an indirect
   * filter defined twice gives two). More than a few is refused.
   */
  private filterChains(d: Dict): { name: string | undefined; parms: Value | undefined }[][] {
    const filters = this.get(d, "F", "Filter");
    const parms = this.get(d, "DP", "DecodeParms");
    if (filters.length > 4 || parms.length > 4) throw new PdfTooComplex("ambiguous");
    const chains: { name: string | undefined; parms: Value | undefined }[][] = [];
    for (const f of filters.length ? filters : [null]) {
      for (const p of parms.length ? parms : [null]) {
        if (Array.isArray(f)) {
          chains.push(
            f.map((x, i) => {
              const names = this.resolve(x);
              if (names.length > 1) throw new PdfTooComplex("ambiguous");
              const pi = Array.isArray(p) ? this.resolve(p[i]) : [];
              if (pi.length > 1) throw new PdfTooComplex("ambiguous");
              return { name: nameOf(names[0]), parms: pi[0] };
            }),
          );
        } else if (nameOf(f) === undefined)
          chains.push([]); // no filter, or not a name: pdf.js reads the bytes as they are
        else chains.push([{ name: nameOf(f), parms: Array.isArray(p) ? undefined : (p ?? undefined) }]);
      }
    }
    return chains;
  }

  private decodeChain(raw: Uint8Array, chain: { name: string | undefined; parms: Value | undefined }[], keep: boolean): Decoded {
    let data: Decoded = { bytes: raw, size: raw.length, over: false };
    for (const [i, f] of chain.entries()) {
      const input = data.bytes;
      if (!input) break;
      const last = i === chain.length - 1;
      const p = isDict(f.parms) ? f.parms : undefined;
      const predicted = p !== undefined && this.num(p, "Predictor", 1) > 1;
      const want = keep || !last || predicted;
      switch (f.name) {
        case "FlateDecode":
        case "Fl":
          data = inflate(input, LIMITS.streamBytes, want);
          break;
        case "LZWDecode":
        case "LZW":
          data = lzw(input, LIMITS.streamBytes, want, this.earlyChange(p));
          break;
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
          return { size: data.size, over: false, opaque: true };
      }
      if (data.over) throw new PdfTooComplex("streamBytes");
      // pdf.js applies a predictor after Flate and LZW only.
      if (p && data.bytes && (f.name === "FlateDecode" || f.name === "Fl" || f.name === "LZWDecode" || f.name === "LZW")) {
        const out = this.predict(data.bytes, p);
        data = { bytes: out, size: out.length, over: false };
      }
    }
    return data;
  }

  /** LZW's /EarlyChange: 1 unless the parameters set it (0 included). */
  private earlyChange(p: Dict | undefined): number {
    if (!p?.has("EarlyChange")) return 1;
    const vs = this.get(p, "EarlyChange");
    if (vs.length > 1) throw new PdfTooComplex("ambiguous");
    return typeof vs[0] === "number" ? vs[0] : 1;
  }

  /** A numeric parameter as pdf.js reads it (`get(key) || default`: absent, zero or not a number gives the default). */
  private num(d: Dict, key: string, dflt: number, alt?: string): number {
    const vs = alt ? this.get(d, key, alt) : this.get(d, key);
    if (vs.length > 1) throw new PdfTooComplex("ambiguous");
    const v = vs[0];
    return typeof v === "number" && v !== 0 ? v : dflt;
  }

  /** pdf.js allocates one predictor row (Columns × Colors × BitsPerComponent) before it reads it. */
  private predict(data: Uint8Array, p: Dict): Uint8Array {
    const predictor = this.num(p, "Predictor", 1);
    if (predictor <= 1) return data;
    const colors = this.num(p, "Colors", 1);
    const bits = this.num(p, "BPC", 8, "BitsPerComponent");
    const columns = this.num(p, "Columns", 1);
    if ((columns * colors * bits) / 8 > LIMITS.predictorRowBytes) throw new PdfTooComplex("predictorRowBytes");
    const out = unpredict(data, predictor, colors, bits, columns);
    // A TIFF predictor on a bit depth the preflight does not undo: its output is not what the preflight would scan.
    if (!out) throw new PdfTooComplex("ambiguous");
    return out;
  }

  /** Decoding is bounded by the decoded-size caps (each stream decoded once); its output earns the scans of it. */
  private count(o: PdfObj, data: Decoded): Decoded {
    if (!this.decoded.has(o)) {
      this.work.grant(data.size);
      this.decodedTotal += data.size;
      this.decodedLargest = Math.max(this.decodedLargest, data.size);
      if (this.decodedTotal > LIMITS.fileBytes) throw new PdfTooComplex("fileBytes");
    }
    this.decoded.set(o, data);
    return data;
  }
}

/**
 * Every "obj" keyword preceded by "num gen" (whitespace between, nothing regular before the number), as
 * [num, gen, end of "obj", start of the header]. All headers are found and counted before any is parsed, so the
 * cap bounds memory too.
 */
function scanHeaders(b: Uint8Array): [number, number, number, number][] {
  const headers: [number, number, number, number][] = [];
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
    headers.push([Number(latin1(b, p + 1, numEnd)), gen, i + 3, p + 1]);
    if (headers.length > LIMITS.objects) throw new PdfTooComplex("objects");
  }
  return headers;
}
