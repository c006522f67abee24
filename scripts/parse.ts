// npm run -s parse -- <file.pdf>: runs the Worker's parser on a file and prints the stored record as JSON.
// Only JSON goes to stdout (warnings and "check:" review marks go to stderr); a refused file prints the reason on
// stderr and exits with status 2 (1 for other errors).
import { readFileSync } from "node:fs";
import { ResumeRefusal, parseResume } from "../worker/parse/index.ts";

const file = process.argv[2];
if (!file) {
  process.stderr.write("usage: npm run -s parse -- <file.pdf>\n");
  process.exit(1);
}
let bytes: Uint8Array;
try {
  bytes = new Uint8Array(readFileSync(file));
} catch (err) {
  process.stderr.write(`Cannot read ${file}: ${(err as Error).message}\n`);
  process.exit(1);
}
try {
  const { record, warnings, review } = await parseResume(bytes);
  for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
  // The review marks go to stderr too, so stdout stays the record alone (scorers read it as it is).
  for (const m of review) process.stderr.write(`check: ${m.path}: ${m.reason}\n`);
  process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
} catch (err) {
  if (err instanceof ResumeRefusal) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Unexpected error: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
}
