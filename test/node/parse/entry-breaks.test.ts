// Entry assembly where a header or an item meets a gap, a page break or a line the reader misread: a dated header
// a blank line under another, an item wrapped onto the next page, an italic employer under a header (content
// invented here; the readings are set by hand as a line reader could give them).
import { describe, expect, it } from "vitest";
import { toEntries } from "../../../worker/parse/roles/assemble.ts";
import type { LineReading, LineRole } from "../../../worker/parse/roles/types.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { chunk, line } from "./built-lines.ts";

const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });

/** A header line of two cells: the text at x 60, its dates right-aligned at x 440. */
function dated(text: string, dates: string, y: number, gap: number, style: { bold?: boolean } = { bold: true }): Line {
  const segs = [chunk(text, 60, y, style), chunk(dates, 440, y)] as Line["segs"];
  return { ...line(text, 60, y, style), segs, text: `${text} ${dates}`, x1: segs[1]!.x1, gapAbove: gap };
}

const bullet = (text: string, y: number, gap = 12) => at(line(text, 80, y, { bullet: true, glyphX: 70 }), gap);

/** The entries of a work section whose lines were read with these roles (an entry start where `starts` says). */
function assemble(rows: [Line, LineRole, boolean?][]) {
  const lines = rows.map(([l]) => l);
  const readings: LineReading[] = rows.map(([, role, start], n) => ({ n, role, section: "work", entryStart: !!start, p: 0.9 }));
  return toEntries({ kind: "work", heading: "Experience", lines, readings });
}

describe("a dated header a blank line under another dated header", () => {
  const jobs = (gap: number) =>
    assemble([
      [dated("Analytics Engineer | Northwind Bank", "Jul 2017 – Feb 2019", 700, 20), "title", true],
      // Read as a title but not as an entry start: the job above has no descriptions.
      [dated("Reporting Developer | Contoso Telecom", "Aug 2015 – Jun 2017", 700 - gap, gap), "title"],
      [bullet("Built the weekly sales dashboards", 688 - gap), "bullet"],
    ]);

  it("opens the next entry: a job printed without descriptions keeps its own header", () => {
    const entries = jobs(20);
    expect(entries.map((e) => e.header.length)).toEqual([1, 1]);
    expect(entries.map((e) => e.body.length)).toEqual([0, 1]);
  });

  it("keeps two dated lines set without a gap in one header (a promotion under one employer)", () => {
    expect(jobs(12).map((e) => e.header.length)).toEqual([2]);
  });
});

describe("a line the reader could not place, first on a page, that reads on from the last item", () => {
  const entries = (opener: string, role: LineRole, item = "Moved 120 batch jobs from the old cluster to the") =>
    assemble([
      [dated("Data Engineer | Harbour Logistics", "2019 – 2022", 120, 20), "title", true],
      [bullet(item, 108), "bullet"],
      // The next page: no gap above it, set where the item's text runs.
      [{ ...at(line(opener, 80, 790), Number.POSITIVE_INFINITY), page: 1 }, role],
      [{ ...bullet("Mentored four analysts", 778), page: 1 }, "bullet"],
    ]);

  it("is the rest of that item", () => {
    expect(entries("warehouse, saving $310,000 a year", "other")[0]!.body.map((b) => b.text)).toEqual([
      "Moved 120 batch jobs from the old cluster to the warehouse, saving $310,000 a year",
      "Mentored four analysts",
    ]);
  });

  it("stays out when the item above is finished", () => {
    const [entry] = entries("Page 2 of 3", "other", "Moved 120 batch jobs to the warehouse.");
    expect(entry!.body.map((b) => b.text)).toEqual(["Moved 120 batch jobs to the warehouse.", "Mentored four analysts"]);
  });
});

describe("an italic one-cell line right under a header that names no employer", () => {
  const work = (role: LineRole, opts: { italic?: boolean; x?: number } = {}) =>
    toWork(
      assemble([
        [dated("Head of Data Science, Asia Pacific Region", "May 2013 – Dec 2015", 700, 20), "title", true],
        // The reader took the employer for an item (it is not bulleted).
        [at(line("Institute for Applied Research (IAR)", opts.x ?? 60, 688, { italic: opts.italic ?? true }), 12), role],
        [bullet("Led a team of nine data scientists", 676), "bullet"],
      ]),
    );

  it("is the employer, and the title is not cut at its comma", () => {
    for (const role of ["bullet", "body", "other"] as const)
      expect(work(role).map((w) => [w.title, w.company, w.dates])).toEqual([
        ["Head of Data Science, Asia Pacific Region", "Institute for Applied Research (IAR)", "May 2013 – Dec 2015"],
      ]);
  });

  it("is not taken as the employer when set in the header's plain style or indented like the items", () => {
    expect(work("body", { italic: false })[0]!.company).not.toBe("Institute for Applied Research (IAR)");
    expect(work("body", { x: 80 })[0]!.company).not.toBe("Institute for Applied Research (IAR)");
  });
});

describe("a description line read as an entry start inside an entry that has its header", () => {
  const entries = () =>
    assemble([
      [dated("Tide Gauge Forecasting | Course project", "Mar 2024 – Jun 2024", 700, 20), "title", true],
      [bullet("Fitted seasonal models to ten years of hourly readings", 688), "bullet"],
      // The reader flags this bullet as a start: it has no header line of its own.
      [bullet("Cut the forecast error by a fifth against the baseline", 676), "bullet", true],
      [dated("Bike Share Demand Model | Self project", "Jan 2024 – Feb 2024", 656, 20), "title", true],
      // A line with dates read as a description and as a start is the next entry's header.
      [at(line("Ferry Timetable Solver 2023", 60, 636), 20), "body", true],
      [bullet("Scheduled crossings with an integer program", 624), "bullet"],
    ]);

  it("carries on that entry's description; one with dates still opens the next entry", () => {
    const got = entries();
    expect(got.map((e) => e.header.length)).toEqual([1, 1, 1]);
    expect(got.map((e) => e.body.length)).toEqual([2, 0, 1]);
  });
});

describe("a date range under an entry's header that the reader took for a description", () => {
  const work = (dates: string, role: LineRole) =>
    toWork(
      assemble([
        [at(line("Ferrovia Serrana", 60, 700), 20), "organisation", true],
        [line("Analista de dados", 60, 688), "title"],
        // A month form the reader's date features do not know, with the export's duration in brackets.
        [line(dates, 60, 676), role],
        [at(line("Modelei a demanda de passageiros por estação.", 60, 656), 20), "body"],
      ]),
    );

  it("is that entry's dates, its duration left out", () => {
    for (const role of ["body", "other"] as const)
      expect(work("agosto de 2021 - maio de 2024 (2 anos 10 meses)", role).map((w) => [w.company, w.title, w.dates])).toEqual([
        ["Ferrovia Serrana", "Analista de dados", "agosto de 2021 - maio de 2024"],
      ]);
  });

  it("stays a description when more than a date is on the line", () => {
    expect(work("Em maio de 2024 migrei o painel de vendas", "body")[0]!.dates).toBe("");
  });
});

describe("a dated header line read as an entry start right under a title alone", () => {
  const entries = (title: Line) =>
    assemble([
      [title, "title", true],
      [line("03/2020 – Present | Harbour Freight | Boise, ID", 60, 688, { bold: true }), "title", true],
      [bullet("Ran the night shift's loading schedule", 676), "bullet"],
    ]);

  it("is that title's: one entry", () => {
    expect(entries(at(line("Logistics Coordinator", 60, 700, { bold: true }), 20)).map((e) => e.header.length)).toEqual([2]);
  });

  it("opens its own entry under a table's header row", () => {
    const cells = ["Role", "Employer", "Place", "Period"].map((t, k) => chunk(t, 60 + 120 * k, 700, { bold: true }));
    const row: Line = { ...line("Role", 60, 700, { bold: true }), segs: cells as Line["segs"], text: "Role Employer Place Period" };
    expect(entries(row).map((e) => e.header.length)).toEqual([1, 1]);
  });
});

describe("a school set on a bulleted line right under its degree", () => {
  const entries = (schoolRole: LineRole) => {
    const rows: [Line, LineRole, boolean?][] = [
      [dated("BSc Marine Biology", "2016 – 2020", 700, 20), "title", true],
      [bullet("Northshore University", 688), schoolRole],
      [bullet("Dean's list, four terms", 676), "bullet"],
      [at(line("Diploma in Diving Safety", 60, 656, { bold: true }), 20), "title"],
      [bullet("Harbour Technical College", 644), schoolRole],
      [at(line("Certificate in Sail Rigging", 60, 624, { bold: true }), 20), "title"],
      [bullet("Bayside Sailing School", 612), schoolRole],
    ];
    const readings: LineReading[] = rows.map(([, role, start], n) => ({ n, role, section: "education", entryStart: !!start, p: 0.9 }));
    return toEntries({ kind: "education", heading: "Education", lines: rows.map(([l]) => l), readings });
  };

  it("is that entry's school when read as one, and the next degree opens the next entry", () => {
    const got = entries("organisation");
    expect(got.map((e) => e.header.map((h) => h.text))).toEqual([
      ["BSc Marine Biology 2016 – 2020", "Northshore University"],
      ["Diploma in Diving Safety", "Harbour Technical College"],
      ["Certificate in Sail Rigging", "Bayside Sailing School"],
    ]);
    expect(got.map((e) => e.body.length)).toEqual([1, 0, 0]);
  });

  it("stays an item when read as one", () => {
    expect(entries("bullet").map((e) => e.header.length)).toEqual([1, 1, 1]);
  });
});

describe("dated lines read as items, each a blank line under a dated header line in its look", () => {
  const entries = (x: number) =>
    assemble([
      [at(line("Certificate in Welding, Lakeside Institute - 2014", 60, 700), 20), "title", true],
      [at(line("Associate Degree, Ridgeway College 2015-2017", x, 680), 20), "list_item"],
      [at(line("Forklift Licence, Harbour Training - 2018", x, 660), 20), "list_item"],
    ]);

  it("are the next entries' headers (one line each)", () => {
    expect(entries(60).map((e) => [e.header.length, e.body.length])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });

  it("stay items when set elsewhere", () => {
    expect(entries(80).map((e) => [e.header.length, e.body.length])).toEqual([[1, 2]]);
  });
});

describe("a bullet's wrapped line that the reader took for a header line", () => {
  const entries = (x: number) =>
    assemble([
      [dated("Site Engineer | Granite Works", "2018 – 2021", 700, 20), "title", true],
      [bullet("Set up the inspection rota for the", 688), "bullet"],
      // Read as a title: set where the item's text runs, it reads on from the bullet.
      [line("north quarry", x, 676), "title"],
      [bullet("Trained six apprentices", 664), "bullet"],
    ]);

  it("is the rest of that item", () => {
    expect(entries(80).map((e) => e.body.map((b) => b.text))).toEqual([
      ["Set up the inspection rota for the north quarry", "Trained six apprentices"],
    ]);
  });

  it("stays a header line where the header starts", () => {
    expect(entries(60)).toHaveLength(2);
  });
});

describe("a year alone on its line read as an entry start, with a title right under it also read as one", () => {
  const entries = (gap: number) =>
    assemble([
      [at(line("2021", 60, 700), 20), "dates", true],
      [at(line("Cloud Architecture Course", 60, 700 - gap, { bold: true }), gap), "title", true],
      [at(line("Two days at Fernhill Academy", 60, 688 - gap), 12), "organisation"],
      [at(line("2018", 60, 668 - gap), 20), "dates", true],
      [at(line("Network Basics", 60, 656 - gap, { bold: true }), 12), "title", true],
    ]);

  it("is that title's date: a timeline printing each year above its entry", () => {
    expect(entries(12).map((e) => e.header.map((h) => h.text))).toEqual([
      ["2021", "Cloud Architecture Course", "Two days at Fernhill Academy"],
      ["2018", "Network Basics"],
    ]);
  });
});

describe("a dated line read as a description where an entry opens", () => {
  const entries = (text: string) =>
    assemble([
      [at(line(text, 60, 700), 20), "body"],
      [bullet("Opened the shop six mornings a week", 688), "bullet"],
    ]);

  it("is that entry's header: an entry with items needs one", () => {
    expect(entries("Harbour Café, Shift Lead, 2016 – 2018").map((e) => [e.header.length, e.body.length])).toEqual([[1, 1]]);
  });

  it("stays a description without a date", () => {
    expect(entries("Served at the counter and kept the stock book").map((e) => e.header.length)).toEqual([0]);
  });
});

describe("dated items in an entry section that has no header line at all", () => {
  const entries = (first?: Line) =>
    assemble([
      ...(first ? [[first, "title", true] as [Line, LineRole, boolean]] : []),
      [bullet("Night Porter, Larkspur Hotel, Leeds - from Mar 2019 to Jun 2020", 700), "bullet"],
      [bullet("Kitchen Assistant, Bramble Bistro, York - from Jan 2017 to Feb 2019", 688), "bullet"],
    ]);

  it("are entries of their own: jobs listed one a bullet", () => {
    expect(entries().map((e) => [e.header.length, e.body.length])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it("stay items under an education heading: courses", () => {
    const lines = [bullet("Food Hygiene Level 2, Leeds College (2018)", 700), bullet("First Aid at Work, Red Rose Training (2017)", 688)];
    const readings: LineReading[] = lines.map((_, n) => ({ n, role: "bullet", section: "education", entryStart: false, p: 0.9 }));
    expect(toEntries({ kind: "education", heading: "Training", lines, readings }).map((e) => e.body.length)).toEqual([2]);
  });

  it("stay items under a header", () => {
    const titled = entries(at(line("Hospitality Roles", 60, 712, { bold: true }), 20));
    expect(titled.map((e) => [e.header.length, e.body.length])).toEqual([[1, 2]]);
  });
});

describe("a table's header row read as an entry", () => {
  const row = (cells: string[], y: number, style: { bold?: boolean } = {}): Line => {
    const segs = cells.map((t, k) => chunk(t, 60 + 120 * k, y, style)) as Line["segs"];
    return { ...line(cells[0]!, 60, y, style), segs, text: cells.join(" "), x1: segs[segs.length - 1]!.x1 };
  };
  const entries = (head: string[]) =>
    assemble([
      [row(head, 700, { bold: true }), "title", true],
      [row(["2019 – 2021", "MSc Data Science", "Elmwood University", "8.1/10"], 688), "title", true],
      [row(["2015 – 2019", "BSc Physics", "Carrow College", "7.4/10"], 676), "title", true],
    ]);

  it("is no entry: the rows under it are", () => {
    expect(entries(["Year", "Degree", "Institute", "Grade"]).map((e) => e.header[0]!.segs[0]!.text)).toEqual([
      "2019 – 2021",
      "2015 – 2019",
    ]);
  });

  it("stays an entry when it holds a digit", () => {
    expect(entries(["Year 1", "Degree", "Institute", "Grade"])).toHaveLength(3);
  });
});
