// One job description, analysed once per tailoring request: its requirements (the match panel's and the
// editor's requirement map, the skills list, the AI prompt), its requirement lines and their wording (the
// local engine), its keyword pairs (the guards) and its role title. Everything downstream reads this object
// instead of the text, so no part of a request scans the posting again.

import { type JobWording, buildWording } from "../engines/rewrite/job-wording";
import { type JobKeywords, jobKeywords } from "../guards/job-keywords";
import { tokenize } from "../lexicon/text";
import { extractJobTerms, type JobTerms } from "../match/job-terms";
import { findRoleTitle } from "../match/role";

export interface JobAnalysis {
  /** The description as analysed. */
  description: string;
  /** The same, lower-cased (wording rules such as clients vs customers read it). */
  lower: string;
  /** The job's requirements, strongest first by weight (the requirement map's rows). */
  requirements: JobTerms;
  /** The requirement lines and their wording (rewrite/job-wording.ts). */
  wording: JobWording;
  /** The keyword rule's view of the job (guards/job-keywords.ts). */
  keywords: JobKeywords;
  /** Every word of the description, lower-cased, and the answers of pattern counts asked of it. */
  words: ReadonlySet<string>;
  counts: Map<string, number>;
  role: string;
}

let analyses = 0;
/** How many job analyses this module has made (the bench checks a request makes exactly one). */
export const jobAnalysisCount = () => analyses;

export function analyzeJob(description: string): JobAnalysis {
  analyses++;
  const requirements = extractJobTerms(description);
  const lower = description.toLowerCase();
  return {
    description,
    lower,
    requirements,
    wording: buildWording(description),
    keywords: jobKeywords(description, requirements),
    words: new Set(tokenize(lower).map((t) => t.low)),
    counts: new Map(),
    role: findRoleTitle(description),
  };
}

/** How often `re` matches the job text, asked once per job and pattern. */
export function jobCount(job: JobAnalysis, re: RegExp): number {
  const key = `${re.source}/${re.flags}`;
  let n = job.counts.get(key);
  if (n === undefined) {
    n = (job.lower.match(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)) ?? []).length;
    job.counts.set(key, n);
  }
  return n;
}
