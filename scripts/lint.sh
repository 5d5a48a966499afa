#!/usr/bin/env bash
# The lint: route types and tsc, then Prettier, beside the type-aware ESLint (one core each).
set -euo pipefail
cd "$(dirname "$0")/.."
npx eslint --max-warnings 0 . &
eslint=$!
status=0
{ npm run --silent typecheck && npx prettier --check .; } || status=1
wait "$eslint" || status=1
exit "$status"
