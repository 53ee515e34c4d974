#!/usr/bin/env bash
#
# pgBackRest commands of LEMON, one word each (deploy/README-backup.cs.md):
#
#   backup.sh stanza-create   once, after the first start with deploy/postgresql-backup.conf
#   backup.sh check           archiving works end to end (forces a WAL switch, waits for it)
#   backup.sh full | diff     a base backup; only on the leader (elsewhere: says so, exit 0)
#   backup.sh info            backups, WAL range, sizes
#
# Runs as root or postgres (pgBackRest always runs as postgres: it reads the data directory).
# The configuration is /etc/pgbackrest/pgbackrest.conf, or the file in PGBACKREST_CONFIG.
# PGHOST / PGPORT say where the local PostgreSQL listens (default: the socket, 5432).
#
# Cron on every PostgreSQL host (/etc/cron.d/lemon-backup); only the leader backs up:
#   30 1 * * 0    postgres /opt/lemon/deploy/backup.sh full
#   30 1 * * 1-6  postgres /opt/lemon/deploy/backup.sh diff
#   7 * * * *     postgres /opt/lemon/deploy/backup.sh check >/dev/null
#
set -euo pipefail

STANZA="${STANZA:-lemon}"
export PGHOST="${PGHOST:-/var/run/postgresql}"
export PGPORT="${PGPORT:-5432}"

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

step() { echo "[backup $(date -u +%H:%M:%S)] $*"; }

is_leader() {
  [ "$(as_postgres psql -X -At -d postgres -c 'select pg_is_in_recovery()')" = f ]
}

case "${1:-}" in
  stanza-create)
    step "stanza-create: the stanza '$STANZA' in the repository"
    as_postgres pgbackrest --stanza="$STANZA" stanza-create
    ;;
  check)
    step "check: configuration, and a WAL segment pushed to the repository"
    as_postgres pgbackrest --stanza="$STANZA" check
    ;;
  full | diff)
    if ! is_leader; then
      step "this PostgreSQL is a standby; the leader takes the backup"
      exit 0
    fi
    step "backup --type=$1"
    started=$(date +%s)
    as_postgres pgbackrest --stanza="$STANZA" backup --type="$1"
    step "backup --type=$1 done in $(($(date +%s) - started)) s"
    ;;
  info)
    as_postgres pgbackrest --stanza="$STANZA" info
    ;;
  *)
    echo "usage: $0 stanza-create | check | full | diff | info" >&2
    exit 2
    ;;
esac
