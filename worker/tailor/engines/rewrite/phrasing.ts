// Wording polish for one responsibility that keeps the claim word for word:
//  - shorthand names of tools become their proper names even when the job does not ask for them
//    ("JS" → "JavaScript", "k8s" → "Kubernetes", "a11y" → "accessibility"): a recruiter or an ATS reads
//    the proper name; the job's own spelling still wins when it uses the shorthand,
//  - the job's phrasing for the same activity, only when the job uses it ("query tuning" → "query
//    performance tuning", "search engine optimisation" → "SEO", "unit tests" → "automated unit tests"),
//  - "over 200 staff" → "200+ staff" (same number, fewer words),
//  - a figure goes before the target it sets ("the team's satisfaction target of 90%" → "the team's 90%
//    satisfaction target"),
//  - a figure left dangling at the end goes in brackets ("…, 600 GitHub stars" → "… (600 GitHub stars)"),
//  - a project bullet with no object names the project ("Built with Django …" → "Built the course
//    scheduler web app with Django …"), from the project's own title.

import { tokenize } from "../../lexicon/text";
import { verbForms } from "../../lexicon/verbs";
import { findTerms } from "../../lexicon/vocabulary";

/** Shorthand as written → proper name. Case-sensitive on purpose: "TS" is TypeScript, "ts" is not. */
const SHORTHAND: Record<string, string> = {
  JS: "JavaScript",
  js: "JavaScript",
  TS: "TypeScript",
  k8s: "Kubernetes",
  K8s: "Kubernetes",
  K8S: "Kubernetes",
  kube: "Kubernetes",
  Postgres: "PostgreSQL",
  postgres: "PostgreSQL",
  ReactJS: "React",
  "React JS": "React",
  Reactjs: "React",
  NodeJS: "Node.js",
  Nodejs: "Node.js",
  "Node JS": "Node.js",
  Node: "Node.js",
  VueJS: "Vue.js",
  Vuejs: "Vue.js",
  a11y: "accessibility",
  A11y: "Accessibility",
  "vanilla JS": "vanilla JavaScript",
  NextJS: "Next.js",
  "Next JS": "Next.js",
  NuxtJS: "Nuxt",
  "Nuxt JS": "Nuxt",
  "Nest JS": "NestJS",
  ExpressJS: "Express",
  "Express JS": "Express",
};

/**
 * "Three JS", "Ember JS": a bare JS/TS after a capitalised word is half of another name, not the language.
 * "Node pools in the GKE cluster": a capitalised "Node" among cluster words is a machine, not Node.js.
 */
export function halfOfAnotherName(text: string, start: number, surface: string): boolean {
  if (surface === "Node") return /\b(?:clusters?|kubernetes|k8s|pods?|nodes|gke|eks|aks|pools?|autoscal\w*)\b/i.test(text);
  return /^(?:JS|TS)$/i.test(surface) && /\p{Lu}[\p{L}\d]*\s$/u.test(text.slice(Math.max(0, start - 20), start));
}

/**
 * Shorthand names → proper names. `jobText` is the job description lower-cased: a shorthand the job
 * itself uses ("Postgres") is the job's wording and stays.
 */
export function properNames(text: string, jobText: string): string {
  let out = text;
  for (const hit of findTerms(text).reverse()) {
    const to = SHORTHAND[hit.surface];
    if (!to || hit.form.evidenceOnly) continue;
    if (halfOfAnotherName(text, hit.start, hit.surface)) continue;
    if (new RegExp(`(?<![\\w.])${hit.surface.toLowerCase().replace(/[.]/g, "\\.")}(?![\\w])`).test(jobText)) continue;
    out = out.slice(0, hit.start) + to + out.slice(hit.end);
  }
  return out;
}

// [bullet wording, job wording]: the same activity said two ways. The bullet's wording becomes the job's
// only when the job uses it and the bullet does not already.
const SAME_ACTIVITY: Array<[RegExp, string]> = [
  [/\bquery tuning\b/i, "query performance tuning"],
  [/\bquery tuning\b/i, "query optimization"],
  [/\bsearch engine optimi[sz]ation\b/i, "SEO"],
  [/\b(?:help ?desk|customer) tickets\b/i, "support tickets"],
  [/\bpairing sessions\b/i, "pair programming"],
];

export function jobPhrasing(text: string, jobText: string): string {
  let out = text;
  // Unit, integration and end-to-end tests are automated tests: the job's word goes in front, once.
  if (/\bautomated (?:tests|testing)\b/.test(jobText) && !/\bautomated\b/i.test(out)) {
    out = out.replace(/\b(?:unit|integration|end-to-end|e2e) tests\b/i, (w) => `automated ${w}`);
  }
  for (const [from, to] of SAME_ACTIVITY) {
    const toLow = to.toLowerCase();
    if (!jobText.includes(toLow) || out.toLowerCase().includes(toLow)) continue;
    out = out.replace(from, (w) => (/^[A-Z]/.test(w) && !/^[A-Z]/.test(to) ? to[0]!.toUpperCase() + to.slice(1) : to));
  }
  return out;
}

/** "over 200 staff" / "more than 200 staff" → "200+ staff". */
export function plusNumbers(text: string): string {
  // "over 12 months" is a period, not a quantity: durations keep their "over".
  return text.replace(
    /\b(?:over|more than|in excess of)\s+(\d[\d,.]*)(?=\s+[a-z])(?!\s+(?:months?|years?|weeks?|days?|hours?|quarters?|semesters?|decades?)\b)/gi,
    "$1+",
  );
}

/** "Cut p99 latency by half" → "Halved p99 latency": the plain verb, not a figure spelled out after it. */
export function halved(text: string, tense: "past" | "present"): string {
  const m = /^(?:Cut|Reduced|Reduce|Decreased|Decrease|Lowered|Lower)\s+(.+?)\s+by half\b/.exec(text);
  if (!m) return text;
  // "Cut" reads as past or present; a result that is already halved is told in the past.
  const present = /^(?:Reduce|Decrease|Lower)$/.test(text.split(" ")[0]!) && tense === "present";
  return `${present ? "Halve" : "Halved"} ${m[1]!}${text.slice(m[0].length)}`;
}

/** "Wrote a library in Go, 600 GitHub stars" → "Wrote a library in Go (600 GitHub stars)": a verbless figure at the end. */
export function bracketTrailingFigure(text: string): string {
  // A qualifier stays with its figure ("…, up to 400 cartons per trailer" → "… (up to 400 cartons per trailer)").
  const m =
    /^([^()]*[\p{L}\d)]), ((?:(?:up to|about|around|roughly|approximately|nearly|over) )?\d[\d,.]*[+kKmM%]?(?: [\p{L}][\p{L}\d-]*){1,3})$/u.exec(
      text,
    );
  // "Managed 3 clinics, 45 staff" is a list of figures, not one figure left over.
  if (!m || /\d/.test(m[1]!)) return text;
  // A verb in the tail makes it a clause of its own ("…, 3 teams adopted it"), not a figure.
  if (tokenize(m[2]!).some((t) => /\p{L}ed$/u.test(t.low) || (verbForms(t.low) && !/s$/.test(t.low) && !/^(?:up|about|over)$/.test(t.low))))
    return text;
  return `${m[1]!} (${m[2]!})`;
}

/** "Built with Django and PostgreSQL" under the project "Course scheduler web app" → "Built the course scheduler web app with …". */
export function nameTheProject(text: string, projectTitle: string | undefined): string {
  const title = (projectTitle ?? "").trim();
  if (!title || title.split(/\s+/).length > 6 || /[,:;()]/.test(title)) return text;
  const m = /^((?:Built|Developed|Created|Designed|Made|Build|Develop|Create|Design|Make)) (with|using|in) /.exec(text);
  if (!m) return text;
  // The title keeps its capitals except a plain first word ("Course scheduler" → "course scheduler").
  const first = title.split(/\s+/)[0]!;
  const named = /^\p{Lu}\p{Ll}+$/u.test(first) ? first.toLowerCase() + title.slice(first.length) : title;
  return `${m[1]!} the ${named} ${text.slice(m[1]!.length + 1)}`;
}

/** "the team's customer satisfaction target of 90%" → "the team's 90% customer satisfaction target". */
export function figureBeforeTarget(text: string): string {
  return text.replace(
    /\b(the|the team's|the company's|our|my|its|their) ((?:[\p{L}-]+ ){0,3})(target|goal|quota|benchmark) of (\d[\d.,]*%?)(?=$|[\s,.;])/giu,
    (_all, det: string, words: string, noun: string, figure: string) => `${det} ${figure} ${words}${noun}`,
  );
}
