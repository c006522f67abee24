// Reading font files: WOFF 1.0 → plain TrueType (sfnt) bytes, and the raw tables of an sfnt.
// Only web-standard APIs (DecompressionStream), so the same code runs in workerd and Node.

/** Whether the bytes are a WOFF 1.0 file ('wOFF'). */
export const isWoff = (b: Uint8Array) => b.length > 44 && b[0] === 0x77 && b[1] === 0x4f && b[2] === 0x46 && b[3] === 0x46;

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new DecompressionStream("deflate");
  const writer = stream.writable.getWriter();
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/**
 * A WOFF 1.0 file as the sfnt it wraps: the same tables, zlib-inflated, with a rebuilt table directory.
 * WOFF (not WOFF2) is what we serve: its tables inflate with the platform's zlib, while WOFF2 needs Brotli and
 * a glyf-table reconstruction that would cost more CPU on every cold load. `inflateTable` defaults to
 * DecompressionStream; a caller with a synchronous zlib (node:zlib) may pass it: a font has ~16 tables and a
 * Chinese resume ~60 fonts, and a stream per table costs more than the inflating.
 */
export async function woffToSfnt(
  woff: Uint8Array,
  inflateTable: (data: Uint8Array) => Uint8Array | Promise<Uint8Array> = inflate,
): Promise<Uint8Array> {
  if (!isWoff(woff)) return woff;
  const dv = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const count = dv.getUint16(12);
  const entries = Array.from({ length: count }, (_, i) => {
    const p = 44 + i * 20;
    return {
      tag: dv.getUint32(p),
      offset: dv.getUint32(p + 4),
      compLength: dv.getUint32(p + 8),
      origLength: dv.getUint32(p + 12),
      checksum: dv.getUint32(p + 16),
    };
  });
  const datas = await Promise.all(
    entries.map((e) => {
      const raw = woff.subarray(e.offset, e.offset + e.compLength);
      return e.compLength < e.origLength ? inflateTable(raw) : raw;
    }),
  );
  let size = 12 + 16 * count;
  for (const e of entries) size += (e.origLength + 3) & ~3;
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  o.setUint32(0, dv.getUint32(4)); // flavor
  writeDirectoryHeader(o, count);
  let pos = 12 + 16 * count;
  entries.forEach((e, i) => {
    const data = datas[i]!;
    if (data.length !== e.origLength) throw new Error("WOFF table length mismatch");
    out.set(data, pos);
    const d = 12 + i * 16;
    o.setUint32(d, e.tag);
    o.setUint32(d + 4, e.checksum);
    o.setUint32(d + 8, pos);
    o.setUint32(d + 12, e.origLength);
    pos += (e.origLength + 3) & ~3;
  });
  return out;
}

/** numTables, searchRange, entrySelector, rangeShift of an sfnt header. */
export function writeDirectoryHeader(o: DataView, count: number) {
  let selector = 0;
  while (1 << (selector + 1) <= count) selector++;
  o.setUint16(4, count);
  o.setUint16(6, 16 << selector);
  o.setUint16(8, selector);
  o.setUint16(10, count * 16 - (16 << selector));
}

export const tagOf = (s: string) => ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

/** The tables of an sfnt (TrueType) file by tag, as views into its bytes. */
export function sfntTables(bytes: Uint8Array): Map<string, DataView> {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = dv.getUint16(4);
  const tables = new Map<string, DataView>();
  for (let i = 0; i < count; i++) {
    const p = 12 + i * 16;
    const tag = String.fromCharCode(bytes[p]!, bytes[p + 1]!, bytes[p + 2]!, bytes[p + 3]!);
    const offset = dv.getUint32(p + 8);
    const length = dv.getUint32(p + 12);
    if (offset + length <= bytes.byteLength) tables.set(tag, new DataView(bytes.buffer, bytes.byteOffset + offset, length));
  }
  return tables;
}
