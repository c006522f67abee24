// Word lists that tell the fields of a header apart: job titles (roles), organisations, degrees, schools and
// places, in the languages resumes are written in. Evidence, not rules about any one resume: a header piece naming
// a role is a title, one naming an organisation a company, and the two are weighed against each other.
import { remembered } from "./text.ts";

const words = (list: string) =>
  list
    .split(/\s*\|\s*/)
    .map((w) => w.trim())
    .filter(Boolean)
    .join("|");

// Job titles and the words they are built from (English, German, French, Spanish, Portuguese, Italian, Dutch, Russian,
// Ukrainian, Polish, Indonesian, Turkish, Swedish).
const ROLE_WORDS = words(`engineer | developer | manager | director | lead | head | analyst | designer | architect | consultant
  | specialist | coordinator | officer | assistant | associate | intern | internship | trainee | apprentice | scientist | researcher
  | professor | lecturer | teacher | tutor | instructor | nurse | doctor | physician | surgeon | registrar | resident | fellow | chef
  | cook | barista | waiter | waitress | server | cashier | clerk | accountant | auditor | controller | lawyer | attorney | solicitor
  | counsel | paralegal | partner | founder | co-founder | cofounder | owner | president | vp | vice | chief | ceo | cto | cfo | coo
  | cio | cmo | administrator | technician | electrician | plumber | mechanic | operator | driver | representative | executive
  | agent | advisor | adviser | planner | editor | writer | journalist | producer | marketer | recruiter | volunteer | supervisor
  | foreman | superintendent | pharmacist | therapist | psychologist | dentist | programmer | tester | pentester | qa | sre | devops
  | secretary | receptionist | buyer | strategist | economist | statistician | actuary | underwriter | banker | trader | broker
  | librarian | curator | artist | photographer | working student | postdoctoral | postdoc | coach | principal | senior | junior
  | staff | sous | commis | journeyman | maintenance | cardiologist | member | correspondent | reporter | columnist | anchor
  | presenter | photojournalist | copywriter | illustrator | animator | musician | actor | dancer | contractor | freelance
  | freelancer | generalist | expert | worker | caregiver | carer | nanny | attendant | ambassador | guard | pilot | steward
  | stewardess | housekeeper | janitor | custodian | labourer | laborer | carpenter | welder | machinist | fitter | painter | mason
  | landscaper | gardener | farmer | baker | butcher | bartender | host | hostess | porter | courier | dispatcher | picker | packer
  | storekeeper | merchandiser | salesperson | sales associate | lifeguard | trainer | counsellor | counselor | midwife | paramedic
  | firefighter | sergeant | lieutenant | captain | commander | translator | interpreter | estimator | surveyor | inspector
  | investigator | scholar | candidate | contributor | maintainer | webmaster | student | mentor | moderator | organizer
  | organiser | leader | chair | chairman | chairperson | chairwoman | treasurer | delegate | reviewer | evangelist | advocate
  | hacker | nco | layer | installer | assembler | loader | handler | rigger | roofer | plasterer | tiler | helper | deckhand
  | ta | ra | teaching assistant | research assistant | graduate assistant | creator | programming member
  | entwickler | ingenieur | ingenieurin | berater | beraterin | leiter | leiterin | mitarbeiter | mitarbeiterin | praktikant
  | praktikantin | werkstudent | werkstudentin | techniker | technikerin | kaufmann | kauffrau | geschäftsführer
  | geschäftsführerin | sachbearbeiter | sachbearbeiterin | referent | referentin | assistent | assistentin | masterarbeit
  | bachelorarbeit | abschlussarbeit | diplomarbeit | festanstellung | aushilfe | fachinformatiker | systemadministrator
  | softwareentwickler | projektleiter | teamleiter | dozent | dozentin | lehrer | lehrerin | azubi | auszubildender
  | ingénieur | ingénieure | développeur | développeuse | chef | technicien | technicienne | stagiaire | alternant | alternante
  | responsable | directeur | directrice | chargé | chargée | assistante | analyste | administrateur | administratrice
  | architecte | gestionnaire | conseiller | conseillère | consultante | enseignant | enseignante | professeur | formateur
  | formatrice | vendeur | vendeuse | serveur | serveuse | comptable | auditeur | infirmier | infirmière | ingeniero | ingeniera
  | desarrollador | desarrolladora | programador | programadora | analista | consultor | consultora | gerente | jefe | jefa
  | director | directora | técnico | técnica | becario | becaria | practicante | asistente | coordinador | coordinadora
  | profesor | profesora | administrador | administradora | diseñador | diseñadora | encargado | encargada | auxiliar
  | vendedor | vendedora | desenvolvedor | desenvolvedora | engenheiro | engenheira | estagiário | estagiária | aprendiz | atendente | fotógrafo | fotógrafa | professora | instrutor | instrutora | coordenador
  | coordenadora | diretor | diretora | sviluppatore | ingegnere | stagista | tirocinante | responsabile | consulente | tecnico
  | impiegato | impiegata | ontwikkelaar | stagiair | medewerker | adviseur | разработчик | инженер | менеджер | руководитель
  | аналитик | стажер | стажёр | директор | специалист | программист | консультант | преподаватель
  | розробник | інженер | фахівець | керівник | фрілансер | фрилансер | freiberufler | autónomo | autônomo | programista | inżynier | kierownik | specjalista | stażysta | praktykant
  | analityk | projektant | dyrektor | konsultant | fizjoterapeuta | pielęgniarka | nauczyciel | nauczycielka | księgowa
  | księgowy | pengembang | insinyur | manajer | magang | staf | mühendis | geliştirici | stajyer | yönetici | uzman
  | utvecklare | ingenjör | konsult | systemutvecklare
  | μηχανικός | μηχανικοί | προγραμματιστής | προγραμματίστρια | διευθυντής | διευθύντρια | υπεύθυνος | υπεύθυνη | σύμβουλος
  | αναλυτής | αναλύτρια | σχεδιαστής | ασκούμενος | ασκούμενη | kỹ sư | lập trình viên | giám đốc | trưởng phòng | trưởng nhóm
  | chuyên viên | nhân viên | thực tập sinh | quản lý | tư vấn viên | مهندس | مهندسة | مطور | مطورة | مبرمج | مبرمجة | مدير | مديرة
  | محلل | محللة | مستشار | مستشارة | مصمم | مصممة | متدرب | متدربة | מהנדס | מהנדסת | מפתח | מפתחת | מתכנת | מתכנתת | מנהל
  | מנהלת | יועץ | יועצת | מעצב | מעצבת | אנליסט | אנליסטית | ראש צוות | इंजीनियर | डेवलपर | प्रोग्रामर | प्रबंधक | निदेशक
  | विश्लेषक | सलाहकार | प्रशिक्षु`);
// Chinese, Japanese, Korean and Thai job-title words (matched inside longer runs: Korean attaches particles and Thai
// writes no spaces between words).
const ROLE_CJK = words(`工程师 | 研发 | 开发 | 经理 | 总监 | 实习生 | 实习 | 主管 | 设计师 | 分析师 | 顾问 | 专员 | 助理 | 架构师
  | 负责人 | 维护者 | 主任 | 组长 | 总裁 | 创始人 | 技术员 | 程序员 | 讲师 | 教师 | 研究员 | エンジニア | 開発 | マネージャー
  | リーダー | 担当 | 課長 | 部長 | 社員 | プログラマー | デザイナー | コンサルタント | インターン | アルバイト | 契約社員
  | 正社員 | 派遣社員 | 研究員 | 講師 | 개발자 | 엔지니어 | 매니저 | 팀장 | 연구원 | 디자이너 | 인턴 | 컨설턴트 | 분석가 | 프로그래머
  | วิศวกร | ผู้จัดการ | นักพัฒนา | โปรแกรมเมอร์ | นักวิเคราะห์ | ที่ปรึกษา | นักออกแบบ | ผู้อำนวยการ`);

export const ROLE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ROLE_WORDS})(?![\\p{L}\\p{N}])|${ROLE_CJK}`, "iu");
const ROLE_G = new RegExp(ROLE.source, "giu");
// German compounds end in the role: "Softwareentwickler", "Projektleiterin", "Systemingenieur".
const COMPOUND_HEADS = "entwickler|ingenieur|berater|leiter|techniker|informatiker|administrator|manager|assistent|referent";
const ROLE_COMPOUND = new RegExp(`\\p{L}{3,}(?:${COMPOUND_HEADS})(?:in)?$`, "iu");
// A text holding none of those heads has no compound in any of its words: their scan (which backtracks through every
// letter of every word) is skipped.
const COMPOUND_HEAD = new RegExp(COMPOUND_HEADS, "iu");

// Organisations: legal forms, kinds of organisation, and the words their names are built from.
const ORG_WORDS = words(`inc | ltd | llc | llp | plc | gmbh | ag | kg | s\\.a | sas | sarl | srl | s\\.r\\.l | spa | bv | nv
  | oy | asa | pty | sp\\. z o\\.o | l\\.p | co\\. | corp | corporation | company | group | holding | holdings | partners | associates | university
  | universities | college | school | institute | institut | academy | hospital | clinic | bank | banque | capital | ventures | labs
  | lab | technologies | technology | tech | solutions | systems | services | service | consulting | consultancy | studio | studios
  | agency | foundation | trust | council | ministry | government | authority | board | society | association | firm
  | laboratories | laboratory | center | centre | museum | library | café | cafe | restaurant | hotel | pharmacy | practice
  | surgery | store | shop | salon | airlines | motors | energy | pharma | media | press | network | networks | robotics | drones
  | analytics | payments | properties | construction | electric | electronics | retail | software | international | global
  | republika | office | department | club | clubs | team | sdn | bhd | pvt | private limited | limited | ltda | e\\.\\s?v | enterprises
  | enterprise | industries | logistics | automotive | startup | organization | organisation | committee | chapter | branch
  | bureau | publishing | gallery | hochschule | universität | université | universidad | universidade | università
  | universiti | école | escuela | escola | instituto | istituto | centro | firma | unternehmen | gesellschaft | verein | stiftung
  | werke | klinikum | krankenhaus | empresa | compañía | companhia | société | groupe | entreprise | cabinet | agence
  | systemhaus | automatisierungstechnik | elektronik | technik | technologie | α\\.ε\\. | ε\\.π\\.ε\\. | ι\\.κ\\.ε\\. | ο\\.ε\\.
  | πανεπιστήμιο | εταιρεία | công ty | tập đoàn | đại học | ngân hàng | شركة | مؤسسة | جامعة | بنك | مستشفى
  | בע״מ | בע"מ | חברת | אוניברסיטת | בנק | प्राइवेट लिमिटेड | लिमिटेड | विश्वविद्यालय | संस्थान | बैंक`);
const ORG_CJK = words(`公司 | 有限公司 | 集团 | 大学 | 学院 | 银行 | 研究所 | 研究院 | 医院 | 株式会社 | 会社 | 大学院 | 銀行 | 病院
  | 中心 | 事務所 | 주식회사 | \\(주\\) | 대학교 | 은행 | 병원 | 연구소 | บริษัท | จำกัด | มหาวิทยาลัย | ธนาคาร | โรงพยาบาล`);
export const ORG = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ORG_WORDS})(?![\\p{L}\\p{N}])|${ORG_CJK}`, "iu");
const ORG_G = new RegExp(ORG.source, "giu");

const LETTER = /\p{L}/u;

/**
 * What `/([\p{L}.-]+)[^\p{L}]*$/u` captures, found from the end instead of tried at every position (that pattern
 * backtracks through each word of the text): the run of letters, dots and hyphens around the last letter; with no
 * letter, the first run of dots and hyphens; else "".
 */
export function lastWord(s: string): string {
  // The character (one or two code units) ending at `end`, and where it starts.
  const before = (end: number) => {
    const low = s.charCodeAt(end - 1);
    const start = end >= 2 && low >= 0xdc00 && low <= 0xdfff && (s.charCodeAt(end - 2) & 0xfc00) === 0xd800 ? end - 2 : end - 1;
    return { ch: s.slice(start, end), start };
  };
  const inWord = (ch: string) => ch === "." || ch === "-" || LETTER.test(ch);
  let end = s.length;
  while (end > 0) {
    const { ch, start } = before(end);
    if (LETTER.test(ch)) break;
    end = start;
  }
  if (end === 0) {
    const first = s.search(/[.-]/);
    return first < 0 ? "" : (/^[.-]+/.exec(s.slice(first))?.[0] ?? "");
  }
  // The run reaches forward past the last letter over dots and hyphens, and back over letters, dots and hyphens.
  let to = end;
  while (to < s.length && (s.charAt(to) === "." || s.charAt(to) === "-")) to++;
  let from = end;
  while (from > 0) {
    const { ch, start } = before(from);
    if (!inWord(ch)) break;
    from = start;
  }
  return s.slice(from, to);
}

// Role and organisation words are counted once per text and parse: the line model's features, roleScore and the
// field readers all ask about the same lines, and these two scans are the costliest of the word lists.
const roleWords = remembered(
  (t: string) =>
    (t.match(ROLE_G)?.length ?? 0) + (COMPOUND_HEAD.test(t) ? t.split(/[\s,/]+/).filter((w) => ROLE_COMPOUND.test(w)).length : 0),
);
/** How many organisation words a text holds. */
export const orgWordCount = remembered((t: string) => t.match(ORG_G)?.length ?? 0);

/** Names a role anywhere ("Mechanical Design Engineer, Bosch Rexroth AG"), whatever else the line holds. */
export const hasRoleWord = (t: string) => roleWords(t) > 0;

/** How many role words a text holds ("Lead Web Developer": two). */
export const roleWordCount = (t: string) => t.match(ROLE_G)?.length ?? 0;

/** How much a text reads as a job title (positive) rather than an organisation's name (negative). */
export const roleScore = remembered(roleScoreOf);
const OF_PHRASE = /^(\p{L}[\p{L}.\s-]*?)\s+(?:of|de|di|du|des|da|do|del|della|dei|em|en)\s+\p{L}/iu;
function roleScoreOf(t: string): number {
  const roles = roleWords(t);
  const orgs = orgWordCount(t);
  // The head word only weighs in beside a role or organisation word: without one, finding it is skipped.
  if (!roles && !orgs) return 0;
  // English puts the head noun last: "Software Engineer" is a role, "Software Solutions" an organisation, so
  // the last word counts once more ("software" alone would otherwise cancel "engineer").
  // The head is the last word before any comma or parenthesis: "Registered Nurse, Emergency Department".
  // (A level after the noun is not the head: "Software Developer II", "Engineer 3".) Before "of" and its Romance
  // forms the head comes first: "Director of Engineering", "Ingeniero de Software", "Chef de projet", "Analista di
  // sistemi".
  const cut = t.search(/[,(（]/);
  const core = cut < 0 ? t : t.slice(0, cut);
  const ofHead = OF_PHRASE.exec(core)?.[1] ?? core;
  const last = lastWord(ofHead.replace(/\s+(?:[IVX]{1,4}|[1-9])\s*$/u, ""));
  // (The last word is part of the text: without a compound's head in the text, it is no compound.)
  const head = ROLE.test(last) || (COMPOUND_HEAD.test(t) && ROLE_COMPOUND.test(last)) ? 1 : ORG.test(last) ? -1 : 0;
  return roles - orgs + head;
}

// (German names schools in compounds: Volksschule, Hauptschule, Karlsgymnasium, Technische Lehranstalt.)
export const INSTITUTION =
  /(?<![\p{L}\p{N}])(universit(?:y|ies|é|e|à|a|ät|at|ario|aria|as|i|et)|universidad|universidade|college|colegio|coláiste|school|schule|institute|institut|instituto|istituto|academy|académie|akademie|polytechnic|politecnico|politécnica|hochschule|école|escuela|escola|conservatoire|conservatory|seminary|faculty|board|local \d+|gymnasium|lycée|high school|iit|mit|eth|epfl|kth|ucl|lse|ies|cfp|berufsschule|fachhochschule|fachschule|fachshule|campus|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|sekolah|smk|sma|smp|sekolah menengah|liceo|lyceum|iut|iup|ensa|insa|universiteit|hogeschool|högskola|politeknik|uniwersytet\p{L}*|politechnik\p{L}*|akademi\p{L}*|szkoł\p{L}*|liceum|университет\p{L}*|університет\p{L}*|институт\p{L}*|інститут\p{L}*|академи\p{L}*|академі\p{L}*|колледж\p{L}*|коледж\p{L}*|лице[йя]\p{L}*|гимнази\p{L}*|школ\p{L}*|училищ\p{L}*|üniversite\p{L}*|lisesi|okulu|enstitüsü|fakültesi|trường|học viện|lehranstalt|\p{L}{3,}(?:schule|gymnasium|lehranstalt))(?![\p{L}\p{N}])|大学|学院|高校|中学|高等学校|専門学校|大学院/iu;
export const DEGREE =
  /(?<![\p{L}\p{N}])(bachelor\p{L}*(?:['’]s)?|master(?:['’]s)?|masters|mastère|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?a\.?|m\.?a\.?|b\.?ed\.?|m\.?ed\.?|ph\.?\s?d\.?|d\.?phil|mba|mfa|bfa|m\.?eng\.?|b\.?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?e\.|m\.?e\.|doctor\p{L}*|dipl[oô]m\p{L}*|certificat\p{L}*|degree|licen[cs]e|licentiate|associate of|hnd|btec|gcse|a-levels?|leaving certificate|baccalaur\p{L}*|abitur|cap|bts|dut|lp|grado|licenciatura|bacharelado|mestrado|laurea|ing\.|cand\.\p{L}*|ll\.?\s?[mb]\.?|j\.?d\.?|m\.?d\.?|program|programme|apprenticeship|course|hons|honours|major|minor|msc|bsc|ba|ma|bs|ms|técnico|tecnico|técnica|tecnica|tecnólogo|tecnologo|ingenier[ií]a|curso|cursos|graduado en|graduada en|ciclo formativo|fachabitur|fachhochschulreife|hochschulreife|mittlere reife|realschulabschluss|matura|maturita|ausbildung|bachiller|bachillerato|class x|class xii|class 10|class 12|ssc|hsc|cbse|icse|intermediate|matriculation|10th|12th|10\+2|sijil|spm|stpm|diploma|magister\p{L}*|magistr\p{L}*|licencjat\p{L}*|doktor\p{L}*|бакалавр\p{L}*|магистр\p{L}*|аспирант\p{L}*|специалитет|sarjana|lisans|yüksek lisans|doktora|cử nhân|thạc sĩ|tiến sĩ|kandidatexamen|masterexamen|본과|학사)(?=$|[\s,.;:()（）])|本科|硕士|博士|学士|修士|専攻|学部|研究科/iu;

/** Names a degree or a school: what an education entry has and a list of professional qualifications lacks. */
export const looksEducational = (t: string) => DEGREE.test(t) || INSTITUTION.test(t);

/** Positive for a degree, negative for a school. */
export function eduScore(t: string): number {
  return (DEGREE.test(t) ? 1 : 0) - (INSTITUTION.test(t) ? 1 : 0);
}

export const LEGAL_FORM =
  /(?:^|\s)(?:gmbh|ag|se|kg|gmbh & co\.? kg|inc\.?|ltd\.?|llc|llp|plc|s\.?a\.?|s\.?a\.?s\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|pty|oy|ab|as|a\/s|co\.|corp\.?|spa|s\.p\.a\.|sdn\.? bhd\.?|bhd\.?|pvt\.? ltd\.?|ltda\.?|e\.\s?v\.?|k\.?k\.?|l\.p\.?|sp\.? z\s?o\.\s?o\.?)$/i;

// Countries and regions printed after a city, in English and in their own languages (a place, not a name).
const COUNTRIES = words(`usa | us | u\\.s\\.a\\. | united states | uk | u\\.k\\. | united kingdom | england | scotland | wales | ireland
  | canada | mexico | brazil | brasil | argentina | chile | colombia | peru | spain | españa | portugal | france | germany
  | deutschland | austria | österreich | switzerland | schweiz | suisse | italy | italia | netherlands | nederland | belgium
  | belgique | luxembourg | denmark | sweden | norway | finland | poland | polska | czechia | czech republic | hungary | romania
  | bulgaria | greece | turkey | türkiye | russia | ukraine | israel | egypt | morocco | maroc | algeria | algérie | tunisia
  | tunisie | nigeria | ghana | kenya | ethiopia | south africa | uae | united arab emirates | saudi arabia | qatar | india
  | pakistan | bangladesh | sri lanka | nepal | china | japan | korea | south korea | taiwan | hong kong | singapore | malaysia
  | indonesia | philippines | thailand | vietnam | viet nam | australia | new zealand | remote | hybrid | on-site | onsite
  | worldwide | remoto | télétravail | homeoffice | home office | ee\\. ?uu\\. | eua | méxico`);
const COUNTRY = new RegExp(`^(?:${COUNTRIES})\\.?$`, "iu");

/** A country, region or work arrangement on its own ("India", "Remote", "Deutschland"). */
export const isCountry = (t: string) => COUNTRY.test(t.trim());

/**
 * "Corvallis, OR", "Berlin, Germany", "Hyderabad Area, India", "Remote": a place printed beside a date or a name,
 * not a field of its own.
 */
export function looksLikePlace(text: string): boolean {
  // (A work arrangement in brackets after the place changes nothing: "Austin, TX (Remote)".)
  const t = text.trim().replace(/\s*[(（]([^()（）]+)[)）]$/u, (all, inner: string) => (isCountry(inner) ? "" : all));
  if (!t || isCountry(t)) return true;
  // "İzmir/Türkiye", "(Gebze/Türkiye)": a town and its country joined by a slash.
  const slashed = /^[(（]?([\p{Lu}][\p{L}.'’ -]{1,30})\/([\p{Lu}][\p{L}.'’ -]{1,30})[)）]?$/u.exec(t);
  if (slashed && isCountry(slashed[2]!) && !ORG.test(slashed[1]!)) return true;
  if (
    /^(?:greater\s+)?[\p{Lu}][\p{L}.'’ -]{1,30}\s+(?:area|region|metropolitan area|bay area)(?:,\s*[\p{Lu}][\p{L}.'’ -]{1,25})?$/u.test(t)
  )
    return true;
  const m = /^([\p{Lu}][\p{L}.'’ -]{1,30}),\s*([\p{Lu}][\p{L}.'’ -]{1,25})(?:,\s*([\p{Lu}][\p{L}.'’ -]{1,25}))?$/u.exec(t);
  if (!m) return false;
  const [, city = "", region = "", country] = m;
  return (
    /\p{L}{3}/u.test(city) &&
    city.split(" ").length <= 3 &&
    region.split(" ").length <= 3 &&
    (!country || isCountry(country) || country.split(" ").length <= 2) &&
    !ORG.test(t) &&
    !DEGREE.test(t) &&
    !INSTITUTION.test(t) &&
    roleScore(t) <= 0
  );
}
