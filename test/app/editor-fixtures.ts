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
