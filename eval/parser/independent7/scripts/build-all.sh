#!/bin/sh
# Rebuilds every PDF of the seventh held-out set from the sources in $HELDOUT_DIR/src (SOURCES.md there lists
# where each came from), then checks the truth against the PDFs' text layer with the shared checker.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
: "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p "$HELDOUT_DIR/pdfs" "$HELDOUT_DIR/truth" "$HELDOUT_DIR/scripts" "$HELDOUT_DIR/build"
sh "$HERE/build-jsonresume.sh"
sh "$HERE/build-latex.sh"
sh "$HERE/build-office.sh"
sh "$HERE/build-html.sh"
# The checker reads pdfs/, truth/ and known-misses.json next to its own folder's parent.
sed 's|^HERE = os.path.dirname(os.path.abspath(__file__))|HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))|' \
  "${REALWORLD_DIR:-$HERE/../../../../../shared/realworld}/check-truth.py" > "$HELDOUT_DIR/scripts/check-truth.py"
python3 "$HELDOUT_DIR/scripts/check-truth.py"
