// The second held-out corpus: 15 fictional resumes, five per rendering tool.
import { chromiumResumes } from "./resumes-chromium.ts";
import { latexResumes } from "./resumes-latex.ts";
import { sofficeResumes } from "./resumes-soffice.ts";
import type { Holdout2Resume } from "./types.ts";

export const holdout2Resumes: Holdout2Resume[] = [...chromiumResumes, ...sofficeResumes, ...latexResumes];
