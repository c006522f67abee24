// Project entries → title and responsibilities. The title is the project's name without what designs print next to
// it: a tech stack after "|", bracketed technologies, a status, a role ("Cargo (Rust) - maintainer"), the dates, an
// organisation line above it, a subtitle line in another look under it, a tag in a cell beside it, or plain text after
// a bold name (kept as the first responsibility when it describes the project); a bare stack line under the title is
// not a responsibility.
import type { Entry } from "./types.ts";
import type { Project } from "../shapes/resume.ts";
import { findDate, isDateLike } from "./dates.ts";
import { looksLikePlace, roleScore } from "./lexicon.ts";
import { joinWrapped } from "./blocks.ts";
import { collapse } from "./text.ts";
import { isBareLabel } from "./work.ts";

const STATUS =
  /^(?:ongoing|in progress|completed|personal|academic|team|group|solo|individual|open source|hackathon|freelance|university|college|course project|capstone|current|wip)(?:\s+project)?$/i;

/** A first cell's look: a wrapped name keeps it, a subtitle or stack line under the name does not. */
const look = (l: Entry["header"][number]) => {
  const p = l.segs[0]?.parts[0];
  return `${p?.bold}${p?.italic}`;
};

/**
 * The project's name from its title line(s), and what its name line prints after it when that reads as a description ("Custom proxy (Rust)"
 * in bold, then "Proxy replacing a legacy tool" in plain; "DroneWay : Planification des chemins").
 */
function nameAndRest(e: Entry): { title: string; rest: string } {
  // An organisation line with a place on its right ("brightmesh.io ‖ Porto, Portugal") above the project's own line.
  let lines = e.header;
  if (lines.length >= 2) {
    const own = lines.filter(
      (l) => !(l.segs.length >= 2 && looksLikePlace(l.segs[l.segs.length - 1]!.text) && !l.segs.some((s) => isDateLike(s.text))),
    );
    if (own.length) lines = own;
  }
  // The cells that can name it: a date, or a link set in a column of its own, is not its name.
  const cells = (l: Entry["header"][number]) => {
    const undated = l.segs.filter((s) => !isDateLike(s.text));
    const named = undated.filter((s) => !URL_ONLY.test(s.text.trim()));
    return named.length ? named : undated;
  };
  // The name is on the first line that has a cell for it. A later header line continues it only in the same look
  // (a wrapped name), and only when the name line holds nothing but the name: one in another look (an italic
  // subtitle, a stack, a "Live:" link line), or under a name set apart from a tag or a description, is not part of it.
  const at = lines.findIndex((l) => cells(l).length > 0);
  let rest = "";
  let whole = true;
  const nameOf = (l: Entry["header"][number]) => {
    const segs = cells(l);
    const first = segs[0];
    if (!first) return "";
    // The first cell is the name; a cell beside it is a tag or a stack ("Hackathon Project", "Computer Vision").
    if (segs.length >= 2 && first.text.trim().length >= 2) {
      whole = false;
      return first.text;
    }
    // The first style run ends the name when a separator or another style follows (bold name, italic stack), and
    // when a bold name is followed by plain text (its description or its place).
    const runs = first.parts;
    if (runs.length >= 2 && runs[0]!.bold !== runs[1]!.bold && /^\s*[|–—:-]|[|–—:-]\s*$/.test(runs[1]!.text + runs[0]!.text.slice(-2))) {
      whole = false;
      return runs[0]!.text;
    }
    const plainAfter = runs.findIndex((r) => !r.bold);
    if (runs[0]?.bold && plainAfter > 0 && runs.slice(plainAfter).every((r) => !r.bold) && runs[0]!.text.trim().length >= 2) {
      whole = false;
      rest = runs
        .slice(plainAfter)
        .map((r) => r.text)
        .join("");
      return runs
        .slice(0, plainAfter)
        .map((r) => r.text)
        .join("");
    }
    return first.text;
  };
  const texts: string[] = [];
  if (at >= 0) {
    texts.push(nameOf(lines[at]!));
    for (const l of lines.slice(at + 1))
      if (whole && look(l) === look(lines[at]!))
        texts.push(
          cells(l)
            .map((c) => c.text)
            .join(" "),
        );
  }
  let title = collapse(texts.join(" "));
  const d = findDate(title);
  if (d) title = collapse(title.slice(0, d.start) + title.slice(d.end));
  // "DroneWay : Planification des chemins" reading on into the plain line under it, or ending as a sentence: a project
  // told as a paragraph, its short name before the colon, what it is after it ("Dinosaurs: The Textbook, Cambridge
  // University Press", alone on its line, is a name).
  const colon = /^([^:：]{2,60}?)\s*[:：]\s+(\S.*)$/u.exec(title);
  const readsOn = (!!e.body[0] && !e.body[0].bullet) || /[.!?]$/.test(colon?.[2] ?? "");
  if (colon && readsOn && colon[1]!.split(/\s+/).length <= 6 && colon[2]!.split(/\s+/).length >= 3 && !NAME_LABEL.test(colon[1]!.trim())) {
    title = colon[1]!;
    rest = `: ${colon[2]!}`;
  }
  if (!rest) {
    const tag = runOnTagline(cleanProjectTitle(title));
    if (tag) [title, rest] = tag;
  }
  rest = collapse(rest);
  // What follows the name describes it after a colon, or when it is a phrase of its own (not a stack, a place
  // after a comma, or a bracket).
  const described = /^[:：]/.test(rest) || (/^\p{L}/u.test(rest) && !isStackLine(rest));
  return { title: cleanProjectTitle(title), rest: described ? rest.replace(/^[:：]\s*/, "") : "" };
}

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
const isTechList = (inner: string) =>
  /^[\p{L}\p{N}.+#/ ]+(?:\s*[,/、]\s*[\p{L}\p{N}.+# ]+)*$/u.test(inner) && (/[,/、]/.test(inner) || inner.split(/\s+/).length <= 2);

// A name run into its tagline in one look, no style change between them: [pattern, when it applies, whether the
// tagline describes the project (its first responsibility) or only labels it (dropped)].
const TAGLINES: [RegExp, (m: RegExpExecArray) => boolean, boolean][] = [
  // "Weather Station (Rust, ESP32) Monitoring node on …": the stack's bracket between the name and what it does.
  [/^(.{2,60}?)\s*\(([^()]+)\)\s+(\p{Lu}.*)$/u, (m) => isTechList(m[2]!) && words(m[3]!) >= 3, true],
  // "Treeform, Peer-reviewed and published Python library for …": a short name, a comma, a long phrase.
  [/^([^,]{2,40}),\s+(\p{Lu}[^,]*\S)$/u, (m) => words(m[1]!) <= 3 && words(m[2]!) >= 6 && !/[(（]/u.test(m[1]!), true],
  // "GoldenCrumbz – Interactive Baking Learning Platform": a one-word coined name, a spaced dash, a title-case label.
  [/^(\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}]*|[\p{L}\p{N}]+\.[a-z]{2,4})\s+[–—-]\s+(\p{Lu}.*)$/u, (m) => words(m[2]!) >= 3, false],
];

/** The name and the tagline run into it, or null. */
function runOnTagline(title: string): [string, string] | null {
  for (const [re, applies, describes] of TAGLINES) {
    const m = re.exec(title);
    if (m && applies(m)) return [m[1]!.trim(), describes ? m[m.length - 1]!.trim() : ""];
  }
  return null;
}

/** "MithilaVerse | Python, PyTorch" → "MithilaVerse"; "Cargo(Rust) - 维护者" → "Cargo"; "Tool (Ongoing) (ML, Python)" → "Tool". */
export function cleanProjectTitle(raw: string): string {
  let t = raw.replace(/[|,–—-]+\s*$/, "").trim();
  // A separator bar ends the name: what follows is a stack, a role or a label.
  const bar = t.search(/\s*[|｜]\s*/);
  if (bar > 1) t = t.slice(0, bar).trim();
  // A role or status after a dash: "Cargo - maintainer", "Chatbot – Team project".
  const dash = /^(.{2,}?)\s*[-–—]\s+(.+)$/u.exec(t);
  if (dash && (roleScore(dash[2]!) > 0 || STATUS.test(dash[2]!.trim()))) t = dash[1]!.trim();
  // Brackets at the end: technologies, a status, a year.
  for (let m = /^(.{2,}?)\s*[(（[]([^()（）[\]]*)[)）\]]\s*$/u.exec(t); m; m = /^(.{2,}?)\s*[(（[]([^()（）[\]]*)[)）\]]\s*$/u.exec(t)) {
    const inner = m[2]!.trim();
    // (An empty bracket is a link printed as an icon: "Study Hub ()".)
    if (!(inner === "" || isTechList(inner) || STATUS.test(inner) || isDateLike(inner))) break;
    t = m[1]!.trim();
  }
  return t.replace(/[:：]\s*$/, "").trim();
}

// A project-name field's label, in brackets or not, with its value when the line holds one.
const NAME_LABEL =
  /^[[(【]?\s*(?:project(?:\s+(?:name|title))?|name of (?:the )?project|프로젝트(?:\s*(?:이름|명))?|项目(?:名称|名)?|プロジェクト(?:名)?|nombre del proyecto|nom du projet|nome do projeto|projektname|nome del progetto)\s*[\])】]?\s*(?:[:：]\s*(.*))?$/iu;

// Labels of a line listing what a project was built with.
const STACK_LABEL =
  /^(?:tech(?:nology|nologies)?(?:\s+stacks?)?|stacks?|tools(?: used)?|built with|technologies used|(?:사용\s*)?기술(?:\s*스택)?|기술스택|技术栈|使用技术|技術スタック|使用技術|tecnolog[ií]as(?: utilizadas)?|technologien|technologies utilisées)\s*[:：]\s*\S/iu;

const URL_ONLY = /^(?:https?:\/\/|www\.)\S+$|^[\w.-]+\.(?:com|io|dev|org|net|app|fr|de)\/\S*$/i;
/** "MySQL, Draw.io", "Grafana, Docker, Prometheus, Loki", "MIT App Inventor": a stack line, not a sentence. */
const isStackLine = (t: string) =>
  t.length <= 80 &&
  !/[.!?;:]$/.test(t) &&
  !/^\p{Ll}/u.test(t) &&
  t.split(/\s*,\s*/).every((w) => w.length > 0 && w.split(/\s+/).length <= 3);

/**
 * A projects list with no titles of its own, one bullet per project: "DroneWay : Planification des chemins …",
 * "Jeu multijoueur (Spring, WebSockets)." — the name before a colon or before its technologies; the rest describes it.
 */
function bulletProjects(e: Entry): Project[] | null {
  const items = e.body.filter((b) => collapse(b.text) && !/^[.…\s]+$/.test(b.text));
  // A list of links and nothing else names its projects by their addresses.
  if (!e.header.length && items.length && items.every((b) => URL_ONLY.test(collapse(b.text))))
    return items.map((b) => ({ title: collapse(b.text), responsibilities: [] }));
  // (A short plain line set left of the bullets after the last one, "The End", closes the list; it is no project.)
  const bulletX = Math.min(...items.filter((b) => b.bullet).map((b) => b.glyphX ?? b.textX));
  while (bulletX < Infinity && items.length && !items[items.length - 1]!.bullet && closing(items[items.length - 1]!, bulletX)) items.pop();
  // Or bullets that each open with a name in bold ("• AcDisplay — …"), with plain lines under them (a stack, dates,
  // what it does): each bullet is a project, the lines under it describe it. Paragraphs that each open with a bold
  // name ("Tide Planner: A tool that …") are one project each.
  const bullets = items.filter((b) => b.bullet);
  const described = items[0]?.bullet === true && bullets.length >= 2 && bullets.every((b) => !!boldLead(b));
  const paragraphs = !bullets.length && items.length >= 2 && items.every((b) => !!boldLead(b));
  // A two-level list: items indented under a project describe it. A plain sentence read as its header ("Besides the
  // projects listed here, more of my work is on my website.") only introduces such a list.
  const top = Math.min(...items.map((b) => b.textX));
  const head = collapse(e.header[0]?.text ?? "");
  const intro = e.header.length === 1 && !e.header[0]!.bullet && /[.:]$/.test(head) && head.split(" ").length >= 8;
  const nested = items.some((b) => b.textX > top + 8);
  if ((e.header.length && !(intro && nested)) || items.length < 2 || !(items.every((b) => b.bullet) || described || paragraphs))
    return null;
  const out: Project[] = [];
  for (const b of items) {
    const t = collapse(b.text);
    const last = out[out.length - 1];
    if (last && (described ? !b.bullet : !paragraphs && b.textX > top + 8)) {
      last.responsibilities.push(t);
      continue;
    }
    out.push(leadProject(b) ?? bulletProject(t));
  }
  return out;
}

/** The bold run an item opens with, when plain text follows it in the item's first cell. */
function boldLead(b: Entry["body"][number]): string | null {
  const parts = b.first?.segs[0]?.parts ?? [];
  const lead = parts.findIndex((p) => !p.bold);
  if (lead < 1 || parts.slice(lead).some((p) => p.bold)) return null;
  return collapse(
    parts
      .slice(0, lead)
      .map((p) => p.text)
      .join(""),
  );
}

/** An item opening with its name in bold: the name (without its stack), and what follows it as its description. */
function leadProject(b: Entry["body"][number]): Project | null {
  const name = boldLead(b);
  const text = collapse(b.text);
  if (!name || name.length < 2 || !text.startsWith(name)) return null;
  const rest = text
    .slice(name.length)
    .replace(/^\s*[:：|–—-]\s*/u, "")
    .trim();
  return { title: cleanProjectTitle(name), responsibilities: rest ? [rest] : [] };
}

const closing = (b: Entry["body"][number], bulletX: number) => b.textX < bulletX - 10 && collapse(b.text).split(/\s+/).length <= 4;

/**
 * One bullet naming one project: "DroneWay : Planification …", "Nasoc - SOCKS5 in Erlang with …" (a short name before a
 * colon or a spaced dash, its description after), or a sentence whose first sentence names it.
 */
function bulletProject(t: string): Project {
  const m = /^([^:：]{2,50}?)\s*[:：]\s+(.+)$/u.exec(t);
  if (m) return { title: cleanProjectTitle(m[1]!), responsibilities: [m[2]!.trim()] };
  const dash = /^(.{2,60}?)\s+[-–—]\s+(.+)$/u.exec(t);
  if (dash && dash[1]!.split(/\s+/).length <= 6 && dash[2]!.split(/\s+/).length >= 3 && !STATUS.test(dash[2]!.trim()))
    return { title: cleanProjectTitle(dash[1]!), responsibilities: [dash[2]!.trim()] };
  // "Tool that helps to plan cuts for a lathe. Qt and C++": the first sentence names it, a stack after it is dropped.
  const sentence = /^(.{8,}?[^\s.]{2})\.\s+(\S.*)$/u.exec(t);
  if (sentence && sentence[1]!.split(/\s+/).length <= 12) {
    const rest = sentence[2]!.replace(/[.;]\s*$/, "").trim();
    return { title: cleanProjectTitle(sentence[1]!), responsibilities: isStackLine(rest) ? [] : [sentence[2]!.trim()] };
  }
  return { title: cleanProjectTitle(t.replace(/[.;]\s*$/, "")), responsibilities: [] };
}

export function toProjects(entries: Entry[]): Project[] {
  const out: Project[] = [];
  for (const e of entries) {
    const listed = bulletProjects(e);
    if (listed) {
      out.push(...listed);
      continue;
    }
    let { title, rest } = nameAndRest(e);
    let body = e.body.map((b) => ({ text: collapse(b.text), bullet: b.bullet })).filter((b) => b.text && !isBareLabel(b.text));
    // "[Project name]: Dino game" / "Project: Dino game": the label names the field, the value is the project's name
    // (printed on the header line, or set apart from the bold label as the first line under it).
    const named = NAME_LABEL.exec(collapse(e.header[0]?.text ?? "")) ?? NAME_LABEL.exec(title);
    if (named) rest = "";
    else if (rest) {
      // The description begun beside the name reads on into a plain line under it.
      const next = body[0];
      if (next && !next.bullet && !/[.!?]$/.test(rest)) body = [{ text: joinWrapped(rest, next.text), bullet: false }, ...body.slice(1)];
      else body = [{ text: rest, bullet: false }, ...body];
    }
    if (named?.[1]) {
      const d = findDate(named[1]);
      title = cleanProjectTitle(d ? collapse(named[1].slice(0, d.start) + named[1].slice(d.end)) : named[1]);
    } else if (named && NAME_LABEL.test(title) && body[0] && !body[0].bullet) {
      title = cleanProjectTitle(body[0].text);
      body = body.slice(1);
    }
    const kept = body
      .filter((b, i) => {
        if (URL_ONLY.test(b.text)) return false;
        // "Tech stack: React, Node", "사용 기술: Python": what a project was built with is not what was done in it.
        if (STACK_LABEL.test(b.text)) return false;
        // A plain stack line under the title or after the description (not a bullet, not a labelled line).
        return !(!b.bullet && isStackLine(b.text) && (i === 0 || i === body.length - 1) && body.length >= 2);
      })
      .map((b) => b.text);
    if (!title && kept.length === 0) continue;
    out.push({ title, responsibilities: kept });
  }
  return out;
}
