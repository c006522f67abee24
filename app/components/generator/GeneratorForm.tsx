import { useId, useState } from "react";
import { JOB_DESCRIPTION_MAX_CHARS, TEXT } from "./messages";

interface Props {
  generating: boolean;
  /** A message from the server about the input itself (e.g. too long), shown under the textarea. */
  inputError?: string | null;
  onGenerate: (jobDescription: string) => void;
}

/** The job-description form: Generate stays disabled while the text is blank or whitespace only. */
export function GeneratorForm({ generating, inputError, onGenerate }: Props) {
  const [text, setText] = useState("");
  const id = useId();
  const hintId = `${id}-hint`;
  const blank = text.trim() === "";
  const tooLong = text.length > JOB_DESCRIPTION_MAX_CHARS;
  return (
    <form
      className="generator"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank && !generating) onGenerate(text);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{TEXT.label}</label>
        <textarea
          id={id}
          className="generator__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={generating}
          aria-describedby={hintId}
          aria-invalid={tooLong || Boolean(inputError) || undefined}
          rows={14}
          placeholder="Job title, responsibilities, requirements…"
        />
        <p id={hintId} className={`generator__count${tooLong ? " is-over" : ""}`} aria-live="polite">
          {tooLong
            ? `${text.length.toLocaleString("en-US")} / ${JOB_DESCRIPTION_MAX_CHARS.toLocaleString("en-US")} characters: please shorten the description to the role and its requirements.`
            : `${text.length.toLocaleString("en-US")} / ${JOB_DESCRIPTION_MAX_CHARS.toLocaleString("en-US")} characters`}
        </p>
        {inputError ? (
          <p className="alert alert--error" role="alert">
            {inputError}
          </p>
        ) : null}
      </div>
      <div className="generator__actions">
        {generating ? (
          <p className="generator__status" role="status">
            <span className="spinner" aria-hidden="true" /> {TEXT.generating}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={blank || generating}>
          {TEXT.generate}
        </button>
      </div>
    </form>
  );
}
