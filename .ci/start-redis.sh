#!/usr/bin/env bash
# Starts a throwaway Redis on a free loopback port (no persistence) and prints its URL.
# Usage: eval "$(bash .ci/start-redis.sh)"  → exports TEST_REDIS_URL and REDIS_TMP_DIR.
set -euo pipefail
DIR=$(mktemp -d /tmp/snsshop-redis.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --dir "$DIR" --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >/dev/null
for _ in $(seq 1 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
echo "export REDIS_TMP_DIR=$DIR"
echo "export TEST_REDIS_URL=redis://127.0.0.1:$PORT"
