// More hostile PDFs built in memory (no fixtures on disk), for the differential, doubling and refusal tests:
// documents where a naive reader and pdf.js read different objects (an untyped page node, /F before /Filter,
// /DP before /DecodeParms, /W before /Width, object streams with indirect /N and /First, a /Kids array defined
// twice, a header only the cross-reference table finds, a predictor on content), shapes that make a careless
// preflight's own work grow faster than the file, and a Type 1 font whose subroutines fan out. Pure TypeScript,
// so the same builders run in Node and in workerd.
import { deflateSync } from "node:zlib";
import { deflateRepeat, type HostileCase } from "./hostile-pdfs";

const enc = new TextEncoder();
const cat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const bytes = (s: string | Uint8Array) => (typeof s === "string" ? enc.encode(s) : s);

/** One definition: object `num`, written with `head` ("num 0 obj" unless given), a dictionary and maybe data. */
export interface Def {
  num: number;
  dict: string;
  stream?: Uint8Array;
  head?: string;
}

/**
 * Writes the definitions in order with a classic cross-reference table whose entry for each number points at the
 * number's last definition (as an incremental update would), the catalogue being object 1.
 */
export function writeDefs(defs: Def[], trailerExtra = ""): Uint8Array {
  const parts: Uint8Array[] = [enc.encode("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n")];
  let offset = parts[0]!.length;
  const last = new Map<number, number>();
  for (const d of defs) {
    last.set(d.num, offset);
    const length = d.stream && !/\/Length\b/.test(d.dict) ? d.dict.replace(/>>\s*$/, ` /Length ${d.stream.length} >>`) : d.dict;
    const head = `${d.head ?? `${d.num} 0 obj`}\n${length}\n`;
    const chunk = d.stream ? cat([bytes(`${head}stream\n`), d.stream, bytes("\nendstream\nendobj\n")]) : bytes(`${head}endobj\n`);
    parts.push(chunk);
    offset += chunk.length;
  }
  const size = Math.max(...last.keys()) + 1;
  const rows = Array.from({ length: size }, (_, n) => {
    const at = last.get(n);
    return at === undefined ? "0000000000 65535 f \n" : `${String(at).padStart(10, "0")} 00000 n \n`;
  });
  parts.push(
    bytes(`xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`),
  );
  return cat(parts);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
const TEXT = "BT /F1 11 Tf 72 720 Td (Jordan Example, jordan@example.com) Tj 0 -16 Td (Experience: Analyst at Acme, 2019 - 2023) Tj ET\n";
const PAGE = (contents: string, extra = "") =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R >> >> /Contents ${contents} ${extra}>>`;

/** Content of `pairs` "q Q" pairs (a visible count of operators), or, hostile, `nested` nested q. */
export const payload = (opts: { pairs?: number; nested?: number }) =>
  opts.nested ? `${"q ".repeat(opts.nested)}${TEXT}${" Q".repeat(opts.nested)}\n` : `${TEXT}${"q Q ".repeat(opts.pairs ?? 0)}\n`;

/** A node of the page tree typed /Pages but without /Kids: pdf.js reads it as a page. */
export function untypedPage(content: string): Uint8Array {
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: `<< /Type /Pages /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R >> >> /Contents 4 0 R >>` },
    { num: 4, dict: "<< >>", stream: bytes(content) },
    { num: 9, dict: FONT },
  ]);
}

/** Content compressed with Flate under /F, with /Filter naming another filter: pdf.js takes /F. */
export function filterUnderF(content: string): Uint8Array {
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< /F /FlateDecode /Filter /ASCIIHexDecode >>", stream: deflateSync(bytes(content)) },
    { num: 9, dict: FONT },
  ]);
}

/** PNG "up" prediction, as a PDF writer applies it before Flate. */
function pngUp(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.ceil(data.length / columns);
  const out = new Uint8Array(rows * (columns + 1));
  for (let r = 0; r < rows; r++) {
    out[r * (columns + 1)] = 2;
    for (let i = 0; i < columns; i++) {
      const cur = data[r * columns + i] ?? 0x20;
      const up = r > 0 ? (data[(r - 1) * columns + i] ?? 0x20) : 0;
      out[r * (columns + 1) + 1 + i] = (cur - up) & 0xff;
    }
  }
  return out;
}

/** Content with a PNG predictor given under /DP, and /DecodeParms saying there is none: pdf.js takes /DP. */
export function predictorUnderDP(content: string): Uint8Array {
  const data = deflateSync(pngUp(bytes(content), 16));
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< /Filter /FlateDecode /DP << /Predictor 12 /Columns 16 >> /DecodeParms << /Predictor 1 >> >>", stream: data },
    { num: 9, dict: FONT },
  ]);
}

/**
 * An image that is one pixel by /W and /H but large by /Width and /Height: pdf.js decodes it (and its soft mask),
 * as a one-pixel image. The soft mask has `side` × `side` pixels.
 */
export function pixelUnderW(side: number): Uint8Array {
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      num: 3,
      dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R >> /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>`,
    },
    { num: 4, dict: "<< >>", stream: bytes(`${TEXT}q 10 0 0 10 72 500 cm /Im0 Do Q\n`) },
    {
      num: 5,
      dict: "<< /Type /XObject /Subtype /Image /W 1 /H 1 /Width 4000 /Height 4000 /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask 6 0 R >>",
      stream: bytes("\x80"),
    },
    {
      num: 6,
      dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
      stream: deflateRepeat("\xff", side * side),
    },
    { num: 9, dict: FONT },
  ]);
}

/**
 * The page and its content packed in an object stream whose /N and /First are indirect, found through a
 * cross-reference stream (which pdf.js follows).
 */
export function packedPage(content: string): Uint8Array {
  const packed = [
    { num: 3, text: PAGE("4 0 R") },
    { num: 9, text: FONT },
  ];
  let body = "";
  const offsets: number[] = [];
  for (const p of packed) {
    offsets.push(body.length);
    body += `${p.text}\n`;
  }
  const index = packed.map((p, i) => `${p.num} ${offsets[i]}`).join(" ");
  const first = index.length + 1;
  const objstm = bytes(`${index}\n${body}`);
  // Uncompressed objects, in order: 1 catalog, 2 pages, 4 content, 5 object stream, 6 its /N, 7 its /First.
  const head = bytes("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n");
  const defs: [number, Uint8Array][] = [
    [1, bytes("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")],
    [2, bytes("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n")],
    [4, cat([bytes(`4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`)])],
    [
      5,
      cat([
        bytes(`5 0 obj\n<< /Type /ObjStm /N 6 0 R /First 7 0 R /Length ${objstm.length} >>\nstream\n`),
        objstm,
        bytes("\nendstream\nendobj\n"),
      ]),
    ],
    [6, bytes(`6 0 obj\n${packed.length}\nendobj\n`)],
    [7, bytes(`7 0 obj\n${first}\nendobj\n`)],
  ];
  const offsetOf = new Map<number, number>();
  let at = head.length;
  for (const [num, b] of defs) {
    offsetOf.set(num, at);
    at += b.length;
  }
  // Cross-reference stream (object 8): W [1 4 2]; type 1 = offset, type 2 = (object stream, index).
  const size = 10;
  const rows: number[] = [];
  for (let n = 0; n < size; n++) {
    const packedAt = packed.findIndex((p) => p.num === n);
    const row = n === 8 ? [1, at, 0] : offsetOf.has(n) ? [1, offsetOf.get(n)!, 0] : packedAt >= 0 ? [2, 5, packedAt] : [0, 0, 65535];
    rows.push(
      row[0]!,
      (row[1]! >>> 24) & 255,
      (row[1]! >>> 16) & 255,
      (row[1]! >>> 8) & 255,
      row[1]! & 255,
      (row[2]! >> 8) & 255,
      row[2]! & 255,
    );
  }
  const xref = Uint8Array.from(rows);
  const xrefObj = cat([
    bytes(`8 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${xref.length} >>\nstream\n`),
    xref,
    bytes("\nendstream\nendobj\n"),
  ]);
  return cat([head, ...defs.map(([, b]) => b), xrefObj, bytes(`startxref\n${at}\n%%EOF\n`)]);
}

/**
 * /Kids is an indirect array defined twice: first listing a harmless page, then (the definition the
 * cross-reference table names) listing a second page with `content`.
 */
export function kidsTwice(content: string): Uint8Array {
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids 5 0 R /Count 2 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 5, dict: "[3 0 R]" },
    { num: 6, dict: "<< /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R >> >> /Contents 7 0 R >>" },
    { num: 7, dict: "<< >>", stream: bytes(content) },
    { num: 9, dict: FONT },
    { num: 5, dict: "[3 0 R 6 0 R]" },
  ]);
}

/** The content's object header has a comment between the generation and "obj": only the table finds it. */
export function headerWithComment(content: string): Uint8Array {
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(content), head: "4 0 % the content\nobj" },
    { num: 9, dict: FONT },
  ]);
}

// ---- Shapes that grow a careless preflight's own work faster than the file ------------------------------

/** A page whose resources are reached through a chain of `n` numbers, each defined twice. */
export function definitionChain(n: number): Uint8Array {
  const defs: Def[] = [
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R", "/Annotation 10 0 R /Group 10 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 9, dict: FONT },
  ];
  for (let i = 0; i < n; i++)
    for (let k = 0; k < 2; k++) defs.push({ num: 10 + i, dict: i < n - 1 ? `[${11 + i} 0 R ${11 + i} 0 R]` : "<< >>" });
  return writeDefs(defs);
}

/** A page `n` levels down a tree whose every node is defined twice: /Parent chains to walk for /Resources. */
export function parentChain(n: number): Uint8Array {
  const defs: Def[] = [
    { num: 1, dict: "<< /Type /Catalog /Pages 10 0 R >>" },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 9, dict: FONT },
  ];
  for (let i = 0; i < n; i++) {
    const parent = i === 0 ? "" : `/Parent ${9 + i} 0 R`;
    const res = i === 0 ? "/Resources << /Font << /F1 9 0 R >> >>" : "";
    for (let k = 0; k < 2; k++) defs.push({ num: 10 + i, dict: `<< /Type /Pages /Kids [${11 + i} 0 R] /Count 1 ${parent} ${res} >>` });
  }
  defs.push({ num: 10 + n, dict: `<< /Type /Page /Parent ${9 + n} 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>` });
  return writeDefs(defs);
}

/** A file of `n` object headers whose dictionaries never close. */
export function unclosedObjects(n: number): Uint8Array {
  let body = "%PDF-1.7\n";
  for (let i = 0; i < n; i++) body += `${i + 1} 0 obj\n<< /Type /Font /Widths [ 1 2 3 4 5 6 7 8\n`;
  return bytes(`${body}\n%%EOF\n`);
}

/** An object stream of `n` entries that all point at one offset, where a large array starts. */
export function objStmOneOffset(n: number): Uint8Array {
  const index = Array.from({ length: n }, (_, i) => `${10 + i} 0`).join(" ");
  const body = `${index}\n[${" 0".repeat(n * 4)}]\n`;
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 5, dict: `<< /Type /ObjStm /N ${n} /First ${index.length + 1} >>`, stream: bytes(body) },
    { num: 9, dict: FONT },
  ]);
}

/** A file with `n` "trailer" keywords, each followed by a dictionary that never closes. */
export function unclosedTrailers(n: number): Uint8Array {
  const base = writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 9, dict: FONT },
  ]);
  const junk = bytes(`${"trailer\n<< /Size 10 /Info [ 1 2 3 4 5 6 7 8 9 10 11 12\n".repeat(n)}%%EOF\n`);
  return cat([base, junk]);
}

/** `n` streams without "endstream". */
export function streamsWithoutEnd(n: number): Uint8Array {
  const base = writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { num: 3, dict: PAGE("4 0 R") },
    { num: 4, dict: "<< >>", stream: bytes(TEXT) },
    { num: 9, dict: FONT },
  ]);
  let tail = "";
  for (let i = 0; i < n; i++) tail += `${100 + i} 0 obj\n<< /Length 4 >>\nstream\nabcd\n`;
  return cat([base, bytes(`${tail}%%EOF\n`)]);
}

// ---- Type 1 subroutine fan-out ----------------------------------------------------------------------------

const eexec = (plain: Uint8Array, key: number, lead: number): Uint8Array => {
  const data = cat([new Uint8Array(lead), plain]);
  let r = key;
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const c = data[i]! ^ (r >> 8);
    out[i] = c;
    r = ((c + r) * 52845 + 22719) & 0xffff;
  }
  return out;
};
const csNum = (v: number) => v + 139; // -107..107 in one byte

/**
 * A Type 1 font program whose subroutine k calls subroutine k+1 `fan` times, `depth` levels deep, and whose one
 * glyph calls subroutine 0: pdf.js's conversion takes fan^depth calls.
 */
export function type1Program(depth: number, fan: number): { program: Uint8Array; length1: number } {
  const clear = bytes(
    "%!PS-AdobeFont-1.0: Fan 001.000\n12 dict begin\n/FontType 1 def\n/FontName /Fan def\n/PaintType 0 def\n" +
      "/FontMatrix [0.001 0 0 0.001 0 0] readonly def\n/Encoding StandardEncoding def\n/FontBBox {0 0 1000 1000} readonly def\n" +
      "currentdict end\ncurrentfile eexec\n",
  );
  const charstring = (ops: number[]) => eexec(Uint8Array.from(ops), 4330, 4);
  const subrs = Array.from({ length: depth }, (_, k) =>
    charstring(k < depth - 1 ? [...Array.from({ length: fan }, () => [csNum(k + 1), 10]).flat(), 11] : [11]),
  );
  const glyph = charstring([csNum(0), csNum(0), 13, csNum(0), 10, 14]);
  const parts: Uint8Array[] = [bytes(`dup /Private 8 dict dup begin\n/lenIV 4 def\n/Subrs ${depth} array\n`)];
  for (const [i, s] of subrs.entries()) parts.push(bytes(`dup ${i} ${s.length} RD `), s, bytes(" NP\n"));
  parts.push(
    bytes("ND\n2 index /CharStrings 1 dict dup begin\n/a "),
    bytes(`${glyph.length} RD `),
    glyph,
    bytes(" ND\nend\nend\nmark currentfile closefile\n"),
  );
  const program = cat([clear, eexec(cat(parts), 55665, 4)]);
  return { program, length1: clear.length };
}

/** A page showing one glyph of the Type 1 font above. */
export function type1FanOut(depth: number, fan: number): Uint8Array {
  const { program, length1 } = type1Program(depth, fan);
  return writeDefs([
    { num: 1, dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { num: 2, dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      num: 3,
      dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 9 0 R /T1 5 0 R >> >> /Contents 4 0 R >>",
    },
    { num: 4, dict: "<< >>", stream: bytes(`${TEXT}BT /T1 12 Tf 72 600 Td (a) Tj ET\n`) },
    {
      num: 5,
      dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Fan /FirstChar 97 /LastChar 97 /Widths [500] /FontDescriptor 6 0 R /Encoding << /Differences [97 /a] >> >>",
    },
    {
      num: 6,
      dict: "<< /Type /FontDescriptor /FontName /Fan /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile 7 0 R >>",
    },
    { num: 7, dict: `<< /Length1 ${length1} /Length2 ${program.length - length1} /Length3 0 >>`, stream: program },
    { num: 9, dict: FONT },
  ]);
}

/** The classes of issue 33 that a preflight reading differently from pdf.js let through, and the font fan-out. */
export const HIDDEN: HostileCase[] = [
  {
    name: "untyped-page-node",
    what: "40,000 nested q on a page-tree node typed /Pages without /Kids",
    build: () => untypedPage(payload({ nested: 40_000 })),
  },
  {
    name: "filter-under-f",
    what: "40,000 nested q, Flate under /F while /Filter names ASCIIHex",
    build: () => filterUnderF(payload({ nested: 40_000 })),
  },
  {
    name: "predictor-under-dp",
    what: "40,000 nested q behind a PNG predictor given under /DP",
    build: () => predictorUnderDP(payload({ nested: 40_000 })),
  },
  { name: "pixel-under-w", what: "a one-pixel image by /W and /H with a 20,000 × 20,000 soft mask", build: () => pixelUnderW(20_000) },
  {
    name: "packed-page-indirect-n",
    what: "40,000 nested q on a page packed in an object stream with indirect /N and /First",
    build: () => packedPage(payload({ nested: 40_000 })),
  },
  {
    name: "kids-defined-twice",
    what: "40,000 nested q on a page listed only by the second definition of /Kids",
    build: () => kidsTwice(payload({ nested: 40_000 })),
  },
  {
    name: "header-with-comment",
    what: "40,000 nested q in an object whose header only the cross-reference table finds",
    build: () => headerWithComment(payload({ nested: 40_000 })),
  },
  {
    name: "type1-subr-fanout",
    what: "a Type 1 font whose subroutines each call the next twice, 28 levels deep",
    build: () => type1FanOut(28, 2),
  },
];
