// One character class for every name a user gives that the product writes somewhere else: file names in the
// export archive, the uploaded file's name, the role and company of a generated resume, mail headers. It holds
// what a reader cannot see or what reorders what they see: C0 and C1 controls, bidi marks, embeddings,
// overrides and isolates, zero-width and other invisible format characters, line and paragraph separators,
// Hangul fillers, tag characters and the byte-order mark. Zero-width joiners stay (emoji and Persian need them).
export const UNSEEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180f|\udb40[\udc00-\udc7f]/g;

/** `text` with every unseen character replaced by `by` (runs of them by one). */
export function withoutUnseen(text: string, by = ""): string {
  return text.replace(new RegExp(`(?:${UNSEEN.source})+`, "g"), by);
}
