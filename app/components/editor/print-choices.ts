// How the resume will be printed: the design (the one the user chose last, remembered by the server), the page
// size (the paper of the browser's locale unless chosen) and the headings' language (the resume's own unless
// chosen). What the user picks lives in the editor state, so drafts, Back and "Edit again" keep it.
import { useCallback, useEffect, useMemo, useState } from "react";
import { isHeadingLanguage } from "../../../worker/render/headings";
import { DEFAULT_DESIGN, type DesignId, defaultPageSize, isDesignId, isPageSize } from "../../../worker/render/theme";
import { accessToken, api } from "../../lib/api";
import type { Action, EditorState, PrintChoice } from "./model";
import type { PrintChoices } from "./preview-pdf";

/** The browser's preferred locales (navigator.languages), for the default paper. */
const browserLocales = (): readonly string[] => (typeof navigator !== "undefined" ? (navigator.languages ?? [navigator.language]) : []);

async function fetchRememberedDesign(): Promise<DesignId | null> {
  if (!(await accessToken())) return null;
  const res = await api.api.resume.design.$get();
  if (!res.ok) return null;
  const { design } = await res.json();
  return isDesignId(design) ? design : null;
}

async function rememberDesign(design: DesignId): Promise<void> {
  try {
    const res = await api.api.resume.design.$put({ json: { design } });
    if (!res.ok) console.error(`Could not remember the design (HTTP ${res.status}).`);
  } catch (err) {
    console.error("Could not remember the design:", err);
  }
}

export interface PrintSettings {
  /** What the preview and generate_pdf use. */
  print: PrintChoices;
  /** The user's own language choice: null/undefined means "the resume's language". */
  chosenLanguage: PrintChoice["language"];
  choose(change: PrintChoice): void;
  /** The generate_pdf fields for these choices. */
  body: { design: DesignId; page_size: PrintChoices["pageSize"]; headings_language?: NonNullable<PrintChoices["language"]> };
}

export function usePrintSettings(state: EditorState, dispatch: (a: Action) => void): PrintSettings {
  const [remembered, setRemembered] = useState<DesignId | null>(null);
  const own = state.print;
  const chosenDesign = isDesignId(own?.design) ? own.design : undefined;

  useEffect(() => {
    if (chosenDesign) return;
    let live = true;
    fetchRememberedDesign().then(
      (d) => live && setRemembered(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chosenDesign]);

  const print = useMemo<PrintChoices>(() => {
    const language = isHeadingLanguage(own?.language) ? own.language : undefined;
    return {
      design: chosenDesign ?? remembered ?? DEFAULT_DESIGN,
      pageSize: isPageSize(own?.pageSize) ? own.pageSize : defaultPageSize(browserLocales()),
      ...(language ? { language } : {}),
    };
  }, [chosenDesign, remembered, own?.pageSize, own?.language]);

  const choose = useCallback(
    (change: PrintChoice) => {
      dispatch({ type: "setPrint", print: change });
      if (change.design) void rememberDesign(change.design);
    },
    [dispatch],
  );

  const body = useMemo(
    () => ({
      design: print.design,
      page_size: print.pageSize,
      ...(print.language ? { headings_language: print.language } : {}),
    }),
    [print],
  );
  return { print, chosenLanguage: own?.language, choose, body };
}
