// The five cards of the profile screen (docs/requirements.md § Screens). Every save sends the whole record with only the
// edited part replaced, and names its card so that card's "Check this" marks can be cleared. While the
// profile holds no resume the upload card leads the page (above these cards); with no stored record at
// all it takes the work-experience card's place, and once a row exists (a name saved by hand) that card
// comes back so the profile can be typed in full by hand (docs/decisions/0020-guided-journey.md).
import type { StoredRecord } from "../../../worker/shapes/resume";
import { AdditionalInfoCard } from "./AdditionalInfoCard";
import { EducationCard } from "./EducationCard";
import { PersonalInfoCard } from "./PersonalInfoCard";
import { ProjectsCard } from "./ProjectsCard";
import { type CardKey, CheckMarks, type ReviewMark, marksOf } from "./review";
import { WorkExperienceCard } from "./WorkExperienceCard";

export type Patch = (record: StoredRecord) => StoredRecord;

export function ProfileEditor({
  record,
  review,
  save,
  showWork,
}: {
  record: StoredRecord;
  review: readonly ReviewMark[];
  save: (patch: Patch, card: CardKey) => Promise<boolean>;
  /** False while there is no stored record: the upload card stands in for this one. */
  showWork: boolean;
}) {
  const notice = (card: CardKey) => <CheckMarks marks={marksOf(review, card)} card={card} />;
  return (
    <div className="profile-cards">
      <PersonalInfoCard
        info={record.personal_info}
        notice={notice("personal")}
        onSave={(personal_info) => save((r) => ({ ...r, personal_info }), "personal")}
      />
      <EducationCard
        items={record.education}
        notice={notice("education")}
        onSave={(education) => save((r) => ({ ...r, education }), "education")}
      />
      {showWork ? (
        <WorkExperienceCard
          items={record.experiences.work_experiences}
          notice={notice("work")}
          onSave={(work_experiences) => save((r) => ({ ...r, experiences: { ...r.experiences, work_experiences } }), "work")}
        />
      ) : null}
      <ProjectsCard
        items={record.experiences.projects}
        notice={notice("projects")}
        onSave={(projects) => save((r) => ({ ...r, experiences: { ...r.experiences, projects } }), "projects")}
      />
      <AdditionalInfoCard
        info={record.additional_information}
        notice={notice("additional")}
        onSave={(additional_information) => save((r) => ({ ...r, additional_information }), "additional")}
      />
      {/* The account's "Your data" card (export, deletion) goes here, below the profile cards. */}
    </div>
  );
}
