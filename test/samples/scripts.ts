// Sample resumes in the scripts people write, for the render tests and benchmarks. Written for these tests
// (realistic wording, invented people and employers). Section headings stay the product's English ones.
// `sentence` is a line of each resume whose words must come out of `pdftotext` in reading order.
import type { StoredRecord, WorkExperience } from "../../worker/shapes/resume";

export interface ScriptSample {
  id: string;
  label: string;
  record: StoredRecord;
  /** A bullet of the resume (printed on one line) used to check reading order in other extractors. */
  sentence: string;
}

interface Spec {
  name: string;
  email: string;
  phone: string;
  jobs: Array<[title: string, company: string, dates: string, bullets: string[]]>;
  project?: [title: string, bullets: string[]];
  education: [degree: string, institution: string, dates: string];
  skills: string[];
  languages: string[];
  sentence: string;
}

const record = (s: Spec): StoredRecord => ({
  personal_info: { name: s.name, phone: s.phone, email: s.email },
  experiences: {
    work_experiences: s.jobs.map(
      ([title, company, dates, responsibilities]): WorkExperience => ({ title, company, dates, responsibilities }),
    ),
    projects: s.project ? [{ title: s.project[0], responsibilities: s.project[1] }] : [],
  },
  education: [{ degree: s.education[0], institution: s.education[1], dates: s.education[2], details: [] }],
  additional_information: { "Technical Skills": s.skills, Languages: s.languages },
});

const SPECS: Record<string, [string, Spec]> = {
  "zh-hans": [
    "Chinese (Simplified)",
    {
      name: "王小明",
      email: "wang.xiaoming@example.cn",
      phone: "+86 138 0013 8000",
      jobs: [
        [
          "高级数据工程师",
          "北京云图科技有限公司",
          "2021.03 – 2026.10",
          [
            "负责公司实时数据平台的设计与开发，日均处理二十亿条事件。",
            "使用Spark和Kafka重构离线报表系统，将报表延迟从六小时缩短到四分钟。",
            "带领五人团队完成数据仓库迁移，每年节省成本三十万元。",
          ],
        ],
        [
          "数据工程师",
          "上海星海网络有限公司",
          "2018.07 – 2021.02",
          ["建立数据质量监控体系，覆盖全部核心业务表。", "为分析师编写自助查询文档并组织内部培训。"],
        ],
      ],
      project: ["开源项目：实时指标看板", ["设计并实现基于Flink的实时指标计算，服务于三个业务部门。"]],
      education: ["计算机科学与技术 学士", "浙江大学", "2014 – 2018"],
      skills: ["Python", "SQL", "Spark", "Kafka", "数据建模", "数据仓库"],
      languages: ["中文（母语）", "英语（流利）"],
      sentence: "带领五人团队完成数据仓库迁移，每年节省成本三十万元。",
    },
  ],
  "zh-hant": [
    "Chinese (Traditional)",
    {
      name: "陳美玲",
      email: "meiling.chen@example.tw",
      phone: "+886 912 345 678",
      jobs: [
        [
          "資深軟體工程師",
          "台北雲端資訊股份有限公司",
          "2020.05 – 2026.09",
          [
            "負責設計與開發電子商務平台的後端服務，支援每日百萬筆訂單。",
            "導入自動化測試與持續整合流程，使發布時間縮短一半。",
            "指導三位新進工程師，協助團隊建立程式碼審查規範。",
          ],
        ],
        [
          "軟體工程師",
          "新竹數位科技有限公司",
          "2017.08 – 2020.04",
          ["開發行動應用程式的會員系統與推播服務。", "與設計團隊合作改善使用者體驗。"],
        ],
      ],
      education: ["資訊工程學系 學士", "國立臺灣大學", "2013 – 2017"],
      skills: ["Go", "Kubernetes", "PostgreSQL", "系統設計"],
      languages: ["中文（母語）", "英文（流利）"],
      sentence: "導入自動化測試與持續整合流程，使發布時間縮短一半。",
    },
  ],
  ja: [
    "Japanese",
    {
      name: "佐藤 花子",
      email: "hanako.sato@example.jp",
      phone: "+81 90 1234 5678",
      jobs: [
        [
          "シニアソフトウェアエンジニア",
          "株式会社サクラデータ",
          "2019.04 – 2026.10",
          [
            "決済システムのバックエンドを設計し、一日五十万件の取引を処理しました。",
            "監視基盤を刷新し、障害の検知時間を三十分から五分に短縮しました。",
            "新人エンジニア四名の育成を担当しました。",
          ],
        ],
        [
          "エンジニア",
          "東京テクノロジー株式会社",
          "2016.04 – 2019.03",
          ["社内向け在庫管理システムを開発しました。", "データベースの性能を改善しました。"],
        ],
      ],
      education: ["情報工学科 学士", "大阪大学", "2012 – 2016"],
      skills: ["Java", "TypeScript", "AWS", "データベース設計"],
      languages: ["日本語（ネイティブ）", "英語（ビジネス）"],
      sentence: "新人エンジニア四名の育成を担当しました。",
    },
  ],
  ko: [
    "Korean",
    {
      name: "김민준",
      email: "minjun.kim@example.kr",
      phone: "+82 10 1234 5678",
      jobs: [
        [
          "백엔드 개발자",
          "서울소프트 주식회사",
          "2020.01 – 2026.08",
          [
            "하루 천만 건의 요청을 처리하는 결제 서비스를 설계하고 개발했습니다.",
            "배포 자동화를 도입하여 배포 시간을 한 시간에서 십 분으로 줄였습니다.",
            "신입 개발자 세 명의 멘토로 활동했습니다.",
          ],
        ],
        [
          "소프트웨어 엔지니어",
          "부산데이터 주식회사",
          "2017.03 – 2019.12",
          ["사내 데이터 분석 플랫폼을 개발했습니다.", "코드 리뷰 문화를 정착시켰습니다."],
        ],
      ],
      education: ["컴퓨터공학 학사", "서울대학교", "2013 – 2017"],
      skills: ["Kotlin", "Spring", "MySQL", "Redis"],
      languages: ["한국어 (모국어)", "영어 (유창함)"],
      sentence: "신입 개발자 세 명의 멘토로 활동했습니다.",
    },
  ],
  ru: [
    "Russian",
    {
      name: "Анна Иванова",
      email: "anna.ivanova@example.ru",
      phone: "+7 912 345 67 89",
      jobs: [
        [
          "Ведущий инженер данных",
          "ООО «Северные технологии»",
          "03/2020 – 10/2026",
          [
            "Разработала потоковую платформу данных, обрабатывающую два миллиарда событий в день.",
            "Сократила расходы на хранилище данных на тридцать процентов.",
            "Руководила командой из пяти инженеров.",
          ],
        ],
        [
          "Аналитик данных",
          "АО «Банк Восток»",
          "07/2016 – 02/2020",
          ["Построила систему отчётности для отдела продаж.", "Автоматизировала ежемесячную сверку данных."],
        ],
      ],
      education: ["Магистр прикладной математики", "Московский государственный университет", "2010 – 2016"],
      skills: ["Python", "SQL", "Airflow", "ClickHouse"],
      languages: ["Русский (родной)", "Английский (свободно)"],
      sentence: "Руководила командой из пяти инженеров.",
    },
  ],
  el: [
    "Greek",
    {
      name: "Γιώργος Παπαδόπουλος",
      email: "giorgos.papadopoulos@example.gr",
      phone: "+30 691 234 5678",
      jobs: [
        [
          "Μηχανικός Λογισμικού",
          "Αθηναϊκή Πληροφορική Α.Ε.",
          "04/2019 – 10/2026",
          [
            "Σχεδίασα και υλοποίησα υπηρεσίες πληρωμών για εκατομμύρια χρήστες.",
            "Μείωσα τον χρόνο απόκρισης του συστήματος κατά σαράντα τοις εκατό.",
            "Καθοδήγησα τρεις νέους μηχανικούς.",
          ],
        ],
        [
          "Προγραμματιστής",
          "Θεσσαλονίκη Τεχνολογίες Ε.Π.Ε.",
          "09/2015 – 03/2019",
          ["Ανέπτυξα εφαρμογές για κινητά τηλέφωνα.", "Συνεργάστηκα με την ομάδα σχεδιασμού."],
        ],
      ],
      education: ["Πτυχίο Πληροφορικής", "Εθνικό Μετσόβιο Πολυτεχνείο", "2010 – 2015"],
      skills: ["Java", "Kotlin", "PostgreSQL", "Docker"],
      languages: ["Ελληνικά (μητρική)", "Αγγλικά (άριστα)"],
      sentence: "Καθοδήγησα τρεις νέους μηχανικούς.",
    },
  ],
  vi: [
    "Vietnamese",
    {
      name: "Nguyễn Thị Mai",
      email: "mai.nguyen@example.vn",
      phone: "+84 912 345 678",
      jobs: [
        [
          "Kỹ sư phần mềm cao cấp",
          "Công ty Cổ phần Công nghệ Sao Việt",
          "06/2021 – 10/2026",
          [
            "Thiết kế và phát triển hệ thống thanh toán phục vụ hai triệu người dùng.",
            "Giảm thời gian phản hồi của dịch vụ từ tám trăm xuống một trăm hai mươi mili giây.",
            "Hướng dẫn bốn kỹ sư mới vào nghề.",
          ],
        ],
        [
          "Kỹ sư phần mềm",
          "Công ty TNHH Giải pháp Số Hà Nội",
          "07/2018 – 05/2021",
          ["Xây dựng ứng dụng quản lý kho hàng.", "Viết tài liệu kỹ thuật cho đội vận hành."],
        ],
      ],
      education: ["Kỹ sư Công nghệ Thông tin", "Đại học Bách khoa Hà Nội", "2013 – 2018"],
      skills: ["Go", "PostgreSQL", "Redis", "gRPC"],
      languages: ["Tiếng Việt (bản ngữ)", "Tiếng Anh (thành thạo)"],
      sentence: "Hướng dẫn bốn kỹ sư mới vào nghề.",
    },
  ],
  ar: [
    "Arabic",
    {
      name: "محمد عبد الله",
      email: "mohammed.abdullah@example.sa",
      phone: "+966 50 123 4567",
      jobs: [
        [
          "مهندس برمجيات أول",
          "شركة الحلول الرقمية المتقدمة",
          "2019 – 2026",
          [
            "صممت وطورت منصة الدفع الإلكتروني التي تخدم مليون مستخدم يوميا.",
            "عملت مع فريق AWS على تحسين الأداء منذ 2021 وخفضت زمن الاستجابة بنسبة 40٪.",
            "قدت فريقا من خمسة مهندسين في مشروع نقل الخدمات إلى السحابة.",
          ],
        ],
        [
          "مطور برمجيات",
          "مؤسسة التقنية الحديثة",
          "2015 – 2019",
          ["طورت تطبيقات الهاتف المحمول لإدارة العملاء.", "كتبت الوثائق الفنية لفريق الدعم."],
        ],
      ],
      education: ["بكالوريوس علوم الحاسب", "جامعة الملك سعود", "2011 – 2015"],
      skills: ["Java", "Python", "قواعد البيانات", "الحوسبة السحابية"],
      languages: ["العربية (اللغة الأم)", "الإنجليزية (بطلاقة)"],
      sentence: "قدت فريقا من خمسة مهندسين في مشروع نقل الخدمات إلى السحابة.",
    },
  ],
  he: [
    "Hebrew",
    {
      name: "נועה כהן",
      email: "noa.cohen@example.co.il",
      phone: "+972 52 123 4567",
      jobs: [
        [
          "מהנדסת תוכנה בכירה",
          "טכנולוגיות הגליל בע״מ",
          "2018 – 2026",
          [
            "תכננתי ופיתחתי מערכת תשלומים המשרתת מיליון משתמשים.",
            "הובלתי צוות של ארבעה מפתחים בפרויקט מעבר לענן.",
            "שיפרתי את זמני התגובה של השירות בשלושים אחוז.",
          ],
        ],
        [
          "מפתחת תוכנה",
          "חברת הנגב לפתרונות דיגיטליים",
          "2014 – 2018",
          ["פיתחתי אפליקציות לניהול לקוחות.", "כתבתי תיעוד טכני לצוות התמיכה."],
        ],
      ],
      education: ["תואר ראשון במדעי המחשב", "האוניברסיטה העברית בירושלים", "2010 – 2014"],
      skills: ["TypeScript", "Node.js", "PostgreSQL", "ענן"],
      languages: ["עברית (שפת אם)", "אנגלית (שוטפת)"],
      sentence: "הובלתי צוות של ארבעה מפתחים בפרויקט מעבר לענן.",
    },
  ],
  hi: [
    "Hindi",
    {
      name: "प्रिया शर्मा",
      email: "priya.sharma@example.in",
      phone: "+91 98765 43210",
      jobs: [
        [
          "वरिष्ठ सॉफ्टवेयर इंजीनियर",
          "भारत डिजिटल समाधान प्राइवेट लिमिटेड",
          "2019 – 2026",
          [
            "भुगतान प्रणाली का डिज़ाइन और विकास किया जो प्रतिदिन दस लाख लेनदेन संभालती है।",
            "परीक्षण स्वचालन से रिलीज़ का समय आधा कर दिया।",
            "चार नए इंजीनियरों को प्रशिक्षण दिया।",
          ],
        ],
        ["सॉफ्टवेयर डेवलपर", "पुणे टेक्नोलॉजी सर्विसेज", "2015 – 2019", ["ग्राहक प्रबंधन के लिए मोबाइल ऐप्लिकेशन बनाए।", "तकनीकी दस्तावेज़ लिखे।"]],
      ],
      education: ["कंप्यूटर विज्ञान में स्नातक", "दिल्ली विश्वविद्यालय", "2011 – 2015"],
      skills: ["Java", "Python", "क्लाउड कंप्यूटिंग", "डेटाबेस"],
      languages: ["हिन्दी (मातृभाषा)", "अंग्रेज़ी (धाराप्रवाह)"],
      sentence: "चार नए इंजीनियरों को प्रशिक्षण दिया।",
    },
  ],
  th: [
    "Thai",
    {
      name: "สมชาย ใจดี",
      email: "somchai.jaidee@example.co.th",
      phone: "+66 81 234 5678",
      jobs: [
        [
          "วิศวกรซอฟต์แวร์อาวุโส",
          "บริษัท สยามดิจิทัล จำกัด",
          "2019 – 2026",
          ["ออกแบบและพัฒนาระบบชำระเงินที่รองรับผู้ใช้งานหนึ่งล้านคนต่อวัน", "ลดเวลาตอบสนองของระบบลงร้อยละสี่สิบ", "เป็นพี่เลี้ยงให้กับวิศวกรใหม่สามคน"],
        ],
        ["นักพัฒนาซอฟต์แวร์", "บริษัท เชียงใหม่เทคโนโลยี จำกัด", "2015 – 2019", ["พัฒนาแอปพลิเคชันบนมือถือสำหรับลูกค้า", "เขียนเอกสารทางเทคนิคให้ทีมสนับสนุน"]],
      ],
      education: ["วิศวกรรมคอมพิวเตอร์ บัณฑิต", "จุฬาลงกรณ์มหาวิทยาลัย", "2011 – 2015"],
      skills: ["Java", "Python", "ฐานข้อมูล", "คลาวด์"],
      languages: ["ภาษาไทย (ภาษาแม่)", "ภาษาอังกฤษ (ดีมาก)"],
      sentence: "เป็นพี่เลี้ยงให้กับวิศวกรใหม่สามคน",
    },
  ],
  mixed: [
    "Latin mixed with Chinese and Arabic",
    {
      name: "Layla Chen 陈 ليلى",
      email: "layla.chen@example.com",
      phone: "+65 9123 4567",
      jobs: [
        [
          "Senior Data Engineer",
          "Grab Holdings",
          "Jan 2022 – Present",
          [
            "Built a streaming pipeline in Spark and Kafka for the 北京 and 上海 offices",
            "Led the migration of 120 batch jobs to BigQuery, saving $310,000 a year",
            "عملت مع فريق AWS على تحسين الأداء منذ 2021",
          ],
        ],
        [
          "数据工程师",
          "上海星海网络有限公司",
          "2018.07 – 2021.12",
          ["负责数据平台的设计与开发。", "Wrote the on-call runbook for the data platform"],
        ],
      ],
      education: ["BSc Computer Science", "National University of Singapore", "2014 – 2018"],
      skills: ["Python", "SQL", "Spark", "数据建模", "تحليل البيانات"],
      languages: ["English (fluent)", "中文（母语）", "العربية (محادثة)"],
      sentence: "Led the migration of 120 batch jobs to BigQuery, saving $310,000 a year",
    },
  ],
};

export const SCRIPT_SAMPLES: ScriptSample[] = Object.entries(SPECS).map(([id, [label, spec]]) => ({
  id,
  label,
  record: record(spec),
  sentence: spec.sentence,
}));

export const scriptSample = (id: string): ScriptSample => {
  const s = SCRIPT_SAMPLES.find((x) => x.id === id);
  if (!s) throw new Error(`no sample ${id}`);
  return s;
};

/** A resume of about two A4 pages in one script: the sample's jobs repeated with numbered companies. */
export function twoPageSample(id: string): StoredRecord {
  const r = structuredClone(scriptSample(id).record);
  const jobs = r.experiences.work_experiences;
  const more: WorkExperience[] = [];
  for (let i = 0; more.length < 9; i++) {
    const job = jobs[i % jobs.length]!;
    more.push({
      ...job,
      company: `${job.company} ${i + 1}`,
      responsibilities: [...job.responsibilities, ...jobs[(i + 1) % jobs.length]!.responsibilities],
    });
  }
  r.experiences.work_experiences = more;
  return r;
}
