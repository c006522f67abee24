// Rebuilds the third held-out corpus (sources → scripts/holdout3/src/, PDFs + ground truth →
// test/fixtures/resumes-holdout3/). Usage: npx tsx scripts/holdout3/build.ts [id-substring]
import { renderBlindSet } from "../holdout/render-blind-set.ts";
import { holdout3Resumes } from "./styles.ts";

renderBlindSet("holdout3", holdout3Resumes, process.argv[2]);
