#!/usr/bin/env bash
# Installs what a fresh machine lacks (pinned pnpm; Debian's chromium, postgresql, xmllint, pgbouncer, nginx and
# promtool), then the workspace.
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
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=()
  [ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
  echo "Installing Debian packages: ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

pnpm install --frozen-lockfile
