// A local stand-in for Cloudflare's Workers AI REST API (POST /client/v4/accounts/:account/ai/run/:model), for the
// end-to-end test of `npm run eval:live`. It checks the bearer token, keeps every request, and answers:
//   - a line-reader request (numbered lines in <resume_lines>) with a reading made by a few plain rules from the style
//     tags (largest line the name, bold rank-1 lines headings, bullets, bold lines titles): enough to exercise the
//     reader's whole path, not a model and not a measure of one;
//   - any other request (the tailoring engine's) with the API's quota error, so the engine's fallback is exercised.
import { createServer, type Server } from "node:http";

export interface StandInRequest {
  path: string;
  authorization?: string;
  body: { messages?: { role: string; content: string }[]; max_tokens?: number; response_format?: unknown };
}

const KINDS: [RegExp, string][] = [
  [/experience|employment|work/i, "work"],
  [/education/i, "education"],
  [/project/i, "projects"],
  [/skill/i, "skills"],
  [/language/i, "languages"],
  [/summary|profile|objective/i, "summary"],
];

/** A reading of `n|tags|text` rows by plain rules, in the answer schema the reader asks for. */
export function ruleReading(rows: string[]) {
  const sections: { from: number; to: number; kind: string }[] = [];
  const roles: { from: number; to: number; role: string }[] = [];
  const entries: number[] = [];
  let kind = "preamble";
  rows.forEach((row, n) => {
    const [, tags = "", text = ""] = row.split("|");
    const t = tags.split(" ");
    let role: string;
    if (n === 0) role = "name";
    else if (t.includes("s1") && t.includes("b")) {
      kind = KINDS.find(([re]) => re.test(text))?.[1] ?? "other";
      role = "heading";
    } else if (kind === "preamble") role = "contact";
    else if (t.includes("•")) role = "bullet";
    else if (t.includes("b")) role = "title";
    else role = kind === "skills" || kind === "languages" ? "list_item" : "body";
    if (role === "title") entries.push(n);
    const s = sections[sections.length - 1];
    if (s && s.kind === kind && role !== "heading") s.to = n;
    else sections.push({ from: n, to: n, kind });
    roles.push({ from: n, to: n, role });
  });
  return { sections, roles, entries };
}

export async function startWorkersAiStandIn(
  token: string,
): Promise<{ url: string; requests: StandInRequest[]; close: () => Promise<void> }> {
  const requests: StandInRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as StandInRequest["body"];
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== "POST" || !/^\/client\/v4\/accounts\/[^/]+\/ai\/run\/@cf\//.test(req.url ?? ""))
        return send(404, { success: false });
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, { success: false, errors: [{ code: 10000, message: "Authentication error" }] });
      const user = body.messages?.find((m) => m.role === "user")?.content ?? "";
      const lines = /<resume_lines>\n([\s\S]*)\n<\/resume_lines>/.exec(user)?.[1];
      if (!lines)
        return send(429, {
          success: false,
          result: null,
          errors: [{ code: 4006, message: "you have used up your daily free allocation of 10,000 neurons" }],
        });
      const response = ruleReading(lines.split("\n"));
      const prompt = (body.messages ?? []).reduce((n, m) => n + m.content.length, 0);
      const usage = { prompt_tokens: Math.ceil(prompt / 4), completion_tokens: Math.ceil(JSON.stringify(response).length / 4) };
      send(200, {
        success: true,
        errors: [],
        messages: [],
        result: { response, usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/client/v4`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
