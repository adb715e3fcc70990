#!/usr/bin/env bash
# Installs what a fresh machine lacks (pinned pnpm; Debian's chromium, postgresql, xmllint, pgbouncer, nginx,
# promtool and Java; a C++ toolchain for better-sqlite3), then the workspace.
# Safe to run again: each step is skipped when its tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.8 # keep in step with "packageManager" in package.json (corepack cannot verify signatures here)
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "$PNPM_VERSION" ]; then
  npm install -g "pnpm@$PNPM_VERSION"
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
# xmllint validates every ADF lead the suite sends against the ADF 1.0 DTD.
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
# The scale-out test runs a pooler, a balancer and promtool beside Postgres.
command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
# The Nu HTML Checker (vnu-jar) of the e2e journeys runs on Java.
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# The vPIC decoder's better-sqlite3 compiles with node-gyp: python3, make and g++.
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=()
  [ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
  echo "Installing Debian packages: ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# better-sqlite3 (the offline vPIC decoder's SQLite, ADR 270) builds from source: its prebuilt download is
# unreachable here, and node-gyp takes the headers from the installed Node instead of downloading them.
export npm_config_nodedir="${npm_config_nodedir:-$(dirname "$(dirname "$(command -v node)")")}"
pnpm install --frozen-lockfile
