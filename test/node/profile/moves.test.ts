// The repair moves (app/components/profile/moves.ts) and the marks that follow them (marks.ts), on the layouts
// that need them: a resume read shifted by one (each employer line the last bullet of the job above, a phantom
// entry first) and a job read as a run of skills.
import { describe, expect, it } from "vitest";
import { DOUBTS, structuralDoubts } from "../../../app/components/profile/doubts";
import { followMarks, valueAt } from "../../../app/components/profile/marks";
import { chipsToEntry, deleteEntry, moveEntry, moveLine } from "../../../app/components/profile/moves";
import { type StoredRecord, emptyRecord } from "../../../worker/shapes/resume";

const shifted = (): StoredRecord => ({
  ...emptyRecord(),
  experiences: {
    work_experiences: [
      { title: "", company: "", dates: "", responsibilities: ["Acme Robotics, Berlin"] },
      {
        title: "Senior Engineer",
        company: "",
        dates: "Jan 2020 – Present",
        responsibilities: ["Built the fleet planner", "Globex Ltd, Munich"],
      },
      { title: "Engineer", company: "", dates: "2017 – 2019", responsibilities: ["Wrote firmware"] },
    ],
    projects: [],
  },
});

const MARKS = [
  { path: "experiences.work_experiences.1.dates", reason: "Only a year was found." },
  { path: "experiences.work_experiences.2.company", reason: "No company name was found for this job." },
];

describe("moves", () => {
  it("repairs the shifted-by-one layout in two moves: each line becomes the employer below, the empty shell goes", () => {
    const one = moveLine(shifted(), "work", { entry: 0, line: 0 }, { entry: 1, field: "company" })!;
    expect(one.record.experiences.work_experiences).toHaveLength(2);
    const two = moveLine(one.record, "work", { entry: 0, line: 1 }, { entry: 1, field: "company" })!;
    expect(two.record.experiences.work_experiences).toEqual([
      {
        title: "Senior Engineer",
        company: "Acme Robotics, Berlin",
        dates: "Jan 2020 – Present",
        responsibilities: ["Built the fleet planner"],
      },
      { title: "Engineer", company: "Globex Ltd, Munich", dates: "2017 – 2019", responsibilities: ["Wrote firmware"] },
    ]);
    expect(two.label).toBe("Used a line as the employer of Job 2.");
  });

  it("marks move with their entries and go when their field is filled", () => {
    const r0 = shifted();
    const one = moveLine(r0, "work", { entry: 0, line: 0 }, { entry: 1, field: "company" })!;
    const after1 = followMarks(MARKS, r0, one.record, one.remap);
    expect(after1.map((m) => m.path)).toEqual(["experiences.work_experiences.0.dates", "experiences.work_experiences.1.company"]);
    const two = moveLine(one.record, "work", { entry: 0, line: 1 }, { entry: 1, field: "company" })!;
    expect(followMarks(after1, one.record, two.record, two.remap).map((m) => m.path)).toEqual(["experiences.work_experiences.0.dates"]);
  });

  it("a field that already has text trades places with the line, so nothing is lost", () => {
    const r = shifted();
    r.experiences.work_experiences[1]!.company = "Old Co";
    const res = moveLine(r, "work", { entry: 1, line: 1 }, { entry: 1, field: "company" })!;
    expect(res.record.experiences.work_experiences[1]).toMatchObject({
      company: "Globex Ltd, Munich",
      responsibilities: ["Built the fleet planner", "Old Co"],
    });
  });

  it("a line can start a new entry below its own and take the lines under it along", () => {
    const r = shifted();
    r.experiences.work_experiences[1]!.responsibilities.push("Ported firmware");
    const res = moveLine(r, "work", { entry: 1, line: 1 }, { newEntry: "company", takeFollowing: true })!;
    const jobs = res.record.experiences.work_experiences;
    expect(jobs).toHaveLength(4);
    expect(jobs[1]!.responsibilities).toEqual(["Built the fleet planner"]);
    expect(jobs[2]).toEqual({ title: "", company: "Globex Ltd, Munich", dates: "", responsibilities: ["Ported firmware"] });
  });

  it("moves a line into another entry at a place, and reorders entries", () => {
    const res = moveLine(shifted(), "work", { entry: 1, line: 0 }, { entry: 2, index: 0 })!;
    expect(res.record.experiences.work_experiences[2]!.responsibilities).toEqual(["Built the fleet planner", "Wrote firmware"]);
    const swapped = moveEntry(shifted(), "work", 2, 1)!;
    expect(swapped.record.experiences.work_experiences.map((w) => w.title)).toEqual(["", "Engineer", "Senior Engineer"]);
    expect(swapped.remap("experiences.work_experiences.1.dates")).toBe("experiences.work_experiences.2.dates");
    expect(swapped.label).toBe("Moved Job 3 up.");
    expect(moveEntry(shifted(), "work", 0, 3)).toBeNull();
  });

  it("deleting an entry moves the marks of the entries after it up and drops its own", () => {
    const r = shifted();
    const res = deleteEntry(r, "work", 1)!;
    expect(followMarks(MARKS, r, res.record, res.remap)).toEqual([{ ...MARKS[1]!, path: "experiences.work_experiences.1.company" }]);
  });

  it("turns a run of skills into a job, guessing nothing: each item goes where it is told", () => {
    const r: StoredRecord = {
      ...emptyRecord(),
      additional_information: { "Key Achievements": ["Python", "Store Manager", "Hollis Foods", "2016 – 2019", "Ran a team of 12"] },
    };
    const res = chipsToEntry(
      r,
      "Key Achievements",
      [
        { index: 1, role: { field: "title" } },
        { index: 2, role: { field: "company" } },
        { index: 3, role: { field: "dates" } },
        { index: 4, role: "line" },
      ],
      "work",
    )!;
    expect(res.record.experiences.work_experiences).toEqual([
      { title: "Store Manager", company: "Hollis Foods", dates: "2016 – 2019", responsibilities: ["Ran a team of 12"] },
    ]);
    expect(res.record.additional_information).toEqual({ "Key Achievements": ["Python"] });
    expect(res.remap("additional_information.Key Achievements.0")).toBe("additional_information.Key Achievements.0");
    expect(res.remap("additional_information.Key Achievements.3")).toBeNull();
  });

  it("a form save keeps the marks of fields it left alone and clears the ones it changed", () => {
    const before = shifted();
    const after = structuredClone(before);
    after.experiences.work_experiences[2]!.company = "Globex";
    expect(followMarks(MARKS, before, after)).toEqual([MARKS[0]]);
    expect(valueAt(after, "experiences.work_experiences.2.company")).toBe("Globex");
  });
});

describe("structural doubts", () => {
  it("marks jobs without employer or dates and the line that reads like the next job's heading", () => {
    const doubts = structuralDoubts(shifted());
    expect(doubts).toContainEqual({ path: "experiences.work_experiences.0", reason: DOUBTS.shell });
    expect(doubts.some((d) => d.path === "experiences.work_experiences.0.dates")).toBe(false);
    expect(doubts).toContainEqual({ path: "experiences.work_experiences.2.company", reason: DOUBTS.noEmployer });
    expect(doubts).toContainEqual({ path: "experiences.work_experiences.1.responsibilities.1", reason: DOUBTS.headerLine });
    expect(doubts.some((d) => d.path === "experiences.work_experiences.1.responsibilities.0")).toBe(false);
  });

  it("marks a list with a date range among its items, not one with a year in a sentence", () => {
    const r: StoredRecord = {
      ...emptyRecord(),
      additional_information: {
        "Key Achievements": ["Store Manager", "Jan 2016 – Mar 2019", "Clerk", "2014 - 2016"],
        Awards: ["Employee of the year 2019", "Won the 2018 regional prize."],
      },
    };
    expect(structuralDoubts(r)).toEqual([{ path: "additional_information.Key Achievements", reason: DOUBTS.entryList }]);
  });

  it("marks the first line of a job without an employer, and date ranges written in other languages", () => {
    const r: StoredRecord = {
      ...emptyRecord(),
      experiences: {
        work_experiences: [
          { title: "Analyst", company: "", dates: "2019", responsibilities: ["Nordwind Logistik GmbH & Co. KG", "Planned routes."] },
          {
            title: "Clerk",
            company: "Hafen AG",
            dates: "",
            responsibilities: ["03/2015 t/m 08/2018 - Clerk - Hafen AG", "Kept the books"],
          },
        ],
        projects: [],
      },
    };
    const lines = structuralDoubts(r)
      .filter((d) => d.reason === DOUBTS.headerLine)
      .map((d) => d.path);
    expect(lines).toEqual(["experiences.work_experiences.0.responsibilities.0", "experiences.work_experiences.1.responsibilities.0"]);
  });

  it("a short bullet that ends a sentence is not a heading, a closing abbreviation is not a sentence end", () => {
    const job = (first: string) => ({
      ...emptyRecord(),
      experiences: { work_experiences: [{ title: "Analyst", company: "", dates: "2019", responsibilities: [first] }], projects: [] },
    });
    expect(structuralDoubts(job("Cut costs by 10%.")).some((d) => d.reason === DOUBTS.headerLine)).toBe(false);
    expect(structuralDoubts(job("IQ Data (India) Pvt. Ltd.")).some((d) => d.reason === DOUBTS.headerLine)).toBe(true);
  });

  it("a repaired profile raises none", () => {
    const one = moveLine(shifted(), "work", { entry: 0, line: 0 }, { entry: 1, field: "company" })!;
    const two = moveLine(one.record, "work", { entry: 0, line: 1 }, { entry: 1, field: "company" })!;
    expect(structuralDoubts(two.record)).toEqual([]);
  });
});
