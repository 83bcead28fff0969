#!/usr/bin/env bash
# Stops the server started by start-postgres.sh and removes its directory.
set -u
[ -n "${PG_TMP_DIR:-}" ] || exit 0
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_TMP_DIR/data" -m immediate stop >/dev/null 2>&1
else "$PG_BIN/pg_ctl" -D "$PG_TMP_DIR/data" -m immediate stop >/dev/null 2>&1; fi
rm -rf "$PG_TMP_DIR"
