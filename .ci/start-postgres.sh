#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on a free loopback port and prints its URL on the last line.
# Usage: eval "$(bash .ci/start-postgres.sh)"  → exports TEST_DATABASE_URL and PG_TMP_DIR.
set -euo pipefail
PGBIN=$(dirname "$(command -v initdb 2>/dev/null || ls /usr/lib/postgresql/*/bin/initdb | tail -1)")
DIR=$(mktemp -d /tmp/snsshop-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" = 0 ]; then chown -R postgres "$DIR"; runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >"$DIR/initdb.log" 2>&1
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "export PG_TMP_DIR=$DIR"
echo "export PG_BIN=$PGBIN"
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
