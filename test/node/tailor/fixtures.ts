// The tailoring fixtures (profiles and job descriptions under eval/tailor), and a builder of invented profiles.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StoredRecord } from "../../../worker/shapes/resume";

const root = path.join(import.meta.dirname, "../../../eval/tailor");

export const loadProfile = (name: string): StoredRecord =>
  JSON.parse(readFileSync(path.join(root, "profiles", `${name}.json`), "utf8")) as StoredRecord;

export const loadJob = (name: string): string => readFileSync(path.join(root, "jobs", `${name}.txt`), "utf8");

export const pairs: Array<{ profile: string; job: string }> = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8"));

/** An invented one-job profile: the bullets under one analyst role, and an optional skills list. */
export const oneJobProfile = (bullets: string[], skills: string[] = []): StoredRecord =>
  ({
    personal_info: { name: "Sam Doe" },
    experiences: {
      work_experiences: [{ company: "Harbor Labs", title: "Analyst", dates: "2019 - 2022", responsibilities: bullets }],
      projects: [],
    },
    education: [],
    additional_information: skills.length ? { "Technical Skills": skills } : {},
  }) as unknown as StoredRecord;
