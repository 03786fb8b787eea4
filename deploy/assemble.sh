#!/bin/sh
# Copies what one portal instance runs on into $1, from a checkout that has been built
# (`npm run build`) and pruned to production dependencies (`npm prune --omit=dev`). The Dockerfile
# runs it; run by hand it gives the same folder, which starts with `node apps/server/dist/main.js`.
set -eu
out="$1"
mkdir -p "$out"
cp -R --parents \
  package.json package-lock.json node_modules \
  packages/domain/package.json packages/domain/dist \
  apps/server/package.json apps/server/dist apps/server/migrations \
  apps/web/dist \
  "$out"
# The GraphQL schema is read from the areas' .graphql files at start (platform/graphql/schema.ts).
find apps/server/src/modules -name '*.graphql' -exec cp --parents {} "$out" \;
