// The five cards of the profile screen (docs/requirements.md § Screens). Every save is a step: a change from the
// record on the server to the next one, saying where moved pieces went, so the "Check this" marks
// follow the data and Undo can reverse it. Every card is there from the start, a blank profile included, so a
// profile can be typed in full by hand (docs/decisions/0023-profile-repair.md).
import type { PersonalInfo, ReviewMark, StoredRecord } from "../../../worker/shapes/resume";
import { AdditionalInfoCard } from "./AdditionalInfoCard";
import { EDUCATION, type Entry, type EntryKind, PROJECTS, WORK } from "./entries";
import { EntryCard } from "./EntryCard";
import { fromSections, type Section, withAdditional, withPersonal } from "./forms";
import type { ListChange } from "./ListCard";
import { type MoveResult, deleteEntry } from "./moves";
import { PersonalInfoCard } from "./PersonalInfoCard";
import { type CardKey, CheckMarks, marksOf } from "./review";

export interface Step {
  /** Edits and moves can be undone; a delete cannot (its dialog says so). */
  kind: "edit" | "move" | "delete";
  change: (record: StoredRecord) => MoveResult | null;
}

export type SaveStep = (step: Step) => Promise<boolean>;

const edited = (label: string) => `Saved your changes to ${label}.`;

export function ProfileEditor({
  record,
  marks,
  save,
  onDismiss,
}: {
  record: StoredRecord;
  marks: readonly ReviewMark[];
  save: SaveStep;
  onDismiss: (mark: ReviewMark) => void;
}) {
  const notice = (card: CardKey) => <CheckMarks marks={marksOf(marks, card)} card={card} onDismiss={onDismiss} />;

  const entryCard = (kind: EntryKind, card: CardKey) => (
    <EntryCard
      kind={kind}
      items={kind.list(record)}
      marks={marksOf(marks, card)}
      notice={notice(card)}
      onSave={(list: Entry[], change: ListChange) =>
        save({
          kind: change.type === "delete" ? "delete" : "edit",
          change: (r) =>
            change.type === "delete"
              ? deleteEntry(r, kind.key, change.index)
              : { record: kind.withList(r, list), remap: (p) => p, label: edited(`${kind.entryName} ${change.index + 1}`) },
        })
      }
      onMove={(change) => save({ kind: "move", change })}
    />
  );

  return (
    <div className="profile-cards">
      <PersonalInfoCard
        info={record.personal_info}
        notice={notice("personal")}
        onSave={(info: PersonalInfo) =>
          save({
            kind: "edit",
            change: (r) => ({ record: withPersonal(r, info), remap: (p) => p, label: edited("your personal information") }),
          })
        }
      />
      {entryCard(EDUCATION, "education")}
      {entryCard(WORK, "work")}
      {entryCard(PROJECTS, "projects")}
      <AdditionalInfoCard
        info={record.additional_information}
        notice={notice("additional")}
        onSave={(sections: Section[], change: ListChange) =>
          save({
            kind: change.type === "delete" ? "delete" : "edit",
            change: (r) => ({
              record: withAdditional(r, fromSections(sections)),
              remap: (p) => p,
              label: edited(sections[change.index]?.name || "Additional Information"),
            }),
          })
        }
        onMove={(change) => save({ kind: "move", change })}
      />
    </div>
  );
}
