// Page layouts the parser must read whatever template made them: a tall contact block beside the name,
// headings known only by their form, label columns set close to their values, words that end like a month.
// Each test builds the smallest input that shows the layout and asserts the general rule.
import { describe, expect, it } from "vitest";
import { dropPageFurniture, pageChunks } from "../../../worker/parse/chunks.ts";
import { continues, joinWrapped } from "../../../worker/parse/blocks.ts";
import { splitGluedName } from "../../../worker/parse/contact.ts";
import { findDate } from "../../../worker/parse/dates.ts";
import { groupEntries } from "../../../worker/parse/entries.ts";
import { toEducation } from "../../../worker/parse/education.ts";
import { roleScore } from "../../../worker/parse/lexicon.ts";
import { toWork } from "../../../worker/parse/work.ts";
import { headerPieces } from "../../../worker/parse/pieces.ts";
import { pageLines } from "../../../worker/parse/layout.ts";
import { splitSections } from "../../../worker/parse/sections.ts";
import type { Chunk, Line, TextRun } from "../../../worker/parse/types.ts";

const chunk = (
  text: string,
  x0: number,
  y: number,
  opts: { size?: number; bold?: boolean; italic?: boolean; x1?: number } = {},
): Chunk => ({
  page: 0,
  x0,
  x1: opts.x1 ?? x0 + text.length * 0.5 * (opts.size ?? 10),
  y,
  size: opts.size ?? 10,
  parts: [{ text, bold: opts.bold ?? false, italic: opts.italic ?? false }],
  text,
  blankLead: false,
  firstRunLen: text.length,
  secondX: Number.NaN,
});

let lineY = 760;
/** A full-width line of one or more chunks (each chunk 40 pt after the previous one). */
function line(texts: string[], opts: { size?: number; bold?: boolean; italic?: boolean; bullet?: boolean; gap?: number } = {}): Line {
  lineY -= opts.gap ?? 14;
  let x = 50;
  const segs = texts.map((t) => {
    const c = chunk(t, x, lineY, opts);
    x = c.x1 + 40;
    return c;
  }) as Line["segs"];
  const size = opts.size ?? 10;
  return {
    page: 0,
    slot: 0,
    y: lineY,
    x0: 50,
    x1: x - 40,
    size,
    segs,
    text: texts.join(" "),
    bullet: opts.bullet ?? false,
    ruled: false,
    colRight: 540,
    gapAbove: opts.gap ?? 14,
    pitch: 12,
  };
}

describe("a tall contact block beside the name", () => {
  it("ends the columns with it, so the work section below is read whole", () => {
    const contacts = [
      "+91-98200 12345",
      "arjun.nair@protonmail.com",
      "Pune, India",
      "linkedin.com/in/arjunnair",
      "github.com/arjunnair",
      "arjunnair.dev",
    ];
    const chunks = [
      chunk("Arjun Nair", 45, 775, { size: 30 }),
      chunk("Principal Site Reliability Engineer", 45, 749, { size: 12 }),
      ...contacts.map((t, i) => chunk(t, 550 - t.length * 4.5, 775 - 18 * i, { size: 9, x1: 550 })),
      chunk("Work Experience", 45, 660, { size: 14, bold: true }),
      chunk("2021–present", 76, 636, { bold: true }),
      chunk("Principal Site Reliability Engineer, Atlassian", 172, 636, { bold: true }),
      ...[
        "Own reliability of the Jira Cloud search platform serving 250,000 tenants",
        "Designed the multi-region failover runbook that cut recovery time",
        "Chair the incident review board for the Bengaluru engineering centre",
      ].map((t, i) => chunk(`• ${t}`, 171, 610 - 27 * i, { x1: 549 })),
      chunk("2018–2021", 86, 498, { bold: true }),
      chunk("Senior SRE, Flipkart", 172, 498, { bold: true }),
      chunk("• Scaled the order pipeline for peaks of 1.2M requests per second", 171, 471, { x1: 526 }),
    ];
    const lines = pageLines(chunks, []);
    const sections = splitSections(lines, 10);
    const work = sections.find((s) => s.kind === "work");
    expect(work?.lines.map((l) => l.text)).toEqual([
      "2021–present Principal Site Reliability Engineer, Atlassian",
      "Own reliability of the Jira Cloud search platform serving 250,000 tenants",
      "Designed the multi-region failover runbook that cut recovery time",
      "Chair the incident review board for the Bengaluru engineering centre",
      "2018–2021 Senior SRE, Flipkart",
      "Scaled the order pipeline for peaks of 1.2M requests per second",
    ]);
    expect(sections[0]?.lines.map((l) => l.text)).toContain("arjun.nair@protonmail.com");
  });
});

describe("a heading known only by its form", () => {
  it("is named by its content: dated role headers with bullets make a work section", () => {
    const lines = [
      line(["Tan Wei Ling"], { size: 26, bold: true }),
      line(["Profile"], { size: 13, bold: true, gap: 30 }),
      line(["Marketing lead with nine years across consumer tech."]),
      line(["Where I've Worked"], { size: 13, bold: true, gap: 30 }),
      line(["Regional Marketing Manager"], { bold: true }),
      line(["Shopee | Mar 2021 – Present"]),
      line(["Own the campaign calendar for six markets"], { bullet: true }),
      line(["Interests"], { size: 13, bold: true, gap: 30 }),
      line(["Bouldering, film photography"]),
      line(["Things I Enjoy"], { size: 13, bold: true, gap: 30 }),
      line(["Chess club"]),
      line(["Hiking club (2019 – 2024)"]),
    ];
    const sections = splitSections(lines, 10);
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      "preamble:",
      "summary:Profile",
      "work:Where I've Worked",
      "other:Interests",
      "other:Things I Enjoy",
    ]);
  });
});

describe("a label column set close to its values", () => {
  const run = (text: string, x: number, y: number, w: number): TextRun => ({
    text,
    x,
    y,
    w,
    size: 9.5,
    bold: false,
    italic: false,
    blank: false,
  });
  // Right-aligned labels ending at x=184.5, values starting at x=193: a gap of 0.9 em, under the 1 em tab-stop rule.
  const rows: [string, string][] = [
    ["Telephone", "06 12 34 56 78"],
    ["E-mail", "camille.dubois@orange.fr"],
    ["Digital skills", "SAP FI, Excel (advanced), Power BI"],
    ["Language skills", "French (native), English (C1)"],
  ];
  const page = (labelled: [string, string][]) => ({
    index: 0,
    width: 595,
    height: 842,
    shapes: [],
    rules: [],
    runs: labelled.flatMap(([label, value], i) => [
      run(label, 184.5 - label.length * 4.8, 720 - 15 * i, label.length * 4.8),
      run(value, 193, 720 - 15 * i, value.length * 4.8),
    ]),
  });
  it("is split from the values when the edge repeats on three or more rows", () => {
    expect(pageChunks(page(rows)).map((c) => c.text)).toEqual(rows.flat());
  });
  it("is not split on two rows (a word gap that happens to line up)", () => {
    expect(pageChunks(page(rows.slice(0, 2))).map((c) => c.text)).toEqual(rows.slice(0, 2).map((r) => r.join(" ")));
  });
});

describe("a word that ends like a month before a date", () => {
  it("does not hide the date ('Chic|ago 2012 – 2014', 'Santi|ago 2019')", () => {
    expect(findDate("University of Illinois Chicago 2012 – 2014")?.text).toBe("2012 – 2014");
    expect(findDate("Universidad de Santiago 2019")?.text).toBe("2019");
    expect(findDate("Kmart 2015 – 2016")?.text).toBe("2015 – 2016");
  });
  it("so two one-line education entries in a row stay two entries", () => {
    const bold = (t: string) => ({ text: t, bold: true, italic: false });
    const a = line(["Master of Arts in Teaching · University of Illinois Chicago 2012 – 2014"], { gap: 22 });
    a.segs[0].parts = [
      bold("Master of Arts in Teaching"),
      { text: " · University of Illinois Chicago 2012 – 2014", bold: false, italic: false },
    ];
    const b = line(["Bachelor of Science in Mathematics · Northern Illinois University", "2008 – 2012"], { gap: 20 });
    b.segs[0].parts = [bold("Bachelor of Science in Mathematics"), { text: " · Northern Illinois University", bold: false, italic: false }];
    const edu = toEducation(groupEntries([a, b], "education", 10));
    expect(edu.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["Master of Arts in Teaching", "University of Illinois Chicago", "2012 – 2014"],
      ["Bachelor of Science in Mathematics", "Northern Illinois University", "2008 – 2012"],
    ]);
  });
});

describe("title vs company when the company is one bare word", () => {
  const styledLine = (text: string, style: { bold?: boolean; italic?: boolean }, date?: string) => {
    const l = line(date ? [text, date] : [text], { gap: 14 });
    l.segs[0].parts = [{ text, bold: style.bold ?? false, italic: style.italic ?? false }];
    return l;
  };
  const job = (a: Line, b: Line) => toWork([{ header: [a, b], body: [{ text: "Built things", bullet: true, textX: 60, last: b }] }])[0];
  it("reads the head noun: 'Software Engineer' is a role, 'Software Solutions' an organisation", () => {
    expect(roleScore("Software Engineer")).toBeGreaterThan(0);
    expect(roleScore("Software Developer")).toBeGreaterThan(0);
    expect(roleScore("Acme Software Solutions")).toBeLessThan(0);
    // The head is read before a comma: the department after it does not make the line an organisation.
    expect(roleScore("Registered Nurse, Emergency Department")).toBeGreaterThan(0);
  });
  it("keeps the bare word as the company whichever line and style it has", () => {
    expect(
      job(styledLine("Software Engineer", { bold: true }, "Jul 2018 – Dec 2021"), styledLine("Infosys", { italic: true })),
    ).toMatchObject({ title: "Software Engineer", company: "Infosys" });
    expect(job(styledLine("Andela", { bold: true }, "Jan 2019 – Mar 2021"), styledLine("Software Developer", {}))).toMatchObject({
      title: "Software Developer",
      company: "Andela",
    });
    // No keyword at all: the single word is still the company.
    expect(job(styledLine("Growth Hacker", {}, "2019 – 2021"), styledLine("Shopee", { italic: true }))).toMatchObject({
      title: "Growth Hacker",
      company: "Shopee",
    });
  });
});

describe("a letter-spaced name that lost its word gap", () => {
  it("is split where the e-mail or profile handle splits it", () => {
    expect(splitGluedName("ETHANPARK", "512-555-0143 · ethan.park@utexas.edu")).toBe("ETHAN PARK");
    expect(splitGluedName("JOSÉGARCÍA", "linkedin.com/in/jose-garcia")).toBe("JOSÉ GARCÍA");
  });
  it("is left alone when no handle spells it", () => {
    expect(splitGluedName("ETHANPARK", "ep2026@utexas.edu")).toBe("ETHANPARK");
    expect(splitGluedName("Ethan Park", "ethan.park@utexas.edu")).toBe("Ethan Park");
  });
});

describe("an institution whose name contains 'at'", () => {
  const pieces = (text: string) => headerPieces([line([text])]).pieces.map((p) => p.text);
  it("is one piece", () => {
    expect(pieces("The University of Texas at Austin")).toEqual(["The University of Texas at Austin"]);
    expect(pieces("Research Assistant at University of Illinois at Chicago")).toEqual([
      "Research Assistant",
      "University of Illinois at Chicago",
    ]);
  });
  it("while 'Title at Company' still splits", () => {
    expect(pieces("Software Engineer at Google")).toEqual(["Software Engineer", "Google"]);
  });
});

describe("wrapped bullet lines", () => {
  it("a line that ends on a preposition continues, even onto a short line starting with a digit", () => {
    const prev = line(["Launched income verification, lifting landlord acceptance by"]);
    const next = line(["14%"]);
    prev.colRight = 400; // the column looks roomy (a two-column page's estimated edge)
    expect(continues(prev, next, 50)).toBe(true);
    const done = line(["Launched income verification for landlords"]);
    done.colRight = 400;
    expect(continues(done, line(["14 markets launched"]), 50)).toBe(false);
  });
  it("a real hyphen after an acronym or code at the line end is kept; ordinary hyphenation is repaired", () => {
    expect(joinWrapped("cell-type deconvolution of bulk RNA-", "seq")).toBe("cell-type deconvolution of bulk RNA-seq");
    expect(joinWrapped("grew B2B-", "focused sales")).toBe("grew B2B-focused sales");
    expect(joinWrapped("design for manufactur-", "ing reviews")).toBe("design for manufacturing reviews");
  });
});

describe("a 'Qualifications' section", () => {
  const kinds = (body: string) =>
    splitSections(
      [
        line(["Sarah O'Connor"], { size: 20, bold: true }),
        line(["Experience"], { bold: true, gap: 30 }),
        line(["Audit Manager, Deloitte"]),
        line(["Qualifications"], { bold: true, gap: 30 }),
        line([body]),
      ],
      10,
    ).map((s) => s.kind);
  it("of professional credentials is a list, not education", () => {
    expect(kinds("ICAEW Chartered Accountant (2019)")).toEqual(["preamble", "work", "other"]);
  });
  it("naming a degree or a school is education", () => {
    expect(kinds("BSc (Hons) Accounting and Finance, University of Leeds")).toEqual(["preamble", "work", "education"]);
  });
});

describe("unknown headings before any known heading", () => {
  it("start a section when their content reads as entries, even over a dated first line; the name stays in the preamble", () => {
    const lines = [
      line(["Priya Sharma"], { size: 24, bold: true }),
      line(["Backend Engineer"], { size: 13 }),
      line(["WHERE I'VE WORKED"], { size: 11.5, bold: true, gap: 30 }),
      line(["Nokia Solutions and Networks", "2021 - present"], { bold: true }),
      line(["DevOps Engineer"], { italic: true }),
      line(["Maintain GitLab CI pipelines"], { bullet: true }),
      line(["WHERE I STUDIED"], { size: 11.5, bold: true, gap: 30 }),
      line(["The University of Texas at Austin", "Expected May 2026"], { bold: true }),
      line(["B.S. Computer Science"], { italic: true }),
      line(["SKILLS"], { size: 11.5, bold: true, gap: 30 }),
      line(["Rust, TypeScript"]),
    ];
    const sections = splitSections(lines, 10);
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      "preamble:",
      "work:Where I've Worked",
      "education:Where I Studied",
      "skills:Skills",
    ]);
    expect(sections[0]?.lines.map((l) => l.text)).toEqual(["Priya Sharma", "Backend Engineer"]);
  });
  it("a heading-styled job title over its company line is still an entry", () => {
    const lines = [
      line(["Sarah Kim"], { size: 26, bold: true }),
      line(["EXPERIENCE"], { bold: true, gap: 30 }),
      line(["GROWTH HACKER"], { bold: true }),
      line(["Cossette | 2018 - 2021"]),
      line(["Produced campaign assets"], { bullet: true }),
    ];
    expect(splitSections(lines, 10).map((s) => s.kind)).toEqual(["preamble", "work"]);
  });
});

describe("a letter-spaced heading of several words", () => {
  it("stays one chunk: its word gaps are wide only by its own letter pitch", () => {
    const run = (text: string, x: number, w: number): TextRun => ({
      text,
      x,
      y: 734,
      w,
      size: 11,
      bold: true,
      italic: false,
      blank: false,
    });
    const chunks = pageChunks({
      index: 0,
      width: 595,
      height: 842,
      shapes: [],
      rules: [],
      runs: [run("W H E R E", 51, 60.7), run("I", 124.7, 3.1), run("S T U D I E D", 140.7, 77.9), run("2019 – 2021", 480, 50)],
    });
    expect(chunks.map((c) => c.text)).toEqual(["WHERE I STUDIED", "2019 – 2021"]);
  });
});

describe("what an unknown heading's content shows", () => {
  const kindsOf = (entry: string[]) =>
    splitSections(
      [
        line(["Jo Doe"], { size: 24, bold: true }),
        line(["SKILLS"], { size: 11.5, bold: true, gap: 30 }),
        line(["Welding"]),
        line(["SCHOOLING"], { size: 11.5, bold: true, gap: 30 }),
        ...entry.map((t) => line([t])),
      ],
      10,
    ).map((s) => s.kind);
  it("schools and degrees without a role make education", () => {
    expect(kindsOf(["MFA Interaction Design", "Konstfack | 2015 – 2017"])).toEqual(["preamble", "skills", "education"]);
    expect(kindsOf(["Ohio Electrical Contractor License", "Ohio Construction Industry Licensing Board (2019)"])).toEqual([
      "preamble",
      "skills",
      "education",
    ]);
  });
  it("a role at a school is work", () => {
    expect(kindsOf(["Mathematics Teacher", "Greenwood High International School | Jun 2018 – Present"])).toEqual([
      "preamble",
      "skills",
      "work",
    ]);
  });
});

describe("a header line with a date beside it", () => {
  it("is not continued by a line in another style (the next entry's bold institution)", () => {
    const head = (text: string, bold: boolean, italic: boolean, date?: string) => {
      const l = line(date ? [text, date] : [text], { gap: 14 });
      l.segs[0].parts = [{ text, bold, italic }];
      if (date) {
        l.segs[0].x1 = 440; // a long degree line: the next line's first word would not have fitted before the date
        l.segs[1]!.x0 = 480;
      }
      return l;
    };
    const edu = toEducation(
      groupEntries(
        [
          head("Athens University of Economics and Business", true, false),
          head("MSc Human Resource Management Studies And Practice", false, true, "2010 – 2012"),
          head("National and Kapodistrian University of Athens", true, false),
          head("BA Psychology", false, true, "2006 – 2010"),
        ],
        "education",
        10,
      ),
    );
    expect(edu.map((e) => e.institution)).toEqual([
      "Athens University of Economics and Business",
      "National and Kapodistrian University of Athens",
    ]);
  });
});

describe("dates in the top or bottom band of two pages", () => {
  it("are entries' dates, not a running element, while a repeated page foot is still dropped", () => {
    const page = (index: number, y: number, date: string) => {
      const body = Array.from({ length: 5 }, (_, k) => chunk(`Body text line ${k}`, 57, 400 - 14 * k));
      return {
        page: { index, width: 595, height: 842, runs: [], shapes: [], rules: [] },
        chunks: [
          ...body,
          { ...chunk("MBA – Fundação Getulio Vargas", 57, y), page: index },
          { ...chunk(date, 474, y), page: index },
          { ...chunk(`Jo Doe – CV – Page ${index + 1} of 2`, 200, 30), page: index },
        ],
      };
    };
    const a = page(0, 60.7, "2012 – 2014");
    const b = page(1, 787.2, "2003 – 2007");
    const kept = dropPageFurniture([a.page, b.page], [a.chunks, b.chunks]).map((cs) => cs.map((c) => c.text));
    expect(kept[0]).toContain("2012 – 2014");
    expect(kept[1]).toContain("2003 – 2007");
    expect(kept.flat().some((t) => t.includes("Page"))).toBe(false);
  });
});

describe("a larger bold company line inside a work section", () => {
  it("stays an entry: content cannot open a section of the kind already being read", () => {
    const lines = [
      line(["Jo Doe"], { size: 24, bold: true }),
      line(["EXPERIENCE"], { size: 14, bold: true, gap: 30 }),
      line(["ACME CORP"], { size: 12, bold: true, gap: 20 }),
      line(["Senior Engineer", "2019 – 2021"]),
      line(["Built the billing service"], { bullet: true }),
      line(["GLOBEX"], { size: 12, bold: true, gap: 20 }),
      line(["Engineer", "2016 – 2019"]),
      line(["Ran the data platform"], { bullet: true }),
    ];
    const sections = splitSections(lines, 10);
    expect(sections.map((s) => s.kind)).toEqual(["preamble", "work"]);
    expect(sections[1]?.lines).toHaveLength(6);
  });
});

describe("headings set in plain bold at body size", () => {
  it("an unknown one in the known headings' style opens education after work when its content says so", () => {
    const lines = [
      line(["Dr Jo Doe"], { size: 20, bold: true }),
      line(["Academic Appointments"], { bold: true, gap: 24 }),
      line(["2020–present", "Senior Lecturer in Marine Ecology, University of Aberdeen"]),
      line(["Where I Studied"], { bold: true, gap: 24 }),
      line(["2016", "PhD Marine Biology, University of St Andrews"]),
      line(["2011", "BSc (Hons) Zoology, University of Glasgow"]),
    ];
    expect(splitSections(lines, 10).map((s) => `${s.kind}:${s.heading}`)).toEqual([
      "preamble:",
      "work:Academic Appointments",
      "education:Where I Studied",
    ]);
  });
});

describe("an unknown heading's section", () => {
  it("takes its content's kind at once, so a sub-heading of the same kind inside it is not a new section", () => {
    const lines = [
      line(["Rahul Sharma"], { size: 15, bold: true }),
      line(["Career Objective"], { bold: true, gap: 24 }),
      line(["To work in a challenging environment."]),
      line(["Where I've Worked"], { bold: true, gap: 24 }),
      line(["Designation: Senior Systems Engineer"]),
      line(["Duration: June 2019 – Present"]),
      line(["Responsibilities"], { bold: true }),
      line(["Developed REST services in Java"], { bullet: true }),
      line(["Designation: Software Engineer"]),
      line(["Duration: July 2017 – May 2019"]),
    ];
    expect(splitSections(lines, 10).map((s) => `${s.kind}:${s.heading}`)).toEqual([
      "preamble:",
      "summary:Career Objective",
      "work:Where I've Worked",
    ]);
  });
});
