// The field readers after the line reader (worker/parse/projects.ts, work.ts, education.ts), each class on
// invented lines read as the line reader would label them.
import { describe, expect, it } from "vitest";
import { toEntries } from "../../../worker/parse/roles/assemble.ts";
import type { LineReading, LineRole } from "../../../worker/parse/roles/types.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import type { Line } from "../../../worker/parse/types.ts";
import { toWork, withoutLocation } from "../../../worker/parse/work.ts";
import { chunk, entriesOf, line } from "./built-lines.ts";

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

describe("a project's name run into its tagline in one look", () => {
  it.each([
    [
      "Tidewatch, Open-source Python toolkit for reading harbour gauges in real time",
      "Tidewatch",
      ["Open-source Python toolkit for reading harbour gauges in real time"],
    ],
    ["Garden Logger (Go, SQLite) Records soil readings from field sensors", "Garden Logger", ["Records soil readings from field sensors"]],
    ["QuillBox – Collaborative Essay Feedback Platform", "QuillBox", []],
    ["Study Hub ()", "Study Hub", []],
  ])("%s", (header, title, responsibilities) => {
    expect(projectsOf([[line(header, 57, 700, { bold: true }), "title"]])).toEqual([{ title, responsibilities }]);
  });
  it("keeps a name whose part after the dash is short, or whose part after the comma names a place", () => {
    const projects = projectsOf([
      [line("CanalSync - Community Portal", 57, 700, { bold: true }), "title"],
      [line("Fossil Hall, with Reed+Partners, Leeds", 57, 660, { bold: true }), "title"],
    ]);
    expect(projects.map((p) => p.title)).toEqual(["CanalSync - Community Portal", "Fossil Hall, with Reed+Partners, Leeds"]);
  });
});

describe("projects with no title lines, each item opening with its name in bold", () => {
  const lead = (name: string, rest: string, y: number, bullet = false) => {
    const l = styled([{ text: name, bold: true }, { text: rest }], bullet ? 80 : 57, y);
    return bullet ? { ...l, bullet: true, glyphX: 70 } : l;
  };
  it("reads a paragraph per project: the bold name its title, the rest its description", () => {
    const projects = projectsOf([
      [lead("Tide Planner:", " A tool that plans ferry crossings around the tides.", 700), "body"],
      [lead("Loom Counter:", " Counts rows of knitting patterns on a phone.", 680), "body"],
    ]);
    expect(projects).toEqual([
      { title: "Tide Planner", responsibilities: ["A tool that plans ferry crossings around the tides."] },
      { title: "Loom Counter", responsibilities: ["Counts rows of knitting patterns on a phone."] },
    ]);
  });
  it("reads a bullet's bold name without its stack, the plain text after it as its description", () => {
    const projects = projectsOf([
      [lead("Harbour Gauge (Rust, ESP32)", " Reads water levels and posts them to a server.", 700, true), "bullet"],
      [lead("Seed Ledger (Svelte)", " A web app that tracks a seed library's loans.", 686, true), "bullet"],
    ]);
    expect(projects).toEqual([
      { title: "Harbour Gauge", responsibilities: ["Reads water levels and posts them to a server."] },
      { title: "Seed Ledger", responsibilities: ["A web app that tracks a seed library's loans."] },
    ]);
  });
});

describe("a place set apart by a semicolon", () => {
  it("is not part of the employer", () => {
    const work = toWork(
      entriesOf([
        line("Harbour Bakery; Galway", 57, 700, { bold: true }),
        line("Shift Supervisor — June 2019 - February 2021", 57, 687),
        line("Ran the evening shift", 80, 672, { bullet: true }),
        line("Northwind Freight; Cork, Ireland", 57, 650, { bold: true }),
        line("Dispatcher — 2016 - 2019", 57, 637),
        line("Planned the routes", 80, 622, { bullet: true }),
      ]),
    );
    expect(work.map((w) => [w.company, w.title])).toEqual([
      ["Harbour Bakery", "Shift Supervisor"],
      ["Northwind Freight", "Dispatcher"],
    ]);
  });
  it("but a second organisation after it stays", () => {
    expect(withoutLocation("Bright Path Consulting; Lakeside Hospital")).toBe("Bright Path Consulting; Lakeside Hospital");
  });
});

describe("a bracket after the employer's name", () => {
  it("drops its web address or a note in lower case", () => {
    expect(withoutSiteOrNoteOf("Tidewater Labs (tidewater.io)")).toBe("Tidewater Labs");
    expect(withoutSiteOrNoteOf("[Harrow Partners] (a small design studio)")).toBe("[Harrow Partners]");
    expect(withoutSiteOrNoteOf("County Water Board (contractor)")).toBe("County Water Board");
  });
  it("keeps a second name, an acronym or a note naming another body", () => {
    expect(withoutSiteOrNoteOf("Lakeside Institute of Technology (LIT)")).toBe("Lakeside Institute of Technology (LIT)");
    expect(withoutSiteOrNoteOf("Northwind Systems (for the Harbour Port Authority)")).toBe(
      "Northwind Systems (for the Harbour Port Authority)",
    );
  });
});

/** The company a one-job section reads, its header "Title | Company". */
function withoutSiteOrNoteOf(company: string): string {
  const [job] = toWork(
    entriesOf([line(`Field Engineer | ${company}`, 57, 700), line("Kept the pumps running", 80, 685, { bullet: true })]),
  );
  return job!.company;
}

describe("a labelled detail printed after the school", () => {
  it("is a detail, not part of the school's name", () => {
    const [school] = toEducation(
      entriesOf([
        line("Bachelor of Science, Marine Biology, Northfield University, Minors: Chemistry, Statistics", 57, 700, { bold: true }),
        line("2012 - 2016", 57, 687),
      ]),
    );
    expect([school!.institution, school!.details]).toEqual(["Northfield University", ["Minors: Chemistry, Statistics"]]);
  });
});

describe("a date range whose start is printed in a form the date pattern does not read", () => {
  /** The dates and employer of a one-job section whose header is "Title, Company  <range>". */
  const jobOf = (header: string) => {
    const [job] = toWork(entriesOf([line(header, 57, 700), line("Kept the pumps running", 80, 685, { bullet: true })]));
    return [job!.dates, job!.company];
  };
  it.each([
    ["Analista de Sistemas, Ribeira Dados Ltda  março de 2023 - janeiro de 2026", "março de 2023 - janeiro de 2026", "Ribeira Dados Ltda"],
    [
      "Gerente de Obras, Construtora Vale Azul  abril de 2018 até dezembro de 2021",
      "abril de 2018 até dezembro de 2021",
      "Construtora Vale Azul",
    ],
    ["Field Engineer, Tidewater Labs  May 28, 2019 - July 3, 2019", "May 28, 2019 - July 3, 2019", "Tidewater Labs"],
    ["Summer Intern, Harrow Partners  Feb to May 2016", "Feb to May 2016", "Harrow Partners"],
    ["Becario, Grupo Norteño  Febrero a Julio 2020", "Febrero a Julio 2020", "Grupo Norteño"],
    ["Инженер, ООО Северный Ветер  Декабрь 2019 г – Март 2021 г", "Декабрь 2019 г – Март 2021 г", "ООО Северный Ветер"],
    ["Research Assistant, Lakeside Institute  2021-24", "2021-24", "Lakeside Institute"],
    ["Systeembeheerder, Polderdata BV  14/02/2019 t/m 30/09/2022", "14/02/2019 t/m 30/09/2022", "Polderdata BV"],
    ["Infirmière, Clinique des Tilleuls  2018- A aujourd’hui", "2018- A aujourd’hui", "Clinique des Tilleuls"],
    ["Engenheiro, Construtora Maré Alta  2020 - até hoje", "2020 - até hoje", "Construtora Maré Alta"],
    ["Recepcionista, Hotel Praia Funda  03/2022 até o momento", "03/2022 até o momento", "Hotel Praia Funda"],
    ["Vendeur, Boulangerie du Quai  2021 - à ce jour", "2021 - à ce jour", "Boulangerie du Quai"],
    ["Entwickler, Nordlicht Software GmbH  04/2022 – aktuell", "04/2022 – aktuell", "Nordlicht Software GmbH"],
    ["Analyst, Vistula Data Sp. z o.o.  03.2019 - ∞", "03.2019 - ∞", "Vistula Data Sp. z o.o."],
    [
      "Lab Assistant, Coldwater College  SEPTEMBER 2021- (PROJECTED) APRIL 2026",
      "SEPTEMBER 2021- (PROJECTED) APRIL 2026",
      "Coldwater College",
    ],
  ])("keeps the start and the end of the range, and the start's words out of the employer: %s", (header, dates, company) => {
    expect(jobOf(header)).toEqual([dates, company]);
  });
  it("and a school's dates too", () => {
    const [school] = toEducation(
      entriesOf([line("Bacharelado em Engenharia Civil, Universidade do Vale  março de 2014 - dezembro de 2018", 57, 700)]),
    );
    expect(school!.dates).toBe("março de 2014 - dezembro de 2018");
  });
});

describe("a date range split over two lines of a narrow date column", () => {
  /** A section's entries from lines and the role each is read as (an entry opens at its first line). */
  const entriesRead = (kind: "work" | "education", rows: [Line, LineRole][]) =>
    toEntries({
      kind,
      heading: "",
      lines: rows.map(([l]) => l),
      readings: rows.map(([, role], n) => ({ n, role, section: kind, entryStart: n === 0, p: 1 })),
    });
  it("joins the start ending in a dash with the end under it, and leaves the line under it its other cell", () => {
    const [job] = toWork(
      entriesRead("work", [
        [cells(["2019-3 -", "Data Analyst"], 57, 700), "title"],
        [cells(["2021-8", "Harbour Freight Co"], 57, 686), "organisation"],
        [line("Built the weekly load report", 120, 672, { bullet: true }), "bullet"],
      ]),
    );
    expect([job!.dates, job!.title, job!.company]).toEqual(["2019-3 - 2021-8", "Data Analyst", "Harbour Freight Co"]);
  });
  it("joins an open end under the start, for a school too", () => {
    const [school] = toEducation(
      entriesRead("education", [
        [cells(["9/2015 -", "Bachelor of Computer Engineering"], 57, 700), "title"],
        [cells(["present", "Northfield Polytechnic University"], 57, 686), "organisation"],
      ]),
    );
    expect([school!.dates, school!.institution]).toEqual(["9/2015 - present", "Northfield Polytechnic University"]);
  });
  it("joins a wave dash at the end of the start or the head of the end without a space", () => {
    const entries = entriesRead("work", [
      [cells(["2016年04月～", "株式会社サンプル商事"], 57, 700), "organisation"],
      [cells(["2017年11月", "営業担当"], 57, 686), "title"],
    ]);
    expect(entries[0]!.header.map((l) => l.segs.map((c) => c.text))).toEqual([
      ["2016年04月～2017年11月", "株式会社サンプル商事"],
      ["営業担当"],
    ]);
    const split = entriesRead("work", [
      [cells(["2019年3月", "株式会社サンプル商事"], 57, 700), "organisation"],
      [cells(["～2019年5月"], 57, 686), "dates"],
    ]);
    expect(split[0]!.header.map((l) => l.text)).toEqual(["2019年3月～2019年5月 株式会社サンプル商事"]);
  });
  it("moves a range's first word, wrapped onto the end of the line above, down to its date", () => {
    const read = (degreeLine: string) =>
      toEducation(
        entriesRead("education", [
          [line("Harbour Polytechnic", 57, 700, { bold: true }), "organisation"],
          [line(degreeLine, 57, 686), "title"],
          [line("2019 - June 2021)", 57, 672), "dates"],
        ]),
      )[0]!;
    const school = read("Diploma of Applied Science, Marine Biology · (March");
    expect([school.degree, school.dates]).toEqual(["Diploma of Applied Science, Marine Biology", "March 2019 - June 2021"]);
    // A word that does not open the date stays where it is.
    expect(read("Diploma of Applied Science · Honours").dates).toBe("2019 - June 2021");
  });
});

describe("degree and school told apart by the line reader when no word does", () => {
  const schoolOf = (rows: [Line, LineRole][]) =>
    toEducation(
      toEntries({
        kind: "education",
        heading: "",
        lines: rows.map(([l]) => l),
        readings: rows.map(([, role], n) => ({ n, role, section: "education", entryStart: n === 0, p: 1 })),
      }),
    )[0]!;
  it("takes the line read as an organisation for the school, though it comes first", () => {
    const school = schoolOf([
      [line("HARBOURVIEW FORTY-TWO", 57, 700, { bold: true }), "organisation"],
      [line("Digital Craft Track", 57, 686), "title"],
    ]);
    expect([school.degree, school.institution]).toEqual(["Digital Craft Track", "HARBOURVIEW FORTY-TWO"]);
  });
  it("keeps the words' answer where they give one", () => {
    const school = schoolOf([
      [line("Bachelor of Arts", 57, 700, { bold: true }), "organisation"],
      [line("Northfield University", 57, 686), "title"],
    ]);
    expect([school.degree, school.institution]).toEqual(["Bachelor of Arts", "Northfield University"]);
  });
});

describe("a projects list in two levels under a sentence read as its header", () => {
  const rows = (intro: Line): [Line, LineRole][] => [
    [intro, "title"],
    [line("Tide clock", 72, 704, { bullet: true }), "bullet"],
    [line("Drove a dial from harbour tables with a stepper motor", 90, 690, { bullet: true }), "bullet"],
    [line("Bird feeder camera", 72, 676, { bullet: true }), "bullet"],
    [line("Counted visits with a motion sensor and posted them hourly", 90, 662, { bullet: true }), "bullet"],
  ];

  it("gives one project per outer bullet, the sentence only introducing them", () => {
    expect(projectsOf(rows(line("Besides the projects listed here, more of my work is on my own website.", 36, 722)))).toEqual([
      { title: "Tide clock", responsibilities: ["Drove a dial from harbour tables with a stepper motor"] },
      { title: "Bird feeder camera", responsibilities: ["Counted visits with a motion sensor and posted them hourly"] },
    ]);
  });

  it("keeps a title that is no sentence as the project's title", () => {
    expect(projectsOf(rows(line("Home automation", 36, 722))).map((p) => p.title)).toEqual(["Home automation"]);
  });
});
