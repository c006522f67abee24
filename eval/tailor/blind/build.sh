#!/bin/sh
# Rebuilds one tailoring blind set outside the repository: the postings as plain text from the public
# repositories in <set>/sources.tsv (brought onto the machine with the search tool's fetch first), and the
# résumés' stored profiles read through this project's parser from ../shared/realworld2, in place.
#   sh eval/tailor/blind/build.sh <set>      (<set> is a folder beside this one: postings1, postings2, …)
#   TAILOR_BLIND_DIR  where the set lives (e.g. a folder beside the project)
#   MIRROR_DIR        where fetch put the repositories as owner+name/repo (default: ../.mirror from the project)
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
SET="${1:?name the set: sh eval/tailor/blind/build.sh postings2}"
SET_DIR="$HERE/../$SET"
[ -f "$SET_DIR/sources.tsv" ] || { echo "no $SET_DIR/sources.tsv" >&2; exit 1; }
: "${TAILOR_BLIND_DIR:?set TAILOR_BLIND_DIR to the blind set folder}"
MIRROR_DIR="${MIRROR_DIR:-$ROOT/../.mirror}"
REALWORLD2="${REALWORLD2_DIR:-$ROOT/../shared/realworld2}"
mkdir -p "$TAILOR_BLIND_DIR/raw" "$TAILOR_BLIND_DIR/postings" "$TAILOR_BLIND_DIR/profiles"
# Fields are taken one by one with cut: read would merge two tabs around an empty field.
tail -n +2 "$SET_DIR/sources.tsv" | while IFS= read -r row; do
  field() { printf '%s\n' "$row" | cut -f "$1" -s; }
  stem="$(field 1)" repo="$(field 2)" commit="$(field 3)" path="$(field 4)" cut_at="$(field 5)" lines="$(field 6)"
  [ -n "$stem" ] || continue
  git_dir="$MIRROR_DIR/$(echo "$repo" | tr / +)/repo"
  [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
  git --git-dir="$git_dir" show "$commit:$path" > "$TAILOR_BLIND_DIR/raw/$stem.src"
  # lines (optional, "from-to[,from-to…]"): the posting's part of a file that also holds a web page's frame,
  # a collector's own notes or another posting.
  if [ -n "$lines" ]; then
    awk -v r="$lines" 'BEGIN { n = split(r, a, ","); for (i = 1; i <= n; i++) { split(a[i], b, "-"); lo[i] = b[1]; hi[i] = b[2] } }
      { for (i = 1; i <= n; i++) if (NR >= lo[i] && NR <= hi[i]) { print; next } }' \
      "$TAILOR_BLIND_DIR/raw/$stem.src" > "$TAILOR_BLIND_DIR/raw/$stem.part"
    mv "$TAILOR_BLIND_DIR/raw/$stem.part" "$TAILOR_BLIND_DIR/raw/$stem.src"
  fi
  # cut_at: where the stored file goes on past the posting (an analysis its collector appended).
  node "$HERE/to-text.mjs" "$cut_at" < "$TAILOR_BLIND_DIR/raw/$stem.src" > "$TAILOR_BLIND_DIR/postings/$stem.txt"
done
for resume in $(node -e 'const p=require(process.argv[1]).pairs;console.log([...new Set(p.map(x=>x.resume))].join(" "))' "$SET_DIR/pairs.json"); do
  (cd "$ROOT" && npm run -s parse -- "$REALWORLD2/pdfs/$resume.pdf" 2>/dev/null) > "$TAILOR_BLIND_DIR/profiles/$resume.json"
done
echo "$SET: postings: $(ls "$TAILOR_BLIND_DIR/postings" | wc -l), profiles: $(ls "$TAILOR_BLIND_DIR/profiles" | wc -l)"
