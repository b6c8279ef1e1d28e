#!/bin/sh
# Restores a backup of deploy/backup.sh into the empty database at DATABASE_URL, in one transaction: it is
# restored whole or not at all. Into an empty database only: the one in use stays as it is until the
# restored copy has been checked and the servers are pointed at it (docs/deploy.md, "Backups").
set -eu

file=${1:-}
if [ -z "$file" ] || [ ! -f "$file" ]; then
  echo "Usage: pnpm db:restore <file.dump> (a backup of pnpm db:backup; got '${file}')" >&2
  exit 2
fi
if [ -z "${DATABASE_URL:-}" ]; then
  echo "db:restore: DATABASE_URL is not set: the empty database to restore into" >&2
  exit 2
fi
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" --command \
  "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != 0 ]; then
  echo "db:restore: the database at DATABASE_URL is not empty ($tables tables). Restore into a new one" >&2
  echo "(createdb), check it, then point the servers at it." >&2
  exit 2
fi

pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$file"
echo "restored $file"
