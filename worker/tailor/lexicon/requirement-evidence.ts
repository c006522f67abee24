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
    evidence:
      /\b(?:cycle counts?|stock ?takes?|stock counts?|stock levels|par levels|stock rotation|physical counts|track(?:ed|ing)? (?:the )?inventory|inventory tracking)\b/i,
  },
  {
    names: ["purchasing", "purchase orders", "procurement"],
    evidence:
      /\b(?:plac(?:ed|ing)|rais(?:ed|ing)|issu(?:ed|ing)) (?:[\w+-]+ ){0,2}(?:purchase orders|POs|orders with (?:suppliers|vendors))\b|\bordered (?:[\w+-]+ ){0,2}(?:supplies|stock|materials|parts)\b/i,
  },
  {
    names: ["order fulfillment", "order fulfilment", "fulfillment", "fulfilment"],
    evidence: /\b(?:picked|picking|packed|packing)(?: and (?:packed|packing|shipped|shipping))? (?:[\w+-]+ ){0,2}orders\b/i,
  },
  {
    names: ["customer service"],
    evidence: /\b(?:assisted|served|helped|greeted) (?:[\w+-]+ ){0,2}(?:customers|guests|shoppers|patrons)\b/i,
  },
  { names: ["receiving"], evidence: /\bunload(?:ed|ing) (?:[\w+-]+ ){0,2}(?:trucks|deliveries|shipments)\b/i },
  { names: ["version control", "source control"], evidence: /\b(?:git|github|gitlab|bitbucket|svn|subversion)\b/i },
  {
    names: ["code reviews", "code review"],
    evidence: /\breview(?:ed|ing)? (?:[\w+-]+ ){0,2}(?:pull requests|merge requests|PRs)\b/i,
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
      /\b(?:wrote|written|writing|authored|maintained|created|drafted|updated) (?:[\w+-]+ ){0,2}(?:user guides|guides|manuals|runbooks|wikis|readmes|knowledge base articles|SOPs|standard operating procedures|technical specifications|design documents|API docs)\b/i,
  },
  {
    names: ["mentoring", "mentorship", "coaching"],
    evidence:
      /\b(?:coached|coaching|onboarded|onboarding) (?:\d+ )?(?:new |junior )?(?:hires|interns|engineers|developers|analysts|team members)\b/i,
  },
  // Duty families outside software (match/duty-families.ts): the bullet's narrower wording of the duty.
  {
    names: ["sales"],
    evidence:
      /\b(?:sold|upsold|cross-sold|upsell(?:ing)?) (?:[\w+-]+ ){0,3}(?:packages|memberships|products|subscriptions|services|plans|policies|cars|vehicles|tickets|units|contracts)\b/i,
  },
  {
    names: ["complaints handling", "complaints"],
    evidence:
      /\b(?:resolv|handl|address|respond)\w* (?:to )?(?:[\w+-]+ ){0,2}(?:customer|client|guest|patient|resident|tenant) (?:issues|concerns|grievances|escalations)\b/i,
  },
  {
    names: ["engagement", "customer engagement", "audience engagement"],
    evidence: /\b(?:likes|followers|open rates|click-through rates?|CTR|comments and shares)\b/i,
  },
  {
    names: ["project management"],
    evidence: /\b(?:gantt charts?|project plans|project schedules|work breakdown structures?)\b/i,
  },
  {
    names: ["research"],
    evidence: /\b(?:literature reviews?|conduct(?:ed|ing) (?:[\w+-]+ ){0,2}(?:experiments|surveys|studies|field work))\b/i,
  },
  {
    names: ["budgets", "budget"],
    evidence: /\b(?:tracked|controlled|forecast(?:ed)?|allocated|monitored) (?:[\w+-]+ ){0,2}(?:spend|spending|expenditures?|costs)\b/i,
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
  {
    names: ["monitoring", "observability"],
    evidence: /\b(?:nagios|zabbix|uptime checks|prometheus|grafana|datadog|new relic|cloudwatch|splunk)\b/i,
  },
  // Support work: the name only where the bullet says it fixed or diagnosed something, never from "supported".
  {
    names: ["troubleshooting", "troubleshoot"],
    evidence:
      /\b(?:diagnos(?:ed|ing)|resolv(?:ed|ing)|fix(?:ed|ing)|repair(?:ed|ing)) (?:[\w+-]+ ){0,3}(?:issues|problems|faults|errors|outages|incidents|defects|failures)\b/i,
  },
  {
    names: ["IT support", "technical support", "desktop support", "end-user support"],
    evidence: /\b(?:help ?desk|service desk|support tickets|it tickets)\b/i,
  },
  {
    names: ["reporting", "reports"],
    evidence:
      /\b(?:built|created|prepared|produced|compiled|developed|designed|automated|maintained) (?:[\w+-]+ ){0,3}(?:dashboards|reports)\b/i,
  },
  {
    names: ["invoicing", "billing"],
    evidence: /\b(?:process(?:ed|ing)|issu(?:ed|ing)|prepar(?:ed|ing)|rais(?:ed|ing)) (?:[\w+-]+ ){0,2}invoices\b/i,
  },
  {
    names: ["accounts payable"],
    evidence: /\b(?:vendor|supplier) (?:payments|invoices)\b/i,
  },
  {
    names: ["expediting", "expedite"],
    evidence: /\b(?:chas(?:ed|ing)|follow(?:ed|ing) up on) (?:[\w+-]+ ){0,2}(?:deliveries|shipments|orders)\b/i,
  },
  {
    names: ["lead generation", "prospecting"],
    evidence: /\b(?:cold[- ]call(?:ed|ing|s)?|prospect(?:ed|ing) (?:[\w+-]+ ){0,2}(?:clients|customers|accounts|leads))\b/i,
  },
  {
    names: ["data integrity", "data quality", "data accuracy"],
    evidence: /\bdata (?:cleaning|cleansing|validation|quality checks|deduplication)\b/i,
  },
  { names: ["root cause analysis"], evidence: /\b(?:5 whys|five whys|fishbone|ishikawa|8D reports?)\b/i },
  {
    names: ["medication administration", "medications", "medication"],
    evidence: /\badminister(?:ed|ing) (?:[\w+-]+ ){0,2}(?:medications|medicines|drugs|injections|IV fluids)\b/i,
  },
  // Requirement families across fields (issue 30): the duty or the narrower thing a bullet tells, and the
  // job's broader name for it. Verb rows always take the verb's object, so the name lands after what was done.
  // Sales.
  {
    names: ["sales", "selling"],
    evidence:
      /\b(?:sold|upsold|cross-sold|resold) (?:[\w%-]+ ){0,5}(?:packages|products|memberships|subscriptions|accounts|services|plans|policies|contracts|licen[cs]es|software|solutions|vehicles|cars|properties|homes|tickets|advertising|ads)\b/i,
  },
  {
    names: ["account management", "relationship management", "client relationships", "customer relationships"],
    evidence:
      /\b(?:serviced|grew|retained) (?:[\w%-]+ ){0,4}accounts\b|\b(?:managed|maintained) (?:[\w-]+ ){0,2}(?:client|customer|key|strategic|enterprise|B2B|commercial) accounts\b|\b(?:client portfolio|book of business)\b/i,
  },
  {
    names: ["lead qualification", "qualified leads", "qualifying"],
    evidence: /\bqualif(?:ied|ying) (?:[\w-]+ ){0,2}(?:leads|prospects|opportunities|inbound inquiries)\b/i,
  },
  {
    names: ["outbound", "cold calling", "prospecting"],
    evidence:
      /\b(?:made|placed) (?:\d[\d,+]* )?(?:outbound |cold )?(?:calls|dials) (?:a |per )?(?:day|week)\b|\bcold (?:emails|emailed|emailing)\b/i,
  },
  // Customer service and support.
  {
    names: ["customer service", "customer support", "client support", "customer care"],
    evidence:
      /\b(?:resolv|handl|answer|respond)(?:ed|ing)? (?:to )?(?:[\w-]+ ){0,3}(?:customer|client|guest|caller|patron) (?:complaints|inquiries|enquiries|queries|questions|issues|requests|calls)\b/i,
  },
  {
    names: ["conflict resolution", "complaint handling"],
    evidence: /\b(?:handl|resolv|mediat|de-escalat)(?:ed|ing)? (?:[\w-]+ ){0,2}(?:complaints|grievances|disputes|conflicts)\b/i,
  },
  {
    names: ["ticketing", "ticketing systems", "tickets", "help desk"],
    evidence: /\b(?:zendesk|freshdesk|servicenow|jira service (?:desk|management)|kayako|help scout)\b/i,
  },
  {
    names: ["cash handling", "point of sale", "POS"],
    evidence: /\b(?:cashier(?:ing)?|cash registers?|(?:balanced|counted|reconciled) (?:the )?(?:tills?|cash drawers?|registers?))\b/i,
  },
  {
    names: ["merchandising", "visual merchandising", "stocking"],
    evidence:
      /\b(?:stock(?:ed|ing)|restock(?:ed|ing)|fac(?:ed|ing)|fill(?:ed|ing)?) (?:[\w-]+ ){0,3}(?:shelves|aisles|displays|planograms)\b/i,
  },
  // Nursing and care.
  {
    names: ["patient care", "nursing care", "direct patient care"],
    evidence: /\b(?:cared for|provided (?:[\w-]+ ){0,2}care (?:to|for)|nursed) (?:[\w-]+ ){0,3}(?:patients|residents|clients)\b/i,
  },
  {
    names: ["patient monitoring", "vital signs", "patient assessment"],
    evidence:
      /\b(?:took|recorded|monitored|checked|measured|obtained) (?:[\w-]+ ){0,2}(?:vital signs|vitals|blood pressures?|blood glucose)\b/i,
  },
  {
    names: ["electronic health records", "electronic medical records", "EHR", "EMR", "charting"],
    evidence: /\b(?:Epic|Cerner|Meditech|eClinicalWorks|Allscripts|PointClickCare)\b/,
  },
  {
    names: ["infection control", "infection prevention"],
    evidence:
      /\b(?:hand hygiene|sterile technique|aseptic technique|isolation precautions|steriliz(?:ed|ing) (?:[\w-]+ ){0,2}instruments)\b/i,
  },
  // Teaching.
  {
    names: ["teaching", "instruction", "tutoring"],
    evidence:
      /\b(?:taught|tutored) (?:[\w-]+ ){0,5}(?:students|pupils|learners|classes|lessons|courses|children|adults|individuals|undergraduates)\b/i,
  },
  {
    names: ["lesson planning", "lesson plans"],
    evidence: /\b(?:planned|prepared|wrote|designed|created|developed) (?:[\w-]+ ){0,2}lessons\b/i,
  },
  {
    names: ["student assessment", "assessment", "assessments", "grading"],
    evidence:
      /\b(?:graded|marked|grading|marking|assessed) (?:[\w-]+ ){0,3}(?:assignments|exams|papers|quizzes|tests|homework|coursework|essays|lab reports)\b/i,
  },
  {
    names: ["special educational needs", "SEND", "SEN", "special needs", "differentiated instruction"],
    evidence: /\b(?:additional|special) (?:educational|learning) (?:needs|requirements)\b|\blearning (?:disabilities|difficulties)\b/i,
  },
  // Finance and administration.
  {
    names: ["accounting", "bookkeeping"],
    evidence: /\b(?:bookkeeping|book-keeping|general ledger|journal entries|bank reconciliations|accounts payable|accounts receivable)\b/i,
  },
  {
    names: ["reconciliations", "reconciliation", "account reconciliation"],
    evidence: /\breconcil(?:ed|ing|e) (?:[\w-]+ ){0,3}(?:accounts|statements|balances|ledgers|transactions|invoices|payments)\b/i,
  },
  {
    names: ["accounts receivable", "collections"],
    evidence: /\b(?:collected|chased|followed up on) (?:[\w-]+ ){0,2}(?:payments|overdue|outstanding|debts|unpaid invoices)\b/i,
  },
  { names: ["payroll"], evidence: /\b(?:process(?:ed|ing)|calculat(?:ed|ing)) (?:[\w-]+ ){0,2}(?:wages|salaries|timesheets|paychecks)\b/i },
  {
    names: ["budgeting", "budget management"],
    evidence:
      /\b(?:managed|tracked|monitored|allocated|oversaw|administered) (?:a |an |the )?(?:[\w$£€,.-]+ ){0,3}(?:budgets?|finances|funds)\b/i,
  },
  {
    names: ["financial reporting", "financial statements"],
    evidence:
      /\b(?:prepar|produc|compil)(?:ed|ing) (?:[\w-]+ ){0,2}(?:P&L|profit and loss|balance sheets?|management accounts|cash flow statements)\b/i,
  },
  {
    names: ["scheduling", "calendar management"],
    evidence: /\b(?:schedul|book|coordinat)(?:ed|ing) (?:[\w-]+ ){0,3}(?:appointments|meetings|shifts|rotas|interviews|calendars?)\b/i,
  },
  {
    names: ["record keeping", "recordkeeping", "records management"],
    evidence: /\b(?:kept|keep|maintained|maintain|updated) (?:[\w-]+ ){0,3}records\b/i,
  },
  {
    names: ["data entry"],
    evidence: /\b(?:entered|inputted|keyed) (?:[\w-]+ ){0,3}(?:records|data|orders|information|details)\b/i,
  },
  // Data and analysis.
  {
    names: ["statistics", "statistical analysis"],
    evidence: /\b(?:linear regression|logistic regression|t-tests?|ANOVA|chi-square|hypothesis testing|statistical significance)\b/i,
  },
  {
    names: ["machine learning"],
    evidence: /\b(?:random forests?|xgboost|gradient boosting|neural networks?|classification models?|clustering models?)\b/i,
  },
  {
    names: ["survey data", "surveys", "survey research"],
    evidence: /\b(?:questionnaires|survey responses)\b/i,
  },
  {
    names: ["data extraction", "data ingestion", "data integration"],
    evidence: /\b(?:ingest(?:ed|ing)?|extract(?:ed|ing)) (?:[\w-]+ ){0,3}data from\b/i,
  },
  // Engineering and technical work.
  {
    names: ["debugging", "bug fixing"],
    evidence: /\bfix(?:ed|ing) (?:[\w-]+ ){0,2}bugs\b|\bbug fix(?:es|ing)\b/i,
  },
  {
    names: ["test automation", "automated testing", "automated tests"],
    evidence: /\b(?:selenium|cypress|playwright|pytest|junit|testng|robot framework) (?:[\w-]+ ){0,2}(?:tests|test suites|scripts)\b/i,
  },
  {
    names: ["simulation", "simulations", "finite element analysis", "FEA"],
    evidence: /\b(?:ANSYS|Abaqus|COMSOL|LS-DYNA|Simulink)\b/,
  },
  { names: ["PCB design"], evidence: /\bPCB (?:layouts?|schematics?)\b/i },
  {
    names: ["embedded systems", "embedded software", "embedded"],
    evidence: /\b(?:microcontrollers?|arduino|STM32|ESP32|raspberry pi|RTOS)\b/i,
  },
  {
    names: ["equipment maintenance", "maintenance", "preventive maintenance"],
    evidence:
      /\b(?:repair(?:ed|ing)|servic(?:ed|ing)|overhaul(?:ed|ing)) (?:[\w-]+ ){0,3}(?:equipment|machines|machinery|vehicles|conveyors|pumps|motors|generators|hvac units)\b/i,
  },
  { names: ["CMMS", "work orders"], evidence: /\b(?:Maximo|Fiix|UpKeep|eMaint|Limble)\b/ },
  {
    names: ["health and safety", "workplace safety", "safety"],
    evidence: /\b(?:risk assessments|safety inspections|toolbox talks|incident reports|safety audits)\b/i,
  },
  // Design, marketing and communications.
  {
    names: ["graphic design"],
    evidence:
      /\b(?:design(?:ed|ing)?|creat(?:ed|ing)|produc(?:ed|ing)) (?:[\w-]+ ){0,3}(?:logos|posters|flyers|leaflets|brochures|banners|infographics|graphics|visual identity|brand identit(?:y|ies)|branding|print materials)\b/i,
  },
  {
    names: ["UX design", "user experience", "UX"],
    evidence: /\b(?:wireframes|user flows?|usability tests|usability testing|user journey maps|journey maps|personas)\b/i,
  },
  {
    names: ["social media"],
    evidence: /\b(?:instagram|tiktok|facebook|linkedin|twitter|youtube) (?:posts|content|accounts?|campaigns|ads|channels?|pages?)\b/i,
  },
  {
    names: ["copywriting", "copy"],
    evidence: /\bwr(?:ote|iting) (?:[\w-]+ ){0,3}(?:ad copy|taglines|product descriptions|website copy|landing pages)\b/i,
  },
  {
    names: ["public speaking", "presentations", "presenting"],
    evidence:
      /\b(?:spoke|presented|speaker|talks?) (?:[\w-]+ ){0,5}(?:at|to) (?:[\w-]+ ){0,4}(?:conferences?|meetups?|summits?|audiences?|attendees|webinars?|investors|executives)\b/i,
  },
  {
    names: ["event planning", "event management", "events"],
    evidence:
      /\b(?:organi[sz](?:ed|ing)|plann?(?:ed|ing)|host(?:ed|ing)|coordinat(?:ed|ing)) (?:[\w-]+ ){0,3}(?:events|conferences|workshops|fundraisers|meetups|galas|webinars|hackathons)\b/i,
  },
  // Operations and purchasing.
  {
    names: ["vendor management", "supplier management", "supplier relationships", "vendor relationships"],
    evidence: /\b(?:negotiat|liais|manag|coordinat)(?:ed|ing) (?:[\w-]+ ){0,3}(?:with )?(?:\d+ )?(?:vendors|suppliers)\b/i,
  },
  {
    names: ["shipping", "logistics"],
    evidence: /\b(?:shipp(?:ed|ing)|dispatch(?:ed|ing)) (?:[\w-]+ ){0,3}(?:orders|packages|parcels|shipments|freight)\b/i,
  },
  {
    names: ["cross-functional collaboration", "cross-functional teams", "cross-functional"],
    evidence:
      /\bwith (?:the )?(?:product managers|product|designers|engineers|engineering|marketing|sales|finance|operations|legal|data scientists)(?:,| and) (?:[\w-]+ ){0,3}(?:product managers|designers|engineers|engineering|developers|marketing|sales|finance|operations|legal|data scientists|software teams)\b/i,
  },
  // Rows from the tailor5 round: each the narrower thing a bullet tells and the job's broader name for it.
  {
    names: ["API testing", "API tests"],
    evidence: /\b(?:integration|api|endpoint|regression) test(?:s|ing)? (?:using|with|in) postman\b|\bpostman (?:collections|tests)\b/i,
  },
  {
    names: ["defect tracking", "bug tracking", "defect management", "bug reporting", "defect reporting"],
    evidence: /\b(?:defect|bug) reports?\b|\blogg(?:ed|ing) (?:[\w-]+ ){0,2}(?:defects|bugs)\b/i,
  },
  {
    names: ["market research"],
    evidence: /\b(?:competitor analys[ie]s|competitive analys[ie]s|market analys[ie]s|focus groups|customer surveys)\b/i,
  },
  {
    names: ["data modeling", "data modelling"],
    evidence: /\b(?:database schemas?|data models?|star schemas?|snowflake schemas?|entity[- ]relationship diagrams?|ERDs?)\b/i,
  },
  {
    names: ["unit testing", "unit tests"],
    // Test frameworks by their written names ("Mocha" only before tests: it is also a coffee).
    evidence:
      /\b(?:Jest|[Pp]y[Tt]est|JUnit|NUnit|xUnit|RSpec|PHPUnit)(?: (?:tests|testing|test suites))?\b|\bMocha (?:tests|testing|test suites)\b/,
  },
  // From the tailor8 round: the controls a bullet built are security work ("role-based access control").
  {
    names: ["security", "application security", "information security"],
    evidence:
      /\b(?:role-based access control|access control lists|user authentication|authentication and authori[sz]ation|(?:multi|two)-factor authentication|penetration test(?:s|ing)|vulnerability (?:scans|scanning|assessments)|data encryption|encryption at rest)\b/i,
  },
  // Rows from the tailor8 round: a duty said in German, Dutch, French, Spanish or Portuguese is the same duty as
  // the job's English (or own-language) name for it. They are what a bullet in another language is read by
  // (engines/rewrite/requirements.ts); each is a phrase that names the duty itself, never a word with another
  // sense ("Verkauf" is sales, a lone "support" is no row).
  {
    names: [
      "technical support",
      "IT support",
      "desktop support",
      "end-user support",
      "technischer Support",
      "support technique",
      "soporte técnico",
      "suporte técnico",
    ],
    evidence: foreign(
      "technische ondersteuning|technischer support|technische unterstützung|support technique|assistance technique|soporte técnico|suporte técnico|asistencia técnica",
    ),
  },
  {
    names: [
      "project management",
      "Projektmanagement",
      "gestion de projet",
      "gestión de proyectos",
      "coordinación de proyectos",
      "gestão de projetos",
    ],
    evidence: foreign(
      "projectmanagement|projectleiding|projektmanagement|projektleitung|gestion de projets?|gestión de proyectos|coordinación de proyectos|gestão de projetos|gerenciamento de projetos",
    ),
  },
  {
    names: ["customer service", "Kundenservice", "Kundenbetreuung", "service client", "atención al cliente", "atendimento ao cliente"],
    evidence: foreign(
      "klantenservice|kundenservice|kundenbetreuung|service client|service clients|relation client|atención al cliente|servicio al cliente|atendimento ao cliente",
    ),
  },
  {
    names: ["accounting", "bookkeeping", "Buchhaltung", "comptabilité", "contabilidad", "contabilidade"],
    evidence: foreign("boekhouding|buchhaltung|finanzbuchhaltung|comptabilité|contabilidad|contabilidade"),
  },
  {
    names: ["unit testing", "unit tests", "tests unitaires", "pruebas unitarias", "testes unitários"],
    evidence: foreign("tests unitaires|unit-tests|unittests|pruebas unitarias|testes unitários|unittesten"),
  },
  {
    names: ["databases", "database", "Datenbanken", "base de données", "bases de données", "bases de datos", "banco de dados"],
    evidence: foreign("bases? de données|datenbanken|datenbank|databanken|databank|bases? de datos|bancos? de dados"),
  },
  {
    names: ["networking", "networks", "network"],
    evidence: foreign(
      "netwerkbeheer|netwerkinfrastructuur|netzwerkadministration|netzwerkinfrastruktur|administration réseau|administration des réseaux|administración de redes|administração de redes",
    ),
  },
  {
    names: ["data analysis", "Datenanalyse", "analyse de données", "análisis de datos", "análise de dados"],
    evidence: foreign("data-analyse|datenanalyse|datenanalysen|analyse de données|análisis de datos|análise de dados"),
  },
  {
    names: ["troubleshooting", "Fehlerbehebung", "dépannage"],
    evidence: foreign(
      "probleemoplossing|storingen oplossen|fehlerbehebung|fehleranalyse|dépannage|solución de problemas técnicos|resolução de problemas técnicos",
    ),
  },
  {
    names: ["teaching", "Unterricht", "enseignement", "enseñanza", "docencia", "ensino"],
    evidence: foreign("lesgeven|unterricht|unterrichten|enseignement|enseñanza|docencia|ensino"),
  },
  {
    names: ["documentation", "Dokumentation", "documentación", "documentação"],
    evidence: foreign("documentatie|dokumentation|documentación|documentação"),
  },
];

/** A phrase of another language as whole words: letters with accents are letters (no ASCII `\b`). */
function foreign(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "iu");
}

/** The requirement names a text evidences through the table (the guards' allowance for them). */
export function evidencedNames(text: string): string[] {
  const out: string[] = [];
  for (const row of REQUIREMENT_EVIDENCE) if (row.evidence.test(text)) out.push(...row.names);
  return out;
}
