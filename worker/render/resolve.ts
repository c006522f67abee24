// The generate_pdf body (editor shape, both versions of each item) → the plain record we print.
import {
  type EditorResume,
  type Education,
  PERSONAL_EXTRAS,
  type Responsibility,
  type SkillVersions,
  type StoredRecord,
} from "../shapes/resume";

const str = (v: unknown): string => (typeof v === "string" ? v : v === null || v === undefined ? "" : String(v));
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const filled = (s: string) => s.trim() !== "";
/** An entry's optional place and link, kept only when filled. */
const placeOf = (e: { location?: unknown; link?: unknown } | null | undefined, keys: ReadonlyArray<"location" | "link">) =>
  Object.fromEntries(
    keys.flatMap((k) => {
      const v = str(e?.[k]).trim();
      return v ? [[k, v]] : [];
    }),
  );
const strings = (v: unknown): string[] =>
  list<unknown>(v)
    .map(str)
    .map((s) => s.trim())
    .filter(filled);

/** The chosen text: the client sends the unchosen version empty, so the non-empty one wins (suggested first). */
function chosen(r: Responsibility | string | null | undefined): string {
  if (typeof r === "string") return r.trim();
  const suggested = str(r?.suggested).trim();
  return suggested || str(r?.current).trim();
}

function chosenList(v: SkillVersions | string[] | unknown): string[] {
  if (Array.isArray(v)) return strings(v);
  const versions = (v ?? {}) as Partial<SkillVersions>;
  const suggested = strings(versions.suggested);
  return suggested.length ? suggested : strings(versions.current);
}

/**
 * Each responsibility keeps its non-empty version (suggested if non-empty, else current), blank ones are
 * dropped; skills are the suggested list if non-empty, else the current one; Languages and any further
 * section are plain lists; education comes from experiences.education.
 */
export function resolveChosen(body: EditorResume): StoredRecord {
  const info = (body?.additional_information ?? {}) as Record<string, unknown>;
  const additional: Record<string, string[]> = {
    "Technical Skills": chosenList(info["Technical Skills"]),
    Languages: chosenList(info.Languages),
  };
  for (const [key, value] of Object.entries(info)) {
    if (key === "Technical Skills" || key === "Languages") continue;
    additional[key] = chosenList(value);
  }
  return {
    personal_info: {
      name: str(body?.personal_info?.name).trim(),
      phone: str(body?.personal_info?.phone).trim(),
      email: str(body?.personal_info?.email).trim(),
      ...Object.fromEntries(
        PERSONAL_EXTRAS.flatMap((k) => {
          const v = str(body?.personal_info?.[k]).trim();
          return v ? [[k, v]] : [];
        }),
      ),
    },
    experiences: {
      work_experiences: list<EditorResume["experiences"]["work_experiences"][number]>(body?.experiences?.work_experiences).map((x) => ({
        company: str(x?.company).trim(),
        title: str(x?.title).trim(),
        dates: str(x?.dates).trim(),
        ...placeOf(x, ["location", "link"]),
        responsibilities: list<Responsibility>(x?.responsibilities).map(chosen).filter(filled),
      })),
      projects: list<EditorResume["experiences"]["projects"][number]>(body?.experiences?.projects).map((p) => ({
        title: str(p?.title).trim(),
        ...placeOf(p, ["link"]),
        responsibilities: list<Responsibility>(p?.responsibilities).map(chosen).filter(filled),
      })),
    },
    education: list<Education>(body?.experiences?.education).map((e) => ({
      degree: str(e?.degree).trim(),
      institution: str(e?.institution).trim(),
      dates: str(e?.dates).trim(),
      ...placeOf(e, ["location", "link"]),
      details: strings(e?.details),
    })),
    additional_information: additional,
  };
}
