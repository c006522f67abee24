// LibreOffice Writer resumes (HTML imported by Writer's own filter, exported with writer_pdf_Export): word-processor
// layouts built from tables, Writer list bullets and plain paragraphs.
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { esc, type Holdout2Resume } from "./types.ts";

const doc = (body: string, font = "Liberation Sans", size = "10pt") =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body, p, li, td{font-family:"${font}";font-size:${size}} p{margin-top:0;margin-bottom:2pt} h2{font-size:12pt;margin-top:10pt;margin-bottom:3pt}</style></head><body>${body}</body></html>`;
const li = (xs: string[]) => xs.map((x) => `<li>${esc(x)}</li>`).join("");

// 1. Header table with name and contact; 3-column skills table; Hungarian name, +36.
const t1 = {
  personal_info: { name: "Szőke Gergő", phone: "+36 30 123 4567", email: "gergo.szoke@freemail.hu" },
  experiences: {
    work_experiences: [
      {
        company: "Richter Gedeon Nyrt.",
        title: "QA Automation Engineer",
        dates: "2020. szeptember – jelenleg",
        responsibilities: [
          "Automated regression suites for the laboratory information system with Playwright and pytest",
          "Cut manual test effort per release from 9 to 2 person-days",
          "Introduced contract tests between 11 internal APIs",
        ],
      },
      {
        company: "EPAM Systems",
        title: "Software Tester",
        dates: "2017. július – 2020. augusztus",
        responsibilities: [
          "Tested banking web applications for Nordic clients",
          "Wrote Selenium tests in Java and maintained the Jenkins pipeline",
        ],
      },
    ],
    projects: [],
  },
  education: [
    {
      degree: "BSc Mérnökinformatikus",
      institution: "Budapesti Műszaki és Gazdaságtudományi Egyetem",
      dates: "2013 – 2017",
      details: ["Thesis: Model-based test generation for REST APIs"],
    },
  ],
  additional_information: {
    Skills: [
      "Playwright",
      "Selenium",
      "pytest",
      "Java",
      "Python",
      "TypeScript",
      "Jenkins",
      "GitLab CI",
      "Postman",
      "SQL",
      "Docker",
      "JMeter",
    ],
    Certifications: ["ISTQB Certified Tester Foundation Level", "ISTQB Advanced Test Automation Engineer"],
    Languages: ["Hungarian (native)", "English (C1)", "German (B2)"],
  },
} satisfies StoredRecord;
const skills3 = (xs: string[]) => {
  const rows: string[] = [];
  for (let i = 0; i < xs.length; i += 3)
    rows.push(
      `<tr>${xs
        .slice(i, i + 3)
        .map((x) => `<td width="33%">${esc(x)}</td>`)
        .join("")}</tr>`,
    );
  return `<table width="100%" border="0" cellpadding="2">${rows.join("")}</table>`;
};
const s1 = doc(
  `<table width="100%" border="0" cellpadding="4" bgcolor="#dfe9f3"><tr><td width="55%"><font size="6"><b>${esc(t1.personal_info.name)}</b></font><br>QA Automation Engineer</td>
  <td width="45%" align="right">${esc(t1.personal_info.phone)}<br>${esc(t1.personal_info.email)}<br>Budapest, Hungary</td></tr></table>
  <h2>SZAKMAI TAPASZTALAT / EXPERIENCE</h2>${t1.experiences.work_experiences.map((w) => `<p><b>${esc(w.title)}</b> | ${esc(w.company)}</p><p><i>${esc(w.dates)}</i></p><ul>${li(w.responsibilities)}</ul>`).join("")}
  <h2>EDUCATION</h2>${t1.education.map((e) => `<p><b>${esc(e.degree)}</b></p><p>${esc(e.institution)}, ${esc(e.dates)}</p><ul>${li(e.details)}</ul>`).join("")}
  <h2>SKILLS</h2>${skills3(t1.additional_information.Skills)}
  <h2>CERTIFICATIONS</h2><ul>${li(t1.additional_information.Certifications)}</ul>
  <h2>LANGUAGES</h2><p>${t1.additional_information.Languages.map(esc).join(" • ")}</p>`,
);

// 2. Chef / hospitality: serif, centred header, employer line "Restaurant, City" then title and dates; Spanish name, +34.
const t2 = {
  personal_info: { name: "Mateo Ruiz Castañeda", phone: "+34 91 555 01 23", email: "chef.mateoruiz@gmail.com" },
  experiences: {
    work_experiences: [
      {
        company: "Restaurante Arzak, San Sebastián",
        title: "Sous Chef",
        dates: "Apr 2020 – Present",
        responsibilities: [
          "Run the pass for a 3-Michelin-star dining room of 80 covers",
          "Develop seasonal tasting-menu courses with the head chef",
          "Train and schedule a brigade of 14 cooks",
        ],
      },
      {
        company: "The Fat Duck, Bray",
        title: "Chef de Partie",
        dates: "Sep 2016 – Mar 2020",
        responsibilities: [
          "Led the fish section and its mise en place for 40 covers per service",
          "Maintained HACCP records with zero non-conformities in four audits",
        ],
      },
      {
        company: "Hotel María Cristina, San Sebastián",
        title: "Commis Chef",
        dates: "Jul 2014 – Aug 2016",
        responsibilities: ["Rotated through banqueting, pastry and garde-manger"],
      },
    ],
    projects: [],
  },
  education: [{ degree: "Grado en Ciencias Gastronómicas", institution: "Basque Culinary Center", dates: "2010 – 2014", details: [] }],
  additional_information: {
    "Culinary Skills": ["Basque and Spanish cuisine", "Fish butchery", "Fermentation", "Sous-vide", "Menu costing", "Allergen management"],
    Certifications: ["Food Hygiene Level 3 (UK)", "Manipulador de Alimentos de Alto Riesgo"],
    Languages: ["Spanish", "Basque", "English", "French"],
  },
} satisfies StoredRecord;
const s2 = doc(
  `<p align="center"><font size="6">${esc(t2.personal_info.name)}</font></p><p align="center">Sous Chef</p>
  <p align="center">${esc(t2.personal_info.phone)} ~ ${esc(t2.personal_info.email)} ~ Madrid</p><hr>
  <h2>Kitchen Experience</h2>${t2.experiences.work_experiences.map((w) => `<p><b>${esc(w.company)}</b></p><p>${esc(w.title)} — ${esc(w.dates)}</p><ul>${li(w.responsibilities)}</ul>`).join("")}
  <h2>Culinary Skills</h2><p>${t2.additional_information["Culinary Skills"].map(esc).join(", ")}</p>
  <h2>Education</h2>${t2.education.map((e) => `<p><b>${esc(e.institution)}</b> — ${esc(e.degree)}, ${esc(e.dates)}</p>`).join("")}
  <h2>Certifications</h2><ul>${li(t2.additional_information.Certifications)}</ul>
  <h2>Languages</h2><p>${t2.additional_information.Languages.map(esc).join(", ")}</p>`,
  "Liberation Serif",
  "11pt",
);

// 3. Retail store manager, experience split into Relevant Experience and Other Experience; dates in a right-hand table cell.
const t3 = {
  personal_info: { name: "Danielle Washington", phone: "312.555.0198", email: "dwashington.retail@outlook.com" },
  experiences: {
    work_experiences: [
      {
        company: "Target, Chicago, IL",
        title: "Store Manager",
        dates: "10/2019 – Present",
        responsibilities: [
          "Manage a $38M-a-year store with 120 team members",
          "Raised the store's guest satisfaction score from 71 to 88",
          "Reduced shrink by 0.6 points through a new loss-prevention routine",
        ],
      },
      {
        company: "Walgreens, Evanston, IL",
        title: "Assistant Store Manager",
        dates: "03/2016 – 09/2019",
        responsibilities: ["Opened and closed the store, handled cash office and deposits", "Hired and trained 35 associates"],
      },
      {
        company: "Starbucks, Chicago, IL",
        title: "Shift Supervisor",
        dates: "06/2013 – 02/2016",
        responsibilities: ["Ran shifts of up to 8 baristas during peak hours"],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "Associate of Applied Science, Business Management", institution: "Harold Washington College", dates: "2013", details: [] },
  ],
  additional_information: {
    Skills: ["P&L management", "Visual merchandising", "Scheduling (Kronos)", "Inventory control", "Coaching"],
  },
} satisfies StoredRecord;
const job3 = (w: StoredRecord["experiences"]["work_experiences"][number]) =>
  `<table width="100%" border="0" cellpadding="0"><tr><td width="75%"><b>${esc(w.title)}</b>, ${esc(w.company)}</td><td width="25%" align="right">${esc(w.dates)}</td></tr></table><ul>${li(w.responsibilities)}</ul>`;
const s3 = doc(
  `<p><font size="5"><b>${esc(t3.personal_info.name.toUpperCase())}</b></font></p><p>${esc(t3.personal_info.phone)} | ${esc(t3.personal_info.email)} | Chicago, IL 60614</p>
  <h2>RELEVANT EXPERIENCE</h2>${t3.experiences.work_experiences.slice(0, 2).map(job3).join("")}
  <h2>OTHER EXPERIENCE</h2>${t3.experiences.work_experiences.slice(2).map(job3).join("")}
  <h2>EDUCATION</h2>${t3.education.map((e) => `<table width="100%" border="0" cellpadding="0"><tr><td width="75%"><b>${esc(e.degree)}</b>, ${esc(e.institution)}</td><td width="25%" align="right">${esc(e.dates)}</td></tr></table>`).join("")}
  <h2>SKILLS</h2><p>${t3.additional_information.Skills.map(esc).join(" • ")}</p>`,
  "Liberation Sans",
  "10.5pt",
);

// 4. Military-to-civilian, 2 pages at 12pt: translated titles, unit as company, clearance and awards sections; US phone.
const t4 = {
  personal_info: { name: "Marcus T. Delgado", phone: "(910) 555-0126", email: "marcus.delgado.vet@gmail.com" },
  experiences: {
    work_experiences: [
      {
        company: "U.S. Army, 82nd Airborne Division, Fort Liberty, NC",
        title: "Logistics Operations Manager (Sergeant First Class)",
        dates: "Aug 2017 – Jul 2024",
        responsibilities: [
          "Directed supply operations for a 4,000-soldier brigade with $85M in equipment",
          "Supervised 26 logistics specialists and three warehouse sections",
          "Achieved 100% accountability in four consecutive command inspections",
          "Planned and executed the brigade's emergency deployment readiness exercises, moving 600 vehicles by rail and air within 18 hours",
          "Built the brigade's maintenance and supply dashboard in Excel and Power BI, now used by the division staff",
          "Advised the brigade commander on logistics risk during two international training exercises with NATO partners",
        ],
      },
      {
        company: "U.S. Army, 10th Mountain Division, Fort Drum, NY",
        title: "Supply Supervisor (Staff Sergeant)",
        dates: "Jan 2012 – Jul 2017",
        responsibilities: [
          "Managed property books for 1,200 line items worth $42M across six company-level units",
          "Coordinated deployment shipments for two overseas rotations, moving 310 containers on schedule",
          "Trained 14 junior supply specialists, 9 of whom were promoted ahead of their peers",
          "Cut excess inventory by $1.3M by reconciling hand receipts against the unit's authorisation documents",
        ],
      },
      {
        company: "U.S. Army, 1st Cavalry Division, Fort Hood, TX",
        title: "Automated Logistics Specialist (Sergeant)",
        dates: "Jun 2008 – Dec 2011",
        responsibilities: [
          "Processed 150 supply requests a day in the Standard Army Retail Supply System",
          "Ran the battalion's repair-parts warehouse during a 12-month deployment to Iraq",
          "Recognised as Soldier of the Quarter for the division support command in 2010",
        ],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "B.S. Supply Chain Management", institution: "American Military University", dates: "2021", details: [] },
    { degree: "Senior Leader Course", institution: "U.S. Army Quartermaster School", dates: "2016", details: [] },
  ],
  additional_information: {
    "Core Skills": ["Supply chain planning", "Inventory management", "Team leadership", "Risk management", "GCSS-Army (SAP)"],
    "Security Clearance": ["Secret (active)"],
    Awards: ["Bronze Star Medal", "Meritorious Service Medal (2)", "Army Commendation Medal (4)"],
  },
} satisfies StoredRecord;
const s4 = doc(
  `<p align="center"><font size="5"><b>${esc(t4.personal_info.name)}</b></font></p><p align="center">Fayetteville, NC • ${esc(t4.personal_info.phone)} • ${esc(t4.personal_info.email)}</p>
  <p align="center"><b>Logistics and operations leader transitioning after 12 years of U.S. Army service</b></p>
  <h2>CORE SKILLS</h2><p>${t4.additional_information["Core Skills"].map(esc).join(" | ")}</p>
  <h2>MILITARY EXPERIENCE</h2>${t4.experiences.work_experiences.map((w) => `<p><b>${esc(w.title)}</b></p><p>${esc(w.company)}</p><p>${esc(w.dates)}</p><ul>${li(w.responsibilities)}</ul>`).join("")}
  <h2>EDUCATION &amp; MILITARY TRAINING</h2>${t4.education.map((e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.institution)}, ${esc(e.dates)}</p>`).join("")}
  <h2>SECURITY CLEARANCE</h2><p>${esc(t4.additional_information["Security Clearance"][0] ?? "")}</p>
  <h2>AWARDS</h2><ul>${li(t4.additional_information.Awards)}</ul>`,
  "Liberation Sans",
  "13pt",
);

// 5. High-school graduate: education first, part-time jobs, volunteering as projects; Irish name, +353.
const t5 = {
  personal_info: { name: "Aoife Ó Súilleabháin", phone: "+353 87 123 4567", email: "aoife.osullivan07@gmail.com" },
  experiences: {
    work_experiences: [
      {
        company: "SuperValu, Killarney",
        title: "Part-time Shop Assistant",
        dates: "June 2024 - present",
        responsibilities: ["Work weekend shifts on the tills and restocking shelves", "Trusted to cash up the registers at close"],
      },
      {
        company: "Killarney Golf & Fishing Club",
        title: "Summer Caddie",
        dates: "Summer 2023",
        responsibilities: ["Caddied for visiting golfers during the tourist season"],
      },
    ],
    projects: [
      { title: "Volunteer, Kerry Community Food Bank", responsibilities: ["Sorted and packed food parcels every Saturday for a year"] },
      {
        title: "Young Scientist Exhibition entry",
        responsibilities: ["Built a soil-moisture sensor for school gardens, highly commended in 2024"],
      },
    ],
  },
  education: [
    {
      degree: "Leaving Certificate",
      institution: "St. Brigid's Secondary School, Killarney",
      dates: "2019 - 2025",
      details: ["Expected 520 CAO points", "Subjects: Maths (Higher), Physics, Irish, English, French, Business"],
    },
  ],
  additional_information: {
    Skills: ["Customer service", "Microsoft Office", "Basic Python", "First aid"],
    Interests: ["Gaelic football", "Photography", "Coding club"],
  },
} satisfies StoredRecord;
const s5 = doc(
  `<p><font size="6">${esc(t5.personal_info.name)}</font></p><p>Mobile: ${esc(t5.personal_info.phone)}</p><p>Email: ${esc(t5.personal_info.email)}</p>
  <h2>Education</h2>${t5.education.map((e) => `<p><b>${esc(e.institution)}</b></p><p>${esc(e.degree)}, ${esc(e.dates)}</p><ul>${li(e.details)}</ul>`).join("")}
  <h2>Work Experience</h2>${t5.experiences.work_experiences.map((w) => `<p><b>${esc(w.title)}</b>, ${esc(w.company)}, ${esc(w.dates)}</p><ul>${li(w.responsibilities)}</ul>`).join("")}
  <h2>Volunteering and Activities</h2>${t5.experiences.projects.map((p) => `<p><b>${esc(p.title)}</b></p><ul>${li(p.responsibilities)}</ul>`).join("")}
  <h2>Skills</h2><ul>${li(t5.additional_information.Skills)}</ul>
  <h2>Interests</h2><p>${t5.additional_information.Interests.map(esc).join(", ")}</p>`,
  "Liberation Sans",
  "11pt",
);

export const sofficeResumes: Holdout2Resume[] = [
  { id: "s01-qa-header-table-hu", tool: "soffice", ext: "html", source: s1, truth: t1 },
  { id: "s02-chef-hospitality", tool: "soffice", ext: "html", source: s2, truth: t2 },
  { id: "s03-retail-relevant-other", tool: "soffice", ext: "html", source: s3, truth: t3 },
  { id: "s04-military-civilian", tool: "soffice", ext: "html", source: s4, truth: t4 },
  { id: "s05-school-leaver-ie", tool: "soffice", ext: "html", source: s5, truth: t5 },
];
