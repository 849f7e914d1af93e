#!/usr/bin/env bash
# `npm test`: lint, type-check, unit, integration (real PostgreSQL: embedded, or DATABASE_URL)
# and browser end-to-end tests against the built product.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true
mkdir -p tmp
# Keep a copy of everything printed, to add up the runners' counts at the end.
exec > >(tee tmp/test-output.log) 2>&1
started=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "Runtime"
# npm runs this with node_modules/.bin first on PATH: every node below is the one `npm install`
# brought (package.json engines); this fails when it is not.
node scripts/node-runtime.mjs

step "Browser and nginx for end-to-end tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "Lint, and type-check beside it"
# Both are single-threaded and CI has two cores: the type-check runs in the background, its
# output kept for after the lint (about 45 s of the 20-minute budget).
node scripts/typecheck.mjs > tmp/typecheck.log 2>&1 &
typecheck=$!
npx nx show projects >/dev/null
npx eslint . --max-warnings=0
# Node 22+ reads `--test` arguments as files or globs, never as folders to search.
node --test tools/lint-boundaries/*.test.mjs tools/generators/*/*.test.mjs
# Unused files, dependencies (listed or not), exports and types (knip.jsonc says what it ignores, and why).
npx knip --no-progress

step "Type-check"
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat tmp/typecheck.log
if [ "$typecheck_status" -ne 0 ]; then exit "$typecheck_status"; fi

step "Unit tests (api, libs)"
npx jest --selectProjects unit

step "Unit tests (web)"
npx vitest run --config apps/web/vite.config.mts

step "Integration tests (PostgreSQL)"
npx jest --selectProjects integration

step "Build"
node scripts/build.mjs

step "Browser end-to-end tests"
node e2e/run.mjs

step "Process lifecycle (start, SIGINT, restart, SIGKILL recovery)"
node --test e2e/lifecycle.test.mjs

step "Several instances behind nginx (SIGTERM drain, rolling restart under load, leader handover)"
# docs/operations.md §7; prints its figures (requests, failures, reconnections, handover times).
node --test --test-concurrency=1 e2e/shutdown.test.mjs e2e/multi-instance.test.mjs

step "All tests passed"
node scripts/test-summary.mjs tmp/test-output.log
