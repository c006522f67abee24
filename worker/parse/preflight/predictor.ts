// Undoes a Flate or LZW predictor the way pdf.js's PredictorStream does, so that a content stream (or an object or
// cross-reference stream) with a predictor is scanned as the bytes pdf.js will read, not as its encoded form.

/**
 * The predicted bytes; an empty result where pdf.js reads nothing (an unsupported predictor); null for a TIFF
 * predictor on a bit depth other than 8 (not undone here; the caller refuses the file).
 */
export function unpredict(data: Uint8Array, predictor: number, colors: number, bits: number, columns: number): Uint8Array | null {
  if (predictor !== 2 && (predictor < 10 || predictor > 15)) return new Uint8Array(0);
  const pixBytes = (colors * bits + 7) >> 3;
  const rowBytes = (columns * colors * bits + 7) >> 3;
  if (rowBytes <= 0) return new Uint8Array(0);
  if (predictor === 2) return bits === 8 ? tiff8(data, colors, rowBytes) : null;
  return png(data, pixBytes, rowBytes);
}

/** TIFF predictor 2 at 8 bits per component: each byte adds the one a pixel before it. */
function tiff8(data: Uint8Array, colors: number, rowBytes: number): Uint8Array {
  const rows = Math.ceil(data.length / rowBytes);
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const base = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[base + i] ?? 0;
      out[base + i] = i < colors ? raw : (out[base + i - colors]! + raw) & 0xff;
    }
  }
  return out;
}

/** PNG predictors: each row starts with its filter type (0 none, 1 sub, 2 up, 3 average, 4 Paeth). */
function png(data: Uint8Array, pixBytes: number, rowBytes: number): Uint8Array {
  const rows = Math.ceil(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  let n = 0;
  for (let r = 0, at = 0; at < data.length; r++) {
    const type = data[at++]!;
    if (at >= data.length) break;
    const raw = data.subarray(at, at + rowBytes);
    at += rowBytes;
    const base = r * rowBytes;
    const up = (i: number) => (r > 0 ? out[base - rowBytes + i]! : 0);
    for (let i = 0; i < rowBytes; i++) {
      const c = raw[i] ?? 0;
      const left = i >= pixBytes ? out[base + i - pixBytes]! : 0;
      let v: number;
      if (type === 0) v = c;
      else if (type === 1) v = left + c;
      else if (type === 2) v = up(i) + c;
      else if (type === 3) v = ((up(i) + left) >> 1) + c;
      else if (type === 4) {
        const upLeft = i >= pixBytes ? up(i - pixBytes) : 0;
        const p = left + up(i) - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up(i));
        const pc = Math.abs(p - upLeft);
        v = (pa <= pb && pa <= pc ? left : pb <= pc ? up(i) : upLeft) + c;
      } else return out.subarray(0, n); // pdf.js stops the stream at an unknown row type
      out[base + i] = v & 0xff;
    }
    n = base + rowBytes;
  }
  return out.subarray(0, n);
}
