#!/usr/bin/env bash
# Stops the Redis started by start-redis.sh (REDIS_TMP_DIR) and removes its directory.
set -uo pipefail
[ -n "${REDIS_TMP_DIR:-}" ] || exit 0
[ -f "$REDIS_TMP_DIR/redis.pid" ] && kill "$(cat "$REDIS_TMP_DIR/redis.pid")" 2>/dev/null
sleep 0.2
rm -rf "$REDIS_TMP_DIR"
