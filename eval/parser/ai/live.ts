// `npm run eval:live`: the AI line reader, and the tailoring AI engine, against Workers AI through Cloudflare's REST
// API. Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN; without them it prints one line and exits 0 (CI never
// needs an account). On the real resumes (../shared/realworld, ../shared/realworld2, read in place) it prints
// parse:cv's score line for the line model, the AI reader alone and the two readers combined, then neurons per resume,
// latency and fallbacks by code; on the tailoring eval pairs, how often the AI engine answered, the guard violations
// of the results, neurons and latency (eval/parser/ai/live-run.ts).
//   --sets a,b        sets to read (realworld, realworld2 by default; corpus, holdout1–3 also work)
//   --limit N         the first N resumes of each set
//   --pairs N         the first N tailoring pairs (all by default); --no-tailor skips them
//   --model M         the reader's model (PARSE_AI_MODEL, else the product default); AI_MODEL for the tailoring engine
//   --timeout-ms T    the reader's time budget (10 s, as in production)
//   --write-table     write the AI reader's per-group figures into worker/parse/readers/held-back.json (real sets only)
//   CLOUDFLARE_API_BASE overrides https://api.cloudflare.com/client/v4 (the tests' local stand-in)

export const SKIPPED = "eval:live skipped: no Cloudflare credentials";

const accountId = process.env.CLOUDFLARE_ACCOUNT_ID;
const token = process.env.CLOUDFLARE_API_TOKEN;
if (!accountId || !token) console.log(SKIPPED);
else {
  // Loaded only with credentials: the parser, the tailor and the eval data take seconds to load.
  const { runLive } = await import("./live-run.ts");
  await runLive(process.argv.slice(2), { accountId, token, base: process.env.CLOUDFLARE_API_BASE });
}
