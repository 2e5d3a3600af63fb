#!/usr/bin/env bash
# Builds the user interface into frontend/dist (embedded by go build) when
# it is missing or older than its sources.
set -euo pipefail
cd "$(dirname "$0")/../frontend"
[ -f package.json ] || exit 0
if [ -d dist/assets ] && [ -z "$(find src index.html package.json vite.config.ts -newer dist/index.html 2>/dev/null | head -1)" ]; then
	exit 0
fi
[ -d node_modules ] || npm ci --no-audit --no-fund
npm run build
