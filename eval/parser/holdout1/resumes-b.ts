// Held-out resumes, part B (see resumes-a.ts).
import type { HoldoutResume } from "./types.ts";

export const resumesB: HoldoutResume[] = [
  {
    id: "ethan-park-newgrad-spaced",
    template: "spaced",
    bullet: "•",
    contactExtra: ["github.com/ethanpark", "Austin, TX"],
    headings: { education: "Education", projects: "Projects" },
    truth: {
      personal_info: { name: "Ethan Park", phone: "512-555-0143", email: "ethan.park@utexas.edu" },
      experiences: {
        work_experiences: [],
        projects: [
          {
            title: "CampusEats — food truck tracker",
            responsibilities: [
              "Built a Next.js and Supabase web app showing live locations of 25 campus food trucks",
              "Reached 900 weekly active users during the spring semester",
            ],
          },
          {
            title: "Raft consensus in Rust",
            responsibilities: [
              "Implemented leader election and log replication for a distributed systems course, passing all 60 chaos tests",
            ],
          },
          {
            title: "Budget Buddy",
            responsibilities: [
              "Android app in Kotlin that categorises bank SMS messages with an on-device classifier",
              "Won second place at HackTX 2024",
            ],
          },
        ],
      },
      education: [
        {
          degree: "B.S. Computer Science",
          institution: "The University of Texas at Austin",
          dates: "Expected May 2026",
          details: ["GPA: 3.82/4.00", "Relevant coursework: Operating Systems, Distributed Systems, Machine Learning"],
        },
      ],
      additional_information: {
        Skills: ["Rust", "TypeScript", "Kotlin", "Python", "Next.js", "PostgreSQL", "Git"],
      },
    },
  },
  {
    id: "daniel-reyes-word-career-changer",
    template: "word",
    bullet: "•",
    contactExtra: ["Denver, CO", "linkedin.com/in/danielreyes-dev"],
    headings: { work: "Experience", education: "Education & Training", projects: "Projects" },
    summary:
      "Former executive chef turned full-stack developer. Ten years running busy kitchens taught me to ship under pressure, keep systems clean, and lead a team.",
    truth: {
      personal_info: { name: "Daniel Reyes", phone: "(720) 555-0199", email: "daniel.reyes.codes@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Homebase Labs",
            title: "Junior Full-Stack Developer",
            dates: "Since 2023",
            responsibilities: [
              "Build scheduling features in React and Node.js for a restaurant staffing app",
              "Wrote the shift-swap API used by 4,000 hourly workers",
            ],
          },
          {
            company: "Root Down Restaurant",
            title: "Executive Chef",
            dates: "2015 – 2022",
            responsibilities: [
              "Led a kitchen team of 18 serving 350 covers per night",
              "Cut food cost from 34% to 28% through menu engineering and supplier renegotiation",
              "Built inventory spreadsheets that later became my first coding project",
            ],
          },
        ],
        projects: [
          {
            title: "MiseEnPlace",
            responsibilities: ["Recipe costing web app in Django used by three local restaurants"],
          },
        ],
      },
      education: [
        {
          degree: "Full-Stack Web Development Certificate",
          institution: "Turing School of Software & Design",
          dates: "2022 – 2023",
          details: [],
        },
        {
          degree: "A.O.S. Culinary Arts",
          institution: "Culinary Institute of America",
          dates: "2011 – 2013",
          details: [],
        },
      ],
      additional_information: {
        "Technical Skills": ["JavaScript", "React", "Node.js", "Express", "Django", "PostgreSQL", "Git"],
      },
    },
  },
  {
    id: "aisha-rahman-academic-cv",
    spread: 2.3,
    template: "academic",
    headline: "Assistant Professor of Computational Biology",
    contactExtra: ["Department of Biology, University of Toronto", "aisharahman.github.io"],
    headings: { work: "Academic Appointments", education: "Education" },
    truth: {
      personal_info: { name: "Aisha Rahman", phone: "+1 416 555 0148", email: "aisha.rahman@utoronto.ca" },
      experiences: {
        work_experiences: [
          {
            company: "University of Toronto",
            title: "Assistant Professor, Department of Cell and Systems Biology",
            dates: "2022 – present",
            responsibilities: [
              "Lead a lab of six graduate students studying single-cell regulatory networks",
              "Principal investigator on an NSERC Discovery Grant (CAD 180,000)",
            ],
          },
          {
            company: "Broad Institute of MIT and Harvard",
            title: "Postdoctoral Fellow",
            dates: "2019 – 2022",
            responsibilities: [
              "Developed probabilistic models for cell-type deconvolution of bulk RNA-seq",
              "Co-supervised four summer undergraduate researchers",
            ],
          },
          {
            company: "European Molecular Biology Laboratory",
            title: "Visiting Researcher",
            dates: "Summer 2017",
            responsibilities: ["Benchmarked trajectory inference methods on zebrafish development data"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Ph.D. in Computational Biology",
          institution: "Carnegie Mellon University",
          dates: "2014 – 2019",
          details: ["Dissertation: Inferring gene regulatory networks from single-cell transcriptomes"],
        },
        {
          degree: "B.Sc. in Biochemistry",
          institution: "University of Dhaka",
          dates: "2009 – 2013",
          details: [],
        },
      ],
      additional_information: {
        "Selected Publications": [
          "Rahman A., Li J., Cole M. Sparse regulatory networks from single-cell data. Nature Methods 20, 112–120 (2023).",
          "Rahman A., Singh P. Deconvolution of bulk tissue with hierarchical priors. Bioinformatics 38(4), 1021–1029 (2022).",
          "Cole M., Rahman A., et al. A benchmark of trajectory inference. Genome Biology 21, 77 (2020).",
          "Rahman A., Xu E. Bayesian network priors for gene expression. PLOS Computational Biology 15(6), e1007034 (2019).",
        ],
        Teaching: [
          "BIO 230: Introduction to Computational Biology (Fall 2022, Fall 2023)",
          "BIO 477: Statistical Genomics (Winter 2024)",
          "Guest lecturer, 02-710 Computational Genomics, Carnegie Mellon University (2018)",
        ],
        "Grants and Awards": [
          "NSERC Discovery Grant, 2023–2028",
          "Damon Runyon Postdoctoral Fellowship, 2020",
          "CMU Presidential Fellowship, 2014",
        ],
        Service: ["Reviewer for Nature Methods, Bioinformatics and RECOMB", "Organiser, Toronto Single-Cell Genomics Symposium (2023)"],
        "Computational Skills": ["R", "Python", "Stan", "PyTorch", "Snakemake", "Slurm"],
      },
    },
  },
  {
    id: "darnell-brooks-plain-warehouse",
    template: "plain",
    bullet: "•",
    datesBelow: true,
    contactExtra: ["Memphis, TN 38118"],
    headings: { work: "Work History", education: "Education" },
    summary: "Reliable warehouse lead with forklift certification and 8 years in high-volume distribution centers.",
    truth: {
      personal_info: { name: "Darnell Brooks", phone: "901.555.0176", email: "darnell.brooks88@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "FedEx Ground Hub",
            title: "Warehouse Team Lead",
            dates: "June 2020 - Present",
            responsibilities: [
              "Supervise a crew of 14 associates on the overnight sort",
              "Keep scan accuracy above 99.6% across 20,000 packages per shift",
              "Train new hires on safety procedures and PIT equipment",
            ],
          },
          {
            company: "Amazon Fulfillment Center MEM1",
            title: "Fulfillment Associate",
            dates: "March 2016 - May 2020",
            responsibilities: ["Picked, packed and staged orders using RF scanners", "Recognized as Associate of the Month three times"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "High School Diploma",
          institution: "Whitehaven High School",
          dates: "2015",
          details: [],
        },
      ],
      additional_information: {
        Certifications: ["OSHA Forklift Certification", "OSHA 10-Hour General Industry", "CPR/First Aid"],
        Skills: ["Forklift and reach truck operation", "RF scanning", "Inventory control", "Team leadership"],
      },
    },
  },
  {
    id: "isabela-costa-sidebar-hospitality",
    template: "sidebar",
    accent: "#b5651d",
    bullet: "•",
    headline: "Front Office Supervisor",
    contactExtra: ["Lisbon, Portugal"],
    headings: { work: "Work Experience", education: "Education" },
    sidebarSections: ["Skills", "Languages"],
    truth: {
      personal_info: { name: "Isabela Costa", phone: "+351 912 345 678", email: "isabela.costa@sapo.pt" },
      experiences: {
        work_experiences: [
          {
            company: "Pestana Palace Lisboa",
            title: "Front Office Supervisor",
            dates: "Apr 2021 – Present",
            responsibilities: [
              "Lead a reception team of eight in a 190-room five-star hotel",
              "Raised the TripAdvisor check-in score from 4.3 to 4.7",
              "Handle VIP arrivals and guest complaints",
            ],
          },
          {
            company: "Hotel Avenida Palace",
            title: "Receptionist",
            dates: "Jan 2018 – Mar 2021",
            responsibilities: ["Check-in and check-out with Opera PMS", "Upselling of room upgrades and tours"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Degree in Hotel Management",
          institution: "Escola Superior de Hotelaria e Turismo do Estoril",
          dates: "2014 – 2017",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Opera PMS", "Guest relations", "Upselling", "Team scheduling", "Complaint handling"],
        Languages: ["Portuguese", "English", "Spanish", "French"],
      },
    },
  },
  {
    id: "kevin-walsh-gdocs-sales-multirole",
    template: "gdocs",
    bullet: "•",
    groupRoles: true,
    contactExtra: ["Boston, MA"],
    headings: { work: "Experience", education: "Education" },
    truth: {
      personal_info: { name: "Kevin Walsh", phone: "617-555-0164", email: "kevin.walsh.sales@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "HubSpot",
            title: "Enterprise Account Executive",
            dates: "Jan 2022 – Present",
            responsibilities: [
              "Closed $3.1M in new ARR in FY2023, 127% of quota",
              "Run full sales cycles with VP-level buyers at companies of 1,000+ employees",
            ],
          },
          {
            company: "HubSpot",
            title: "Mid-Market Account Executive",
            dates: "Mar 2019 – Dec 2021",
            responsibilities: [
              "Ranked top 5 of 60 reps for two consecutive years",
              "Built the demo script later adopted by the whole mid-market team",
            ],
          },
          {
            company: "Zipcar",
            title: "Sales Development Representative",
            dates: "Jun 2017 – Feb 2019",
            responsibilities: ["Booked 25+ qualified meetings per month for the business accounts team"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "B.A. Communications",
          institution: "Boston College",
          dates: "2013 – 2017",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Salesforce", "Gong", "Outreach", "MEDDICC", "Negotiation", "Forecasting"],
      },
    },
  },
  {
    id: "arjun-nair-moderncv-senior-2p",
    spread: 1.9,
    template: "moderncv",
    headline: "Principal Site Reliability Engineer",
    contactExtra: ["Pune, India", "linkedin.com/in/arjunnair"],
    headings: { work: "Work Experience", education: "Education" },
    truth: {
      personal_info: { name: "Arjun Nair", phone: "+91-98200 12345", email: "arjun.nair@protonmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Atlassian",
            title: "Principal Site Reliability Engineer",
            dates: "2021–present",
            responsibilities: [
              "Own reliability of the Jira Cloud search platform serving 250,000 tenants",
              "Designed the multi-region failover runbook that cut recovery time from 45 to 8 minutes",
              "Chair the incident review board for the Bengaluru engineering centre",
            ],
          },
          {
            company: "Flipkart",
            title: "Senior SRE",
            dates: "2018–2021",
            responsibilities: [
              "Scaled the order pipeline for Big Billion Days peaks of 1.2M requests per second",
              "Migrated 400 services to Kubernetes with zero customer-facing downtime",
            ],
          },
          {
            company: "ThoughtWorks",
            title: "DevOps Consultant",
            dates: "2015–2018",
            responsibilities: [
              "Built CI/CD pipelines with GoCD and Terraform for banking clients",
              "Ran infrastructure-as-code workshops for client teams",
            ],
          },
          {
            company: "Tata Consultancy Services",
            title: "Systems Engineer",
            dates: "2012–2015",
            responsibilities: ["Administered Linux servers and Oracle databases for an insurance client"],
          },
          {
            company: "Wipro",
            title: "Intern",
            dates: "2011",
            responsibilities: ["Wrote shell scripts to automate log rotation and backups"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "B.E. Electronics and Telecommunication",
          institution: "College of Engineering Pune",
          dates: "2008–2012",
          details: [],
        },
      ],
      additional_information: {
        "Technical Skills": ["Kubernetes", "Terraform", "Prometheus", "Grafana", "Go", "Python", "AWS", "GCP", "Linux"],
        Certifications: ["Certified Kubernetes Administrator (CKA)", "AWS Certified Solutions Architect – Professional"],
      },
    },
  },
  {
    id: "hannah-lee-twocol-pm",
    template: "twocol",
    bullet: "•",
    headline: "Senior Product Manager",
    contactExtra: ["Seattle, WA", "hannahlee.io"],
    headings: { work: "Experience", education: "Education" },
    truth: {
      personal_info: { name: "Hannah Lee", phone: "(206) 555-0111", email: "hannah@hannahlee.io" },
      experiences: {
        work_experiences: [
          {
            company: "Zillow",
            title: "Senior Product Manager, Rentals",
            dates: "Feb 2021 – Present",
            responsibilities: [
              "Own the renter application flow, used by 2M applicants per year",
              "Launched income verification, lifting landlord acceptance by 14%",
              "Set quarterly OKRs with design, engineering and data science leads",
            ],
          },
          {
            company: "Expedia Group",
            title: "Product Manager",
            dates: "Jul 2017 – Jan 2021",
            responsibilities: [
              "Shipped price-drop alerts for hotel searches, adding $9M in annual bookings",
              "Ran 40+ A/B tests per year on the search results page",
            ],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "MBA",
          institution: "University of Washington Foster School of Business",
          dates: "2015 – 2017",
          details: [],
        },
        {
          degree: "B.S. Industrial Engineering",
          institution: "Georgia Institute of Technology",
          dates: "2009 – 2013",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Product strategy", "A/B testing", "SQL", "Amplitude", "Roadmapping", "User research"],
        Interests: ["Trail running", "Pottery"],
      },
    },
  },
  {
    id: "aarav-mehta-latexplain-datasci",
    template: "latexplain",
    contactExtra: ["Hyderabad, India"],
    headings: { work: "Work History", education: "Education", projects: "Selected Projects" },
    truth: {
      personal_info: { name: "Aarav Mehta", phone: "+91 40 2345 6789", email: "aarav.mehta@iitb.ac.in" },
      experiences: {
        work_experiences: [
          {
            company: "Swiggy",
            title: "Data Scientist II",
            dates: "May 2022 – Present",
            responsibilities: [
              "Built delivery-time prediction models with LightGBM, reducing mean absolute error by 19%",
              "Designed the experimentation framework used for 150 pricing tests",
            ],
          },
          {
            company: "Mu Sigma",
            title: "Decision Scientist",
            dates: "Jun 2019 – Apr 2022",
            responsibilities: [
              "Delivered demand forecasting models for a US grocery retailer",
              "Automated weekly reporting in Python, saving analysts 10 hours per week",
            ],
          },
        ],
        projects: [
          {
            title: "Monsoon rainfall nowcasting",
            responsibilities: ["ConvLSTM model on radar images that beat the persistence baseline by 23%"],
          },
        ],
      },
      education: [
        {
          degree: "B.Tech, Engineering Physics",
          institution: "Indian Institute of Technology Bombay",
          dates: "2015 – 2019",
          details: [],
        },
      ],
      additional_information: {
        "Technical Skills": ["Python", "SQL", "LightGBM", "PyTorch", "Spark", "Airflow", "Tableau"],
      },
    },
  },
  {
    id: "lukasz-wisniewski-plain-devops-poland",
    template: "plain",
    bullet: "–",
    capsHeadings: true,
    contactExtra: ["Wrocław, Poland", "github.com/lwisniewski"],
    headings: { work: "Employment History", education: "Education" },
    truth: {
      personal_info: { name: "Łukasz Wiśniewski", phone: "+48 71 123 45 67", email: "lukasz.wisniewski@gmail.com" },
      experiences: {
        work_experiences: [
          {
            company: "Nokia Solutions and Networks",
            title: "DevOps Engineer",
            dates: "2021 - present",
            responsibilities: [
              "Maintain GitLab CI pipelines for 5G base station software with 300 daily builds",
              "Cut pipeline duration by 35% with build caching and parallel test shards",
              "Operate self-hosted Kubernetes clusters with Rancher and Argo CD",
            ],
          },
          {
            company: "Capgemini Polska",
            title: "Linux Administrator",
            dates: "2019 - 2021",
            responsibilities: ["Administered 600 RHEL servers with Ansible", "On-call rotation for banking clients"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "Engineer's degree in Computer Science",
          institution: "Wrocław University of Science and Technology",
          dates: "2015 - 2019",
          details: [],
        },
      ],
      additional_information: {
        Skills: ["Kubernetes", "Ansible", "GitLab CI", "Argo CD", "Bash", "Python", "Prometheus"],
        Languages: ["Polish (native)", "English (C1)", "German (A2)"],
      },
    },
  },
  {
    id: "grace-adeyemi-word-customer-service",
    template: "word",
    bullet: "▪",
    tableDates: true,
    contactExtra: ["Abuja, Nigeria"],
    headings: { work: "Work History", education: "Education" },
    summary: "Customer service professional with five years in telecoms and banking contact centres.",
    truth: {
      personal_info: { name: "Grace Adeyemi", phone: "0803 555 0192", email: "grace.adeyemi@yahoo.com" },
      experiences: {
        work_experiences: [
          {
            company: "MTN Nigeria",
            title: "Customer Experience Team Lead",
            dates: "Nov 2021 – Present",
            responsibilities: [
              "Lead 12 agents handling 2,500 calls and chats per day",
              "Improved first-contact resolution from 68% to 81% with a new knowledge base",
              "Coach agents on de-escalation and quality scoring",
            ],
          },
          {
            company: "Access Bank Plc",
            title: "Customer Service Officer",
            dates: "Feb 2019 – Oct 2021",
            responsibilities: ["Resolved account and card complaints at branch level", "Opened 40+ new accounts per month"],
          },
        ],
        projects: [],
      },
      education: [
        {
          degree: "B.Sc. Mass Communication",
          institution: "University of Ibadan",
          dates: "2014 – 2018",
          details: [],
        },
      ],
      additional_information: {
        "Core Competencies": ["Complaint resolution", "Zendesk", "Freshdesk", "CRM", "Coaching", "Quality assurance"],
      },
    },
  },
];
