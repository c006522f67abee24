// A dense one-page resume of the kind people bring from LaTeX templates: 45 one-line bullets over four jobs,
// three projects and two schools, with places, links and bold lead-ins. Written for these tests (invented
// person, employers and figures).
import type { StoredRecord } from "../../worker/shapes/resume";

const JOBS: Array<[title: string, company: string, dates: string, location: string, bullets: string[]]> = [
  [
    "Software Engineer II",
    "Northwind Logistics",
    "Jun 2023 – Present",
    "Austin, TX",
    [
      "Rebuilt the shipment-tracking API in Go, cutting p95 latency from 480 ms to 95 ms for 3M daily calls",
      "Designed an event-sourced ledger for carrier invoices that removed $1.2M of yearly billing disputes",
      "Led the move of 14 services from EC2 to Kubernetes with zero customer-facing downtime",
      "Introduced contract tests between 9 teams, halving integration incidents within two quarters",
      "Wrote a load-testing harness in k6 that now gates every release of the routing engine",
      "Mentored three new graduates through their first production launches",
      "On-call: reduced pages per week from 21 to 6 by fixing noisy alerts and adding runbooks",
      "Partnered with data science to ship an ETA model serving 40k predictions a minute",
      "Cut AWS spend by 23% by rightsizing clusters and moving cold data to S3 Glacier",
      "Presented the team's tracing rollout at the company's annual engineering summit",
      "Automated carrier onboarding, taking a new integration from six weeks to eight days",
      "Drafted the team's API style guide, now used by four other product groups",
    ],
  ],
  [
    "Software Engineer",
    "Contoso Health",
    "Aug 2021 – May 2023",
    "Remote",
    [
      "Built HIPAA-compliant appointment booking used by 220 clinics and 1.4M patients",
      "Migrated a Rails monolith's scheduling module to a TypeScript service with 96% test coverage",
      "Added role-based access control across 60 endpoints after a security review",
      "Cut page load time of the patient portal by 41% with code splitting and image CDNs",
      "Built a reminder pipeline on SQS and Lambda that lowered missed appointments by 18%",
      "Ran weekly bug triage and drove the open-bug count from 310 to under 90",
      "Wrote the incident review template adopted by the whole engineering department",
      "Paired with designers on an accessible booking flow that passed a WCAG 2.1 AA audit",
      "Created dashboards in Grafana for clinic uptime, used in every monthly business review",
      "Interviewed 30+ candidates and helped grow the team from 5 to 11 engineers",
      "Automated database migrations in CI, ending manual release-night schema changes",
    ],
  ],
  [
    "Software Engineering Intern",
    "Fabrikam Robotics",
    "May 2020 – Aug 2020",
    "Pittsburgh, PA",
    [
      "Wrote a ROS node in C++ that fused lidar and wheel odometry for warehouse robots",
      "Reduced localisation drift by 35% in field trials across two distribution centres",
      "Built a web tool in React for replaying robot logs, adopted by the support team",
      "Profiled the path planner and removed a hot loop that saved 12% CPU per robot",
      "Documented the sensor calibration process and trained four technicians on it",
      "Presented the fusion results to the CTO and the hardware group at the final demo",
    ],
  ],
  [
    "Teaching Assistant",
    "University of Texas at Austin",
    "Jan 2019 – May 2021",
    "Austin, TX",
    [
      "Taught weekly labs on data structures for 45 students across two sections",
      "Wrote autograder tests in Python that sped up grading by roughly 10 hours a week",
      "Held office hours and ran exam reviews; section scores rose 8% above course average",
      "Rewrote the linked-list and hashing assignments with clearer specs and starter code",
    ],
  ],
];

const PROJECTS: Array<[title: string, link: string, bullets: string[]]> = [
  [
    "Trailhead",
    "github.com/samrivera/trailhead",
    [
      "Built with Next.js, PostGIS and Mapbox; plans routes over 2M trail segments in under a second",
      "Serves 3k monthly users; runs for $9 a month on a single Fly.io machine",
      "Wrote an elevation-aware A* search that prefers shaded trails in summer months",
    ],
  ],
  [
    "Gradebook CLI",
    "github.com/samrivera/gradebook",
    [
      "Rust command-line tool that imports Canvas exports and flags late or missing submissions",
      "Adopted by six teaching assistants in the department for their weekly grading",
      "Published on crates.io with 1.1k downloads and continuous releases from GitHub Actions",
    ],
  ],
  [
    "Campus Food Finder",
    "samrivera.dev/food",
    [
      "Flutter app listing free food events on campus, with push alerts from a Firebase backend",
      "Scraped 40 club calendars nightly and de-duplicated events with fuzzy matching",
      "Reached 1,900 student installs in its first semester",
    ],
  ],
];

/** 45 bullets; reads as one page in the compact design on A4 and on Letter. */
export function onePageResume(): StoredRecord {
  return {
    personal_info: {
      name: "Sam Rivera",
      phone: "+1 512 555 0142",
      email: "sam.rivera@example.com",
      location: "Austin, TX",
      linkedin: "linkedin.com/in/samrivera",
      github: "github.com/samrivera",
      website: "samrivera.dev",
    },
    experiences: {
      work_experiences: JOBS.map(([title, company, dates, location, responsibilities]) => ({
        title,
        company,
        dates,
        location,
        responsibilities,
      })),
      projects: PROJECTS.map(([title, link, responsibilities]) => ({ title, link, responsibilities })),
    },
    education: [
      {
        degree: "BSc Computer Science",
        institution: "University of Texas at Austin",
        dates: "Aug 2017 – May 2021",
        location: "Austin, TX",
        details: ["GPA 3.8/4.0; Dean's List all semesters"],
      },
      {
        degree: "Associate of Science",
        institution: "Austin Community College",
        dates: "Aug 2015 – May 2017",
        location: "Austin, TX",
        details: ["Phi Theta Kappa honour society", "Tutored calculus and physics at the learning centre"],
      },
    ],
    additional_information: {
      "Technical Skills": [
        "Go",
        "TypeScript",
        "Python",
        "Rust",
        "C++",
        "SQL",
        "React",
        "Next.js",
        "Node.js",
        "PostgreSQL",
        "PostGIS",
        "Redis",
        "Kafka",
        "AWS",
        "Kubernetes",
        "Terraform",
        "Docker",
        "GitHub Actions",
        "Grafana",
        "k6",
      ],
      Languages: ["English (native)", "Spanish (fluent)"],
    },
  };
}

export const ONE_PAGE_BULLETS = 45;
