import { excelPragueDay, type ListExport } from '#core/list_export'

type SerializedUser = Record<string, any>

/* The admin's user list as its table heads it, for the Excel export. */
export const adminUsersExport: ListExport<SerializedUser> = {
  fileName: 'uzivatele',
  sheet: 'Uživatelé',
  columns: [
    { header: 'Uživatelské jméno', value: (u) => u.username, width: 20 },
    { header: 'E-mail', value: (u) => u.email, width: 30 },
    { header: 'Role', value: (u) => (u.role === 'admin' ? 'admin' : 'user'), width: 8 },
    { header: 'Kód pobočky', value: (u) => u.pharmacyCode, width: 12 },
    { header: 'Vytvořeno', value: (u) => excelPragueDay(u.createdAt), width: 12 },
  ],
}
