#!/usr/bin/env bash
# Known vulnerabilities in the packages the web app ships (dev tools left out). Fails on any finding;
# says so, without failing, when the registry does not answer audits (the mirror here answers
# only GET and HEAD).
set -uo pipefail
cd "$(dirname "$0")/../web"
out=$(npm audit --omit=dev --json 2>/dev/null)
node -e '
const r = JSON.parse(process.argv[1] || "{}");
if (r.statusCode || r.error) {
  console.log(`npm audit: the registry does not answer audits (${r.statusCode || r.error.code}); nothing checked`);
  process.exit(0);
}
const v = r.metadata?.vulnerabilities ?? {};
const total = Object.values(v).reduce((a, b) => a + b, 0);
console.log(`npm audit: ${total} known vulnerabilities in shipped packages`, total ? v : "");
for (const [name, f] of Object.entries(r.vulnerabilities ?? {})) console.log(`  ${name} (${f.severity}): ${f.via.map((x) => x.title ?? x).join("; ")}`);
process.exit(total ? 1 : 0);
' "$out"
