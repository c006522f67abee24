// Rebuilds the third held-out corpus (sources → eval/parser/holdout3/src/, PDFs + ground truth →
// test/fixtures/resumes-holdout3/). Usage: npx tsx eval/parser/holdout3/build.ts [id-substring]
import { renderBlindSet } from "../lib/render-blind-set.ts";
import { holdout3Resumes } from "./styles.ts";

renderBlindSet("holdout3", holdout3Resumes, process.argv[2]);
