#!/usr/bin/env bash
# The browser tests: the app built once, then the dashboard's, the team-review and the long-session
# runs at the same time (each serves the build on a port and a database of its own; they mostly wait
# on the browser), then the review server killed mid-answer.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 BARLINE_E2E_BUILT=1
bash scripts/ensure-chromium.sh
npm run --silent build:lib
npx next build
run() {
  local name=$1
  shift
  # Each run's lines carry its name; its exit status is the run's, not the labeller's.
  "$@" > >(sed -u "s/^/[$name] /") 2>&1
}
run dashboard npx playwright test &
dashboard=$!
run review npx playwright test -c playwright.review.config.ts &
review=$!
run long npx playwright test -c playwright.long.config.ts &
long=$!
failed=0
wait "$dashboard" || failed=1
wait "$review" || failed=1
wait "$long" || failed=1
[ "$failed" = 0 ] || { echo "browser tests failed (see the lines above)" >&2; exit 1; }
node --import tsx --test e2e/review-kill.ts
