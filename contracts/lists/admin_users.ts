import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/*
| The admin's user list (/admin/users, `{ users, total }`). Its rows are the whole account
| as the server serialises it (the SPA's `User` of web/src/lib/user.ts); the list shows,
| sorts and exports these fields of it.
*/
export interface AdminUserRow {
  id: string
  username: string
  email: string
  /** A missing or blank role counts as user. */
  role?: string | null
  pharmacyCode: string | null
  /** ISO time; null only for an unreadable stored time. */
  createdAt: string | null
}

/** 10 a page unless `limit` says otherwise (spec §9): the server adds its ADMIN_USERS_PAGE_SIZE. */
export const adminUsersList = defineList({
  sorts: ['username', 'email', 'role', 'pharmacyCode', 'createdAt'],
  filters: { role: { kind: 'enum', values: ['user', 'admin'] } },
  headers: {
    username: 'Uživatelské jméno',
    email: 'E-mail',
    role: 'Role',
    pharmacyCode: 'Kód pobočky',
    createdAt: 'Vytvořeno',
    actions: 'Akce',
  },
  excel: {
    fileName: 'uzivatele',
    sheet: 'Uživatelé',
    columns: [
      { key: 'username', width: 20 },
      { key: 'email', width: 30 },
      { key: 'role', width: 8 },
      { key: 'pharmacyCode', width: 12 },
      { key: 'createdAt', width: 12 },
    ],
  },
})

export type AdminUserSort = SortOf<typeof adminUsersList>
export type AdminUserFilter = FilterOf<typeof adminUsersList>
