// The skills and phrases dictionary the local engine and the guards share.
//
// One line per term:  Name | aliases | kind | implied terms
//   aliases:  other ways to write the same term (k8s, JS). "=X" matches X case-sensitively only (Go, R, Excel),
//             "~X" is evidence only (a verb like "mentored" shows Mentoring but is never replaced by it).
//   kind:     t = tool/technology, m = method/practice, d = domain skill (all three may go in the skills list),
//             w = a duty or work area a résumé may name as its workplace ("warehouse", "teaching"): counts for the
//             match and may be named in a bullet, never added to the skills list,
//             s = soft skill or spoken language, c = credential (both count for the match, never added to the list).
//   implied:  broader terms this one evidences (PostgreSQL → SQL, EC2 → AWS).
// A leading "=" on the name makes the name itself case-sensitive.

import { tokenize } from "./text";

const SOURCE = `
JavaScript | JS, ~ECMAScript, ~ES6, ~ES2015, vanilla JS | t |
TypeScript | TS | t | JavaScript
Python | ~Python3, ~Python 3 | t |
Java | ~Java 8, ~Java 11, ~Java 17 | t |
=Go | Golang, =Go | t |
Rust | | t |
C++ | cpp | t |
C# | csharp, C sharp | t |
=R | =R language, RStudio | t |
Ruby | | t |
PHP | | t |
Kotlin | | t |
Swift | =Swift, ~SwiftUI | t |
Objective-C | ObjC | t |
Scala | | t |
Elixir | | t |
Perl | | t |
Bash | ~shell scripting, ~shell scripts | t |
PowerShell | | t |
SQL | | t |
NoSQL | | t |
T-SQL | TSQL, Transact-SQL | t | SQL
PL/SQL | | t | SQL
MATLAB | | t |
Dart | | t |
HTML | ~HTML5 | t |
CSS | ~CSS3 | t |
Sass | SCSS | t | CSS
Tailwind CSS | Tailwind, TailwindCSS | t | CSS
Bootstrap | | t | CSS
React | React.js, ReactJS, React JS | t | JavaScript
React Native | | t | React, JavaScript
Next.js | NextJS, Next JS, =Next | t | React, JavaScript
Redux | | t | React
Vue.js | Vue, VueJS, ~Vue 3 | t | JavaScript
Nuxt | Nuxt.js, Nuxt JS, NuxtJS | t | Vue.js
Angular | AngularJS, Angular 2+ | t | JavaScript
Svelte | SvelteKit | t | JavaScript
jQuery | | t | JavaScript
Node.js | NodeJS, =Node, Node JS | t | JavaScript
Express | Express.js, ExpressJS, Express JS | t | Node.js
NestJS | Nest.js, Nest JS | t | Node.js
Deno | | t |
Django | | t | Python
Flask | | t | Python
FastAPI | | t | Python
Spring Boot | =Spring, Spring Framework | t | Java
Hibernate | | t | Java
Ruby on Rails | Rails, RoR | t | Ruby
Laravel | | t | PHP
Symfony | | t | PHP
.NET | dotnet, .NET Core, ASP.NET, ASP.NET Core | t | C#
Flutter | | t | Dart
GraphQL | ~Apollo | t |
REST APIs | REST API, =REST, RESTful, RESTful APIs, RESTful services, REST services, REST endpoints | m | APIs
APIs | API, ~API design | m |
gRPC | | t |
Event-driven architecture | event-driven, event driven, event-driven systems | m |
Microservices | microservice, microservice architecture, microservices architecture | m |
WebSockets | WebSocket | t |
AWS | Amazon Web Services | t | Cloud computing
EC2 | Amazon EC2 | t | AWS
S3 | Amazon S3 | t | AWS
AWS Lambda | =Lambda, ~Lambda functions | t | AWS, Serverless
DynamoDB | | t | AWS, NoSQL
CloudFormation | | t | AWS, Infrastructure as code
ECS | Amazon ECS | t | AWS, Containers
Fargate | AWS Fargate | t | AWS, Containers
EKS | Amazon EKS | t | AWS, Kubernetes
RDS | Amazon RDS, ~Aurora | t | AWS
Redshift | Amazon Redshift | t | AWS, Data warehousing
SQS | Amazon SQS | t | AWS
Azure | Microsoft Azure, ~Azure DevOps, ~Azure Functions | t | Cloud computing
GCP | Google Cloud, Google Cloud Platform | t | Cloud computing
BigQuery | Google BigQuery | t | GCP, SQL, Data warehousing
Cloudflare Workers | ~Cloudflare | t | Serverless
Serverless | serverless architecture | m |
Cloud computing | cloud, cloud infrastructure, cloud platforms, cloud services | m |
Heroku | | t |
Vercel | | t |
Docker | ~Dockerfile, ~docker-compose, ~Docker Compose | t | Containers
Kubernetes | k8s, kube, K8S | t | Containers, Container orchestration
Helm | ~Helm charts | t | Kubernetes
Containers | containerization, containerized, containerised, container | m |
Container orchestration | | m |
Terraform | | t | Infrastructure as code
Ansible | | t | Infrastructure as code
=Chef | | t | Infrastructure as code
=Puppet | | t | Infrastructure as code
Pulumi | | t | Infrastructure as code
Infrastructure as code | IaC | m |
CI/CD | CICD, CI CD, continuous integration, continuous delivery, continuous deployment, CI/CD pipelines, CI/CD pipeline, CI pipelines, CI pipeline | m |
Jenkins | | t | CI/CD
GitHub Actions | | t | CI/CD
GitLab CI | GitLab CI/CD | t | CI/CD, Git
CircleCI | | t | CI/CD
Travis CI | | t | CI/CD
Git | ~GitHub, ~GitLab, ~Bitbucket | t |
Linux | ~Unix, ~Ubuntu, ~Debian, ~CentOS, ~RHEL, ~Red Hat | t |
Nginx | | t |
Kafka | Apache Kafka | t | Event-driven architecture
RabbitMQ | | t |
Redis | | t |
Elasticsearch | Elastic, ~ELK, ~OpenSearch | t |
PostgreSQL | Postgres, ~psql, ~PostGIS | t | SQL
MySQL | ~MariaDB | t | SQL
SQL Server | MSSQL, Microsoft SQL Server, MS SQL | t | SQL
Oracle Database | =Oracle, Oracle DB | t | SQL
SQLite | | t | SQL
MongoDB | Mongo | t | NoSQL
Cassandra | | t | NoSQL
Snowflake | | t | Data warehousing, SQL
Databricks | | t | Spark
=Spark | Apache Spark, PySpark | t |
Hadoop | ~HDFS, ~Hive | t |
Airflow | Apache Airflow | t | Data pipelines
dbt | =DBT, data build tool | t | SQL
ETL | ELT, extract transform load | m | Data pipelines
Data pipelines | data pipeline, pipelines for data | m |
Data warehousing | data warehouse, data warehouses, enterprise data warehouse, enterprise warehouse | m |
Data modeling | data modelling, data models | m |
Data analysis | data analytics, analyzing data, analysing data, ~analyzed data, ~analysed data | m |
Data visualization | data visualisation, ~dashboards, ~dashboard, ~visualizations | m |
Business intelligence | BI | m |
Tableau | | t | Data visualization, Business intelligence
Power BI | PowerBI | t | Data visualization, Business intelligence
Looker | | t | Data visualization, Business intelligence
Excel | =Excel, Microsoft Excel, MS Excel, ~spreadsheets, ~VLOOKUP, ~pivot tables | t |
Google Analytics | ~GA4 | t | Web analytics
Web analytics | | m |
Pandas | | t | Python
NumPy | | t | Python
scikit-learn | sklearn, scikit learn | t | Machine learning, Python
TensorFlow | | t | Machine learning, Deep learning
PyTorch | | t | Machine learning, Deep learning
Keras | | t | Deep learning
Machine learning | =ML, machine-learning | m |
Deep learning | ~neural networks | m | Machine learning
NLP | natural language processing | m | Machine learning
Text classification | intent classification, intent classifier, text classifier, message classification | m | NLP
Learning to rank | learning-to-rank, LTR | m | Search relevance, Machine learning
Search relevance | search ranking, relevance ranking | m |
Computer vision | ~object detection, ~object-detection, image classification | m | Machine learning
Sentiment analysis | | m | NLP
BERT | | t | NLP
Hugging Face | HuggingFace | t | Machine learning
LLMs | LLM, large language models, large language model, ~GPT, generative AI, GenAI | m | Machine learning
Statistics | statistical analysis, statistical modeling, statistical | m |
A/B testing | A/B tests, A/B experiments, A/B experiment, split testing, online experiments | m | Statistics
Variance reduction | ~CUPED | m | Statistics
Unit testing | unit tests, ~unit-tested | m | Automated testing
Automated testing | test automation, automated tests, ~automated test | m |
Integration testing | integration tests | m | Automated testing
End-to-end testing | E2E testing, e2e tests, end-to-end tests | m | Automated testing
TDD | test-driven development, test driven development | m | Unit testing
Jest | | t | Unit testing, JavaScript
Cypress | | t | End-to-end testing
Playwright | | t | End-to-end testing
Selenium | | t | Automated testing
pytest | | t | Unit testing, Python
JUnit | | t | Unit testing, Java
Code review | code reviews, ~reviewed code, peer reviews | m |
System design | systems design, architecture design | m |
Distributed systems | distributed system | m |
Performance optimization | performance tuning, performance optimisation, ~optimized performance, ~improved performance, ~query tuning, ~query optimization, ~query optimisation | m |
Monitoring | observability, alerting, alerts | m |
Caching | cache, caches, caching layer | m | Performance optimization
Incident response | incident management, ~on-call, ~postmortems, ~production incidents | m |
DevOps | | m |
Prometheus | | t | Monitoring
Grafana | | t | Monitoring
Datadog | | t | Monitoring
Security | cybersecurity, cyber security, information security, infosec, application security | m |
OAuth | ~OAuth2, ~OAuth 2.0, ~OpenID Connect, ~OIDC, ~SSO, ~single sign-on | t | Security
Accessibility | a11y, WCAG | m |
Responsive design | responsive web design, mobile-first | m |
Web performance | Core Web Vitals, page speed | m |
Front-end development | front-end, frontend, front end, frontend development | m |
Back-end development | back-end, backend, back end, backend development | m |
Full-stack development | full-stack, full stack, fullstack | m |
Mobile development | ~mobile apps, ~mobile applications, ~iOS, ~Android | m |
Data engineering | data engineer, ~data engineers | m |
Data quality | data validation, data cleaning, data cleansing, ~cleaned data, ~cleaning customer data | m |
Kinesis | Amazon Kinesis | t | AWS
Glue | AWS Glue | t | AWS, ETL
CloudWatch | Amazon CloudWatch | t | AWS, Monitoring
IAM | AWS IAM | t | AWS, Security
Sentry | | t | Monitoring
Splunk | | t | Monitoring
New Relic | | t | Monitoring
OpenTelemetry | | t | Monitoring
Penetration testing | pen testing, pentesting | m | Security
SIEM | | t | Security
Splunk Enterprise Security | Splunk ES | t | SIEM, Splunk
EDR | endpoint detection and response | t | Security
CrowdStrike Falcon | CrowdStrike | t | EDR
Microsoft Defender for Endpoint | Defender for Endpoint | t | EDR
SentinelOne | | t | EDR
Vulnerability management | vulnerability scanning | m | Security
ISO 27001 | | c | Compliance
SOC 2 | SOC2 | c | Compliance
GDPR | | d | Compliance
HIPAA | | d | Compliance
Networking | ~TCP/IP, ~DNS, ~VPN, ~LAN, ~WAN | t |
Active Directory | | t |
Windows Server | | t | 
ServiceNow | | t |
Zendesk | | t | Customer service
Intercom | | t | Customer service
Freshdesk | | t | Customer service
Xero | | t | Accounting
NetSuite | | t | ERP, Accounting
Dynamics 365 | Microsoft Dynamics | t | ERP, CRM
Google Sheets | | t |
Microsoft Office | MS Office, Office 365, Microsoft 365, Office 2016, Office 2019, Office 2021, ~PowerPoint | t |
Microsoft Outlook | =Outlook, MS Outlook | t |
Google Workspace | G Suite | t |
Zapier | | t |
Webflow | | t |
WordPress | | t |
Shopify | | t | E-commerce
Magento | | t | E-commerce
Storybook | | t | Design systems
Webpack | | t | JavaScript
Vite | | t | JavaScript
GitHub Copilot | | t |
OpenAI API | OpenAI | t | LLMs
LangChain | | t | LLMs
Prompt engineering | | m | LLMs
MLOps | | m | Machine learning
MLflow | | t | MLOps
Feature engineering | | m | Machine learning
Recommendation systems | recommender systems, recommendation engine | m | Machine learning
Time series | time-series, time series analysis | m | Statistics
Regression | regression analysis, linear regression, logistic regression | m | Statistics
SPSS | | t | Statistics
Stata | | t | Statistics
SAS | =SAS | t | Statistics
Cold calling | cold outreach, cold calls | d | Lead generation
Pipeline management | sales pipeline, ~pipeline of deals | d |
Quota attainment | ~quota | d |
Closing deals | ~closed deals, deal closing | d |
Partnerships | partner management, strategic partnerships, alliances | d | Business development
Public relations | ~press releases, media relations | d |
Event marketing | ~trade shows, ~trade show, ~conferences | d |
Product marketing | go-to-market, GTM, product launches, ~launched products | d |
Growth marketing | growth hacking | d | Digital marketing
Conversion rate optimization | CRO, conversion optimization | d | Digital marketing
Affiliate marketing | | d | Digital marketing
Influencer marketing | ~influencers | d | Digital marketing
Video editing | ~Premiere Pro, ~Final Cut, ~Adobe Premiere | d |
Photography | | d |
Graphic design | ~graphics, visual design | d |
Typography | | d |
Motion design | motion graphics, ~After Effects | d |
Interaction design | | m | UX design
Information architecture | | m | UX design
Design thinking | | m |
User testing | | m | User research
Journey mapping | customer journey mapping, user journeys, ~journey maps | m | UX design
Personas | user personas | m | User research
Performance management | performance reviews, ~appraisals | d |
Talent management | succession planning | d |
Compensation and benefits | benefits administration | d |
Learning and development | L&D | d | Training
Employee engagement | | d |
HR policies | ~policies and procedures | d |
Contract negotiation | ~negotiated contracts, contract management | d | Negotiation
Legal research | | d |
Contract drafting | drafting contracts, ~drafted contracts | d |
Litigation | | d |
Due diligence | | d |
Appointment scheduling | ~scheduled appointments, ~scheduling appointments, calendar management | d | Scheduling
Scheduling | calendaring | m |
Administrative support | administrative tasks, administrative duties, admin support, clerical work | d |
Data entry | | d |
Cash handling | ~cash register, point of sale, POS | d |
Merchandising | visual merchandising | d |
Food safety | food hygiene | d |
HACCP | HACCP logs | d | Food safety
Food costing | food cost, food costs, food cost control | d |
Menu development | menu planning, menu design | d |
Butchery | | d |
Fresh pasta | pasta making | d |
Hospitality | guest services, front desk | d |
Special education | special ed, SPED | d |
Student assessment | ~graded, grading, assessments of students | d |
Differentiated instruction | differentiation, differentiate instruction, differentiated lessons, ~differentiate lessons | d |
Assessment design | common assessments, formative assessments, summative assessments | d | Student assessment
Google Classroom | | t | Classroom technology
Desmos | | t | Classroom technology
Classroom technology | | t |
Clinical documentation | charting | d | Electronic health records
Infection control | infection prevention and control, infection prevention, ~sterilization, ~sterilisation, ~sterilize instruments, ~sterilized instruments, ~sterilizing instruments, ~sterilise instruments, ~sterilised instruments | d | Patient care
Critical care | intensive care, ICU, critical care nursing, ~critically ill | d | Patient care
Mechanical ventilation | ventilator management, invasive ventilation, ~ventilated patients | d | Critical care
Early warning scores | NEWS2, early warning score | d | Patient assessment
Cerner | | t | Electronic health records
Epic | =Epic, Epic Systems | t | Electronic health records
Triage | | d | Patient care
Phlebotomy | blood draws, ~draw blood, ~drew blood, ~drawing blood, ~draws blood | d |
Specimen collection | sample collection, specimen collection, ~collect samples, ~collected samples, ~collecting samples, ~collect urine samples, ~collected urine samples, ~collect blood samples | d |
Point-of-care testing | POCT, point-of-care tests, point of care tests | m |
EKG | EKGs, ECG, ECGs, electrocardiograms, electrocardiogram | d |
Spirometry | spirometry testing | d |
Nebulizer treatments | nebulizer, nebulizers, nebuliser treatments | d |
Suture removal | | d |
Audiometry | hearing screenings | d |
Radiography | radiographs, radiograph, x-rays, x-ray, dental radiography | d |
Periodontal charting | perio charting | d |
Vital signs | vitals | d | Patient care
Quality assurance | QA, quality control, QC | m |
Manual testing | test cases, test plans, manually testing, ~tested manually | m |
Regression testing | regression tests, regression suite, ~run regression, ~ran regression, ~running regression, ~regression runs | m | Automated testing
Load testing | performance testing, ~k6, ~JMeter, ~Locust | m |
Postman | | t | API testing
API testing | API tests, ~test APIs, ~tested APIs, ~testing APIs | m |
OpenAPI | Swagger | t | APIs
Agile | agile methodologies, agile methodology, agile development | m |
Scrum | ~sprints, ~sprint planning, ~stand-ups, ~standups | m | Agile
Kanban | | m | Agile
Jira | | t |
Confluence | | t |
Asana | | t |
Trello | | t |
Notion | | t |
Slack | | t |
Figma | | t |
=Sketch | | t |
Adobe XD | | t |
Adobe Photoshop | Photoshop | t |
Adobe Illustrator | Illustrator | t |
Adobe Creative Suite | Adobe CC, Creative Cloud | t |
InDesign | Adobe InDesign | t |
Canva | | t |
UX design | UX, ~user experience, user experience design | m |
UI design | ~UI, user interface design, ~user interfaces, ~user interface | m |
User research | user interviews, usability research, UX research, user experience research | m |
Wireframing | wireframes, wireframe | m |
Prototyping | prototypes, prototype | m |
Design systems | design system, component library, component libraries | m |
Product management | ~product manager, ~product owner | m |
Product roadmap | roadmap, roadmaps, roadmapping | m |
Project management | ~project manager, managing projects, ~managed projects | m |
Program management | | m |
Stakeholder management | stakeholders, stakeholder engagement, stakeholder communication | m |
Requirements gathering | requirements analysis, business requirements, gathering requirements | m |
Business analysis | ~business analyst | m |
Process improvement | continuous improvement, process optimization, ~Lean, ~Six Sigma | m |
Budgeting | budgets, budget management, ~budget, ~managed budget, ~managed a budget | d |
Forecasting | forecasts, forecast, demand forecasting | d |
Financial modeling | financial modelling, financial models | d |
Financial analysis | financial reporting, financial statements | d |
Month-end close | month-end, month end close, financial close, monthly close | d | Accounting
Journal entries | journal entry, JEs | d | Accounting
Accounting | ~bookkeeping, ~general ledger, ~accounts payable, ~accounts receivable, ~reconciliations, ~reconciliation | d |
GAAP | ~IFRS | d | Accounting
QuickBooks | | t | Accounting
SAP | | t | ERP
ERP | | t |
Salesforce | | t | CRM
HubSpot | | t | CRM
CRM | customer relationship management | t |
B2B sales | B2B selling | d |
MEDDIC | MEDDICC, MEDDPICC | m |
Account management | ~account manager, key accounts | d |
Business development | | d |
Lead generation | prospecting, pipeline generation, outbound prospecting, ~outbound | d |
Negotiation | negotiating, ~negotiated | s |
Customer service | customer support, client service, client support, customer care, ~help desk, ~helpdesk | d |
Technical support | tech support, IT support | d |
Desktop support | end-user support | d | Technical support
Remote support | | d | Technical support
Client-facing | customer-facing, client facing, customer facing | s |
Customer success | | d |
Upselling | upsell, upsells, cross-selling, upsell opportunities | d |
Knowledge base | help-centre articles, help center articles, help-center articles, ~help-centre, ~help center | d |
SaaS | software as a service | d |
E-commerce | ecommerce | d |
SEO | search engine optimization, search engine optimisation | d | Digital marketing
SEM | PPC, pay-per-click, ~Google Ads, paid search | d | Digital marketing
Content marketing | content strategy | d | Digital marketing
Content creation | creating content, create content, content writing, blogging, blog posts | d |
Social media | social media marketing, ~Instagram, ~TikTok, ~LinkedIn, ~Facebook | d | Digital marketing
Email marketing | ~Mailchimp, email campaigns | d | Digital marketing
Digital marketing | online marketing, performance marketing | d |
Marketing analytics | campaign analytics | d |
Copywriting | ~wrote copy | d |
Brand management | branding, brand strategy | d |
Market research | ~competitive analysis, ~competitor analysis | d |
Recruiting | recruitment, talent acquisition, ~sourcing candidates, ~recruited, ~hired | d |
Onboarding | ~onboarded, ~onboard, ~onboards | d |
Payroll | | d |
HRIS | | t |
Workday | | t | HRIS
BambooHR | | t | HRIS
FMLA | | d | Compliance
Workforce planning | | d |
Employee relations | | d |
Compliance | regulatory compliance, ~regulations | d |
Risk management | risk assessment, risk analysis | d |
Auditing | ~audits, ~audit, ~audited | d |
Supply chain management | supply chain | d |
Inventory management | ~inventory, inventory control, stock control | d |
Cycle counting | cycle counts, cycle count | d | Inventory management
Forklift operation | forklift, forklifts, forklift operator, forklift certified | d |
RF scanning | RF scanners, RF scanner | t |
WMS | warehouse management system, warehouse management systems | t | Inventory management
Shipping and receiving | | d | Logistics
Logistics | ~shipping | d |
Order fulfillment | fulfillment, fulfilment, order fulfilment, pick and pack, pick-and-pack | w | Logistics
Warehousing | warehouse operations, warehouse, warehouses | w | Logistics
Invoicing | invoices, invoice processing | w |
TMS | transportation management system, transportation management systems | t | Logistics
McLeod | McLeod Software | t | TMS
Procurement | ~purchasing, ~sourcing | d |
Vendor management | supplier management, ~vendors, ~suppliers | d |
Operations management | | d |
Event planning | event management | d |
Patient care | ~patients, ~patient | d |
Patient assessment | patient assessments, ~assessments, ~assessed patients, ~assess patients | d | Patient care
Care planning | care plans, care plan, individualized care plans | d | Patient care
IV therapy | intravenous therapy, IV therapies | d | Patient care
Patient education | ~educate patients, ~educated patients, ~educating patients | d | Patient care
Wound care | | d | Patient care
BLS | basic life support | c |
ACLS | advanced cardiovascular life support | c |
RN license | registered nurse license, RN licence | c |
PMP | | c |
PRINCE2 | | c | Project management
CPA | | c | Accounting
Bachelor's degree | bachelors degree, bachelor degree, bachelor's, bachelors, bachelor, Bachelor of Science, Bachelor of Arts, Bachelor of Engineering, BSc, B.Sc, BEng, B.Eng | c |
Master's degree | masters degree, master degree, master's, Master of Science, Master of Arts, Master of Engineering, MSc, M.Sc, MEng, M.Eng | c |
High school diploma | high school degree, high school education, secondary school diploma | c |
Electronic health records | EHR, EMR, electronic health record, electronic patient record | t |
Medication administration | ~administered medication, ~administered medications, ~administer medications, ~administers medications, ~administering medications, ~administer medication | d |
Lesson planning | lesson plans, curriculum development, curriculum | d |
Classroom management | | d |
Technical writing | ~documentation, ~technical documentation, ~documented | d |
Public speaking | | s |
Presentations | presentation skills, ~presenting, ~presented | s | Public speaking
Teaching | | w |
Mentoring | mentorship, ~coaching, ~mentored, ~coached, ~mentor, ~precept, ~precepted, ~preceptor, ~precepting | s |
Team leadership | ~team lead, ~led a team, ~led team, ~lead a team, ~leads a team, ~managed a team, ~managed team, ~manage a team, people management, ~supervised | s |
Leadership | ~led, ~leading | s |
Communication | communication skills, written communication, verbal communication, ~communicated | s |
Cross-functional collaboration | cross-functional teams, cross-functional team, cross-functional, ~collaborated, ~collaboration | s |
Problem solving | problem-solving, ~debugging, ~debugged | s |
Troubleshooting | troubleshoot, troubleshoots, ~troubleshot, ~diagnose, ~diagnosed, ~diagnoses, ~diagnosing | m | Problem solving
Time management | ~prioritization, ~prioritized | s |
Attention to detail | detail-oriented, detail oriented | s |
Training | ~trained, ~training sessions, ~workshops | s |
Teamwork | team player | s |
English | | s |
Spanish | | s |
German | | s |
French | | s |
Portuguese | | s |
Italian | | s |
Dutch | | s |
Polish | | s |
Mandarin | Chinese | s |
Cantonese | | s |
Japanese | | s |
Korean | | s |
Arabic | | s |
Hindi | | s |
Welsh | | s |
Irish | | s |
Tamil | | s |
Yoruba | | s |
Russian | | s |
Twi | | s |
M&A | mergers and acquisitions, M&A transactions | d |
Variance analysis | budget vs. actual, budget vs actual, budget-to-actual, variance analyses | d | Financial analysis
Internal controls | internal control, SOX controls | d | Accounting
Account reconciliation | account reconciliations, balance sheet reconciliations, balance sheet account reconciliations | d | Accounting
Case management | case manager | d |
CAT tools | CAT tool, computer-assisted translation, computer-assisted translation tools | t |
Trados Studio | Trados, SDL Trados, SDL Trados Studio, RWS Trados | t | CAT tools
memoQ | | t | CAT tools
Phrase TMS | Memsource | t | CAT tools
Caseload management | caseload, caseloads | d |
Motivational interviewing | | m |
Trauma-informed care | trauma informed care | m |
Crisis intervention | | m |
Home visits | home visit | d |
Programmable logic controllers | =PLC, =PLCs, ~PLC programming, ~PLC troubleshooting, ~ladder logic | t |
Allen-Bradley | Allen Bradley, ControlLogix, RSLogix, RSLogix 5000 | t | Programmable logic controllers
Variable frequency drives | =VFD, =VFDs, variable frequency drive | t |
Motor controls | motor control | d |
Preventive maintenance | preventative maintenance, PM schedule | d |
Lockout/tagout | lockout tagout, LOTO | d |
National Electrical Code | =NEC | d |
CMMS | | t |
Root cause analysis | root-cause analysis, RCA | m |
Civil 3D | AutoCAD Civil 3D | t | AutoCAD
AutoCAD | | t |
HEC-RAS | | t |
HydroCAD | | t |
Stormwater management | stormwater design, stormwater drainage, stormwater | d |
Site grading | grading plans, grading and drainage | d |
Cost estimating | cost estimates, cost estimate, engineer's cost estimates | d |
Quantity takeoffs | quantity takeoff | d | Cost estimating
Manual therapy | | m |
Dry needling | | m |
Exercise prescription | home exercise programs, home exercise program, exercise programs | m |
Sports rehabilitation | sports rehab, sports injuries, sports injury | m |
ELISA | ELISAs | m |
Cell culture | cell lines, mammalian cell culture | m |
Cell-based assays | cell based assays, cell-based assay | m |
PCR | | m |
Western blot | western blots, western blotting | m |
GraphPad Prism | | t |
Editorial calendar | editorial calendars | d | Content marketing
Ahrefs | | t | SEO
Semrush | | t | SEO
Usability testing | usability tests, usability testing sessions, moderated usability tests | m | User research
`;

export type TermKind = "t" | "m" | "d" | "w" | "s" | "c";

export interface DictionaryForm {
  /** Tokens (lower-cased unless caseSensitive). */
  tokens: string[];
  text: string;
  caseSensitive: boolean;
  /** Evidence only: shows the skill, but is not a name for it (never replaced, weaker credit). */
  evidenceOnly: boolean;
}

export interface DictionaryTerm {
  id: number;
  name: string;
  kind: TermKind;
  forms: DictionaryForm[];
  /** Names of broader terms this one evidences. */
  implies: string[];
}

function parseForm(spec: string): DictionaryForm {
  let text = spec.trim();
  let caseSensitive = false;
  let evidenceOnly = false;
  if (text.startsWith("=")) {
    caseSensitive = true;
    text = text.slice(1);
  } else if (text.startsWith("~")) {
    evidenceOnly = true;
    text = text.slice(1);
  }
  const tokens = tokenize(text).map((t) => (caseSensitive ? t.raw : t.low));
  return { tokens, text, caseSensitive, evidenceOnly };
}

function parseDictionary(source: string): DictionaryTerm[] {
  const terms: DictionaryTerm[] = [];
  for (const line of source.split("\n")) {
    if (!line.trim()) continue;
    const [nameSpec = "", aliasSpec = "", kindSpec = "", impliedSpec = ""] = line.split("|");
    const nameForm = parseForm(nameSpec);
    const forms: DictionaryForm[] = [nameForm];
    for (const alias of aliasSpec.split(",")) {
      if (!alias.trim()) continue;
      const form = parseForm(alias);
      if (!forms.some((f) => f.tokens.join(" ") === form.tokens.join(" ") && f.caseSensitive === form.caseSensitive)) {
        forms.push(form);
      }
    }
    terms.push({
      id: terms.length,
      name: nameForm.text,
      kind: (kindSpec.trim() || "t") as TermKind,
      forms,
      implies: impliedSpec
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return terms;
}

export const DICTIONARY: readonly DictionaryTerm[] = parseDictionary(SOURCE);

const BY_NAME = new Map(DICTIONARY.map((t) => [t.name.toLowerCase(), t]));

export function termByName(name: string): DictionaryTerm | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** Every broader term a term evidences, transitively (EKS → AWS, Kubernetes → Containers, …). */
export function impliedClosure(term: DictionaryTerm): DictionaryTerm[] {
  const seen = new Set<number>([term.id]);
  const out: DictionaryTerm[] = [];
  const queue = [...term.implies];
  while (queue.length) {
    const parent = termByName(queue.shift()!);
    if (!parent || seen.has(parent.id)) continue;
    seen.add(parent.id);
    out.push(parent);
    queue.push(...parent.implies);
  }
  return out;
}

export const isListable = (term: DictionaryTerm): boolean => term.kind !== "s" && term.kind !== "c" && term.kind !== "w";
