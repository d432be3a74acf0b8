#!/usr/bin/env bash
# Refreshes the API docs page's Stoplight Elements files in internal/api/docs from the npm package,
# checked against the Subresource Integrity hashes that huma pins for the same version.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=9.0.15
JS_SHA384=xjOcq9PZ/k+pGtPS/xcsCRXGjKKfTlIa4H1IYEnC+97jNa6sAMWTNrV6hY08W3GL
CSS_SHA384=iVQBHadsD+eV0M5+ubRCEVXrXEBj+BqcuwjUwPoVJc0Pb1fmrhYSAhL+BFProHdV
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "@stoplight/elements@$VERSION" >/dev/null && tar xzf ./*.tgz)
check() {
  got=$(openssl dgst -sha384 -binary "$tmp/package/$1" | openssl base64 -A)
  [[ "$got" == "$2" ]] || { echo "api-docs-assets: $1 has sha384 $got, want $2" >&2; exit 1; }
}
check web-components.min.js "$JS_SHA384"
check styles.min.css "$CSS_SHA384"
gzip -9 -n -c "$tmp/package/web-components.min.js" >internal/api/docs/web-components.min.js.gz
gzip -9 -n -c "$tmp/package/styles.min.css" >internal/api/docs/styles.min.css.gz
cp "$tmp/package/LICENSE" internal/api/docs/LICENSE
cp "$tmp/package/web-components.min.js.LICENSE.txt" internal/api/docs/web-components.min.js.LICENSE.txt
echo "api-docs-assets: Stoplight Elements $VERSION in internal/api/docs"
