// Rebuilds the second held-out corpus (sources → eval/parser/holdout2/src/, PDFs + ground truth →
// test/fixtures/resumes-holdout2/). Usage: npx tsx eval/parser/holdout2/build.ts [id-substring]
import { renderBlindSet } from "../lib/render-blind-set.ts";
import { holdout2Resumes } from "./index.ts";

renderBlindSet("holdout2", holdout2Resumes, process.argv[2]);
