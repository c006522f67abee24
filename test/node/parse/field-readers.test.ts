// The field readers after the line reader (worker/parse/projects.ts and the other entry readers), each class on
// invented lines read as the line reader would label them.
import { describe, expect, it } from "vitest";
import { toEntries } from "../../../worker/parse/roles/assemble.ts";
import type { LineReading, LineRole } from "../../../worker/parse/roles/types.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { chunk, line } from "./built-lines.ts";

/** A projects section's entries from lines and the role each is read as (an entry opens at each title). */
function projectsOf(rows: [Line, LineRole][]) {
  const readings: LineReading[] = rows.map(([, role], n) => ({ n, role, section: "projects", entryStart: role === "title", p: 1 }));
  return toProjects(toEntries({ kind: "projects", heading: "Projects", lines: rows.map(([l]) => l), readings }));
}

/** A line whose first cell is set in runs of their own style. */
function styled(parts: { text: string; bold?: boolean; italic?: boolean }[], x0: number, y: number): Line {
  const l = line(parts.map((p) => p.text).join(""), x0, y);
  l.segs[0].parts = parts.map((p) => ({ text: p.text, bold: p.bold ?? false, italic: p.italic ?? false }));
  return l;
}

/** A line of several cells (name, tag, dates) set apart by wide gaps. */
function cells(texts: string[], x0: number, y: number): Line {
  const l = line(texts[0]!, x0, y);
  let x = x0;
  l.segs = texts.map((t) => {
    const c = chunk(t, x, y);
    x = c.x1 + 60;
    return c;
  }) as Line["segs"];
  l.text = texts.join(" ");
  l.x1 = l.segs[l.segs.length - 1]!.x1;
  return l;
}

describe("a project's name is not joined with what is printed beside or under it", () => {
  it("drops a subtitle line set in another look under the name", () => {
    const projects = projectsOf([
      [line("Harbor Tides", 57, 700, { bold: true }), "title"],
      [line("Tide Prediction Mobile App", 57, 687, { italic: true }), "title"],
      [line("Built the forecast screen", 80, 672, { bullet: true }), "bullet"],
    ]);
    expect(projects.map((p) => p.title)).toEqual(["Harbor Tides"]);
  });
  it("keeps the second line of a name set in the same look", () => {
    const projects = projectsOf([
      [line("Open Library Search for", 57, 700, { bold: true }), "title"],
      [line("Rural Schools", 57, 687, { bold: true }), "title"],
      [line("Indexed the catalogue", 80, 672, { bullet: true }), "bullet"],
    ]);
    expect(projects.map((p) => p.title)).toEqual(["Open Library Search for Rural Schools"]);
  });
  it("ends the name where a bold name gives way to plain text, which describes it when it is a phrase", () => {
    const projects = projectsOf([
      [styled([{ text: "Tidepool (Go, SQLite)", bold: true }, { text: " A log viewer for the" }], 57, 700), "title"],
      [line("field teams at sea, replacing paper forms.", 57, 687), "body"],
      [styled([{ text: "Gridlock", bold: true }, { text: ", Northfield College" }], 57, 660), "title"],
      [line("Solved traffic puzzles", 80, 647, { bullet: true }), "bullet"],
    ]);
    expect(projects).toEqual([
      { title: "Tidepool", responsibilities: ["A log viewer for the field teams at sea, replacing paper forms."] },
      { title: "Gridlock", responsibilities: ["Solved traffic puzzles"] },
    ]);
  });
  it("takes the first cell of a line of cells, not the tag beside it", () => {
    const projects = projectsOf([
      [cells(["Sign Reader", "Computer Vision App", "2024"], 57, 700), "title"],
      [line("Live: signreader.example.app", 57, 687), "dates"],
      [line("Recognised the alphabet from a webcam", 80, 672, { bullet: true }), "bullet"],
    ]);
    expect(projects.map((p) => p.title)).toEqual(["Sign Reader"]);
  });
  it("reads a project told as a paragraph: the name before the colon, what it is after it", () => {
    const projects = projectsOf([
      [line("Wavelet : Compression d'images embarquée", 57, 700), "title"],
      [line("pour les capteurs de la ferme (C, Rust).", 52, 687), "body"],
      // Wrapped at the name's own edge, the sentence is read as the name's second line.
      [line("Sextant : Relevé des marées en temps réel", 57, 672), "title"],
      [line("pour les ports de pêche.", 57, 659), "body"],
      [line("Atlases: The Coastal Edition, Harbour Press", 57, 660), "title"],
    ]);
    expect(projects).toEqual([
      { title: "Wavelet", responsibilities: ["Compression d'images embarquée pour les capteurs de la ferme (C, Rust)."] },
      { title: "Sextant", responsibilities: ["Relevé des marées en temps réel pour les ports de pêche."] },
      { title: "Atlases: The Coastal Edition, Harbour Press", responsibilities: [] },
    ]);
  });
});
