// The dropzone (docs/requirements.md § Screens, States, Input rules): one PDF by click or drop; 'Uploading...' with a spinner while it
// runs, and under it the steps the server reports as it reaches them (sending, reading the text, finding the
// sections, checking, saving); on failure the message stays under the dropzone; on success the caller shows the
// new profile.
import { useEffect, useId, useRef, useState } from "react";
import { type UploadAnswer, type UploadStage, UPLOAD_PREFIX, uploadResumeFile } from "./client";
import { FileIcon, UploadIcon } from "./icons";

export const UPLOAD_TEXT = {
  prompt: "Click to upload or drag and drop",
  limits: "PDF files only, up to 5MB",
  uploading: "Uploading...",
} as const;

/** The steps shown while an upload runs: the first is the browser sending the file, the rest the server's stages. */
export const UPLOAD_STEPS: ReadonlyArray<{ stage: UploadStage | "sending"; label: string }> = [
  { stage: "sending", label: "Sending your PDF" },
  { stage: "reading", label: "Reading your PDF" },
  { stage: "sections", label: "Finding sections and dates" },
  { stage: "checking", label: "Checking what we found" },
  { stage: "saving", label: "Saving your profile" },
];

const looksLikePdf = (f: File) => f.type === "application/pdf" || /\.pdf$/i.test(f.name);

export function UploadArea({
  onUploaded,
  heading,
  intro,
}: {
  onUploaded: (answer: UploadAnswer) => void;
  heading?: string;
  intro?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [step, setStep] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // A file dropped just beside the zone would make the browser open it and leave the page (and any open edit).
  useEffect(() => {
    const keep = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
    };
    window.addEventListener("dragover", keep);
    window.addEventListener("drop", keep);
    return () => {
      window.removeEventListener("dragover", keep);
      window.removeEventListener("drop", keep);
    };
  }, []);

  const start = async (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    if (uploading || list.length === 0) return;
    if (list.length > 1) return setError(`${UPLOAD_PREFIX}Please upload one file at a time.`);
    const file = list[0]!;
    if (!looksLikePdf(file)) return setError(`${UPLOAD_PREFIX}Only PDF files can be uploaded.`);
    setError(null);
    setFileName(file.name);
    setUploading(true);
    setStep(0);
    try {
      const answer = await uploadResumeFile(file, (stage) =>
        setStep((cur) =>
          Math.max(
            cur,
            UPLOAD_STEPS.findIndex((s) => s.stage === stage),
          ),
        ),
      );
      setUploading(false);
      onUploaded(answer);
    } catch (err) {
      setUploading(false);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="upload">
      {heading ? <h2 className="upload__heading">{heading}</h2> : null}
      {intro ? <p className="muted upload__intro">{intro}</p> : null}
      <label
        htmlFor={inputId}
        className={`dropzone${dragging ? " dropzone--active" : ""}${uploading ? " dropzone--busy" : ""}${error ? " dropzone--error" : ""}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void start(e.dataTransfer.files);
        }}
      >
        {uploading ? (
          <span className="dropzone__status" role="status" aria-live="polite">
            <span className="spinner spinner--lg" aria-hidden="true" />
            <span className="dropzone__title">{UPLOAD_TEXT.uploading}</span>
            {fileName ? (
              <span className="dropzone__file">
                <FileIcon /> {fileName}
              </span>
            ) : null}
            <span className="upload-steps">
              {UPLOAD_STEPS.map((s, k) => (
                <span
                  key={s.stage}
                  className={`upload-step upload-step--${k < step ? "done" : k === step ? "now" : "next"}`}
                  aria-current={k === step ? "step" : undefined}
                >
                  <span className="upload-step__mark" aria-hidden="true">
                    {k < step ? "✓" : k === step ? <span className="spinner spinner--xs" /> : ""}
                  </span>
                  {s.label}
                  {k < step ? <span className="visually-hidden"> (done)</span> : null}
                </span>
              ))}
            </span>
          </span>
        ) : (
          <>
            <span className="dropzone__icon">
              <UploadIcon />
            </span>
            <span className="dropzone__title">{UPLOAD_TEXT.prompt}</span>
            <span className="dropzone__hint">{UPLOAD_TEXT.limits}</span>
          </>
        )}
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Upload your resume (PDF)"
          aria-describedby={error ? errorId : undefined}
          disabled={uploading}
          onChange={(e) => void start(e.target.files)}
        />
      </label>
      {error ? (
        <p id={errorId} className="alert alert--error upload__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
