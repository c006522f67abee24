// The editor's state and its transitions (docs/requirements.md § States, editor mode): pure functions, so the
// screen stays thin and the rules are tested directly.
import { type EditorResume, type MatchReport, type Responsibility, readEditorResume } from "../../../worker/shapes/resume";

export type Mode = "current" | "suggested";
export type Group = "work" | "projects";

export interface EditorState {
  resume: EditorResume;
  /** modes[group][entry][responsibility]; default 'suggested'. */
  modes: Record<Group, Mode[][]>;
  /** Stable React keys of the responsibilities, kept in step with modes (deletes shift both). */
  ids: Record<Group, string[][]>;
  skills: Mode;
  roleApplied: string;
}

/** What the generator screen passes to /resume-editor in navigation state. */
export interface EditorNavState {
  resume: EditorResume;
  match?: MatchReport;
  role_applied?: string;
  job_description?: string;
  /** The editor's own state, written back into the history entry when leaving, so Back restores the edits. */
  saved?: EditorState;
}

/** Accepts the navigation state only when it looks like a tailoring result; fills what is missing. */
export function readNavState(state: unknown): EditorNavState | null {
  const s = state as Partial<EditorNavState> | null;
  const resume = readEditorResume(s?.resume);
  if (!resume) return null;
  return {
    resume,
    match: s?.match,
    role_applied: typeof s?.role_applied === "string" ? s.role_applied : undefined,
    job_description: typeof s?.job_description === "string" ? s.job_description : undefined,
    saved: isSavedState(s?.saved) ? s.saved : undefined,
  };
}

function isSavedState(v: unknown): v is EditorState {
  const s = v as EditorState | undefined;
  if (!s || typeof s !== "object" || !s.resume?.experiences || typeof s.roleApplied !== "string") return false;
  if (s.skills !== "current" && s.skills !== "suggested") return false;
  // Modes and keys must line up with the saved resume's items, or the saved state is ignored.
  const fits = (group: Group, entries: { responsibilities: unknown[] }[]) =>
    Array.isArray(s.modes?.[group]) &&
    Array.isArray(s.ids?.[group]) &&
    entries.every(
      (e, i) => s.modes[group][i]?.length === e.responsibilities.length && s.ids[group][i]?.length === e.responsibilities.length,
    );
  return (
    Array.isArray(s.resume.experiences.work_experiences) &&
    Array.isArray(s.resume.experiences.projects) &&
    fits("work", s.resume.experiences.work_experiences) &&
    fits("projects", s.resume.experiences.projects)
  );
}

export function initialState(nav: EditorNavState): EditorState {
  if (nav.saved) return nav.saved;
  const { work_experiences, projects } = nav.resume.experiences;
  return {
    resume: nav.resume,
    modes: {
      work: work_experiences.map((w) => w.responsibilities.map((): Mode => "suggested")),
      projects: projects.map((p) => p.responsibilities.map((): Mode => "suggested")),
    },
    ids: {
      work: work_experiences.map((w, i) => w.responsibilities.map((_, j) => `w${i}.${j}`)),
      projects: projects.map((p, i) => p.responsibilities.map((_, j) => `p${i}.${j}`)),
    },
    skills: "suggested",
    roleApplied: nav.role_applied ?? "General",
  };
}

/** docs/requirements.md § Input rules: typed as comma-separated text, split on ', ', blank entries dropped. */
export const splitList = (text: string): string[] =>
  text
    .split(", ")
    .map((s) => s.trim())
    .filter(Boolean);
export const joinList = (items: readonly string[]): string => items.join(", ");

const entriesOf = (resume: EditorResume, group: Group) =>
  group === "work" ? resume.experiences.work_experiences : resume.experiences.projects;

function withEntries(resume: EditorResume, group: Group, entries: EditorResume["experiences"]["projects"]): EditorResume {
  const key = group === "work" ? "work_experiences" : "projects";
  return { ...resume, experiences: { ...resume.experiences, [key]: entries } };
}

export type Action =
  | { type: "toggle"; group: Group; entry: number; index: number }
  | { type: "editResponsibility"; group: Group; entry: number; index: number; text: string }
  | { type: "deleteResponsibility"; group: Group; entry: number; index: number }
  | { type: "editEntry"; group: Group; entry: number; field: "title" | "company" | "dates"; value: string }
  | { type: "toggleSkills" }
  | { type: "editSkills"; items: string[] }
  | { type: "editPersonal"; field: "name" | "phone" | "email"; value: string }
  | { type: "editEducation"; entry: number; field: "degree" | "institution" | "dates"; value: string }
  | { type: "editEducationDetails"; entry: number; items: string[] }
  | { type: "editSection"; section: string; items: string[] }
  | { type: "editRole"; value: string };

export function reducer(state: EditorState, action: Action): EditorState {
  const { resume } = state;
  switch (action.type) {
    case "toggle": {
      const modes = state.modes[action.group].map((m, i) =>
        i === action.entry ? m.map((x, j) => (j === action.index ? (x === "suggested" ? "current" : "suggested") : x)) : m,
      );
      return { ...state, modes: { ...state.modes, [action.group]: modes } };
    }
    case "editResponsibility": {
      // Editing changes whichever version the toggle currently shows.
      const mode = state.modes[action.group][action.entry]?.[action.index] ?? "suggested";
      const entries = entriesOf(resume, action.group).map((e, i) =>
        i === action.entry
          ? { ...e, responsibilities: e.responsibilities.map((r, j) => (j === action.index ? { ...r, [mode]: action.text } : r)) }
          : e,
      );
      return { ...state, resume: withEntries(resume, action.group, entries) };
    }
    case "deleteResponsibility": {
      // Removing item k shifts the modes of the later items in the same entry down by one.
      const entries = entriesOf(resume, action.group).map((e, i) =>
        i === action.entry ? { ...e, responsibilities: e.responsibilities.filter((_, j) => j !== action.index) } : e,
      );
      const drop = <T>(lists: T[][]) => lists.map((m, i) => (i === action.entry ? m.filter((_, j) => j !== action.index) : m));
      return {
        ...state,
        resume: withEntries(resume, action.group, entries),
        modes: { ...state.modes, [action.group]: drop(state.modes[action.group]) },
        ids: { ...state.ids, [action.group]: drop(state.ids[action.group]) },
      };
    }
    case "editEntry": {
      const entries = entriesOf(resume, action.group).map((e, i) => (i === action.entry ? { ...e, [action.field]: action.value } : e));
      return { ...state, resume: withEntries(resume, action.group, entries) };
    }
    case "toggleSkills":
      return { ...state, skills: state.skills === "suggested" ? "current" : "suggested" };
    case "editSkills": {
      const skills = resume.additional_information["Technical Skills"];
      return {
        ...state,
        resume: {
          ...resume,
          additional_information: { ...resume.additional_information, "Technical Skills": { ...skills, [state.skills]: action.items } },
        },
      };
    }
    case "editPersonal":
      return { ...state, resume: { ...resume, personal_info: { ...resume.personal_info, [action.field]: action.value } } };
    case "editEducation":
    case "editEducationDetails": {
      const education = resume.experiences.education.map((e, i) =>
        i !== action.entry ? e : action.type === "editEducation" ? { ...e, [action.field]: action.value } : { ...e, details: action.items },
      );
      return { ...state, resume: { ...resume, experiences: { ...resume.experiences, education } } };
    }
    case "editSection":
      return {
        ...state,
        resume: { ...resume, additional_information: { ...resume.additional_information, [action.section]: action.items } },
      };
    case "editRole":
      return { ...state, roleApplied: action.value };
  }
}

/**
 * docs/requirements.md § States, Generate PDF: each responsibility keeps only its chosen version, the other is sent as '';
 * for skills the unchosen list is sent empty.
 */
export function chosenResume(state: EditorState): EditorResume {
  const { resume, modes } = state;
  const keep =
    (group: Group, entry: number) =>
    (r: Responsibility, j: number): Responsibility =>
      (modes[group][entry]?.[j] ?? "suggested") === "suggested"
        ? { current: "", suggested: r.suggested }
        : { current: r.current, suggested: "" };
  const skills = resume.additional_information["Technical Skills"];
  return {
    ...resume,
    experiences: {
      ...resume.experiences,
      work_experiences: resume.experiences.work_experiences.map((w, i) => ({
        ...w,
        responsibilities: w.responsibilities.map(keep("work", i)),
      })),
      projects: resume.experiences.projects.map((p, i) => ({ ...p, responsibilities: p.responsibilities.map(keep("projects", i)) })),
    },
    additional_information: {
      ...resume.additional_information,
      "Technical Skills":
        state.skills === "suggested" ? { current: [], suggested: skills.suggested } : { current: skills.current, suggested: [] },
    },
  };
}

/** Further sections (beyond Technical Skills and Languages), in the order the result carries them. */
export function extraSections(resume: EditorResume): string[] {
  return Object.keys(resume.additional_information).filter((k) => k !== "Technical Skills" && k !== "Languages");
}
