// Parser benchmark inside workerd: `npm run bench -- parse` (or vitest with vitest.bench.config.ts).
// workerd's clock advances only on I/O, so every timed call ends with a zero-delay timer: the figure is
// parse time plus one timer turn.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { type FileTiming, measure, summariseRealResumes } from "../lib";
import { openDocument } from "../../worker/parse/extract";
import { parseResume } from "../../worker/parse/index";
import oneUrl from "../../test/fixtures/resumes/r01-classic-software.pdf?inline";
import twoColUrl from "../../test/fixtures/resumes/r06-sidebar-data-scientist.pdf?inline";
import photoUrl from "../../test/fixtures/resumes/h06-large-photo-nurse.pdf?inline";
import twoUrl from "../../test/fixtures/resumes/r02-classic-nurse-2p.pdf?inline";
import latexUrl from "../../test/fixtures/resumes/r25-latex-academic-2p.pdf?inline";
import threeUrl from "../../test/fixtures/resumes/r10-classic-engineer-3p.pdf?inline";
import odtUrl from "../../test/fixtures/resumes/r21-odt-physician-3p.pdf?inline";

const bytes = (u: string) => Uint8Array.from(atob(u.slice(u.indexOf(",") + 1)), (c) => c.charCodeAt(0));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it("parses resumes within budget in workerd", async () => {
  await tick();
  const t0 = performance.now();
  const first = await parseResume(bytes(oneUrl));
  await tick();
  console.log(`parse first call, cold (workerd): ${(performance.now() - t0).toFixed(1)} ms`);
  expect(first.record.personal_info.name).toBe("Daniel Okafor");

  const cases: [string, string][] = [
    ["1-page resume", oneUrl],
    ["1-page two-column resume", twoColUrl],
    ["1-page resume with a large photo", photoUrl],
    ["2-page resume", twoUrl],
    ["2-page LaTeX resume", latexUrl],
    ["3-page resume", threeUrl],
    ["3-page LibreOffice resume", odtUrl],
  ];
  for (const [label, url] of cases) {
    const b = bytes(url);
    const r = await measure(
      `parse ${label} (workerd)`,
      async () => {
        await parseResume(b);
        await tick();
      },
      { warmup: 10, runs: 40 },
    );
    expect(r.median).toBeGreaterThan(0);
  }
});

// The real resumes outside the repository, served by bench/realworld-server.ts: each file's warm median, then the
// median over the files and the worst file against the budget for its page count (as bench/node/parse.bench.ts).
it("parses the real resumes in workerd (median and worst file)", async () => {
  const base = env.REALWORLD_URL;
  const names = base ? ((await (await fetch(`${base}/list`)).json()) as string[]) : [];
  if (names.length === 0) {
    console.log("real resumes (workerd): skipped, the set is not beside the checkout");
    return;
  }
  const rows: FileTiming[] = [];
  for (const name of names) {
    const b = new Uint8Array(await (await fetch(`${base}/pdf/${encodeURIComponent(name)}`)).arrayBuffer());
    const doc = await openDocument(b);
    const pages = doc.numPages;
    await doc.loadingTask.destroy();
    // (Files are numbered, not named, in the output: their names are people's names.)
    const r = await measure(
      `parse real resume ${name.slice(0, 2)}, ${pages} p (workerd)`,
      async () => {
        await parseResume(b);
        await tick();
      },
      { warmup: 3, runs: 11 },
    );
    rows.push({ file: name.slice(0, 2), pages, median: r.median });
  }
  summariseRealResumes(rows, "workerd");
  expect(rows.length).toBe(names.length);
});
