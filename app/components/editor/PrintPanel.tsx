// Design, page size and headings' language, each design with a live thumbnail, and the preview: page 1 of the
// real PDF as it will print (preview-pdf.ts), with the page count, before Generate Resume.
import { type RefObject, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { HEADING_LANGUAGES, HEADINGS } from "../../../worker/render/headings";
import { resolveChosen } from "../../../worker/render/resolve";
import { DESIGN_IDS, type DesignId, PAGE_SIZE_IDS } from "../../../worker/render/theme";
import { chosenResume, type EditorState } from "./model";
import type { PrintSettings } from "./print-choices";
import "./print.css";
import { type PreviewState, usePagePreview } from "./usePagePreview";

export const DESIGN_TEXT: Record<DesignId, { name: string; about: string }> = {
  classic: { name: "Classic", about: "One column, centred header, dense like the LaTeX classics" },
  compact: { name: "Compact", about: "Smaller type and margins, made to fit one page" },
  modern: { name: "Modern", about: "A tinted side column for skills and lists" },
};

const PAGE_SIZE_TEXT = { A4: "A4", Letter: "US Letter" } as const;
/** Preview widths in CSS pixels: the preview card and a thumbnail. */
const PREVIEW_WIDTH = 460;
const THUMB_WIDTH = 104;

export const pagesText = (n: number) => `${n} ${n === 1 ? "page" : "pages"}`;

export function PrintPanel({ state, settings }: { state: EditorState; settings: PrintSettings }) {
  const deferred = useDeferredValue(state);
  const { resume, modes, skills } = deferred;
  // Only what prints: the role, a draft's timestamp or the print choices do not make a new record.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record depends on these three parts of the state only
  const record = useMemo(() => resolveChosen(chosenResume(deferred)), [resume, modes, skills]);
  const { print } = settings;
  const card = useRef<HTMLDivElement>(null);
  // Nothing is drawn while the card is out of sight (a phone shows the form or the preview, not both).
  const seen = useInView(card);
  const main = usePagePreview(record, print, PREVIEW_WIDTH, 60, seen);
  // The other designs' thumbnails follow once typing has paused; the chosen one shows the preview itself.
  const thumbs: Record<DesignId, PreviewState> = {
    classic: usePagePreview(record, { ...print, design: "classic" }, THUMB_WIDTH, 700, seen && print.design !== "classic"),
    compact: usePagePreview(record, { ...print, design: "compact" }, THUMB_WIDTH, 700, seen && print.design !== "compact"),
    modern: usePagePreview(record, { ...print, design: "modern" }, THUMB_WIDTH, 700, seen && print.design !== "modern"),
  };
  const shown = main.preview;
  const detected = shown?.language ?? "en";

  return (
    <div className="card preview-card" ref={card}>
      <h2>Design and preview</h2>
      <fieldset className="design-choices">
        <legend>Design</legend>
        {DESIGN_IDS.map((id) => {
          const thumb = id === print.design ? shown : thumbs[id].preview;
          return (
            <label key={id} className="design-choice" data-selected={id === print.design || undefined}>
              <input
                type="radio"
                name="resume-design"
                value={id}
                checked={id === print.design}
                onChange={() => settings.choose({ design: id })}
              />
              <span className="design-choice__thumb" data-testid={`design-thumb-${id}`}>
                {thumb ? <img src={thumb.url} alt="" /> : <span className="spinner" aria-hidden="true" />}
              </span>
              <span className="design-choice__name">{DESIGN_TEXT[id].name}</span>
              <span className="design-choice__about">{DESIGN_TEXT[id].about}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="print-options">
        <fieldset className="print-options__size">
          <legend>Page size</legend>
          {PAGE_SIZE_IDS.map((size) => (
            <label key={size} className="print-options__choice">
              <input
                type="radio"
                name="resume-page-size"
                value={size}
                checked={print.pageSize === size}
                onChange={() => settings.choose({ pageSize: size })}
              />
              {PAGE_SIZE_TEXT[size]}
            </label>
          ))}
        </fieldset>
        <label className="print-options__language">
          <span>Section headings</span>
          <select
            value={settings.chosenLanguage ?? ""}
            onChange={(e) => settings.choose({ language: e.target.value ? (e.target.value as (typeof HEADING_LANGUAGES)[number]) : null })}
          >
            <option value="">Language of the resume ({HEADINGS[detected].label})</option>
            {HEADING_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {HEADINGS[l].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagePreviewFigure state={main} pageSize={print.pageSize} />
    </div>
  );
}

/**
 * Whether the element is on screen (displayed and near the viewport). True until the browser first says otherwise
 * (its first report comes within a frame, before a render would start) and where it cannot tell.
 */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

function PagePreviewFigure({ state, pageSize }: { state: PreviewState; pageSize: "A4" | "Letter" }) {
  const { preview, busy, error } = state;
  const summary = preview
    ? `${DESIGN_TEXT[preview.design].name} · ${PAGE_SIZE_TEXT[preview.pageSize]} · ${pagesText(preview.pages)}${preview.fitLevel ? ", spacing tightened to fit" : ""}`
    : "";
  return (
    <figure className="page-preview" aria-busy={busy}>
      <figcaption className="page-preview__summary" aria-live="polite" data-testid="preview-summary">
        {summary || (error ? "" : "Drawing the preview…")}
      </figcaption>
      {error && !preview ? (
        <p className="alert alert--warning" role="status">
          The preview could not be drawn. Generate Resume still makes your PDF.
        </p>
      ) : null}
      {preview ? (
        <img
          className="page-preview__image"
          data-testid="resume-preview"
          data-design={preview.design}
          data-page-size={preview.pageSize}
          data-pages={preview.pages}
          src={preview.url}
          width={preview.width}
          height={preview.height}
          alt={`Page 1 of ${pagesText(preview.pages)} of your resume, ${DESIGN_TEXT[preview.design].name} design, ${PAGE_SIZE_TEXT[preview.pageSize]}`}
        />
      ) : (
        <div className="page-preview__placeholder" data-page-size={pageSize} />
      )}
    </figure>
  );
}
