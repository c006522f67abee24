// What a caller chooses about a rendered resume. Its own module so that index.ts (which loads pdf.ts lazily)
// and pdf.ts do not import each other.
import type { FontLibrary } from "./fonts/catalog";
import type { HeadingLanguage } from "./headings";
import type { DesignId, PageSize } from "./theme";

export interface RenderOptions {
  /** Default A4. */
  pageSize?: PageSize;
  /** Default classic. */
  design?: DesignId;
  /** The language of the section headings; by default the one the resume is written in (headings.ts). */
  language?: HeadingLanguage;
  /**
   * Where fonts come from: the catalogue of font files and a loader for one file's bytes. Only the files
   * holding characters the resume uses are loaded (worker/fonts serves them from static assets).
   */
  fonts: FontLibrary;
  /** Document title; default '<name> – Resume'. */
  title?: string;
  /** Document author; default the resume's name. */
  author?: string;
  /** Creator/producer metadata; default 'TailorCV'. */
  productName?: string;
}
