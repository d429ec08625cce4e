#!/usr/bin/env bash
# Generates a Drizzle migration under a lock, so parallel work never numbers two migrations alike.
# Usage: tools/db-generate.sh <name>
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/johap-db-generate.lock npx drizzle-kit generate --config apps/server/drizzle.config.ts --name "${1:?name}"
