// Regression check on the 30 real resumes kept outside the repository (eval/parser/lib/realworld-dir.ts; their PDFs
// and text are never copied in). Parsed in-process and scored with the set's own rules (eval/parser/lib/realworld-rules.ts, a
// port of its scorer). Floors: see eval/parser/RESULTS.md. These files
// were looked at while the parser was tuned, so the figures are tuned ones, not a blind measure.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ABSENT_NOTE, REALWORLD_DIR, realworldPresent } from "../../../eval/parser/lib/realworld-dir.ts";
import { GROUPS, type Group, scoreResume, summarise, zeroResume } from "../../../eval/parser/lib/realworld-rules.ts";
import { parseResume } from "../../../worker/parse/index.ts";

const FLOOR_OVERALL = 0.914;
const FLOORS: Record<Group, number> = { contact: 0.97, work: 0.914, projects: 0.933, education: 0.905, skills: 0.851 };

describe("real resumes (the set outside the repository)", () => {
  if (!realworldPresent()) {
    it.skip(ABSENT_NOTE, () => {});
    return;
  }
  const files = readdirSync(path.join(REALWORLD_DIR, "pdfs"))
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  const results: ReturnType<typeof zeroResume>[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    for (const f of files) {
      const truth: unknown = JSON.parse(readFileSync(path.join(REALWORLD_DIR, "truth", f.replace(/\.pdf$/, ".json")), "utf8"));
      try {
        const { record } = await parseResume(new Uint8Array(readFileSync(path.join(REALWORLD_DIR, "pdfs", f))));
        results.push(scoreResume(truth, record));
      } catch (err) {
        failed.push(`${f}: ${(err as Error).message}`);
        results.push(zeroResume(truth));
      }
    }
  }, 180_000);

  it("reads all 30 files without a refusal or an error", () => {
    expect(files).toHaveLength(30);
    expect(failed).toEqual([]);
  });

  it(`overall stays at or above ${FLOOR_OVERALL}`, () => {
    expect(summarise(results).overall).toBeGreaterThanOrEqual(FLOOR_OVERALL);
  });

  it.each(GROUPS)("%s stays at or above its floor", (g) => {
    expect(summarise(results).groups[g]).toBeGreaterThanOrEqual(FLOORS[g]);
  });
});
