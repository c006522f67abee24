// A readable HTML rendering of the resume exactly as it will be printed: the same resolver the PDF
// route uses picks the chosen texts, and the sections follow the PDF's order. React escapes all text,
// so HTML typed into the editor shows literally, as in the PDF.
import { useDeferredValue, useMemo } from "react";
import { resolveChosen } from "../../../worker/render/resolve";
import { chosenResume, type EditorState } from "./model";

const FIXED = new Set(["technical skills", "languages"]);

export function ResumePreview({ state }: { state: EditorState }) {
  const deferred = useDeferredValue(state);
  const record = useMemo(() => resolveChosen(chosenResume(deferred)), [deferred]);
  const { personal_info: p, experiences, education, additional_information: info } = record;
  const contact = [p.phone, p.email].filter(Boolean).join("  ·  ");
  const work = experiences.work_experiences.filter((w) => w.title || w.company || w.dates || w.responsibilities.length);
  const projects = experiences.projects.filter((x) => x.title || x.responsibilities.length);
  const edu = education.filter((e) => e.degree || e.institution || e.dates || e.details.length);
  const list = (key: string) => info[Object.keys(info).find((k) => k.trim().toLowerCase() === key) ?? ""] ?? [];
  const skills = list("technical skills");
  const languages = list("languages");
  const extra = Object.entries(info).filter(([k, v]) => !FIXED.has(k.trim().toLowerCase()) && v.length);

  return (
    <article className="resume-preview" aria-label="Preview of the printed resume" data-testid="resume-preview">
      {p.name && <h3 className="resume-preview__name">{p.name}</h3>}
      {contact && <p className="resume-preview__contact">{contact}</p>}
      {edu.length > 0 && (
        <section>
          <h4>Education</h4>
          {edu.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only rendering rebuilt from the data on every change
            <Entry key={i} title={e.degree} subtitle={e.institution} dates={e.dates} bullets={e.details} />
          ))}
        </section>
      )}
      {work.length > 0 && (
        <section>
          <h4>Work Experience</h4>
          {work.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only rendering rebuilt from the data on every change
            <Entry key={i} title={w.title} subtitle={w.company} dates={w.dates} bullets={w.responsibilities} />
          ))}
        </section>
      )}
      {projects.length > 0 && (
        <section>
          <h4>Projects</h4>
          {projects.map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only rendering rebuilt from the data on every change
            <Entry key={i} title={x.title} bullets={x.responsibilities} />
          ))}
        </section>
      )}
      {skills.length > 0 && (
        <section>
          <h4>Technical Skills</h4>
          <p>{skills.join(", ")}</p>
        </section>
      )}
      {languages.length > 0 && (
        <section>
          <h4>Languages</h4>
          <p>{languages.join(", ")}</p>
        </section>
      )}
      {extra.map(([k, items]) => (
        <section key={k}>
          <h4>{k}</h4>
          <ul>
            {items.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only rendering rebuilt from the data on every change
              <li key={i}>{s}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

function Entry({ title, subtitle, dates, bullets }: { title: string; subtitle?: string; dates?: string; bullets: string[] }) {
  return (
    <div className="resume-preview__entry">
      <div className="resume-preview__entry-head">
        <span>
          {title && <strong>{title}</strong>}
          {title && subtitle && <span className="resume-preview__sep"> · </span>}
          {subtitle}
        </span>
        {dates && <span className="resume-preview__dates">{dates}</span>}
      </div>
      {bullets.length > 0 && (
        <ul>
          {bullets.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only rendering rebuilt from the data on every change
            <li key={i}>{b}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
