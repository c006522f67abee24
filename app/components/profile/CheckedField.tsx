// A labelled input whose error is a sentence next to it (never only a colour), tied to it with
// aria-invalid and aria-describedby; an optional hint is described too. Used by the password and
// account-deletion forms.
import { useId } from "react";

export function CheckedField({
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  autoComplete,
  disabled,
  spellCheck,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  spellCheck?: boolean;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        disabled={disabled}
      />
      {hint ? (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
