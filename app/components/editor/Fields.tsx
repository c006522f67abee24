// Small labelled inputs used across the editor.
import { useId, useState } from "react";
import { useAutoGrow } from "./autogrow";
import { joinList, splitList } from "./model";

export function TextField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  // Sized to its content (within the row's width), so dates and titles are never cut off.
  return (
    <div className="field field--fit">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        size={Math.max(12, value.length + 2)}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A longer text (the summary): a textarea that grows with its content. */
export function TextArea({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="editor-list" rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * Comma-separated list (docs/requirements.md § Input rules: split on ', ', blanks dropped). The raw text is kept while typing, so
 * "Python, " is not rewritten under the cursor; the parsed list goes up on every change. Remount it
 * (key) when the list is replaced from outside, e.g. when a toggle shows the other version.
 */
export function ListField({
  label,
  items,
  onChange,
  hint,
  domId,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  hint?: string;
  /** A fixed id, so another part of the editor can link to this field. */
  domId?: string;
}) {
  const generated = useId();
  const id = domId ?? generated;
  const [text, setText] = useState(() => joinList(items));
  // The raw text is kept while typing; a change made elsewhere (an item added from the requirement map)
  // replaces it. Typing never trips this: the items are then exactly what the text says.
  const [seen, setSeen] = useState(items);
  if (seen !== items) {
    setSeen(items);
    if (joinList(splitList(text)) !== joinList(items)) setText(joinList(items));
  }
  const ref = useAutoGrow(text);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        className="editor-list is-autogrow"
        rows={2}
        value={text}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          onChange(splitList(e.target.value));
        }}
      />
      {hint && (
        <span id={`${id}-hint`} className="muted editor-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
