#!/usr/bin/env bash
# The README's quick start on the machine's own Node (20 on these machines, past its end of life but what
# a newcomer has): in a copy of the repository, `npm ci && npm start` must build, migrate, seed the demo
# shop and answer. Started on free ports with a throwaway DATA_DIR, asked over HTTP, then stopped.
# Usage: bash .ci/start-check.sh   (from the repository; prints what it did, exits non-zero on a failure)
set -euo pipefail
cd "$(dirname "$0")/.."

WORK=$(mktemp -d /tmp/snsshop-start.XXXXXX)
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 143' TERM INT
fail() {
  echo "start-up check FAILED: $*"
  [ -f "$WORK/start.log" ] && { echo "--- npm start output:"; cat "$WORK/start.log"; }
  exit 1
}

echo "start-up check on node $(node --version), npm $(npm --version)"
# The files of the checkout as they are (tracked and new, not ignored), without its node_modules or builds.
mkdir -p "$WORK/repo"
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$WORK/repo"
cd "$WORK/repo"

npm ci --no-audit --no-fund --loglevel=error

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
PORT=$(free_port)
API_PORT=$(free_port)
while [ "$API_PORT" = "$PORT" ]; do API_PORT=$(free_port); done
mkdir -p "$WORK/data"
# Its own process group, so stopping it stops npm, the shell it runs and the server.
PORT=$PORT API_PORT=$API_PORT DATA_DIR="$WORK/data" setsid npm start >"$WORK/start.log" 2>&1 &
SERVER_PID=$!

# `npm start` builds the web app and the server first: give it minutes, and stop waiting if it exits.
for _ in $(seq 1 600); do
  curl -fsS -o /dev/null "http://localhost:$PORT/rest/health" 2>/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || fail "npm start exited before the shop answered"
  sleep 1
done
curl -fsS -o /dev/null "http://localhost:$PORT/rest/health" || fail "no answer on http://localhost:$PORT/rest/health within 10 minutes"
# The banner comes once both listeners are up.
for _ in $(seq 1 30); do grep -q "데모 회원 로그인" "$WORK/start.log" && break; sleep 1; done

grep -q "처음 실행이라 데모" "$WORK/start.log" || fail "the first start did not say it seeded the demo shop"
[ -s "$WORK/data/shop.db" ] || fail "no SQLite database in DATA_DIR"
curl -fsS "http://localhost:$PORT/" | grep -qi "<!doctype html" || fail "/ did not answer the web app"
# The demo login the banner prints works: the database is migrated and seeded.
DEMO_PASSWORD=$(sed -n 's/.*데모 회원 로그인: 아이디 demo \/ 비밀번호 \([^ ]*\).*/\1/p' "$WORK/start.log" | head -1)
[ -n "$DEMO_PASSWORD" ] || fail "the banner printed no demo login"
curl -fsS -o /dev/null -H 'content-type: application/json' -d "{\"id\":\"demo\",\"password\":\"$DEMO_PASSWORD\"}" "http://localhost:$PORT/rest/auth/login" || fail "the demo login was refused"
curl -fsS -o /dev/null "http://localhost:$API_PORT/openapi.json" || fail "the customer API did not answer on its port"

kill -TERM -- "-$SERVER_PID"
for _ in $(seq 1 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$SERVER_PID" 2>/dev/null && fail "the shop did not stop within 10 s of SIGTERM"
SERVER_PID=""
echo "start-up check passed: npm ci && npm start on node $(node --version) built, migrated, seeded and answered on http://localhost:$PORT (customer API on $API_PORT), and stopped on SIGTERM"
