import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn, daysBetween } from '#core/calendar'
import { OPEN_STATUSES } from '#tasks/rules/task_schedule'
import type { BranchDigestFacts, ChainDigestFacts } from '#mail/rules/digest_mail'

type Branch = { firma: string; pharmacyCode: string }

function staleness(lastBatchAt: Date | null, today: string) {
  if (!lastBatchAt) return null
  return daysBetween(dayIn(lastBatchAt, domain.TIME_ZONE), today)
}

/** What one branch has waiting today: its tasks due, pool proposals, převodky coming, export age. */
export async function branchDigestFacts(branch: Branch, now: Date): Promise<BranchDigestFacts> {
  const today = dayIn(now, domain.TIME_ZONE)
  const { firma, pharmacyCode } = branch
  const [tasks, proposals, onTheWay, exportRow, branchRow] = await Promise.all([
    db.rawQuery(
      `SELECT t.id, t.title FROM tasks t JOIN task_assignments a ON a.task_id = t.id
        WHERE t.firma = ? AND a.pharmacy_code = ? AND t.due_date = ?::date
          AND t.status = ANY(?) AND NOT a.done ORDER BY t.id`,
      [firma, pharmacyCode, today, OPEN_STATUSES]
    ),
    db.rawQuery(
      `SELECT count(*)::int AS n FROM pool_items
        WHERE firma = ? AND target_pharmacy_code = ? AND stav = 'rezervováno'`,
      [firma, pharmacyCode]
    ),
    db.rawQuery(
      `SELECT prevodka_id, from_code, sent_at FROM prevodky
        WHERE firma = ? AND to_code = ? AND stav = 'odesláno' ORDER BY sent_at, id`,
      [firma, pharmacyCode]
    ),
    db.from('branch_exports').where({ firma, pharmacy_code: pharmacyCode }).first(),
    db.from('branches').where({ firma, code: pharmacyCode }).first(),
  ])
  const age = staleness(exportRow ? new Date(exportRow.last_batch_at) : null, today)
  return {
    scope: 'branch',
    pharmacyCode,
    branchName: branchRow?.name ?? null,
    tasksDueToday: tasks.rows.map((r: any) => ({ id: r.id, title: r.title })),
    proposals: proposals.rows[0].n,
    onTheWay: onTheWay.rows.map((r: any) => ({
      prevodkaId: r.prevodka_id,
      from: r.from_code,
      sentAt: new Date(r.sent_at),
    })),
    staleDays: age === null ? -1 : age > domain.EXPORT_STALE_DAYS ? age : null,
  }
}

/** The chain's view for an administrator without a branch. */
export async function chainDigestFacts(now: Date): Promise<ChainDigestFacts> {
  const today = dayIn(now, domain.TIME_ZONE)
  const transitBefore = new Date(now.getTime() - domain.TRANSIT_WARNING_DAYS * 86_400_000)
  const [tasks, branches, transit, inbox] = await Promise.all([
    db.rawQuery(
      `SELECT count(DISTINCT t.id)::int AS n FROM tasks t JOIN task_assignments a ON a.task_id = t.id
        WHERE t.due_date = ?::date AND t.status = ANY(?) AND NOT a.done`,
      [today, OPEN_STATUSES]
    ),
    db.rawQuery(
      `SELECT b.code, e.last_batch_at FROM branches b
         LEFT JOIN branch_exports e ON e.firma = b.firma AND e.pharmacy_code = b.code
        ORDER BY length(b.code), b.code`
    ),
    db.rawQuery(`SELECT count(*)::int AS n FROM prevodky WHERE stav = 'odesláno' AND sent_at < ?`, [
      transitBefore,
    ]),
    db.rawQuery(
      `SELECT count(*)::int AS n FROM inbox_sets
        WHERE status IN ('failed', 'refused') AND finished_at > ?`,
      [new Date(now.getTime() - 86_400_000)]
    ),
  ])
  const staleBranches = branches.rows
    .map((r: any) => ({
      pharmacyCode: r.code as string,
      days: staleness(r.last_batch_at ? new Date(r.last_batch_at) : null, today),
    }))
    .filter((b: { days: number | null }) => b.days === null || b.days > domain.EXPORT_STALE_DAYS)
  return {
    scope: 'chain',
    tasksDueToday: tasks.rows[0].n,
    staleBranches,
    longInTransit: transit.rows[0].n,
    inboxFailures: inbox.rows[0].n,
  }
}
