import type { WorkExperience } from "../../../worker/shapes/resume";
import { Field, ListCard } from "./ListCard";
import { ResponsibilitiesField, ResponsibilityList } from "./Responsibilities";
import { joinLines, splitLines } from "./text";

type Draft = { title: string; company: string; dates: string; responsibilities: string };

export const jobLabel = (w: WorkExperience, i: number) => [w.title, w.company].filter(Boolean).join(" at ") || `work experience ${i + 1}`;

export function WorkExperienceCard({
  items,
  onSave,
  notice,
}: {
  items: readonly WorkExperience[];
  onSave: (items: WorkExperience[]) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  return (
    <ListCard<WorkExperience, Draft>
      title="Work Experience"
      items={items}
      emptyText="No work experience added yet."
      addLabel="Add work experience"
      itemLabel={jobLabel}
      blank={() => ({ title: "", company: "", dates: "", responsibilities: "" })}
      toDraft={(w) => ({ title: w.title ?? "", company: w.company, dates: w.dates, responsibilities: joinLines(w.responsibilities) })}
      fromDraft={(d) => ({
        title: d.title.trim(),
        company: d.company.trim(),
        dates: d.dates.trim(),
        responsibilities: splitLines(d.responsibilities),
      })}
      renderView={(w) => (
        <>
          <h3 className="entry__title">{w.title || w.company || "Untitled role"}</h3>
          <p className="entry__meta">
            {w.title ? w.company : null}
            {w.title && w.company && w.dates ? <span aria-hidden="true"> · </span> : null}
            {w.dates}
          </p>
          <ResponsibilityList items={w.responsibilities} />
        </>
      )}
      renderEdit={(d, set, id) => (
        <div className="form-grid">
          <Field id={`${id}-title`} label="Job title" value={d.title} onChange={(title) => set({ ...d, title })} />
          <Field id={`${id}-company`} label="Company" value={d.company} onChange={(company) => set({ ...d, company })} />
          <Field id={`${id}-dates`} label="Dates" value={d.dates} onChange={(dates) => set({ ...d, dates })} />
          <ResponsibilitiesField
            id={id}
            value={d.responsibilities}
            onChange={(responsibilities) => set({ ...d, responsibilities })}
            rows={7}
          />
        </div>
      )}
      onSave={onSave}
      notice={notice}
    />
  );
}
