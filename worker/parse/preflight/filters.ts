// Stream decoders that stop at a byte cap. They follow pdf.js's own decoders where pdf.js is lenient (a Flate
// back-reference before the start of the output copies zeros instead of failing), so the size measured here is
// never smaller than what pdf.js would produce from the same bytes.
import { inflateSync } from "node:zlib";

export interface Decoded {
  /** The decoded bytes, when asked for and within the cap. */
  bytes?: Uint8Array;
  /** Decoded size (stops growing at the cap). */
  size: number;
  /** True when the output would exceed the cap. */
  over: boolean;
  /** An image codec or unknown filter: the output size is not known. */
  opaque?: boolean;
}

class Out {
  buf: Uint8Array;
  size = 0;
  over = false;
  constructor(
    readonly cap: number,
    readonly keep: boolean,
  ) {
    this.buf = new Uint8Array(keep ? 4096 : 0);
  }
  /** Room for n more bytes; false (and `over`) once the cap would be passed. */
  room(n: number): boolean {
    if (this.size + n > this.cap) {
      this.over = true;
      return false;
    }
    if (this.keep && this.size + n > this.buf.length) {
      let len = this.buf.length * 2;
      while (len < this.size + n) len *= 2;
      const next = new Uint8Array(Math.min(len, this.cap));
      next.set(this.buf.subarray(0, this.size));
      this.buf = next;
    }
    return true;
  }
  byte(v: number) {
    if (!this.room(1)) return false;
    if (this.keep) this.buf[this.size] = v;
    this.size++;
    return true;
  }
  result(): Decoded {
    return { bytes: this.keep && !this.over ? this.buf.subarray(0, this.size) : undefined, size: this.size, over: this.over };
  }
}

// ---- Flate ------------------------------------------------------------------------------------------------

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385,
  24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

type Table = { codes: Int32Array; maxLen: number };

/** Huffman lookup table built exactly as pdf.js builds it (no completeness check). */
function table(lengths: ArrayLike<number>): Table {
  let maxLen = 0;
  for (let i = 0; i < lengths.length; i++) if (lengths[i]! > maxLen) maxLen = lengths[i]!;
  const size = 1 << maxLen;
  const codes = new Int32Array(size);
  // Symbols grouped by code length, in symbol order within a length (the canonical order).
  const byLen: number[][] = Array.from({ length: maxLen + 1 }, () => []);
  for (let val = 0; val < lengths.length; ++val) if (lengths[val]! > 0) byLen[lengths[val]!]!.push(val);
  for (let len = 1, code = 0, skip = 2; len <= maxLen; ++len, code <<= 1, skip <<= 1) {
    for (const val of byLen[len]!) {
      let rev = 0;
      let t = code;
      for (let i = 0; i < len; ++i) {
        rev = (rev << 1) | (t & 1);
        t >>= 1;
      }
      for (let i = rev; i < size; i += skip) codes[i] = (len << 16) | val;
      ++code;
    }
  }
  return { codes, maxLen };
}

/**
 * A Huffman code as counts per length and symbols in canonical order, decoded bit by bit: no lookup table to
 * build per block. It decodes exactly like pdf.js's table for any code that is not over-subscribed; an
 * over-subscribed code (pdf.js's table lets later codes overwrite earlier ones) keeps pdf.js's table.
 */
interface Huff {
  count: Uint16Array;
  symbol: Uint16Array;
  table?: Table;
}

function huff(lengths: ArrayLike<number>): Huff {
  const count = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) count[lengths[i]!]!++;
  count[0] = 0;
  let left = 1;
  for (let len = 1; len < 16; len++) {
    left = (left << 1) - count[len]!;
    if (left < 0) return { count, symbol: new Uint16Array(0), table: table(lengths) };
  }
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len]! + count[len]!;
  const symbol = new Uint16Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) if (lengths[i]) symbol[offs[lengths[i]!]!++] = i;
  return { count, symbol };
}

let fixedLit: Huff | undefined;
let fixedDist: Huff | undefined;

class Bits {
  buf = 0;
  n = 0;
  constructor(
    readonly data: Uint8Array,
    public pos: number,
    readonly end: number,
  ) {}
  get(count: number): number {
    while (this.n < count) {
      if (this.pos >= this.end) throw END;
      this.buf |= this.data[this.pos++]! << this.n;
      this.n += 8;
    }
    const v = this.buf & ((1 << count) - 1);
    this.buf >>>= count;
    this.n -= count;
    return v;
  }
  decode(h: Huff): number {
    if (h.table) return this.code(h.table);
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      if (this.n === 0) {
        if (this.pos >= this.end) throw END;
        this.buf = this.data[this.pos++]!;
        this.n = 8;
      }
      code |= this.buf & 1;
      this.buf >>>= 1;
      this.n--;
      const c = h.count[len]!;
      if (code - c < first) return h.symbol[index + (code - first)]!;
      index += c;
      first = (first + c) << 1;
      code <<= 1;
    }
    throw END;
  }
  code(t: Table): number {
    while (this.n < t.maxLen && this.pos < this.end) {
      this.buf |= this.data[this.pos++]! << this.n;
      this.n += 8;
    }
    const c = t.codes[this.buf & ((1 << t.maxLen) - 1)]!;
    const len = c >> 16;
    if (len < 1 || this.n < len) throw END;
    this.buf >>>= len;
    this.n -= len;
    return c & 0xffff;
  }
}
const END = new Error("end of flate data");

// zlib's output is gathered in chunks of `chunkSize` and joined at the end, and each chunk costs far more than its
// bytes (in Node and in workerd, about 0.05-0.1 ms each beyond the copying: a 1.9 MB page content stream took about
// 4 ms more in 16 KiB chunks than in 1 MiB ones). So the chunk is sized from the input, for most streams' whole
// output in one or two chunks (content and fonts rarely inflate more than fourfold), within bounds.
const MIN_CHUNK = 16 * 1024;
const MAX_CHUNK = 1024 * 1024;
const chunkFor = (inputBytes: number) => {
  let size = MIN_CHUNK;
  while (size < 4 * inputBytes && size < MAX_CHUNK) size *= 2;
  return size;
};

/** Inflates a zlib stream; `keep` keeps the bytes (content streams), else only counts them (fonts, object streams). */
export function inflate(data: Uint8Array, cap: number, keep: boolean): Decoded {
  // A well-formed stream within the cap is inflated natively (node:zlib, in Node and in workerd with nodejs_compat;
  // maxOutputLength stops it at the cap). A damaged, truncated or over-cap stream throws there and is read by the
  // bounded reader below, which keeps what decodes before the damage, as pdf.js does.
  let bytes: Uint8Array;
  try {
    bytes = inflateSync(data, { maxOutputLength: cap, chunkSize: chunkFor(data.length) });
  } catch {
    return inflateBounded(data, cap, keep);
  }
  if (!keep) return { size: bytes.length, over: false };
  // An output that fits one chunk is a view of the whole chunk: kept (the preflight keeps every decoded stream
  // until it ends), it would hold the chunk's memory, so a short output is copied out and the chunk let go.
  const kept =
    bytes.buffer.byteLength > 2 * bytes.length ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  return { bytes: kept, size: bytes.length, over: false };
}

function inflateBounded(data: Uint8Array, cap: number, keep: boolean): Decoded {
  const out = new Out(cap, keep);
  if (data.length < 2) return out.result();
  const cmf = data[0]!;
  const flg = data[1]!;
  // pdf.js refuses the same headers, so such a stream decodes to nothing there either.
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return out.result();
  const bits = new Bits(data, 2, data.length);
  // Only the last 32 KiB are needed for back-references when counting; keeping everything is simpler and
  // bounded by the cap anyway. Without `keep` back-references only add to the size.
  try {
    for (;;) {
      const final = bits.get(1);
      const type = bits.get(2);
      if (type === 0) {
        bits.buf = 0;
        bits.n = 0;
        if (bits.pos + 4 > bits.end) break;
        const len = data[bits.pos]! | (data[bits.pos + 1]! << 8);
        const nlen = data[bits.pos + 2]! | (data[bits.pos + 3]! << 8);
        bits.pos += 4;
        if (len !== (~nlen & 0xffff) && (len !== 0 || nlen !== 0)) break;
        const n = Math.min(len, bits.end - bits.pos);
        if (!out.room(n)) break;
        if (keep) out.buf.set(data.subarray(bits.pos, bits.pos + n), out.size);
        out.size += n;
        bits.pos += n;
      } else if (type === 1 || type === 2) {
        let lit: Huff;
        let dist: Huff;
        if (type === 1) {
          if (!fixedLit) {
            const l = new Array<number>(288);
            for (let i = 0; i < 288; i++) l[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
            fixedLit = huff(l);
            fixedDist = huff(new Array<number>(30).fill(5));
          }
          lit = fixedLit;
          dist = fixedDist!;
        } else {
          const nLit = bits.get(5) + 257;
          const nDist = bits.get(5) + 1;
          const nCl = bits.get(4) + 4;
          const cl = new Uint8Array(19);
          for (let i = 0; i < nCl; i++) cl[CL_ORDER[i]!] = bits.get(3);
          const clTable = huff(cl);
          const lengths = new Uint8Array(nLit + nDist);
          let i = 0;
          let prev = 0;
          while (i < nLit + nDist) {
            const sym = bits.decode(clTable);
            let repeat = 0;
            let value = 0;
            if (sym < 16) {
              lengths[i++] = prev = sym;
              continue;
            }
            if (sym === 16) {
              repeat = 3 + bits.get(2);
              value = prev;
            } else if (sym === 17) repeat = 3 + bits.get(3);
            else repeat = 11 + bits.get(7);
            for (let k = 0; k < repeat && i < nLit + nDist; k++) lengths[i++] = value;
            if (sym !== 16) prev = 0;
          }
          lit = huff(lengths.subarray(0, nLit));
          dist = huff(lengths.subarray(nLit));
        }
        for (;;) {
          const sym = bits.decode(lit);
          if (sym < 256) {
            if (!out.byte(sym)) throw END;
            continue;
          }
          if (sym === 256) break;
          const li = sym - 257;
          // Codes 286/287 and 30/31 are invalid; pdf.js reads them as zero-length / zero-distance copies.
          const len = li < 29 ? LENGTH_BASE[li]! + bits.get(LENGTH_EXTRA[li]!) : 0;
          const di = bits.decode(dist);
          const d = di < 30 ? DIST_BASE[di]! + bits.get(DIST_EXTRA[di]!) : 0;
          if (!out.room(len)) throw END;
          if (keep) {
            const b = out.buf;
            for (let k = 0, at = out.size; k < len; k++, at++) b[at] = at - d >= 0 && d > 0 ? b[at - d]! : 0;
          }
          out.size += len;
        }
      } else break;
      if (final) break;
    }
  } catch (err) {
    if (err !== END) throw err;
  }
  return out.result();
}

// ---- LZW, RunLength, ASCIIHex, ASCII85 ----------------------------------------------------------------------

export function lzw(data: Uint8Array, cap: number, keep: boolean, earlyChange = 1): Decoded {
  const out = new Out(cap, keep);
  // Each dictionary entry is (prefix entry, last byte, length); bytes are rebuilt only when kept.
  const prefix = new Int32Array(4096);
  const last = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    last[i] = i;
    length[i] = 1;
  }
  let next = 258;
  let codeLen = 9;
  let prev = -1;
  let buf = 0;
  let n = 0;
  let pos = 0;
  const scratch = new Uint8Array(4096);
  const firstByte = (code: number) => {
    let c = code;
    while (prefix[c]! >= 0) c = prefix[c]!;
    return last[c]!;
  };
  for (;;) {
    while (n < codeLen) {
      if (pos >= data.length) return out.result();
      buf = (buf << 8) | data[pos++]!;
      n += 8;
    }
    const code = (buf >>> (n - codeLen)) & ((1 << codeLen) - 1);
    n -= codeLen;
    if (code === 256) {
      next = 258;
      codeLen = 9;
      prev = -1;
      continue;
    }
    if (code === 257) break;
    let entry: number;
    if (code < next && (code < 256 || code >= 258)) entry = code;
    else if (code === next && prev >= 0)
      entry = -1; // KwKwK: prev followed by its own first byte
    else break;
    if (prev >= 0 && next < 4096) {
      prefix[next] = prev;
      last[next] = firstByte(entry < 0 ? prev : entry);
      length[next] = length[prev]! + 1;
      if (entry < 0) entry = next;
      next++;
    } else if (entry < 0) break;
    const len = length[entry]!;
    if (!out.room(len)) break;
    if (keep) {
      let c = entry;
      for (let k = len - 1; k >= 0; k--) {
        scratch[k] = last[c]!;
        c = prefix[c]!;
      }
      out.buf.set(scratch.subarray(0, len), out.size);
    }
    out.size += len;
    prev = entry;
    if (next + earlyChange >= 1 << codeLen && codeLen < 12) codeLen++;
  }
  return out.result();
}

export function runLength(data: Uint8Array, cap: number, keep: boolean): Decoded {
  const out = new Out(cap, keep);
  for (let p = 0; p < data.length; ) {
    const n = data[p++]!;
    if (n === 128) break;
    const count = n < 128 ? n + 1 : 257 - n;
    if (!out.room(count)) break;
    if (keep) {
      if (n < 128) out.buf.set(data.subarray(p, p + count), out.size);
      else out.buf.fill(data[p] ?? 0, out.size, out.size + count);
    }
    out.size += count;
    p += n < 128 ? count : 1;
  }
  return out.result();
}

export function asciiHex(data: Uint8Array, cap: number): Decoded {
  const out = new Out(cap, true);
  let hi = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
    if (v < 0) continue;
    if (hi < 0) hi = v;
    else {
      if (!out.byte((hi << 4) | v)) break;
      hi = -1;
    }
  }
  if (hi >= 0) out.byte(hi << 4);
  return out.result();
}

export function ascii85(data: Uint8Array, cap: number): Decoded {
  const out = new Out(cap, true);
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const g of group) v = v * 85 + g;
    for (let k = 0; k < count; k++) if (!out.byte((v >>> (24 - 8 * k)) & 0xff)) return false;
    group = [];
    return true;
  };
  for (let p = 0; p < data.length; p++) {
    const c = data[p]!;
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      if (!out.room(4)) break;
      for (let k = 0; k < 4; k++) out.byte(0);
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5 && !flush(4)) break;
  }
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}
