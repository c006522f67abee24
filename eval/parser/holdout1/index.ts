// All held-out resumes.
import { resumesA } from "./resumes-a.ts";
import { resumesB } from "./resumes-b.ts";
import { resumesC } from "./resumes-c.ts";
import type { HoldoutResume } from "./types.ts";

export const holdoutResumes: HoldoutResume[] = [...resumesA, ...resumesB, ...resumesC];
