#!/usr/bin/env bash
# The dashboard's tests read it in Debian's Chromium (Playwright cannot download its own browser
# here). Installs it when missing and we may; otherwise says what to run.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the dashboard tests…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
else
  echo "the dashboard tests need Debian's chromium at /usr/bin/chromium: sudo apt-get install -y chromium" >&2
  exit 1
fi
