#!/bin/sh
# A logical backup of the PostgreSQL database at DATABASE_URL, in pg_dump's custom format (compressed, and
# restorable table by table): BACKUP_DIR/raqam-<UTC time>.dump. Backups older than BACKUP_KEEP_DAYS are
# removed. Used by `pnpm db:backup` and by compose.yaml's daily `backup` service (docs/deploy.md).
set -eu

if [ -z "${DATABASE_URL:-}" ]; then
  echo "db:backup: DATABASE_URL is not set. Backups are of PostgreSQL; the embedded database (DATA_DIR) is" >&2
  echo "backed up by copying its folder while the server is stopped." >&2
  exit 2
fi
dir=${BACKUP_DIR:-backups}
keep=${BACKUP_KEEP_DAYS:-14}
case $keep in
  '' | *[!0-9]*) echo "db:backup: BACKUP_KEEP_DAYS is a whole number of days (got '$keep')" >&2; exit 2 ;;
esac

mkdir -p "$dir"
file="$dir/raqam-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
# Written beside its final name and renamed once whole, so a failed dump never passes for a backup.
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
echo "$file"

find "$dir" -maxdepth 1 -name 'raqam-*.dump' -mtime "+$keep" -exec rm -f {} +
