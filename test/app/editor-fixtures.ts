import type { vi } from "vitest";
import type { EditorNavState } from "../../app/components/editor/model";

export const JOB =
  "Senior Data Engineer. You will build streaming pipelines with Apache Kafka and orchestrate them with Airflow. Strong Python and SQL required. Experience with Snowflake and dbt is a plus.";

export function navState(): EditorNavState {
  return {
    resume: {
      personal_info: { name: "Jane Doe", phone: "+65 9123 4567", email: "jane@example.com" },
      experiences: {
        work_experiences: [
          {
            title: "Data Engineer",
            company: "Acme",
            dates: "2020 - Present",
            responsibilities: [
              { current: "Worked on data pipelines", suggested: "Built streaming pipelines with Apache Kafka and Airflow" },
              { current: "Helped the analysts", suggested: "Partnered with analysts to define SQL data models" },
              { current: "Wrote reports", suggested: "Automated weekly reports in Python" },
            ],
          },
        ],
        projects: [],
        education: [],
      },
      additional_information: {
        "Technical Skills": { current: ["Excel"], suggested: ["Python", "SQL"] },
        Languages: ["English"],
        Certifications: ["AWS Certified Data Engineer"],
      },
    },
    match: { before: 0, after: 67, matched_keywords: [], missing_keywords: ["Snowflake", "dbt"] },
    role_applied: "Senior Data Engineer",
    job_description: JOB,
  };
}

/**
 * fetch for the editor's screen: generate_pdf goes to `pdf` (the mock a test inspects); the editor's other
 * requests get plain answers of their own: the remembered design is classic, and the preview's font files are
 * not served here (happy-dom draws no PDF), so the preview reports that it could not be drawn.
 */
export function editorFetch(pdf: ReturnType<typeof vi.fn>) {
  const send = pdf as unknown as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/resume/generate_pdf")) return send(input, init);
    if (url.includes("/api/resume/design")) return Response.json({ design: "classic" });
    return new Response("Not found", { status: 404 });
  };
}
