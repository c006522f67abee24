// Everything a page reaches, visited once: each stream pdf.js would decode (all but images) is decoded against the
// caps, and the programs pdf.js expands from small declarations are measured: CMap ranges, mesh shadings, font
// programs (Type 1 subroutine calls), sampled functions, CID width ranges, masks of one-pixel images.
import { Buffer } from "node:buffer";
import { LIMITS } from "./limits.ts";
import type { ObjectIndex, PdfObj } from "./objects.ts";
import { PdfTooComplex } from "./refusal.ts";
import { isType1Program, type1Work } from "./type1.ts";
import { type Dict, isDict, isRef, nameOf, type Value } from "./values.ts";

// Keys pdf.js never follows when it reads text and drawing operators with annotations off (CIDSet: a font
// descriptor's stream that pdf.js has no use for; the key does not occur in its code).
const SKIPPED_KEYS = new Set([
  "CIDSet",
  "Parent",
  "P",
  "Annots",
  "Metadata",
  "PieceInfo",
  "Thumb",
  "B",
  "AA",
  "Dest",
  "AF",
  "StructParents",
  "Outlines",
]);
// Resource categories: their entries are named resources of that category.
const CATEGORIES = new Set(["XObject", "Font", "Pattern", "Shading", "ExtGState", "ColorSpace", "Properties", "CharProcs"]);
// Images drawn as XObjects are skipped by pdf.js without decoding (maxImageSize 1 in extract.ts) unless they
// are a single pixel; then pdf.js decodes them with their soft mask and mask, which may declare any size.
const IMAGE_VIA = new Set(["XObject", "Thumb"]);
const MASK_VIA = new Set(["SMask", "Mask"]);
const FONT_FILES = new Set(["FontFile", "FontFile2", "FontFile3"]);
/** The route under which an ICC profile stream is reached (not a dictionary key, so never confused with one). */
const ICC_PROFILE = "[ICCBased]";

export class Reach {
  private reached = new Set<PdfObj>();
  /** ICC profile streams whose dictionaries were visited (their data is not decoded). */
  private profiles = new Set<PdfObj>();
  /** CMap range codes and CID width-range ids counted so far (read by the report). */
  cmapCodes = 0;
  widthCodes = 0;
  /** Type 1 charstring steps of the fonts reached so far. */
  fontSteps = 0;

  constructor(
    private index: ObjectIndex,
    private blind: boolean,
  ) {}

  /** Visits `v` (reached under the key `via`) and everything it refers to that pdf.js may read. */
  visit(v: Value, via: string, depth = 0, inCategory = false) {
    if (depth > 200) return;
    this.index.work.spend(1);
    if (isRef(v)) {
      for (const o of this.index.objects(v)) this.object(o, via, depth, inCategory);
      return;
    }
    if (Array.isArray(v)) {
      // [/ICCBased profile]: pdf.js reads the profile's dictionary (/N, /Alternate) but never its bytes (below).
      const profile = v.length > 1 && this.iccBased(v[0]);
      for (const [i, x] of v.entries()) this.visit(x, profile && i === 1 ? ICC_PROFILE : via, depth + 1, inCategory);
      return;
    }
    if (!isDict(v)) return;
    for (const [k, x] of v) {
      if (SKIPPED_KEYS.has(k)) continue;
      // Entries of a resource category dictionary (/XObject << /Im0 … >>) are reached "as" that category.
      if (inCategory) this.visit(x, via, depth + 1);
      else this.visit(x, k, depth + 1, CATEGORIES.has(k));
    }
  }

  private object(o: PdfObj, via: string, depth: number, inCategory: boolean) {
    if (!o.stream) {
      if ((!isDict(o.value) && !Array.isArray(o.value)) || this.reached.has(o)) return;
      this.reached.add(o);
      // Only a profile given as a stream is left undecoded; what a non-stream "profile" holds is read as usual.
      this.visit(o.value, via === ICC_PROFILE ? "ICCBased" : via, depth + 1, inCategory);
      return;
    }
    const dict = o.stream.dict;
    if (this.index.get(dict, "Subtype").some((t) => nameOf(t) === "Image")) {
      const { fewest, most } = this.pixels(dict);
      if (IMAGE_VIA.has(via) && fewest > 1) return;
      if (MASK_VIA.has(via) && most > LIMITS.maskPixels) throw new PdfTooComplex("maskPixels");
    }
    if (via === ICC_PROFILE) {
      // An ICC profile's bytes are read by pdf.js only through its colour-management module, which our getDocument
      // options leave off (no wasmUrl): it takes /Alternate, else a device space by /N. So its dictionary is
      // visited but its data neither decoded nor counted; the same stream reached another way is decoded then.
      if (this.reached.has(o) || this.profiles.has(o)) return;
      this.profiles.add(o);
      this.visit(dict, via, depth + 1);
      return;
    }
    if (this.reached.has(o)) return;
    this.reached.add(o);
    const cmap = via === "ToUnicode" || via === "Encoding";
    const font = FONT_FILES.has(via);
    // Decoded with its bytes kept: a content stream, form or glyph procedure reached here is scanned next by the
    // walk, which needs them, and native inflate makes them anyway (kept only for the count, each such stream was
    // inflated twice: a third of the preflight on a resume with a 1.9 MB page). What is kept is capped by the
    // decoded-bytes caps.
    const data = this.index.decode(o, true);
    if (data.opaque && !this.blind) throw new PdfTooComplex("imageCodec");
    if (cmap && data.bytes && !this.blind) this.countCmap(data.bytes);
    if (font && data.bytes && !this.blind && isType1Program(data.bytes)) {
      // pdf.js takes /Length1 as the clear-text part's length when it checks out; each value it may have is tried.
      const lengths = this.index.get(dict, "Length1").filter((x): x is number => typeof x === "number");
      let most = 0;
      for (const length1 of lengths.length ? lengths : [undefined])
        most = Math.max(most, type1Work(data.bytes, LIMITS.fontSteps - this.fontSteps, this.index.work, length1));
      this.fontSteps += most;
    }
    this.countMesh(dict, data.size);
    this.visit(dict, via, depth + 1);
  }

  /** True when a colour-space array's family (resolved, every definition) can only be /ICCBased. */
  private iccBased(family: Value | undefined): boolean {
    const names = this.index.resolve(family);
    return names.length > 0 && names.every((n) => nameOf(n) === "ICCBased");
  }

  /**
   * An image's size as pdf.js reads it (/W before /Width, /H before /Height; every definition): pdf.js decodes it
   * only when both are non-zero numbers whose product is at most one pixel.
   */
  private pixels(d: Dict): { fewest: number; most: number } {
    const ws = this.index.get(d, "W", "Width").filter((x): x is number => typeof x === "number" && x !== 0);
    const hs = this.index.get(d, "H", "Height").filter((x): x is number => typeof x === "number" && x !== 0);
    let fewest = Number.POSITIVE_INFINITY;
    let most = 0;
    for (const w of ws)
      for (const h of hs) {
        fewest = Math.min(fewest, w * h);
        most = Math.max(most, Math.abs(w * h));
      }
    return { fewest, most };
  }

  /**
   * pdf.js decodes a mesh shading into arrays when it is painted, and divides each patch into a grid of up to
   * 21 × 21 vertices. The count is estimated from the decoded size at the smallest encoding each element can have.
   */
  private countMesh(d: Dict, size: number) {
    const type = this.index.get(d, "ShadingType")[0];
    if (typeof type !== "number" || type < 4 || type > 7) return;
    const num = (k: string) => {
      const v = this.index.get(d, k)[0];
      return typeof v === "number" && v > 0 ? v : 1;
    };
    const cs = nameOf(this.index.get(d, "ColorSpace", "CS")[0]);
    const comps = d.has("Function") ? 1 : cs === "DeviceRGB" ? 3 : cs === "DeviceCMYK" ? 4 : 1;
    const coord = num("BitsPerCoordinate");
    const colour = comps * num("BitsPerComponent");
    const flag = type === 5 ? 0 : num("BitsPerFlag");
    // A patch that continues its neighbour's edge sends 8 (type 6) or 12 (type 7) points and 2 colours.
    const bits = type <= 5 ? flag + 2 * coord + colour : flag + (type === 6 ? 16 : 24) * coord + 2 * colour;
    const elements = Math.floor((size * 8) / Math.max(1, bits));
    if (elements * (type <= 5 ? 1 : 441) > LIMITS.meshVertices) throw new PdfTooComplex("meshVertices");
  }

  /**
   * pdf.js expands every CMap range into a table entry per code. Blocks are found in one pass: each "begin…range"
   * runs to the next "end…range" (or the end of the stream), as pdf.js's CMap parser reads it.
   */
  private countCmap(b: Uint8Array) {
    const text = latin1Text(b);
    this.index.work.spend(text.length);
    const begin = /begin(?:bf|cid)range/g;
    const end = /end(?:bf|cid)range/g;
    for (let m = begin.exec(text); m; m = begin.exec(text)) {
      end.lastIndex = begin.lastIndex;
      const e = end.exec(text);
      const block = text.slice(begin.lastIndex, e ? e.index : text.length);
      begin.lastIndex = e ? end.lastIndex : text.length;
      this.countRanges(block);
    }
  }

  private countRanges(block: string) {
    // Each entry is three operands: low code, high code, then the destination (a hex string, an array of them,
    // or a CID). Read in threes, so a destination is never paired with the next entry's low code.
    const ops = [...block.matchAll(/<([0-9a-fA-F]*)>|\[[^\]]*\]|[^\s<>[\]]+/g)];
    for (let i = 0; i + 1 < ops.length; ) {
      const lo = ops[i]![1];
      const hi = ops[i + 1]![1];
      if (lo === undefined || hi === undefined) {
        i++; // not a range's start: step on until the operands line up again
        continue;
      }
      const from = Number.parseInt(lo.slice(-8) || "0", 16);
      const to = Number.parseInt(hi.slice(-8) || "0", 16);
      if (to >= from) this.cmapCodes += to - from + 1;
      if (this.cmapCodes > LIMITS.cmapCodes) throw new PdfTooComplex("cmapCodes");
      i += 3;
    }
  }

  /** Sizes declared in dictionaries that pdf.js allocates or loops over without reading data first. */
  checkDeclaredSizes(v: Value) {
    if (!isDict(v)) return;
    const type = this.index.get(v, "FunctionType")[0];
    if (type === 0) {
      const size = this.index.get(v, "Size")[0];
      const range = this.index.get(v, "Range")[0];
      let samples = Array.isArray(range) ? Math.max(1, range.length / 2) : 1;
      if (Array.isArray(size)) for (const s of size) samples *= typeof s === "number" ? Math.max(1, s) : 1;
      if (samples > LIMITS.functionSamples) throw new PdfTooComplex("functionSamples");
    }
    const subtype = nameOf(this.index.get(v, "Subtype")[0]);
    if (subtype === "CIDFontType0" || subtype === "CIDFontType2") for (const key of ["W", "W2"]) this.countWidths(v, key);
  }

  private countWidths(v: Dict, key: string) {
    for (const w of this.index.get(v, key)) {
      if (!Array.isArray(w)) continue;
      // [first last value …] runs cover last − first + 1 ids; [first [v …]] runs cover as many as listed.
      for (let i = 0; i + 1 < w.length; ) {
        const first = w[i];
        const next = w[i + 1];
        if (Array.isArray(next)) {
          i += 2;
          continue;
        }
        const last = next;
        if (typeof first === "number" && typeof last === "number" && last >= first) this.widthCodes += last - first + 1;
        if (this.widthCodes > LIMITS.widthRangeCodes) throw new PdfTooComplex("widthRangeCodes");
        i += key === "W" ? 3 : 5;
      }
    }
  }
}

function latin1Text(b: Uint8Array): string {
  // Native decoding (a view, no copy): one string, instead of one per 8 KB chunk joined.
  return Buffer.from(b.buffer, b.byteOffset, b.length).toString("latin1");
}
