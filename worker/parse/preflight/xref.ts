// Definitions that only a cross-reference section reveals. pdf.js reads an object wherever its table entry points,
// and there "n g obj" may be spelt in ways a scan for headers does not recognise ("+7 0 obj", "7 0 %note⏎obj",
// "x7 0 obj" read from the 7). Every table and stream entry in the file is followed here, and a definition that the
// scan missed is added, read exactly where pdf.js would read it.
import { indexOf, isRegular, Lexer, Tok } from "./lexer.ts";
import type { ObjectIndex } from "./objects.ts";
import { isDict, nameOf, type Value } from "./values.ts";

/** Adds the definitions that cross-reference entries point at and the header scan did not find. */
export function addXrefDefinitions(index: ObjectIndex): void {
  const b = index.bytes;
  // pdf.js counts offsets from the "%PDF-" header when junk precedes it: both readings are tried.
  const header = Math.max(0, indexOf(b, "%PDF-", 0, Math.min(b.length, 1024)));
  const entries: [number, number, number][] = [];
  for (let at = indexOf(b, "xref", 0); at >= 0; at = indexOf(b, "xref", at + 4)) {
    // "startxref" and "/XRef" are not tables.
    if ((at > 0 && isRegular(b[at - 1]!)) || isRegular(b[at + 4] ?? 0x20)) continue;
    tableEntries(index, at + 4, entries);
  }
  for (const o of [...index.all]) if (o.stream && nameOf(o.stream.dict.get("Type")) === "XRef") streamEntries(index, o, entries);
  for (const [num, gen, offset] of entries) {
    index.work.spend(1);
    for (const at of header > 0 ? [offset, offset + header] : [offset]) defineAt(index, num, gen, at);
  }
}

function defineAt(index: ObjectIndex, num: number, gen: number, at: number) {
  if (at < 0 || at >= index.bytes.length || index.headerAt.has(at)) return;
  const lx = new Lexer(index.bytes, at);
  if (lx.next() !== Tok.Number || lx.number() !== num) return;
  if (lx.next() !== Tok.Number || lx.number() !== gen) return;
  if (lx.next() !== Tok.Keyword || !lx.is("obj")) return;
  index.work.spend(lx.pos - at);
  index.define(num, gen, lx.pos, at);
}

/** A classic table: subsections of "first count" then count lines of "offset gen n|f". */
function tableEntries(index: ObjectIndex, from: number, out: [number, number, number][]) {
  const lx = new Lexer(index.bytes, from);
  for (;;) {
    if (lx.next() !== Tok.Number) break;
    const first = lx.number();
    if (lx.next() !== Tok.Number) break;
    const count = lx.number();
    if (!Number.isInteger(first) || !Number.isInteger(count) || count < 0) break;
    for (let i = 0; i < count; i++) {
      if (lx.next() !== Tok.Number) return;
      const offset = lx.number();
      if (lx.next() !== Tok.Number) return;
      const gen = lx.number();
      if (lx.next() !== Tok.Keyword) return;
      index.work.spend(20);
      if (lx.is("n")) out.push([first + i, gen, offset]);
    }
  }
}

/** A cross-reference stream: rows of /W field widths, for the object numbers its /Index lists. */
function streamEntries(index: ObjectIndex, o: { stream?: { dict: Map<string, Value> } }, out: [number, number, number][]) {
  const d = o.stream!.dict;
  const w = index.resolve(d.get("W"))[0];
  if (!Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === "number" && x >= 0 && x <= 8)) return;
  const [w0, w1, w2] = w as number[];
  const row = w0! + w1! + w2!;
  if (row === 0) return;
  const size = index.resolve(d.get("Size"))[0];
  const ranges = index.resolve(d.get("Index"))[0];
  const idx = Array.isArray(ranges) ? ranges : [0, typeof size === "number" ? size : 0];
  const data = index.decode(o as never, true).bytes;
  if (!data || !isDict(d)) return;
  const field = (at: number, width: number, dflt: number) => {
    if (width === 0) return dflt;
    let v = 0;
    for (let k = 0; k < width; k++) v = v * 256 + (data[at + k] ?? 0);
    return v;
  };
  let at = 0;
  for (let r = 0; r + 1 < idx.length && at + row <= data.length; r += 2) {
    const first = idx[r];
    const count = idx[r + 1];
    if (typeof first !== "number" || typeof count !== "number") return;
    for (let i = 0; i < count && at + row <= data.length; i++, at += row) {
      index.work.spend(row);
      if (field(at, w0!, 1) === 1) out.push([first + i, field(at + w0! + w1!, w2!, 0), field(at + w0!, w1!, 0)]);
    }
  }
}
