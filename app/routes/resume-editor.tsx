// Resume editor (docs/requirements.md § Screens, States): choose per responsibility and for the skills list between the current
// and the suggested version, edit, watch the job match and the preview, then generate the PDF.
import { useMemo, useReducer, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ListField, TextField } from "../components/editor/Fields";
import { MatchPanel, useLiveMatch } from "../components/editor/MatchPanel";
import { ResumePreview } from "../components/editor/Preview";
import { allStrings, emojiIn, unprintableCharacters } from "../components/editor/printable";
import { useJobTerms } from "../components/editor/job-terms";
import { Responsibilities } from "../components/editor/Responsibilities";
import { chooseAll, SectionChoice } from "../components/editor/SectionChoice";
import { SuggestionDiff } from "../components/editor/SuggestionDiff";
import { Section } from "../components/editor/Section";
import { VersionToggle } from "../components/editor/Toggle";
import {
  type EditorNavState,
  type EditorState,
  chosenResume,
  extraSections,
  joinList,
  initialState,
  readNavState,
  reducer,
} from "../components/editor/model";
import { accessToken, api, errorOf } from "../lib/api";
import { toast } from "../lib/toast";

export default function ResumeEditorScreen() {
  const nav = readNavState(useLocation().state);
  if (!nav) return <NothingToEdit />;
  return <Editor nav={nav} />;
}

function NothingToEdit() {
  return (
    <section className="card center-card">
      <h1>Nothing to edit yet</h1>
      <p className="muted">The editor opens with a resume tailored to a job description.</p>
      <Link className="btn" to="/home">
        Generate a tailored resume
      </Link>
    </section>
  );
}

/** docs/requirements.md § Input rules and § Error texts: without an access token, or when generation fails, the error is only logged. */
async function requestPdf(state: EditorState): Promise<{ id: string; filename: string } | null> {
  const token = await accessToken();
  if (!token) {
    console.error("Cannot generate the PDF: no access token is available.");
    return null;
  }
  const res = await api.api.resume.generate_pdf.$post(
    { json: { ...chosenResume(state), role_applied: state.roleApplied } },
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!res.ok) {
    const err = await errorOf(res);
    // The one failure a user can act on: the free limit (the server's text is the required one).
    if (err.code === "limit_reached") {
      toast.error(err.error);
      return null;
    }
    throw new Error(`generate_pdf failed (${res.status}): ${err.error}`);
  }
  const { id, filename } = await res.json();
  return { id, filename };
}

function Editor({ nav }: { nav: EditorNavState }) {
  const [state, dispatch] = useReducer(reducer, nav, initialState);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const live = useLiveMatch(state, nav.job_description);
  const jobTerms = useJobTerms(nav.job_description);
  const unprintable = useMemo(() => unprintableCharacters(allStrings(chosenResume(state))), [state]);
  const emoji = useMemo(() => emojiIn(allStrings(chosenResume(state))), [state]);
  const { resume } = state;
  const { work_experiences: work, projects, education } = resume.experiences;
  const skills = resume.additional_information["Technical Skills"];

  async function generate() {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await requestPdf(state);
      if (saved) {
        // Keep the edits in this history entry: Back from /resumes returns to them, not to the raw result.
        navigate(location.pathname, { replace: true, state: { ...nav, saved: state } });
        navigate("/resumes", { state: { resume: chosenResume(state), generated: saved } });
        return;
      }
    } catch (err) {
      console.error("Failed to generate the PDF:", err);
    }
    setBusy(false);
  }

  return (
    <div className="editor">
      <div className="editor__intro">
        <h1>Edit your tailored resume</h1>
        <p className="muted">
          Each responsibility and the skills list shows the <span className="tag tag--suggested">suggested</span> version. Flip a switch to
          use your <span className="tag tag--current">current</span> text instead; editing changes the version shown.
        </p>
      </div>
      <div className="editor__layout">
        <div className="editor__main">
          <div className="card editor-role">
            <TextField label="Role applied" value={state.roleApplied} onChange={(value) => dispatch({ type: "editRole", value })} />
          </div>

          <Section title="Personal Information">
            <div className="editor-grid">
              <TextField
                label="Name"
                value={resume.personal_info.name}
                onChange={(value) => dispatch({ type: "editPersonal", field: "name", value })}
              />
              <TextField
                label="Phone"
                value={resume.personal_info.phone}
                onChange={(value) => dispatch({ type: "editPersonal", field: "phone", value })}
              />
              <TextField
                label="Email"
                value={resume.personal_info.email}
                onChange={(value) => dispatch({ type: "editPersonal", field: "email", value })}
              />
            </div>
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
                    <TextField
                      label="Title"
                      value={p.title}
                      onChange={(value) => dispatch({ type: "editEntry", group: "projects", entry: i, field: "title", value })}
                    />
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

        <div className="editor__side">
          <MatchPanel report={nav.match} live={live} />
          <div className="card preview-card">
            <h2>Preview</h2>
            <ResumePreview state={state} />
          </div>
        </div>
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
        <button type="button" className="btn btn--lg" onClick={generate} disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner spinner--light" aria-hidden="true" />}
          Generate Resume
        </button>
      </div>
    </div>
  );
}
