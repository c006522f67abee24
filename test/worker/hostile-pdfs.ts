// Hostile PDFs built in memory for the bounded-parsing tests and benches (no fixtures on disk): each is a small,
// well-formed file whose cost for a PDF reader is out of all proportion to its size. Pure TypeScript, so the
// same builders run in Node and in workerd.

import { md5, rc4 } from "../../worker/parse/preflight/crypt";
import { LIMITS } from "../../worker/parse/preflight/limits";

const enc = new TextEncoder();

type Body = string | Uint8Array;
/** One indirect object: a dictionary or value in PDF syntax, optionally with stream data. */
export interface PdfObject {
  dict: string;
  stream?: Uint8Array;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const bytesOf = (b: Body) => (typeof b === "string" ? enc.encode(b) : b);

/**
 * Serialises objects 1..n (object 1 must be the catalog) with a correct cross-reference table. `trailerExtra`
 * adds keys to the trailer (e.g. a /Prev pointing back at itself).
 */
export function writePdf(objects: PdfObject[], trailerExtra = ""): Uint8Array {
  const parts: Uint8Array[] = [enc.encode("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const head = o.stream ? `${i + 1} 0 obj\n${withLength(o.dict, o.stream.length)}\nstream\n` : `${i + 1} 0 obj\n${o.dict}\n`;
    const chunk = o.stream ? concat([enc.encode(head), o.stream, enc.encode("\nendstream\nendobj\n")]) : enc.encode(`${head}endobj\n`);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(enc.encode(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`));
  return concat(parts);
}

// A /Length given by the caller (e.g. an indirect one) wins; otherwise the real length is filled in.
const withLength = (dict: string, length: number) => (/\/Length\b/.test(dict) ? dict : dict.replace(/>>\s*$/, ` /Length ${length} >>`));

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
const TEXT = "BT /F1 11 Tf 72 720 Td (Jordan Example, jordan@example.com) Tj 0 -16 Td (Experience: Analyst at Acme, 2019 - 2023) Tj ET\n";

/**
 * A document whose pages each draw `contents` (one or more content streams) with the resources given. Object
 * numbers: the catalog 1, the page tree 2, the pages and their streams, the Helvetica font F1, then the objects
 * from `extra`; `resources` and `extra` both receive the number of the first extra object (F1 is that minus 1).
 */
export function pagesPdf(opts: {
  pages?: number;
  contents: (page: number) => PdfObject[];
  resources?: (firstExtra: number) => string;
  extra?: (firstExtra: number) => PdfObject[];
  mediaBox?: string;
  pagesDictExtra?: string;
  /** Encrypt with RC4 (revision 3, 128-bit) and an empty user password: it opens without a password. */
  encrypt?: boolean;
}): Uint8Array {
  const n = opts.pages ?? 1;
  const perPage = opts.contents(0).length;
  const firstExtra = 3 + n * (1 + perPage);
  const resources = opts.resources?.(firstExtra + 1) ?? "";
  const font = resources.includes("/Font") ? "" : `/Font << /F1 ${firstExtra} 0 R >>`;
  const objects: PdfObject[] = [{ dict: "<< /Type /Catalog /Pages 2 0 R >>" }];
  const kids = Array.from({ length: n }, (_, p) => `${3 + p * (1 + perPage)} 0 R`).join(" ");
  objects.push({ dict: `<< /Type /Pages /Kids [${kids}] /Count ${n} ${opts.pagesDictExtra ?? ""}>>` });
  for (let p = 0; p < n; p++) {
    const me = 3 + p * (1 + perPage);
    const streams = opts.contents(p);
    const refs = streams.map((_, i) => `${me + 1 + i} 0 R`).join(" ");
    objects.push({
      dict: `<< /Type /Page /Parent 2 0 R /MediaBox ${opts.mediaBox ?? "[0 0 612 792]"} /Resources << ${font} ${resources} >> /Contents [${refs}] >>`,
    });
    objects.push(...streams);
  }
  objects.push({ dict: FONT }, ...(opts.extra?.(firstExtra + 1) ?? []));
  return opts.encrypt ? writeEncrypted(objects) : writePdf(objects);
}

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
const PASSWORD_PAD = Uint8Array.from(
  "28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a".match(/../g)!.map((h) => Number.parseInt(h, 16)),
);

/** The standard security handler, revision 3 (RC4, 128-bit), empty user password, owner key = the padding. */
function writeEncrypted(objects: PdfObject[]): Uint8Array {
  const id0 = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
  const owner = PASSWORD_PAD;
  const p = -4;
  let key = md5(concat([PASSWORD_PAD, owner, Uint8Array.from([p & 255, (p >> 8) & 255, (p >> 16) & 255, (p >>> 24) & 255]), id0]));
  for (let i = 0; i < 50; i++) key = md5(key);
  let u = rc4(key, md5(concat([PASSWORD_PAD, id0])));
  for (let i = 1; i <= 19; i++)
    u = rc4(
      key.map((b) => b ^ i),
      u,
    );
  const objKey = (num: number) => md5(concat([key, Uint8Array.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])]));
  const encrypted = objects.map((o, i) => (o.stream ? { ...o, stream: rc4(objKey(i + 1), o.stream) } : o));
  const n = encrypted.length + 1;
  encrypted.push({
    dict: `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${p} /O <${hex(owner)}> /U <${hex(concat([u, new Uint8Array(16)]))}> >>`,
  });
  return writePdf(encrypted, `/Encrypt ${n} 0 R /ID [<${hex(id0)}> <${hex(id0)}>] `);
}

const raw = (s: Body): PdfObject => ({ dict: "<< >>", stream: bytesOf(s) });
const flate = (data: Uint8Array, dict = "<< >>"): PdfObject => ({ dict: dict.replace(/>>\s*$/, " /Filter /FlateDecode >>"), stream: data });

/** A plain one-page resume-like file: the control case every hostile class is compared with. */
export const plainPdf = (encrypt = false) => pagesPdf({ contents: () => [raw(TEXT)], encrypt });

// ---- Deflate bombs: a zlib stream that repeats `pattern` up to about `outBytes`, written by hand -------------
// One dynamic-Huffman block: the pattern's bytes as literals, then "copy 258 bytes from `period` back" over and
// over, where that length code has a 1-bit code and the distance code a 1-bit code, so each 258 output bytes cost
// 2–3 input bits (about 1000:1). The pattern is padded with spaces to a length dividing 258, so every copy ends
// on a pattern boundary and the output is whole repetitions.

class BitWriter {
  private out: number[] = [];
  private cur = 0;
  private n = 0;
  /** Writes `count` bits of `value`, least significant first (header fields, extra bits). */
  bits(value: number, count: number) {
    for (let i = 0; i < count; i++) {
      this.cur |= ((value >>> i) & 1) << this.n;
      if (++this.n === 8) this.flush();
    }
  }
  /** Writes a Huffman code, most significant bit first. */
  code(code: number, length: number) {
    for (let i = length - 1; i >= 0; i--) this.bits((code >>> i) & 1, 1);
  }
  /** Appends `count` zero bytes quickly when the writer is byte-aligned, else bit by bit. */
  zeroBits(count: number) {
    while (count > 0 && this.n !== 0) {
      this.bits(0, 1);
      count--;
    }
    const bytes = Math.floor(count / 8);
    for (let i = 0; i < bytes; i++) this.out.push(0);
    this.bits(0, count - bytes * 8);
  }
  private flush() {
    this.out.push(this.cur);
    this.cur = 0;
    this.n = 0;
  }
  finish(): Uint8Array {
    if (this.n > 0) this.flush();
    return Uint8Array.from(this.out);
  }
}

/** Canonical Huffman codes for the given code lengths (0 = unused). */
function canonical(lengths: number[]): number[] {
  const max = Math.max(...lengths);
  const count = new Array(max + 1).fill(0);
  for (const l of lengths) if (l) count[l]++;
  const next = new Array(max + 2).fill(0);
  let code = 0;
  for (let bits = 1; bits <= max; bits++) {
    code = (code + count[bits - 1]) << 1;
    next[bits] = code;
  }
  return lengths.map((l) => (l ? next[l]++ : 0));
}

const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

export function deflateRepeat(pattern: string, outBytes: number): Uint8Array {
  let pat = pattern;
  while (258 % pat.length !== 0) pat += " ";
  const period = pat.length;
  const used = [...new Set([...pat].map((c) => c.charCodeAt(0))), 256].sort((a, b) => a - b);
  // Literal/length code: symbol 285 (length 258) gets 1 bit; the literals and end-of-block share the other half,
  // padded with unused byte values to a power of two so the code is complete.
  const b = Math.ceil(Math.log2(used.length));
  const lit = new Array(286).fill(0);
  const chosen = new Set(used);
  for (let v = 0; chosen.size < 2 ** b; v++) if (!chosen.has(v)) chosen.add(v);
  for (const s of chosen) lit[s] = b + 1;
  lit[285] = 1;
  const dcode = distCodeFor(period);
  const dist = new Array(Math.max(dcode.code + 1, 2)).fill(0);
  dist[dcode.code] = 1;
  dist[dcode.code === 0 ? 1 : 0] = 1;
  const lengths = [...lit, ...dist];
  // Code-length code: runs of zeros as symbol 18 (11–138) or 17 (3–10), everything else literally.
  const cl: [number, number][] = [];
  for (let i = 0; i < lengths.length; ) {
    let run = 0;
    while (lengths[i + run] === 0 && i + run < lengths.length) run++;
    if (run >= 11) {
      const r = Math.min(run, 138);
      cl.push([18, r - 11]);
      i += r;
    } else if (run >= 3) {
      cl.push([17, run - 3]);
      i += run;
    } else {
      cl.push([lengths[i]!, 0]);
      i++;
    }
  }
  const clUsed = [...new Set(cl.map(([s]) => s))];
  const c = Math.max(1, Math.ceil(Math.log2(clUsed.length)));
  const clLen = new Array(19).fill(0);
  const clChosen = new Set(clUsed);
  for (let v = 0; clChosen.size < 2 ** c; v++) if (!clChosen.has(v)) clChosen.add(v);
  for (const s of clChosen) clLen[s] = c;
  const hclen = Math.max(4, CL_ORDER.findLastIndex((s) => clLen[s] > 0) + 1);

  const w = new BitWriter();
  w.bits(1, 1); // final block
  w.bits(2, 2); // dynamic Huffman
  w.bits(286 - 257, 5);
  w.bits(dist.length - 1, 5);
  w.bits(hclen - 4, 4);
  for (let i = 0; i < hclen; i++) w.bits(clLen[CL_ORDER[i]!], 3);
  const clCodes = canonical(clLen);
  for (const [s, extra] of cl) {
    w.code(clCodes[s]!, c);
    if (s === 17) w.bits(extra, 3);
    if (s === 18) w.bits(extra, 7);
  }
  const litCodes = canonical(lit);
  const distCodes = canonical(dist);
  for (const ch of pat) w.code(litCodes[ch.charCodeAt(0)]!, b + 1);
  const copies = Math.max(0, Math.ceil((outBytes - period) / 258));
  const perCopy = 2 + dcode.extraBits;
  if (litCodes[285] === 0 && distCodes[dcode.code] === 0 && dcode.extraBits === 0) w.zeroBits(copies * perCopy);
  else
    for (let i = 0; i < copies; i++) {
      w.code(litCodes[285]!, 1);
      w.code(distCodes[dcode.code]!, 1);
      w.bits(period - dcode.base, dcode.extraBits);
    }
  w.code(litCodes[256]!, b + 1);
  const body = w.finish();
  const total = period + copies * 258;
  // Adler-32 of the output (whole repetitions of the pattern), in closed form: after k repetitions from (1, 0),
  // a = 1 + k·sum and s = k·period + k·weighted + sum·period·k(k−1)/2, all mod 65521 (so k mod 65521 suffices).
  const M = 65521n;
  const k = BigInt(total / period) % M;
  let sum = 0n;
  let weighted = 0n;
  for (const [i, ch] of [...pat].entries()) {
    sum += BigInt(ch.charCodeAt(0));
    weighted += BigInt(period - i) * BigInt(ch.charCodeAt(0));
  }
  const P = BigInt(period);
  const a = Number((1n + k * sum) % M);
  const s2 = Number((k * P + k * weighted + (sum * P * k * (k - 1n)) / 2n) % M);
  const adler = ((s2 << 16) | a) >>> 0;
  return concat([
    Uint8Array.from([0x78, 0x9c]),
    body,
    Uint8Array.from([adler >>> 24, (adler >>> 16) & 255, (adler >>> 8) & 255, adler & 255]),
  ]);
}

function distCodeFor(distance: number): { code: number; base: number; extraBits: number } {
  const extra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
  let base = 1;
  for (let code = 0; code < 30; code++) {
    const span = 2 ** extra[code]!;
    if (distance < base + span) return { code, base, extraBits: extra[code]! };
    base += span;
  }
  throw new Error("distance too far");
}

/** Output size of deflateRepeat(pattern, outBytes), for checks. */
export function deflateRepeatSize(pattern: string, outBytes: number): number {
  let period = pattern.length;
  while (258 % period !== 0) period++;
  return period + Math.max(0, Math.ceil((outBytes - period) / 258)) * 258;
}

// ---- The hostile classes ---------------------------------------------------------------------------------

export interface HostileCase {
  /** Short id used in test names and bench lines. */
  name: string;
  /** What the file does, in a few words. */
  what: string;
  build: () => Uint8Array;
}

const nestedQ = (n: number) => `${"q ".repeat(n)}\n${TEXT}${" Q".repeat(n)}\n`;

/** Form XObjects F1..Fn where each draws the next twice; the page draws F1 twice. */
function formFanOut(levels: number, perLevel: number, encrypt = false): Uint8Array {
  return pagesPdf({
    encrypt,
    contents: () => [raw(`${TEXT}${"/X1 Do ".repeat(perLevel)}\n`)],
    resources: (first) => `/XObject << /X1 ${first} 0 R >>`,
    extra: (first) =>
      Array.from({ length: levels }, (_, i) => {
        const last = i === levels - 1;
        const body = last ? "0 0 1 1 re f\n" : `${`/X${i + 2} Do `.repeat(perLevel)}\n`;
        const res = last ? "" : `/Resources << /XObject << /X${i + 2} ${first + i + 1} 0 R >> >>`;
        return { dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] ${res} >>`, stream: enc.encode(body) };
      }),
  });
}

/** A Type 3 font whose one glyph procedure runs `proc`; the page shows that glyph `shows` times. */
function type3Pdf(proc: Uint8Array, shows: number, procFlate = false): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}BT /T3 10 Tf 72 600 Td ${"(a) Tj ".repeat(shows)} ET\n`)],
    resources: (first) => `/Font << /F1 ${first - 1} 0 R /T3 ${first} 0 R >>`,
    extra: (first) => [
      {
        dict: `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 10 10] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a ${first + 1} 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << >> >>`,
      },
      procFlate ? flate(proc) : raw(proc),
    ],
  });
}

/** A Type 3 font chosen by a graphics state's /Font entry (not Tf), whose glyph procedure runs `proc`. */
function type3ByGraphicsState(proc: Uint8Array): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}/GS1 gs BT 72 600 Td (a) Tj ET\n`)],
    resources: (first) => `/Font << /F1 ${first - 1} 0 R >> /ExtGState << /GS1 << /Font [${first} 0 R 10] >> >>`,
    extra: (first) => [
      {
        dict: `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 10 10] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a ${first + 1} 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << >> >>`,
      },
      flate(proc),
    ],
  });
}

/** `fonts` TrueType fonts whose embedded font programs inflate to `outBytes` each. */
function fontBomb(outBytes: number, fonts = 1): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}${Array.from({ length: fonts }, (_, i) => `BT /FB${i} 10 Tf 72 600 Td (bomb) Tj ET\n`).join("")}`)],
    resources: (first) =>
      `/Font << /F1 ${first - 1} 0 R ${Array.from({ length: fonts }, (_, i) => `/FB${i} ${first + 3 * i} 0 R`).join(" ")} >>`,
    extra: (first) => Array.from({ length: fonts }, (_, i) => fontObjects(first + 3 * i, outBytes)).flat(),
  });
}

function fontObjects(first: number, outBytes: number): PdfObject[] {
  return [
    {
      dict: `<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /Widths [${"500 ".repeat(95)}] /FontDescriptor ${first + 1} 0 R /Encoding /WinAnsiEncoding >>`,
    },
    {
      dict: `<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${first + 2} 0 R >>`,
    },
    flate(deflateRepeat("\0", outBytes)),
  ];
}

/** A page tree whose single Pages node lists itself as a kid, claiming many pages. */
function pageTreeLoop(): Uint8Array {
  return writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [2 0 R 3 0 R 2 0 R] /Count 3 >>" },
    { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>" },
    raw(TEXT),
    { dict: FONT },
  ]);
}

/** `pages` small pages (each a page object and a short content stream) under one Pages node. */
function manyPages(pages: number): Uint8Array {
  return pagesPdf({ pages, contents: () => [raw("BT /F1 9 Tf 72 700 Td (x) Tj ET")] });
}

/** An xref section whose /Prev points back at itself and whose /Length values are indirect self-references. */
function xrefLoop(): Uint8Array {
  const base = writePdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>" },
    { dict: "<< /Length 6 0 R >>", stream: enc.encode(TEXT) },
    { dict: FONT },
    { dict: "6 0 R" },
  ]);
  // Point the trailer's /Prev at this same xref section.
  const text = new TextDecoder("latin1").decode(base);
  const at = text.lastIndexOf("startxref\n") + "startxref\n".length;
  const xrefAt = Number.parseInt(text.slice(at), 10);
  return enc.encode(text.replace("/Root 1 0 R ", `/Root 1 0 R /Prev ${xrefAt} `));
}

/** An object stream that /Extends itself and holds a page dictionary nested `depth` dictionaries deep. */
function deepDictPdf(depth: number): Uint8Array {
  return pagesPdf({
    contents: () => [raw(TEXT)],
    resources: () => `/Deep ${"<< /A ".repeat(depth)}1${" >>".repeat(depth)}`,
  });
}

/** A tiling pattern P1..Pn where each fills with the next twice; the page fills with P1. */
function patternFanOut(levels: number): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}/Pattern cs /P1 scn 0 0 100 100 re f\n`)],
    resources: (first) => `/Pattern << /P1 ${first} 0 R >>`,
    extra: (first) =>
      Array.from({ length: levels }, (_, i) => {
        const last = i === levels - 1;
        const body = last ? "0 0 1 1 re f\n" : `/Pattern cs /P${i + 2} scn 0 0 5 5 re f /P${i + 2} scn 5 5 5 5 re f\n`;
        const res = last ? "<< >>" : `<< /Pattern << /P${i + 2} ${first + i + 1} 0 R >> >>`;
        return {
          dict: `<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources ${res} >>`,
          stream: enc.encode(body),
        };
      }),
  });
}

/** A shading whose sampled function declares `size`×`size` samples (with almost no data behind them). */
function sampledFunctionPdf(size: number): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}/Sh1 sh\n`)],
    resources: (first) => `/Shading << /Sh1 ${first} 0 R >>`,
    extra: (first) => [
      { dict: `<< /ShadingType 1 /ColorSpace /DeviceRGB /Domain [0 1 0 1] /Function ${first + 1} 0 R >>` },
      {
        dict: `<< /FunctionType 0 /Domain [0 1 0 1] /Range [0 1 0 1 0 1] /Size [${size} ${size}] /BitsPerSample 8 >>`,
        stream: enc.encode("\0\0\0"),
      },
    ],
  });
}

/** A Type 0 font whose ToUnicode CMap maps `ranges` ranges of 16 million codes each. */
function cmapRanges(ranges: number): Uint8Array {
  const lines = Array.from(
    { length: ranges },
    (_, i) => `<${(i * 0x1000000).toString(16).padStart(8, "0")}> <${(i * 0x1000000 + 0xfffffe).toString(16).padStart(8, "0")}> <0041>`,
  );
  const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Bomb def 1 begincodespacerange <00000000> <FFFFFFFF> endcodespacerange ${ranges} beginbfrange\n${lines.join("\n")}\nendbfrange endcmap end end`;
  return cidFontPdf("[0 [500]]", cmap);
}

/** A Type 0 font with a CID font whose /W array is `w`, and optionally a ToUnicode CMap. */
export function cidFontPdf(w: string, cmap?: string): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}BT /C0 10 Tf 72 600 Td <0001> Tj ET\n`)],
    resources: (first) => `/Font << /F1 ${first - 1} 0 R /C0 ${first} 0 R >>`,
    extra: (first) => [
      {
        dict: `<< /Type /Font /Subtype /Type0 /BaseFont /Bomb /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] ${cmap ? `/ToUnicode ${first + 2} 0 R` : ""} >>`,
      },
      {
        dict: `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Bomb /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /W ${w} >>`,
      },
      ...(cmap ? [raw(cmap)] : []),
    ],
  });
}

/** A content stream whose PNG predictor declares rows of `columns` bytes. */
function predictorRow(columns: number): Uint8Array {
  return pagesPdf({
    contents: () => [raw(TEXT), flate(deflateRepeat("\0", 1000), `<< /DecodeParms << /Predictor 12 /Columns ${columns} >> >>`)],
  });
}

/** A Coons patch mesh (shading type 6) of `patches` patches at one bit per coordinate, painted once. */
function meshPatches(patches: number): Uint8Array {
  // Flag (2 bits) + 12 points × 2 coordinates × 1 bit + 4 colours × 1 bit = 30 bits per patch; all zero bits.
  const bytes = Math.ceil((patches * 30) / 8);
  return pagesPdf({
    contents: () => [raw(`${TEXT}/Sh1 sh\n`)],
    resources: (first) => `/Shading << /Sh1 ${first} 0 R >>`,
    extra: () => [
      flate(
        deflateRepeat("\0", bytes),
        "<< /ShadingType 6 /ColorSpace /DeviceGray /BitsPerCoordinate 1 /BitsPerComponent 1 /BitsPerFlag 2 /Decode [0 612 0 792 0 1] >>",
      ),
    ],
  });
}

/** A spot colour whose tint transform is a PostScript function of `ops` operators, set `sets` times to distinct tints. */
function psFunctionColours(ops: number, sets: number): Uint8Array {
  const body = Array.from({ length: sets }, (_, i) => `${(i / sets).toFixed(6)} scn`).join("\n");
  return pagesPdf({
    contents: () => [raw(TEXT), raw(`/CS1 cs\n${body}\n`)],
    resources: (first) => `/ColorSpace << /CS1 [/Separation /Spot /DeviceGray ${first} 0 R] >>`,
    extra: () => [{ dict: "<< /FunctionType 4 /Domain [0 1] /Range [0 1] >>", stream: enc.encode(`{ ${"dup pop ".repeat(ops / 2)} }`) }],
  });
}

/** A one-pixel image (which pdf.js decodes) whose soft mask declares 20,000 × 20,000 pixels of Flate data. */
function pixelWithHugeMask(): Uint8Array {
  return pagesPdf({
    contents: () => [raw(`${TEXT}q 10 0 0 10 72 500 cm /Im0 Do Q\n`)],
    resources: (first) => `/XObject << /Im0 ${first} 0 R >>`,
    extra: (first) => [
      {
        dict: `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask ${first + 1} 0 R >>`,
        stream: enc.encode("\x80"),
      },
      flate(
        deflateRepeat("\xff", 400_000_000),
        "<< /Type /XObject /Subtype /Image /Width 20000 /Height 20000 /ColorSpace /DeviceGray /BitsPerComponent 8 >>",
      ),
    ],
  });
}

export const HOSTILE: HostileCase[] = [
  { name: "pixel-huge-smask", what: "a one-pixel image whose soft mask is 20,000 × 20,000 (400 MB, Flate)", build: pixelWithHugeMask },
  {
    name: "encrypted-form-fanout",
    what: "the 20-level form fan-out, encrypted (RC4) with an owner password only",
    build: () => formFanOut(20, 2, true),
  },
  { name: "nested-q-32k", what: "32,000 nested q operators (1 page)", build: () => pagesPdf({ contents: () => [raw(nestedQ(32_000))] }) },
  {
    name: "nested-q-100k",
    what: "100,000 nested q operators (1 page)",
    build: () => pagesPdf({ contents: () => [raw(nestedQ(100_000))] }),
  },
  {
    name: "nested-q-flate-2m",
    what: "2 million nested q operators, Flate-compressed",
    build: () => pagesPdf({ contents: () => [flate(deflateRepeat("q ", 4_000_000)), raw(TEXT)] }),
  },
  { name: "form-fanout-20x2", what: "Form XObjects, each drawing the next twice, 20 levels", build: () => formFanOut(20, 2) },
  { name: "form-fanout-8x8", what: "Form XObjects, each drawing the next 8 times, 8 levels", build: () => formFanOut(8, 8) },
  {
    name: "flate-content-1gb",
    what: "one page content stream inflating to 1 GB of zero bytes",
    build: () => pagesPdf({ contents: () => [flate(deflateRepeat("\0", 1_000_000_000)), raw(TEXT)] }),
  },
  { name: "flate-font-1gb", what: "an embedded TrueType font program inflating to 1 GB", build: () => fontBomb(1_000_000_000) },
  {
    name: "ops-flate-50m",
    what: "50 million path operators (n), Flate-compressed into one content stream",
    build: () => pagesPdf({ contents: () => [raw(TEXT), flate(deflateRepeat("n\n", 100_000_000))] }),
  },
  {
    name: "ops-raw-2m",
    what: "2.4 million operators uncompressed (4.8 MB)",
    build: () => pagesPdf({ contents: () => [raw(TEXT), raw("n\n".repeat(2_400_000))] }),
  },
  {
    name: "deep-array-100k",
    what: "an operand array nested 100,000 deep in the content stream",
    build: () => pagesPdf({ contents: () => [raw(`${TEXT}BT /F1 9 Tf ${"[".repeat(100_000)}${"]".repeat(100_000)} TJ ET\n`)] }),
  },
  { name: "deep-dict-50k", what: "a page resource dictionary nested 50,000 deep", build: () => deepDictPdf(50_000) },
  {
    name: "type3-proc-ops",
    what: "a Type 3 glyph procedure of 20 million operators (Flate), shown 1,000 times",
    build: () => type3Pdf(deflateRepeat("0 0 1 1 re f\n", 260_000_000), 1000, true),
  },
  {
    name: "type3-by-gstate",
    what: "a Type 3 font set by a graphics state (not Tf), its glyph procedure 4 million operators (Flate)",
    build: () => type3ByGraphicsState(deflateRepeat("n\n", 8_000_000)),
  },
  {
    name: "inline-images-flate",
    what: "5 million 1×1 inline images, Flate-compressed",
    build: () => pagesPdf({ contents: () => [raw(TEXT), flate(deflateRepeat("BI /W 1 /H 1 /BPC 8 /CS /G ID \x80 EI\n", 200_000_000))] }),
  },
  { name: "pattern-fanout-20x2", what: "tiling patterns, each painting the next twice, 20 levels", build: () => patternFanOut(20) },
  { name: "sampled-function-64k", what: "a shading function declaring 65,535 × 65,535 samples", build: () => sampledFunctionPdf(65_535) },
  { name: "page-tree-loop", what: "a page tree that lists itself as its own kid", build: pageTreeLoop },
  { name: "many-pages-15k", what: "15,000 tiny pages", build: () => manyPages(15_000) },
  {
    name: "huge-mediabox",
    what: "a page 10^30 points wide",
    build: () =>
      pagesPdf({ contents: () => [raw(TEXT)], mediaBox: "[0 0 1000000000000000000000000000000 1000000000000000000000000000000]" }),
  },
  { name: "xref-loop", what: "an xref whose /Prev is itself and a /Length that refers to itself", build: xrefLoop },
  { name: "tounicode-ranges", what: "a ToUnicode CMap of 200 ranges of 16 million codes each", build: () => cmapRanges(200) },
  {
    name: "cid-width-ranges",
    what: "CID font widths covering 16 million glyph ids 300 times",
    build: () => cidFontPdf(`[${"0 16777215 500 ".repeat(300)}]`),
  },
  { name: "mesh-patches-1m", what: "a Coons patch mesh of 1 million patches (Flate)", build: () => meshPatches(1_000_000) },
  {
    name: "ps-function-colours",
    what: "a PostScript tint transform of 20,000 operators evaluated for 340,000 distinct tints",
    build: () => psFunctionColours(20_000, 340_000),
  },
  {
    name: "text-glyphs-7m",
    what: "one string of 7 million characters shown with Tj, split over three content streams (Flate)",
    build: () => pagesPdf({ contents: () => [raw("BT /F1 1 Tf 0 0 Td ("), flate(deflateRepeat("A", 7_000_000)), raw(") Tj ET")] }),
  },
  { name: "predictor-row-2g", what: "a Flate predictor declaring 2-gigabyte rows", build: () => predictorRow(2_000_000_000) },
];

/** The most levels of formFanOut(levels, 2) whose draws stay under the page's draw cap and token cap. */
function capFormLevels(): number {
  // 2 + 4 + … + 2^levels draws; each inner form draws the next twice (about 3 operators), the last fills a
  // rectangle (3), each draw charged LIMITS.drawOps more.
  const draws = (levels: number) => 2 ** (levels + 1) - 2;
  const ops = (levels: number) => draws(levels) * (3 + LIMITS.drawOps);
  let levels = 1;
  while (draws(levels + 1) <= LIMITS.pageDraws && ops(levels + 1) < LIMITS.pageOps * 0.95) levels++;
  return levels;
}

/**
 * Files just inside the preflight's caps (limits.ts): what an attacker can still make pdf.js do. They must be
 * accepted or refused by pdf.js's own checks, cheaply: the bench measures them against the budget.
 */
export const AT_CAP: HostileCase[] = [
  {
    name: "cap-page-tokens",
    what: "one page of path operators, just under the page's token cap",
    build: () => pagesPdf({ contents: () => [raw(TEXT), raw("n\n".repeat(LIMITS.pageOps - 100))] }),
  },
  {
    name: "cap-file-tokens",
    what: "two pages of path operators, just under the file's token cap",
    build: () => pagesPdf({ pages: 2, contents: () => [raw(TEXT), raw("n\n".repeat(LIMITS.fileOps / 2 - 100))] }),
  },
  {
    name: "cap-page-text",
    what: "one string of 250,000 characters shown with Tj",
    build: () => pagesPdf({ contents: () => [raw(`${TEXT}BT /F1 1 Tf 0 0 Td (${"A".repeat(250_000)}) Tj ET\n`)] }),
  },
  {
    name: "cap-file-text",
    what: "four pages each showing a string of 250,000 characters",
    build: () => pagesPdf({ pages: 4, contents: () => [raw(`${TEXT}BT /F1 1 Tf 0 0 Td (${"A".repeat(250_000)}) Tj ET\n`)] }),
  },
  {
    name: "cap-content-bytes",
    what: "a page's content in two streams of whitespace (Flate), together just under the file's decoded-bytes cap",
    build: () => pagesPdf({ contents: () => [raw(TEXT), ...[0, 1].map(() => flate(deflateRepeat(" ", LIMITS.fileBytes / 2 - 100_000)))] }),
  },
  {
    name: "cap-forms",
    what: "Form XObjects each drawing the next twice, as many levels as the page's draw and token caps let through",
    build: () => formFanOut(capFormLevels(), 2),
  },
  {
    name: "cap-font-bytes",
    what: "two embedded font programs, together just under the file's decoded-bytes cap",
    build: () => fontBomb(LIMITS.fileBytes / 2 - 100_000, 2),
  },
];
