// One work counter for the whole preflight. Every structural step (bytes of object syntax read, references
// resolved, objects visited, content bytes scanned, font program steps) is charged here, and the file is refused
// once its allowance is spent. The allowance grows with the file's size and with the bytes its streams decode to
// (themselves capped, limits.ts), so whatever shape a file takes, the preflight's own time stays proportional to
// the file it was given.
import { LIMITS } from "./limits.ts";
import { PdfTooComplex } from "./refusal.ts";

export class Work {
  used = 0;
  allowance: number;
  constructor(fileBytes: number) {
    this.allowance = LIMITS.workBase + LIMITS.workPerByte * fileBytes;
  }
  /** Decoded stream bytes: the scans of them are paid for by them (each stream is decoded once). */
  grant(decodedBytes: number): void {
    this.allowance += LIMITS.workPerDecodedByte * decodedBytes;
  }
  spend(units: number): void {
    this.used += units;
    if (this.used > this.allowance) throw new PdfTooComplex("work");
  }
}
