// Parser benchmark inside workerd: `npm run bench -- parse` (or vitest with vitest.bench.config.ts).
// workerd's clock advances only on I/O, so every timed call ends with a zero-delay timer: the figure is
// parse time plus one timer turn.
import { expect, it } from "vitest";
import { measure } from "../lib";
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
