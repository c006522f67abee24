// Preflight doubling bench: `npm run bench -- doubling`. Each adversarial shape of
// test/node/parse/preflight-linear.test.ts is built at a size and at twice that size and preflighted alone in
// this process, the two sizes alternating; each keeps the median of its wall times. The test checks the
// deterministic work count; this bench checks the time the count cannot see (a scan it is not told about), and
// exits 1 when a doubled file takes more than 2.5 times as long (plus 5 ms for timer noise on small files).
import { PdfTooComplex, preflightPdf } from "../../worker/parse/preflight/index";
import {
  definitionChain,
  objStmOneOffset,
  parentChain,
  streamsWithoutEnd,
  type1FanOut,
  unclosedObjects,
  unclosedTrailers,
} from "../../test/worker/hostile-shapes";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeOnce(bytes: Uint8Array): Promise<number> {
  const t0 = performance.now();
  try {
    await preflightPdf(bytes);
  } catch (err) {
    if (!(err instanceof PdfTooComplex)) throw err;
  }
  return performance.now() - t0;
}

const SHAPES: [string, Uint8Array, Uint8Array][] = [
  ["numbers defined twice, every depth", definitionChain(3000), definitionChain(6000)],
  ["/Parent chain defined twice per level", parentChain(3000), parentChain(6000)],
  ["dictionaries that never close", unclosedObjects(8000), unclosedObjects(16000)],
  ["object-stream entries at one offset", objStmOneOffset(6000), objStmOneOffset(12000)],
  ["trailers that never close", unclosedTrailers(8000), unclosedTrailers(16000)],
  ["streams without endstream", streamsWithoutEnd(8000), streamsWithoutEnd(16000)],
  ["Type 1 fan-out, 24 → 48 levels", type1FanOut(24, 2), type1FanOut(48, 2)],
];

let over = 0;
for (const [name, small, large] of SHAPES) {
  for (let i = 0; i < 3; i++) {
    await timeOnce(small);
    await timeOnce(large);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 15; i++) {
    a.push(await timeOnce(small));
    b.push(await timeOnce(large));
  }
  const [ma, mb] = [median(a), median(b)];
  const ok = mb <= 2.5 * ma + 5;
  if (!ok) over++;
  console.log(`${name}: median ${ma.toFixed(2)} → ${mb.toFixed(2)} ms (×${(mb / ma).toFixed(2)})${ok ? "" : "  OVER"}`);
}
console.log(over ? `${over} shape(s) grew faster than the file` : "every shape at most ×2.5 when the file doubles");
process.exit(over ? 1 : 0);
