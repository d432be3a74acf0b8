#!/usr/bin/env bash
# Lints the deploy files where no container engine runs: yamllint on the
# compose file and the chart's values, helm lint (with the values' JSON
# schema) and a render of the chart, in its default and a minimal setup,
# checked as YAML. .ci/run installs yamllint and helm; elsewhere a missing
# tool is skipped with a note.
set -euo pipefail
cd "$(dirname "$0")/.."
render_rules='{extends: default, rules: {line-length: {max: 200}, document-start: disable}}'
if command -v yamllint >/dev/null; then
  yamllint -c deploy/.yamllint.yaml deploy
else
  echo "lint-deploy: yamllint not installed; deploy YAML not linted"
fi
helm="$(command -v helm || echo "$(go env GOPATH)/bin/helm")"
if [ ! -x "$helm" ]; then
  echo "lint-deploy: helm not installed; chart not rendered"
  exit 0
fi
"$helm" lint --strict --quiet deploy/helm/oneloft
for set in "" "autoscaling.enabled=false,ingress.enabled=false,existingSecret=oneloft-prod"; do
  out="$("$helm" template oneloft deploy/helm/oneloft ${set:+--set "$set"})"
  if command -v yamllint >/dev/null; then yamllint -d "$render_rules" - <<<"$out"; fi
  grep -q '^kind: Deployment' <<<"$out" || { echo "lint-deploy: no Deployment rendered"; exit 1; }
done
# the schema refuses a bad value
if "$helm" template oneloft deploy/helm/oneloft --set autoscaling.minReplicas=1 >/dev/null 2>&1; then
  echo "lint-deploy: values.schema.json let minReplicas=1 through"; exit 1
fi
echo "lint-deploy: compose file and chart OK"
