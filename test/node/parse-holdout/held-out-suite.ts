// The shared shape of the blind held-out corpus checks: every file parses, the e-mail is always recovered, and
// field-level accuracy over the whole set stays at or above its floor.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type FileScore, scoreRecord, totals } from "../../../eval/parser/lib/score-lib.ts";
import { parseResume } from "../../../worker/parse/index.ts";
import type { StoredRecord } from "../../../worker/shapes/resume.ts";

export function heldOutSuite(title: string, dir: string, expected: { files: number; floor: number }): void {
  const names = readdirSync(dir);
  const ids = names
    .filter((f) => f.endsWith(".pdf"))
    .map((f) => f.replace(/\.pdf$/, ""))
    .sort();
  const scores: FileScore[] = [];

  describe(title, () => {
    it("has the whole corpus, each PDF with its ground truth", () => {
      expect(ids.length).toBe(expected.files);
      for (const id of ids) expect(names).toContain(`${id}.json`);
    });

    it.each(ids)("%s parses and yields the e-mail", async (id) => {
      const truth = JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")) as StoredRecord;
      const { record } = await parseResume(new Uint8Array(readFileSync(join(dir, `${id}.pdf`))));
      expect(record.personal_info.email.toLowerCase()).toBe(truth.personal_info.email.toLowerCase());
      scores.push(scoreRecord(id, truth, record));
    });

    it(`overall field accuracy stays at or above ${expected.floor}`, () => {
      expect(scores.length).toBe(ids.length);
      expect(totals(scores).overall.acc).toBeGreaterThanOrEqual(expected.floor);
    });
  });
}
