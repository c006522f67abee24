// The generator screen's user-facing texts (docs/requirements.md § Screens and § Error texts), in one place so tests and screen agree.
export const TEXT = {
  heading: "Generate a Resume for Every Job Application",
  label: "Paste the job description below to craft your tailored resume",
  generate: "Generate",
  checking: "Checking for existing resumes...",
  generating: "Generating your resume...",
  profileMissing: "Please update your Profile information first.",
  generateFailed: "Failed to generate Resume. Please contact us for help.",
  checkFailed: "Failed to check for existing resumes.",
  limited: "You can only generate one resume.",
  feedbackHeading: "We'd Love to Hear Your Thoughts!",
  feedbackPlaceholder: "Type your feedback here...",
  feedbackSubmit: "Submit Feedback",
  feedbackThanks: "Thank you for your feedback!",
  feedbackFailed: "Failed to send feedback. Please try again later.",
  usage: (used: number, limit: number) => `${Math.min(used, limit)} of ${limit} free resumes used`,
  noProfileHeading: "First, add your profile",
  noProfileText:
    "The generator tailors your profile to a job description, and your profile is still empty. Upload your resume on the Profile page; it takes a few seconds.",
  noProfileCta: "Go to your profile",
  limitedLead: (limit: number) => `You've used your ${limit} free resumes, so the generator is paused.`,
  limitedCta: "See the plans",
} as const;

/** Mirrors the Worker's bound (the tailor's MAX_JOB_DESCRIPTION_CHARS): the screen warns before sending. */
export const JOB_DESCRIPTION_MAX_CHARS = 20_000;
/** Mirrors the Worker's feedback bound. */
export const FEEDBACK_MAX_CHARS = 5_000;
