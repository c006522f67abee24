import type { Education } from "../../../worker/shapes/resume";
import { Field, ListCard } from "./ListCard";
import { joinCommaList, splitCommaList } from "./text";

type Draft = { degree: string; institution: string; dates: string; details: string };

export function EducationCard({
  items,
  onSave,
  notice,
}: {
  items: readonly Education[];
  onSave: (items: Education[]) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  return (
    <ListCard<Education, Draft>
      title="Education"
      items={items}
      emptyText="No education added yet."
      addLabel="Add education"
      itemLabel={(e, i) => [e.degree, e.institution].filter(Boolean).join(", ") || `education ${i + 1}`}
      blank={() => ({ degree: "", institution: "", dates: "", details: "" })}
      toDraft={(e) => ({ degree: e.degree, institution: e.institution, dates: e.dates, details: joinCommaList(e.details) })}
      fromDraft={(d) => ({
        degree: d.degree.trim(),
        institution: d.institution.trim(),
        dates: d.dates.trim(),
        details: splitCommaList(d.details),
      })}
      renderView={(e) => (
        <>
          <h3 className="entry__title">{e.degree || "Untitled degree"}</h3>
          <p className="entry__meta">
            {e.institution}
            {e.institution && e.dates ? <span aria-hidden="true"> · </span> : null}
            {e.dates}
          </p>
          {e.details.length ? <p className="entry__details">{e.details.join(", ")}</p> : null}
        </>
      )}
      renderEdit={(d, set, id) => (
        <div className="form-grid">
          <Field id={`${id}-degree`} label="Degree" value={d.degree} onChange={(degree) => set({ ...d, degree })} />
          <Field
            id={`${id}-institution`}
            label="Institution"
            value={d.institution}
            onChange={(institution) => set({ ...d, institution })}
          />
          <Field id={`${id}-dates`} label="Dates" value={d.dates} onChange={(dates) => set({ ...d, dates })} />
          <Field
            id={`${id}-details`}
            label="Details"
            hint="Separate items with a comma and a space, e.g. Dean's List, GPA 3.8"
            value={d.details}
            onChange={(details) => set({ ...d, details })}
            multiline
            rows={3}
          />
        </div>
      )}
      onSave={onSave}
      notice={notice}
    />
  );
}
