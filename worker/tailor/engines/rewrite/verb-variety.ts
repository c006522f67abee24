// Consecutive bullets of one experience should not open with the same verb ("Built …", "Built …"): the
// second takes a verb of the same meaning and scope, when one exists that its neighbours do not use.
// Only plain synonyms: never a bigger role ("built" is not "led"), never a different activity.

import { capitalizeFirst } from "../../lexicon/text";
import { tenseOf, verbForms } from "../../lexicon/verbs";

// base → same-meaning verbs, best first. `objects` limits a pair to objects it fits ("wrote the docs"
// may be "authored", "wrote a parser" may not).
const SYNONYMS: Record<string, Array<{ verb: string; objects?: RegExp }>> = {
  build: [{ verb: "develop" }, { verb: "create" }],
  develop: [{ verb: "build" }, { verb: "create" }],
  create: [{ verb: "develop" }, { verb: "build" }],
  write: [
    {
      verb: "author",
      objects:
        /^(?:the |a |an |\d+ )?(?:[\w-]+ ){0,3}(?:articles?|documentation|docs|guides?|copy|posts?|reports?|proposals?|content|press releases|runbooks?|playbooks?|specs?|specifications)\b/i,
    },
  ],
  collaborate: [{ verb: "partner" }],
  improve: [{ verb: "enhance" }],
  reduce: [{ verb: "cut" }],
  cut: [{ verb: "reduce" }],
  contribute: [{ verb: "support", objects: /^to (?!\w+ing\b)/i }],
  prepare: [{ verb: "produce" }],
  track: [{ verb: "monitor" }],
  monitor: [{ verb: "track" }],
};

const firstWord = (text: string) => /^[A-Za-z]+/.exec(text)?.[0] ?? "";

function baseOf(text: string): string | undefined {
  const w = firstWord(text);
  const v = w ? verbForms(w) : undefined;
  const t = tenseOf(w);
  return v && (t === "past" || t === "present") ? v.base : undefined;
}

/** The bullets of one experience with a repeated opening verb varied where a synonym fits. */
export function varyOpeningVerbs(texts: readonly string[], tense: "past" | "present"): string[] {
  const out = [...texts];
  for (let i = 1; i < out.length; i++) {
    const base = baseOf(out[i]!);
    if (!base || base !== baseOf(out[i - 1]!)) continue;
    const word = firstWord(out[i]!);
    const rest = out[i]!.slice(word.length);
    // "cut" is past and present alike: the experience's tense decides.
    const forms0 = verbForms(word)!;
    const past = forms0.past === forms0.base ? tense === "past" : tenseOf(word) === "past";
    const neighbours = new Set([baseOf(out[i - 1]!), baseOf(out[i + 1] ?? "")]);
    for (const alt of SYNONYMS[base] ?? []) {
      if (neighbours.has(alt.verb)) continue;
      let altRest = rest;
      if (alt.verb === "support" && base === "contribute") altRest = rest.replace(/^\s+to\b/i, "");
      if (alt.objects && !alt.objects.test(rest.trimStart())) continue;
      const forms = verbForms(alt.verb);
      if (!forms) continue;
      out[i] = capitalizeFirst(past ? forms.past : forms.base) + altRest;
      break;
    }
  }
  return out;
}
