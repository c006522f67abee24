// The job-match scorer as the SPA imports it (worker/tailor/match): pure and light, no engine code.
export {
  coverTerms,
  extractJobTerms,
  scoreCoverage,
  scoreText,
  type Choice,
  type JobTerm,
  type JobTerms,
  type MatchMode,
  type ResumeChoices,
} from "./match";
export {
  computeMatch,
  matchReport,
  requirementMap,
  resumeItems,
  resumeText,
  type Evidence,
  type EvidencePath,
  type MatchScore,
  type RequirementMap,
  type RequirementRow,
  type RequirementStatus,
} from "./requirement-map";
