// Resume editor (docs/requirements.md § Screens, States): choose per responsibility and for the skills list between the current
// and the suggested version, edit, watch the job match and the preview, then generate the PDF.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type Draft, clearDraft, readDraft, writeDraft } from "../components/editor/draft";
import { ListField, TextArea, TextField } from "../components/editor/Fields";
import { EntryPlaceFields } from "../components/editor/EntryPlace";
import { LeaveGuard } from "../components/editor/LeaveGuard";
import { PrintPanel } from "../components/editor/PrintPanel";
import { type PrintSettings, usePrintSettings } from "../components/editor/print-choices";
import { allStrings, emojiIn, unprintableCharacters } from "../components/editor/printable";
import { RequirementPanel, SKILLS_DOM_ID, useRequirementMap, useRequirements } from "../components/editor/RequirementPanel";
import { Responsibilities } from "../components/editor/Responsibilities";
import { chooseAll, SectionChoice } from "../components/editor/SectionChoice";
import { SuggestionDiff } from "../components/editor/SuggestionDiff";
import { Section } from "../components/editor/Section";
import { VersionToggle } from "../components/editor/Toggle";
import {
  type Action,
  type EditorNavState,
  type EditorState,
  type PersonalField,
  choicesOf,
  chosenResume,
  extraSections,
  joinList,
  initialState,
  readNavState,
  reducer,
} from "../components/editor/model";
import { accessToken, api, errorOf } from "../lib/api";
import { useTitle } from "../lib/title";
import { toast } from "../lib/toast";

export default function ResumeEditorScreen() {
  useTitle("Edit your resume");
  const location = useLocation();
  const fromNav = readNavState(location.state);
  const draft = readDraft();
  // A reload keeps the history entry (and its key): the draft written there has the latest edits.
  const nav = draft && draft.key === location.key ? draft.nav : fromNav;
  if (!nav) return <NothingToEdit draft={draft} />;
  return <Editor key={location.key} nav={nav} restored={nav === draft?.nav} />;
}

function NothingToEdit({ draft }: { draft: Draft | null }) {
  const navigate = useNavigate();
  return (
    <section className="card center-card">
      <h1>Nothing to edit yet</h1>
      <p className="muted">The editor opens with a resume tailored to a job description.</p>
      {draft ? (
        <p className="actions-row">
          <button type="button" className="btn" onClick={() => navigate("/resume-editor", { state: draft.nav })}>
            Continue your draft{draft.nav.saved?.roleApplied ? ` (${draft.nav.saved.roleApplied})` : ""}
          </button>
          <Link className="btn btn--secondary" to="/home">
            Generate a tailored resume
          </Link>
        </p>
      ) : (
        <Link className="btn" to="/home">
          Generate a tailored resume
        </Link>
      )}
    </section>
  );
}

type PdfOutcome = { ok: true; id: string; filename: string } | { ok: false; message: string } | null;

/**
 * generate_pdf with the chosen versions and the choices that made them. Without an access token the error
 * is only logged (docs/requirements.md § Input rules); a failure comes back as a message the screen shows with a retry.
 */
async function requestPdf(state: EditorState, nav: EditorNavState, print: PrintSettings["body"]): Promise<PdfOutcome> {
  const token = await accessToken();
  if (!token) {
    console.error("Cannot generate the PDF: no access token is available.");
    return null;
  }
  let res: Awaited<ReturnType<typeof api.api.resume.generate_pdf.$post>>;
  try {
    res = await api.api.resume.generate_pdf.$post(
      { json: { ...chosenResume(state), role_applied: state.roleApplied, choices: choicesOf(state, nav), ...print } },
      { headers: { authorization: `Bearer ${token}` } },
    );
  } catch (err) {
    console.error("Failed to generate the PDF:", err);
    return { ok: false, message: EDITOR_TEXT.network };
  }
  if (!res.ok) {
    const err = await errorOf(res);
    console.error("Failed to generate the PDF:", new Error(`generate_pdf failed (${res.status}): ${err.error}`));
    // The free limit and bad input: the server's own words say what to do. Anything else is ours.
    if (err.code === "limit_reached" || err.code === "validation_failed" || err.code === "rate_limited")
      return { ok: false, message: err.error };
    return { ok: false, message: EDITOR_TEXT.serverFailed(err.request_id) };
  }
  const { id, filename } = await res.json();
  return { ok: true, id, filename };
}

export const EDITOR_TEXT = {
  failedLead: "We couldn't generate your PDF.",
  network: "The connection failed. Check that you are online.",
  serverFailed: (ref: string) => `Something went wrong on our side${ref ? ` (reference ${ref})` : ""}.`,
  kept: "Your choices and edits are still here.",
  retry: "Try again",
  undo: "Undo",
} as const;

function Editor({ nav, restored }: { nav: EditorNavState; restored: boolean }) {
  const [state, rawDispatch] = useReducer(reducer, nav, initialState);
  const [dirty, setDirty] = useState(restored);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<"edit" | "preview">("edit");
  const leaving = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();
  // The job's requirements come with the result (analysed once on the server); the map follows every edit.
  const jobTerms = useRequirements(nav);
  const map = useRequirementMap(state, jobTerms);
  const unprintable = useMemo(() => unprintableCharacters(allStrings(chosenResume(state))), [state]);
  const emoji = useMemo(() => emojiIn(allStrings(chosenResume(state))), [state]);
  const { resume } = state;
  const { work_experiences: work, projects, education } = resume.experiences;
  const skills = resume.additional_information["Technical Skills"];
  const dispatch = useCallback((a: Action) => {
    setDirty(true);
    rawDispatch(a);
  }, []);
  const allowLeave = useCallback(() => leaving.current, []);
  const printSettings = usePrintSettings(state, dispatch);

  // The draft follows every change (a moment later), so a reload or a crash loses nothing.
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => writeDraft(location.key, nav, state), 250);
    return () => clearTimeout(t);
  }, [dirty, state, nav, location.key]);

  async function generate() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const saved = await requestPdf(state, nav, printSettings.body);
    if (saved?.ok) {
      leaving.current = true;
      clearDraft();
      // Keep the edits in this history entry: Back from /resumes returns to them, not to the raw result.
      navigate(location.pathname, { replace: true, state: { ...nav, saved: state } });
      navigate("/resumes", { state: { resume: chosenResume(state), generated: { id: saved.id, filename: saved.filename } } });
      return;
    }
    setBusy(false);
    if (saved && !saved.ok) {
      setFailure(saved.message);
      toast.error(`${EDITOR_TEXT.failedLead} ${saved.message}`, { id: "generate-pdf-failed" });
    }
  }

  const personal = (field: PersonalField, label: string) => (
    <TextField
      label={label}
      value={resume.personal_info[field] ?? ""}
      onChange={(value) => dispatch({ type: "editPersonal", field, value })}
    />
  );

  return (
    <div className="editor">
      <LeaveGuard when={dirty} allow={allowLeave} />
      <div className="editor__intro">
        <h1>Edit your tailored resume</h1>
        <p className="muted">
          Each responsibility and the skills list shows the <span className="tag tag--suggested">suggested</span> version. Flip a switch to
          use your <span className="tag tag--current">current</span> text instead; editing changes the version shown.
        </p>
      </div>
      <div className="editor__layout" data-view={view}>
        <div className="editor__main">
          <div className="card editor-role">
            <TextField label="Role applied" value={state.roleApplied} onChange={(value) => dispatch({ type: "editRole", value })} />
          </div>

          <Section title="Personal Information">
            <div className="editor-grid">
              {personal("name", "Name")}
              {personal("phone", "Phone")}
              {personal("email", "Email")}
              {personal("location", "Location")}
              {personal("linkedin", "LinkedIn")}
              {personal("github", "GitHub")}
              {personal("website", "Website")}
            </div>
            <TextArea
              label="Summary"
              value={resume.personal_info.summary ?? ""}
              onChange={(value) => dispatch({ type: "editPersonal", field: "summary", value })}
            />
          </Section>

          {education.length > 0 && (
            <Section title="Education">
              {education.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are never added, removed or reordered in the editor
                <fieldset key={i} className="editor-entry">
                  <legend>{e.degree || e.institution || `Education ${i + 1}`}</legend>
                  <div className="editor-grid">
                    <TextField
                      label="Degree"
                      value={e.degree}
                      onChange={(value) => dispatch({ type: "editEducation", entry: i, field: "degree", value })}
                    />
                    <TextField
                      label="Institution"
                      value={e.institution}
                      onChange={(value) => dispatch({ type: "editEducation", entry: i, field: "institution", value })}
                    />
                    <TextField
                      label="Dates"
                      value={e.dates}
                      onChange={(value) => dispatch({ type: "editEducation", entry: i, field: "dates", value })}
                    />
                    <EntryPlaceFields
                      location={e.location ?? ""}
                      link={e.link ?? ""}
                      onChange={(field, value) => dispatch({ type: "editEducation", entry: i, field, value })}
                    />
                  </div>
                  <ListField
                    label="Details"
                    items={e.details}
                    hint="Comma-separated"
                    onChange={(items) => dispatch({ type: "editEducationDetails", entry: i, items })}
                  />
                </fieldset>
              ))}
            </Section>
          )}

          <Section
            title="Work Experiences"
            actions={
              <SectionChoice
                section="Work Experiences"
                modes={state.modes.work.flat()}
                onChoose={(mode) => chooseAll(dispatch, state.modes.work, "work", mode)}
              />
            }
          >
            {work.length === 0 && <p className="muted">No work experience.</p>}
            {work.map((w, i) => {
              const label = [w.title, w.company].filter(Boolean).join(" at ") || `work experience ${i + 1}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are never added, removed or reordered in the editor
                <fieldset key={i} className="editor-entry">
                  <legend>{label}</legend>
                  <div className="editor-grid">
                    <TextField
                      label="Title"
                      value={w.title}
                      onChange={(value) => dispatch({ type: "editEntry", group: "work", entry: i, field: "title", value })}
                    />
                    <TextField
                      label="Company"
                      value={w.company}
                      onChange={(value) => dispatch({ type: "editEntry", group: "work", entry: i, field: "company", value })}
                    />
                    <TextField
                      label="Dates"
                      value={w.dates}
                      onChange={(value) => dispatch({ type: "editEntry", group: "work", entry: i, field: "dates", value })}
                    />
                    <EntryPlaceFields
                      location={w.location ?? ""}
                      link={w.link ?? ""}
                      onChange={(field, value) => dispatch({ type: "editEntry", group: "work", entry: i, field, value })}
                    />
                  </div>
                  <Responsibilities
                    group="work"
                    entry={i}
                    entryLabel={label}
                    items={w.responsibilities}
                    modes={state.modes.work[i] ?? []}
                    ids={state.ids.work[i] ?? []}
                    dispatch={dispatch}
                    jobTerms={jobTerms}
                  />
                </fieldset>
              );
            })}
          </Section>

          {projects.length > 0 && (
            <Section
              title="Projects"
              actions={
                <SectionChoice
                  section="Projects"
                  modes={state.modes.projects.flat()}
                  onChoose={(mode) => chooseAll(dispatch, state.modes.projects, "projects", mode)}
                />
              }
            >
              {projects.map((p, i) => {
                const label = p.title || `project ${i + 1}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries are never added, removed or reordered in the editor
                  <fieldset key={i} className="editor-entry">
                    <legend>{label}</legend>
                    <div className="editor-grid">
                      <TextField
                        label="Title"
                        value={p.title}
                        onChange={(value) => dispatch({ type: "editEntry", group: "projects", entry: i, field: "title", value })}
                      />
                      <EntryPlaceFields
                        link={p.link ?? ""}
                        onChange={(field, value) => dispatch({ type: "editEntry", group: "projects", entry: i, field, value })}
                      />
                    </div>
                    <Responsibilities
                      group="projects"
                      entry={i}
                      entryLabel={label}
                      items={p.responsibilities}
                      modes={state.modes.projects[i] ?? []}
                      ids={state.ids.projects[i] ?? []}
                      dispatch={dispatch}
                      jobTerms={jobTerms}
                    />
                  </fieldset>
                );
              })}
            </Section>
          )}

          <Section
            title="Technical Skills"
            actions={
              <SectionChoice
                section="Technical Skills"
                modes={[state.skills]}
                onChoose={(mode) => mode !== state.skills && dispatch({ type: "toggleSkills" })}
              />
            }
          >
            <div className="responsibility__bar">
              <VersionToggle
                mode={state.skills}
                label="Technical skills: use suggested version"
                onToggle={() => dispatch({ type: "toggleSkills" })}
              />
            </div>
            <ListField
              key={state.skills}
              label={`Technical skills (${state.skills} version)`}
              domId={SKILLS_DOM_ID}
              items={state.skills === "suggested" ? skills.suggested : skills.current}
              hint="Comma-separated"
              onChange={(items) => dispatch({ type: "editSkills", items })}
            />
            <SuggestionDiff current={joinList(skills.current)} suggested={joinList(skills.suggested)} jobTerms={jobTerms} />
          </Section>

          <Section title="Languages">
            <ListField
              label="Languages"
              items={resume.additional_information.Languages}
              hint="Comma-separated"
              onChange={(items) => dispatch({ type: "editSection", section: "Languages", items })}
            />
          </Section>

          {extraSections(resume).map((name) => {
            const value = resume.additional_information[name];
            return (
              <Section key={name} title={name}>
                <ListField
                  label={name}
                  items={Array.isArray(value) ? value : (value?.suggested ?? [])}
                  hint="Comma-separated"
                  onChange={(items) => dispatch({ type: "editSection", section: name, items })}
                />
              </Section>
            );
          })}
        </div>

        {/* Scrolls on its own on wide screens, so it takes the focus to be scrolled by keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="editor__side" tabIndex={0} aria-label="Job match and preview">
          <RequirementPanel report={nav.match} map={map} state={state} dispatch={dispatch} />
          <PrintPanel state={state} settings={printSettings} />
        </section>
      </div>
      {unprintable.length > 0 && (
        <p className="alert alert--warning" role="status">
          Some characters can't be printed in the PDF and will appear as '?': {unprintable.join(" ")}.
        </p>
      )}
      {emoji.length > 0 && (
        <p className="alert alert--warning" role="status">
          Emoji can't be printed in the PDF and will be left out: {emoji.join(" ")}.
        </p>
      )}
      <div className="editor__actions">
        {failure ? (
          <div className="alert alert--error editor__failure" role="alert">
            <p>
              <strong>{EDITOR_TEXT.failedLead}</strong> {failure} {EDITOR_TEXT.kept}
            </p>
            <button type="button" className="btn btn--secondary btn--sm" onClick={generate} disabled={busy}>
              {EDITOR_TEXT.retry}
            </button>
          </div>
        ) : null}
        <div className="editor__actions-row">
          <span className="editor__undo" aria-live="polite">
            {state.deleted ? (
              <>
                Responsibility {state.deleted.index + 1} deleted.{" "}
                <button type="button" className="btn btn--link" onClick={() => dispatch({ type: "undoDelete" })}>
                  {EDITOR_TEXT.undo}
                </button>
              </>
            ) : null}
          </span>
          <button
            type="button"
            className="btn btn--secondary editor__view-toggle"
            aria-pressed={view === "preview"}
            onClick={() => setView(view === "edit" ? "preview" : "edit")}
          >
            {view === "edit" ? "Show preview" : "Back to editing"}
          </button>
          <button type="button" className="btn btn--lg" onClick={generate} disabled={busy} aria-busy={busy}>
            {busy && <span className="spinner spinner--light" aria-hidden="true" />}
            Generate Resume
          </button>
        </div>
      </div>
    </div>
  );
}
