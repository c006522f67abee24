// The place and the web address of an entry (a job, a school; a project has only the address). Both print
// right-aligned under the dates, and the address is a link in the PDF (docs/render.md).
import { TextField } from "./Fields";

export type PlaceField = "location" | "link";

export function EntryPlaceFields({
  location,
  link,
  onChange,
}: {
  /** Absent: the entry has no place (a project). */
  location?: string;
  link: string;
  onChange: (field: PlaceField, value: string) => void;
}) {
  return (
    <>
      {location !== undefined && (
        <TextField label="Place" value={location} placeholder="City, country" onChange={(v) => onChange("location", v)} />
      )}
      <TextField label="Link" value={link} placeholder="example.com" onChange={(v) => onChange("link", v)} />
    </>
  );
}
