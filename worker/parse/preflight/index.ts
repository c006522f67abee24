// Preflight: bounds the work pdf.js will do on a file before pdf.js sees it. pdf.js's content loop cannot be
// interrupted inside a page (and workerd's clock stands still during CPU work), so instead of a timer this walks
// the file's objects and content streams with caps (limits.ts) and refuses any file that would pass one, with
// the "too_complex" refusal. It reads the file as pdf.js does (the same page tree rules, the same dictionary keys,
// every definition of an object) and refuses where the two could read it differently; every figure is an upper
// bound on what pdf.js does with the same bytes. Its own work is linear in the file (work.ts).
import { type Crypt, standardCrypt } from "./crypt.ts";
import { indexOf, isRegular, Lexer } from "./lexer.ts";
import { LIMITS } from "./limits.ts";
import { ObjectIndex } from "./objects.ts";
import { pageObjects } from "./pages.ts";
import { PdfTooComplex } from "./refusal.ts";
import { type Dict, isDict, nameOf, readValue } from "./values.ts";
import { Walk } from "./walk.ts";
import { Work } from "./work.ts";
import { addXrefDefinitions } from "./xref.ts";
import { ResumeRefusal } from "../refusal.ts";

export { LIMITS, PdfTooComplex };

/** What the preflight measured (for benches, logs and the differential tests). */
export interface PreflightReport {
  objects: number;
  pages: number;
  /** Decoded bytes of every stream the reader would decode, and of the largest one. */
  decodedBytes: number;
  largestStream: number;
  /** Content operators the reader would run, over the pages it parses (content.ts weighs them). */
  ops: number;
  /** The most content operators, content bytes and string bytes of any one page. */
  pageOps: number;
  pageContentBytes: number;
  pageTextBytes: number;
  /** The most forms, patterns, soft masks and glyph procedures drawn on one page. */
  pageDraws: number;
  /** String bytes shown over the pages the reader parses. */
  fileTextBytes: number;
  /** CMap range codes and CID width-range ids the file's fonts declare. */
  cmapCodes: number;
  widthRangeCodes: number;
  /** Deepest save (q) nesting on any page. */
  saveDepth: number;
  /** Type 1 charstring steps over the file's fonts. */
  fontSteps: number;
  /** The preflight's own work units (work.ts), and the allowance this file had. */
  work: number;
  workAllowance: number;
  /** True when the file is encrypted. */
  encrypted: boolean;
  /** True when its streams were decrypted and checked (it opens without a password); else pdf.js refuses it. */
  decrypted: boolean;
}

type Checked = Omit<PreflightReport, "encrypted" | "decrypted" | "work" | "workAllowance">;

// Pages the parser reads at most (extract.ts refuses more), and page objects a file may hold (old revisions
// of an edited file keep their pages).
const PAGES_READ = 10;
const PAGE_OBJECTS = 100;

export async function preflightPdf(bytes: Uint8Array): Promise<PreflightReport> {
  const work = new Work(bytes.length);
  try {
    return await preflightWith(bytes, work);
  } catch (err) {
    // The work spent up to a refusal, so the doubling test can compare refused files by the same count.
    if (err instanceof PdfTooComplex) err.work = work.used;
    throw err;
  }
}

async function preflightWith(bytes: Uint8Array, work: Work): Promise<PreflightReport> {
  // Typed page objects are counted in the raw bytes first: a file with thousands of pages is refused before its
  // objects are parsed (untyped pages are counted after, under the object cap).
  if (countTypedPages(bytes) > PAGE_OBJECTS) throw new ResumeRefusal("too_many_pages");
  const index = new ObjectIndex(bytes, work);
  addXrefDefinitions(index);
  const trailers = trailerDicts(index, bytes);
  const encrypted = trailers.filter((t) => t.has("Encrypt"));
  // The file as stored; for an encrypted file its streams are unreadable here, so this pass checks structure only.
  let report = await check(index, trailers, encrypted.length > 0);
  let decrypted = false;
  for (const t of encrypted) {
    // With a key (the file opens without a password), everything again as pdf.js will see it.
    const crypt = await cryptOf(index, t);
    if (!crypt) continue;
    const again = new ObjectIndex(bytes, work);
    addXrefDefinitions(again);
    report = await check(again, trailerDicts(again, bytes), false, crypt);
    decrypted = true;
  }
  return { ...report, work: work.used, workAllowance: work.allowance, encrypted: encrypted.length > 0, decrypted };
}

async function cryptOf(index: ObjectIndex, trailer: Dict): Promise<Crypt | null> {
  const enc = index.get(trailer, "Encrypt").find(isDict);
  if (!enc) return null;
  const ids = index.get(trailer, "ID")[0];
  const id0 = Array.isArray(ids) && typeof ids[0] === "string" ? Uint8Array.from(ids[0], (c) => c.charCodeAt(0)) : new Uint8Array(0);
  return standardCrypt(
    enc,
    id0,
    (k) => {
      const v = index.get(enc, k)[0];
      return typeof v === "number" ? v : undefined;
    },
    nameOf,
  );
}

async function check(index: ObjectIndex, trailers: Dict[], blind: boolean, crypt?: Crypt): Promise<Checked> {
  await index.prepare(crypt);
  const walk = new Walk(index, blind);
  // Object and cross-reference streams are decoded by pdf.js whenever it resolves an object in them.
  for (const o of index.all) {
    const type = nameOf(o.stream?.dict.get("Type"));
    if (o.stream && (type === "ObjStm" || type === "XRef")) index.decode(o, false);
  }
  for (const o of index.all) walk.reach.checkDeclaredSizes(o.value);
  const pages = pageObjects(index, trailers);
  if (pages.length > PAGE_OBJECTS) throw new ResumeRefusal("too_many_pages");
  const costs: number[] = [];
  const texts: number[] = [];
  const most = { pageOps: 0, pageContentBytes: 0, pageTextBytes: 0, saveDepth: 0, pageDraws: 0 };
  for (const { obj, times } of pages) {
    const c = walk.page(obj);
    most.saveDepth = Math.max(most.saveDepth, c.save);
    most.pageOps = Math.max(most.pageOps, c.ops);
    most.pageContentBytes = Math.max(most.pageContentBytes, c.bytes);
    most.pageTextBytes = Math.max(most.pageTextBytes, c.text);
    most.pageDraws = Math.max(most.pageDraws, c.draws);
    for (let i = 0; i < Math.min(times, PAGES_READ); i++) {
      costs.push(c.ops);
      texts.push(c.text);
    }
  }
  // The pages pdf.js reads are at most the PAGES_READ most expensive ones.
  const top = (xs: number[]) =>
    xs
      .sort((a, b) => b - a)
      .slice(0, PAGES_READ)
      .reduce((a, b) => a + b, 0);
  const ops = top(costs) + walk.type3Ops;
  if (ops > LIMITS.fileOps) throw new PdfTooComplex("fileOps");
  const fileTextBytes = top(texts);
  if (fileTextBytes > LIMITS.fileTextBytes) throw new PdfTooComplex("fileTextBytes");
  return {
    objects: index.all.length,
    pages: pages.length,
    decodedBytes: index.decodedTotal,
    largestStream: index.decodedLargest,
    ops,
    fileTextBytes,
    cmapCodes: walk.reach.cmapCodes,
    widthRangeCodes: walk.reach.widthCodes,
    fontSteps: walk.reach.fontSteps,
    ...most,
  };
}

/**
 * Occurrences of "/Type /Page" (not "/Pages"), with any whitespace, in the raw bytes. Found from each "/Page"
 * looking back over whitespace for "/Type": the same pairs as looking forward from each "/Type", with a search
 * call per page-tree name rather than per typed dictionary.
 */
function countTypedPages(b: Uint8Array): number {
  let n = 0;
  for (let at = indexOf(b, "/Page", 0); at >= 0; at = indexOf(b, "/Page", at + 5)) {
    if (isRegular(b[at + 5] ?? 0x20)) continue;
    let p = at - 1;
    while (p >= 0 && (b[p] === 0x20 || b[p] === 0x0a || b[p] === 0x0d || b[p] === 0x09)) p--;
    if (p >= 4 && b[p - 4] === 0x2f && b[p - 3] === 0x54 && b[p - 2] === 0x79 && b[p - 1] === 0x70 && b[p] === 0x65) n++;
  }
  return n;
}

/**
 * Trailer dictionaries: cross-reference stream dictionaries, and the dictionary after each "trailer" keyword,
 * each read no further than the next "trailer" (so many unclosed trailers cost one pass over the file).
 */
function trailerDicts(index: ObjectIndex, bytes: Uint8Array): Dict[] {
  const out: Dict[] = [];
  for (const o of index.all) if (o.stream && nameOf(o.stream.dict.get("Type")) === "XRef") out.push(o.stream.dict);
  const at: number[] = [];
  for (let p = indexOf(bytes, "trailer", 0); p >= 0; p = indexOf(bytes, "trailer", p + 7)) at.push(p);
  for (const [i, p] of at.entries()) {
    const lx = new Lexer(bytes, p + 7, at[i + 1] ?? bytes.length);
    const v = readValue(lx);
    if (isDict(v)) out.push(v);
    index.work.spend(lx.pos - p);
  }
  return out;
}
