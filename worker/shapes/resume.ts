// The two resume shapes of SPEC section 3, shared by the pure cores (parse, tailor, render),
// the routes and the SPA. Plain data only.

export interface PersonalInfo {
  name: string;
  phone: string;
  email: string;
  /** Optional extras a resume header usually carries; absent or "" when not printed. */
  location?: string;
  linkedin?: string;
  github?: string;
  website?: string;
  /** The summary / profile / objective paragraph, as one string. */
  summary?: string;
}

/** The optional personal-info fields, in the order a resume header prints them. */
export const PERSONAL_EXTRAS = ["location", "linkedin", "github", "website", "summary"] as const;

export interface WorkExperience {
  company: string;
  title: string;
  dates: string;
  responsibilities: string[];
}

export interface Project {
  title: string;
  responsibilities: string[];
}

export interface Education {
  degree: string;
  institution: string;
  dates: string;
  details: string[];
}

/** The stored resume record (table resumeUploaded, column experiences). */
export interface StoredRecord {
  personal_info: PersonalInfo;
  experiences: {
    work_experiences: WorkExperience[];
    projects: Project[];
  };
  education: Education[];
  /** Section name → items, e.g. 'Technical Skills', 'Languages', 'Certifications'. */
  additional_information: Record<string, string[]>;
}

/** One responsibility in the editor: both versions are kept until the user chooses. */
export interface Responsibility {
  current: string;
  suggested: string;
}

export interface EditorWorkExperience {
  title: string;
  company: string;
  dates: string;
  responsibilities: Responsibility[];
}

export interface EditorProject {
  title: string;
  responsibilities: Responsibility[];
}

export interface SkillVersions {
  current: string[];
  suggested: string[];
}

/**
 * The resume in the editor (navigation state) and the generate_pdf body. 'Technical Skills' holds both
 * versions, Languages is a plain list; any other key is a further string-list section carried through.
 */
export interface EditorResume {
  personal_info: PersonalInfo;
  experiences: {
    work_experiences: EditorWorkExperience[];
    projects: EditorProject[];
    education: Education[];
  };
  additional_information: {
    "Technical Skills": SkillVersions;
    Languages: string[];
    [section: string]: SkillVersions | string[];
  };
}

/** Job-match figures of a tailoring result (0–100 coverage of the job's key terms). */
export interface MatchReport {
  before: number;
  after: number;
  matched_keywords: string[];
  missing_keywords: string[];
}

export const emptyRecord = (): StoredRecord => ({
  personal_info: { name: "", phone: "", email: "" },
  experiences: { work_experiences: [], projects: [] },
  education: [],
  additional_information: {},
});
