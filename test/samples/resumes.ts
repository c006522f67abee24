// Sample resumes for tests, benchmarks and `npm run render:sample`: realistic text, deterministic.
// Words like 'office', 'efficient', 'workflow' are here on purpose: they would become ligatures.
import type { StoredRecord, WorkExperience } from "../../worker/shapes/resume";

const BULLETS = [
  "Built a streaming pipeline in Spark and Kafka that cut reporting latency from 6 hours to 4 minutes for 40 analysts",
  "Led the migration of 120 batch jobs from an on-premise Hadoop cluster to BigQuery, saving $310,000 a year",
  "Designed an efficient data-quality framework (dbt tests, Great Expectations) adopted by five teams",
  "Mentored four engineers; two were promoted within a year",
  "Reduced warehouse costs by 37% through partitioning, clustering and workflow scheduling in Airflow",
  "Introduced office-hours for analysts and a self-service catalogue of certified datasets",
  "Wrote the on-call runbook and cut the mean time to recovery from 3 hours to 25 minutes",
  "Partnered with finance to deliver a flexible revenue model used in the board's quarterly forecast",
  "Automated GDPR deletion requests across 14 systems, fulfilling every request within 72 hours",
  "Shipped a feature store serving 2 million predictions a day with p99 latency under 40 ms",
  "Ran A/B-test analysis for the checkout team, identifying a fix that lifted conversion by 3.2%",
  "Documented the platform at https://wiki.example.com/data-platform/architecture/overview-and-runbooks",
];

const COMPANIES = [
  ["Senior Data Engineer", "Grab Holdings", "Jan 2022 – Present"],
  ["Data Engineer", "Shopee Pte Ltd", "Mar 2019 – Dec 2021"],
  ["Analytics Engineer", "DBS Bank", "Jul 2017 – Feb 2019"],
  ["Business Intelligence Developer", "Singtel", "Aug 2015 – Jun 2017"],
  ["Junior Data Analyst", "Lazada Group", "Jan 2014 – Jul 2015"],
  ["Data Intern", "Agency for Science, Technology and Research (A*STAR)", "May 2013 – Dec 2013"],
  ["Research Assistant", "National University of Singapore", "Jan 2012 – Apr 2013"],
  ["Teaching Assistant", "Nanyang Technological University", "Aug 2011 – Dec 2011"],
] as const;

const SKILLS = [
  "Python",
  "SQL",
  "Apache Spark",
  "Kafka",
  "Airflow",
  "dbt",
  "BigQuery",
  "Snowflake",
  "Terraform",
  "Docker",
  "Kubernetes",
  "Go",
];

function jobs(count: number, bulletsEach: number): WorkExperience[] {
  return Array.from({ length: count }, (_, i) => {
    const [title, company, dates] = COMPANIES[i % COMPANIES.length]!;
    return {
      title,
      company: i < COMPANIES.length ? company : `${company} (${Math.floor(i / COMPANIES.length) + 1})`,
      dates,
      responsibilities: Array.from({ length: bulletsEach }, (_, j) => BULLETS[(i * 3 + j) % BULLETS.length]!),
    };
  });
}

export type SampleSize = "short" | "two-page" | "three-page";

/** A resume of about half a page, two pages or three pages (A4). */
export function sampleResume(size: SampleSize = "two-page", name = "Jane Doe"): StoredRecord {
  const shape = {
    short: { jobs: 2, bullets: 3, projects: 0 },
    "two-page": { jobs: 5, bullets: 6, projects: 2 },
    "three-page": { jobs: 8, bullets: 10, projects: 3 },
  }[size];
  return {
    personal_info: { name, phone: "+65 9123 4567", email: "jane.doe@example.com" },
    experiences: {
      work_experiences: jobs(shape.jobs, shape.bullets),
      projects: Array.from({ length: shape.projects }, (_, i) => ({
        title: [
          "Open-source Airflow provider for Singapore open data",
          "Personal finance dashboard",
          "Conference talk: Streaming at scale",
        ][i]!,
        responsibilities: [BULLETS[(i + 5) % BULLETS.length]!, BULLETS[(i + 8) % BULLETS.length]!],
      })),
    },
    education:
      size === "short"
        ? []
        : [
            {
              degree: "BSc Computer Science",
              institution: "National University of Singapore",
              dates: "2010 – 2014",
              details: ["First Class Honours", "Dean's List 2012, 2013"],
            },
          ],
    additional_information: {
      "Technical Skills": size === "short" ? SKILLS.slice(0, 6) : SKILLS,
      Languages: ["English (fluent)", "Mandarin (native)", "Malay (conversational)"],
      ...(size === "short"
        ? {}
        : { Certifications: ["Google Professional Data Engineer (2023)", "AWS Certified Solutions Architect – Associate"] }),
    },
  };
}

/** Names and text outside Latin-1: Polish, Vietnamese, Greek, Cyrillic, Czech, Turkish. */
export const INTERNATIONAL_NAMES = [
  "Łukasz Wróbel",
  "Nguyễn Thị Mai",
  "Γιώργος Παπαδόπουλος",
  "Анна Иванова",
  "Jiří Dvořák",
  "Şükrü Çağlayan",
  "Zoë Ødegård-Müller",
];

/**
 * The two-page sample with everything a header and an entry can carry: summary, place, profiles and site,
 * entry places and links, bold lead-ins.
 */
export function richResume(name = "Jane Doe"): StoredRecord {
  const r = sampleResume("two-page", name);
  r.personal_info = {
    ...r.personal_info,
    location: "Singapore",
    linkedin: "linkedin.com/in/janedoe",
    github: "github.com/janedoe",
    website: "janedoe.dev",
    summary:
      "Data engineer with ten years of building pipelines and warehouses for ride-hailing, e-commerce and banking; happiest where data quality meets cost.",
  };
  const [first, second] = r.experiences.work_experiences;
  if (first) {
    first.location = "Singapore";
    first.link = "grab.com";
    first.responsibilities = first.responsibilities.map((b, i) => (i === 0 ? `Streaming: ${b}` : i === 2 ? `Leadership: ${b}` : b));
  }
  if (second) second.location = "Singapore";
  const [project] = r.experiences.projects;
  if (project) project.link = "github.com/janedoe/airflow-provider-sg";
  const [edu] = r.education;
  if (edu) edu.location = "Singapore";
  return r;
}

/** A resume that fills two pages of the design (its benchmark unit): compact holds the three-page sample on two. */
export function twoPagesIn(design: "classic" | "compact" | "modern"): StoredRecord {
  return sampleResume(design === "compact" ? "three-page" : "two-page");
}
