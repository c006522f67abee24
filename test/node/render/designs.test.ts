// The three designs: every script sample reads back exactly through our parser in each, each design looks
// like itself (centred header, small type, a side column), fitting to length, page sizes, clickable links,
// places and bold lead-ins.
import { describe, expect, it } from "vitest";
import { parseResume } from "../../../worker/parse/index";
import { readBackProblems, renderResume } from "../../../worker/render/index";
import { DESIGN_IDS, DESIGNS, type DesignId, PAGE_SIZES } from "../../../worker/render/theme";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { ONE_PAGE_BULLETS, onePageResume } from "../../samples/one-page";
import { richResume, sampleResume } from "../../samples/resumes";
import { SCRIPT_SAMPLES } from "../../samples/scripts";
import { fonts, type PageText, readPdf } from "./helpers";

const readBack = async (record: StoredRecord, pdf: Uint8Array) => readBackProblems(record, (await parseResume(pdf.slice())).record);
const bulletCount = (r: StoredRecord) =>
  [...r.experiences.work_experiences, ...r.experiences.projects].reduce((n, x) => n + x.responsibilities.length, 0) +
  r.education.reduce((n, e) => n + e.details.length, 0);
const itemsOf = (pages: PageText[]) => pages.flatMap((p) => p.items);

describe.each(DESIGN_IDS)("the %s design", (design) => {
  it.each(SCRIPT_SAMPLES.map((s) => [s.label, s] as const))("reads back the %s sample exactly", async (_label, sample) => {
    const { pdf } = await renderResume(sample.record, { fonts, design });
    expect(await readBack(sample.record, pdf)).toEqual([]);
  });

  it("reads back a resume with places, links, a summary and bold lead-ins on A4 and on Letter", async () => {
    const record = richResume();
    for (const pageSize of ["A4", "Letter"] as const) {
      const { pdf } = await renderResume(record, { fonts, design, pageSize });
      expect(await readBack(record, pdf)).toEqual([]);
      const pages = await readPdf(pdf);
      expect({ width: pages[0]!.width, height: pages[0]!.height }).toEqual({
        width: Math.round(PAGE_SIZES[pageSize].width * 100) / 100,
        height: PAGE_SIZES[pageSize].height,
      });
    }
  });

  it("links the e-mail, profiles, website and the entries' addresses", async () => {
    const pages = await readPdf((await renderResume(richResume(), { fonts, design })).pdf);
    expect(pages.flatMap((p) => p.links)).toEqual([
      "mailto:jane.doe@example.com",
      "https://linkedin.com/in/janedoe",
      "https://github.com/janedoe",
      "https://janedoe.dev/",
      "https://grab.com/",
      "https://github.com/janedoe/airflow-provider-sg",
    ]);
    const text = pages.flatMap((p) => p.lines).join("\n");
    for (const printed of ["grab.com", "github.com/janedoe/airflow-provider-sg", "janedoe.dev"]) expect(text).toContain(printed);
  });

  it("sets a lead-in label in bold and the rest of its item in regular", async () => {
    const items = itemsOf(await readPdf((await renderResume(richResume(), { fonts, design })).pdf));
    const label = items.find((i) => i.str.startsWith("Streaming:"));
    expect(label?.font).toMatch(/-Bold$/);
    expect(label?.str.trim()).toBe("Streaming:");
    const rest = items.find((i) => i.str.startsWith("Built a streaming pipeline"));
    expect(rest?.font).toMatch(/-Regular$/);
  });
});

describe("what sets the designs apart", () => {
  const render = async (design: DesignId, record = richResume()) => readPdf((await renderResume(record, { fonts, design })).pdf);

  it("classic centres the name; compact and modern set it at the left margin", async () => {
    for (const design of DESIGN_IDS) {
      const [page] = await render(design);
      const name = page!.items.find((i) => i.str === "Jane Doe")!;
      const centre = name.x + name.width / 2;
      if (design === "classic") expect(Math.abs(centre - page!.width / 2)).toBeLessThan(1);
      // At the left margin (a tightened design narrows it to no less than 82%).
      else expect(name.x).toBeGreaterThan(DESIGNS[design].margin.left * 0.82 - 1);
      if (design !== "classic") expect(name.x).toBeLessThan(DESIGNS[design].margin.left + 1);
    }
  });

  it("compact sets its bullets smaller than classic", async () => {
    const size = async (design: DesignId) => itemsOf(await render(design)).find((i) => i.str.startsWith("Mentored four engineers"))!.size;
    expect(await size("compact")).toBeLessThan((await size("classic")) - 0.5);
  });

  it("modern puts skills and languages in a side column left of the work experience", async () => {
    const [page] = await render("modern");
    const skills = page!.items.find((i) => i.str.startsWith("Python, SQL"))!;
    const work = page!.items.find((i) => i.str === "Work Experience")!;
    expect(skills.x + skills.width).toBeLessThan(work.x);
    // Side by side: the skills sit level with the first job, not above or below the main column.
    expect(skills.y).toBeLessThan(work.y + 40);
    // One column: the skills start at the left margin, below the work experience.
    for (const design of ["classic", "compact"] as const) {
      const items = itemsOf(await render(design));
      const s = items.find((i) => i.str.startsWith("Python, SQL"))!;
      expect(s.x).toBeLessThan(DESIGNS[design].margin.left + 1);
      expect(items.indexOf(s)).toBeGreaterThan(items.findIndex((i) => i.str === "WORK EXPERIENCE"));
    }
  });
});

describe("the modern design's side column", () => {
  it.each([
    ["two skills", { "Technical Skills": ["Python", "SQL"], Languages: [] }],
    ["two languages", { "Technical Skills": [], Languages: ["English", "Malay"] }],
    ["one certificate", { Certifications: ["AWS Certified Solutions Architect"] }],
  ])("with only %s, is left out: one column, and the resume reads back", async (_label, info) => {
    const record = sampleResume("two-page");
    record.additional_information = info;
    const { pdf } = await renderResume(record, { fonts, design: "modern" });
    expect(await readBack(record, pdf)).toEqual([]);
    const items = itemsOf(await readPdf(pdf));
    const work = items.find((i) => i.str === "Work Experience")!;
    expect(work.x).toBeLessThan(DESIGNS.modern.margin.left + 1);
  });

  it("with several lines of skills and lists, stands beside the main column and reads back", async () => {
    const record = sampleResume("short");
    const { pdf } = await renderResume(record, { fonts, design: "modern" });
    expect(await readBack(record, pdf)).toEqual([]);
    const work = itemsOf(await readPdf(pdf)).find((i) => i.str === "Work Experience")!;
    expect(work.x).toBeGreaterThan(DESIGNS.modern.margin.left + 100);
  });
});

describe("fitting to length", () => {
  it(`fits a one-page resume of ${ONE_PAGE_BULLETS} bullets on one page in the compact design, on A4 and Letter, and it reads back`, async () => {
    const record = onePageResume();
    expect(bulletCount(record)).toBe(ONE_PAGE_BULLETS);
    for (const pageSize of ["A4", "Letter"] as const) {
      const compact = await renderResume(record, { fonts, design: "compact", pageSize });
      expect(compact.pages).toBe(1);
      expect(await readBack(record, compact.pdf)).toEqual([]);
      // The classic design, with more air, needs a second page for the same text.
      expect((await renderResume(record, { fonts, design: "classic", pageSize })).pages).toBe(2);
    }
  });

  it("tightens a resume that spills a few lines onto another page, within the limits", async () => {
    // The short sample grown bullet by bullet until the classic design as it is would need a second page.
    const record = sampleResume("short");
    const job = record.experiences.work_experiences[0]!;
    const extra = sampleResume("three-page").experiences.work_experiences.flatMap((j) => j.responsibilities);
    let plain = await renderResume(record, { fonts });
    for (let i = 0; i < 60 && plain.pages === 1 && plain.fitLevel === 0; i++) {
      job.responsibilities.push(extra[job.responsibilities.length % extra.length]!);
      plain = await renderResume(record, { fonts });
    }
    expect(plain.pages).toBe(1);
    expect(plain.fitLevel).toBeGreaterThan(0);
    const body = DESIGNS.classic.type.body.size;
    const sizes = itemsOf(await readPdf(plain.pdf))
      .filter((i) => job.responsibilities.some((b) => b.startsWith(i.str.trim())))
      .map((i) => i.size);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(body * 0.92 - 0.01);
    expect(Math.max(...sizes)).toBeLessThan(body);
  });

  it("leaves a resume that runs well onto its last page as it is", async () => {
    const result = await renderResume(sampleResume("two-page"), { fonts });
    expect(result.pages).toBe(2);
    expect(result.fitLevel).toBe(0);
  });
});
