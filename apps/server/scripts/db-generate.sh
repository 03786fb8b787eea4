#!/usr/bin/env bash
# Generates a migration from the *.tables.ts files: scripts/db-generate.sh NAME [--custom].
# npm keeps drizzle-orm nested under apps/server while drizzle-kit is hoisted to the root, and
# drizzle-kit resolves drizzle-orm from its own folder, so link it there for the run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=../../node_modules
created=0
if [ ! -e "$root/drizzle-orm" ]; then ln -s ../apps/server/node_modules/drizzle-orm "$root/drizzle-orm"; created=1; fi
trap '[ $created = 1 ] && rm -f "$root/drizzle-orm"' EXIT
name=$1; shift
npx drizzle-kit generate --name "$name" "$@"
