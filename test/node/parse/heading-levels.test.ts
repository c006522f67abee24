// Heading levels, gutter labels, letter-spaced names, skill groups and skill grids on hand-built lines (invented text).
import { describe, expect, it } from "vitest";
import { headingKind, letterSpacedName } from "../../../worker/parse/headings.ts";
import { listItems, splitItems } from "../../../worker/parse/lists.ts";
import { splitSections } from "../../../worker/parse/sections.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";

interface Opts {
  size?: number;
  bold?: boolean;
  bullet?: boolean;
  x?: number;
  slot?: number;
  gap?: number;
  /** Bold per segment (overrides `bold`). */
  bolds?: boolean[];
  sizes?: number[];
}

let y = 780;
/** A line of one or more segments 40 pt apart; 0.5 em per character. */
function ln(texts: string | string[], o: Opts = {}): Line {
  const size = o.size ?? 10;
  y -= o.gap ?? 14;
  let x = o.x ?? 50;
  const segs = (typeof texts === "string" ? [texts] : texts).map((text, i) => {
    const s = o.sizes?.[i] ?? size;
    const c: Chunk = {
      page: 0,
      x0: x,
      x1: x + text.length * s * 0.5,
      y,
      size: s,
      parts: [{ text, bold: o.bolds?.[i] ?? o.bold ?? false, italic: false }],
      text,
      blankLead: false,
      firstRunLen: text.length,
      secondX: Number.NaN,
    };
    x = c.x1 + 40;
    return c;
  }) as Line["segs"];
  return {
    page: 0,
    slot: o.slot ?? 0,
    y,
    x0: segs[0].x0,
    x1: segs[segs.length - 1]!.x1,
    size: Math.max(...segs.map((c) => c.size)),
    segs,
    text: segs.map((c) => c.text).join(" "),
    bullet: o.bullet ?? false,
    ruled: false,
    colRight: 540,
    gapAbove: o.gap ?? 14,
    pitch: 12,
  };
}
const H1 = { size: 16, bold: true, gap: 24 };
const H2 = { size: 12, bold: true, gap: 20 };
const shape = (lines: Line[]) => splitSections(lines, 10).map((s) => `${s.kind}:${s.heading}`);
const linesOf = (lines: Line[], heading: string) =>
  splitSections(lines, 10)
    .find((s) => s.heading === heading)
    ?.lines.map((l) => l.text);

describe("heading vocabulary", () => {
  it("knows the plain word Work and more Chinese and Japanese section names", () => {
    expect(headingKind("Work")).toBe("work");
    expect(headingKind("技能专长")).toBe("skills");
    expect(headingKind("个人荣誉")).toBe("other");
    expect(headingKind("取得資格")).toBe("certifications");
    expect(headingKind("Berufliche Stationen")).toBe("work");
    // Not every short word is a heading.
    expect(headingKind("Workshop Leader")).toBeNull();
  });
});

describe("letter-spaced headings", () => {
  it("names a heading whose letters were only partly closed up by the words it spells", () => {
    expect(letterSpacedName("SKIL L S")).toBe("skills");
    expect(letterSpacedName("W ORK E XPERIENCE")).toBe("work experience");
    // A heading printed normally, or single letters that spell no section, are not renamed.
    expect(letterSpacedName("Skills")).toBeNull();
    expect(letterSpacedName("A B C")).toBeNull();
    const sections = shape([
      ln("Mira Olsen", { size: 20, bold: true }),
      ln("EDUCATION", H1),
      ln("BSc Physics, Lund University 2015 – 2018"),
      ln("PUBLIC ATION S", H1),
      ln("A study of tides, Journal of Water, 2019"),
    ]);
    expect(sections).toEqual(["preamble:", "education:Education", "other:Publications"]);
  });
});

describe("labels in a left gutter", () => {
  it("splits a large plain label from the content on its baseline", () => {
    const sections = splitSections(
      [
        ln("Mira Olsen", { size: 24 }),
        ln(["Work", "Senior Engineer"], { sizes: [20, 14], bolds: [false, true], gap: 40 }),
        ln("Harbor Bank", { x: 140, bold: true }),
        ln(["Skills", "Rust, Go"], { sizes: [20, 10], gap: 40 }),
      ],
      10,
    );
    expect(sections.map((s) => `${s.kind}:${s.heading}`)).toEqual(["preamble:", "work:Work", "skills:Skills"]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(["Senior Engineer", "Harbor Bank"]);
  });
  it("leaves a body-size plain first cell alone", () => {
    const sections = shape([ln("Mira Olsen", { size: 20, bold: true }), ln("Skills", H1), ln(["Tools", "Excel, Tableau"])]);
    expect(sections).toEqual(["preamble:", "skills:Skills"]);
  });
});

describe("names known only by a generic tail", () => {
  const doc = (company: Line) => [
    ln("Mira Olsen", { size: 20 }),
    ln("Summary", { size: 12, gap: 24 }),
    ln("Engineer who likes hard problems."),
    ln("Experience", { size: 12, gap: 24 }),
    company,
    ln("Backend Engineer  Mar 2019 – Present"),
    ln("Built the billing service.", { bullet: true }),
    ln("Education", { size: 12, gap: 24 }),
    ln("BSc Computer Science, Lund University 2014 – 2018"),
  ];
  it("does not take a company in the headings' size but another weight for a heading", () => {
    expect(shape(doc(ln("Northwind Technologies", { size: 12, bold: true, gap: 20 })))).toEqual([
      "preamble:",
      "summary:Summary",
      "work:Experience",
      "education:Education",
    ]);
  });
  it("still takes such a name in the headings' own style", () => {
    expect(shape(doc(ln("Cloud Technologies", { size: 12, gap: 24 })))).toContain("skills:Cloud Technologies");
  });
});

describe("sub-headings inside an entry section", () => {
  it("files the dated entries under a smaller unknown sub-heading as the section's kind", () => {
    expect(
      shape([
        ln("Mira Olsen", { size: 20, bold: true }),
        ln("Experience", H1),
        ln("Academic", H2),
        ln("2019 – 2021  Research Assistant, Lund University"),
        ln("Industrial", H2),
        ln("2021 – 2023  Data Engineer, Harbor Bank AB"),
        ln("Languages", H2),
        ln("Swedish, English"),
      ]),
    ).toEqual(["preamble:", "work:Experience", "work:Academic", "work:Industrial", "languages:Languages"]);
  });
  it("keeps an undated sub-heading under its own name", () => {
    expect(
      shape([
        ln("Mira Olsen", { size: 20, bold: true }),
        ln("Education", H1),
        ln("Academic", H2),
        ln("BSc Physics, Lund University 2015 – 2018"),
        ln("Thesis Topic", H2),
        ln(["Title", "Waves in shallow water"]),
        ln("Languages", H2),
        ln("Swedish, English"),
      ]),
    ).toEqual(["preamble:", "education:Education", "education:Academic", "other:Thesis Topic", "languages:Languages"]);
  });
  it("keeps a list label set smaller than the heading with the entry it sits in", () => {
    const lines = [
      ln("Mira Olsen", { size: 20, bold: true }),
      ln("Experience", H1),
      ln("Backend Engineer  Mar 2019 – Present", { bold: true }),
      ln("Harbor Bank"),
      ln("Highlights", H2),
      ln("Rust", { bullet: true }),
      ln("Kafka", { bullet: true }),
      ln("Education", H1),
      ln("BSc Physics, Lund University 2015 – 2018"),
    ];
    expect(shape(lines)).toEqual(["preamble:", "work:Experience", "education:Education"]);
    expect(linesOf(lines, "Experience")).toEqual(["Backend Engineer  Mar 2019 – Present", "Harbor Bank", "Rust", "Kafka"]);
  });
  it("keeps the same label as a section when it is a heading of the top level", () => {
    const lines = [
      ln("Mira Olsen", { size: 20, bold: true }),
      ln("Experience", H1),
      ln("Backend Engineer  Mar 2019 – Present", { bold: true }),
      ln("Highlights", H1),
      ln("Won the regional hackathon", { bullet: true }),
      ln("Spoke at two meetups", { bullet: true }),
    ];
    expect(shape(lines)).toEqual(["preamble:", "work:Experience", "other:Highlights"]);
  });
});

describe("skill groups set as headings", () => {
  const sidebar = (names: [string, string, string]) => [
    ln("Mira Olsen", { size: 20 }),
    ln("Contact", { size: 12, slot: 1, gap: 24 }),
    ln("mira@example.org", { slot: 1 }),
    ln(names[0], { size: 12, slot: 1, gap: 24 }),
    ln("React Vue", { slot: 1 }),
    ln("Svelte", { slot: 1 }),
    ln(names[1], { size: 12, slot: 1, gap: 24 }),
    ln("Postgres Redis", { slot: 1 }),
    ln(names[2], { size: 12, slot: 1, gap: 24 }),
    ln("Docker Terraform", { slot: 1 }),
    ln("Languages", { size: 12, slot: 1, gap: 24 }),
    ln("Swedish, English", { slot: 1 }),
  ];
  it("reads a run of group headings, one naming a kind of tool, as one skills list", () => {
    const sections = splitSections(sidebar(["Frontend", "Databases", "Hosting"]), 10);
    expect(sections.map((s) => s.kind)).toEqual(["preamble", "contact", "skills", "skills", "skills", "languages"]);
    expect(sections.filter((s) => s.kind === "skills").every((s) => s.heading === "")).toBe(true);
  });
  it("leaves unknown headings alone when none names a kind of tool", () => {
    const sections = splitSections(sidebar(["Sailing", "Chess", "Baking"]), 10);
    expect(sections.map((s) => s.kind)).toEqual(["preamble", "contact", "other", "other", "other", "languages"]);
  });
});

describe("skill grids", () => {
  it("drops bold column labels over plain rows of items", () => {
    const items = listItems(
      [ln(["Backend", "Cloud"], { bold: true }), ln(["Rust", "AWS"]), ln(["Kafka", "Terraform"])],
      "skills",
      "Technical Skills",
    );
    expect(items["Technical Skills"]).toEqual(["Rust", "AWS", "Kafka", "Terraform"]);
  });
  it("keeps bold names that alternate with plain detail rows: they are the items", () => {
    const items = listItems(
      [
        ln(["Rust", "Kafka"], { bold: true }),
        ln(["tokio · serde", "streams"]),
        ln(["Postgres", "Redis"], { bold: true }),
        ln(["replication", "caching"]),
      ],
      "skills",
      "Technical Skills",
    );
    expect(items["Technical Skills"]).toEqual(expect.arrayContaining(["Rust", "Kafka", "Postgres", "Redis"]));
  });
  it("keeps a bold row when the rows under it are bold too", () => {
    const items = listItems([ln(["Rust", "Go"], { bold: true }), ln(["Kafka", "AWS"], { bold: true })], "skills", "Technical Skills");
    expect(items["Technical Skills"]).toEqual(["Rust", "Go", "Kafka", "AWS"]);
  });
});

describe("items in Chinese and Japanese lists", () => {
  it("keeps a sentence of Han characters whole and splits a list of short ones", () => {
    expect(splitItems("喜欢阅读，周末经常去郊外徒步旅行并拍摄风景照片，偶尔下棋。", true)).toEqual([
      "喜欢阅读，周末经常去郊外徒步旅行并拍摄风景照片，偶尔下棋",
    ]);
    expect(splitItems("阅读、游泳、摄影", true)).toEqual(["阅读", "游泳", "摄影"]);
    // Without a full stop, a long last item is still one item of the list.
    expect(splitItems("熟悉 Python，有 Git、Docker 和 Jira 等团队协作工具的使用经验", true)).toEqual([
      "Python",
      "有 Git",
      "Docker 和 Jira 等团队协作工具的使用经验",
    ]);
  });
  it("drops a marker that names nothing", () => {
    expect(splitItems("Rust, †, Go", true)).toEqual(["Rust", "Go"]);
  });
});
