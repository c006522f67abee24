// Classes of failure the fifth independent set of real resumes showed (Korean resumes written as forms, projects
// with labelled fields), each built here from invented text runs and read through the whole pipeline, with the
// layouts each rule must leave alone.
import { describe, expect, it } from "vitest";
import { pageChunks, plainWhenAllBold } from "../../../worker/parse/chunks.ts";
import { headingKind } from "../../../worker/parse/headings.ts";
import { recordFromPages } from "../../../worker/parse/index.ts";
import { withoutLocation } from "../../../worker/parse/work.ts";
import { chunk, pageOf, type RunSpec as R } from "./built-lines.ts";

const read = (runs: R[]) => recordFromPages([pageOf(runs)]).record;
const head = (name = "Hana Seo"): R[] => [
  { text: name, x: 50, y: 790, size: 20, bold: true },
  { text: "hana.seo@example.org", x: 50, y: 768 },
];

/** Words drawn one run each, `gap` points apart, as a browser prints Korean text. */
function wordRuns(words: string[], x: number, y: number, gap: number): R[] {
  const out: R[] = [];
  for (const text of words) {
    out.push({ text, x, y, w: text.length * 9 });
    x += text.length * 9 + gap;
  }
  return out;
}

describe("Korean words drawn one run each", () => {
  it("keeps the word spaces, although most words are one or two syllables", () => {
    const runs = wordRuns(["주소:", "인천", "남동", "시장", "55", "번지", "앞"], 50, 700, 3);
    expect(pageChunks(pageOf(runs)).map((c) => c.text)).toEqual(["주소: 인천 남동 시장 55 번지 앞"]);
  });

  it("while Latin letters placed one by one with tracking still close up into words", () => {
    const letters = "Veloro".split("").map((ch, i) => ({ text: ch, x: 50 + i * 7, y: 700, w: 5 }));
    const more = "Lab".split("").map((ch, i) => ({ text: ch, x: 50 + 6 * 7 + 6 + i * 7, y: 700, w: 5 }));
    expect(pageChunks(pageOf([...letters, ...more])).map((c) => c.text)).toEqual(["Veloro Lab"]);
  });
});

describe("Korean section headings", () => {
  it("are named by their last noun, with or without a closing 사항/내역", () => {
    expect(headingKind("기술 역량")).toBe("skills");
    expect(headingKind("SW 역량 (기술수준)")).toBe("skills");
    expect(headingKind("주요 프로젝트 및 개발 앱")).toBe("projects");
    expect(headingKind("교육이수")).toBe("education");
    expect(headingKind("활용언어")).toBe("languages");
    expect(headingKind("경력사항")).toBe("work");
    expect(headingKind("자격 사항")).toBe("certifications");
  });

  it("but a heading that only mentions a kind's word elsewhere is not taken", () => {
    expect(headingKind("교육내용")).toBeNull();
    expect(headingKind("강점 및 계획")).toBeNull();
    expect(headingKind("기술 블로그 글")).toBeNull();
  });
});

describe("a project whose name is a labelled field", () => {
  const project = (nameLine: R[]): R[] => [
    ...head(),
    { text: "Projects", x: 50, y: 740, size: 12, bold: true },
    ...nameLine,
    { text: "•", x: 60, y: 704, w: 4 },
    { text: "Period: 2021.06 ~ 2021.08", x: 70, y: 704 },
    { text: "•", x: 60, y: 690, w: 4 },
    { text: "Tech stack: Python, Flask, pygame", x: 70, y: 690 },
    { text: "•", x: 60, y: 676, w: 4 },
    { text: "Rebuilt the offline dinosaur game with sprites", x: 70, y: 676 },
  ];

  it("takes the value as the title, when the bold label and its value are set apart", () => {
    const record = read(
      project([
        { text: "[Project name]", x: 50, y: 722, bold: true, w: 70 },
        { text: ":", x: 121, y: 722, w: 3 },
        { text: "Dino runner clone", x: 127, y: 722 },
      ]),
    );
    expect(record.experiences.projects).toHaveLength(1);
    expect(record.experiences.projects[0]!.title).toBe("Dino runner clone");
  });

  it("and in Korean, on one line", () => {
    const record = read(project([{ text: "프로젝트명: 공룡 게임 만들기", x: 50, y: 722, bold: true }]));
    expect(record.experiences.projects[0]!.title).toBe("공룡 게임 만들기");
  });

  it("drops the labelled stack line but keeps the other labelled lines and the work done", () => {
    const record = read(project([{ text: "Project: Dino runner clone", x: 50, y: 722, bold: true }]));
    const p = record.experiences.projects[0]!;
    expect(p.title).toBe("Dino runner clone");
    expect(p.responsibilities).toContain("Rebuilt the offline dinosaur game with sprites");
    expect(p.responsibilities).toContain("Period: 2021.06 ~ 2021.08");
    expect(p.responsibilities.some((r) => r.startsWith("Tech stack"))).toBe(false);
  });

  it("leaves a project titled like a field alone when no label ends it", () => {
    const record = read([
      ...head(),
      { text: "Projects", x: 50, y: 740, size: 12, bold: true },
      { text: "Project Atlas", x: 50, y: 722, bold: true },
      { text: "Mapped 40 km of trails with volunteers", x: 50, y: 708 },
    ]);
    expect(record.experiences.projects[0]!.title).toBe("Project Atlas");
  });
});

describe("an education section written as a form", () => {
  it("reads each school with its labelled programme, period and details", () => {
    const record = read([
      ...head(),
      { text: "학력", x: 50, y: 740, size: 12, bold: true },
      { text: "명지대학교", x: 60, y: 722 },
      { text: "전공: 컴퓨터공학과", x: 75, y: 708 },
      { text: "기간: 2018.02 ~ 2025.02", x: 75, y: 694 },
      { text: "구분: 졸업", x: 75, y: 680 },
      { text: "학점: 3.5 / 4.5", x: 75, y: 666 },
      { text: "인천고등학교", x: 60, y: 652 },
      { text: "전공: 이과", x: 75, y: 638 },
      { text: "기간: 2015.03 ~ 2017.03", x: 75, y: 624 },
    ]);
    expect(record.education).toEqual([
      { institution: "명지대학교", degree: "컴퓨터공학과", dates: "2018.02 ~ 2025.02", details: ["구분: 졸업", "학점: 3.5 / 4.5"] },
      { institution: "인천고등학교", degree: "이과", dates: "2015.03 ~ 2017.03", details: [] },
    ]);
  });

  it("takes the dates off a school line and reads English labels", () => {
    const record = read([
      ...head(),
      { text: "Education", x: 50, y: 740, size: 12, bold: true },
      { text: "University of Vienna", x: 50, y: 722, bold: true },
      { text: "2015 – 2019", x: 480, y: 722 },
      { text: "Major: Physics", x: 50, y: 708 },
      { text: "GPA: 3.8", x: 50, y: 694 },
      { text: "Lycée Lamartine", x: 50, y: 676, bold: true },
      { text: "2012 – 2015", x: 480, y: 676 },
      { text: "Programme: Baccalauréat S", x: 50, y: 662 },
    ]);
    expect(record.education.map((e) => [e.institution, e.degree, e.dates, e.details])).toEqual([
      ["University of Vienna", "Physics", "2015 – 2019", ["GPA: 3.8"]],
      ["Lycée Lamartine", "Baccalauréat S", "2012 – 2015", []],
    ]);
  });

  it("leaves an ordinary education section with one labelled detail to the entry rules", () => {
    const record = read([
      ...head(),
      { text: "Education", x: 50, y: 740, size: 12, bold: true },
      { text: "B.Sc. Computer Science", x: 50, y: 722, bold: true },
      { text: "2015 – 2019", x: 480, y: 722 },
      { text: "University of Vienna", x: 50, y: 708 },
      { text: "GPA: 3.8", x: 50, y: 694 },
    ]);
    expect(record.education).toHaveLength(1);
    expect(record.education[0]).toMatchObject({ degree: "B.Sc. Computer Science", institution: "University of Vienna" });
  });
});

describe("open-source software headings in other languages", () => {
  it("name a projects section", () => {
    expect(headingKind("Software de código abierto")).toBe("projects");
    expect(headingKind("Logiciels libres")).toBe("projects");
    expect(headingKind("Open Source Software")).toBe("projects");
  });
});

describe("a Korean line that opens with an acronym", () => {
  it("is not set in capitals, so it does not open a new entry", () => {
    const record = read([
      ...head(),
      { text: "Experience", x: 40, y: 740, size: 14, bold: true },
      { text: "Kakao", x: 40, y: 720, size: 12, bold: true },
      { text: "September 2013 - April 2015", x: 40, y: 706, bold: true },
      { text: "Software Engineer", x: 40, y: 692, bold: true },
      { text: "광고 플랫폼 개발 및 유지보수 경험", x: 40, y: 670 },
      { text: "DSP/SSP 기존 유지보수 경험 및 신규 플랫폼 개발", x: 40, y: 650 },
      { text: "https://ads.example.com/", x: 40, y: 635 },
    ]);
    expect(record.experiences.work_experiences).toHaveLength(1);
    expect(record.experiences.work_experiences[0]!.responsibilities.join(" ")).toContain("DSP/SSP 기존 유지보수 경험 및 신규 플랫폼 개발");
  });
});

describe("a document set wholly in bold", () => {
  it("counts no text as bold, and keeps italics", () => {
    const chunks = [
      chunk(
        [
          { text: "PhD in Computer Science, ", bold: true },
          { text: "Peking University", bold: true, italic: true },
        ],
        50,
        700,
      ),
      chunk("Supervisor: Prof. Chen Bao, Prof. Liu Jia", 50, 690, { bold: true }),
      chunk("Thesis: Camera movement from multimodal control", 50, 680, { bold: true }),
    ];
    plainWhenAllBold(chunks);
    expect(chunks.flatMap((c) => c.parts.map((p) => [p.bold, p.italic]))).toEqual([
      [false, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
  });

  it("but a document with bold headings and plain text keeps its bold", () => {
    const chunks = [chunk("Experience", 50, 700, { bold: true }), chunk("Led a team of four nurses on the night shift", 50, 690)];
    plainWhenAllBold(chunks);
    expect(chunks[0]!.parts[0]!.bold).toBe(true);
  });
});

describe("a town and country after a legal form", () => {
  it("are not part of the employer's name", () => {
    expect(withoutLocation("Huawei Technologies Co., Ltd. Hangzhou, China")).toBe("Huawei Technologies Co., Ltd.");
    expect(withoutLocation("Tata Consultancy Services Ltd. Mumbai, India")).toBe("Tata Consultancy Services Ltd.");
    expect(withoutLocation("Acme Co., Ltd.")).toBe("Acme Co., Ltd.");
    expect(withoutLocation("Beijing Film Academy, AICFVE Lab")).toBe("Beijing Film Academy, AICFVE Lab");
  });
});

describe("a role and its employer run together in one style", () => {
  const job = (line: R[]): R[] => [
    ...head(),
    { text: "İş Deneyimi", x: 72, y: 740, size: 14, bold: true },
    { text: "2022-", x: 72, y: 722, bold: true },
    ...line,
    { text: "Web API tasarımı ve geliştirme", x: 72, y: 684 },
    { text: "Toplu Mail Gönderimi", x: 72, y: 660 },
  ];

  it("split after the role's last word when the rest is an organisation, dropping a bracketed town/country", () => {
    const record = read(
      job([
        { text: "Kıdemli Yazılım Geliştirici FYK Teknoloji", x: 72, y: 708, w: 230, italic: true },
        { text: "(İzmir/Türkiye)", x: 305, y: 708 },
      ]),
    );
    expect(record.experiences.work_experiences[0]).toMatchObject({ title: "Kıdemli Yazılım Geliştirici", company: "FYK Teknoloji" });
  });

  it("and with an organisation word", () => {
    const record = read(job([{ text: "Web Developer Dokuz Eylül University", x: 72, y: 708, italic: true }]));
    expect(record.experiences.work_experiences[0]).toMatchObject({ title: "Web Developer", company: "Dokuz Eylül University" });
  });

  it("but a role followed by a field in capitals stays whole", () => {
    const record = read(job([{ text: "Data Scientist Machine Learning", x: 72, y: 708, italic: true }]));
    expect(record.experiences.work_experiences[0]!.title).toBe("Data Scientist Machine Learning");
  });
});

describe("Vietnamese project headings", () => {
  it("with the qualifier after the name", () => {
    expect(headingKind("Dự Án Cá Nhân")).toBe("projects");
    expect(headingKind("Các Dự Án")).toBe("projects");
  });
});

describe("a role with a grade or a unit after it", () => {
  it("is not split into a role and an employer", () => {
    const record = read([
      ...head(),
      { text: "Experience", x: 50, y: 740, size: 12, bold: true },
      { text: "Data Scientist II", x: 50, y: 722, bold: true },
      { text: "2021 – Present", x: 480, y: 722 },
      { text: "Swiggy", x: 50, y: 708 },
      { text: "Built demand forecasts for 500 cities.", x: 50, y: 694 },
    ]);
    expect(record.experiences.work_experiences[0]).toMatchObject({ title: "Data Scientist II", company: "Swiggy" });
  });

  it("nor is a title with its unit after a comma", () => {
    const record = read([
      ...head(),
      { text: "Experience", x: 50, y: 740, size: 12, bold: true },
      { text: "Charge Nurse, Cardiac ICU", x: 50, y: 722, bold: true },
      { text: "2019 – 2023", x: 480, y: 722 },
      { text: "Cleveland Clinic Abu Dhabi", x: 50, y: 708 },
      { text: "Led a team of six nurses on night shifts.", x: 50, y: 694 },
    ]);
    expect(record.experiences.work_experiences[0]).toMatchObject({
      title: "Charge Nurse, Cardiac ICU",
      company: "Cleveland Clinic Abu Dhabi",
    });
  });
});

describe("a page number set above the footer band", () => {
  it("is dropped as the page's own number, not read as an entry's line", () => {
    const page = (index: number, runs: R[]) => ({ ...pageOf([...runs, { text: String(index + 1), x: 302, y: 76 }]), index });
    const { record } = recordFromPages([
      page(0, [
        ...head(),
        { text: "Educação", x: 72, y: 700, size: 14, bold: true },
        { text: "Centro Paula Souza - Fatec Itapetininga", x: 72, y: 680, size: 12, bold: true },
        { text: "Análise e Desenvolvimento de Sistemas | 02/2021 - 08/2024", x: 72, y: 664 },
      ]),
      page(1, [
        { text: "Habilidades", x: 72, y: 760, size: 14, bold: true },
        { text: "Excel, Contabilidade, Atendimento", x: 72, y: 740 },
      ]),
    ]);
    expect(record.education[0]!.details).toEqual([]);
    expect(JSON.stringify(record)).not.toMatch(/"[12]"/);
  });
});

describe("headings set in bold italic", () => {
  it("do not make a bold school name at the top of a page a heading", () => {
    const { record } = recordFromPages([
      pageOf([
        ...head(),
        { text: "Experiência", x: 72, y: 700, size: 14, bold: true, italic: true },
        { text: "Prefeitura Municipal de Itapetininga", x: 72, y: 680, size: 14, bold: true },
        { text: "Estagiária | 03/2019 - 12/2019", x: 72, y: 664, italic: true },
        { text: "Educação", x: 72, y: 630, size: 14, bold: true, italic: true },
        { text: "Centro Paula Souza - Fatec Itapetininga", x: 72, y: 610, size: 14, bold: true },
        { text: "Análise e Desenvolvimento de Sistemas | 02/2021 - 08/2024", x: 72, y: 594, italic: true },
      ]),
      {
        ...pageOf([
          { text: "Escola Estadual Peixoto Gomide", x: 72, y: 760, size: 14, bold: true },
          { text: "Ensino Médio | 2015 - 2017", x: 72, y: 744, italic: true },
          { text: "Habilidades", x: 72, y: 700, size: 14, bold: true, italic: true },
          { text: "Excel, Contabilidade", x: 72, y: 680 },
        ]),
        index: 1,
      },
    ]);
    expect(record.education).toHaveLength(2);
    expect(record.additional_information["Escola Estadual Peixoto Gomide"]).toBeUndefined();
  });
});

describe("German schools named in compounds", () => {
  it("are institutions, not degrees", () => {
    const record = read([
      ...head("Lukas Gruber"),
      { text: "Ausbildung", x: 50, y: 740, size: 14, bold: true },
      { text: "Höhere Technische Lehranstalt Andorf", x: 50, y: 720, bold: true },
      { text: "2008 – 2013", x: 480, y: 720 },
      { text: "Hauptschule Münzkirchen", x: 50, y: 700, bold: true },
      { text: "2004 – 2008", x: 480, y: 700 },
      { text: "Karlsgymnasium Pasing", x: 50, y: 680, bold: true },
      { text: "2000 – 2004", x: 480, y: 680 },
    ]);
    expect(record.education.map((e) => [e.institution, e.degree])).toEqual([
      ["Höhere Technische Lehranstalt Andorf", ""],
      ["Hauptschule Münzkirchen", ""],
      ["Karlsgymnasium Pasing", ""],
    ]);
  });
});

describe("schools listed as dated bullets", () => {
  it("and when each school's dated bullet has nested items under it", () => {
    const record = read([
      ...head(),
      { text: "Education", x: 72, y: 740, size: 14, bold: true },
      { text: "•", x: 96, y: 716, w: 4 },
      { text: "Moscow State Regional University (2005)", x: 108, y: 716, bold: true },
      { text: "◦", x: 116, y: 702, w: 4 },
      { text: "History, Political Science and Law, Teacher of History and Law", x: 126, y: 702 },
      { text: "•", x: 96, y: 688, w: 4 },
      { text: "Postgraduate course at Moscow State Regional University", x: 108, y: 688, bold: true, w: 390 },
      { text: "(2008)", x: 108, y: 674, bold: true },
      { text: "◦", x: 116, y: 660, w: 4 },
      { text: "Political institutions and ethnopolitical conflictology", x: 126, y: 660 },
    ]);
    expect(record.education.map((e) => e.dates)).toEqual(["2005", "2008"]);
    expect(record.education[1]!.details).toEqual(["Political institutions and ethnopolitical conflictology"]);
  });
});

describe("Dutch list headings", () => {
  it("name skills, languages and certificates", () => {
    expect(headingKind("Professionele Vaardigheden")).toBe("skills");
    expect(headingKind("Talenkennis")).toBe("languages");
    expect(headingKind("Certificaten")).toBe("certifications");
  });
});

describe("a resume printed as plain monospaced text", () => {
  // Courier: every character 0.6 em wide, words placed one cell apart, a rule typed as a row of dots.
  const mono = (text: string, x: number, y: number): R => ({ text, x, y, size: 9, w: text.length * 5.4 });
  const words = (line: string, y: number): R[] => {
    const out: R[] = [];
    let x = 23;
    for (const w of line.split(" ")) {
      out.push(mono(w, x, y));
      x += (w.length + 1) * 5.4;
    }
    return out;
  };

  it("keeps words on the character grid as one line, and drops typed rules", () => {
    const runs: R[] = [
      mono("YASSINE AZZOUT", 23, 794),
      mono("yassine@example.org", 23, 780),
      mono("PERSONAL STATEMENT", 23, 750),
      mono("......................................", 23, 740),
      ...words("I am a creative digital architect with a very atypical path for ten", 720),
      ...words("years. After a diploma in Mathematics and Engineering, I decided to", 710),
      ...words("become a code writer and have been working as a digital artisan and", 700),
      ...words("developer since 2005. One of the greatest things about being a web", 690),
    ];
    const texts = pageChunks(pageOf(runs)).map((c) => c.text);
    expect(texts).toContain("I am a creative digital architect with a very atypical path for ten");
    expect(texts).toContain("become a code writer and have been working as a digital artisan and");
    const record = read(runs);
    expect(JSON.stringify(record)).not.toContain("....");
  });
});

describe("a languages section whose languages are labels", () => {
  it("keeps each language with its level, even one we do not know by name", () => {
    const record = read([
      ...head(),
      { text: "Talenkennis", x: 72, y: 740, size: 14, bold: true, italic: true },
      { text: "•", x: 96, y: 720, w: 4 },
      { text: "Oekraïens:", x: 108, y: 720, bold: true, w: 50 },
      { text: "Moedertaal of tweetalige vaardigheid", x: 161, y: 720 },
      { text: "•", x: 96, y: 706, w: 4 },
      { text: "Nederlands:", x: 108, y: 706, bold: true, w: 55 },
      { text: "B1", x: 166, y: 706 },
    ]);
    expect(record.additional_information).toEqual({
      Languages: ["Oekraïens: Moedertaal of tweetalige vaardigheid", "Nederlands: B1"],
    });
  });
});

describe("a unit printed after the employer or school in a style of its own", () => {
  it("is not part of the employer, and is the field of study in education", () => {
    const record = read([
      ...head("Kate Kennedy"),
      { text: "Education", x: 58, y: 740, size: 14, bold: true },
      { text: "PhD, McMaster University", x: 88, y: 720, bold: true, w: 130 },
      { text: "in Biochemistry", x: 221, y: 720 },
      { text: "Laboratory of Dr. Ada Lovelace", x: 88, y: 706 },
      { text: "Employment", x: 58, y: 670, size: 14, bold: true },
      { text: "2023 –", x: 80, y: 650 },
      { text: "Postdoctoral Fellow, McMaster University", x: 140, y: 650, bold: true, w: 200 },
      { text: "in Biochemistry and Biomedical Sciences", x: 343, y: 650 },
      { text: "Mentors: Dr. Jon Barrett", x: 140, y: 636 },
    ]);
    expect(record.experiences.work_experiences[0]).toMatchObject({ title: "Postdoctoral Fellow", company: "McMaster University" });
    expect(record.education[0]).toMatchObject({ degree: "PhD", institution: "McMaster University" });
    expect(record.education[0]!.details[0]).toBe("Biochemistry");
  });
});

describe("award lists", () => {
  it("are named by their last word, or by awards joined with another name", () => {
    expect(headingKind("Presentation Awards")).toBe("other");
    expect(headingKind("Awards and Funding")).toBe("other");
  });

  it("but one award named in an entry is no heading", () => {
    expect(headingKind("NSF CAREER Award")).toBeNull();
    expect(headingKind("TMP All-Star Award")).toBeNull();
  });
});

describe("employers over labelled job fields", () => {
  it("reads each employer line and its bulleted Cargo/Período/Descrição fields as one job", () => {
    const job = (y: number, company: string, title: string, dates: string, text: string): R[] => [
      { text: company, x: 43, y, bold: true },
      { text: "•", x: 70, y: y - 20, w: 4 },
      { text: `Cargo: ${title}`, x: 79, y: y - 20 },
      { text: "•", x: 70, y: y - 34, w: 4 },
      { text: `Período: ${dates}`, x: 79, y: y - 34 },
      { text: "•", x: 70, y: y - 48, w: 4 },
      { text: `Descrição: ${text}`, x: 79, y: y - 48 },
    ];
    const record = read([
      ...head(),
      { text: "Experiência Profissional", x: 43, y: 740, size: 14, bold: true },
      ...job(716, "Partithura - Porto Alegre, RS", "Tech Lead | DevOps", "Novembro 2023 - Atual", "Gestão dos serviços em produção."),
      ...job(640, "Fundimisa - Santo Ângelo, RS", "Desenvolvedor", "Novembro 2021 - Novembro 2023", "Desenvolvimento fullstack."),
    ]);
    expect(record.experiences.work_experiences.map((w) => [w.company, w.title, w.dates])).toEqual([
      ["Partithura", "Tech Lead | DevOps", "Novembro 2023 - Atual"],
      ["Fundimisa", "Desenvolvedor", "Novembro 2021 - Novembro 2023"],
    ]);
  });
});

describe("a work section written as a form", () => {
  it("reads Company/Designation/Duration labels, each company label opening the next job, and the duties under them", () => {
    const record = read([
      ...head(),
      { text: "Work Experience", x: 50, y: 740, size: 12, bold: true },
      { text: "Company: Lumen Softworks Pvt. Ltd., Pune", x: 50, y: 722 },
      { text: "Designation: Senior Test Engineer", x: 50, y: 708 },
      { text: "Duration: Jan 2020 – Present", x: 50, y: 694 },
      { text: "Responsibilities: Wrote the regression suite.", x: 50, y: 680 },
      { text: "Company: Orchard Data Services", x: 50, y: 660 },
      { text: "Designation: Test Engineer", x: 50, y: 646 },
      { text: "Duration: Jun 2017 – Dec 2019", x: 50, y: 632 },
    ]);
    expect(record.experiences.work_experiences).toEqual([
      {
        company: "Lumen Softworks Pvt. Ltd.",
        title: "Senior Test Engineer",
        dates: "Jan 2020 – Present",
        responsibilities: ["Wrote the regression suite."],
      },
      { company: "Orchard Data Services", title: "Test Engineer", dates: "Jun 2017 – Dec 2019", responsibilities: [] },
    ]);
  });
});

describe("schools as a two-level list", () => {
  it("one entry per outer item, its inner items naming school and dates", () => {
    const record = read([
      ...head(),
      { text: "Educação", x: 43, y: 740, size: 14, bold: true },
      { text: "•", x: 70, y: 720, w: 4 },
      { text: "DevOps", x: 79, y: 720, bold: true },
      { text: "◦", x: 106, y: 706, w: 4 },
      { text: "Anhanguera", x: 115, y: 706 },
      { text: "◦", x: 106, y: 692, w: 4 },
      { text: "2024 - 2026", x: 115, y: 692 },
      { text: "•", x: 70, y: 676, w: 4 },
      { text: "Ciência da Computação", x: 79, y: 676, bold: true },
      { text: "◦", x: 106, y: 662, w: 4 },
      { text: "Universidade Federal do Pampa", x: 115, y: 662 },
      { text: "◦", x: 106, y: 648, w: 4 },
      { text: "2014 - 2020", x: 115, y: 648 },
    ]);
    expect(record.education.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ["DevOps", "Anhanguera", "2024 - 2026"],
      ["Ciência da Computação", "Universidade Federal do Pampa", "2014 - 2020"],
    ]);
  });
});

describe("German headings with adjectives before the section noun", () => {
  it("are named by the noun", () => {
    expect(headingKind("Ausgewählte Projekte")).toBe("projects");
    expect(headingKind("Weitere technische Projekte")).toBe("projects");
    expect(headingKind("Technische Kompetenzen")).toBe("skills");
    expect(headingKind("Besondere Kenntnisse")).toBeNull();
  });
});
