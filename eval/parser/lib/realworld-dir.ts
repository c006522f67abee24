// Where the real-resume set lives: outside the repository (its PDFs belong to their authors and are never
// copied in), in the shared folder beside the checkout, or wherever REALWORLD_DIR points.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const REALWORLD_DIR = process.env.REALWORLD_DIR ?? path.resolve(import.meta.dirname, "../../../../shared/realworld");

/** True when the set is there to read (tests over it skip, saying so, when it is not). */
export const realworldPresent = () => existsSync(path.join(REALWORLD_DIR, "pdfs")) && existsSync(path.join(REALWORLD_DIR, "truth"));

export const ABSENT_NOTE = `skipped: the real-resume set is not at ${REALWORLD_DIR} (set REALWORLD_DIR to run it)`;

/** Every real resume PDF of both shared sets, in order, named by set and number only (file names are people's names). */
export function realResumePdfs(): { file: string; bytes: Uint8Array }[] {
  const dirs = [REALWORLD_DIR, path.resolve(REALWORLD_DIR, "../realworld2")].filter((d) => existsSync(path.join(d, "pdfs")));
  return dirs.flatMap((dir) =>
    readdirSync(path.join(dir, "pdfs"))
      .filter((f) => f.endsWith(".pdf"))
      .sort()
      .map((f) => ({ file: `${path.basename(dir)}/${f.slice(0, 2)}`, bytes: new Uint8Array(readFileSync(path.join(dir, "pdfs", f))) })),
  );
}
