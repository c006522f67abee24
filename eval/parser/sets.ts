// The parser's evaluation sets: where each one's generator lives and where its built PDFs and truth sit.
// The built files stay under test/fixtures because the Worker, node and end-to-end tests read them too.
export interface EvalSet {
  /** What the set is, for --help. */
  about: string;
  /** Rebuilds the set's PDFs and truth JSON from its sources. */
  build: string;
  /** Scores the parser on the set; receives the remaining arguments. */
  score: string[];
}

export const SETS: Record<string, EvalSet> = {
  corpus: {
    about: "64 resumes from our own templates and hand-written HTML (the set the parser was developed on)",
    build: "eval/parser/corpus/build.ts",
    score: ["eval/parser/corpus/score.ts"],
  },
  holdout1: {
    about: "25 blind resumes written by another engineer (Chromium, LibreOffice, pdflatex)",
    build: "eval/parser/holdout1/build.ts",
    score: ["eval/parser/lib/score-blind.ts", "--dir", "test/fixtures/resumes-holdout"],
  },
  holdout2: {
    about: "15 blind resumes, five per generator",
    build: "eval/parser/holdout2/build.ts",
    score: ["eval/parser/lib/score-blind.ts", "--dir", "test/fixtures/resumes-holdout2"],
  },
  holdout3: {
    about: "12 blind imitations of Word, Google Docs, Canva, LaTeX and LinkedIn exports",
    build: "eval/parser/holdout3/build.ts",
    score: ["eval/parser/lib/score-blind.ts", "--dir", "test/fixtures/resumes-holdout3"],
  },
};

/** Splits argv into the named sets (all when none is named) and the arguments passed on to each script. */
export function pickSets(argv: string[]): { names: string[]; rest: string[]; unknown: string[] } {
  const names = argv.filter((a) => a in SETS);
  const rest = argv.filter((a) => !(a in SETS));
  const unknown = rest.filter((a) => /^(corpus|holdout\d+)$/.test(a));
  return { names: names.length ? names : Object.keys(SETS), rest, unknown };
}
