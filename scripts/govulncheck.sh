#!/usr/bin/env bash
# Known vulnerabilities in the code's call graph, from Go's vulnerability database: vuln.go.dev when it
# answers, else a copy built from the pinned golang.org/x/vulndb module, which comes through the Go
# module proxy (the one registry every machine here reaches). Bump VULNDB to the newest pseudo-version
# (`go list -m -versions golang.org/x/vulndb` does not list them: see proxy.golang.org/golang.org/x/vulndb/@v/list).
set -euo pipefail
cd "$(dirname "$0")/.."
VULNDB=v0.0.0-20261105234957-e22db6528018

if timeout 5 bash -c '</dev/tcp/vuln.go.dev/443' 2>/dev/null; then
  exec go tool govulncheck ./...
fi
db="${XDG_CACHE_HOME:-$HOME/.cache}/oneloft/vulndb-$VULNDB"
if [ ! -f "$db/index/db.json" ]; then
  echo "govulncheck: vuln.go.dev unreachable; building the database of golang.org/x/vulndb@$VULNDB"
  src=$(cd "$(mktemp -d)" && go mod download -json "golang.org/x/vulndb@$VULNDB" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
  rm -rf "$db.tmp"
  go run "golang.org/x/vulndb/cmd/indexdb@$VULNDB" -vulns "$src/data/osv" -out "$db.tmp"
  mv "$db.tmp" "$db"
fi
exec go tool govulncheck -db "file://$db" ./...
