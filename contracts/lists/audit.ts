import { defineList, type FilterOf } from '#contracts/lists/list'

/*
| The admin's audit trail (/admin/audit, issue #18) and its workbook (/admin/audit/export,
| the CLI's `audit:export`). Newest first, or oldest with `dir=asc`; no `sort`, no `q`. The
| server checks the filters with its own validator (its Czech messages and error codes are
| the API's); the names, and the lengths of the texts, are these.
*/

export type AuditActorKind = 'user' | 'anonymous' | 'cli' | 'system'

/** Who acted, in the workbook's words (the screen names a user by the e-mail alone). */
export const auditActorKinds: Record<AuditActorKind, string> = {
  user: 'uživatel',
  anonymous: 'nepřihlášený',
  cli: 'příkazová řádka',
  system: 'systém',
}

/** An entry of the trail as the API returns it. */
export interface AuditEntry {
  id: string
  /** ISO time. */
  createdAt: string
  actor: { kind: AuditActorKind; id: number | null; email: string | null }
  ip: string | null
  requestId: string | null
  /** The action's code (`users.role_change`) and its Czech name. */
  action: string
  actionLabel: string
  /** The kind of record and its id (`task`, `42`). */
  entity: string | null
  entityId: string | null
  firma: string | null
  pharmacyCode: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export const auditList = defineList({
  sorts: [],
  search: false,
  filters: {
    /** A part of the actor's e-mail. */
    actor: { kind: 'text', maxLength: 254 },
    /** A user's id: digits (the server reads it as a whole number). */
    actorId: { kind: 'text', maxLength: 10 },
    /** An action's code, or every action of a domain as `transfers.`. */
    action: { kind: 'text', maxLength: 60 },
    entity: { kind: 'text', maxLength: 40 },
    entityId: { kind: 'text', maxLength: 200 },
    firma: { kind: 'text', maxLength: 20 },
    /** A branch code, normalised as everywhere. */
    pharmacyCode: { kind: 'text', maxLength: 20 },
    /** Prague calendar days, both included. */
    from: { kind: 'date' },
    to: { kind: 'date' },
  },
  headers: {
    createdAt: 'Čas',
    actor: 'Uživatel',
    actorKind: 'Kdo',
    actionLabel: 'Akce',
    action: 'Kód akce',
    entity: 'Záznam',
    entityId: 'ID záznamu',
    firma: 'Firma',
    branch: 'Pobočka',
    ip: 'IP adresa',
    change: 'Podrobnosti',
    before: 'Před',
    after: 'Po',
    requestId: 'ID požadavku',
  },
  /* The columns of the screen and more, all of each entry; its time to the second. */
  excel: {
    fileName: 'auditni-zaznam',
    sheet: 'Auditní záznam',
    columns: [
      { key: 'createdAt', header: 'Čas (Praha)', width: 20 },
      { key: 'actor', width: 28 },
      { key: 'actorKind', width: 14 },
      { key: 'ip', width: 16 },
      { key: 'actionLabel', width: 34 },
      { key: 'action', width: 24 },
      { key: 'entity', width: 14 },
      { key: 'entityId', width: 14 },
      { key: 'firma', width: 8 },
      { key: 'branch', width: 8 },
      { key: 'before', width: 50 },
      { key: 'after', width: 50 },
      { key: 'requestId', width: 28 },
    ],
  },
})

export type AuditFilter = FilterOf<typeof auditList>
