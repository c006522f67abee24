// "Check this" marks: the fields the parser was unsure of (the upload answer's `review`) and the structural
// doubts the record itself raises (doubts.ts). The parser's marks are kept in this browser with the profile
// version they belong to, so they survive a reload; they follow the data through moves and go when their
// field changes (marks.ts). A mark the person says "Looks right" to is dismissed: a parser mark is dropped, a
// doubt is remembered by its reason and the value it is about, so it comes back only if that value changes.
// A profile changed elsewhere (another version) drops them: they may no longer point at the same fields.
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
  dismissed?: string[];
}

export interface KeptMarks {
  review: ReviewMark[];
  /** Dismissed doubts, by dismissKey. */
  dismissed: string[];
}

const isMark = (m: unknown): m is ReviewMark =>
  typeof m === "object" && m !== null && typeof (m as ReviewMark).path === "string" && typeof (m as ReviewMark).reason === "string";

export function readMarks(userId: string, version: number): KeptMarks {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY(userId)) ?? "null") as Partial<Stored> | null;
    if (!raw || raw.version !== version || !Array.isArray(raw.review)) return { review: [], dismissed: [] };
    const dismissed = Array.isArray(raw.dismissed) ? raw.dismissed.filter((d): d is string => typeof d === "string") : [];
    return { review: raw.review.filter(isMark), dismissed };
  } catch {
    return { review: [], dismissed: [] };
  }
}

export function writeMarks(userId: string, version: number, kept: KeptMarks): void {
  try {
    if (kept.review.length === 0 && kept.dismissed.length === 0) localStorage.removeItem(KEY(userId));
    else localStorage.setItem(KEY(userId), JSON.stringify({ version, review: kept.review, dismissed: kept.dismissed } satisfies Stored));
  } catch {
    /* storage unavailable: the marks last until the page is left */
  }
}

/** Forgets the user's marks in this browser (their account was deleted). */
export function forgetMarks(userId: string): void {
  try {
    localStorage.removeItem(KEY(userId));
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

export const marksOf = (review: readonly ReviewMark[], card: CardKey) =>
  review.filter((m) => m.path === CARD_PATHS[card] || m.path.startsWith(`${CARD_PATHS[card]}.`));

/** How a dismissed doubt is remembered: its reason and the value it is about. */
export const dismissKey = (m: ReviewMark, value: unknown) => `${m.reason}|${JSON.stringify(value ?? null)}`;

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
  link: "link",
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
  const tail = path.slice(CARD_PATHS[card].length + 1);
  // A section name may hold dots; only a final number is an item of it.
  if (card === "additional") return tail.replace(/\.(\d+)$/, (_, n: string) => `, item ${Number(n) + 1}`) || "this card";
  const rest = tail.split(".").filter(Boolean);
  const parts: string[] = [];
  for (const [i, p] of rest.entries()) {
    const n = Number(p) + 1;
    if (!/^\d+$/.test(p)) {
      // "responsibilities.3" / "details.3" read as "line 4" / "detail 4".
      if ((p === "responsibilities" || p === "details") && /^\d+$/.test(rest[i + 1] ?? "")) continue;
      parts.push(FIELD_NAMES[p] ?? p);
    } else if (i === 0 && ENTRY_NAMES[card]) parts.push(`${ENTRY_NAMES[card]} ${n}`);
    else if (rest[i - 1] === "responsibilities") parts.push(`line ${n}`);
    else if (rest[i - 1] === "details") parts.push(`detail ${n}`);
    else parts.push(`item ${n}`);
  }
  return parts.join(", ") || "this card";
}

/** The marks of one card, shown under its heading, each with a "Looks right" to dismiss it. */
export function CheckMarks({
  marks,
  card,
  onDismiss,
}: {
  marks: readonly ReviewMark[];
  card: CardKey;
  onDismiss?: (m: ReviewMark) => void;
}) {
  if (marks.length === 0) return null;
  return (
    <ul className="check-marks" aria-label="Check these fields">
      {marks.map((m) => (
        <li key={`${m.path}:${m.reason}`} className="check-marks__item">
          <span>
            <span className="check-mark">Check this</span> <strong>{describePath(m.path, card)}</strong>: {m.reason}
          </span>
          {onDismiss ? (
            <button
              type="button"
              className="btn btn--link btn--sm check-marks__ok"
              aria-label={`Looks right: ${describePath(m.path, card)}`}
              onClick={() => onDismiss(m)}
            >
              Looks right
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
