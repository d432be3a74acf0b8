#!/usr/bin/env bash
# Runs `make test` (or the make targets given) with stress-ng keeping two
# CPUs busy beside it (STRESS_CPUS changes the number), as a shared CI
# machine is: the suite must pass there too, since its tests wait for
# outcomes, not fixed times. Prints how long it took and the load average.
# Not part of CI; stress-ng comes from Debian's stress-ng package.
#   scripts/test-under-load.sh             # make test
#   scripts/test-under-load.sh test-web    # only the web unit tests
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v stress-ng >/dev/null; then
  echo "test-under-load: stress-ng is not installed (apt-get install stress-ng)" >&2
  exit 2
fi
cpus="${STRESS_CPUS:-2}"
targets=("${@:-test}")
stress-ng --cpu "$cpus" --timeout 0 --quiet &
stress=$!
# stress-ng stops its workers when it is told to stop.
trap 'kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true' EXIT
start=$SECONDS
status=0
"${MAKE:-make}" "${targets[@]}" || status=$?
echo "test-under-load: make ${targets[*]} exited $status after $((SECONDS - start)) s beside stress-ng --cpu $cpus; load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
