// List sections on hand-built lines: separators, labels, levels in a second cell, wrapped items.
import { describe, expect, it } from "vitest";
import { listItems, splitItems } from "../../../worker/parse/lists.ts";
import type { Chunk, Line } from "../../../worker/parse/types.ts";

let y = 700;
function line(texts: string[], opts: { bullet?: boolean; gap?: number } = {}): Line {
  y -= opts.gap ?? 14;
  let x = 50;
  const segs = texts.map((text) => {
    const c: Chunk = {
      page: 0,
      x0: x,
      x1: x + text.length * 5,
      y,
      size: 10,
      parts: [{ text, bold: false, italic: false }],
      text,
      blankLead: false,
      firstRunLen: text.length,
      secondX: Number.NaN,
    };
    x = c.x1 + 60;
    return c;
  }) as Line["segs"];
  return {
    page: 0,
    slot: 0,
    y,
    x0: 50,
    x1: segs[segs.length - 1]!.x1,
    size: 10,
    segs,
    text: texts.join(" "),
    bullet: opts.bullet ?? false,
    ruled: false,
    colRight: 400,
    gapAbove: 14,
    pitch: 12,
  };
}

describe("list sections", () => {
  it("splits on commas, pipes and middle dots but not inside parentheses", () => {
    expect(splitItems("Python, SQL (Postgres, MySQL) | Excel · R", true)).toEqual(["Python", "SQL (Postgres, MySQL)", "Excel", "R"]);
  });
  it("keeps sentences and 'Award, 2022' whole", () => {
    expect(splitItems("Teacher of the Year finalist, 2022", true)).toEqual(["Teacher of the Year finalist, 2022"]);
  });
  it("keeps a sentence about skills whole when it opens with a clause and closes its list with 'and'", () => {
    const sentence = "Comfortable building services in Go, Rust, Kotlin, Elixir, and Haskell";
    expect(splitItems(sentence, true)).toEqual([sentence]);
    const clauses = "Have worked on many kinds of teams, such as startups, agencies, and large banks";
    expect(splitItems(clauses, true)).toEqual([clauses]);
    // A short line, a labelled line and a list of noun phrases stay lists.
    expect(splitItems("Proficient in Python, Java, and SQL", true)).toEqual(["Python", "Java", "SQL"]);
    expect(splitItems("Languages: Python, Java, Kotlin, Go, Rust, Scala, Elixir, and Haskell", true)).toContain("Haskell");
    expect(splitItems("Project planning, cost control, team leadership, vendor management and client relations", true)).toHaveLength(4);
  });
  it("files labelled lines under their own key", () => {
    const out = listItems(
      [line(["Languages: Java, Go"]), line(["Spoken: English, French"]), line(["Interests: chess"])],
      "skills",
      "Technical Skills",
    );
    expect(out["Technical Skills"]).toEqual(["Java", "Go"]);
    // Spoken languages are a list of their own whatever their label says.
    expect(out.Languages).toEqual(["English", "French"]);
    expect(out.Interests).toEqual(["chess"]);
  });
  it("knows spoken languages named in Italian, Polish, Dutch, Turkish and Czech", () => {
    for (const spoken of [
      "Lingue: Albanese (Madrelingua), Inglese (Fluente) C2, Tedesco (Base)",
      "Języki: angielski (C1), niemiecki (B1)",
      "Talen: Engels, Duits",
      "Diller: İngilizce, Almanca",
      "Jazyky: angličtina, němčina",
    ]) {
      const out = listItems([line(["Frameworks: Spring, Django"]), line([spoken])], "skills", "Technical Skills");
      expect(out.Languages, spoken).toHaveLength(spoken.split(",").length);
      expect(out["Technical Skills"], spoken).toEqual(["Spring", "Django"]);
    }
  });
  it("drops a skill's or a language's level printed in a column of its own (as a level drawn as bars is)", () => {
    expect(listItems([line(["Python", "Expert"]), line(["SQL", "Advanced"])], "skills", "Technical Skills")["Technical Skills"]).toEqual([
      "Python",
      "SQL",
    ]);
    expect(listItems([line(["French", "Mother tongue"]), line(["English", "C1"])], "languages", "Languages").Languages).toEqual([
      "French",
      "English",
    ]);
  });
  it("reads one item per line in sentence case, and joins a line that ran out of room", () => {
    expect(listItems([line(["Medication reviews"]), line(["Vaccination"])], "skills", "Technical Skills")["Technical Skills"]).toEqual([
      "Medication reviews",
      "Vaccination",
    ]);
    const wrapped = listItems(
      [line(["Advanced Cardiac Life Support Provider Course Instruct-"], { bullet: true }), line(["ors Certificate"])],
      "certifications",
      "Certifications",
    );
    expect(wrapped.Certifications).toEqual(["Advanced Cardiac Life Support Provider Course Instructors Certificate"]);
  });
});

describe("group labels on lines of their own, set larger than their items (not bold)", () => {
  const sized = (texts: string[], size: number, x = 50): Line => {
    const l = line(texts);
    const segs = l.segs.map((c) => ({ ...c, size, x0: x, x1: x + c.text.length * size * 0.5 })) as Line["segs"];
    return { ...l, size, segs, x0: x, x1: segs[0].x1 };
  };
  const items = (labelSize: number) =>
    listItems(
      [
        sized(["Cloud Hosting"], labelSize, 60),
        sized(["Linode, Hetzner, Vultr"], 9, 55),
        sized(["Message Queues"], labelSize, 58),
        sized(["NATS, RabbitMQ"], 9, 65),
      ],
      "skills",
      "Technical Skills",
    )["Technical Skills"];

  it("label the items under them and are not items", () => {
    expect(items(10.5)).toEqual(["Linode", "Hetzner", "Vultr", "NATS", "RabbitMQ"]);
  });

  it("are items in the items' size", () => {
    expect(items(9)).toContain("Cloud Hosting");
  });
});

describe("a skill labelled with how long or how well", () => {
  const read = (...texts: string[]) =>
    listItems(
      texts.map((t) => line([t], { bullet: true })),
      "skills",
      "Technical Skills",
    )["Technical Skills"];

  it("keeps a duration or a phrase after the label with the label, one item", () => {
    expect(read("Welding: 4 years", "Forklift: 18 months")).toEqual(["Welding: 4 years", "Forklift: 18 months"]);
    expect(read("Teamwork: running a crew of six on night shifts")).toEqual(["Teamwork: running a crew of six on night shifts"]);
  });

  it("still splits a list after the label", () => {
    expect(read("Machines: Lathe, Mill, Press brake")).toEqual(["Lathe", "Mill", "Press brake"]);
  });
});

describe("spoken languages listed among skills", () => {
  const read = (...texts: string[]) =>
    listItems(
      texts.map((t) => line([t], { bullet: true })),
      "skills",
      "Technical Skills",
    );

  it("go to Languages alone or with their level after a label", () => {
    expect(read("Proficient in Portuguese", "Forklift driving", "Tiếng Pháp: đọc hiểu, viết thư ngắn")).toEqual({
      Languages: ["Portuguese", "Tiếng Pháp: đọc hiểu, viết thư ngắn"],
      "Technical Skills": ["Forklift driving"],
    });
  });

  it("leave a skill that only mentions a language", () => {
    expect(read("English literature tutoring", "Spanish cuisine: tapas, paella")).toEqual({
      "Technical Skills": ["English literature tutoring", "tapas", "paella"],
    });
  });
});
