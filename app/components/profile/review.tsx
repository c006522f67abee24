// "Check this" marks: the fields the parser was unsure of (the upload answer's `review`). They are kept in
// this browser with the profile version they belong to, so they survive a reload, and a card's marks go
// away when the user saves that card (they have looked at it). A profile changed elsewhere (another
// version) drops them: they may no longer point at the same fields.
import type { ReviewMark } from "../../../worker/resume/routes";

export type { ReviewMark };

/** The cards of the profile screen, by the record path each one edits. */
export const CARD_PATHS = {
  personal: "personal_info",
  education: "education",
  work: "experiences.work_experiences",
  projects: "experiences.projects",
  additional: "additional_information",
} as const;
export type CardKey = keyof typeof CARD_PATHS;

const KEY = (userId: string) => `tailorcv.review.${userId}`;

interface Stored {
  version: number;
  review: ReviewMark[];
}

const isMark = (m: unknown): m is ReviewMark =>
  typeof m === "object" && m !== null && typeof (m as ReviewMark).path === "string" && typeof (m as ReviewMark).reason === "string";

export function readMarks(userId: string, version: number): ReviewMark[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY(userId)) ?? "null") as Partial<Stored> | null;
    if (!raw || raw.version !== version || !Array.isArray(raw.review)) return [];
    return raw.review.filter(isMark);
  } catch {
    return [];
  }
}

export function writeMarks(userId: string, version: number, review: ReviewMark[]): void {
  try {
    if (review.length === 0) localStorage.removeItem(KEY(userId));
    else localStorage.setItem(KEY(userId), JSON.stringify({ version, review } satisfies Stored));
  } catch {
    /* storage unavailable: the marks last until the page is left */
  }
}

export const marksOf = (review: readonly ReviewMark[], card: CardKey) =>
  review.filter((m) => m.path === CARD_PATHS[card] || m.path.startsWith(`${CARD_PATHS[card]}.`));

export const withoutCard = (review: readonly ReviewMark[], card: CardKey) => review.filter((m) => !marksOf([m], card).length);

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  phone: "phone",
  email: "e-mail",
  location: "location",
  linkedin: "LinkedIn",
  github: "GitHub",
  website: "website",
  summary: "summary",
  title: "title",
  company: "company",
  dates: "dates",
  degree: "degree",
  institution: "institution",
  details: "details",
  responsibilities: "responsibilities",
};

const ENTRY_NAMES: Record<CardKey, string> = {
  personal: "",
  education: "Education",
  work: "Job",
  projects: "Project",
  additional: "",
};

/** "Job 2, dates" for experiences.work_experiences.1.dates; "LinkedIn" for personal_info.linkedin. */
export function describePath(path: string, card: CardKey): string {
  const rest = path
    .slice(CARD_PATHS[card].length + 1)
    .split(".")
    .filter(Boolean);
  if (card === "additional") return rest[0] ?? "this card";
  const parts: string[] = [];
  for (const [i, p] of rest.entries()) {
    if (/^\d+$/.test(p)) parts.push(i === 0 && ENTRY_NAMES[card] ? `${ENTRY_NAMES[card]} ${Number(p) + 1}` : `item ${Number(p) + 1}`);
    else parts.push(FIELD_NAMES[p] ?? p);
  }
  return parts.join(", ") || "this card";
}

/** The marks of one card, shown under its heading. */
export function CheckMarks({ marks, card }: { marks: readonly ReviewMark[]; card: CardKey }) {
  if (marks.length === 0) return null;
  return (
    <ul className="check-marks" aria-label="Check these fields">
      {marks.map((m) => (
        <li key={`${m.path}:${m.reason}`}>
          <span className="check-mark">Check this</span> <strong>{describePath(m.path, card)}</strong>: {m.reason}
        </li>
      ))}
    </ul>
  );
}
