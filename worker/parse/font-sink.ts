// pdf.js gives every embedded font to the page's document, so that a canvas could draw text with it. Where there is
// no document able to take a font (Node, workerd), it compiles the outline of every glyph it meets instead and
// sends each one across: about a quarter of its work on a resume. Nothing is ever drawn from a parse, so pdf.js gets
// a document (its `ownerDocument` option) whose font set keeps nothing, and a FontFace that is ready at once.

/** A font pdf.js would install: ready at once, never drawn with. */
class UndrawnFontFace {
  readonly family: string;
  readonly loaded: Promise<UndrawnFontFace>;
  constructor(family: string) {
    this.family = family;
    this.loaded = Promise.resolve(this);
  }
}

const fontSinkDocument = { fonts: { add: () => undefined, delete: () => undefined } };

/**
 * The document to open PDFs against. Installs the stand-in FontFace only where the runtime has none (workerd, Node);
 * a runtime with real fonts is left alone.
 */
export function fontSink(): object {
  const scope = globalThis as { FontFace?: unknown };
  scope.FontFace ??= UndrawnFontFace;
  return fontSinkDocument;
}
