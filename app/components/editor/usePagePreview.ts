// Keeps an image of page 1 of the resume as it would print, following every change: a render starts a moment
// after the last change, one render runs at a time, and only the newest request is drawn (a render that
// finishes after a newer change is thrown away). The image shown stays until the next one is ready.
import { useEffect, useRef, useState } from "react";
import type { StoredRecord } from "../../../worker/shapes/resume";
import type { PagePreview, PrintChoices } from "./preview-pdf";

export interface PreviewState {
  preview: PagePreview | null;
  /** A newer image is on its way. */
  busy: boolean;
  error: string | null;
}

let queue: Promise<unknown> = Promise.resolve();
/** Renders one after another: two at once would only both be late. */
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const next = queue.then(job, job);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Page 1 of `record` printed with `print`, `cssWidth` CSS pixels wide. `delay` (ms) waits for typing to pause;
 * `enabled` false keeps the last image and renders nothing.
 */
export function usePagePreview(
  record: StoredRecord | null,
  print: PrintChoices,
  cssWidth: number,
  delay: number,
  enabled = true,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, busy: true, error: null });
  const latest = useRef(0);
  const shown = useRef<string | null>(null);
  const { design, pageSize, language } = print;

  useEffect(() => {
    if (!record || !enabled) return;
    const mine = ++latest.current;
    setState((s) => (s.busy ? s : { ...s, busy: true }));
    const timer = setTimeout(() => {
      inTurn(async () => {
        if (latest.current !== mine) return null;
        const { renderPreview } = await import("./preview-pdf");
        return renderPreview(record, { design, pageSize, ...(language ? { language } : {}) }, cssWidth);
      }).then(
        (preview) => {
          if (!preview) return;
          if (latest.current !== mine) return URL.revokeObjectURL(preview.url);
          if (shown.current) URL.revokeObjectURL(shown.current);
          shown.current = preview.url;
          setState({ preview, busy: false, error: null });
        },
        (err: unknown) => {
          // The PDF is still made on the server: a preview that cannot be drawn is worth a warning, not an error.
          console.warn("The preview could not be drawn:", err);
          if (latest.current === mine) setState((s) => ({ ...s, busy: false, error: err instanceof Error ? err.message : String(err) }));
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [record, design, pageSize, language, cssWidth, delay, enabled]);

  useEffect(
    () => () => {
      // Unmounted: no render still in flight may draw, and the last image is released.
      latest.current++;
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );
  return state;
}
