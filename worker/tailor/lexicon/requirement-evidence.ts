// What a bullet's wording shows beyond the dictionary: a closed table of "this wording is an instance of that
// requirement" (a cycle count is inventory work, a pull request review is a code review, Mailchimp is email).
// The local engine names the requirement beside the wording that shows it when the job asks for it in one of
// `names` (engines/rewrite/requirements.ts); the guards accept the name on the same evidence (guards.ts).
// Every row is narrower → broader or the same thing said another way, never a guess at what else the work
// involved: a verb alone ("Trained", "Presented") is no row, the bullet already says it.

export interface RequirementEvidence {
  /** How a job may write the requirement, lower-case unless the name has its own capitals. */
  names: readonly string[];
  /** Wording in a bullet that is an instance of it; the name goes right after the match. */
  evidence: RegExp;
}

export const REQUIREMENT_EVIDENCE: readonly RequirementEvidence[] = [
  {
    names: ["inventory management", "inventory control", "inventory"],
    evidence: /\b(?:cycle counts?|stock ?takes?|stock counts?|stock levels|par levels|stock rotation|physical counts)\b/i,
  },
  {
    names: ["purchasing", "purchase orders", "procurement"],
    evidence:
      /\b(?:plac(?:ed|ing)|rais(?:ed|ing)|issu(?:ed|ing)) (?:[a-z]+ ){0,2}(?:purchase orders|POs|orders with (?:suppliers|vendors))\b|\bordered (?:[a-z]+ ){0,2}(?:supplies|stock|materials|parts)\b/i,
  },
  {
    names: ["order fulfillment", "order fulfilment", "fulfillment", "fulfilment"],
    evidence: /\b(?:picked|picking|packed|packing)(?: and (?:packed|packing|shipped|shipping))? (?:[a-z]+ ){0,2}orders\b/i,
  },
  {
    names: ["customer service"],
    evidence: /\b(?:assisted|served|helped|greeted) (?:[a-z]+ ){0,2}(?:customers|guests|shoppers|patrons)\b/i,
  },
  { names: ["receiving"], evidence: /\bunload(?:ed|ing) (?:[a-z]+ ){0,2}(?:trucks|deliveries|shipments)\b/i },
  { names: ["version control", "source control"], evidence: /\b(?:git|github|gitlab|bitbucket|svn|subversion)\b/i },
  {
    names: ["code reviews", "code review"],
    evidence: /\breview(?:ed|ing)? (?:[a-z]+ ){0,2}(?:pull requests|merge requests|PRs)\b/i,
  },
  {
    names: ["data visualization", "data visualisation"],
    evidence: /\b(?:matplotlib|seaborn|plotly|ggplot2?|d3\.js)\b/i,
  },
  {
    names: ["CAD"],
    evidence: /\b(?:solidworks|autocad|fusion 360|catia|creo|onshape|siemens nx)\b/i,
  },
  { names: ["drawings", "technical drawings", "design drawings"], evidence: /\b(?:blueprints|engineering drawings)\b/i },
  {
    names: ["curriculum", "curricula"],
    evidence: /\b(?:lesson plans|syllabus|syllabi|schemes of work)\b/i,
  },
  {
    names: ["youth", "adolescents", "young people"],
    evidence:
      /\b(?:teenagers|teens|adolescents|high school students|middle school students|(?:kids|children|students) (?:in )?grades? \d+(?:st|nd|rd|th)?(?:[-–]\d+(?:st|nd|rd|th)?)?)/i,
  },
  { names: ["email marketing", "email"], evidence: /\b(?:mailchimp|email newsletters?|e-?newsletters?|email campaigns?)\b/i },
  {
    names: ["content creation", "content"],
    evidence: /\b(?:blog posts|articles|social media posts|newsletters|video scripts)\b/i,
  },
  {
    names: ["fundraising"],
    evidence: /\b(?:donor (?:relations|stewardship|outreach|database)|grant (?:applications|proposals|writing)|capital campaigns?)\b/i,
  },
  {
    names: ["documentation"],
    evidence:
      /\b(?:wrote|written|writing|authored|maintained|created) (?:[a-z]+ ){0,2}(?:user guides|guides|manuals|runbooks|wikis|readmes|knowledge base articles)\b/i,
  },
  {
    names: ["mentoring", "mentorship"],
    evidence:
      /\b(?:coached|coaching|onboarded|onboarding) (?:\d+ )?(?:new |junior )?(?:hires|interns|engineers|developers|analysts|team members)\b/i,
  },
  {
    names: ["line management"],
    evidence: /\bmanag(?:ed|ing|e) (?:a team of \d+|\d+ (?:direct )?reports)\b/i,
  },
  { names: ["Agile", "agile"], evidence: /\b(?:sprints|sprint planning|stand-?ups|kanban|retrospectives)\b/i },
  {
    names: ["quality assurance", "QA"],
    evidence:
      /\b(?:test cases?|test plans|manual testing|regression testing|sanity testing|smoke testing|exploratory testing|user acceptance testing|bug reports)\b/i,
  },
  { names: ["API testing"], evidence: /\b(?:postman|rest assured|api tests)\b/i },
  {
    names: ["scripting"],
    evidence: /\b(?:bash|shell|python|powershell|perl) scripts\b/i,
  },
  {
    names: ["networking"],
    evidence: /\b(?:tcp\/ip|dhcp|vlans|routers|firewalls|vpns|load balancers)\b/i,
  },
  {
    names: ["high availability", "highly available"],
    evidence: /\b(?:failover|99\.9+% uptime|zero[- ]downtime)\b/i,
  },
  {
    names: ["relational databases", "relational database", "databases", "database"],
    evidence: /\b(?:postgresql|postgres|mysql|sql server|oracle database|sqlite|mariadb)\b/i,
  },
  {
    names: ["quantitative data", "quantitative analysis", "quantitative research"],
    evidence: /\b(?:regression (?:analysis|models?)|statistical (?:analysis|models?|tests?)|hypothesis testing)\b/i,
  },
  { names: ["monitoring"], evidence: /\b(?:nagios|zabbix|uptime checks)\b/i },
  // Support work: the name only where the bullet says it fixed or diagnosed something, never from "supported".
  {
    names: ["troubleshooting", "troubleshoot"],
    evidence:
      /\b(?:diagnos(?:ed|ing)|resolv(?:ed|ing)|fix(?:ed|ing)|repair(?:ed|ing)) (?:[a-z-]+ ){0,3}(?:issues|problems|faults|errors|outages|incidents|defects|failures)\b/i,
  },
  {
    names: ["IT support", "technical support", "desktop support", "end-user support"],
    evidence: /\b(?:help ?desk|service desk|support tickets|it tickets)\b/i,
  },
  {
    names: ["reporting", "reports"],
    evidence:
      /\b(?:built|created|prepared|produced|compiled|developed|designed|automated|maintained) (?:[a-z-]+ ){0,3}(?:dashboards|reports)\b/i,
  },
  {
    names: ["invoicing", "billing"],
    evidence: /\b(?:process(?:ed|ing)|issu(?:ed|ing)|prepar(?:ed|ing)|rais(?:ed|ing)) (?:[a-z-]+ ){0,2}invoices\b/i,
  },
  {
    names: ["accounts payable"],
    evidence: /\b(?:vendor|supplier) (?:payments|invoices)\b/i,
  },
  {
    names: ["expediting", "expedite"],
    evidence: /\b(?:chas(?:ed|ing)|follow(?:ed|ing) up on) (?:[a-z-]+ ){0,2}(?:deliveries|shipments|orders)\b/i,
  },
  {
    names: ["lead generation", "prospecting"],
    evidence: /\b(?:cold[- ]call(?:ed|ing|s)?|prospect(?:ed|ing) (?:[a-z-]+ ){0,2}(?:clients|customers|accounts|leads))\b/i,
  },
  {
    names: ["data integrity", "data quality", "data accuracy"],
    evidence: /\bdata (?:cleaning|cleansing|validation|quality checks|deduplication)\b/i,
  },
  { names: ["root cause analysis"], evidence: /\b(?:5 whys|five whys|fishbone|ishikawa|8D reports?)\b/i },
  {
    names: ["medication administration", "medications", "medication"],
    evidence: /\badminister(?:ed|ing) (?:[a-z-]+ ){0,2}(?:medications|medicines|drugs|injections|IV fluids)\b/i,
  },
];

/** The requirement names a text evidences through the table (the guards' allowance for them). */
export function evidencedNames(text: string): string[] {
  const out: string[] = [];
  for (const row of REQUIREMENT_EVIDENCE) if (row.evidence.test(text)) out.push(...row.names);
  return out;
}
