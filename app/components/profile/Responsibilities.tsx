import { Field } from "./ListCard";

/** The read-only bullet list of a job's or project's responsibilities (nothing when there are none). */
export function ResponsibilityList({ items }: { items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <ul className="bullets">
      {items.map((r, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list rebuilt from the data
        <li key={k}>{r}</li>
      ))}
    </ul>
  );
}

/** The editable responsibilities: one per line in a textarea. */
export function ResponsibilitiesField({
  id,
  value,
  onChange,
  rows,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
}) {
  return (
    <Field
      id={`${id}-resp`}
      label="Responsibilities"
      hint="One responsibility per line."
      value={value}
      onChange={onChange}
      multiline
      rows={rows}
    />
  );
}
