import type { Project } from "../../../worker/shapes/resume";
import { Field, ListCard } from "./ListCard";
import { ResponsibilitiesField, ResponsibilityList } from "./Responsibilities";
import { joinLines, splitLines } from "./text";

type Draft = { title: string; responsibilities: string };

export function ProjectsCard({
  items,
  onSave,
  notice,
}: {
  items: readonly Project[];
  onSave: (items: Project[]) => Promise<boolean>;
  notice?: React.ReactNode;
}) {
  return (
    <ListCard<Project, Draft>
      title="Projects"
      items={items}
      emptyText="No projects added yet."
      addLabel="Add project"
      itemLabel={(p, i) => p.title || `project ${i + 1}`}
      blank={() => ({ title: "", responsibilities: "" })}
      toDraft={(p) => ({ title: p.title, responsibilities: joinLines(p.responsibilities) })}
      fromDraft={(d) => ({ title: d.title.trim(), responsibilities: splitLines(d.responsibilities) })}
      renderView={(p) => (
        <>
          <h3 className="entry__title">{p.title || "Untitled project"}</h3>
          <ResponsibilityList items={p.responsibilities} />
        </>
      )}
      renderEdit={(d, set, id) => (
        <div className="form-grid">
          <Field id={`${id}-title`} label="Project title" value={d.title} onChange={(title) => set({ ...d, title })} />
          <ResponsibilitiesField
            id={id}
            value={d.responsibilities}
            onChange={(responsibilities) => set({ ...d, responsibilities })}
            rows={5}
          />
        </div>
      )}
      onSave={onSave}
      notice={notice}
    />
  );
}
