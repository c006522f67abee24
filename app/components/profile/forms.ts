// The edit forms of Personal Information and Additional Information, as data: what a form shows for the
// stored value and what a submitted form stores. Like entries.ts, a field the person did not change keeps its
// stored value exactly, so saving a form without edits stores what was there.
import type { PersonalInfo, StoredRecord } from "../../../worker/shapes/resume";
import { COMMA, editList, joinCommaList } from "./text";

export type PersonalExtra = "location" | "linkedin" | "github" | "website" | "summary";
export type PersonalDraft = Record<"name" | "phone" | "email" | PersonalExtra, string>;

export const PERSONAL_EXTRAS: ReadonlyArray<[PersonalExtra, string]> = [
  ["location", "Location"],
  ["linkedin", "LinkedIn"],
  ["github", "GitHub"],
  ["website", "Website"],
  ["summary", "Summary"],
];
const PERSONAL_KEYS = ["name", "phone", "email", ...PERSONAL_EXTRAS.map(([k]) => k)] as const;

export const personalToDraft = (info: PersonalInfo): PersonalDraft => ({
  name: info.name,
  phone: info.phone,
  email: info.email,
  location: info.location ?? "",
  linkedin: info.linkedin ?? "",
  github: info.github ?? "",
  website: info.website ?? "",
  summary: info.summary ?? "",
});

/** The draft as stored: changed fields trimmed, an optional one left empty not stored, the rest as they were. */
export function personalFromDraft(d: PersonalDraft, original?: PersonalInfo): PersonalInfo {
  const shown = original ? personalToDraft(original) : undefined;
  const info: Record<string, string | undefined> = { ...(original ?? { name: "", phone: "", email: "" }) };
  for (const key of PERSONAL_KEYS) {
    if (shown && d[key] === shown[key]) continue;
    const v = d[key].trim();
    if (v || key === "name" || key === "phone" || key === "email") info[key] = v;
    else delete info[key];
  }
  return info as PersonalInfo;
}

/** An additional-information list as the card edits it. */
export type Section = { name: string; items: string[] };
export type SectionDraft = { name: string; items: string };

export const toSections = (info: Record<string, string[]>): Section[] => Object.entries(info).map(([name, items]) => ({ name, items }));

/** Back to the record's map; a section renamed onto another's name keeps both lists' items; no name is "Other". */
export function fromSections(sections: readonly Section[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of sections) {
    const name = s.name || "Other";
    out[name] = [...(out[name] ?? []), ...s.items];
  }
  return out;
}

export const sectionToDraft = (s: Section): SectionDraft => ({ name: s.name, items: joinCommaList(s.items) });

export const sectionFromDraft = (d: SectionDraft, original?: Section): Section => ({
  name: original && d.name === original.name ? original.name : d.name.trim(),
  items: editList(original?.items ?? [], COMMA, d.items),
});

/** How each card's save replaces its part of the record. */
export const withPersonal = (r: StoredRecord, personal_info: PersonalInfo): StoredRecord => ({ ...r, personal_info });
export const withAdditional = (r: StoredRecord, additional_information: Record<string, string[]>): StoredRecord => ({
  ...r,
  additional_information,
});
