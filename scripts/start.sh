#!/usr/bin/env bash
# `npm start`: installs what is missing, builds when the sources are newer than the
# build, then starts Vendure (seeding an empty database) and the storefront.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (first start only)…"
  npm install --no-audit --no-fund
fi

stale() {
  local target=$1; shift
  [ ! -f "$target" ] && return 0
  [ -n "$(find "$@" -newer "$target" -type f -print -quit 2>/dev/null)" ]
}
if stale .output/server/index.mjs src messages project.inlang public vite.config.ts paraglide.config.ts package-lock.json \
  || stale commerce/dist/src/index.js commerce/src commerce/migrations commerce/scripts; then
  echo "Building…"
  npm run build
fi

exec npm run serve
