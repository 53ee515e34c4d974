#!/usr/bin/env bash
#
# Point-in-time restore of LEMON: the database as it was at a moment T, from pgBackRest's
# backups and archived WAL, into a FRESH data directory (never over a live one), started on
# its own port; and the export inbox as it was at T, from deploy/inbox-snapshot.sh's snapshots.
#
#   deploy/pitr-restore.sh --target "2026-12-02 03:04:05+00" \
#     --data-dir /var/lib/postgresql/15/restore --port 5433 \
#     --inbox-snapshots /backup/lemon/inbox --inbox-to /srv/lemon/inbox-restore
#
#   --target T          a timestamp PostgreSQL understands (give the zone!), or `latest` for
#                       everything the archive holds (the database host was lost)
#   --data-dir DIR      must not exist or be empty
#   --port PORT         the restored PostgreSQL listens on 127.0.0.1:PORT
#   --listen ADDRESSES  listen_addresses instead of 127.0.0.1 (when the app hosts are to use it)
#   --inbox-snapshots S --inbox-to I   copy the newest inbox snapshot not after T to I
#                       (I must not exist or be empty); without them the inbox is skipped
#   --keep-archiving    the restored cluster archives into the same stanza (only when it is
#                       to become the production database; a drill must not push its WAL)
#   --pg-bin DIR        PostgreSQL's binaries (default /usr/lib/postgresql/15/bin)
#   --timeout SECONDS   how long recovery may take (default 7200)
#
# Run as root or postgres. pgBackRest's configuration: /etc/pgbackrest/pgbackrest.conf or
# PGBACKREST_CONFIG. Every step is printed; the exit code is 0 only when PostgreSQL stopped
# recovery at T and was promoted (and the inbox was copied, when asked for).
#
set -euo pipefail

STANZA="${STANZA:-lemon}"
PG_BIN=/usr/lib/postgresql/15/bin
TIMEOUT=7200
TARGET="" DATA="" PORT="" INBOX_SNAPSHOTS="" INBOX_TO="" KEEP_ARCHIVING=no LISTEN=127.0.0.1

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --target) TARGET="$2"; shift 2 ;;
    --data-dir) DATA="$2"; shift 2 ;;
    --port) PORT="$2"; shift 2 ;;
    --listen) LISTEN="$2"; shift 2 ;;
    --inbox-snapshots) INBOX_SNAPSHOTS="$2"; shift 2 ;;
    --inbox-to) INBOX_TO="$2"; shift 2 ;;
    --keep-archiving) KEEP_ARCHIVING=yes; shift ;;
    --pg-bin) PG_BIN="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    *) usage ;;
  esac
done
[ -n "$TARGET" ] && [ -n "$DATA" ] && [ -n "$PORT" ] || usage
if [ -n "$INBOX_TO" ] && [ -z "$INBOX_SNAPSHOTS" ]; then usage; fi

now_ms() { date +%s%3N; }
# Seconds since a now_ms value, with tenths: 12.3
seconds_since() { local ms=$(($(now_ms) - $1)); echo "$((ms / 1000)).$((ms % 1000 / 100))"; }
started=$(now_ms)
step() { echo "[pitr-restore +$(seconds_since "$started")s] $*"; }
fail() { echo "[pitr-restore] FAILED: $*" >&2; exit 1; }

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

empty_or_missing() { [ ! -e "$1" ] || [ -z "$(ls -A "$1")" ]; }

# Debian's socket folder (sockets are named by port); a socket inside the data directory
# would be a special file in every later backup of this copy.
SOCKETS=/var/run/postgresql
sql() { as_postgres "$PG_BIN/psql" -X -At -h "$SOCKETS" -p "$PORT" -d postgres "$@"; }

# ---------------------------------------------------------------- 1. checks
step "1/6 checks: target '$TARGET', fresh data directory $DATA, port $PORT"
empty_or_missing "$DATA" || fail "$DATA is not empty; restore into a new directory, never over a cluster"
if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then fail "something already listens on port $PORT"; fi
if [ -n "$INBOX_TO" ]; then
  empty_or_missing "$INBOX_TO" || fail "$INBOX_TO is not empty; restore the inbox into a new folder"
  [ -d "$INBOX_SNAPSHOTS" ] || fail "no inbox snapshots in $INBOX_SNAPSHOTS"
fi
mkdir -p "$DATA"
DATA=$(realpath "$DATA")
[ -d "$SOCKETS" ] || SOCKETS="$DATA"
chown postgres:postgres "$DATA" 2>/dev/null || true
chmod 700 "$DATA"

# ---------------------------------------------------------------- 2. files from the backup
if [ "$TARGET" = latest ]; then
  recovery=(--type=default)
else
  recovery=(--type=time "--target=$TARGET" --target-action=promote)
fi
[ "$KEEP_ARCHIVING" = yes ] || recovery+=(--archive-mode=off)
step "2/6 pgbackrest restore ${recovery[*]} (the newest backup before the target, then its WAL)"
restore_started=$(now_ms)
as_postgres pgbackrest --stanza="$STANZA" --pg1-path="$DATA" "${recovery[@]}" restore
step "    files restored in $(seconds_since "$restore_started") s, $(du -sh "$DATA" | cut -f1)"

# ---------------------------------------------------------------- 3. settings of the copy
step "3/6 settings: port $PORT on $LISTEN, no synchronous standby"
# A Debian cluster keeps postgresql.conf and pg_hba.conf in /etc, outside the backup.
[ -f "$DATA/postgresql.conf" ] || as_postgres touch "$DATA/postgresql.conf"
[ -f "$DATA/pg_ident.conf" ] || as_postgres touch "$DATA/pg_ident.conf"
if [ ! -f "$DATA/pg_hba.conf" ]; then
  as_postgres tee "$DATA/pg_hba.conf" >/dev/null <<'HBA'
local all all peer
host  all all 127.0.0.1/32 scram-sha-256
HBA
fi
# postgresql.auto.conf (where pgBackRest wrote the recovery settings) wins over postgresql.conf.
# A Patroni leader's synchronous_standby_names would make every commit of the copy wait for a
# standby that does not exist; its hba_file and ident_file name the old data directory.
as_postgres tee -a "$DATA/postgresql.auto.conf" >/dev/null <<CONF
# pitr-restore.sh $(date -u +%FT%TZ): a restored copy, target $TARGET
port = $PORT
listen_addresses = '$LISTEN'
unix_socket_directories = '$SOCKETS'
hba_file = '$DATA/pg_hba.conf'
ident_file = '$DATA/pg_ident.conf'
synchronous_standby_names = ''
hot_standby = on
CONF

# ---------------------------------------------------------------- 4. recovery
LOG="$DATA/restore.log"
step "4/6 starting PostgreSQL; it replays WAL up to the target and promotes (log: $LOG)"
recovery_started=$(now_ms)
as_postgres "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" start >/dev/null
last_report=0
while :; do
  if ! as_postgres "$PG_BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
    grep -E 'FATAL|PANIC|last completed transaction' "$LOG" | tail -n 5 >&2
    if grep -q 'recovery ended before configured recovery target was reached' "$LOG"; then
      fail "the archive holds no commit after the target (too recent, or the last WAL is not
    archived yet: 'backup.sh check'); choose an earlier --target, or --target latest"
    fi
    fail "PostgreSQL stopped during recovery (see $LOG)"
  fi
  state=$(sql -c 'select pg_is_in_recovery(), pg_last_xact_replay_timestamp()' 2>/dev/null || true)
  [ "${state%%|*}" = f ] && break
  elapsed=$((($(now_ms) - recovery_started) / 1000))
  [ "$elapsed" -le "$TIMEOUT" ] || fail "recovery still running after $TIMEOUT s (see $LOG)"
  if [ $((elapsed - last_report)) -ge 10 ]; then
    step "    replaying; last replayed commit: ${state#*|}"
    last_report=$elapsed
  fi
  sleep 0.2
done
step "    promoted after $(seconds_since "$recovery_started") s of recovery"
grep -E 'recovery stopping|last completed transaction|archive recovery complete|selected new timeline' "$LOG" |
  sed 's/^/    postgres: /' || true

# ---------------------------------------------------------------- 5. verification
step "5/6 verification"
last_commit=$(sql -c 'select pg_last_xact_replay_timestamp()')
step "    last replayed commit: ${last_commit:-none}"
if [ "$TARGET" != latest ]; then
  ok=$(echo "select coalesce(pg_last_xact_replay_timestamp() <= :'target'::timestamptz, true)" |
    sql -v target="$TARGET")
  [ "$ok" = t ] || fail "a commit after the target was replayed"
fi
sql -c "select datname from pg_database where not datistemplate order by 1" | sed 's/^/    database: /'

# ---------------------------------------------------------------- 6. the export inbox
if [ -n "$INBOX_TO" ]; then
  if [ "$TARGET" = latest ]; then
    limit='9999'
  else
    # PostgreSQL reads T exactly as recovery did; snapshot names are UTC, microseconds.
    limit=$(echo "select to_char(:'target'::timestamptz at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')" |
      sql -v target="$TARGET")
  fi
  snapshot=$(ls -1 "$INBOX_SNAPSHOTS" |
    grep -E '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z$' |
    LC_ALL=C sort | awk -v limit="$limit" '$0 <= limit' | tail -n 1)
  [ -n "$snapshot" ] || fail "no inbox snapshot in $INBOX_SNAPSHOTS at or before $limit"
  step "6/6 export inbox: snapshot $snapshot (target $limit) → $INBOX_TO"
  mkdir -p "$INBOX_TO"
  rsync -a "$INBOX_SNAPSHOTS/$snapshot/" "$INBOX_TO/"
  step "    $(find "$INBOX_TO" -type f | wc -l) files restored"
else
  step "6/6 export inbox: not asked for (--inbox-snapshots, --inbox-to)"
fi

step "done in $(seconds_since "$started") s. The restored database:"
echo "    DATABASE_URL=postgres://postgres@${LISTEN%%,*}:$PORT/lemon"
echo "    stop it: runuser -u postgres -- $PG_BIN/pg_ctl -D $DATA stop -m fast"
