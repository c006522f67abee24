// A small resume PDF the parser reads but cannot be sure of (shared by the upload test in workerd and the
// profile screen's e2e test): its first job prints two names with no word saying which is the employer and
// which the role, so the upload answer marks it for review; the rest is plain and gets no mark.
import { rowsPdf } from "./pdf-rows";

/** The review mark the first job gets. */
export const AMBIGUOUS_MARK = {
  path: "experiences.work_experiences.0.company",
  reason: "We guessed which part is the company and which the title.",
} as const;

export function ambiguousResumePdf(): Promise<Uint8Array> {
  return rowsPdf((row, heading) => {
    row("Jordan Avery", { size: 20, font: "bold" });
    row("jordan.avery@example.com | +1 415 555 0134");
    heading("Experience");
    row("Blue Harbor", { font: "bold", right: "2019 – 2021" });
    row("Northwind", { font: "italic" });
    row("• Kept the weekly numbers for the whole region.", { x: 60 });
    // (Printed on one line, so it sets no pattern of which line holds the role for the job above.)
    row("Data Analyst, Globex Corporation", { font: "bold", gap: 6, right: "2016 – 2019" });
    row("• Wrote the monthly sales report.", { x: 60 });
    heading("Education");
    row("B.Sc. Computer Science", { font: "bold", right: "2012 – 2016" });
    row("State University", { font: "italic" });
    heading("Skills");
    row("Python, SQL, Excel");
  });
}
