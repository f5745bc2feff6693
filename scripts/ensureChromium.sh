#!/usr/bin/env bash
# Makes sure a system Chromium exists for the browser tests; never downloads a browser build.
# Prints the path to use. Honours CHROMIUM_PATH.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  echo "$path"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $path: installing Debian's chromium package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >&2
  if [ -x "$path" ]; then
    echo "$path"
    exit 0
  fi
fi
cat >&2 <<MSG
The browser tests need Chromium, and none was found at $path.
Install Debian's package as root:   apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium or Chrome binary.
MSG
exit 1
