import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { renderResumePdf } from "../../../worker/render/index";
import { DESIGN_IDS, DESIGNS } from "../../../worker/render/theme";
import { INTERNATIONAL_NAMES, sampleResume } from "../../samples/resumes";
import { allText, fonts, readPdf } from "./helpers";

const render = (record: StoredRecord, pageSize?: "A4" | "Letter") => renderResumePdf(record, { fonts, pageSize });
const squash = (s: string) => s.replace(/\s+/g, "");

describe("renderResumePdf: pages and sizes", () => {
  it.each([
    ["short", 1],
    ["two-page", 2],
    ["three-page", 3],
  ] as const)("a %s resume fills %i A4 page(s)", async (size, pages) => {
    const doc = await PDFDocument.load(await render(sampleResume(size)));
    expect(doc.getPageCount()).toBe(pages);
  });

  it("uses A4 by default and Letter when asked", async () => {
    const a4 = await PDFDocument.load(await render(sampleResume("short")));
    const letter = await PDFDocument.load(await render(sampleResume("short"), "Letter"));
    expect(a4.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(letter.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const lower = await PDFDocument.load(await render(sampleResume("short"), "letter" as "Letter"));
    expect(lower.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const other = await PDFDocument.load(await render(sampleResume("short"), "B5" as "A4"));
    expect(other.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it("starts with a PDF header and ends with EOF", async () => {
    const bytes = await render(sampleResume("short"));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(new TextDecoder().decode(bytes.slice(-6))).toContain("%%EOF");
  });
});

describe("renderResumePdf: metadata and fonts", () => {
  it("sets title, author, creator and producer", async () => {
    const doc = await PDFDocument.load(await render(sampleResume("short", "Łukasz Wróbel")), { updateMetadata: false });
    expect(doc.getTitle()).toBe("Łukasz Wróbel – Resume");
    expect(doc.getAuthor()).toBe("Łukasz Wróbel");
    expect(doc.getCreator()).toBe("TailorCV");
    expect(doc.getProducer()).toBe("TailorCV");
  });

  it("takes title, author and product name from the options", async () => {
    const bytes = await renderResumePdf(sampleResume("short"), { fonts, title: "CV for Acme", author: "J. Doe", productName: "Other" });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([doc.getTitle(), doc.getAuthor(), doc.getCreator(), doc.getProducer()]).toEqual(["CV for Acme", "J. Doe", "Other", "Other"]);
  });

  it("embeds subset TrueType fonts (no standard 14 fonts), with a ToUnicode map", async () => {
    const doc = await PDFDocument.load(await render(sampleResume("two-page")));
    const fontDicts = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of("Type")) === PDFName.of("Font"));
    const type0 = fontDicts.filter((d) => d.get(PDFName.of("Subtype")) === PDFName.of("Type0"));
    expect(type0.length).toBe(3);
    for (const d of type0) {
      expect(d.get(PDFName.of("BaseFont"))!.toString()).toMatch(/^\/[A-Z]{6}\+NotoSans-(Regular|Bold|Italic)$/);
      expect(d.get(PDFName.of("ToUnicode"))).toBeDefined();
    }
    expect(fontDicts.filter((d) => d.get(PDFName.of("Subtype")) === PDFName.of("Type1"))).toEqual([]);
    const fontFiles = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj) => obj instanceof PDFDict && obj.get(PDFName.of("FontFile2")));
    expect(fontFiles.length).toBe(3);
    // Subsets: the whole PDF is far smaller than one 500 KB font file.
    expect((await render(sampleResume("two-page"))).length).toBeLessThan(60_000);
    expect(doc.context.enumerateIndirectObjects().some(([, o]) => o instanceof PDFRawStream)).toBe(true);
  });
});

describe("renderResumePdf: text a machine reads exactly", () => {
  it("maps every glyph to exactly one character (no ligature glyphs in the font subsets)", async () => {
    const record = sampleResume("two-page");
    record.experiences.work_experiences[0]!.responsibilities.push("Efficient office workflow: fluent affiliate financing, ffi ffl");
    const doc = await PDFDocument.load(await render(record));
    const cmaps = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of("Subtype")) === PDFName.of("Type0"))
      .map((font) => {
        const stream = doc.context.lookup(font.get(PDFName.of("ToUnicode")) as PDFRef) as PDFRawStream;
        return new TextDecoder().decode(decodePDFRawStream(stream).decode());
      });
    expect(cmaps.length).toBe(3);
    for (const cmap of cmaps) {
      // bfchar lines: <glyph> <unicode>; one UTF-16 code unit (or one surrogate pair) per glyph.
      const targets = [...cmap.matchAll(/^<[0-9a-f]{4}> <([0-9a-f]+)>$/gim)].map((m) => m[1]!);
      expect(targets.length).toBeGreaterThan(20);
      for (const t of targets) {
        const units = t.length / 4;
        const pair = units === 2 && /^d[89ab]/i.test(t);
        expect(units === 1 || pair, `glyph maps to ${t}`).toBe(true);
      }
    }
  });

  it("prints every section in the spec's order with clear headings", async () => {
    const text = allText(await readPdf(await render(sampleResume("two-page"))));
    const order = ["Jane Doe", "EDUCATION", "WORK EXPERIENCE", "PROJECTS", "TECHNICAL SKILLS", "LANGUAGES", "CERTIFICATIONS"].map((h) =>
      text.indexOf(h),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("+65 9123 4567");
    expect(text).toContain("jane.doe@example.com");
  });

  it("reads in order: every job's title, company, dates and bullets follow one another across pages", async () => {
    const record = sampleResume("three-page");
    const text = squash(allText(await readPdf(await render(record))));
    const sequence = record.experiences.work_experiences.flatMap((j) => [j.title, j.company, j.dates, ...j.responsibilities]);
    let at = 0;
    for (const piece of sequence) {
      const found = text.indexOf(squash(piece), at);
      expect(found, piece).toBeGreaterThanOrEqual(at);
      at = found + squash(piece).length;
    }
  });

  it("puts title, company and dates of a job on one line", async () => {
    const pages = await readPdf(await render(sampleResume("short")));
    expect(pages[0]!.lines).toContain("Senior Data Engineer | Grab Holdings Jan 2022 – Present");
    const company = pages[0]!.items.find((i) => i.str === "Grab Holdings")!;
    const title = pages[0]!.items.find((i) => i.str === "Senior Data Engineer")!;
    expect(company.y).toBe(title.y);
    expect(company.fontName).not.toBe(title.fontName);
  });

  it("never emits ligature glyphs: 'fi', 'ffi', 'fl' read back as letters", async () => {
    const record = sampleResume("short");
    record.experiences.work_experiences[0]!.responsibilities = ["Efficient office workflow, fluent affiliate financing, ﬁnal ﬂow"];
    const text = allText(await readPdf(await render(record)));
    expect(text).toContain("Efficient office workflow, fluent affiliate financing, final flow");
    expect(text).not.toMatch(/[\ufb00-\ufb06]/);
  });

  it.each(INTERNATIONAL_NAMES)("prints %s exactly (embedded Unicode font)", async (name) => {
    const record = sampleResume("short", name);
    record.experiences.work_experiences[0]!.company = `${name} & Co`;
    const pages = await readPdf(await render(record));
    expect(pages[0]!.lines[0]).toBe(name);
    expect(allText(pages)).toContain(`${name} & Co`);
  });

  it("does not print a bullet marker twice, but keeps a leading minus", async () => {
    const record = sampleResume("short");
    record.experiences.work_experiences[0]!.responsibilities = ["• Built A", "- Built B", "* Built C", "–Built D", "-5% cost of E"];
    const lines = (await readPdf(await render(record)))[0]!.lines;
    for (const b of ["• Built A", "• Built B", "• Built C", "• –Built D", "• -5% cost of E"]) expect(lines).toContain(b);
  });

  it("prints HTML and script text literally", async () => {
    const record = sampleResume("short");
    record.personal_info.name = "<b>Jane</b> Doe";
    record.experiences.work_experiences[0]!.responsibilities = ['<script>alert("x")</script> & <img src=x onerror=alert(1)>'];
    const text = allText(await readPdf(await render(record)));
    expect(text).toContain("<b>Jane</b> Doe");
    expect(text).toContain('<script>alert("x")</script> & <img src=x onerror=alert(1)>');
  });

  it.each(DESIGN_IDS)("keeps every line inside the margins of the %s design, wrapping long words and URLs", async (design) => {
    const record = sampleResume("short");
    const url = `https://example.com/${"very-long-path-segment/".repeat(12)}index.html?query=${"x".repeat(80)}`;
    const word = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(6);
    record.experiences.work_experiences[0]!.responsibilities = [`See ${url} for details`, word];
    record.experiences.work_experiences[0]!.company = "C".repeat(300);
    record.experiences.work_experiences.push(...sampleResume("three-page").experiences.work_experiences);
    // A tightened design keeps at least 82% of its margins (compose.ts).
    const { margin } = DESIGNS[design];
    for (const pageSize of ["A4", "Letter"] as const) {
      const pages = await readPdf(await renderResumePdf(record, { fonts, pageSize, design }));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) {
        for (const item of page.items) {
          expect(item.x).toBeGreaterThanOrEqual(margin.left * 0.82 - 1);
          expect(item.x + item.width).toBeLessThanOrEqual(page.width - margin.right * 0.82 + 1);
          // Baselines stay out of the 40 pt bands where parsers drop print headers and footers.
          expect(item.y).toBeGreaterThan(40);
          expect(item.y).toBeLessThan(page.height - 40);
        }
      }
      const text = squash(allText(pages));
      expect(text).toContain(squash(url));
      expect(text).toContain(word);
    }
  });
});

describe("renderResumePdf: bad input never crashes", () => {
  it("prints every script the fonts cover; emoji are dropped and characters no font has become '?'", async () => {
    const record = sampleResume("short");
    record.personal_info.name = "Jane 🚀 Doe 👩🏽‍💻";
    record.experiences.work_experiences[0]!.responsibilities = [
      "Built 🔥 dashboards for שלום and مرحبا teams 🇸🇬",
      "中文 résumé",
      // Ethiopic and Cherokee: scripts no served family covers.
      "Speaks ሰላም and ᏣᎳᎩ",
    ];
    const text = allText(await readPdf(await render(record)));
    expect(text).toContain("Jane Doe");
    expect(text).toContain("Built dashboards for שלום and مرحبا teams");
    expect(text).toContain("中文 résumé");
    expect(text).toContain("Speaks ??? and ???");
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("survives 100 KB strings in every field", async () => {
    const big = "Lorem ipsum dolor sit amet, ".repeat(3700).slice(0, 100_000);
    const huge = "x".repeat(100_000);
    const record: StoredRecord = {
      personal_info: { name: big, phone: huge, email: big },
      experiences: {
        work_experiences: [{ title: big, company: huge, dates: big, responsibilities: [big, huge] }],
        projects: [{ title: huge, responsibilities: [big] }],
      },
      education: [{ degree: big, institution: huge, dates: huge, details: [big] }],
      additional_information: { "Technical Skills": [big, huge], Languages: [big], [big]: [huge] },
    };
    const doc = await PDFDocument.load(await render(record));
    expect(doc.getPageCount()).toBeGreaterThan(50);
    expect(doc.getTitle()!.length).toBeLessThanOrEqual(320);
  });

  it("survives 5,000 bullets", async () => {
    const record = sampleResume("short");
    record.experiences.work_experiences[0]!.responsibilities = Array.from({ length: 5000 }, (_, i) => `Bullet number ${i} with some text`);
    const t0 = performance.now();
    const doc = await PDFDocument.load(await render(record));
    expect(doc.getPageCount()).toBeGreaterThan(60);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });

  it("survives random Unicode in every field", async () => {
    let seed = 3;
    const rnd = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    // Mostly real scripts, some controls, marks, surrogate halves, private use, emoji and astral planes.
    const ranges = [
      [0x20, 0x7e],
      [0x00, 0x1f],
      [0x300, 0x36f],
      [0x370, 0x52f],
      [0x590, 0x6ff],
      [0x1e00, 0x1eff],
      [0x2000, 0x206f],
      [0x4e00, 0x4e80],
      [0xd800, 0xdfff],
      [0xe000, 0xe0ff],
      [0xfb00, 0xfb06],
      [0xfe00, 0xfe0f],
      [0x1f300, 0x1faff],
      [0xe0000, 0xe007f],
    ];
    const junk = () =>
      Array.from({ length: rnd(120) }, () => {
        const [lo, hi] = ranges[rnd(ranges.length)]!;
        const cp = lo! + rnd(hi! - lo! + 1);
        return cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp);
      }).join("");
    for (let k = 0; k < 15; k++) {
      const record: StoredRecord = {
        personal_info: { name: junk(), phone: junk(), email: junk() },
        experiences: {
          work_experiences: Array.from({ length: rnd(4) }, () => ({
            title: junk(),
            company: junk(),
            dates: junk(),
            responsibilities: Array.from({ length: rnd(5) }, junk),
          })),
          projects: [{ title: junk(), responsibilities: [junk()] }],
        },
        education: [{ degree: junk(), institution: junk(), dates: junk(), details: [junk()] }],
        additional_information: { "Technical Skills": [junk(), junk()], Languages: [junk()], [junk()]: [junk()] },
      };
      const pages = await readPdf(await render(record));
      expect(pages.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("survives missing sections, wrong types, controls and lone surrogates", async () => {
    const junk = {
      personal_info: { name: "A\u0000B\u200bC\ud800 D\tE\r\nF", phone: 12345, email: null },
      experiences: { work_experiences: [null, { title: 5, responsibilities: "not a list" }, {}], projects: "nope" },
      education: [{ details: [null, 3, ""] }],
      additional_information: { "Technical Skills": "Python", Languages: null, Other: [{}, "", "ok"] },
    } as unknown as StoredRecord;
    const text = allText(await readPdf(await render(junk)));
    expect(text.split("\n")[0]).toBe("ABC D E F");
    expect(text).toContain("12345");
    const empty = await PDFDocument.load(await render({} as StoredRecord));
    expect(empty.getPageCount()).toBe(1);
  });
});

describe("renderResumePdf: the header's optional details", () => {
  it("prints location, links and the summary when they are given, and nothing for absent ones", async () => {
    const record = sampleResume("short");
    record.personal_info = {
      ...record.personal_info,
      location: "Lisbon, Portugal",
      linkedin: "linkedin.com/in/ana-silva",
      github: "github.com/anasilva",
      summary: "Backend engineer who keeps payment systems fast and boring.",
    };
    const text = squash(allText(await readPdf(await render(record))));
    for (const part of [
      "Lisbon,Portugal",
      "linkedin.com/in/ana-silva",
      "github.com/anasilva",
      "Backendengineerwhokeepspaymentsystemsfastandboring.",
    ]) {
      expect(text).toContain(part);
    }
    const plain = squash(allText(await readPdf(await render(sampleResume("short")))));
    expect(plain).not.toContain("linkedin");
  });
});
