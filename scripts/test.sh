#!/usr/bin/env bash
# `npm test`: every check and test of the repository, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -x node_modules/.bin/node ] || npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh
bash scripts/ensure-caddy.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Build"
npm run build
step "Schema and gql.tada output are up to date"
npm run check:schema
step "Type check"
npm run typecheck
step "Lint and format"
npm run lint
step "Unit tests"
npm run test:unit
step "Commerce end-to-end tests (real Vendure)"
npm run test:commerce
step "Browser end-to-end tests (Chromium, real Vendure)"
npm run test:e2e
step "Production profile (PostgreSQL, Redis, 2 servers, worker, 2 storefronts behind a proxy)"
npm run test:profile
step "Faults under load (the production profile while its parts die, issue 28)"
npm run test:faults
