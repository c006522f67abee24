// Held-out resumes, part A. Each entry is the ground truth (StoredRecord, text as printed) plus how it is printed.
// Written by hand, blind to the parser and its own corpus.
import type { HoldoutResume } from "./types.ts";

export const resumesA: HoldoutResume[] = [
  {
    id: "priya-sharma-gdocs-india",
    template: "gdocs",
    bullet: "•",
    contactExtra: ["Bengaluru, Karnataka", "linkedin.com/in/priya-sharma-dev", "github.com/priyasharma"],
    headings: { work: "Professional Experience", education: "Education", projects: "Projects" },
    summary:
      "Backend engineer with six years of experience building payment and lending platforms in Java and Go for millions of users across India.",
    truth: {
      personal_info: { name: "Priya Sharma", phone: "+91 98765 43210", email: "priya.sharma.dev@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Razorpay",
            title: "Senior Software Engineer",
            dates: "Jan 2022 – Present",
            responsibilities: [
              "Led the redesign of the settlement ledger service in Go, cutting reconciliation time from 4 hours to 25 minutes",
              "Introduced idempotency keys across payout APIs, eliminating duplicate transfers during partner bank outages",
              "Mentored four engineers and ran the weekly backend design review",
            ],
          },
          {
            company: "Infosys",
            title: "Software Engineer",
            dates: "Jul 2018 – Dec 2021",
            responsibilities: [
              "Built Spring Boot microservices for a UK retail bank's loan origination system",
              "Wrote integration tests with Testcontainers, raising coverage from 41% to 78%",
              "Migrated nightly batch jobs from cron to Apache Airflow",
            ],
          },
        ],
        projects: [
          {
            title: "UPI Split – open-source bill splitter",
            responsibilities: ["React Native app with 3,000+ downloads that settles group bills through UPI deep links"],
          },
        ],
      },
      education: [
        {
          degree: "B.Tech in Computer Science and Engineering",
          institution: "National Institute of Technology, Tiruchirappalli",
          dates: "2014 – 2018",
          details: ["CGPA: 8.7/10"],
        },
      ],
      additional_information: {
        "Technical Skills": ["Go", "Java", "Spring Boot", "PostgreSQL", "Kafka", "Redis", "Docker", "Kubernetes", "AWS"],
      },
    },
  },
  {
    id: "tan-wei-ling-sidebar-singapore",
    template: "sidebar",
    accent: "#1f4e5f",
    bullet: "▪",
    headline: "Regional Marketing Manager",
    contactExtra: ["Singapore 238823", "linkedin.com/in/weilingtan"],
    headings: { work: "Where I've Worked", education: "Education" },
    summary:
      "Marketing lead with nine years across consumer tech and FMCG in Southeast Asia, comfortable owning budgets above S$2M and building teams from scratch.",
    sidebarSections: ["Key Skills & Tools", "Languages"],
    truth: {
      personal_info: { name: "Tan Wei Ling", phone: "+65 9123 4567", email: "weiling.tan@outlook.sg" },
      experiences: {
        work_experiences: [
          {
            company: "Shopee",
            title: "Regional Marketing Manager",
            dates: "Mar 2021 – Present",
            responsibilities: [
              "Own the 11.11 and 12.12 campaign calendar for six markets with a combined budget of S$2.4M",
              "Grew app installs from paid social by 38% year on year while lowering cost per install by 17%",
              "Built and lead a team of five campaign specialists across Singapore, Manila and Jakarta",
            ],
          },
          {
            company: "Unilever Asia",
            title: "Brand Executive",
            dates: "Jun 2016 – Feb 2021",
            responsibilities: [
              "Launched two personal-care product lines in Malaysia and Singapore",
              "Coordinated agencies for TV, out-of-home and influencer campaigns",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Bachelor of Business Administration (Marketing)",
          institution: "Nanyang Technological University",
          dates: "2012 – 2016",
          details: [],
        },
      ],
      additional_information: {
        "Key Skills & Tools": [
          "Campaign planning",
          "Meta Ads Manager",
          "Google Analytics 4",
          "Tableau",
          "Budget management",
          "Team leadership",
        ],
        Languages: ["English", "Mandarin", "Bahasa Melayu"],
      },
    },
  },
  {
    id: "lukas-schroeder-moderncv-germany",
    template: "moderncv",
    headline: "Mechanical Design Engineer",
    contactExtra: ["Stuttgart, Germany"],
    headings: { work: "Experience", education: "Education" },
    truth: {
      personal_info: { name: "Lukas Schröder", phone: "+49 151 23456789", email: "lukas.schroeder@web.de" },
      experiences: {
        work_experiences: [
          {
            company: "Bosch Rexroth AG",
            title: "Mechanical Design Engineer",
            dates: "08.2022 – present",
            responsibilities: [
              "Design of hydraulic valve housings in Siemens NX, including tolerance stack-up analysis",
              "Reduced part count of a pump assembly from 23 to 17 through design for manufacturing reviews",
              "Prepared technical drawings according to ISO 2768 and coordinated prototypes with suppliers",
            ],
          },
          {
            company: "Mahle GmbH",
            title: "Working Student, Thermal Management",
            dates: "10.2019 – 07.2022",
            responsibilities: [
              "Ran CFD simulations of battery cooling plates in ANSYS Fluent",
              "Automated test bench data evaluation with Python and pandas",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "M.Sc. Mechanical Engineering",
          institution: "University of Stuttgart",
          dates: "2019–2022",
          details: ["Thesis: Topology optimisation of lightweight brackets for electric drivetrains"],
        },
        {
          degree: "B.Sc. Mechanical Engineering",
          institution: "Karlsruhe Institute of Technology",
          dates: "2015–2019",
          details: [],
        },
      ],
      additional_information: {
        "Computer Skills": ["Siemens NX", "CATIA V5", "ANSYS Fluent", "MATLAB", "Python"],
        Languages: ["German (native)", "English (C1)", "French (B1)"],
      },
    },
  },
  {
    id: "camille-dubois-europass-france",
    template: "europass",
    contactExtra: ["12 rue des Lilas, 69003 Lyon, France"],
    headings: { work: "Work experience", education: "Education and training" },
    truth: {
      personal_info: { name: "Camille Dubois", phone: "06 12 34 56 78", email: "camille.dubois@orange.fr" },
      experiences: {
        work_experiences: [
          {
            company: "KPMG France",
            title: "Senior Auditor",
            dates: "09/2020 – present",
            responsibilities: [
              "Statutory audits of industrial and retail clients with revenues between €50M and €400M",
              "Supervision of a team of three junior auditors on site",
              "Review of consolidation packages under IFRS",
            ],
          },
          {
            company: "Groupe SEB",
            title: "Junior Accountant",
            dates: "09/2017 – 08/2020",
            responsibilities: ["Monthly closing of accounts payable and accruals", "Bank reconciliations for twelve French subsidiaries"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Master in Accounting, Control and Audit (CCA)",
          institution: "IAE Lyon School of Management",
          dates: "2015 – 2017",
          details: [],
        },
      ],
      additional_information: {
        "Digital skills": ["SAP FI", "Excel (advanced)", "Power BI", "Sage"],
        "Language skills": ["French (native)", "English (C1)", "Spanish (B2)"],
      },
    },
  },
  {
    id: "joao-pereira-word-brazil",
    template: "word",
    bullet: "numbers",
    contactExtra: ["São Paulo – SP"],
    headings: { work: "Professional Background", education: "Education" },
    summary: "Sales manager with 10+ years in B2B industrial equipment, consistently above quota.",
    truth: {
      personal_info: { name: "João Pereira da Silva", phone: "+55 11 98765-4321", email: "joao.pereira@uol.com.br" },
      experiences: {
        work_experiences: [
          {
            company: "WEG S.A.",
            title: "Key Account Manager",
            dates: "Feb 2019 – Present",
            responsibilities: [
              "Manage a portfolio of 40 industrial accounts worth R$ 85 million per year",
              "Closed the largest motor retrofit contract in the region (R$ 12 million) with a mining client",
              "Forecast pipeline monthly in Salesforce with 92% accuracy",
            ],
          },
          {
            company: "Schneider Electric Brasil",
            title: "Inside Sales Representative",
            dates: "Mar 2014 – Jan 2019",
            responsibilities: [
              "Qualified inbound leads and prepared technical quotes for automation products",
              "Exceeded annual quota four years in a row",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Bachelor of Business Administration",
          institution: "Universidade Presbiteriana Mackenzie",
          dates: "2009 – 2013",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Consultative selling", "Negotiation", "Salesforce", "SAP SD", "Key account management"],
        Languages: ["Portuguese (native)", "English (fluent)", "Spanish (intermediate)"],
      },
    },
  },
  {
    id: "chinedu-okafor-jake-nigeria",
    template: "jake",
    contactExtra: ["github.com/cokafor", "linkedin.com/in/chinedu-okafor"],
    headings: { education: "Education", work: "Experience", projects: "Projects" },
    truth: {
      personal_info: { name: "Chinedu Okafor", phone: "+234 803 123 4567", email: "chinedu.okafor@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Paystack",
            title: "Data Engineer",
            dates: "Apr 2021 – Present",
            responsibilities: [
              "Built dbt models on BigQuery feeding the merchant risk dashboards used by the fraud team",
              "Cut the daily ETL runtime from 3 hours to 40 minutes by partitioning event tables",
              "Set up data quality checks with Great Expectations on 120 critical tables",
            ],
          },
          {
            company: "Andela",
            title: "Software Developer",
            dates: "Jan 2019 – Mar 2021",
            responsibilities: [
              "Developed REST APIs in Django for a US health-tech client",
              "Paired with client engineers across three time zones",
            ],
          },
        ],
        projects: [
          {
            title: "NaijaTransit",
            responsibilities: [
              "Crowdsourced bus-route map of Lagos built with Flask, PostGIS and Leaflet",
              "Used by 1,200 monthly commuters after a local radio feature",
            ],
          },
        ],
      },
      education: [
        {
          degree: "B.Sc. Computer Science",
          institution: "University of Lagos",
          dates: "Sep 2014 – Jul 2018",
          details: ["Second Class Upper"],
        },
      ],
      additional_information: {
        "Technical Skills": ["Python", "SQL", "dbt", "BigQuery", "Airflow", "Django", "Flask", "Docker"],
      },
    },
  },
  {
    id: "nguyen-thi-mai-sidebar-vietnam",
    template: "sidebar",
    sidebarRight: true,
    accent: "#6b2d5c",
    bullet: "–",
    headline: "UI/UX Designer",
    contactExtra: ["Hà Nội, Việt Nam", "behance.net/nguyenmai"],
    headings: { work: "Experience", education: "Education" },
    sidebarSections: ["Toolbox", "Languages"],
    truth: {
      personal_info: { name: "Nguyễn Thị Mai", phone: "+84 912 345 678", email: "mai.nguyen.design@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "MoMo",
            title: "Product Designer",
            dates: "2021 – Present",
            responsibilities: [
              "Redesigned the bill payment flow, raising completion rate from 71% to 86%",
              "Maintain the Figma design system used by 30 designers and engineers",
              "Run monthly usability tests with users in Hanoi and Ho Chi Minh City",
            ],
          },
          {
            company: "FPT Software",
            title: "UI Designer",
            dates: "2018 – 2021",
            responsibilities: ["Designed dashboards for Japanese manufacturing clients", "Produced icon sets and marketing illustrations"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Bachelor of Fine Arts, Graphic Design",
          institution: "Hanoi University of Industrial Fine Arts",
          dates: "2014 – 2018",
          details: [],
        },
      ],
      additional_information: {
        Toolbox: ["Figma", "Adobe Illustrator", "Photoshop", "Protopie", "Maze"],
        Languages: ["Vietnamese", "English", "Japanese (N3)"],
      },
    },
  },
  {
    id: "agnieszka-kowalska-gdocs-poland",
    template: "gdocs",
    centered: true,
    bullet: "✓",
    titleFirst: false,
    contactExtra: ["Kraków, Poland"],
    headings: { work: "Employment History", education: "Education" },
    truth: {
      personal_info: { name: "Agnieszka Kowalska", phone: "+48 512 345 678", email: "a.kowalska@wp.pl" },
      experiences: {
        work_experiences: [
          {
            company: "Comarch",
            title: "QA Automation Engineer",
            dates: "07/2020 - present",
            responsibilities: [
              "Automated regression suites for the ERP web client with Playwright and TypeScript",
              "Reduced release testing from five days to one and a half",
              "Introduced contract tests between billing and invoicing services",
            ],
          },
          {
            company: "Sabre Polska",
            title: "Manual Tester",
            dates: "03/2018 - 06/2020",
            responsibilities: [
              "Tested airline reservation workflows and reported defects in Jira",
              "Wrote test cases for the new fare search module",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Master of Science in Applied Computer Science",
          institution: "AGH University of Science and Technology",
          dates: "2016 - 2018",
          details: [],
        },
      ],
      additional_information: {
        "Key Skills & Tools": ["Playwright", "Selenium", "TypeScript", "Java", "Postman", "Jenkins", "Jira"],
        Certifications: ["ISTQB Certified Tester Foundation Level"],
      },
    },
  },
  {
    id: "emily-carter-word-nurse",
    template: "word",
    bullet: "•",
    contactExtra: ["Oakland, CA 94612"],
    headings: { work: "Clinical Experience", education: "Education" },
    summary: "Compassionate registered nurse with seven years of acute care experience in medical-surgical and emergency departments.",
    truth: {
      personal_info: { name: "Emily Carter", phone: "(415) 555-0132", email: "emily.carter.rn@yahoo.com" },
      experiences: {
        work_experiences: [
          {
            company: "Kaiser Permanente Oakland Medical Center",
            title: "Registered Nurse, Emergency Department",
            dates: "May 2020 – Present",
            responsibilities: [
              "Triage and care for up to 40 patients per 12-hour shift in a Level II trauma center",
              "Precept newly graduated nurses during their 12-week orientation",
              "Member of the sepsis bundle compliance committee",
            ],
          },
          {
            company: "Alta Bates Summit Medical Center",
            title: "Registered Nurse, Medical-Surgical Unit",
            dates: "Aug 2017 – Apr 2020",
            responsibilities: [
              "Managed care for a 5–6 patient assignment on a 32-bed unit",
              "Administered medications and IV therapy, and documented care in Epic",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Bachelor of Science in Nursing",
          institution: "San Francisco State University",
          dates: "2013 – 2017",
          details: [],
        },
      ],
      additional_information: {
        "Licenses & Certifications": ["California RN License #95123456", "BLS", "ACLS", "PALS", "TNCC"],
        Skills: ["Triage", "IV insertion", "Wound care", "Epic charting", "Patient education"],
      },
    },
  },
  {
    id: "marcus-johnson-paragraph-teacher",
    template: "paragraph",
    contactExtra: ["Chicago, IL"],
    headings: { work: "Teaching Experience", education: "Education" },
    truth: {
      personal_info: { name: "Marcus Johnson", phone: "(312) 555-0187", email: "mjohnson.teach@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Lincoln Park High School",
            title: "Mathematics Teacher",
            dates: "August 2016 to Present",
            responsibilities: [
              "Teach Algebra II and AP Calculus AB to five sections of 28–32 students. Raised the AP pass rate from 54% to 71% over three years by adding weekly problem clinics and peer tutoring. Coach the school's math team, which placed third at the 2023 state competition.",
            ],
          },
          {
            company: "Chicago Public Schools",
            title: "Substitute Teacher",
            dates: "September 2014 to June 2016",
            responsibilities: [
              "Covered middle and high school math and science classes across twelve schools on short notice, following lesson plans and keeping classroom routines in place.",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Master of Arts in Teaching, Secondary Mathematics",
          institution: "University of Illinois Chicago",
          dates: "2012 – 2014",
          details: [],
        },
        {
          degree: "Bachelor of Science in Mathematics",
          institution: "Northern Illinois University",
          dates: "2008 – 2012",
          details: [],
        },
      ],
      additional_information: {
        Certifications: ["Illinois Professional Educator License (Mathematics 6–12)"],
        Skills: ["Differentiated instruction", "Google Classroom", "Desmos", "Classroom management"],
      },
    },
  },
  {
    id: "sarah-oconnor-jake-uk-accountant",
    template: "jake",
    font: "charter",
    contactExtra: ["Manchester, UK"],
    headings: { work: "Experience", education: "Education" },
    truth: {
      personal_info: { name: "Sarah O'Connor", phone: "+44 20 7946 0958", email: "sarah.oconnor@btinternet.com" },
      experiences: {
        work_experiences: [
          {
            company: "Deloitte LLP",
            title: "Audit Manager",
            dates: "Oct 2021 – Present",
            responsibilities: [
              "Manage audits of FTSE 250 retail and logistics clients, leading teams of up to nine",
              "Lead IFRS 16 lease accounting reviews and present findings to audit committees",
              "Coach trainees through the ACA qualification",
            ],
          },
          {
            company: "Grant Thornton UK",
            title: "Audit Senior",
            dates: "Sep 2016 – Sep 2021",
            responsibilities: [
              "Planned and executed audits for owner-managed businesses and charities",
              "Drafted statutory accounts under FRS 102",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "BSc (Hons) Accounting and Finance",
          institution: "University of Leeds",
          dates: "2013 – 2016",
          details: ["First Class Honours"],
        },
      ],
      additional_information: {
        Qualifications: ["ICAEW Chartered Accountant (2019)"],
        Skills: ["IFRS", "FRS 102", "CaseWare", "Alteryx", "Advanced Excel"],
      },
    },
  },
];
