import { describe, expect, it } from "vitest";
import type { EditorResume } from "../../../worker/shapes/resume";
import { asciiFilename, resolveChosen, resumeFilename } from "../../../worker/render/index";
import { contentDisposition } from "../../../worker/render/filename";

const body = (): EditorResume => ({
  personal_info: { name: " Jane Doe ", phone: "+65 9123 4567", email: "jane@example.com" },
  experiences: {
    work_experiences: [
      {
        title: "Data Engineer",
        company: "Grab",
        dates: "2022 – Present",
        responsibilities: [
          { current: "old one", suggested: "new one" },
          { current: "kept current", suggested: "" },
          { current: "", suggested: "" },
          { current: "   ", suggested: " \n " },
        ],
      },
    ],
    projects: [{ title: "Dashboard", responsibilities: [{ current: "", suggested: "Built it" }] }],
    education: [{ degree: "BSc", institution: "NUS", dates: "2014", details: ["Honours", " "] }],
  },
  additional_information: {
    "Technical Skills": { current: ["Python", "SQL"], suggested: [] },
    Languages: ["English", ""],
    Certifications: ["AWS SA"],
    Awards: { current: ["Old award"], suggested: ["New award"] },
  },
});

describe("resolveChosen", () => {
  it("keeps the non-empty version of each responsibility and drops blank ones", () => {
    const record = resolveChosen(body());
    expect(record.experiences.work_experiences[0]!.responsibilities).toEqual(["new one", "kept current"]);
    expect(record.experiences.projects[0]!.responsibilities).toEqual(["Built it"]);
  });

  it("takes the suggested skills when sent, else the current ones", () => {
    expect(resolveChosen(body()).additional_information["Technical Skills"]).toEqual(["Python", "SQL"]);
    const b = body();
    b.additional_information["Technical Skills"] = { current: [], suggested: ["Go", "Rust", ""] };
    expect(resolveChosen(b).additional_information["Technical Skills"]).toEqual(["Go", "Rust"]);
  });

  it("carries Languages and further sections as lists, and education from experiences", () => {
    const record = resolveChosen(body());
    expect(record.additional_information.Languages).toEqual(["English"]);
    expect(record.additional_information.Certifications).toEqual(["AWS SA"]);
    expect(record.additional_information.Awards).toEqual(["New award"]);
    expect(record.education).toEqual([{ degree: "BSc", institution: "NUS", dates: "2014", details: ["Honours"] }]);
    expect(record.personal_info.name).toBe("Jane Doe");
    expect(record.experiences.work_experiences[0]).toMatchObject({ title: "Data Engineer", company: "Grab", dates: "2022 – Present" });
  });

  it("keeps an entry's place and link, trimmed, and leaves blank ones out", () => {
    const b = body();
    Object.assign(b.experiences.work_experiences[0]!, { location: " Singapore ", link: "grab.com" });
    Object.assign(b.experiences.projects[0]!, { link: " github.com/jane/dash " });
    Object.assign(b.experiences.education[0]!, { location: "Kent Ridge", link: "  " });
    const record = resolveChosen(b);
    expect(record.experiences.work_experiences[0]).toMatchObject({ location: "Singapore", link: "grab.com" });
    expect(record.experiences.projects[0]).toMatchObject({ link: "github.com/jane/dash" });
    expect(record.education[0]).toMatchObject({ location: "Kent Ridge" });
    expect(record.education[0]).not.toHaveProperty("link");
    expect(resolveChosen(body()).experiences.work_experiences[0]).not.toHaveProperty("location");
  });

  it("tolerates missing parts", () => {
    const record = resolveChosen({} as EditorResume);
    expect(record.experiences).toEqual({ work_experiences: [], projects: [] });
    expect(record.education).toEqual([]);
    expect(record.additional_information).toEqual({ "Technical Skills": [], Languages: [] });
  });
});

describe("resumeFilename", () => {
  const day = new Date("2026-11-21T03:00:00Z");

  it("joins name, role and the day", () => {
    expect(resumeFilename("Jane Doe", "Senior Data Engineer", day)).toBe("Jane_Doe_Senior_Data_Engineer_2026-11-21.pdf");
  });

  it("keeps the letters of every script readable, and only letters, digits, '_' and '-'", () => {
    expect(resumeFilename("Łukasz Wróbel", "C++ / Go Engineer (Remote)", day)).toBe("Łukasz_Wróbel_C_Go_Engineer_Remote_2026-11-21.pdf");
    expect(resumeFilename("Nguyễn Thị Mai", "Kỹ sư", day)).toBe("Nguyễn_Thị_Mai_Kỹ_sư_2026-11-21.pdf");
    expect(resumeFilename("王小明", "数据工程师", day)).toBe("王小明_数据工程师_2026-11-21.pdf");
    expect(resumeFilename("محمد عبد الله", "مهندس برمجيات", day)).toBe("محمد_عبد_الله_مهندس_برمجيات_2026-11-21.pdf");
    expect(resumeFilename("प्रिया शर्मा", "इंजीनियर", day)).toBe("प्रिया_शर्मा_इंजीनियर_2026-11-21.pdf");
    expect(resumeFilename('../../etc/passwd"; rm -rf', "<script>", day)).toBe("etc_passwd_rm_rf_script_2026-11-21.pdf");
    expect(resumeFilename("Anna\u202eevil\u200b", "Dev\u0000ops", day)).toBe("Anna_evil_Dev_ops_2026-11-21.pdf");
  });

  it("falls back to 'Resume' for names without letters or digits, and leaves out an empty role", () => {
    expect(resumeFilename("🚀 !!", "", day)).toBe("Resume_2026-11-21.pdf");
    expect(resumeFilename("", "General", day)).toBe("Resume_General_2026-11-21.pdf");
    expect(resumeFilename("🚀", "   ", new Date(Number.NaN))).toBe("Resume.pdf");
  });

  it("bounds the length in characters, cutting a long word of a script without spaces between graphemes", () => {
    const name = resumeFilename("Jane ".repeat(1000), "Engineer ".repeat(1000), day);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
    expect(resumeFilename("x".repeat(500), "y", day)).toBe(`${"x".repeat(40)}_y_2026-11-21.pdf`);
    const thai = resumeFilename("สมชายใจดีมากมายหลายอย่างที่ทำงานในบริษัทใหญ่แห่งหนึ่ง", "", day);
    expect([...thai.replace("_2026-11-21.pdf", "")].length).toBeLessThanOrEqual(40);
    // Never a dangling mark: each piece starts with a base character.
    expect(thai).not.toMatch(/_\p{M}/u);
  });
});

describe("asciiFilename and contentDisposition", () => {
  const day = new Date("2026-11-21T03:00:00Z");

  it("folds accents and drops other scripts; 'Resume' stands in for a name with nothing in ASCII", () => {
    expect(asciiFilename(resumeFilename("Łukasz Wróbel", "C++ / Go Engineer", day))).toBe("Lukasz_Wrobel_C_Go_Engineer_2026-11-21.pdf");
    expect(asciiFilename(resumeFilename("Nguyễn Thị Mai", "Kỹ sư", day))).toBe("Nguyen_Thi_Mai_Ky_su_2026-11-21.pdf");
    expect(asciiFilename(resumeFilename("王小明", "Data Engineer", day))).toBe("Resume_Data_Engineer_2026-11-21.pdf");
    expect(asciiFilename(resumeFilename("Анна Иванова", "", day))).toBe("Resume_2026-11-21.pdf");
    expect(asciiFilename(resumeFilename("", "General", day))).toBe("Resume_General_2026-11-21.pdf");
    expect(asciiFilename("Jane_Doe_Dev_2026-11-21.pdf")).toBe("Jane_Doe_Dev_2026-11-21.pdf");
  });

  it("sends the readable name in filename* (RFC 5987) with the ASCII fallback in filename", () => {
    expect(contentDisposition("Jane_Doe_Dev_2026-11-21.pdf")).toBe('attachment; filename="Jane_Doe_Dev_2026-11-21.pdf"');
    const header = contentDisposition("王小明_数据工程师_2026-11-21.pdf");
    expect(header).toBe(
      `attachment; filename="Resume_2026-11-21.pdf"; filename*=UTF-8''${encodeURIComponent("王小明_数据工程师_2026-11-21.pdf")}`,
    );
    const value = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(value).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/); // attr-chars only
    expect(decodeURIComponent(value)).toBe("王小明_数据工程师_2026-11-21.pdf");
  });

  it("dates the file in Singapore time", () => {
    expect(resumeFilename("Jane", "Dev", new Date("2026-11-20T16:30:00Z"))).toBe("Jane_Dev_2026-11-21.pdf");
    expect(resumeFilename("Jane", "Dev", new Date("2026-11-20T15:59:00Z"))).toBe("Jane_Dev_2026-11-20.pdf");
  });
});
