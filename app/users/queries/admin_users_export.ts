import { excelExport, excelPragueDay } from '#core/list_export'
import { adminUsersList, type AdminUserRow } from '#contracts/lists/admin_users'

/* The admin's user list as its table heads it (contracts/lists/admin_users.ts), for the Excel export. */
export const adminUsersExport = excelExport<typeof adminUsersList, AdminUserRow>(adminUsersList, {
  username: (u) => u.username,
  email: (u) => u.email,
  role: (u) => (u.role === 'admin' ? 'admin' : 'user'),
  pharmacyCode: (u) => u.pharmacyCode,
  createdAt: (u) => excelPragueDay(u.createdAt),
})
