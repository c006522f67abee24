// A small, complete stored record for profile and upload tests.
import type { StoredRecord } from "../../worker/shapes/resume";

export function sampleRecord(name = "Ada Lovelace"): StoredRecord {
  return {
    personal_info: { name, phone: "+44 20 7946 0000", email: "ada@example.com" },
    experiences: {
      work_experiences: [
        {
          company: "Analytical Engines Ltd",
          title: "Programmer",
          dates: "1842 – 1843",
          responsibilities: ["Wrote the first published algorithm", "Translated Menabrea's memoir"],
        },
      ],
      projects: [{ title: "Note G", responsibilities: ["Computed Bernoulli numbers"] }],
    },
    education: [{ degree: "Private tuition", institution: "Home", dates: "1820s", details: ["Mathematics", "Logic"] }],
    additional_information: { "Technical Skills": ["Mathematics", "Engines"], Languages: ["English", "French"] },
  };
}
