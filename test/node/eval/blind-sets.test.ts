// The tailoring blind sets (eval/tailor/<set>/) are data the shared tools read: a set whose pairs name a
// posting without a source or without five top requirements would fail only at its first run, which can be
// taken once. The conversion to text is checked on invented postings.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const evalDir = path.join(import.meta.dirname, "../../../eval/tailor");
const sets = readdirSync(evalDir).filter((d) => existsSync(path.join(evalDir, d, "sources.tsv")));

interface Pair {
  id: string;
  resume: string;
  posting: string;
}

describe.each(sets)("blind set %s", (set) => {
  const dir = path.join(evalDir, set);
  const rows = readFileSync(path.join(dir, "sources.tsv"), "utf8")
    .split("\n")
    .slice(1)
    .filter((r) => r.trim())
    .map((r) => r.split("\t"));
  const pairs = (JSON.parse(readFileSync(path.join(dir, "pairs.json"), "utf8")) as { pairs: Pair[] }).pairs;
  const postings = (
    JSON.parse(readFileSync(path.join(dir, "postings.json"), "utf8")) as {
      postings: Record<string, { top5: string[]; requirements: string[] }>;
    }
  ).postings;

  it("names each posting's repository, commit and path, with line ranges that read as from-to", () => {
    for (const [stem, repo, commit, file, , lines] of rows) {
      expect(stem).toMatch(/^[a-z0-9-]+$/);
      expect(repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(commit).toMatch(/^[0-9a-f]{40}$/);
      expect(file).toBeTruthy();
      if (lines) expect(lines).toMatch(/^\d+-\d+(,\d+-\d+)*$/);
    }
  });

  it("gives every pair a posting with a source and five top requirements, every form non-empty", () => {
    const stems = new Set(rows.map((r) => r[0]));
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
    for (const pair of pairs) {
      expect(stems.has(pair.posting), pair.posting).toBe(true);
      const posting = postings[pair.posting];
      expect(posting, pair.posting).toBeDefined();
      expect(posting?.top5).toHaveLength(5);
      expect(posting?.requirements.length).toBeGreaterThan(0);
      for (const q of [...(posting?.top5 ?? []), ...(posting?.requirements ?? [])])
        expect(
          q.split("|").every((form) => form.trim() === form && form.length > 0),
          q,
        ).toBe(true);
    }
  });
});

const toText = (src: string, cutAt = "") =>
  spawnSync("node", [path.join(evalDir, "blind/to-text.mjs"), cutAt], { input: src, encoding: "utf8" }).stdout;

describe("to-text.mjs turns a stored posting into the text a person pastes", () => {
  it("puts the front matter's title first and drops link targets and attribute lists", () => {
    const out = toText(
      '---\ntitle: Widget Tuner\nlayout: job\n---\n## Duties\n* Tune widgets\n\nApply via [our form](https://example.test){target="_blank"}.\n',
    );
    expect(out).toBe("Widget Tuner\n\nDuties\n- Tune widgets\n\nApply via our form.\n");
  });

  it("ends before the line that holds the cut text", () => {
    expect(toText("Widget Tuner\n\nTune widgets.\n\n## CLICK TO [APPLY](https://example.test)\n", "## CLICK TO")).toBe(
      "Widget Tuner\n\nTune widgets.\n",
    );
  });
});
