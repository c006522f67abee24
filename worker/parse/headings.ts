// Section headings: what each printed heading names, in the languages resumes are written in. Keys are compared
// after foldKey (letters only, lower case, accents removed), so "EXPÉRIENCES PROFESSIONNELLES" and
// "Experiences professionnelles" are one entry.
import { foldKey, remembered } from "./text.ts";
import type { SectionKind } from "./types.ts";

const SYNONYMS: [SectionKind, string][] = [
  [
    "work",
    `experience | work experience | professional experience | employment | employment history | work history | career history | career | work
    | professional background | relevant experience | experience and leadership | positions | positions held | professional history
    | appointments | academic appointments | internships | internship | internship experience | internships and experience
    | industry experience | work and leadership experience | professional employment | clinical experience | teaching experience
    | research experience | legal experience | kitchen experience | military experience | management experience | academic positions
    | professional appointments | academic employment | research positions | employment record | work record | professional career
    | career summary and experience | experiences | work experiences | professional experiences | job experience | jobs
    | berufserfahrung | arbeitserfahrung | praxiserfahrung | berufliche erfahrung | berufliche erfahrungen | beruflicher werdegang
    | werdegang | berufspraxis | berufstatigkeit | praktika | praktikum | beschaftigungsverlauf | laufbahn | berufliche laufbahn
    | berufliche stationen | stationen | berufliche tatigkeiten | tatigkeiten | beruflicher hintergrund
    | experiencia | experiencia laboral | experiencia profesional | experiencias | trayectoria profesional | practicas
    | experience professionnelle | experiences professionnelles | parcours professionnel | parcours | stages | emplois
    | experiencia profissional | experiencias profissionais | historico profissional | estagios
    | esperienze lavorative | esperienza lavorativa | esperienza professionale | esperienze professionali
    | werkervaring | doswiadczenie zawodowe | doswiadczenie | pracovni zkusenosti | tyokokemus | arbetslivserfarenhet
    | опыт работы | опыт | трудовой опыт | досвід роботи | досвід | професійний досвід
    | 工作经历 | 工作经验 | 工作履历 | 职业经历 | 实习经历 | 实习经验 | 工作 | 实习 | 任职经历 | 工作背景 | 职业履历 | 从业经历
    | 社会实践 | 实践经历 | 工作經歷 | 工作經驗 | 職務履歴 | 業務経歴 | 職務概要
    | 職務経歴 | 職歴 | 職務経歴詳細 | 経歴 | 職務内容 | 職務経験 | 경력 | 경력사항
    | iş deneyimi | deneyim | deneyimler | profesyonel deneyim | çalışma deneyimi | staj deneyimi | stajlar
    | kinh nghiệm làm việc | kinh nghiệm | quá trình công tác | pengalaman kerja | pengalaman | riwayat pekerjaan
    | experiencia docente | historia zatrudnienia | esperienza | esperienze | 经历 | pracovni praxe | praxe | zkusenosti
    | pracovne skusenosti | εμπειρία | επαγγελματική εμπειρία | εργασιακή εμπειρία | προϋπηρεσία`,
  ],
  [
    "projects",
    `projects | project | personal projects | academic projects | selected projects | side projects | key projects
    | project experience | research projects | technical projects | open source | open source projects | open source contributions | open source software | free software
    | software de codigo abierto | software libre | codigo abierto | logiciels libres | logiciel libre | software livre | codigo aberto
    | portfolio | research | grants | grants and funding | projets | projets personnels | proyectos | projekte | projetos | progetti
    | projecten | проекты | проєкти | 项目经历 | 项目经验 | 项目 | 开源项目 | 开源贡献 | 个人项目 | 项目经历与成果 | 專案經歷 | 专案经历 | プロジェクト | プロジェクト経験
    | 主なプロジェクト | 개인 프로젝트 | 프로젝트
    | projeler | dự án | dự án cá nhân | các dự án | dự án tiêu biểu | dự án đã tham gia | proyek | projekty | osobni projekty | особисті проєкти | особисті проекти | портфоліо | έργα | προσωπικά έργα | πτυχιακή εργασία | διπλωματική εργασία`,
  ],
  [
    "education",
    `education | academic background | education and training | qualifications | academic qualifications | educational background
    | training | studies | education and certifications | academic history | academic profile | academic details | academics
    | educational qualifications | educational qualification | scholastic profile | academic record
    | formation | formations | formation academique | diplomes | diplomes et formations | cursus | etudes | parcours academique
    | ausbildung | bildung | bildungsweg | schulbildung | studium | akademische ausbildung | schul und berufsausbildung
    | bildungsabschlusse | hochschulbildung | schulische ausbildung
    | educacion | formacion | formacion academica | estudios | formacao | formacao academica | educacao | escolaridade
    | istruzione | istruzione e formazione | opleiding | opleidingen | wyksztalcenie | education and qualifications
    | образование | освіта | 教育经历 | 教育背景 | 学历 | 教育 | 学习经历 | 教育經歷 | 學歷 | 学習歴 | 学歴 | 学歴 職歴 | 학력 | 학력사항
    | eğitim | eğitim bilgileri | öğrenim | học vấn | trình độ học vấn | đào tạo | pendidikan | riwayat pendidikan
    | vzdělání | další vzdělání | vzdelanie | εκπαίδευση | σπουδές | ακαδημαϊκή κατάρτιση`,
  ],
  [
    "skills",
    `skills | technical skills | core competencies | competencies | key skills | areas of expertise | expertise | tools | technologies
    | software | computer skills | it skills | tech stack | skills and tools | skills and expertise | technical proficiencies
    | proficiencies | skill set | skillset | core skills | professional skills | hard skills | tools and technologies | programming
    | skills and interests | skills and languages | additional skills | skills summary | skills and certifications
    | skills and qualifications | technical skills and tools | skills and abilities | tools and skills | skill areas | skills areas
    | technical expertise | technical competencies | digital skills | digital competence | personal skills | job related skills
    | computer proficiency | it knowledge | software skills | software tools | research skills | programming skills | toolbox
    | competences | competences techniques | competences informatiques | kenntnisse | fahigkeiten | kompetenzen | it kenntnisse
    | edv kenntnisse | fachkenntnisse | technische kenntnisse | fahigkeiten und kenntnisse
    | habilidades | competencias | conocimientos | competencias tecnicas | habilidades tecnicas | conhecimentos | competencias tecnicas
    | competenze | competenze tecniche | vaardigheden | professionele vaardigheden | technische vaardigheden | competenties | kennis en vaardigheden | umiejetnosci | навыки | ключевые навыки | навички | технології | технологии
    | 技能 | 专业技能 | 技能特长 | 技能专长 | 专长 | 特长 | 技术栈 | 个人技能 | 技术能力 | 专业技术 | 技术技能 | 技能清单 | 专业能力
    | 技能與專長 | 專業技能 | 技術能力 | スキル | 技術スキル | テクニカルスキル | 保有技術 | 得意分野 | 開発スキル | 技術 | 技術要素 | 開発環境
    | 活かせる経験 知識 技術 | 保有スキル | 기술 | 보유기술
    | yetenekler | beceriler | yetkinlikler | teknik beceriler | kỹ năng | kỹ năng chuyên môn | keahlian | keterampilan
    | kemampuan | počítačové znalosti | dovednosti | znalosti | schopnosti | zručnosti | it znalosti | δεξιότητες | τεχνικές δεξιότητες | ικανότητες`,
  ],
  [
    "languages",
    `languages | language skills | language | spoken languages | mother tongue | mother tongues | foreign language | foreign languages
    | native language | languages known | language known | linguistic skills | language proficiency
    | sprachkenntnisse | sprachen | langues | langues etrangeres | idiomas | idiomas e certificacoes | lingue | talen | talenkennis | jezyki
    | jezyki obce | языки | мови | 语言 | 语言能力 | 外语 | 語学 | 言語 | 語学力 | 외국어
    | diller | yabancı diller | ngoại ngữ | ngôn ngữ | bahasa | kemampuan bahasa | jazyky | jazykové znalosti | cizí jazyky | γλώσσες | ξένες γλώσσες`,
  ],
  [
    "certifications",
    `certifications | certificates | certification | licenses and certifications | licences and certifications
    | certifications and licenses | certifications and licences | licenses | licences | accreditations | certificats
    | zertifikate | zertifizierungen | certificaciones | certificados | certificacoes | certificazioni | certificaten | certificeringen | сертификаты
    | 证书 | 资格证书 | 资格认证 | 证书资质 | 資格 | 免許 資格 | 資格 免許 | 取得資格 | 保有資格 | 자격증
    | sertifikalar | chứng chỉ | sertifikat | sertifikasi | certyfikaty | certifikáty | certifikace | сертифікати | πιστοποιήσεις | πιστοποιητικά`,
  ],
  [
    "summary",
    `summary | profile | professional summary | about | about me | about myself | briefly about myself | a little about me | objective | career objective | personal statement | overview
    | executive summary | career summary | professional profile | personal profile | profil | resume | perfil
    | summary of qualifications | qualifications summary | key qualifications | introduction | declaration | self declaration
    | signature | career objectives | objectives | strengths | headline | professional overview | mission | mission statement
    | missao | mision | mission personnelle | leitbild
    | a propos | a propos de moi | profil professionnel | objectif | resume professionnel
    | uber mich | kurzprofil | zusammenfassung | berufsziel | profil und ziele
    | sobre mi | resumen | resumen profesional | objetivo | sobre mim | resumo | resumo profissional | introducao | objetivo profissional
    | profilo | chi sono | profiel | о себе | обо мне | профиль | про мене
    | 自我评价 | 个人简介 | 个人总结 | 简介 | 个人评价 | 自己pr | 職務要約 | 要約 | 自己紹介 | 概要 | 자기소개
    | hakkımda | özet | mục tiêu nghề nghiệp | giới thiệu | tentang saya | ringkasan
    | o mnie | podsumowanie | o mně | про себе | бажана посада | sobre | προφίλ | επαγγελματικό προφίλ | σύνοψη | περίληψη | σχετικά με εμένα`,
  ],
  [
    "contact",
    `contact | contact details | contact information | personal details | personal information | contact me | contact info
    | profiles | social | social profiles | online profiles | links | social links | reseaux sociaux | redes sociales | redes sociais
    | kontakt | kontaktdaten | personliche daten | personliches | angaben zur person | coordonnees | informations personnelles
    | contacto | datos personales | informacion personal | contato | dados pessoais | informacoes pessoais | contatti | dati personali
    | контакты | 个人信息 | 基本信息 | 联系方式 | 基本情報 | 連絡先 | 인적사항 | 기본정보 | 기본 정보 | 개인정보 | 개인 정보 | 연락처 | personalien
    | iletişim | kişisel bilgiler | thông tin cá nhân | liên hệ | kontak | data pribadi | informasi pribadi
    | dane osobowe | kontakty | osobní údaje | контакти`,
  ],
  [
    "other",
    `interests | hobbies | hobbies and interests | interests and hobbies | awards | honors | honours | awards and honors
    | awards and honours | honors and awards | honours and awards | achievements | publications | papers | selected papers | patents | memberships
    | professional memberships | affiliations | volunteering | volunteer work | volunteer experience | volunteering experience
    | volunteer | volunteering and leadership | leadership and volunteering | community involvement | community service | references
    | bar admissions | activities | activity | extracurricular activities | extracurricular activity | extracurriculars
    | extra curricular activities | co curricular activities | leadership | leadership experience | leadership and activities
    | activities and leadership | extracurricular | extra curricular | co curricular | cocurricular | courses | coursework | relevant coursework | conferences | presentations | talks | conference talks
    | conference presentations | invited talks | additional information | additional | miscellaneous | teaching | accomplishments
    | service | professional service | grants and awards | scholarships | fellowships | research interests | media | exhibitions
    | other | highlights | career highlights | key achievements | positions of responsibility | trainings
    | workshops | seminars | online courses | certifications and courses | honors and activities
    | interets | centres d interet | centres d interets | loisirs | distinctions | prix | benevolat | activites | references
    | informations complementaires | recommandation | recommandations
    | interessen | hobbys | freizeit | ehrenamt | ehrenamtliche tatigkeiten | ehrenamtlicher tatigkeiten | ehrenamtliche tatigkeit | ehrenamtliches engagement | auszeichnungen
    | publikationen | veroffentlichungen | weiterbildung | weiterbildungen | schulungen | kurse | sonstiges | aufzeichnungen | engagement
    | intereses | aficiones | logros | premios | voluntariado | referencias | cursos | publicaciones | informacion adicional
    | interesses | adicional | informacoes adicionais | premios e reconhecimentos | atividades | publicacoes
    | interessi | premi | pubblicazioni | teaching history | додаткова інформація | дополнительная информация | interesses | prijzen | nevenactiviteiten
    | достижения | награды | интересы | хобби | публикации | курсы
    | 获奖 | 荣誉 | 获奖经历 | 荣誉奖项 | 获奖情况 | 个人荣誉 | 所获荣誉 | 奖项 | 荣誉证书 | 兴趣爱好 | 爱好 | 论文 | 出版物 | 发表论文
    | 校园经历 | 社团经历 | 竞赛 | 学术竞赛 | 竞赛经历 | 比赛经历 | 竞赛获奖 | 其他 | 受賞歴 | 受賞 | 趣味 | 趣味 特技 | 論文 | 発表 | 著書 | その他 | 수상 | 수상경력
    | ilgi alanları | hobiler | ödüller | yayınlar | referanslar | gönüllü çalışmalar | kurslar | sở thích | giải thưởng
    | hoạt động | minat | hobi | penghargaan | prestasi | organisasi | pengalaman organisasi | publikasi | referensi
    | pelatihan | zainteresowania
    | nagrody | publikacje | kursy | docencia | distinciones | becas | reconocimientos | řidičský průkaz | zájmy | koníčky
    | další informace | maggiori informazioni | ulteriori informazioni | інтереси | хобі | нагороди | публікації | курси`,
  ],
].flatMap(([kind, list]) =>
  (list as string)
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((n) => [kind as SectionKind, n] as [SectionKind, string]),
);

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, name] of SYNONYMS) if (!LOOKUP.has(foldKey(name))) LOOKUP.set(foldKey(name), kind);
// The same keys with spaces removed (letter-spaced headings whose words ran together), built once.
const SQUASHED = new Map<string, SectionKind>();
for (const [k, v] of LOOKUP) if (!SQUASHED.has(k.replace(/ /g, ""))) SQUASHED.set(k.replace(/ /g, ""), v);

// German compounds name the section by their last element: "Arbeitserfahrung", "Bildungsabschlüsse", "IT-Kenntnisse".
const COMPOUND_TAILS: [RegExp, SectionKind][] = [
  [/^programmiersprachen$/, "skills"],
  [/(?:sprachkenntnisse|sprachen)$/, "languages"],
  [/(?:erfahrung|erfahrungen|werdegang|laufbahn|praxis|tatigkeit|tatigkeiten)$/, "work"],
  [/(?:ausbildung|ausbildungen|bildung|bildungen|studium|abschlusse|abschluss|schulbildung)$/, "education"],
  [/(?:kenntnisse|fahigkeiten|kompetenzen)$/, "skills"],
  [/(?:projekte)$/, "projects"],
  [/(?:zertifikate|zertifizierungen)$/, "certifications"],
];

// Korean headings are compounds too, named by their last noun and often closed by 사항/내역/이력 ("details, record"):
// "기술 역량" (technical competence), "교육이수" (courses completed), "주요 프로젝트" (main projects). 및 joins two names.
const KOREAN_TAILS: [RegExp, SectionKind][] = [
  [/(?:프로젝트|포트폴리오)(?:경험|경력)?$/, "projects"],
  [/(?:경력|근무|재직|직무|실무경험|경험)$/, "work"],
  [/(?:학력|학업|교육|교육이수|교육과정|연수)$/, "education"],
  [/(?:역량|기술|스킬|기술스택|기술수준)$/, "skills"],
  [/(?:언어|외국어|어학|어학능력)$/, "languages"],
  [/(?:자격증|자격|면허)$/, "certifications"],
];

function koreanKind(key: string): SectionKind | null {
  for (const piece of key.split(/\s*(?:및|&|\/)\s*/)) {
    const word = piece.replace(/\s+/g, "").replace(/(?:사항|내역|이력|수준|목록)$/, "");
    if (!/^[\p{Script=Hangul}\w]{2,20}$/u.test(word) || !/\p{Script=Hangul}/u.test(word)) return null;
    for (const [re, kind] of KOREAN_TAILS) if (re.test(word)) return kind;
  }
  return null;
}

// Section names in Romance languages, which may take a qualifier after them.
const ROMANCE_HEADS =
  /^(?:proyectos|projets|projetos|progetti|experiencia|experiencias|experience|experiences|esperienze|esperienza|formacion|formation|formations|formacao|educacion|educacao|competencias|competences|competenze|habilidades|conocimientos|conhecimentos|idiomas|langues|lingue|certificaciones|certificacoes|certifications|cursos|estudios|etudes)$/;

// Qualifiers printed in front of a known name: "Selected Publications", "Key Achievements", "Relevant Projects".
const QUALIFIER =
  /^(selected|key|relevant|recent|additional|other|notable|major|main|professional|technical|academic|personal|further|scientific|research|conference|peer reviewed|recent|select|my|work|industry)\s+/;

/** The section a heading names, or null. Also accepts letter-spaced headings whose words ran together. */
/** `exact`: only names in the lists, not names recognised by their qualifier, parts or compound tail. */
export const headingKind = (text: string, exact = false): SectionKind | null => (exact ? exactKind(text) : anyKind(text));
// Remembered per parse: the line features, the assembler, the list and contact readers ask about the same lines (each
// text was judged about twice).
const anyKind = remembered((text: string) => kindOf(text, false));
const exactKind = remembered((text: string) => kindOf(text, true));

function kindOf(text: string, exact: boolean): SectionKind | null {
  const key = foldKey(text.replace(/\(s\)/gi, "s"));
  if (!key) return null;
  const hit = LOOKUP.get(key) ?? SQUASHED.get(key.replace(/ /g, ""));
  if (hit || exact) return hit ?? null;
  // A German compound cut short before a second one that shares its tail: "Aus- und Weiterbildung" is
  // "Ausbildung und Weiterbildung", named by its first part.
  const elided = /^(\p{L}{2,})-\s+(?:und|oder|&|\/)\s+(\p{L}{4,})/u.exec(text.trim());
  if (elided)
    for (let k = 1; k <= elided[2]!.length - 4; k++) {
      const kind = headingKind(`${elided[1]}${elided[2]!.slice(k)}`);
      if (kind) return kind;
    }
  // A note in parentheses after the name: "Grants & Awards (Total $38,500)", "Projects (selected)".
  const noted = /^(.{3,}?)\s*[(（][^)）]*[)）]\s*$/u.exec(text.trim());
  if (noted) {
    const k = headingKind(noted[1]!);
    if (k) return k;
  }
  const bare = key.replace(QUALIFIER, "");
  if (bare !== key) {
    const again = LOOKUP.get(bare);
    if (again) return again;
  }
  // Two section names joined ("Education & Military Training"): an entry section named first leads. (Joined list
  // sections, "Certifications & Skills", are left to the lists, which file each line under its own key.)
  // (A slash joins them too: "Berufserfahrung/Praktika", "Work Experience/Internships".)
  const joined = text.includes("/") ? foldKey(text.replace(/\(s\)/gi, "s").replace(/\//g, " and ")) : key;
  const [one, two, ...more] = joined.split(/ (?:and|und|et|y|e|en|i|a|och|та|і|и) /);
  if (two && !more.length && joined.split(" ").length <= 5) {
    const first = LOOKUP.get(one!);
    if ((first === "education" || first === "work") && (LOOKUP.has(two) || LOOKUP.has(two.split(" ").pop()!))) return first;
    // An entry section named first leads whatever follows ("Experience & Contributions").
    if ((first === "education" || first === "work" || first === "projects") && joined.split(" ").length <= 4) return first;
    if (first && first === LOOKUP.get(two)) return first;
    // Skills joined with a word for how well they are held ("Skills and Proficiency", "Skills & Expertise").
    if (first === "skills" && !LOOKUP.has(two) && two.split(" ").length <= 2) return first;
    // Two list sections joined ("Activities and Certifications"): kept under its own heading.
    const listKinds: (SectionKind | undefined)[] = ["other", "certifications", "skills", "languages"];
    // A joined skills list files each line under its own key (a certificate line under Certifications).
    if (first && listKinds.includes(first) && listKinds.includes(LOOKUP.get(two)))
      return first === "skills" || LOOKUP.get(two) === "skills" ? "skills" : first;
  }
  const words = key.split(" ");
  // Experience in a role: "Experiência como Instrutor", "Experience as a Teacher", "Erfahrung als Trainer".
  if (words.length >= 3 && LOOKUP.get(words[0]!) === "work" && /^(?:as|como|comme|als|come|jako)$/.test(words[1]!)) return "work";
  // Romance languages put the qualifier after the name: "Proyectos Destacados", "Projets personnels".
  if (words.length >= 2 && words.length <= 3 && ROMANCE_HEADS.test(words[0]!)) {
    const head = LOOKUP.get(words[0]!);
    if (head) return head;
  }
  if (words.length === 1 && /^\p{Script=Latin}+$/u.test(key) && key.length >= 8)
    for (const [re, kind] of COMPOUND_TAILS) if (re.test(key)) return kind;
  // Adjectives before such a noun: "Ausgewählte Projekte", "Weitere technische Projekte", "Technische Kompetenzen".
  // (Not "Besondere Kenntnisse": a list of that name is often prose, kept under its heading.)
  const tail = words[words.length - 1] ?? "";
  if (words.length >= 2 && words.length <= 3 && /^(?:projekte|kompetenzen|berufserfahrung|ausbildung)$/.test(tail))
    for (const [re, kind] of COMPOUND_TAILS) if (re.test(tail)) return kind;
  if (/\p{Script=Hangul}/u.test(text) && words.length <= 5) {
    const kind = koreanKind(text.trim().normalize("NFC"));
    if (kind) return kind;
  }
  // Lists of honours named by their last word: "Presentation Awards", "Travel Scholarships", "Awards and Funding".
  if (/\b(?:awards|honou?rs|prizes|scholarships|fellowships|distinctions)$/.test(key) && words.length <= 4) return "other";
  if (/^(?:awards?|honou?rs|prizes) (?:and|&) \p{L}+$/u.test(key)) return "other";
  if (/\b(experience|employment)$/.test(key) && words.length <= 4)
    return /\b(volunteer|volunteering|leadership)\b/.test(key) ? "other" : "work";
  if (/\bskills$/.test(key) && words.length <= 3 && !/soft|interpersonal/.test(key)) return "skills";
  if (/\bprojects$/.test(key) && words.length <= 5) return "projects";
  if (/^programming languages?\b|\btechnologies$/.test(key) && words.length <= 5) return "skills";
  if (/\btools$/.test(key) && words.length <= 3) return "skills";
  return null;
}

/** The name of a skills heading that holds the main (technical) skills rather than a further list ("Physical Tools"). */
export function isMainSkillsName(text: string): boolean {
  const key = foldKey(text);
  if (
    /\b(soft|interpersonal|physical|personal|social|transferable|other|additional|manual|besondere|weitere|sonstige|autres|otras|outras)\b/.test(
      key,
    )
  )
    return false;
  return true;
}
