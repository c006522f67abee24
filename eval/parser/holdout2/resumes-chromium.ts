// Chromium print-to-PDF resumes (HTML/CSS), each in its own visual style.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { esc, type Holdout2Resume } from "./types.ts";

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:16mm}body{font-family:"Noto Sans",sans-serif;font-size:10.5pt;color:#222}${css}</style></head><body>${body}</body></html>`;
const li = (xs: string[]) => xs.map((x) => `<li>${esc(x)}</li>`).join("");

// 1. Summary paragraph + "Core Competencies" grid table; Spanish name, +34 phone.
const t1 = {
  personal_info: { name: "Lucía Fernández Ortega", phone: "+34 612 345 678", email: "lucia.fernandez@correo.es" },
  experiences: {
    work_experiences: [
      {
        company: "Logística Ibérica S.L.",
        title: "Operations Manager",
        dates: "Mar 2019 – Present",
        responsibilities: [
          "Run a 40,000 m² cross-dock warehouse with 85 staff across three shifts",
          "Cut order-to-dispatch time from 26 to 14 hours by redesigning pick paths",
          "Negotiated carrier contracts worth €3.2M a year, saving 11%",
        ],
      },
      {
        company: "Transportes Levante",
        title: "Shift Supervisor",
        dates: "Jun 2015 – Feb 2019",
        responsibilities: [
          "Supervised 22 forklift operators and loaders on the night shift",
          "Introduced barcode scanning at inbound, reducing receiving errors by 60%",
        ],
      },
      {
        company: "DHL Supply Chain",
        title: "Logistics Coordinator",
        dates: "Sep 2012 – May 2015",
        responsibilities: [
          "Coordinated 120 daily outbound shipments for retail clients",
          "Maintained KPI dashboards for on-time delivery and damage rates",
        ],
      },
    ],
    projects: [],
  },
  education: [
    {
      degree: "Grado en Administración y Dirección de Empresas",
      institution: "Universidad de Valencia",
      dates: "2008 – 2012",
      details: [],
    },
  ],
  additional_information: {
    Summary: [
      "Operations leader with twelve years in third-party logistics, known for turning around under-performing sites and building teams that keep their numbers.",
    ],
    "Core Competencies": [
      "Warehouse Operations",
      "Lean Six Sigma",
      "Carrier Negotiation",
      "SAP EWM",
      "Team Leadership",
      "Health & Safety",
      "Budget Control",
      "KPI Reporting",
      "Inventory Accuracy",
    ],
    Languages: ["Spanish (native)", "English (C1)", "French (B1)"],
  },
} satisfies StoredRecord;
const s1 = page(
  `h1{font-size:22pt;margin:0;color:#0b4f6c}.c{margin:2px 0 10px}h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;background:#e8f1f5;padding:3px 6px;margin:14px 0 6px}
   table.g{width:100%;border-collapse:collapse}table.g td{border:1px solid #bcd;padding:4px 6px;width:33%}
   .job{margin-bottom:8px}.row{display:flex;justify-content:space-between}.row b{font-size:11pt}ul{margin:3px 0 0 0;padding-left:18px}`,
  `<h1>${esc(t1.personal_info.name)}</h1><div class="c">${esc(t1.personal_info.phone)} · ${esc(t1.personal_info.email)} · Valencia, Spain</div>
  <h2>Professional Summary</h2><p>${esc(t1.additional_information.Summary[0] ?? "")}</p>
  <h2>Core Competencies</h2><table class="g">${[0, 3, 6]
    .map(
      (i) =>
        `<tr>${t1.additional_information["Core Competencies"]
          .slice(i, i + 3)
          .map((x) => `<td>${esc(x)}</td>`)
          .join("")}</tr>`,
    )
    .join("")}</table>
  <h2>Professional Experience</h2>${t1.experiences.work_experiences.map((w) => `<div class="job"><div class="row"><b>${esc(w.title)}</b><span>${esc(w.dates)}</span></div><div><i>${esc(w.company)}</i></div><ul>${li(w.responsibilities)}</ul></div>`).join("")}
  <h2>Education</h2>${t1.education.map((e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.dates)}</span></div>`).join("")}
  <h2>Languages</h2><p>${t1.additional_information.Languages.map(esc).join(" · ")}</p>`,
);

// 2. Federal-style long resume (3 pages): each job with grade, hours and supervisor lines; Irish name, US phone.
const fedJobs = [
  {
    company: "U.S. Department of Agriculture, Food Safety and Inspection Service",
    title: "Supervisory Program Analyst, GS-0343-13",
    dates: "04/2020 – Present",
    meta: "Washington, DC | 40 hours per week | Supervisor: Mark Reynolds, (202) 555-0147",
  },
  {
    company: "U.S. Department of Agriculture, Farm Service Agency",
    title: "Program Analyst, GS-0343-12",
    dates: "07/2016 – 03/2020",
    meta: "Kansas City, MO | 40 hours per week | Supervisor: Linda Okafor, (816) 555-0112",
  },
  {
    company: "General Services Administration",
    title: "Management Analyst, GS-0343-09/11",
    dates: "01/2013 – 06/2016",
    meta: "Denver, CO | 40 hours per week | Supervisor: Paul Brennan, (303) 555-0190",
  },
];
const fedBullets = [
  [
    "Lead a team of six program analysts evaluating the effectiveness of inspection programs covering 6,500 federally regulated meat and poultry establishments nationwide",
    "Direct the annual program performance review, consolidating findings from ten district offices into a report delivered to the Assistant Administrator and used to set inspection priorities",
    "Designed a risk-based staffing model that reallocated 140 inspector positions to high-volume districts, reducing overtime costs by $2.1 million in the first fiscal year",
    "Serve as the agency liaison to the Office of Inspector General and the Government Accountability Office during audits, preparing responses and tracking corrective actions to closure",
    "Develop and defend budget justifications of $48 million for field operations, briefing senior leadership and congressional staff on program outcomes",
    "Mentor junior analysts on quantitative methods, including regression analysis and survey design, and review all analytical products before release",
    "Drafted agency directives on data quality standards adopted across three program areas",
  ],
  [
    "Analyzed the administration of farm loan and disaster assistance programs totaling $1.4 billion annually and recommended procedural changes to improve timeliness",
    "Built SQL and SAS reports tracking application processing times in 2,100 county offices, identifying bottlenecks that added an average of 19 days to loan decisions",
    "Wrote the business requirements for a modernized loan tracking system and served as the subject-matter expert during user acceptance testing",
    "Prepared decision memoranda for the Deputy Administrator on regulatory changes, summarizing stakeholder comments and cost impacts",
    "Trained 85 state office employees on new reporting procedures through webinars and on-site workshops",
    "Received the Administrator's Award for Excellence in 2018 for the disaster program backlog reduction effort",
  ],
  [
    "Conducted organizational assessments and workload studies for regional offices, producing staffing recommendations accepted by the Regional Commissioner",
    "Managed the regional continuity of operations plan and coordinated two annual exercises with 12 participating offices",
    "Reviewed and processed 300 acquisition and space requests a year for compliance with federal property regulations",
    "Developed standard operating procedures for the records management program, reducing retrieval time by 40 percent",
    "Promoted from GS-09 to GS-11 after one year based on performance",
  ],
];
const t2 = {
  personal_info: { name: "Siobhán Ní Bhriain", phone: "(571) 555-0183", email: "siobhan.nibhriain@mailbox.org" },
  experiences: {
    work_experiences: fedJobs.map((j, i) => ({
      company: j.company,
      title: j.title,
      dates: j.dates,
      responsibilities: [j.meta, ...(fedBullets[i] ?? [])],
    })),
    projects: [],
  },
  education: [
    {
      degree: "Master of Public Administration",
      institution: "George Mason University, Fairfax, VA",
      dates: "05/2012",
      details: ["GPA: 3.86/4.00", "Capstone: Measuring Performance in Federal Grant Programs"],
    },
    {
      degree: "Bachelor of Arts in Economics",
      institution: "University of Maryland, College Park, MD",
      dates: "05/2010",
      details: ["Cum laude"],
    },
  ],
  additional_information: {
    Summary: [
      "Program analyst with over twelve years of federal experience in performance measurement, budget formulation and regulatory analysis across three agencies.",
    ],
    "Technical Skills": ["SAS", "SQL", "Microsoft Power BI", "Excel VBA", "SharePoint", "Oracle Financials"],
    Certifications: [
      "Project Management Professional (PMP), Project Management Institute, 2019",
      "Federal Acquisition Certification – Contracting Officer's Representative (FAC-COR) Level II, 2017",
      "Lean Six Sigma Green Belt, 2015",
    ],
    Training: [
      "Leadership Development Program, USDA Graduate School, 2021, 120 hours",
      "Advanced Regression Analysis, SAS Institute, 2018, 24 hours",
      "Federal Budget Formulation, Management Concepts, 2016, 32 hours",
    ],
    Awards: ["Administrator's Award for Excellence, Farm Service Agency, 2018", "Special Act Award, General Services Administration, 2014"],
  },
} satisfies StoredRecord;
const s2 = page(
  `body{font-family:"Liberation Serif",serif;font-size:12pt;line-height:1.45}h1{font-size:16pt;margin:0}h2{font-size:12.5pt;border-bottom:2px solid #000;margin:18px 0 6px}
   .j{margin:10px 0 12px}.j p{margin:1px 0}ul{margin:4px 0;padding-left:22px}li{margin-bottom:3px}`,
  `<h1>${esc(t2.personal_info.name)}</h1><p style="margin:2px 0">4410 Lee Highway, Arlington, VA 22207<br>Phone: ${esc(t2.personal_info.phone)} | Email: ${esc(t2.personal_info.email)}<br>Citizenship: United States | Veterans' Preference: None | Highest Grade Held: GS-0343-13</p>
  <h2>SUMMARY OF QUALIFICATIONS</h2><p>${esc(t2.additional_information.Summary[0] ?? "")}</p>
  <h2>WORK EXPERIENCE</h2>${fedJobs.map((j, i) => `<div class="j"><p><b>${esc(j.company)}</b></p><p><b>${esc(j.title)}</b></p><p>${esc(j.dates)}</p><ul><li>${esc(j.meta)}</li>${li(fedBullets[i] ?? [])}</ul></div>`).join("")}
  <h2>EDUCATION</h2>${t2.education.map((e) => `<div class="j"><p><b>${esc(e.degree)}</b></p><p>${esc(e.institution)}</p><p>${esc(e.dates)}</p><ul>${li(e.details)}</ul></div>`).join("")}
  <h2>TECHNICAL SKILLS</h2><p>${t2.additional_information["Technical Skills"].map(esc).join(", ")}</p>
  <h2>CERTIFICATIONS</h2><ul>${li(t2.additional_information.Certifications)}</ul>
  <h2>TRAINING</h2><ul>${li(t2.additional_information.Training)}</ul>
  <h2>AWARDS</h2><ul>${li(t2.additional_information.Awards)}</ul>`,
);

// 3. Two-column grid: dates in a narrow left column, content on the right; Korean name, +82.
const t3 = {
  personal_info: { name: "Park Ji-hoon", phone: "+82 10-4821-3390", email: "jihoon.park@kakao.dev" },
  experiences: {
    work_experiences: [
      {
        company: "Coupang",
        title: "Senior Backend Engineer",
        dates: "2021.03 – present",
        responsibilities: [
          "Own the order-routing service handling 9M requests per day in Go and Kafka",
          "Led migration from a monolith to 14 services without customer-facing downtime",
          "Reduced p99 checkout latency from 820 ms to 240 ms",
        ],
      },
      {
        company: "Naver Corporation",
        title: "Software Engineer",
        dates: "2017.07 – 2021.02",
        responsibilities: [
          "Built search-indexing pipelines in Java and Elasticsearch",
          "Maintained an internal feature-flag platform used by 60 teams",
        ],
      },
    ],
    projects: [
      { title: "kimchi-lint", responsibilities: ["Open-source Go linter for Korean-language string resources, 1.2k GitHub stars"] },
    ],
  },
  education: [
    {
      degree: "B.S. in Computer Science and Engineering",
      institution: "Seoul National University",
      dates: "2013.03 – 2017.02",
      details: ["Graduated with honors"],
    },
  ],
  additional_information: {
    Skills: ["Go", "Java", "Kotlin", "Kafka", "Elasticsearch", "PostgreSQL", "Kubernetes", "AWS"],
    Languages: ["Korean (native)", "English (professional)", "Japanese (conversational)"],
  },
} satisfies StoredRecord;
const row3 = (left: string, right: string) => `<div class="r"><div class="l">${left}</div><div class="m">${right}</div></div>`;
const s3 = page(
  `h1{font-size:24pt;font-weight:300;margin:0}.c{color:#555;margin-bottom:14px}h2{font-size:10pt;color:#c0392b;text-transform:uppercase;letter-spacing:2px;margin:16px 0 6px}
   .r{display:grid;grid-template-columns:34mm 1fr;gap:6mm;margin-bottom:8px}.l{color:#666;font-size:9.5pt}ul{margin:2px 0;padding-left:16px}ul li{list-style:square}`,
  `<h1>${esc(t3.personal_info.name)}</h1><div class="c">${esc(t3.personal_info.email)} &nbsp;|&nbsp; ${esc(t3.personal_info.phone)} &nbsp;|&nbsp; github.com/jhpark</div>
  <h2>Experience</h2>${t3.experiences.work_experiences.map((w) => row3(esc(w.dates), `<b>${esc(w.title)}</b>, ${esc(w.company)}<ul>${li(w.responsibilities)}</ul>`)).join("")}
  <h2>Projects</h2>${t3.experiences.projects.map((p) => row3("", `<b>${esc(p.title)}</b><ul>${li(p.responsibilities)}</ul>`)).join("")}
  <h2>Education</h2>${t3.education.map((e) => row3(esc(e.dates), `<b>${esc(e.degree)}</b>, ${esc(e.institution)}<ul>${li(e.details)}</ul>`)).join("")}
  <h2>Skills</h2>${row3("", t3.additional_information.Skills.map(esc).join(", "))}
  <h2>Languages</h2>${row3("", t3.additional_information.Languages.map(esc).join(", "))}`,
);

// 4. UX designer: Title Case headings with a thin rule, a portfolio link line, a left sidebar for skills; pinyin name, +86.
const t4 = {
  personal_info: { name: "Zhang Xiaoming", phone: "+86 138 0013 8000", email: "xiaoming.zhang@163.com" },
  experiences: {
    work_experiences: [
      {
        company: "ByteDance",
        title: "Senior UX Designer",
        dates: "May 2021 to Current",
        responsibilities: [
          "Redesigned the creator onboarding flow, raising week-one retention by 18%",
          "Ran 40+ moderated usability sessions and synthesised findings for product leads",
          "Built the mobile component library in Figma used by 30 designers",
        ],
      },
      {
        company: "Meituan",
        title: "Interaction Designer",
        dates: "July 2018 to April 2021",
        responsibilities: [
          "Designed the merchant order dashboard for 500k restaurants",
          "Prototyped voice ordering flows for delivery riders",
        ],
      },
    ],
    projects: [
      {
        title: "Accessible Metro Map (personal project)",
        responsibilities: ["Colour-blind-safe redesign of the Shanghai metro map, featured by Smashing Magazine"],
      },
    ],
  },
  education: [
    {
      degree: "M.A. Interaction Design",
      institution: "Tongji University, College of Design and Innovation",
      dates: "2016 – 2018",
      details: [],
    },
    { degree: "B.Eng. Industrial Design", institution: "Zhejiang University", dates: "2012 – 2016", details: [] },
  ],
  additional_information: {
    Tools: ["Figma", "Sketch", "Principle", "ProtoPie", "Maze", "Miro"],
    Languages: ["Mandarin (native)", "English (fluent)"],
  },
} satisfies StoredRecord;
const s4 = page(
  `body{font-size:10pt}.wrap{display:flex;gap:8mm}.side{width:52mm;background:#f3f0fa;padding:6mm 5mm;min-height:250mm}.main{flex:1}
   h1{font-size:21pt;margin:0 0 2px}h2{font-size:12.5pt;font-weight:600;margin:14px 0 5px;padding-bottom:2px;border-bottom:0.5px solid #999}
   .side h2{font-size:11pt}.side p{margin:2px 0}ul{margin:2px 0;padding-left:0;list-style:none}ul.b li::before{content:"➢ ";color:#6a4fb3}.t{display:flex;justify-content:space-between}`,
  `<div class="wrap"><div class="side"><h2>Contact</h2><p>${esc(t4.personal_info.phone)}</p><p>${esc(t4.personal_info.email)}</p><p>Shanghai, China</p>
  <h2>Tools</h2><ul>${li(t4.additional_information.Tools)}</ul><h2>Languages</h2><ul>${li(t4.additional_information.Languages)}</ul></div>
  <div class="main"><h1>${esc(t4.personal_info.name)}</h1><p style="margin:0 0 8px">Portfolio: xiaomingzhang.design · Dribbble: dribbble.com/xmzhang</p>
  <h2>Work Experience</h2>${t4.experiences.work_experiences.map((w) => `<div class="t"><b>${esc(w.title)} — ${esc(w.company)}</b></div><div style="color:#666">${esc(w.dates)}</div><ul class="b">${li(w.responsibilities)}</ul>`).join("")}
  <h2>Selected Projects</h2>${t4.experiences.projects.map((p) => `<b>${esc(p.title)}</b><ul class="b">${li(p.responsibilities)}</ul>`).join("")}
  <h2>Education</h2>${t4.education.map((e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.institution)}, ${esc(e.dates)}</div>`).join("")}</div></div>`,
);

// 5. Airline pilot: ratings and flight hours sections; Emirati name, +971.
const t5 = {
  personal_info: { name: "Khalid Al-Mansouri", phone: "+971 50 123 4567", email: "k.almansouri@flymail.ae" },
  experiences: {
    work_experiences: [
      {
        company: "Etihad Airways",
        title: "First Officer, Boeing 787",
        dates: "Feb 2019 – Present",
        responsibilities: [
          "Operate long-haul flights to Europe, Asia and North America as pilot flying and pilot monitoring",
          "Line training first officer for new hires since 2022",
        ],
      },
      {
        company: "Air Arabia",
        title: "First Officer, Airbus A320",
        dates: "Jan 2015 – Jan 2019",
        responsibilities: [
          "Flew short and medium-haul sectors across the GCC, South Asia and Eastern Europe",
          "Accumulated 3,900 hours on type with zero reportable incidents",
        ],
      },
      {
        company: "Emirates Flight Training Academy",
        title: "Flight Instructor",
        dates: "Jun 2013 – Dec 2014",
        responsibilities: ["Delivered 900 hours of ab initio instruction on Cirrus SR22"],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "Integrated ATPL Course", institution: "Oxford Aviation Academy", dates: "2011 – 2013", details: [] },
    { degree: "B.Sc. Aeronautical Engineering", institution: "Khalifa University", dates: "2007 – 2011", details: [] },
  ],
  additional_information: {
    "Licences & Ratings": [
      "GCAA ATPL(A)",
      "B787 Type Rating",
      "A320 Type Rating (lapsed)",
      "ICAO English Level 6",
      "Class 1 Medical, valid to 03/2027",
    ],
    "Flight Hours": ["Total time: 8,450", "Multi-crew jet: 7,100", "Pilot in command: 1,150", "Instruction given: 900"],
    Languages: ["Arabic", "English"],
  },
} satisfies StoredRecord;
const s5 = page(
  `body{font-family:"Liberation Sans",sans-serif;font-size:10.5pt}header{text-align:center;border-bottom:3px double #334;padding-bottom:6px}h1{font-size:20pt;letter-spacing:3px;margin:0}
   h2{font-size:10.5pt;font-weight:bold;margin:14px 0 4px;color:#234}.e{margin-bottom:7px}.e .h{display:flex;justify-content:space-between}ul{margin:2px 0;padding-left:18px}li{list-style:"– "}
   table{border-collapse:collapse}td{padding:1px 14px 1px 0}`,
  `<header><h1>${esc(t5.personal_info.name.toUpperCase())}</h1><div>Abu Dhabi, UAE • ${esc(t5.personal_info.phone)} • ${esc(t5.personal_info.email)}</div></header>
  <h2>LICENCES &amp; RATINGS</h2><ul>${li(t5.additional_information["Licences & Ratings"])}</ul>
  <h2>FLIGHT HOURS</h2><ul>${li(t5.additional_information["Flight Hours"])}</ul>
  <h2>FLYING EXPERIENCE</h2>${t5.experiences.work_experiences.map((w) => `<div class="e"><div class="h"><span><b>${esc(w.company)}</b> — ${esc(w.title)}</span><span>${esc(w.dates)}</span></div><ul>${li(w.responsibilities)}</ul></div>`).join("")}
  <h2>EDUCATION &amp; TRAINING</h2>${t5.education.map((e) => `<div class="e"><div class="h"><span><b>${esc(e.institution)}</b> — ${esc(e.degree)}</span><span>${esc(e.dates)}</span></div></div>`).join("")}
  <h2>LANGUAGES</h2><p>${t5.additional_information.Languages.join(", ")}</p>`,
);

export const chromiumResumes: Holdout2Resume[] = [
  { id: "c01-ops-summary-competencies", tool: "chromium", ext: "html", source: s1, truth: t1 },
  { id: "c02-federal-analyst-3p", tool: "chromium", ext: "html", source: s2, truth: t2 },
  { id: "c03-backend-dates-left", tool: "chromium", ext: "html", source: s3, truth: t3 },
  { id: "c04-ux-sidebar-portfolio", tool: "chromium", ext: "html", source: s4, truth: t4 },
  { id: "c05-pilot-ratings", tool: "chromium", ext: "html", source: s5, truth: t5 },
];
