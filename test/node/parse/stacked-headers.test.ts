// Entry headers printed one field per line, date ranges stacked in a date column, bare degrees over their field,
// labelled names and e-mails cut at the line end (content invented here).
import { describe, expect, it } from "vitest";
import { contactInfo, isNameLike } from "../../../worker/parse/contact.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { labelledName } from "../../../worker/parse/labelled.ts";
import { roleScore } from "../../../worker/parse/lexicon.ts";
import { toProjects } from "../../../worker/parse/projects.ts";
import { listItems } from "../../../worker/parse/lists.ts";
import { splitSections } from "../../../worker/parse/sections.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { chunk, line } from "./built-lines.ts";

/** Moves a line down the page: `gap` points below the line before it. */
const at = (l: Line, gap: number): Line => ({ ...l, gapAbove: gap });

describe("entry headers stacked one field per line", () => {
  // Company, place, dates, title: each on a line of its own, company, place and title in one bold style.
  const job = (company: string, place: string, dates: string, title: string, y: number): Line[] => [
    at(line(company, 60, y, { bold: true }), 30),
    at(line(place, 60, y - 14, { bold: true }), 14),
    at(line(dates, 60, y - 28), 14),
    at(line(title, 60, y - 56, { bold: true }), 28),
  ];
  it("reads each repeated stack as one entry", () => {
    const work = toWork(
      groupEntries(
        [
          ...job("Brightwater Analytics", "Halifax, NS", "May 2020 – Present", "Data Engineer", 700),
          ...job("Quillon Robotics", "Calgary, AB", "June 2017 – April 2020", "Research Assistant", 620),
          ...job("Marlowe Labs", "Regina, SK", "Jan 2015 – May 2017", "Software Developer", 540),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Brightwater Analytics", "Data Engineer", "May 2020 – Present"],
      ["Quillon Robotics", "Research Assistant", "June 2017 – April 2020"],
      ["Marlowe Labs", "Software Developer", "Jan 2015 – May 2017"],
    ]);
  });
  it("leaves sections whose bold lines do not repeat one cycle to the usual grouping", () => {
    // Two one-line headers with their dates, then bullets: each bold line starts an entry, as before.
    const lines = [
      at(line("Data Engineer", 60, 700, { bold: true }), 30),
      at(line("Brightwater Analytics", 60, 686), 14),
      at(line("2020 – 2022", 60, 672), 14),
      at(line("Built the billing pipeline", 80, 658, { bullet: true }), 14),
      at(line("Software Developer", 60, 630, { bold: true }), 28),
      at(line("Marlowe Labs", 60, 616), 14),
      at(line("2017 – 2020", 60, 602), 14),
      at(line("Maintained the mobile app", 80, 588, { bullet: true }), 14),
    ];
    const work = toWork(groupEntries(lines, "work", 10));
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Brightwater Analytics", "Data Engineer", "2020 – 2022"],
      ["Marlowe Labs", "Software Developer", "2017 – 2020"],
    ]);
  });
});

describe("date ranges stacked in a date column", () => {
  it("joins a year over 'Present' and a year over a year into one range, as printed", () => {
    const entry = (from: string, to: string, school: string, y: number): Line[] => [
      at(line(from, 52, y, { bold: true }), 40),
      at(line(to, 52, y - 13, { bold: true }), 13),
      at(line(school, 53, y - 44, { bold: true }), 31),
      at(line("MSc", 53, y - 61), 17),
      at(line("Marine Biology", 53, y - 86), 25),
    ];
    const edu = toEducation(
      groupEntries(
        [...entry("2019", "Present", "Northgate University", 700), ...entry("2015", "2019", "Westmere College", 590)],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["MSc Marine Biology", "Northgate University", "2019 Present"],
      ["MSc Marine Biology", "Westmere College", "2015 2019"],
    ]);
  });
  it("keeps a bare degree apart from a sentence under it", () => {
    const edu = toEducation(
      groupEntries(
        [
          at(line("Northgate University", 53, 700, { bold: true }), 30),
          at(line("2015 – 2019", 53, 686), 14),
          at(line("BSc", 53, 672), 14),
          at(line("Graduated with honours.", 53, 658), 14),
        ],
        "education",
        10,
      ),
    );
    expect(edu[0]!.degree).toBe("BSc");
  });
  it("splits an open range glued to the entry's text and joins it with its end on the next row", () => {
    const first = at(line("Jan 2014 - Northwind, Data Engineer, Oslo, Python", 75, 700), 20);
    const tail: Chunk = chunk("Now", 102, 686);
    const more: Chunk = chunk("Billing platform", 131, 686);
    const second: Line = { ...at(line("Now", 102, 686), 14), segs: [tail, more], text: "Now Billing platform", x1: more.x1 };
    const work = toWork(
      groupEntries([first, second, at(line("Moved the ledger to streaming", 142, 672, { bullet: true }), 14)], "work", 10),
    );
    expect(work.map((w) => [w.company, w.title, w.dates])).toEqual([["Northwind", "Data Engineer", "Jan 2014 - Now"]]);
    expect(work[0]!.responsibilities).toEqual(["Billing platform", "Moved the ledger to streaming"]);
  });
  it("reads 'End of 2013' and 'Early 2020' whole, and not a word that only ends like one", () => {
    expect(findDate("End of 2013")?.text).toBe("End of 2013");
    expect(findDate("Early 2020 – Late 2021")?.text).toBe("Early 2020 – Late 2021");
    expect(findDate("Weekend of 2013")?.text).toBe("2013");
  });
  it("does not join two years far apart in a column", () => {
    const edu = toEducation(
      groupEntries(
        [
          at(line("2019", 52, 700, { bold: true }), 40),
          at(line("Northgate University", 53, 670, { bold: true }), 30),
          at(line("2015", 52, 630, { bold: true }), 40),
          at(line("Westmere College", 53, 600, { bold: true }), 30),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => e.dates)).toEqual(["2019", "2015"]);
  });
});

describe("labelled names and e-mails cut at the line end", () => {
  it("takes the name after a Japanese or Spanish name label, without a reading in brackets", () => {
    expect(labelledName([line("職務経歴書", 80, 700), line("氏名:山本花子(やまもとはなこ)", 350, 650)])).toBe("山本花子");
    expect(labelledName([line("Nombre: Lucía Ferrer", 80, 700)])).toBe("Lucía Ferrer");
  });
  it("does not take a long run of Chinese or Japanese text for a name", () => {
    expect(isNameLike("山本花子")).toBe(true);
    expect(isNameLike("Noor Tan 陈 نور")).toBe(true);
    expect(isNameLike("新卒で商社に入社し営業職として顧客対応や提案業務に従事")).toBe(false);
  });
  it("joins an address cut after the dot before its domain ending", () => {
    const lines = [line("Morgan Vale", 58, 760, { bold: true }), line("hello@morgan-vale.", 58, 713), line("dev", 58, 703)];
    expect(contactInfo(lines, lines).email).toBe("hello@morgan-vale.dev");
  });
});

describe("projects listed as bullets opening with a bold name", () => {
  const lead = (name: string, rest: string, y: number) => line([{ text: name, bold: true }, { text: rest }], 82, y, { bullet: true });
  it("starts a project at each bold name, its description after the separator", () => {
    const projects = toProjects(
      groupEntries(
        [
          lead("Quokka", " (beta) - a feed reader that stores articles in a key-value store.", 700),
          line("Erlang client for a streaming API", 104, 688, { bullet: true }),
          lead("Tinylog", " - a logging facade for small services.", 670),
          line("Timetable helper for a sawmill. Qt and C++", 82, 652, { bullet: true }),
        ],
        "projects",
        10,
      ),
    );
    expect(projects.map((p) => [p.title, p.responsibilities])).toEqual([
      ["Quokka", ["a feed reader that stores articles in a key-value store.", "Erlang client for a streaming API"]],
      ["Tinylog", ["a logging facade for small services."]],
      ["Timetable helper for a sawmill", ["Qt and C++"]],
    ]);
  });
  it("leaves a single bold lead-in to the usual grouping", () => {
    const projects = toProjects(
      groupEntries(
        [
          line("Quokka", 57, 710, { bold: true }),
          lead("Note", ": the reader keeps working offline.", 700),
          line("Syncs feeds every hour", 82, 688, { bullet: true }),
        ],
        "projects",
        10,
      ),
    );
    expect(projects.map((p) => p.title)).toEqual(["Quokka"]);
  });
});

describe("skill groups labelled like the first group of a skills section", () => {
  const sized = (l: Line, size: number): Line => ({ ...l, size, segs: [{ ...l.segs[0], size }] });
  const heading = (text: string, y: number) => sized(line(text, 45, y, { bold: true }), 17);
  const label = (text: string, y: number) => sized(line(text, 52, y, { bold: true }), 12.5);
  const item = (text: string, y: number) => line(text, 52, y);
  const grouped = (second: string) => [
    heading("Skills", 700),
    label("Technical", 670),
    item("Signal processing", 650),
    item("Data cleaning", 632),
    label(second, 605),
    item("Public speaking", 585),
    item("Negotiation", 567),
    label("Languages and Tools", 540),
    item("Fortran", 520),
    item("Julia", 502),
    heading("Education", 470),
    line("Northgate University", 52, 440, { bold: true }),
    line("BSc Physics, 2012 – 2016", 52, 424),
  ];
  it("keeps a label that names a section ('Other') inside the skills list, and drops the labels", () => {
    const sections = splitSections(grouped("Other"), 10).filter((s) => s.lines.length);
    expect(sections.map((s) => s.kind)).toEqual([...sections.slice(0, -1).map(() => "skills"), "education"]);
    const skills = sections.filter((s) => s.kind === "skills").flatMap((s) => s.lines);
    expect(listItems(skills, "skills", "Technical Skills")).toEqual({
      "Technical Skills": ["Signal processing", "Data cleaning", "Public speaking", "Negotiation", "Fortran", "Julia"],
    });
  });
  it("still starts a section at a heading set like the section headings", () => {
    const lines = grouped("Other");
    lines[4] = sized(line("Languages", 45, 605, { bold: true }), 17);
    expect(splitSections(lines, 10).map((s) => s.kind)).toContain("languages");
  });
});

describe("a label over a degree's nested list", () => {
  it("keeps the nested items as details and the label out of them, not as a second degree", () => {
    const edu = toEducation(
      groupEntries(
        [
          line("Lakeside State University 2009 -- 2013", 90, 700, { bold: true }),
          line("B.A. Economics", 110, 680, { bullet: true }),
          line("Course Work", 110, 664, { bullet: true }),
          line("Game Theory", 131, 648, { bullet: true }),
          line("Public Finance", 131, 632, { bullet: true }),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.details])).toEqual([
      ["B.A. Economics", "Lakeside State University", ["Game Theory", "Public Finance"]],
    ]);
  });
});

describe("dated notes under a degree", () => {
  const row = (date: string, text: string, y: number, x1?: number): Line => {
    const d = chunk(date, 75, y);
    const t = chunk(text, 156, y);
    const segs: [Chunk, ...Chunk[]] = [d, { ...t, x1: x1 ?? t.x1 }];
    return { ...line(date, 75, y), segs, text: `${date} ${text}`, x1: x1 ?? t.x1 };
  };
  const sized = (l: Line, size: number): Line => ({ ...l, size, segs: [{ ...l.segs[0], size }] });
  it("files a thesis or a stay abroad on its own dated row as a detail of the degree above, without the row's date", () => {
    const edu = toEducation(
      groupEntries(
        [
          sized(line("Master of Science in Geodesy", 156, 700), 12),
          at(line("”", 260, 692), 7),
          row("10.2014 – 10.2016", "Coastal Technical University", 686),
          row("21.10.2016", "Masterthesis – Tide Gauge Records Compared with Satellite Altimetry over Two", 670, 535),
          at(line("Decades", 156, 658), 12),
          line("Betreuer: Prof. Dr. Ilse Brandt", 156, 646),
          row("8.2015 – 10.2015", "Auslandsaufenthalt: Nordic Polar Institute, Tromsø", 630),
          row("erwartet 1.2019", "Dissertation – Storm Surges", 614),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.dates, e.details])).toEqual([
      [
        "Master of Science in Geodesy",
        "Coastal Technical University",
        "10.2014 – 10.2016",
        [
          "Masterthesis – Tide Gauge Records Compared with Satellite Altimetry over Two Decades",
          "Betreuer: Prof. Dr. Ilse Brandt",
          "Auslandsaufenthalt: Nordic Polar Institute, Tromsø",
          "Dissertation – Storm Surges",
        ],
      ],
    ]);
  });
  it("keeps a dated row naming a degree and a school as an entry of its own", () => {
    const edu = toEducation(
      groupEntries(
        [
          row("2014 – 2016", "MSc – Coastal Technical University", 700),
          row("2010 – 2014", "BSc – Inland University of Applied Sciences", 684),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => e.dates)).toEqual(["2014 – 2016", "2010 – 2014"]);
  });
});

describe("headings in a left gutter beside the first entry line", () => {
  const sized = (l: Line, size: number): Line => ({ ...l, size, segs: l.segs.map((c) => ({ ...c, size })) as Line["segs"] });
  const gutterRow = (heading: string, content: string, y: number): Line => {
    const h = { ...chunk(heading, 100, y), size: 20 };
    const c = { ...chunk([{ text: content, bold: true }], 196, y), size: 16 };
    return { ...line(heading, 100, y), segs: [h, c], text: `${heading} ${content}`, x1: c.x1, size: 20, gapAbove: 40 };
  };
  const entry = (name: string, role: string, y: number): Line[] => [
    sized(at(line(name, 196, y, { bold: true }), 36), 16),
    sized(at(line(role, 196, y - 18), 18), 13),
    at(line("Kept the lights on", 206, y - 36, { bullet: true }), 18),
  ];
  const doc = (educationHeading: string) => [
    sized(line("Ada Quint", 196, 780), 32),
    gutterRow("Work", "Northwind Labs", 700),
    sized(at(line("Data Engineer", 196, 682), 18), 13),
    at(line("Built the ledger", 206, 664, { bullet: true }), 18),
    ...entry("Quillon Bank", "Analyst", 620),
    gutterRow(educationHeading, "Lakeside College", 540),
    sized(at(line("BSc Statistics", 196, 522), 18), 13),
    ...entry("Hillcrest University", "MSc Data Science", 480),
    // A group of the skills list named like a section, in the entries' bold style.
    gutterRow("Skills", "Training", 400),
    at(line("Mentoring", 202, 382), 18),
  ];
  it("reads the content beside the heading, and lines set like it, as entries of that section", () => {
    const sections = splitSections(doc("Education"), 10.5).filter((s) => s.lines.length);
    expect(sections.map((s) => [s.kind, s.heading])).toEqual([
      ["preamble", ""],
      ["work", "Work"],
      ["education", "Education"],
      ["skills", "Skills"],
    ]);
    expect(sections[1]!.lines.filter((l) => l.size === 16).map((l) => l.text)).toEqual(["Northwind Labs", "Quillon Bank"]);
  });
  it("still reads sub-headings set like the section's first line as sub-headings when no margin heading is beside it", () => {
    const sub = (text: string, y: number) => sized(at(line(text, 180, y), 18), 12);
    const row = (date: string, text: string, y: number): Line => {
      const d = chunk(date, 53, y);
      const t = chunk([{ text, bold: true }], 180, y);
      return { ...line(date, 53, y), segs: [d, t], text: `${date} ${text}`, x1: t.x1 };
    };
    const lines = [
      sized(line("Ada Quint", 180, 780), 24),
      sized(at(line("Education", 180, 700), 40), 14.3),
      sub("MSc", 682),
      row("2018 – 2021", "Northgate University, Physics", 667),
      sub("Schooling", 640),
      row("2010 – 2018", "Hillcrest Grammar School", 625),
      // A known heading in the sub-headings' style.
      sub("Language Skills", 598),
      line("German", 140, 583),
    ];
    const headings = splitSections(lines, 10).map((s) => s.heading);
    expect(headings).toContain("Schooling");
  });
});

describe("levels after a role and dates under a bulleted school", () => {
  it("reads a role with a level after it ('Developer II') and a pentester as roles", () => {
    expect(roleScore("Software Developer II")).toBeGreaterThan(0);
    expect(roleScore("Red Team / Pentester")).toBeGreaterThan(0);
    expect(roleScore("Software Solutions II")).toBeLessThan(0);
  });
  it("gives a lone date line to the school above it that has none", () => {
    const edu = toEducation(
      groupEntries(
        [line("Geology, Bachelors, The University of Eastport", 143, 700, { bullet: true }), line("Aug, 2016 - May, 2020", 143, 686)],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["Geology, Bachelors", "The University of Eastport", "Aug, 2016 - May, 2020"],
    ]);
  });
});

describe("a link under an entry's dates", () => {
  it("does not end the header: the title below it belongs to the same entry", () => {
    const work = toWork(
      groupEntries(
        [
          line("2020-02-01 — 2021-06-30", 400, 700, { bold: true }),
          line("https://www.example.org/", 50, 686),
          line("Backend Developer", 50, 672, { bold: true }),
          line("Go", 80, 656, { bullet: true }),
          line("2018-01-15 — 2020-01-31", 400, 630, { bold: true }),
          line("https://www.example.net/", 50, 616),
          line("QA Engineer", 50, 602, { bold: true }),
          line("Selenium", 80, 586, { bullet: true }),
        ],
        "work",
        10,
      ),
    );
    expect(work.map((w) => [w.title, w.dates])).toEqual([
      ["Backend Developer", "2020-02-01 — 2021-06-30"],
      ["QA Engineer", "2018-01-15 — 2020-01-31"],
    ]);
  });
});

describe("a one-cell header over a two-cell line", () => {
  it("is read without error when the lower line's first cell starts inside the header", () => {
    const header = at(line("Data Analyst, Fenwick Freight, 2019 – 2021", 60, 700, { bold: true }), 30);
    const below: Line = {
      ...line("Reporting and forecasting", 80, 686),
      segs: [chunk("Reporting and", 80, 686), chunk("forecasting for 12 depots", 300, 686)],
    };
    const work = toWork(
      groupEntries([header, below, at(line("Built the weekly depot report", 80, 672, { bullet: true }), 14)], "work", 10),
    );
    expect(work).toHaveLength(1);
    expect(work[0]!.dates).toBe("2019 – 2021");
  });
});

describe("document titles are not names", () => {
  it.each(["ŽIVOTOPIS", "Životopis", "Резюме", "ŻYCIORYS", "Özgeçmiş", "Βιογραφικό Σημείωμα", "Daftar Riwayat Hidup", "Sơ yếu lý lịch"])(
    "%s is a title",
    (title) => {
      expect(isNameLike(title)).toBe(false);
    },
  );

  it.each(["Jana Dvořáková", "Олена Коваленко", "Zofia Wróbel"])("%s is still a name", (name) => {
    expect(isNameLike(name)).toBe(true);
  });
});

describe("a phone number with its area code in brackets", () => {
  it("is not a numbered list item", async () => {
    const { stripBullet } = await import("../../../worker/parse/text.ts");
    expect(stripBullet("(85) 98131-9891")).toBeNull();
    expect(stripBullet("(2) Led the night shift")).toBe("Led the night shift");
  });

  it("is found on a line of its own outside the contact block", () => {
    const contact = [line("Marina Duarte", 60, 760, { bold: true })];
    const all = [...contact, line("Psiquiatra", 60, 740), line("☎ (85) 98131-9891", 60, 400), line("2019 – 2023", 60, 380)];
    expect(contactInfo(contact, all, "").phone).toBe("(85) 98131-9891");
    expect(contactInfo(contact, [...contact, line("2019 – 2023", 60, 380), line("01.02.2020", 60, 360)], "").phone).toBe("");
  });
});
