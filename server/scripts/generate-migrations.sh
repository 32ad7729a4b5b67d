#!/usr/bin/env bash
# Writes a migration into server/drizzle after a change to src/db/schema.ts:
#   npm run -w @latch/server db:generate -- --name what_changed
# npm installs drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root, where its
# import('drizzle-orm') cannot see it; link it there for the run only.
set -euo pipefail
cd "$(dirname "$0")/.."
root=../node_modules
linked=0
if [ ! -e "$root/drizzle-orm" ]; then
  ln -s "$PWD/node_modules/drizzle-orm" "$root/drizzle-orm"
  linked=1
fi
trap '[ "$linked" = 1 ] && rm -f "$root/drizzle-orm"' EXIT
npx drizzle-kit generate "$@"
