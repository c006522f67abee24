// A collapsible editor section; every section starts open.
import { useId, useState } from "react";

export function Section({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="card editor-section" aria-labelledby={`${id}-h`}>
      <div className="editor-section__header">
        <h2 id={`${id}-h`}>
          <button
            type="button"
            className="editor-section__toggle"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            <span className="editor-section__chevron" aria-hidden="true">
              {open ? "▾" : "▸"}
            </span>
            {title}
          </button>
        </h2>
        {actions}
      </div>
      <div id={`${id}-body`} className="editor-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
