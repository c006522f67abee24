// The five cards of the profile screen (docs/requirements.md § Screens). With no stored record the upload area takes the
// work-experience card's place. Every save sends the whole record with only the edited part replaced.
import type { StoredRecord } from "../../../worker/shapes/resume";
import { AdditionalInfoCard } from "./AdditionalInfoCard";
import type { UploadAnswer } from "./client";
import { EducationCard } from "./EducationCard";
import { PersonalInfoCard } from "./PersonalInfoCard";
import { ProjectsCard } from "./ProjectsCard";
import { UploadArea } from "./UploadArea";
import { WorkExperienceCard } from "./WorkExperienceCard";

export type Patch = (record: StoredRecord) => StoredRecord;

export function ProfileEditor({
  record,
  hasProfile,
  save,
  onUploaded,
}: {
  record: StoredRecord;
  hasProfile: boolean;
  save: (patch: Patch) => Promise<boolean>;
  onUploaded: (answer: UploadAnswer) => void;
}) {
  return (
    <div className="profile-cards">
      <PersonalInfoCard info={record.personal_info} onSave={(personal_info) => save((r) => ({ ...r, personal_info }))} />
      <EducationCard items={record.education} onSave={(education) => save((r) => ({ ...r, education }))} />
      {hasProfile ? (
        <WorkExperienceCard
          items={record.experiences.work_experiences}
          onSave={(work_experiences) => save((r) => ({ ...r, experiences: { ...r.experiences, work_experiences } }))}
        />
      ) : (
        <section className="card profile-card profile-card--upload" aria-label="Upload your resume">
          <UploadArea
            heading="Start from your resume"
            intro="Upload your current resume and we'll fill in your profile for you. You can review and edit everything afterwards."
            onUploaded={onUploaded}
          />
        </section>
      )}
      <ProjectsCard
        items={record.experiences.projects}
        onSave={(projects) => save((r) => ({ ...r, experiences: { ...r.experiences, projects } }))}
      />
      <AdditionalInfoCard
        info={record.additional_information}
        onSave={(additional_information) => save((r) => ({ ...r, additional_information }))}
      />
    </div>
  );
}
