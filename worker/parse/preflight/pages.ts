// The page objects pdf.js may read, found the way pdf.js finds them: from every catalogue a trailer (or any
// dictionary with /Root) may name, down /Pages and /Kids, where a node is a page when its /Type is /Page or it has
// no /Kids, whatever else it says. Every definition of every node is walked, each once; objects typed /Page
// anywhere in the file are added too (an old revision's pages, or a tree pdf.js rebuilds). With each page: how
// many times /Kids arrays list it (pdf.js reads a page listed twice twice).
import type { ObjectIndex, PdfObj } from "./objects.ts";
import { type Dict, isDict, isRef, nameOf, type Value } from "./values.ts";

export function pageObjects(index: ObjectIndex, trailers: Dict[]): { obj: PdfObj; times: number }[] {
  const times = new Map<PdfObj, number>();
  const seen = new Set<object>();
  const isPage = (d: Dict) => index.get(d, "Type").some((t) => nameOf(t) === "Page") || !d.has("Kids");
  const page = (o: PdfObj, listed: number) => times.set(o, (times.get(o) ?? 0) + listed);

  // Nodes still to visit: a reference (every definition of it) or a dictionary written inline in a /Kids array.
  const stack: Value[] = [];
  const roots = [...trailers, ...index.all.map((o) => o.stream?.dict ?? o.value).filter(isDict)].filter((d) => d.has("Root"));
  for (const t of roots) for (const cat of index.get(t, "Root")) if (isDict(cat) && cat.has("Pages")) stack.push(cat.get("Pages")!);

  while (stack.length) {
    const v = stack.pop()!;
    index.work.spend(1);
    if (isRef(v)) {
      for (const o of index.objects(v)) {
        if (!isDict(o.value) || o.stream) continue;
        if (isPage(o.value)) {
          page(o, 1);
          continue;
        }
        if (seen.has(o)) continue;
        seen.add(o);
        node(o.value);
      }
    } else if (isDict(v) && !seen.has(v)) {
      seen.add(v);
      node(v);
    }
  }

  function node(d: Dict) {
    const kids = index.get(d, "Kids").filter(Array.isArray);
    if (kids.length === 0 && isPage(d)) page({ value: d }, 1);
    for (const list of kids) for (const k of list) stack.push(k);
  }

  for (const o of index.all) {
    if (isDict(o.value) && !o.stream && !times.has(o) && index.get(o.value, "Type").some((t) => nameOf(t) === "Page")) times.set(o, 1);
  }
  return [...times].map(([obj, n]) => ({ obj, times: Math.max(1, n) }));
}
