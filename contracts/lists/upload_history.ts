import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/*
| A branch's upload history (/upload, "Historie nahrávání"): every export batch of the
| branch, web, CLI or the export inbox, newest first. Batches are never deleted; after
| UPLOAD_RETENTION_DAYS only their stored files and skipped-rows report go.
*/

export const uploadStatuses = ['queued', 'processing', 'done', 'failed'] as const
export type UploadStatus = (typeof uploadStatuses)[number]

/** A batch's state in the words the inbox overview uses for the same batches. */
export const uploadStatusLabels: Record<UploadStatus, string> = {
  queued: 'Ve frontě',
  processing: 'Zpracovává se',
  done: 'Zpracováno',
  failed: 'Zpracování selhalo',
}

/** Where a batch came from: null for a web or CLI upload, else the inbox's branch folder. */
export type UploadOrigin = { via: 'inbox'; folder: string } | null

/** How it came, short enough for a column (the screen's line says "Nahráno automaticky ze složky …"). */
export const uploadOriginText = (origin: UploadOrigin) =>
  origin?.via === 'inbox' ? `Ze složky ${origin.folder}` : 'Nahráno ručně'

/** One upload of the branch as the API returns it. */
export interface UploadHistoryRow {
  id: string
  createdAt: string
  /** Null while it waits or runs. */
  finishedAt: string | null
  status: UploadStatus
  origin: UploadOrigin
  /** The username of who uploaded; null for the inbox, the CLI or a deleted account. */
  uploadedBy: string | null
  /** Rows read from each file (a refused batch: as far as it got). */
  counts: { sklad: number; pohyby: number; karty: number; odpisy: number }
  /** The four counts together. */
  total: number
  skipped: number
  error: string | null
  hasOdpisy: boolean
}

export const uploadHistoryList = defineList({
  sorts: ['createdAt', 'finishedAt', 'status', 'uploadedBy', 'total', 'skipped'],
  filters: { status: { kind: 'enum', values: uploadStatuses } },
  search: false,
  headers: {
    createdAt: 'Nahráno',
    status: 'Stav',
    origin: 'Původ',
    uploadedBy: 'Uživatel',
    total: 'Řádků',
    skipped: 'Přeskočeno',
    finishedAt: 'Dokončeno',
    hasOdpisy: 'Odpisy',
    error: 'Chyba',
  },
  excel: {
    fileName: 'historie_nahravani',
    sheet: 'Historie nahrávání',
    columns: [
      { key: 'createdAt', width: 18 },
      { key: 'status', width: 18 },
      { key: 'origin', width: 36 },
      { key: 'uploadedBy', width: 16 },
      { key: 'sklad', header: 'Sklad', width: 10 },
      { key: 'pohyby', header: 'Pohyby', width: 10 },
      { key: 'karty', header: 'Karty', width: 10 },
      { key: 'odpisy', header: 'Odpisy', width: 10 },
      { key: 'total', width: 10 },
      { key: 'skipped', width: 12 },
      { key: 'finishedAt', width: 18 },
      { key: 'error', width: 60 },
    ],
  },
})

export type UploadHistorySort = SortOf<typeof uploadHistoryList>
export type UploadHistoryFilter = FilterOf<typeof uploadHistoryList>
