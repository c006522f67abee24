// The editor's state and its transitions (docs/requirements.md § States, editor mode): pure functions, so the
// screen stays thin and the rules are tested directly.
import type { HeadingLanguage } from "../../../worker/render/headings";
import type { DesignId, PageSize } from "../../../worker/render/theme";
import type { EditorChoices } from "../../../worker/shapes/choices";
import { type EditorResume, type MatchReport, type Responsibility, readEditorResume } from "../../../worker/shapes/resume";
import type { JobTerms } from "../../../worker/tailor/match";

export type Mode = "current" | "suggested";
export type Group = "work" | "projects";
export type PersonalField = "name" | "phone" | "email" | "location" | "linkedin" | "github" | "website" | "summary";

/** The last deleted responsibility, kept so one Undo can put it back where it was. */
export interface Deleted {
  group: Group;
  entry: number;
  index: number;
  item: Responsibility;
  mode: Mode;
  id: string;
}

export interface EditorState {
  resume: EditorResume;
  /** modes[group][entry][responsibility]; default 'suggested'. */
  modes: Record<Group, Mode[][]>;
  /** Stable React keys of the responsibilities, kept in step with modes (deletes shift both). */
  ids: Record<Group, string[][]>;
  skills: Mode;
  roleApplied: string;
  /** The last deletion, until it is undone or another one replaces it. */
  deleted?: Deleted | null;
  /** Counter for the keys of added responsibilities. */
  seq?: number;
  /** How the resume is printed, as far as the user chose it (the rest follows their last design and locale). */
  print?: PrintChoice;
}

/** The user's own choices of design, page size and headings' language; unset ones take their defaults. */
export interface PrintChoice {
  design?: DesignId;
  pageSize?: PageSize;
  /** Null: the language the resume is written in (chosen explicitly as "Automatic"). */
  language?: HeadingLanguage | null;
}

/** What the generator screen passes to /resume-editor in navigation state. */
export interface EditorNavState {
  resume: EditorResume;
  match?: MatchReport;
  /** The job's requirements as the server analysed them (the requirement map is computed from them). */
  requirements?: JobTerms;
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
    requirements: isRequirements(s?.requirements) ? s.requirements : undefined,
    role_applied: typeof s?.role_applied === "string" ? s.role_applied : undefined,
    job_description: typeof s?.job_description === "string" ? s.job_description : undefined,
    saved: isSavedState(s?.saved) ? s.saved : undefined,
  };
}

/** A requirement list as the generate answer carries it (anything else is left out, and the editor reads the job itself). */
export function isRequirements(v: unknown): v is JobTerms {
  const r = v as JobTerms | undefined;
  return (
    !!r &&
    typeof r.totalWeight === "number" &&
    Array.isArray(r.terms) &&
    r.terms.every(
      (t) => t && typeof t.key === "string" && typeof t.label === "string" && typeof t.weight === "number" && Array.isArray(t.literals),
    )
  );
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
  | { type: "undoDelete" }
  | { type: "addResponsibility"; group: Group; entry: number }
  | { type: "moveResponsibility"; group: Group; entry: number; index: number; to: number }
  | { type: "editEntry"; group: Group; entry: number; field: "title" | "company" | "dates" | "location" | "link"; value: string }
  | { type: "setPrint"; print: PrintChoice }
  | { type: "toggleSkills" }
  | { type: "editSkills"; items: string[] }
  | { type: "editPersonal"; field: PersonalField; value: string }
  | { type: "editEducation"; entry: number; field: "degree" | "institution" | "dates" | "location" | "link"; value: string }
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
      const item = entriesOf(resume, action.group)[action.entry]?.responsibilities[action.index];
      if (!item) return state;
      const deleted: Deleted = {
        group: action.group,
        entry: action.entry,
        index: action.index,
        item,
        mode: state.modes[action.group][action.entry]?.[action.index] ?? "suggested",
        id: state.ids[action.group][action.entry]?.[action.index] ?? `d${action.entry}.${action.index}`,
      };
      return {
        ...state,
        resume: withEntries(resume, action.group, entries),
        modes: { ...state.modes, [action.group]: drop(state.modes[action.group]) },
        ids: { ...state.ids, [action.group]: drop(state.ids[action.group]) },
        deleted,
      };
    }
    case "undoDelete": {
      const d = state.deleted;
      if (!d) return state;
      const put = <T>(lists: T[][], value: T) =>
        lists.map((m, i) => (i === d.entry ? [...m.slice(0, d.index), value, ...m.slice(d.index)] : m));
      const entries = entriesOf(resume, d.group).map((e, i) =>
        i === d.entry ? { ...e, responsibilities: put([e.responsibilities], d.item)[0]! } : e,
      );
      return {
        ...state,
        resume: withEntries(resume, d.group, entries),
        modes: { ...state.modes, [d.group]: put(state.modes[d.group], d.mode) },
        ids: { ...state.ids, [d.group]: put(state.ids[d.group], d.id) },
        deleted: null,
      };
    }
    case "addResponsibility": {
      // A new item is the user's own text: it starts as the current version, with no suggestion.
      const seq = (state.seq ?? 0) + 1;
      const add = <T>(lists: T[][], value: T) => lists.map((m, i) => (i === action.entry ? [...m, value] : m));
      const entries = entriesOf(resume, action.group).map((e, i) =>
        i === action.entry ? { ...e, responsibilities: [...e.responsibilities, { current: "", suggested: "" }] } : e,
      );
      return {
        ...state,
        resume: withEntries(resume, action.group, entries),
        modes: { ...state.modes, [action.group]: add(state.modes[action.group], "current" as Mode) },
        ids: { ...state.ids, [action.group]: add(state.ids[action.group], `n${seq}`) },
        seq,
      };
    }
    case "moveResponsibility": {
      const count = entriesOf(resume, action.group)[action.entry]?.responsibilities.length ?? 0;
      if (action.to < 0 || action.to >= count || action.to === action.index) return state;
      const move = <T>(list: T[]) => {
        const next = [...list];
        const [moved] = next.splice(action.index, 1);
        next.splice(action.to, 0, moved as T);
        return next;
      };
      const entries = entriesOf(resume, action.group).map((e, i) =>
        i === action.entry ? { ...e, responsibilities: move(e.responsibilities) } : e,
      );
      const moveIn = <T>(lists: T[][]) => lists.map((m, i) => (i === action.entry ? move(m) : m));
      return {
        ...state,
        resume: withEntries(resume, action.group, entries),
        modes: { ...state.modes, [action.group]: moveIn(state.modes[action.group]) },
        ids: { ...state.ids, [action.group]: moveIn(state.ids[action.group]) },
        deleted: null,
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
    case "setPrint":
      return { ...state, print: { ...state.print, ...action.print } };
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

/** What generate_pdf keeps beside the PDF, so the resume can be reopened exactly as it was chosen. */
export function choicesOf(state: EditorState, nav: Pick<EditorNavState, "job_description" | "match" | "requirements">): EditorChoices {
  return {
    resume: state.resume,
    modes: state.modes,
    skills: state.skills,
    ...(nav.job_description ? { job_description: nav.job_description } : {}),
    ...(nav.match ? { match: nav.match } : {}),
    ...(state.print?.design ? { design: state.print.design } : {}),
    ...(state.print?.pageSize ? { page_size: state.print.pageSize } : {}),
    ...(state.print?.language ? { headings_language: state.print.language } : {}),
    ...(nav.requirements ? { requirements: nav.requirements } : {}),
  };
}

/**
 * Navigation state that reopens stored choices in the editor. `asCopy` is "Duplicate for another job": the
 * same choices and edits, with the role and the job left for the user to fill in.
 */
export function navFromChoices(choices: EditorChoices, roleApplied: string, asCopy: boolean): EditorNavState {
  const nav: EditorNavState = {
    resume: choices.resume,
    match: asCopy ? undefined : choices.match,
    requirements: asCopy ? undefined : choices.requirements,
    role_applied: asCopy ? "" : roleApplied,
    job_description: asCopy ? undefined : choices.job_description,
  };
  const base = initialState(nav);
  const print: PrintChoice = {
    ...(choices.design ? { design: choices.design } : {}),
    ...(choices.page_size ? { pageSize: choices.page_size } : {}),
    ...(choices.headings_language ? { language: choices.headings_language } : {}),
  };
  return { ...nav, saved: { ...base, modes: choices.modes, skills: choices.skills, print } };
}
