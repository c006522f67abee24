// `npm run eval:live` end to end: without credentials it prints one line and exits 0; with them it runs the AI
// reader and the tailoring engine through the REST API, here a local stand-in (test/fakes/workers-ai-rest.ts), and
// prints the score tables, neurons per resume and latency.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startWorkersAiStandIn } from "../../fakes/workers-ai-rest.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function runLive(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = { ...process.env };
  delete clean.CLOUDFLARE_ACCOUNT_ID;
  delete clean.CLOUDFLARE_API_TOKEN;
  delete clean.CLOUDFLARE_API_BASE;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["eval/parser/ai/live.ts", ...args], { cwd: root, env: { ...clean, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run eval:live", () => {
  it("without credentials prints exactly one line and exits 0", async () => {
    const out = await runLive([], {});
    expect(out).toMatchObject({ code: 0, stdout: "eval:live skipped: no Cloudflare credentials\n" });
  });

  it("with credentials reads resumes and tailors pairs through the REST API (a local stand-in) and prints the tables", async () => {
    const standIn = await startWorkersAiStandIn("test-token");
    try {
      const out = await runLive(["--sets", "corpus", "--limit", "3", "--pairs", "2"], {
        CLOUDFLARE_ACCOUNT_ID: "acct-123",
        CLOUDFLARE_API_TOKEN: "test-token",
        CLOUDFLARE_API_BASE: standIn.url,
      });
      expect(out.stderr).toBe("");
      expect(out.code).toBe(0);
      const lines = out.stdout.trim().split("\n");
      const score = /: \d\.\d{3} over 3 resumes \(contact [\d.-]+, work [\d.-]+, projects [\d.-]+, education [\d.-]+, skills [\d.-]+\)/;
      expect(lines[0]).toBe("AI line reader, model @cf/meta/llama-3.3-70b-instruct-fp8-fast, 3 resumes");
      expect(lines[1]).toMatch(new RegExp(`^corpus line model \\(committed weights\\)${score.source}$`));
      expect(lines[2]).toMatch(new RegExp(`^corpus workers-ai alone${score.source}; answers used 3/3, fallbacks: none$`));
      expect(lines[3]).toMatch(new RegExp(`^corpus two readers \\(as uploads run\\)${score.source}$`));
      expect(lines[4]).toMatch(
        /^corpus neurons per resume: mean [1-9][\d.]*, median [\d.]+, max [\d.]+ \(3 answers with usage\); about \d+ resumes per free daily allocation$/,
      );
      expect(lines[5]).toMatch(/^corpus latency: median \d+ ms, p90 \d+ ms$/);
      expect(lines[6]).toMatch(/^tailoring, model \S+: 2 pairs, workers-ai answered 0, fell back 2; guard violations \d+;/);
      const reader = standIn.requests.filter((r) => r.body.messages?.some((m) => m.content.includes("<resume_lines>")));
      expect(reader).toHaveLength(3);
      for (const r of standIn.requests) {
        expect(r.authorization).toBe("Bearer test-token");
        expect(r.path).toMatch(/^\/client\/v4\/accounts\/acct-123\/ai\/run\/@cf\//);
      }
      expect(reader[0]!.body).toMatchObject({ response_format: { type: "json_schema" }, max_tokens: expect.any(Number) });
    } finally {
      await standIn.close();
    }
  }, 120_000);
});
