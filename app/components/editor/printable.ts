// What the generated PDF cannot show, so the editor can say so before the user generates. The PDF draws
// Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai, Chinese, Japanese and Korean
// (worker/render/fonts); letters of other scripts print as '?' and emoji are left out (worker/render/text.ts).
import { PRINTABLE_SCRIPTS } from "../../../worker/render/fonts/catalog";

// Emoji drawn as pictures: characters with emoji presentation, or made so by the variation selector U+FE0F.
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;
const INVISIBLE = /[\u200b-\u200f\u2060-\u206f\u{e0000}-\u{e007f}]|[\ufe00-\ufe0f]/u;

function distinct(texts: Iterable<string>, pick: (text: string) => Iterable<string>, limit: number): string[] {
  const found = new Set<string>();
  for (const t of texts) {
    for (const ch of pick(t)) {
      found.add(ch);
      if (found.size >= limit) return [...found];
    }
  }
  return [...found];
}

/** Distinct characters in the texts that the PDF prints as '?' (at most `limit`). Emoji are not among them. */
export function unprintableCharacters(texts: Iterable<string>, limit = 8): string[] {
  return distinct(
    texts,
    function* (t) {
      for (const ch of t.replace(EMOJI, "")) if (!PRINTABLE_SCRIPTS.test(ch) && !INVISIBLE.test(ch)) yield ch;
    },
    limit,
  );
}

/** Distinct emoji in the texts (at most `limit`): the PDF leaves them out. */
export function emojiIn(texts: Iterable<string>, limit = 8): string[] {
  return distinct(texts, (t) => Array.from(t.matchAll(EMOJI), (m) => m[0].replace("\ufe0f", "")), limit);
}

/** Every string in a value (the chosen resume), depth first. */
export function* allStrings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* allStrings(v);
  else if (value && typeof value === "object") for (const v of Object.values(value)) yield* allStrings(v);
}
