#!/bin/sh
# Rebuilds the tailoring blind set outside the repository: the postings as plain text from the public
# repositories in sources.tsv (brought onto the machine with the search tool's fetch first), and the résumés'
# stored profiles read through this project's parser from ../shared/realworld2, in place.
#   TAILOR_BLIND_DIR  where the set lives (e.g. a folder beside the project)
#   MIRROR_DIR        where fetch put the repositories as owner+name/repo (default: ../.mirror from the project)
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
: "${TAILOR_BLIND_DIR:?set TAILOR_BLIND_DIR to the blind set folder}"
MIRROR_DIR="${MIRROR_DIR:-$ROOT/../.mirror}"
REALWORLD2="${REALWORLD2_DIR:-$ROOT/../shared/realworld2}"
mkdir -p "$TAILOR_BLIND_DIR/raw" "$TAILOR_BLIND_DIR/postings" "$TAILOR_BLIND_DIR/profiles"
tail -n +2 "$HERE/../sources.tsv" | while IFS="$(printf '\t')" read -r stem repo commit path cut_at; do
  git_dir="$MIRROR_DIR/$(echo "$repo" | tr / +)/repo"
  [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
  git --git-dir="$git_dir" show "$commit:$path" > "$TAILOR_BLIND_DIR/raw/$stem.src"
  # cut_at: where the stored file goes on past the posting (an analysis its collector appended).
  node "$HERE/to-text.mjs" "$cut_at" < "$TAILOR_BLIND_DIR/raw/$stem.src" > "$TAILOR_BLIND_DIR/postings/$stem.txt"
done
for resume in $(node -e 'const p=require(process.argv[1]).pairs;console.log([...new Set(p.map(x=>x.resume))].join(" "))' "$HERE/../pairs.json"); do
  (cd "$ROOT" && npm run -s parse -- "$REALWORLD2/pdfs/$resume.pdf" 2>/dev/null) > "$TAILOR_BLIND_DIR/profiles/$resume.json"
done
echo "postings: $(ls "$TAILOR_BLIND_DIR/postings" | wc -l), profiles: $(ls "$TAILOR_BLIND_DIR/profiles" | wc -l)"
