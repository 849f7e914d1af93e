#!/usr/bin/env bash
# Runs integration specs with the whole test run at other times of day (docs/feeds.md, "The fake
# Betwatch"): libfaketime (Debian package `faketime`) moves the clock of jest, the api and the
# embedded PostgreSQL it starts alike (DATABASE_URL is left out: a server outside would keep the
# real time). A test that passes at one hour and fails at another depends on the hour.
#
#   scripts/test-at-hours.sh "00:30 09:26 20:00 23:50" apps/api/src/modules/feed-stream libs/infrastructure/src/feeds/betwatch
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is not installed (apt-get install faketime)" >&2; exit 2; }
[ $# -ge 2 ] || { echo "usage: $0 \"HH:MM …\" <spec path> …" >&2; exit 2; }
hours=$1
shift
export PATH="$PWD/node_modules/.bin:$PATH"
unset DATABASE_URL
status=0
for hour in $hours; do
  day=$(date -u +%F)
  # One start for every process of the run (jest's workers, the api, PostgreSQL).
  if FAKETIME_DONT_RESET=1 faketime -f "@$day $hour:00" npx jest --selectProjects integration -w 1 --forceExit -- "$@" >"/tmp/test-at-$hour.log" 2>&1; then
    echo "$hour UTC: passed ($(grep -E '^Tests:' "/tmp/test-at-$hour.log"))"
  else
    echo "$hour UTC: FAILED, see /tmp/test-at-$hour.log ($(grep -E '^Tests:' "/tmp/test-at-$hour.log"))"
    status=1
  fi
done
exit $status
