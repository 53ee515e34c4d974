/* What the upload, its imports job and its status all name; imports nothing, so each can. */

export type SheetUploadKind = 'leaflet' | 'uhrady' | 'vouchers'

/** The upload's job id: deterministic, and unique across database resets (its creation time). */
export const sheetJobId = (id: number, createdAt: Date | string) =>
  `sheet-${id}-${new Date(createdAt).getTime()}`
