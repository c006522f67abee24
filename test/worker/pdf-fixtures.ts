// Editor-shaped bodies for the generate_pdf tests: both versions of every item, one of them chosen.
import type { EditorResume } from "../../worker/shapes/resume";

export function editorResume(overrides: Partial<EditorResume> = {}): EditorResume {
  return {
    personal_info: { name: "Jane Doe", phone: "+65 9123 4567", email: "jane.doe@example.com" },
    experiences: {
      work_experiences: [
        {
          title: "Senior Data Engineer",
          company: "Acme Analytics",
          dates: "Jan 2021 - Present",
          responsibilities: [
            { current: "", suggested: "Built streaming pipelines in Apache Kafka processing 2 billion events a day" },
            { current: "Looked after the data warehouse", suggested: "" },
          ],
        },
        {
          title: "Data Engineer",
          company: "Blue Ocean Logistics",
          dates: "Mar 2017 - Dec 2020",
          responsibilities: [{ current: "", suggested: "Designed Airflow DAGs that cut nightly batch time by 40%" }],
        },
      ],
      projects: [{ title: "Open-source contributor", responsibilities: [{ current: "Fixed bugs in dbt adapters", suggested: "" }] }],
      education: [
        {
          degree: "BSc Computer Science",
          institution: "National University of Singapore",
          dates: "2013 - 2017",
          details: ["First Class Honours"],
        },
      ],
    },
    additional_information: {
      "Technical Skills": { current: [], suggested: ["Python", "SQL", "Apache Kafka", "Airflow"] },
      Languages: ["English", "Mandarin"],
    },
    ...overrides,
  };
}
