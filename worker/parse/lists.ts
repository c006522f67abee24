// Stage 5b: list sections (skills, languages, certifications, interests...) → single items.
import { continues, joinWrapped } from "./blocks.ts";
import { isDateLike } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { collapse, titleCase } from "./text.ts";
import type { Line, SectionKind } from "./types.ts";

interface Para {
  text: string;
  bullet: boolean;
  textX: number;
  /** Where the item's bullet glyph starts (a list set inside wraps back under it). */
  glyphX?: number;
  last: Line;
  /** A label printed in its own segment before the items. */
  label?: string;
}

// "Frameworks: React, Vue" — a short label of words (no digits: "Oceanography 66: 1203" is a citation wrapping).
const LABEL = /^([\p{L}][\p{L} &/+#.'’()-]{1,30}?)\s*:\s+(.+)$/u;

function paragraphs(lines: Line[], kind: SectionKind): Para[] {
  const out: Para[] = [];
  for (const [li, l] of lines.entries()) {
    const last = out[out.length - 1];
    // A sub-heading inside a list section (Europass "Job-related skills" in its label column, items indented
    // well to its right) labels what follows; it is not an item itself.
    const next = lines[li + 1];
    if (!l.bullet && l.segs.length === 1 && next && next.x0 - l.x0 >= 2 * l.size && headingKind(l.text.replace(/:$/, "")) !== null)
      continue;
    // List items may start in lower case (iOS, isiZulu, pandas): only a full previous line continues.
    if (last && !LABEL.test(l.text) && continues(last.last, l, last.textX, true, false, last.glyphX)) {
      last.text = joinWrapped(last.text, l.text);
      last.last = l;
    } else {
      // Right-aligned extras on one line ("Python   Expert") read as one item with a space.
      // "Mother tongue(s) ‖ German": a first segment that names a section is a label for the rest.
      const head = l.segs[0].text.replace(/:$/, "");
      const shortLabel =
        (kind === "skills" || kind === "languages") && head.length <= 25 && !/,/.test(head) && /,/.test(l.segs[1]?.text ?? "");
      if (l.segs.length === 2 && (headingKind(head) || shortLabel)) {
        out.push({ text: l.text, bullet: l.bullet, textX: l.segs[1]!.x0, last: l, label: l.segs[0].text.replace(/:$/, "") });
        continue;
      }
      // Europass grid: "Other language(s) ‖ English ‖ C1", then "German ‖ B1" on the rows below.
      const [s0, s1, s2] = l.segs;
      if (l.segs.length === 3 && s1 && s2 && headingKind(head) === "languages" && HUMAN_LANGUAGES.test(s1.text) && LEVEL.test(s2.text)) {
        out.push({ text: `${head} ${s1.text} (${s2.text})`, bullet: l.bullet, textX: s1.x0, last: l, label: head });
        continue;
      }
      if (
        kind === "skills" &&
        l.segs.length === 2 &&
        s0 &&
        s1 &&
        HUMAN_LANGUAGES.test(s0.text) &&
        s0.text.split(" ").length <= 2 &&
        LEVEL.test(s1.text) &&
        s1.text.split(" ").length <= 4
      ) {
        out.push({ text: `Languages ${s0.text} (${s1.text})`, bullet: l.bullet, textX: l.x0, last: l, label: "Languages" });
        continue;
      }
      // "French ‖ Mother tongue": a language and its level in two cells make one item, "French (Mother tongue)".
      const level = l.segs[1];
      // The same for a skill and its level ("Python ‖ Expert").
      const levelled =
        kind === "languages" ? HUMAN_LANGUAGES.test(head) && head.split(" ").length <= 2 : kind === "skills" && head.split(" ").length <= 4;
      if (l.segs.length === 2 && level && levelled && LEVEL.test(level.text) && level.text.split(" ").length <= 4) {
        out.push({ text: `${head} (${level.text})`, bullet: l.bullet, textX: l.x0, last: l });
        continue;
      }
      // Items set apart by wide gaps on one line ("pills", tab-separated skills) are separate items.
      // Each cell wraps under itself, so the next row (starting at the line's left) is not its continuation.
      if (l.segs.length > 1 && !l.segs.some((s) => /,/.test(s.text)))
        for (const s of l.segs) out.push({ text: s.text, bullet: l.bullet, textX: s.x0, last: l });
      else out.push({ text: l.text, bullet: l.bullet, textX: l.x0, glyphX: l.glyphX, last: l });
    }
  }
  return out;
}

/** Splits "a, b; c | d" at top level (not inside parentheses). */
export function splitItems(text: string, commas: boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    if (ch === ")" || ch === "]") depth = Math.max(0, depth - 1);
    const sepHere =
      depth === 0 && ((commas && (ch === "," || ch === ";")) || ch === "|" || ch === "•" || ch === "·" || ch === "●" || ch === "▪");
    if (sepHere) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  const items = out
    .map((s) =>
      collapse(s)
        .replace(/^[-–—*]\s+/, "")
        .replace(/[.;,]$/, ""),
    )
    .filter((s) => s.length > 0);
  // Commas split lists of short items; in a sentence, a citation or "Award, 2022" they are just punctuation.
  if (commas && items.length > 1 && items.some((i) => i.split(" ").length > 6 || isDateLike(i))) return splitItems(text, false);
  return items;
}

const HUMAN_LANGUAGES =
  /\b(english|french|german|spanish|portuguese|italian|dutch|swedish|norwegian|danish|finnish|icelandic|polish|czech|slovak|hungarian|romanian|bulgarian|greek|turkish|russian|ukrainian|arabic|hebrew|persian|farsi|hindi|urdu|bengali|tamil|telugu|kannada|malayalam|marathi|gujarati|punjabi|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|malay|indonesian|tagalog|filipino|swahili|yoruba|igbo|hausa|amharic|irish|welsh|catalan|basque|galician|serbian|croatian|slovenian|lithuanian|latvian|estonian|afrikaans|zulu|latin|français|anglais|allemand|espagnol|deutsch|englisch|español|inglés)\b/iu;

const LEVEL =
  /^(?:expert|master|novice|skilled|strong|familiar|native|mother tongue|first language|bilingual|fluent|proficient|advanced|upper[- ]intermediate|intermediate|basic|beginner|elementary|conversational|professional(?: working)?(?: proficiency)?|full professional proficiency|limited working proficiency|business(?: fluent)?|working knowledge|good|very good|excellent|[ABC][12](?:\s*\(.*\))?|muttersprache|fließend|verhandlungssicher|gut|grundkenntnisse|courant|natif|langue maternelle|nativo|avanzado|intermedio|básico)\b/i;

const CERTIFICATE = /\b(certified|certificate|certification|licen[cs]ed?|accredited|chartered)\b/i;

const mostlyHumanLanguages = (items: string[]) => items.filter((i) => HUMAN_LANGUAGES.test(i)).length >= Math.ceil(items.length / 2);

/** Where a labelled line's items go: its label's own section when it names one, else the section's key. */
function keyForLabel(label: string, items: string[], kind: SectionKind, sectionKey: string): string {
  const lk = headingKind(label);
  // "Languages: Java, Python" inside Skills are programming languages; "Mother tongue(s): German" is spoken.
  if (lk === "languages" && (kind !== "skills" || mostlyHumanLanguages(items))) return "Languages";
  if (lk === "certifications") return "Certifications";
  if (lk === "other") return titleCase(label);
  if (kind === "skills" || lk === "skills" || lk === "languages") return "Technical Skills";
  if (kind === "languages") return "Languages";
  return sectionKey;
}

/** Items of a list section, keyed for additional_information. Labelled lines ("Tools: a, b") lose their label. */
export function listItems(lines: Line[], kind: SectionKind, key: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (k: string, items: string[]) => {
    if (items.length) out[k] = [...(out[k] ?? []), ...items];
  };
  const splitBullets = kind === "skills" || kind === "languages";
  for (const p of paragraphs(lines, kind)) {
    const labelled = LABEL.exec(p.text) ?? (p.label ? [p.text, p.label, p.text.slice(p.label.length).trim()] : null);
    if (labelled && (kind !== "other" && kind !== "certifications" ? true : headingKind(labelled[1]) !== null)) {
      const label = labelled[1].trim();
      const k = keyForLabel(label, splitItems(labelled[2], true), kind, key);
      add(k, splitItems(labelled[2], k !== "Certifications"));
      continue;
    }
    // A certificate or licence listed among skills is kept whole under Certifications.
    if (kind === "skills" && CERTIFICATE.test(p.text) && !/,.*,/.test(p.text.replace(/\([^)]*\)/g, ""))) {
      add("Certifications", [collapse(p.text).replace(/[.;]$/, "")]);
      continue;
    }
    add(key, p.bullet && !splitBullets ? [collapse(p.text)] : splitItems(p.text, true));
  }
  return out;
}
