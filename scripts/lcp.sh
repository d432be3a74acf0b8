#!/usr/bin/env bash
# Largest Contentful Paint of the home page and of a live race page on a slow phone (a 4x CPU throttle, cold
# cache), and the script bytes each moves, as medians of LCP_RUNS (5) cold loads: web/scripts/lcp.mjs.
# With LCP_URL it measures that server (which needs the demo's running race); without, it starts the
# binary built by `make build` with demo data on a free loopback port and a fresh data directory, and stops it
# after. Prints the load average beside the figures: they mean little on a busy machine.
#   scripts/lcp.sh                                   # bin/oneloft serve --demo
#   LCP_URL=http://127.0.0.1:8080 scripts/lcp.sh     # a server that runs already
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${LCP_RUNS:-5}"
url="${LCP_URL:-}"
if [[ -z "$url" ]]; then
  data=$(mktemp -d)
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  url="http://127.0.0.1:$port"
  bin/oneloft serve --demo --addr "127.0.0.1:$port" --data-dir "$data" --log-level warn &
  server=$!
  trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$data"' EXIT
  # The demo's live race is seeded at start: wait until the API lists it.
  for _ in $(seq 1 120); do
    if curl -sf "$url/api/public/running-flights" | grep -q '"id"'; then break; fi
    sleep 0.5
  done
fi
echo "lcp: load average before $(cut -d' ' -f1-3 /proc/loadavg)"
node web/scripts/lcp.mjs "$url" --runs "$runs"
echo "lcp: load average after $(cut -d' ' -f1-3 /proc/loadavg)"
