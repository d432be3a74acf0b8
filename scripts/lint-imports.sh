#!/usr/bin/env bash
# Checks that Go imports run one way (docs/architecture.md): api → service → core ← store;
# adapters import core (and the leaf helpers locale, markdown and wsframe), never each other;
# only cmd/oneloft wires them. Go itself refuses import circles, so this script
# looks for upward and sideways imports: every package may import only the
# internal packages its line below names. A new package must be given a line.
# Tests above the domain wire the real adapters (integration tests), so only
# the tests of core and the leaf helpers are held to their package's rule.
set -euo pipefail
cd "$(dirname "$0")/.."
mod=$(go list -m)

# package: the internal packages it may import ("-" for none).
allowed() {
  case "$1" in
  internal/core | internal/markdown | internal/ical | internal/jobs | internal/simulate | internal/wsframe) echo "-" ;;
  internal/locale) echo "internal/core" ;;
  internal/service) echo "internal/core" ;;
  internal/live) echo "internal/core internal/wsframe" ;;
  internal/store | internal/media | internal/payment | internal/weather | internal/webpush)
    echo "internal/core" ;;
  internal/notify | internal/pdf) echo "internal/core internal/locale" ;;
  internal/api) echo "internal/core internal/ical internal/locale internal/markdown internal/service" ;;
  internal/sso) echo "internal/core internal/locale internal/markdown internal/service" ;;
  internal/demo) echo "internal/core internal/service" ;;
  internal/testutil) echo "internal/core internal/store" ;;
  # Benchmarks measure the adapters against their raw baselines.
  internal/bench) echo "*" ;;
  cmd/*) echo "*" ;;
  web) echo "-" ;;
  *) echo "?" ;;
  esac
}

# Whose tests must stay as pure as the package itself.
pure_tests() {
  case "$1" in
  internal/core | internal/markdown | internal/ical | internal/jobs | internal/locale | internal/wsframe) return 0 ;;
  esac
  return 1
}

# go list fails on an import circle, and so does this script.
code=$(go list -f '{{.ImportPath}} {{join .Imports " "}}' ./cmd/... ./internal/... ./web)
tests=$(go list -f '{{.ImportPath}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./cmd/... ./internal/... ./web)

bad=0
# check reads lines "package import…" and reports every internal import the
# package's rule does not allow; who is "" for code, "tests of " for tests.
check() {
  local who=$1 pkg deps rule imp
  while read -r pkg deps; do
    pkg=${pkg#"$mod"/}
    [ -n "$who" ] && ! pure_tests "$pkg" && continue
    rule=$(allowed "$pkg")
    if [ "$rule" = "?" ]; then
      # said once, by the pass over code
      [ -z "$who" ] && echo "lint-imports: $pkg has no rule in scripts/lint-imports.sh: say which internal packages it may import"
      bad=1
      continue
    fi
    [ "$rule" = "*" ] && continue
    for imp in $deps; do
      case "$imp" in "$mod"/*) ;; *) continue ;; esac
      imp=${imp#"$mod"/}
      [ "$imp" = "$pkg" ] && continue # an external test package imports its own package
      case " $rule " in *" $imp "*) continue ;; esac
      echo "lint-imports: $who$pkg → $imp is not allowed (allowed: $rule)"
      bad=1
    done
  done
}
check "" <<<"$code"
check "tests of " <<<"$tests"

exit $bad
