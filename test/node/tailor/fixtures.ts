// Loads the tailoring fixtures (profiles and job descriptions under eval/tailor).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StoredRecord } from "../../../worker/shapes/resume";

const root = path.join(import.meta.dirname, "../../../eval/tailor");

export const loadProfile = (name: string): StoredRecord =>
  JSON.parse(readFileSync(path.join(root, "profiles", `${name}.json`), "utf8")) as StoredRecord;

export const loadJob = (name: string): string => readFileSync(path.join(root, "jobs", `${name}.txt`), "utf8");

export const pairs: Array<{ profile: string; job: string }> = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8"));
