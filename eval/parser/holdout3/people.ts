// Hand-written ground truth (fictional people) for the third held-out set, plus what is printed but not stored.
// Conventions follow docs/parser.md "Output conventions": dates as printed, company without trailing location,
// summaries not stored, skills → "Technical Skills", languages → "Languages", certificates → "Certifications".
import type { StoredRecord } from "../../../worker/shapes/resume.ts";
import type { Extras } from "./types.ts";

export interface Person {
  truth: StoredRecord;
  x: Extras;
}

const rec = (
  name: string,
  email: string,
  phone: string,
  work: [string, string, string, string[]][],
  edu: [string, string, string, string[]][],
  add: Record<string, string[]>,
  projects: [string, string[]][] = [],
): StoredRecord =>
  ({
    personal_info: { name, email, phone },
    experiences: {
      work_experiences: work.map(([title, company, dates, responsibilities]) => ({ title, company, dates, responsibilities })),
      projects: projects.map(([title, responsibilities]) => ({ title, responsibilities })),
    },
    education: edu.map(([degree, institution, dates, details]) => ({ degree, institution, dates, details })),
    additional_information: add,
  }) satisfies StoredRecord;

export const people: Record<string, Person> = {
  mechMexico: {
    truth: rec(
      "Alejandro Ruiz Castañeda",
      "a.ruiz.castaneda@correo.mx",
      "+52 81 2345 6789",
      [
        [
          "Senior Mechanical Design Engineer",
          "Grupo Industrial Norteño S.A. de C.V.",
          "March 2019 – Present",
          [
            "Led redesign of a hydraulic press frame, cutting material cost by 14% while meeting ASME safety factors",
            "Supervised four junior engineers through FEA validation of conveyor assemblies in ANSYS",
            "Introduced design reviews with suppliers that reduced late engineering changes by one third",
          ],
        ],
        [
          "Mechanical Engineer",
          "Autopartes del Bajío",
          "July 2015 – February 2019",
          [
            "Designed stamping fixtures for brake components using SolidWorks and GD&T",
            "Ran root-cause analyses (8D) on field returns and closed 40+ corrective actions",
          ],
        ],
      ],
      [
        [
          "B.S. Mechanical Engineering",
          "Instituto Tecnológico y de Estudios Superiores de Monterrey",
          "2010 – 2015",
          ["Graduated with honours"],
        ],
      ],
      {
        "Technical Skills": ["SolidWorks", "ANSYS Mechanical", "AutoCAD", "GD&T", "Lean Manufacturing", "MATLAB"],
        Languages: ["Spanish (native)", "English (professional)"],
      },
    ),
    x: {
      headline: "Mechanical Engineer",
      summary: "Mechanical engineer with nine years designing heavy equipment and automotive tooling for plants in northern Mexico.",
      address: "Monterrey, Nuevo León, Mexico",
      locations: ["Monterrey, NL", "Querétaro, Qro."],
    },
  },
  hrKenya: {
    truth: rec(
      "Wanjiru Kamau",
      "wanjiru.kamau@gmail.com",
      "+254 722 481 903",
      [
        [
          "Human Resources Manager",
          "Savannah Tea Growers Ltd",
          "Jan 2020 – Present",
          [
            "Manage HR for 1,200 permanent and seasonal staff across three estates",
            "Rolled out a digital payroll and leave system, reducing payroll queries by 60%",
            "Negotiated the 2022 collective bargaining agreement with the plantation workers' union",
          ],
        ],
        [
          "HR Business Partner",
          "Safari Logistics Kenya",
          "Jun 2016 – Dec 2019",
          [
            "Partnered with operations leaders on workforce planning for 14 depots",
            "Designed an onboarding programme that cut first-year attrition from 31% to 18%",
          ],
        ],
        ["HR Officer", "Nairobi Hospital", "Aug 2013 – May 2016", ["Coordinated recruitment of nursing and clinical staff"]],
      ],
      [
        ["Master of Business Administration (HR Management)", "Strathmore University", "2017 – 2019", []],
        ["Bachelor of Commerce", "University of Nairobi", "2009 – 2013", []],
      ],
      {
        "Technical Skills": [
          "Employee relations",
          "Labour law (Kenya Employment Act)",
          "Talent acquisition",
          "Performance management",
          "Sage HR",
        ],
        Certifications: ["Certified Human Resource Professional (CHRP-K), IHRM, 2015"],
        Languages: ["English", "Kiswahili", "Kikuyu"],
      },
    ),
    x: {
      headline: "HR Manager",
      summary: "People-focused HR manager with ten years in agriculture, logistics and healthcare.",
      address: "Nairobi, Kenya",
      locations: ["Kericho", "Nairobi", "Nairobi"],
    },
  },
  teacherPH: {
    truth: rec(
      "Maria Cristina Dela Cruz",
      "mcdelacruz.teacher@yahoo.com",
      "0917 555 2846",
      [
        [
          "Secondary School Teacher III (Mathematics)",
          "Quezon City Science High School",
          "June 2018 – Present",
          [
            "Teach Grade 9 and 10 mathematics to six sections of 40 students each",
            "Coached the school team to second place in the 2023 Metro Manila Math Olympiad",
            "Developed modular learning packets used division-wide during distance learning",
          ],
        ],
        [
          "Mathematics Teacher",
          "St. Joseph's Academy",
          "June 2014 – March 2018",
          [
            "Handled Algebra and Geometry classes for junior high school",
            "Served as class adviser and coordinated the annual science and math fair",
          ],
        ],
      ],
      [
        ["Master of Arts in Education (Mathematics)", "Philippine Normal University", "2016 – 2019", []],
        [
          "Bachelor of Secondary Education, Major in Mathematics",
          "Polytechnic University of the Philippines",
          "2010 – 2014",
          ["Cum Laude"],
        ],
      ],
      {
        Certifications: ["Licensure Examination for Teachers (LET) passer, 2014"],
        "Technical Skills": ["Differentiated instruction", "GeoGebra", "Google Classroom", "Classroom management"],
      },
    ),
    x: {
      headline: "Mathematics Teacher",
      summary: "Licensed professional teacher with ten years of experience in public and private secondary schools.",
      address: "Quezon City, Metro Manila",
      locations: ["Quezon City", "Marikina City"],
    },
  },
  pharmEgypt: {
    truth: rec(
      "Nour El-Din Hassan",
      "nour.hassan.pharm@outlook.com",
      "+20 100 234 5678",
      [
        [
          "Clinical Pharmacist",
          "Cairo University Hospitals",
          "Sep 2019 – Present",
          [
            "Review medication orders for the cardiology and ICU wards (about 90 patients daily)",
            "Cut duplicate anticoagulant prescriptions by 35% through a pharmacist-led protocol",
            "Teach pharmacotherapy rounds to fifth-year pharmacy students",
          ],
        ],
        [
          "Community Pharmacist",
          "El Ezaby Pharmacy",
          "Jul 2016 – Aug 2019",
          [
            "Dispensed prescriptions and counselled patients on chronic disease medication",
            "Managed inventory and controlled-drug records for a branch with 2 pharmacists",
          ],
        ],
      ],
      [
        ["Master of Clinical Pharmacy", "Ain Shams University", "2018 – 2021", []],
        ["Bachelor of Pharmaceutical Sciences", "Cairo University", "2011 – 2016", ["Grade: Very Good with honours"]],
      ],
      {
        "Technical Skills": [
          "Clinical pharmacokinetics",
          "Medication reconciliation",
          "Antimicrobial stewardship",
          "Pharmacovigilance reporting",
        ],
        Certifications: ["Board Certified Pharmacotherapy Specialist (BCPS), 2022", "Egyptian Pharmacists Syndicate licence no. 187342"],
        Languages: ["Arabic (native)", "English (fluent)"],
      },
    ),
    x: {
      headline: "Clinical Pharmacist",
      summary: "Clinical pharmacist focused on patient safety in critical care.",
      address: "Giza, Egypt",
      locations: ["Cairo", "Giza"],
    },
  },
  dataSweden: {
    truth: rec(
      "Elin Lindqvist",
      "elin.lindqvist@protonmail.com",
      "+46 70 123 45 67",
      [
        [
          "Senior Data Scientist",
          "Nordström Energi AB",
          "2021 – present",
          [
            "Built gradient-boosted load forecasting models that lowered day-ahead error by 12%",
            "Deployed models as batch jobs on Azure ML with automated drift monitoring",
            "Mentored three data scientists and ran the internal machine learning reading group",
          ],
        ],
        [
          "Data Scientist",
          "Klarhet Analytics",
          "2018 – 2021",
          [
            "Delivered churn and pricing models for telecom and retail clients",
            "Wrote the team's Python package for feature pipelines (pandas, scikit-learn)",
          ],
        ],
      ],
      [
        [
          "MSc in Engineering Mathematics",
          "Chalmers University of Technology",
          "2016 – 2018",
          ["Thesis: Bayesian methods for wind power forecasting"],
        ],
        ["BSc in Mathematics", "Uppsala University", "2013 – 2016", []],
      ],
      {
        "Technical Skills": ["Python", "SQL", "PyTorch", "scikit-learn", "Azure ML", "Spark", "dbt"],
        Languages: ["Swedish", "English", "German"],
      },
      [["Open-source: tidyforecast", ["Maintainer of a small time-series forecasting library with 900 GitHub stars"]]],
    ),
    x: {
      headline: "Data Scientist",
      summary: "Data scientist working on forecasting for the energy sector.",
      address: "Göteborg, Sweden",
      locations: ["Göteborg", "Stockholm"],
    },
  },
  paralegalCanada: {
    truth: rec(
      "Jordan MacLeod",
      "jordan.macleod@shaw.ca",
      "(604) 555-0187",
      [
        [
          "Senior Paralegal",
          "Harrington Blake LLP",
          "May 2020 – Present",
          [
            "Support four partners in commercial litigation files in the BC Supreme Court",
            "Draft pleadings, affidavits and document lists; manage e-discovery in Relativity",
            "Trained six junior paralegals on the firm's file-management procedures",
          ],
        ],
        [
          "Corporate Paralegal",
          "Pacific Crest Law Corporation",
          "Sept 2016 – April 2020",
          [
            "Maintained minute books for 150 private companies and filed annual reports",
            "Prepared closing agendas and documents for share purchase transactions",
          ],
        ],
      ],
      [
        ["Paralegal Diploma", "Capilano University", "2014 – 2016", []],
        ["Bachelor of Arts, Political Science", "Simon Fraser University", "2010 – 2014", []],
      ],
      {
        "Technical Skills": ["Litigation support", "Corporate records", "Relativity", "PCLaw", "BC Registry Services"],
        Languages: ["English", "French"],
      },
    ),
    x: {
      headline: "Paralegal",
      summary: "Detail-oriented paralegal with eight years in litigation and corporate law.",
      address: "Vancouver, BC",
      locations: ["Vancouver, BC", "Vancouver, BC"],
    },
  },
  chefItaly: {
    truth: rec(
      "Lorenzo Bianchi",
      "lorenzo.bianchi.chef@libero.it",
      "+39 347 812 9034",
      [
        [
          "Executive Chef",
          "Trattoria Al Vecchio Molo",
          "Apr 2021 – Present",
          [
            "Lead a brigade of 12 in a 90-cover seafood restaurant",
            "Rewrote the seasonal menu around Ligurian suppliers, raising food margin to 71%",
            "Restaurant listed in the Gambero Rosso guide since 2022",
          ],
        ],
        [
          "Sous Chef",
          "Hotel Villa Serena",
          "Mar 2017 – Mar 2021",
          ["Ran banqueting for weddings of up to 250 guests", "Trained commis chefs in fresh pasta and HACCP procedures"],
        ],
        ["Chef de Partie", "Ristorante La Pergola", "Sep 2014 – Feb 2017", ["Responsible for the pastry section in a fine-dining kitchen"]],
      ],
      [["Diploma in Culinary Arts", "ALMA – The International School of Italian Cuisine", "2013 – 2014", []]],
      {
        "Technical Skills": ["Menu engineering", "Food cost control", "HACCP", "Fresh pasta", "Seafood butchery"],
        Languages: ["Italian (native)", "English (B2)", "French (A2)"],
      },
    ),
    x: {
      headline: "Executive Chef",
      summary: "Chef with a decade in Italian fine dining and hotel kitchens.",
      address: "Genova, Italy",
      locations: ["Genova", "Como", "Roma"],
    },
  },
  nurseAustralia: {
    truth: rec(
      "Chloe Harrington",
      "chloe.harrington@bigpond.com",
      "0412 345 678",
      [
        [
          "Clinical Nurse Specialist – Emergency",
          "Royal Melbourne Hospital",
          "February 2021 – Present",
          [
            "Triage and care for adult patients in a level 1 trauma centre (about 300 presentations a day)",
            "Lead the department's sepsis pathway audit, improving time to antibiotics by 22 minutes",
            "Precept graduate nurses and transition-to-practice students",
          ],
        ],
        [
          "Registered Nurse",
          "Alfred Health",
          "January 2017 – January 2021",
          ["Worked in the cardiothoracic ward and later the emergency department", "Member of the hospital's rapid response team"],
        ],
        [
          "Graduate Registered Nurse",
          "Western Health",
          "February 2016 – December 2016",
          ["Completed rotations in medical, surgical and aged care wards"],
        ],
      ],
      [
        ["Graduate Certificate in Emergency Nursing", "Deakin University", "2019 – 2020", []],
        ["Bachelor of Nursing", "Monash University", "2012 – 2015", []],
      ],
      {
        Certifications: ["AHPRA Registered Nurse (NMW0001234567)", "Advanced Life Support (ALS2), 2024", "Triage Emergency Care (TEC)"],
        "Technical Skills": ["Emergency triage", "Trauma care", "Cerner EMR", "IV cannulation", "Patient education"],
      },
    ),
    x: {
      headline: "Registered Nurse",
      summary: "Emergency nurse with nine years of acute care experience in Melbourne hospitals.",
      address: "Melbourne VIC 3000",
      locations: ["Parkville, VIC", "Prahran, VIC", "Footscray, VIC"],
    },
  },
  testerRomania: {
    truth: rec(
      "Andrei Popescu",
      "andrei.popescu.qa@gmail.com",
      "+40 721 345 678",
      [
        [
          "Senior QA Engineer",
          "Carpathia Software SRL",
          "06/2020 – present",
          [
            "Built a Playwright test suite of 1,400 end-to-end tests running in GitHub Actions",
            "Reduced flaky tests from 9% to under 1% by fixing waits and test data",
            "Defined the test strategy for a banking mobile app used by 2 million customers",
          ],
        ],
        [
          "Software Tester",
          "Endava",
          "09/2017 – 05/2020",
          [
            "Executed manual and API testing for an insurance client (Postman, SoapUI)",
            "Automated regression tests in Java with Selenium and TestNG",
          ],
        ],
      ],
      [["Bachelor's Degree in Computer Science", "Babes-Bolyai University", "2013 – 2017", []]],
      {
        "Technical Skills": ["Playwright", "Selenium WebDriver", "Java", "TypeScript", "Postman", "JIRA", "SQL"],
        Certifications: ["ISTQB Certified Tester Foundation Level", "ISTQB Advanced Test Automation Engineer"],
        Languages: ["Romanian", "English", "Hungarian"],
      },
    ),
    x: {
      headline: "Software Tester",
      summary: "QA engineer with seven years in manual and automated testing.",
      address: "Cluj-Napoca, Romania",
      locations: ["Cluj-Napoca", "Cluj-Napoca"],
    },
  },
  designerJapan: {
    truth: rec(
      "Haruka Tanaka",
      "haruka.tanaka.design@gmail.com",
      "+81 90 1234 5678",
      [
        [
          "Senior Graphic Designer",
          "Studio Kumo",
          "2020 – Present",
          [
            "Art-directed packaging for a national confectionery brand across 40 products",
            "Created brand identities for 15 restaurants and cafés in Tokyo",
          ],
        ],
        [
          "Graphic Designer",
          "Hakuhodo Design Partners",
          "2016 – 2020",
          ["Designed print and digital campaigns for railway and retail clients", "Produced bilingual (Japanese/English) signage systems"],
        ],
      ],
      [["Bachelor of Fine Arts, Visual Communication Design", "Musashino Art University", "2012 – 2016", []]],
      {
        "Technical Skills": ["Adobe Illustrator", "Photoshop", "InDesign", "Figma", "Typography", "Packaging design"],
        Languages: ["Japanese", "English"],
      },
    ),
    x: {
      headline: "Graphic Designer",
      summary: "Graphic designer specialising in packaging and brand identity.",
      address: "Tokyo, Japan",
      locations: ["Tokyo", "Tokyo"],
    },
  },
  logisticsTurkey: {
    truth: rec(
      "Emre Yılmaz",
      "emre.yilmaz@hotmail.com",
      "+90 532 456 78 90",
      [
        [
          "Logistics Manager",
          "Anadolu Lojistik A.Ş.",
          "January 2019 – Present",
          [
            "Manage a 45,000 m² bonded warehouse and a fleet of 60 trucks",
            "Implemented a WMS (SAP EWM) and cut order picking time by 28%",
            "Negotiated freight contracts with 12 carriers for EU and Middle East routes",
          ],
        ],
        [
          "Supply Chain Specialist",
          "Arçelik",
          "February 2015 – December 2018",
          [
            "Planned inbound material flows for the washing machine plant",
            "Coordinated customs clearance with brokers for imports from Asia",
          ],
        ],
      ],
      [["Bachelor's Degree in International Trade and Logistics", "Yeditepe University, İstanbul (Türkiye)", "2010 – 2014", []]],
      {
        "Technical Skills": ["SAP EWM", "Warehouse management", "Customs procedures", "Fleet planning", "Excel (advanced)"],
        Languages: ["Turkish", "English (C1)", "German (B1)"],
      },
    ),
    x: {
      headline: "Logistics Manager",
      summary: "Logistics manager with ten years in warehousing and road freight.",
      address: "İstanbul, Türkiye",
      locations: ["İstanbul", "Eskişehir"],
    },
  },
  socialIreland: {
    truth: rec(
      "Siobhán O'Sullivan",
      "siobhan.osullivan@eircom.net",
      "+353 87 123 4567",
      [
        [
          "Senior Social Worker",
          "Tusla – Child and Family Agency",
          "October 2019 – Present",
          [
            "Hold a caseload of 18 children in care, including court reports for the District Court",
            "Chair child protection conferences and coordinate safety plans with families",
            "Supervise two newly qualified social workers",
          ],
        ],
        [
          "Social Worker",
          "HSE Mental Health Services",
          "September 2015 – September 2019",
          [
            "Provided psychosocial assessment and support to adults with severe mental illness",
            "Set up a carers' support group that met monthly for three years",
          ],
        ],
        [
          "Project Worker",
          "Focus Ireland",
          "June 2012 – August 2015",
          ["Supported young people leaving homelessness to find and keep tenancies"],
        ],
      ],
      [
        ["Master of Social Work", "University College Cork", "2013 – 2015", []],
        ["BA in Applied Social Studies", "Munster Technological University", "2008 – 2012", []],
      ],
      {
        "Technical Skills": [
          "Child protection",
          "Risk assessment",
          "Motivational interviewing",
          "Court reports",
          "Trauma-informed practice",
        ],
        Certifications: ["CORU registered social worker (SW012345)"],
        Languages: ["English", "Irish"],
      },
    ),
    x: {
      headline: "Social Worker",
      summary: "CORU-registered social worker with twelve years in child welfare and mental health.",
      address: "Cork, Ireland",
      locations: ["Cork", "Cork", "Dublin"],
    },
  },
};
