#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright cannot download browsers here).
set -euo pipefail
chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing at $chromium_path: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
