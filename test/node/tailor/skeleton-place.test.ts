// An entry's place and link reach the editor resume (and so the PDF) unchanged, and only when they are set.
import { expect, it } from "vitest";
import { editorSkeleton } from "../../../worker/tailor/sections";
import { emptyRecord } from "../../../worker/shapes/resume";

it("carries place and link of jobs, education and projects into the editor resume", () => {
  const r = emptyRecord();
  r.experiences.work_experiences = [
    { title: "Engineer", company: "Acme", dates: "2020", location: "Berlin", link: "acme.example", responsibilities: [] },
    { title: "Clerk", company: "Shop", dates: "2019", responsibilities: [] },
  ];
  r.experiences.projects = [{ title: "Planner", link: "github.com/ada/planner", responsibilities: [] }];
  r.education = [{ degree: "BSc", institution: "TU", dates: "2018", location: "Munich", details: [] }];
  const e = editorSkeleton(r);
  expect(e.experiences.work_experiences[0]).toMatchObject({ location: "Berlin", link: "acme.example" });
  expect(e.experiences.work_experiences[1]).not.toHaveProperty("location");
  expect(e.experiences.projects[0]!.link).toBe("github.com/ada/planner");
  expect(e.experiences.education[0]).toMatchObject({ location: "Munich" });
  expect(e.experiences.education[0]).not.toHaveProperty("link");
});
