// Personal-info extras from the header (personal_info.location / linkedin / github / website), kept as printed
// and left absent when not printed.
import { describe, expect, it } from "vitest";
import { findLinks, findLocation } from "../../../worker/parse/contact.ts";
import { recordFromPages } from "../../../worker/parse/index.ts";
import type { Line, TextRun } from "../../../worker/parse/types.ts";

/** A header line of one or more cells (each cell a chunk 80 pt after the previous one). */
function line(cells: string[], y: number): Line {
  let x = 50;
  const segs = cells.map((text) => {
    const c = {
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
    x = c.x1 + 80;
    return c;
  });
  return {
    page: 0,
    slot: 0,
    y,
    x0: 50,
    x1: x,
    size: 10,
    segs: segs as Line["segs"],
    text: cells.join(" "),
    bullet: false,
    ruled: false,
    colRight: 545,
    gapAbove: 14,
    pitch: 14,
  };
}

describe("location", () => {
  it("takes the place among the contact details, as printed", () => {
    expect(
      findLocation([line(["Jordan Avery"], 790), line(["Austin, TX | jordan@example.com | +1 512 555 0100"], 770)], "Jordan Avery"),
    ).toBe("Austin, TX");
    expect(findLocation([line(["jordan@example.com", "Berlin, Germany"], 770)], "Jordan Avery")).toBe("Berlin, Germany");
    expect(findLocation([line(["Currently in Dublin, Ireland"], 770)], "Jordan Avery")).toBe("Dublin, Ireland");
  });
  it("leaves it absent for a street address, a work arrangement, a skills line or a tagline", () => {
    expect(findLocation([line(["12 Harbour Road, Springfield, IL 62701 | jordan@example.com"], 770)], "Jordan Avery")).toBeUndefined();
    expect(findLocation([line(["Remote | jordan@example.com"], 770)], "Jordan Avery")).toBeUndefined();
    expect(findLocation([line(["HTML, CSS, JavaScript | jordan@example.com"], 770)], "Jordan Avery")).toBeUndefined();
    expect(findLocation([line(["Data Scientist, Machine Learning | jordan@example.com"], 770)], "Jordan Avery")).toBeUndefined();
  });
});

describe("profile links", () => {
  it("finds LinkedIn and GitHub profiles and a personal site, as printed", () => {
    expect(findLinks("jane@example.com | linkedin.com/in/jane-doe | github.com/janedoe | https://janedoe.dev/", "")).toEqual({
      linkedin: "linkedin.com/in/jane-doe",
      github: "github.com/janedoe",
      website: "https://janedoe.dev/",
    });
    expect(findLinks("https://www.linkedin.com/in/jane-doe-4a1b2c/.", "")).toEqual({
      linkedin: "https://www.linkedin.com/in/jane-doe-4a1b2c/",
    });
  });

  it("takes a GitHub profile, not a repository; a repository in the body is not the website", () => {
    expect(findLinks("jane@example.com", "Built github.com/janedoe/tracker\nhttps://example.org/tracker")).toEqual({});
    expect(findLinks("jane@example.com", "Elsewhere: github.com/janedoe")).toEqual({ github: "github.com/janedoe" });
  });

  it("joins a LinkedIn address wrapped after a hyphen, and does not take an e-mail domain for a website", () => {
    expect(findLinks("www.linkedin.com/in/jane-\ndoe-12ab34 (LinkedIn)\njane@www.example.com", "")).toEqual({
      linkedin: "www.linkedin.com/in/jane-doe-12ab34",
    });
  });

  it("fills the record's links from the header and leaves them out when none is printed", () => {
    const run = (text: string, y: number, size = 10): TextRun => ({
      text,
      x: 50,
      y,
      w: text.length * size * 0.5,
      size,
      bold: size > 10,
      italic: false,
      blank: false,
    });
    const page = (runs: TextRun[]) => [{ index: 0, width: 595, height: 842, runs, shapes: [], rules: [] }];
    const withLinks = recordFromPages(
      page([
        run("Jordan Avery", 790, 20),
        run("jordan@example.com | github.com/javery", 768),
        run("Skills", 740, 12),
        run("Python, SQL", 726),
      ]),
    );
    expect(withLinks.record.personal_info).toMatchObject({ github: "github.com/javery" });
    expect(withLinks.record.personal_info.linkedin).toBeUndefined();
    const without = recordFromPages(
      page([run("Jordan Avery", 790, 20), run("jordan@example.com", 768), run("Skills", 740, 12), run("Python, SQL", 726)]),
    );
    expect(Object.keys(without.record.personal_info).sort()).toEqual(["email", "name", "phone"]);
  });
});
