#!/usr/bin/env bash
#
# A snapshot of the export inbox (EXPORT_INBOX) in the backup share, once a minute, so a
# restore to a moment T brings the folder back as it was at T (to the minute), next to the
# database restored by pgBackRest (deploy/pitr-restore.sh picks the newest snapshot not
# after T).
#
#   EXPORT_INBOX=/srv/lemon/inbox INBOX_SNAPSHOTS=/backup/lemon/inbox deploy/inbox-snapshot.sh
#
# Cron on the one host with the maintenance worker that mounts the inbox
# (/etc/cron.d/lemon-inbox; run it where the share is mounted, as a user who can read it):
#   * * * * *  root  EXPORT_INBOX=/srv/lemon/inbox INBOX_SNAPSHOTS=/backup/lemon/inbox /opt/lemon/deploy/inbox-snapshot.sh
#
# How: `rsync --link-dest` of the whole folder into INBOX_SNAPSHOTS/<UTC time>Z. A file that
# did not change since the previous snapshot is a hard link to it, so a snapshot costs one
# directory entry per file, and data only for new files. A minute in which nothing changed
# (sizes, times and names the same) makes no snapshot at all. A snapshot is named by the
# moment it was COMPLETE, so its content is never newer than its name: a restore to T never
# gets a file that arrived after T. Files being written (`.part`, `.tmp`, names beginning
# with a dot) are left out, as the inbox scanner ignores them too.
#
# Kept: every snapshot of the last INBOX_KEEP_ALL_HOURS (48), then the newest of each hour
# up to INBOX_KEEP_DAYS (15, a bit more than pgBackRest's window of two weekly fulls).
#
set -euo pipefail

INBOX="${EXPORT_INBOX:?set EXPORT_INBOX to the export inbox folder}"
DEST="${INBOX_SNAPSHOTS:?set INBOX_SNAPSHOTS to the snapshot folder on the backup share}"
KEEP_ALL_HOURS="${INBOX_KEEP_ALL_HOURS:-48}"
KEEP_DAYS="${INBOX_KEEP_DAYS:-15}"

# A name per snapshot that sorts as time does: 2026-12-02T03:04:05.123456Z.
SNAPSHOT_NAME='^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z$'

[ -d "$INBOX" ] || { echo "inbox-snapshot: $INBOX is not a folder (share not mounted?)" >&2; exit 1; }
mkdir -p "$DEST"
DEST=$(realpath "$DEST")

# One run at a time: a snapshot of a large inbox on a slow share may take over a minute.
exec 9>"$DEST/.lock"
flock -n 9 || { echo "inbox-snapshot: the previous run is still copying"; exit 0; }

snapshots() { ls -1 "$DEST" | grep -E "$SNAPSHOT_NAME" | LC_ALL=C sort || true; }

# Names, types, sizes and modification times of everything the scanner would look at.
fingerprint() {
  (cd "$INBOX" && find . -mindepth 1 \( -name '.*' -o -iname '*.part' -o -iname '*.tmp' \) -prune \
    -o -printf '%P\t%y\t%s\t%T@\n' | LC_ALL=C sort | sha256sum | cut -d' ' -f1)
}

prune() {
  local all_after hourly_after last_hour="" name hour
  all_after=$(date -u -d "-$KEEP_ALL_HOURS hours" +%Y-%m-%dT%H:%M:%S)
  hourly_after=$(date -u -d "-$KEEP_DAYS days" +%Y-%m-%dT%H:%M:%S)
  # Newest first: the first snapshot seen of an hour is the one that hour keeps.
  for name in $(snapshots | sort -r); do
    hour=${name:0:13}
    if [[ "$name" > "$all_after" ]]; then
      :
    elif [[ "$name" > "$hourly_after" && "$hour" != "$last_hour" ]]; then
      :
    else
      rm -rf "${DEST:?}/$name"
    fi
    last_hour=$hour
  done
}

latest=$(snapshots | tail -n 1)
now_print=$(fingerprint)
if [ -n "$latest" ] && [ "$(cat "$DEST/.fingerprint" 2>/dev/null)" = "$latest $now_print" ]; then
  prune
  exit 0
fi

rm -rf "$DEST/.partial"
rsync -a --delete --exclude='.*' --exclude='*.[pP][aA][rR][tT]' --exclude='*.[tT][mM][pP]' \
  ${latest:+--link-dest="$DEST/$latest"} "$INBOX/" "$DEST/.partial/"
name=$(date -u +%Y-%m-%dT%H:%M:%S.%6NZ)
mv "$DEST/.partial" "$DEST/$name"
echo "$name $now_print" >"$DEST/.fingerprint"
echo "inbox-snapshot: $name ($(find "$DEST/$name" -type f | wc -l) files)"
prune
