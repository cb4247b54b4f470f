#!/usr/bin/env bash
# The production profile runs behind Debian's Caddy (deploy/caddy/Caddyfile, ADR 039).
set -euo pipefail
caddy_path=${CADDY_PATH:-caddy}
if command -v "$caddy_path" >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's caddy for the production profile…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  # Only the binary is wanted here (scripts/caddy.ts runs it for the profile). On a
  # machine booted with systemd the package starts its welcome page on port 80: stop it.
  if [ -d /run/systemd/system ]; then systemctl disable --now caddy.service >/dev/null 2>&1 || true; fi
else
  echo "Caddy is missing: install Debian's 'caddy' package or set CADDY_PATH." >&2
  exit 1
fi
