#!/usr/bin/env bash
# Keeps Go files small enough to read in one sitting: a file over 400 lines
# must say why in its header, on a comment line beginning "// Long because"
# within its first 30 lines. Splitting by what the parts hold is the usual
# answer; a reason is for the rare file that reads better whole.
set -euo pipefail
cd "$(dirname "$0")/.."
max=400
bad=0
while IFS= read -r f; do
  n=$(wc -l <"$f")
  ((n > max)) || continue
  head -n 30 "$f" | grep -q '^// Long because' && continue
  echo "lint-file-length: $f has $n lines (over $max): split it, or say why in a '// Long because …' header line"
  bad=1
done < <(git ls-files -- '*.go')
exit $bad
