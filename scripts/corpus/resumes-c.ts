// Fictional resumes, part C: long bullets that cross page breaks, and a "modern" layout unlike the others.
import type { CorpusResume } from "./types.ts";

export const resumesC: CorpusResume[] = [
  {
    id: "r28-classic-policy-longbullets-2p",
    tool: "chromium",
    template: "classic",
    bullet: "disc",
    headingStyle: "upper-rule",
    font: "Liberation Serif",
    fontSize: 11.5,
    leading: 2.0,
    headings: { work: "Professional Experience", education: "Education", summary: "Summary" },
    name: "Kateřina Nováková-Hughes",
    email: "k.novakova.hughes@example.org",
    phone: "+32 470 12 34 56",
    location: "Brussels, Belgium",
    summary:
      "Policy analyst with ten years of experience in European energy and climate regulation, moving between the Commission, a think tank and industry, and comfortable turning technical modelling into decisions.",
    work: [
      {
        company: "European Climate Policy Institute",
        title: "Senior Policy Analyst",
        dates: "Feb 2020 – Present",
        bullets: [
          "Lead the institute's work on the revision of the EU Emissions Trading System, coordinating a team of four analysts and two external modelling partners, and presenting findings to Members of the European Parliament, Council working parties and national ministries in nine member states",
          "Designed and ran a scenario model of carbon border adjustment impacts on steel, cement and aluminium imports, which was cited in the Commission's impact assessment and in three national parliamentary reports",
          "Wrote eleven policy briefs and two book-length reports, including the institute's most downloaded publication of 2022, on the interaction between carbon pricing, state aid rules and industrial decarbonisation funding",
          "Built the institute's stakeholder programme from scratch: quarterly roundtables with industry, trade unions and non-governmental organisations that now regularly bring together more than one hundred participants",
        ],
      },
      {
        company: "European Commission, DG Energy",
        title: "Policy Officer",
        dates: "Sep 2016 – Jan 2020",
        bullets: [
          "Drafted sections of the Clean Energy for All Europeans package on electricity market design and consumer rights, negotiating the text through inter-service consultation with seven other directorates-general",
          "Managed a €2.4 million study contract on cross-border capacity mechanisms, from terms of reference and tender evaluation through to the final report and its publication",
          "Represented the unit in trilogue preparation meetings and prepared speaking notes and briefings for the Commissioner and the Director-General",
          "Answered parliamentary questions and citizens' complaints on energy market issues within the statutory deadlines, averaging thirty replies a quarter",
        ],
      },
      {
        company: "Ørsted",
        title: "Regulatory Affairs Analyst",
        dates: "Aug 2013 – Aug 2016",
        bullets: [
          "Monitored offshore wind regulation in Denmark, Germany, the Netherlands and the United Kingdom and summarised the commercial consequences of new auction rules for the business development teams",
          "Prepared the company's consultation responses on grid connection charging and balancing rules, several of which were adopted in the final regulatory decisions",
          "Supported the public affairs team during the 2015 Danish energy agreement negotiations with briefing material, data requests and meeting notes",
        ],
      },
    ],
    education: [
      { degree: "MSc Environmental Economics", institution: "University College London", dates: "2012 – 2013" },
      { degree: "BA Economics and Political Science", institution: "Charles University", dates: "2009 – 2012" },
    ],
    extra: [
      { heading: "Skills", key: "Technical Skills", style: "comma", items: ["Energy system modelling", "Stata", "Python", "EU legislative procedure", "Stakeholder engagement"] },
      { heading: "Languages", key: "Languages", style: "comma", items: ["Czech (native)", "English (native)", "French (C1)", "German (B2)"] },
    ],
  },
  {
    id: "r29-modern-product-manager",
    tool: "chromium",
    template: "modern",
    bullet: "▸",
    headingStyle: "title-bold",
    headings: { work: "Experience", education: "Education", summary: "Summary" },
    name: "Siddharth Iyer",
    tagline: "Senior Product Manager",
    email: "sid.iyer@example.com",
    phone: "+1 (312) 555-0144",
    location: "Chicago, IL",
    summary: "Product manager who ships B2B analytics products with small, fast teams.",
    work: [
      {
        company: "Lumen Analytics",
        title: "Senior Product Manager",
        dates: "Mar 2021 – Present",
        location: "Chicago, IL",
        bullets: [
          "Own the self-serve dashboard product used by 4,000 customer accounts",
          "Launched usage-based pricing that grew net revenue retention from 104% to 118%",
          "Run discovery interviews every week with customers and the sales team",
        ],
      },
      {
        company: "Groupon",
        title: "Product Manager",
        dates: "Jun 2017 – Feb 2021",
        location: "Chicago, IL",
        bullets: ["Led the merchant onboarding funnel redesign, cutting time-to-first-deal from 9 days to 3", "Shipped the first merchant mobile app on iOS and Android"],
      },
      {
        company: "Accenture",
        title: "Business Analyst",
        dates: "Jul 2014 – May 2017",
        location: "Bengaluru",
        bullets: ["Wrote requirements for a retail banking CRM rollout"],
      },
    ],
    education: [{ degree: "MBA", institution: "University of Chicago Booth School of Business", dates: "2015 – 2017" }],
    extra: [
      { heading: "Skills", key: "Technical Skills", style: "pills", items: ["Product discovery", "SQL", "Amplitude", "Figma", "A/B testing", "Pricing", "Roadmapping"] },
      { heading: "Certifications", key: "Certifications", style: "bullets", items: ["Pragmatic Institute PMC-III"] },
    ],
  },
  {
    id: "r30-modern-social-worker",
    tool: "chromium",
    template: "modern",
    bullet: "disc",
    headingStyle: "title-bold",
    font: "DejaVu Sans",
    fontSize: 9.5,
    headings: { work: "Relevant Experience", education: "Education and Training" },
    name: "Wiremu Te Rangi",
    tagline: "Registered Social Worker",
    email: "wiremu.terangi@example.nz",
    phone: "021 234 5678",
    location: "Wellington",
    work: [
      {
        company: "Oranga Tamariki",
        title: "Senior Social Worker",
        dates: "2019 – Present",
        location: "Porirua",
        bullets: ["Hold a caseload of 18 families with complex care and protection needs", "Supervise three newly qualified social workers", "Facilitate family group conferences with whānau and iwi partners"],
      },
      {
        company: "Barnardos New Zealand",
        title: "Youth Worker",
        dates: "2015 – 2019",
        location: "Lower Hutt",
        bullets: ["Ran after-school programmes for rangatahi aged 12 to 17"],
      },
    ],
    education: [
      { degree: "Bachelor of Social Work (Honours)", institution: "Massey University", dates: "2011 – 2014" },
      { degree: "Certificate in Te Reo Māori", institution: "Te Wānanga o Aotearoa", dates: "2018" },
    ],
    extra: [
      { heading: "Languages", key: "Languages", style: "pills", items: ["English", "Te Reo Māori"] },
      { heading: "Registrations", key: "Registrations", style: "bullets", items: ["Social Workers Registration Board, full registration (2015)"] },
    ],
  },
];
