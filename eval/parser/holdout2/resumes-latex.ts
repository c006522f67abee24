// pdflatex resumes: article-class documents in the styles LaTeX users hand-roll (small caps names, titlerule headings,
// tabular date columns, description lists, tabularx skill grids).
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import { type Holdout2Resume, tex } from "./types.ts";

const pre = (extra = "") =>
  `\\documentclass[11pt,a4paper]{article}\n\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage[margin=2cm]{geometry}\n\\usepackage{tabularx}\n\\usepackage{amssymb}\n\\pagestyle{empty}\n\\input{glyphtounicode}\n\\pdfgentounicode=1\n\\setlength{\\parindent}{0pt}\n${extra}\n\\begin{document}\n`;
const items = (xs: string[], label = "\\textbullet") =>
  xs.length
    ? `\\begin{list}{${label}}{\\setlength{\\leftmargin}{1.4em}\\setlength{\\itemsep}{1pt}\\setlength{\\topsep}{2pt}\\setlength{\\parsep}{0pt}}\n${xs.map((x) => `\\item ${tex(x)}`).join("\n")}\n\\end{list}\n`
    : "";

// 1. Lawyer: Bar Admissions section, small caps name, centred contact; Spanish/US mix, US phone.
const t1 = {
  personal_info: { name: "Valentina Morales-Reyes", phone: "(305) 555-0164", email: "vmorales@moralesreyes.law" },
  experiences: {
    work_experiences: [
      {
        company: "Holland & Knight LLP, Miami, FL",
        title: "Senior Associate, Litigation",
        dates: "September 2019 – Present",
        responsibilities: [
          "Represent financial institutions in commercial disputes in federal and state courts",
          "First-chaired two jury trials resulting in defense verdicts",
          "Argued a successful appeal before the Eleventh Circuit",
        ],
      },
      {
        company: "Hon. Federico A. Moreno, U.S. District Court, S.D. Fla.",
        title: "Judicial Law Clerk",
        dates: "August 2018 – August 2019",
        responsibilities: ["Drafted bench memoranda and opinions on civil and criminal motions"],
      },
    ],
    projects: [],
  },
  education: [
    {
      degree: "Juris Doctor, magna cum laude",
      institution: "University of Miami School of Law",
      dates: "2018",
      details: ["Articles Editor, University of Miami Law Review", "Order of the Coif"],
    },
    { degree: "B.A. Political Science", institution: "Florida International University", dates: "2015", details: [] },
  ],
  additional_information: {
    "Bar Admissions": [
      "Florida, 2018",
      "U.S. District Court for the Southern District of Florida",
      "U.S. Court of Appeals for the Eleventh Circuit",
    ],
    Languages: ["English", "Spanish (fluent, legal proficiency)"],
  },
} satisfies StoredRecord;
const s1 = `${pre("\\usepackage{mathpazo}\n\\newcommand{\\sect}[1]{\\par\\vspace{10pt}{\\large\\scshape #1}\\par\\vspace{-0.8ex}\\rule{\\linewidth}{0.4pt}\\par\\vspace{3pt}}")}
\\begin{center}{\\LARGE\\scshape ${tex(t1.personal_info.name)}}\\\\[3pt]
1450 Brickell Avenue, Miami, FL 33131 $\\cdot$ ${tex(t1.personal_info.phone)} $\\cdot$ ${tex(t1.personal_info.email)}\\end{center}
\\sect{Bar Admissions}
${items(t1.additional_information["Bar Admissions"])}
\\sect{Legal Experience}
${t1.experiences.work_experiences.map((w) => `\\textbf{${tex(w.company)}}\\hfill ${tex(w.dates)}\\\\\n\\textit{${tex(w.title)}}\n${items(w.responsibilities)}`).join("\n")}
\\sect{Education}
${t1.education.map((e) => `\\textbf{${tex(e.institution)}}\\hfill ${tex(e.dates)}\\\\\n${tex(e.degree)}\n${items(e.details, "--")}`).join("\n")}
\\sect{Languages}
${t1.additional_information.Languages.map(tex).join("; ")}
\\end{document}
`;

// 2. Data analyst with a "Selected Achievements" section and a skills line per category; Chinese pinyin name, US phone.
const t2 = {
  personal_info: { name: "Chen Yuting", phone: "+1 646 555 0177", email: "yuting.chen.data@gmail.com" },
  experiences: {
    work_experiences: [
      {
        company: "Spotify",
        title: "Data Analyst II",
        dates: "Jan 2022 – Present",
        responsibilities: [
          "Analyse podcast listening funnels for the growth team in SQL and Python",
          "Built the weekly retention dashboard in Looker used by 200 staff",
          "Designed and read out 25 A/B tests on recommendation surfaces",
        ],
      },
      {
        company: "Macy's",
        title: "Business Analyst",
        dates: "Jun 2019 – Dec 2021",
        responsibilities: [
          "Forecast regional demand for 1,800 SKUs with Prophet",
          "Automated markdown reports, saving 10 analyst hours a week",
        ],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "M.S. Business Analytics", institution: "Columbia University", dates: "2018 – 2019", details: [] },
    { degree: "B.Econ. Economics", institution: "Fudan University", dates: "2014 – 2018", details: [] },
  ],
  additional_information: {
    "Selected Achievements": [
      "Identified a playback bug costing 3% of daily listening hours through anomaly detection",
      "Spotify Hack Week 2023 winner for a churn-prediction prototype",
      "Speaker at PyData NYC 2023 on experiment design",
    ],
    "Technical Skills": ["SQL", "Python", "pandas", "R", "Looker", "Tableau", "BigQuery", "dbt", "Airflow"],
  },
} satisfies StoredRecord;
const s2 = `${pre("\\usepackage[scaled]{helvet}\n\\renewcommand{\\familydefault}{\\sfdefault}\n\\newcommand{\\sect}[1]{\\par\\vspace{9pt}{\\bfseries\\MakeUppercase{#1}}\\par\\vspace{3pt}}")}
{\\huge\\bfseries ${tex(t2.personal_info.name)}}\\hfill
\\begin{tabular}[b]{@{}r@{}}${tex(t2.personal_info.email)}\\\\ ${tex(t2.personal_info.phone)}\\\\ New York, NY\\end{tabular}
\\sect{Selected Achievements}
${items(t2.additional_information["Selected Achievements"], "$\\star$")}
\\sect{Experience}
${t2.experiences.work_experiences.map((w) => `\\textbf{${tex(w.title)}} | ${tex(w.company)}\\hfill\\textit{${tex(w.dates)}}\n${items(w.responsibilities, "$\\star$")}`).join("\n")}
\\sect{Education}
${t2.education.map((e) => `\\textbf{${tex(e.degree)}}, ${tex(e.institution)}\\hfill ${tex(e.dates)}\\\\`).join("\n")}
\\sect{Technical Skills}
\\textbf{Languages:} SQL, Python, pandas, R\\\\
\\textbf{BI \\& Data:} Looker, Tableau, BigQuery, dbt, Airflow
\\end{document}
`;

// 3. Skills in a 3-column tabularx grid; nurse; Arabic name in Latin letters, UK-style phone? (+971 mobile).
const t3 = {
  personal_info: { name: "Noor Haddad", phone: "+971 4 555 0199", email: "noor.haddad.rn@outlook.com" },
  experiences: {
    work_experiences: [
      {
        company: "Cleveland Clinic Abu Dhabi",
        title: "Charge Nurse, Cardiac ICU",
        dates: "03/2020 – present",
        responsibilities: [
          "Coordinate care for a 24-bed cardiac intensive care unit per shift",
          "Precept new graduate nurses through a 12-week orientation",
          "Led the unit's sepsis-bundle compliance project, reaching 96%",
        ],
      },
      {
        company: "American University of Beirut Medical Center",
        title: "Registered Nurse",
        dates: "09/2015 – 02/2020",
        responsibilities: ["Provided post-operative care to cardiac surgery patients", "Member of the rapid response team"],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "Bachelor of Science in Nursing", institution: "American University of Beirut", dates: "2011 – 2015", details: [] },
  ],
  additional_information: {
    "Clinical Skills": [
      "Hemodynamic monitoring",
      "IABP management",
      "Ventilator care",
      "ECMO support",
      "ACLS",
      "Epic EHR",
      "IV cannulation",
      "Patient education",
      "Infection control",
    ],
    Licenses: ["DOH Abu Dhabi Registered Nurse", "Lebanese Order of Nurses"],
  },
} satisfies StoredRecord;
const grid = (xs: string[]) => {
  const rows: string[] = [];
  for (let i = 0; i < xs.length; i += 3)
    rows.push(
      xs
        .slice(i, i + 3)
        .map(tex)
        .join(" & "),
    );
  return `\\begin{tabularx}{\\linewidth}{XXX}\n${rows.join(" \\\\\n")} \\\\\n\\end{tabularx}\n`;
};
const s3 = `${pre("\\usepackage{mathptmx}\n\\usepackage{xcolor}\n\\newcommand{\\sect}[1]{\\par\\vspace{10pt}{\\color{teal}\\bfseries\\large #1}\\par\\vspace{4pt}}")}
{\\Huge ${tex(t3.personal_info.name)}}\\\\[2pt]
Registered Nurse \\quad | \\quad ${tex(t3.personal_info.phone)} \\quad | \\quad ${tex(t3.personal_info.email)}
\\sect{Clinical Skills}
${grid(t3.additional_information["Clinical Skills"])}
\\sect{Experience}
${t3.experiences.work_experiences.map((w) => `\\textbf{${tex(w.title)}}\\hfill ${tex(w.dates)}\\\\\n${tex(w.company)}\n${items(w.responsibilities, "$\\blacktriangleright$")}`).join("\n")}
\\sect{Education}
${t3.education.map((e) => `\\textbf{${tex(e.degree)}}\\hfill ${tex(e.dates)}\\\\\n${tex(e.institution)}\\\\`).join("\n")}
\\sect{Licenses}
${items(t3.additional_information.Licenses)}
\\end{document}
`;

// 4. Researcher: Title Case headings with a thin rule under them, publications, description-list skills; Irish name, +353.
const t4 = {
  personal_info: { name: "Ciarán Mac Giolla Phádraig", phone: "+353 1 896 1000", email: "ciaran.macgiolla@tcd.ie" },
  experiences: {
    work_experiences: [
      {
        company: "Trinity College Dublin, School of Physics",
        title: "Postdoctoral Researcher",
        dates: "Oct. 2022 – Sept. 2025",
        responsibilities: [
          "Developed thin-film perovskite solar cells with 21% certified efficiency",
          "Supervised four PhD students and two summer interns",
          "Managed a €450k Science Foundation Ireland grant",
        ],
      },
      {
        company: "Tyndall National Institute, Cork",
        title: "Research Engineer",
        dates: "Jan. 2019 – Sept. 2022",
        responsibilities: ["Ran the cleanroom deposition line for industry partners"],
      },
    ],
    projects: [],
  },
  education: [
    {
      degree: "PhD in Physics",
      institution: "University College Cork",
      dates: "2015 – 2019",
      details: ["Thesis: Defect passivation in hybrid perovskites"],
    },
    { degree: "BSc (Hons) Physics", institution: "University of Galway", dates: "2011 – 2015", details: [] },
  ],
  additional_information: {
    Publications: [
      "C. Mac Giolla Phádraig et al., Nature Energy 9, 412 (2024)",
      "C. Mac Giolla Phádraig, J. Walsh, Adv. Mater. 35, 2208811 (2023)",
    ],
    "Technical Skills": ["Thin-film deposition", "XRD", "SEM", "Python", "COMSOL"],
    Languages: ["English", "Irish"],
  },
} satisfies StoredRecord;
const s4 = `${pre("\\usepackage{mathpazo}\n\\newcommand{\\sect}[1]{\\par\\vspace{12pt}{\\Large #1}\\par\\vspace{-1ex}\\rule{\\linewidth}{0.3pt}\\par\\vspace{4pt}}")}
\\begin{flushright}{\\huge ${tex(t4.personal_info.name)}}\\\\ ${tex(t4.personal_info.email)} \\\\ ${tex(t4.personal_info.phone)}\\end{flushright}
\\sect{Research Experience}
${t4.experiences.work_experiences.map((w) => `\\textbf{${tex(w.title)}}, ${tex(w.company)}\\\\\n\\emph{${tex(w.dates)}}\n${items(w.responsibilities, "--")}`).join("\n")}
\\sect{Education}
${t4.education.map((e) => `\\textbf{${tex(e.degree)}}, ${tex(e.institution)}, ${tex(e.dates)}\n${items(e.details, "--")}`).join("\n")}
\\sect{Publications}
\\begin{enumerate}
${t4.additional_information.Publications.map((p) => `\\item ${tex(p)}`).join("\n")}
\\end{enumerate}
\\sect{Technical Skills}
${t4.additional_information["Technical Skills"].map(tex).join(", ")}
\\sect{Languages}
${t4.additional_information.Languages.join(", ")}
\\end{document}
`;

// 5. CV with dates in a left margin column (moderncv-like tabular), Hungarian name, +36.
const t5 = {
  personal_info: { name: "Horváth Réka", phone: "06 20 987 6543", email: "reka.horvath@posteo.hu" },
  experiences: {
    work_experiences: [
      {
        company: "Magyar Nemzeti Bank",
        title: "Senior Financial Controller",
        dates: "2018 – 2025",
        responsibilities: ["Consolidated monthly management accounts for 14 departments", "Led the IFRS 16 implementation"],
      },
      {
        company: "Deloitte Hungary",
        title: "Audit Senior",
        dates: "2014 – 2018",
        responsibilities: ["Audited banks and insurers under Hungarian GAAP and IFRS", "Coached teams of up to six junior auditors"],
      },
      {
        company: "MOL Group",
        title: "Accounting Trainee",
        dates: "2013 – 2014",
        responsibilities: ["Reconciled intercompany balances across 30 subsidiaries"],
      },
    ],
    projects: [],
  },
  education: [
    { degree: "MSc Accounting", institution: "Corvinus University of Budapest", dates: "2011 – 2013", details: [] },
    { degree: "BA Business Administration", institution: "University of Debrecen", dates: "2008 – 2011", details: [] },
  ],
  additional_information: {
    Certifications: ["ACCA Member (2017)", "Hungarian Chartered Accountant (Okleveles könyvvizsgáló)"],
    "Software Skills": ["SAP FI/CO", "Excel (Power Query)", "Power BI", "Hyperion"],
    Languages: ["Hungarian (mother tongue)", "English (fluent)", "German (intermediate)"],
  },
} satisfies StoredRecord;
const rowL = (l: string, r: string) => `${l} & ${r} \\\\[4pt]`;
const s5 = `${pre("\\usepackage{helvet}\n\\renewcommand{\\familydefault}{\\sfdefault}\n\\usepackage{xcolor}\n\\usepackage{array}\n\\newcommand{\\sect}[1]{\\par\\vspace{10pt}{\\color[gray]{0.3}\\Large\\sffamily #1}\\par\\vspace{4pt}}")}
{\\fontsize{26}{30}\\selectfont\\sffamily ${tex(t5.personal_info.name)}}\\\\[4pt]
{\\sffamily Financial Controller}\\\\[2pt]
\\textsc{Budapest} \\quad ${tex(t5.personal_info.phone)} \\quad ${tex(t5.personal_info.email)}
\\sect{Work Experience}
\\begin{tabular}{@{}>{\\raggedleft\\small}p{2.6cm}p{13cm}@{}}
${t5.experiences.work_experiences.map((w) => rowL(tex(w.dates), `\\textbf{${tex(w.title)}}, \\textit{${tex(w.company)}}\\newline ${w.responsibilities.map((b) => `$\\circ$ ${tex(b)}`).join("\\newline ")}`)).join("\n")}
\\end{tabular}
\\sect{Education}
\\begin{tabular}{@{}>{\\raggedleft\\small}p{2.6cm}p{13cm}@{}}
${t5.education.map((e) => rowL(tex(e.dates), `\\textbf{${tex(e.degree)}}, \\textit{${tex(e.institution)}}`)).join("\n")}
\\end{tabular}
\\sect{Certifications}
${items(t5.additional_information.Certifications, "$\\circ$")}
\\sect{Software Skills}
${t5.additional_information["Software Skills"].map(tex).join(" $\\cdot$ ")}
\\sect{Languages}
${t5.additional_information.Languages.map(tex).join(" $\\cdot$ ")}
\\end{document}
`;

export const latexResumes: Holdout2Resume[] = [
  { id: "l01-lawyer-bar-admissions", tool: "pdflatex", ext: "tex", source: s1, truth: t1 },
  { id: "l02-data-analyst-achievements", tool: "pdflatex", ext: "tex", source: s2, truth: t2 },
  { id: "l03-nurse-skills-grid", tool: "pdflatex", ext: "tex", source: s3, truth: t3 },
  { id: "l04-researcher-titlerule", tool: "pdflatex", ext: "tex", source: s4, truth: t4 },
  { id: "l05-controller-dates-margin", tool: "pdflatex", ext: "tex", source: s5, truth: t5 },
];
