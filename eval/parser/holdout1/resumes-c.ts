// Held-out resumes, part C (see resumes-a.ts): the flat-ODT, browser-header and name-in-sidebar designs.
import type { HoldoutResume } from "./types.ts";

export const resumesC: HoldoutResume[] = [
  {
    id: "olena-kovalenko-fodt-logistics-2p",
    template: "fodt",
    bullet: "➢",
    spread: 1.6,
    contactExtra: ["10115 Berlin, Germany"],
    headings: { work: "Career History", education: "Education" },
    summary: "Logistics coordinator with eight years in freight forwarding and e-commerce fulfilment across Ukraine, Poland and Germany.",
    truth: {
      personal_info: { name: "Olena Kovalenko", phone: "+49 30 12345678", email: "olena.kovalenko@gmx.de" },
      experiences: {
        work_experiences: [
          {
            company: "Zalando SE",
            title: "Senior Logistics Coordinator",
            dates: "Since 2022",
            responsibilities: [
              "Coordinate inbound flows for three fulfilment centres handling 180,000 parcels per day",
              "Negotiated new linehaul rates with carriers, saving €1.2M per year",
              "Introduced a dock scheduling tool that cut truck waiting time by 40%",
            ],
          },
          {
            company: "DB Schenker",
            title: "Freight Forwarding Specialist",
            dates: "2018 – 2022",
            responsibilities: [
              "Handled road and sea freight bookings between Poland, Germany and the Baltics",
              "Prepared customs documents (T1, EX1) and resolved clearance issues",
              "Trained four new colleagues in TMS and customs procedures",
            ],
          },
          {
            company: "Nova Poshta",
            title: "Warehouse Shift Supervisor",
            dates: "2015 – 2018",
            responsibilities: ["Supervised 25 operators on the night shift in the Kyiv sorting hub", "Kept mis-sort rate below 0.3%"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Master's degree in Logistics",
          institution: "Kyiv National Economic University",
          dates: "2010 – 2015",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["SAP EWM", "TMS", "Customs documentation", "Carrier negotiation", "Excel"],
        Languages: ["Ukrainian (native)", "English (C1)", "German (B2)", "Polish (B1)"],
      },
    },
  },
  {
    id: "siddharth-iyer-printheader-civil-2p",
    template: "printheader",
    spread: 2.3,
    contactExtra: ["Singapore"],
    headings: { work: "Relevant Experience", education: "Education", projects: "Key Projects" },
    summary: "Chartered civil engineer with eleven years on metro and highway projects in India and Singapore.",
    truth: {
      personal_info: { name: "Siddharth Iyer", phone: "+65 8765 4321", email: "siddharth.iyer.pe@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Land Transport Authority",
            title: "Senior Engineer (Civil)",
            dates: "Jan 2019 – Present",
            responsibilities: [
              "Manage design reviews for two underground stations on the Cross Island Line",
              "Coordinate with contractors on temporary works, settlement monitoring and safety audits",
              "Approved 300+ method statements with no reportable incidents",
            ],
          },
          {
            company: "Larsen & Toubro",
            title: "Project Engineer",
            dates: "Jun 2013 – Dec 2018",
            responsibilities: [
              "Site engineer for 14 km of elevated viaduct on the Mumbai Metro Line 2A",
              "Planned precast segment erection and tracked progress in Primavera P6",
            ],
          },
        ],
        projects: [
          {
            title: "Cross Island Line – Stage 1",
            responsibilities: ["Led the interface design review for cut-and-cover station boxes"],
          },
          {
            title: "Mumbai Metro Line 2A viaduct",
            responsibilities: ["Delivered 420 spans ahead of schedule"],
          },
        ],
      },
      education: [
        {
          degree: "M.Tech Structural Engineering",
          institution: "Indian Institute of Technology Madras",
          dates: "2011 – 2013",
          details: [],
        },
        {
          degree: "B.E. Civil Engineering",
          institution: "Anna University",
          dates: "2007 – 2011",
          details: [],
        },
      ],
      additional_information: {
        "Software & Tools": ["AutoCAD", "STAAD.Pro", "PLAXIS", "Primavera P6", "MIDAS Civil"],
        Certifications: ["Professional Engineer (Civil), PEB Singapore"],
      },
    },
  },
  {
    id: "fatima-zahra-benali-sidebarname-pharmacist",
    template: "sidebarname",
    accent: "#2f5d50",
    headline: "Clinical Pharmacist",
    contactExtra: ["Casablanca, Morocco"],
    headings: { work: "Experience", education: "Education" },
    summary: "Hospital pharmacist focused on antimicrobial stewardship and oncology preparations.",
    sidebarSections: ["Skills", "Languages"],
    truth: {
      personal_info: { name: "Fatima Zahra Benali", phone: "+212 6 12 34 56 78", email: "fz.benali@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "CHU Ibn Rochd",
            title: "Clinical Pharmacist",
            dates: "2020 – Present",
            responsibilities: [
              "Review antibiotic prescriptions for 6 wards as part of the stewardship team",
              "Supervise sterile preparation of chemotherapy doses",
              "Teach pharmacology tutorials to fifth-year pharmacy students",
            ],
          },
          {
            company: "Pharmacie Al Amal",
            title: "Community Pharmacist",
            dates: "2017 – 2020",
            responsibilities: ["Dispensed prescriptions and advised patients on chronic treatments", "Managed stock and supplier orders"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Doctor of Pharmacy (PharmD)",
          institution: "Faculty of Medicine and Pharmacy of Casablanca",
          dates: "2011 – 2017",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Antimicrobial stewardship", "Oncology preparations", "Drug interactions", "Pharmacovigilance"],
        Languages: ["Arabic", "French", "English"],
        Certifications: ["Diploma in Hospital Pharmacy (2019)"],
      },
    },
  },
];
