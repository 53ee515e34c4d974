import db from '@adonisjs/lucid/services/db'
import ExportBatch from '#exports/models/export_batch'

type Branch = { firma: string; pharmacyCode: string }

/** What the upload screen and the sidebar badge read: the current export and the latest attempt. */
export async function uploadMeta(branch: Branch) {
  const pointer = await db
    .from('branch_exports')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .first()
  const latest = await ExportBatch.query()
    .where({ firma: branch.firma, pharmacyCode: branch.pharmacyCode })
    .orderBy('id', 'desc')
    .first()
  return {
    lastBatch: pointer ? new Date(pointer.last_batch_at).toISOString() : null,
    odpisyLastBatch: pointer?.odpisy_last_batch_at
      ? new Date(pointer.odpisy_last_batch_at).toISOString()
      : null,
    batchId: latest ? String(latest.id) : null,
    status: latest?.status ?? null,
    progress: { processed: latest?.processed ?? 0, total: latest?.total ?? 0 },
    counts: {
      sklad: latest?.counts.sklad ?? 0,
      pohyby: latest?.counts.pohyby ?? 0,
      karty: latest?.counts.karty ?? 0,
      odpisy: latest?.counts.odpisy ?? 0,
    },
    skipped: latest?.skipped ?? { count: 0, examples: [] },
    error: latest?.error ?? null,
  }
}
