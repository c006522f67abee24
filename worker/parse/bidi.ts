// A PDF draws right-to-left text in visual order (left to right on the page). pdf.js's text extraction turns each
// item back into reading order with a simplified bidirectional algorithm; the parser reads the operator list itself
// (worker/parse/textitems.ts), so it applies the same simplified rules here: the base direction is right-to-left
// unless right-to-left characters are under 30% of an item longer than four characters, weak and neutral types
// are resolved (numbers, separators, marks), then runs are reversed level by level.
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

function typeOf(code: number, ch: string): string {
  if (code <= 0xff || (code >= 0x600 && code <= 0x6ff)) return bidi.getBidiCharTypeName(ch);
  if (code >= 0x590 && code <= 0x5f4) return "R";
  if ((code >= 0x700 && code <= 0x8ac) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return "AL";
  return "L";
}

const odd = (n: number) => (n & 1) === 1;

/** The item's text in reading order, and whether its base direction is right-to-left. */
export function logicalOrder(text: string): { str: string; rtl: boolean } {
  const n = text.length;
  // Only these ranges hold right-to-left letters or Arabic digits: most items skip the work.
  if (n === 0 || !/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text)) return { str: text, rtl: false };
  const chars: string[] = new Array(n);
  const types: string[] = new Array(n);
  let strongRtl = 0;
  for (let i = 0; i < n; i++) {
    chars[i] = text.charAt(i);
    const t = typeOf(text.charCodeAt(i), chars[i]!);
    if (t === "R" || t === "AL" || t === "AN") strongRtl++;
    types[i] = t;
  }
  if (strongRtl === 0) return { str: text, rtl: false };
  const base = strongRtl / n < 0.3 && n > 4 ? 0 : 1;
  const levels: number[] = new Array(n).fill(base);
  const edge = odd(base) ? "R" : "L";
  // Non-spacing marks take the type of what they follow.
  let prev = edge;
  for (let i = 0; i < n; i++) {
    if (types[i] === "NSM") types[i] = prev;
    else prev = types[i]!;
  }
  // European digits after Arabic letters are Arabic digits; Arabic letters are right-to-left letters.
  let strong = edge;
  for (let i = 0; i < n; i++) {
    const t = types[i];
    if (t === "EN") types[i] = strong === "AL" ? "AN" : "EN";
    else if (t === "R" || t === "L" || t === "AL") strong = t;
  }
  for (let i = 0; i < n; i++) if (types[i] === "AL") types[i] = "R";
  // A single separator between two numbers of one kind joins them.
  for (let i = 1; i < n - 1; i++) {
    if (types[i] === "ES" && types[i - 1] === "EN" && types[i + 1] === "EN") types[i] = "EN";
    if (types[i] === "CS" && (types[i - 1] === "EN" || types[i - 1] === "AN") && types[i + 1] === types[i - 1]) types[i] = types[i - 1]!;
  }
  // Currency and percent signs next to European digits belong to the number.
  for (let i = 0; i < n; i++) {
    if (types[i] !== "EN") continue;
    for (let j = i - 1; j >= 0 && types[j] === "ET"; j--) types[j] = "EN";
    for (let j = i + 1; j < n && types[j] === "ET"; j++) types[j] = "EN";
  }
  for (let i = 0; i < n; i++) {
    const t = types[i];
    if (t === "WS" || t === "ES" || t === "ET" || t === "CS") types[i] = "ON";
  }
  strong = edge;
  for (let i = 0; i < n; i++) {
    const t = types[i];
    if (t === "EN") types[i] = strong === "L" ? "L" : "EN";
    else if (t === "R" || t === "L") strong = t;
  }
  // A run of neutrals between two strong types of the same direction takes that direction.
  for (let i = 0; i < n; i++) {
    if (types[i] !== "ON") continue;
    let end = i + 1;
    while (end < n && types[end] === "ON") end++;
    let before = edge;
    for (let j = i - 1; j >= 0; j--) {
      const t = types[j];
      if (t === "L") {
        before = "L";
        break;
      }
      if (t === "R" || t === "EN" || t === "AN") {
        before = "R";
        break;
      }
    }
    let after = edge;
    for (let j = end; j < n; j++) {
      const t = types[j];
      if (t === "L") {
        after = "L";
        break;
      }
      if (t === "R" || t === "EN" || t === "AN") {
        after = "R";
        break;
      }
    }
    if (before === after) types.fill(before, i, end);
    i = end - 1;
  }
  for (let i = 0; i < n; i++) if (types[i] === "ON") types[i] = edge;
  for (let i = 0; i < n; i++) {
    const t = types[i];
    if (!odd(levels[i]!)) {
      if (t === "R") levels[i]! += 1;
      else if (t === "AN" || t === "EN") levels[i]! += 2;
    } else if (t === "L" || t === "AN" || t === "EN") levels[i]! += 1;
  }
  let highest = -1;
  let lowestOdd = 99;
  for (const l of levels) {
    if (l > highest) highest = l;
    if (l < lowestOdd && odd(l)) lowestOdd = l;
  }
  const reverse = (from: number, to: number) => {
    for (let a = from, b = to - 1; a < b; a++, b--) [chars[a], chars[b]] = [chars[b]!, chars[a]!];
  };
  for (let level = highest; level >= lowestOdd; level--) {
    let start = -1;
    for (let i = 0; i < n; i++) {
      if (levels[i]! < level) {
        if (start >= 0) {
          reverse(start, i);
          start = -1;
        }
      } else if (start < 0) start = i;
    }
    if (start >= 0) reverse(start, n);
  }
  // pdf.js drops angle brackets from reordered text; kept so both readers agree.
  const str = chars.join("").replace(/[<>]/g, "");
  return { str, rtl: base === 1 };
}
