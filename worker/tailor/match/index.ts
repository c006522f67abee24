// The job-match scorer as the SPA imports it (worker/tailor/match): pure and light, no engine code.
export {
  computeMatch,
  coverTerms,
  extractJobTerms,
  matchReport,
  resumeText,
  scoreCoverage,
  scoreText,
  type Choice,
  type JobTerm,
  type JobTerms,
  type MatchMode,
  type MatchScore,
  type ResumeChoices,
} from "./match";
