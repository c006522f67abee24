// Read-back check: our own parser (worker/parse) run on PDFs we generate must give back what we printed.
import { describe, expect, it } from "vitest";
import { parseResume } from "../../../worker/parse/index";
import type { StoredRecord } from "../../../worker/shapes/resume";
import { readBackProblems, renderResumePdf, resolveChosen } from "../../../worker/render/index";
import { INTERNATIONAL_NAMES, sampleResume } from "../../samples/resumes";
import { DESIGN_IDS } from "../../../worker/render/theme";
import { fonts } from "./helpers";

describe("readBackProblems (pure)", () => {
  const record = sampleResume("two-page");

  it("finds nothing wrong with an identical record", () => {
    expect(readBackProblems(record, structuredClone(record))).toEqual([]);
  });

  it("ignores spacing, bullet glyphs, dash styles, case of e-mail and phone formatting", () => {
    const parsed = structuredClone(record);
    parsed.personal_info = { name: "Jane  Doe", phone: "(+65) 9123-4567", email: "Jane.Doe@Example.com" };
    const job = parsed.experiences.work_experiences[0]!;
    job.dates = "Jan 2022 - Present";
    job.responsibilities = job.responsibilities.map((b) => `• ${b.replace(" ", "  ")}`);
    parsed.experiences.work_experiences[2]!.responsibilities[5] =
      "Documented the platform at https://wiki.example.com/data-platform/archi tecture/overview-and-runbooks";
    expect(readBackProblems(record, parsed)).toEqual([]);
  });

  it("reports each missing or changed field", () => {
    const parsed = structuredClone(record);
    parsed.personal_info.name = "Jane";
    parsed.personal_info.email = "";
    parsed.experiences.work_experiences[1]!.title = "Engineer";
    parsed.experiences.work_experiences[2]!.responsibilities.pop();
    parsed.experiences.work_experiences.splice(3, 1);
    parsed.additional_information["Technical Skills"] = ["Python"];
    const problems = readBackProblems(record, parsed);
    expect(problems).toEqual([
      'name: expected "Jane Doe", got "Jane"',
      'email: expected "jane.doe@example.com", got ""',
      'work experience 2 ("Data Engineer"): title expected "Data Engineer", got "Engineer"',
      expect.stringMatching(/^work experience 3 \("Analytics Engineer"\): responsibility missing: "Documented the platform/),
      'work experience 4 ("Business Intelligence Developer"): not found in the parse',
      expect.stringMatching(/^technical skills missing: "SQL", "Apache Spark"/),
    ]);
  });

  it("reports a responsibility read under the wrong job", () => {
    const parsed = structuredClone(record);
    const moved = parsed.experiences.work_experiences[0]!.responsibilities.pop()!;
    parsed.experiences.work_experiences[1]!.responsibilities.push(moved);
    expect(readBackProblems(record, parsed)).toEqual([expect.stringContaining("responsibility read under another entry")]);
  });
});

// ---- With the real parser.

function withEdges(record: StoredRecord): StoredRecord {
  const r = structuredClone(record);
  const job = r.experiences.work_experiences[0]!;
  job.responsibilities.push(
    "Published the guide at https://docs.example.com/engineering/data-platform/onboarding/getting-started-with-the-warehouse?ref=resume",
    'Escaped user input such as <script>alert("x")</script> & "quotes" in the admin UI',
  );
  return r;
}

const cases: Array<[string, StoredRecord, "A4" | "Letter"]> = [
  ["short", sampleResume("short"), "A4"],
  ["two pages", sampleResume("two-page"), "A4"],
  ["three pages", sampleResume("three-page"), "A4"],
  ["two pages, Letter", sampleResume("two-page"), "Letter"],
  ["long URLs and HTML in bullets", withEdges(sampleResume("two-page")), "A4"],
  ...INTERNATIONAL_NAMES.map((name): [string, StoredRecord, "A4"] => [`name ${name}`, sampleResume("short", name), "A4"]),
  [
    "a long title that wraps, a job without bullets",
    (() => {
      const r = sampleResume("two-page");
      r.experiences.work_experiences[1]!.title = "Principal Software Engineer, Data Platform and Machine Learning Infrastructure";
      r.experiences.work_experiences[2]!.responsibilities = [];
      return r;
    })(),
    "A4",
  ],
  [
    "chosen from an editor body",
    resolveChosen({
      personal_info: { name: "Nguyễn Thị Mai", phone: "+84 912 345 678", email: "mai.nguyen@example.vn" },
      experiences: {
        work_experiences: [
          {
            title: "Backend Engineer",
            company: "VNG Corporation",
            dates: "06/2021 – 10/2026",
            responsibilities: [
              { current: "Wrote Go services", suggested: "" },
              { current: "", suggested: "Cut p99 latency of the payments API from 800 ms to 120 ms by profiling and caching" },
            ],
          },
        ],
        projects: [],
        education: [{ degree: "Kỹ sư Công nghệ Thông tin", institution: "Đại học Bách khoa Hà Nội", dates: "2013 – 2018", details: [] }],
      },
      additional_information: {
        "Technical Skills": { current: ["Go", "PostgreSQL"], suggested: ["Go", "PostgreSQL", "Redis", "gRPC"] },
        Languages: ["Vietnamese", "English"],
      },
    }),
    "A4",
  ],
];

/** Varied resumes: job counts, bullet counts and lengths, long titles and companies, missing fields. */
function variedResumes(count: number): Array<[string, StoredRecord, "A4" | "Letter"]> {
  let seed = 11;
  const rnd = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const longTitles = [
    "Senior Staff Software Engineer, Developer Productivity",
    "Head of Data Science and Machine Learning Platform Engineering, Asia Pacific Region",
  ];
  const longCompanies = ["Government Technology Agency of Singapore (GovTech)", "Monetary Authority of Singapore"];
  return Array.from({ length: count }, (_, k) => {
    const r = sampleResume("three-page", INTERNATIONAL_NAMES[k % INTERNATIONAL_NAMES.length]);
    r.experiences.work_experiences = r.experiences.work_experiences.slice(0, 1 + rnd(8)).map((job) => {
      const j = {
        ...job,
        responsibilities: job.responsibilities.slice(0, 1 + rnd(7)).map((b) => (rnd(3) === 0 ? `${b}, ${b.toLowerCase()}` : b)),
      };
      if (rnd(4) === 0) j.title = longTitles[rnd(2)]!;
      if (rnd(4) === 0) j.company = longCompanies[rnd(2)]!;
      return j;
    });
    r.experiences.projects = r.experiences.projects.slice(0, rnd(4));
    r.education = r.education.slice(0, rnd(2));
    if (rnd(3) === 0)
      r.additional_information["Technical Skills"] = [
        ...r.additional_information["Technical Skills"]!,
        "PostgreSQL",
        "Redis",
        "gRPC",
        "GraphQL",
        "TypeScript",
        "React",
        "Node.js",
        "CI/CD",
        "Prometheus",
        "Grafana",
      ];
    return [`varied resume ${k + 1}`, r, rnd(2) ? "A4" : "Letter"];
  });
}

cases.push(...variedResumes(16));
cases.push(
  [
    "a title and company too long for one line",
    (() => {
      const r = sampleResume("short");
      r.experiences.work_experiences[0]!.company = "Government Technology Agency of Singapore (GovTech), Data Science and AI Division";
      return r;
    })(),
    "A4",
  ],
  [
    "a job with no title, a job with no dates",
    (() => {
      const r = sampleResume("two-page");
      r.experiences.work_experiences[1]!.title = "";
      r.experiences.work_experiences[3]!.dates = "";
      return r;
    })(),
    "A4",
  ],
);

describe("read-back of generated PDFs with worker/parse", () => {
  // Every case in every design: the designs share one read-back contract.
  const designed = cases.flatMap(([label, record, pageSize]) =>
    DESIGN_IDS.map((design) => [`${label} (${design})`, record, pageSize, design] as const),
  );
  const readsBack = async (record: StoredRecord, pageSize: "A4" | "Letter", design: (typeof DESIGN_IDS)[number]) => {
    const bytes = await renderResumePdf(record, { fonts, pageSize, design });
    const { record: parsed } = await parseResume(bytes);
    expect(readBackProblems(record, parsed)).toEqual([]);
  };
  it.each(designed)("%s reads back", (_label, record, pageSize, design) => readsBack(record, pageSize, design));
});
