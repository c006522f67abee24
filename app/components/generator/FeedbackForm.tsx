import { useId, useState } from "react";
import { FEEDBACK_MAX_CHARS, TEXT } from "./messages";

interface Props {
  /** Resolves true when the feedback was accepted; the textarea clears only then. */
  onSubmit: (message: string) => Promise<boolean>;
}

/** The limited user's variant of the generator: a required message and Submit Feedback. */
export function FeedbackForm({ onSubmit }: Props) {
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const id = useId();
  return (
    <form
      className="feedback"
      onSubmit={async (e) => {
        e.preventDefault();
        if (sending || message.trim() === "") return;
        setSending(true);
        try {
          if (await onSubmit(message)) setMessage("");
        } finally {
          setSending(false);
        }
      }}
    >
      <h1>{TEXT.feedbackHeading}</h1>
      <div className="field">
        <label htmlFor={id} className="visually-hidden">
          Your feedback
        </label>
        <textarea
          id={id}
          required
          maxLength={FEEDBACK_MAX_CHARS}
          placeholder={TEXT.feedbackPlaceholder}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={6}
        />
      </div>
      <div className="generator__actions">
        <button type="submit" className="btn" disabled={sending}>
          {sending ? <span className="spinner" aria-hidden="true" /> : null}
          {TEXT.feedbackSubmit}
        </button>
      </div>
    </form>
  );
}
