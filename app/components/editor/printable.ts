// The PDF's embedded font (Noto Sans) covers Latin, Greek and Cyrillic. Letters of other scripts print as '?'
// (see worker/render/text.ts), so the editor warns before the user generates.
const UNPRINTABLE = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/gu;

/** Distinct characters in the texts that the PDF cannot print (at most `limit`). */
export function unprintableCharacters(texts: Iterable<string>, limit = 8): string[] {
  const found = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(UNPRINTABLE)) {
      found.add(m[0]);
      if (found.size >= limit) return [...found];
    }
  }
  return [...found];
}

/** Every string in a value (the chosen resume), depth first. */
export function* allStrings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* allStrings(v);
  else if (value && typeof value === "object") for (const v of Object.values(value)) yield* allStrings(v);
}
