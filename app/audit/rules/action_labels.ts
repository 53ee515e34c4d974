/*
| Czech names of the audit trail's actions, for the /admin/audit screen and its Excel
| export. An action without a name here is shown by its code.
*/
export const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Přihlášení',
  'auth.login_failed': 'Neúspěšné přihlášení',
  'auth.lockout': 'Zablokování po opakovaných pokusech',
  'auth.logout': 'Odhlášení',
  'auth.session_end': 'Ukončení jiného přihlášení',
  'auth.sessions_end_all': 'Odhlášení všech ostatních přihlášení',
  'auth.register': 'Registrace',
  'auth.2fa_failed': 'Neplatný kód dvoufázového ověření',
  'auth.password_failed': 'Nesprávné heslo při změně přihlašování',
  'access.foreign_branch': 'Přístup k jiné pobočce odepřen (403)',
  'users.create': 'Založení uživatele',
  'users.update': 'Úprava uživatele',
  'users.role_change': 'Změna role uživatele',
  'users.delete': 'Smazání uživatele',
  'users.deactivate': 'Deaktivace účtu',
  'users.reactivate': 'Opětovná aktivace účtu',
  'users.profile_update': 'Úprava vlastního profilu',
  'users.password_change': 'Změna hesla',
  'users.password_reset': 'Nastavení hesla administrátorem',
  'users.sign_out_everywhere': 'Odhlášení uživatele všude',
  'users.2fa_enable': 'Zapnutí dvoufázového ověření',
  'users.2fa_disable': 'Vypnutí dvoufázového ověření',
  'users.2fa_reset': 'Zrušení dvoufázového ověření administrátorem',
  'users.recovery_codes': 'Nové záložní kódy',
  'tasks.create': 'Založení úkolu',
  'tasks.complete': 'Splnění úkolu',
  'tasks.archive': 'Archivace úkolu',
  'exports.upload': 'Nahrání exportů',
  'pool.admin_edit': 'Úprava položky poolu administrátorem',
  'pool.admin_delete': 'Smazání položky poolu',
  'pool.cancel_block': 'Zrušení blokace',
  'transfers.confirm': 'Potvrzení návrhu',
  'transfers.reject': 'Odmítnutí návrhu',
  'transfers.undoReject': 'Vrácení odmítnutí zpět',
  'transfers.cancelConfirmation': 'Zrušení potvrzení',
  'transfers.markPicked': 'Vychystání',
  'transfers.markRejected': 'Nedodáno',
  'transfers.markReceived': 'Příjem položky',
  'transfers.reopen': 'Obnovení odstraněné položky',
  'transfers.send': 'Odeslání převodky',
  'transfers.receive': 'Příjem převodky',
  'pricelists.upload_leaflet': 'Nahrání akčního letáku',
  'pricelists.upload_uhrady': 'Nahrání přehledu úhrad',
  'discounts.save_rules': 'Uložení pravidel zlevnění',
  'vouchers.upload': 'Nahrání poukázek',
  'watchlists.create': 'Založení sledovaného seznamu',
  'watchlists.update': 'Úprava sledovaného seznamu',
  'watchlists.delete': 'Smazání sledovaného seznamu',
  'watchlists.add_item': 'Přidání léku do seznamu',
  'watchlists.set_bez_doplatku': 'Změna „bez doplatku“',
  'watchlists.remove_item': 'Odebrání léku ze seznamu',
  'watchlists.send_mail': 'Odeslání seznamu e-mailem',
  'watchlists.send_mail_refused': 'Odmítnuté odeslání seznamu e-mailem',
  'operations.retry_job': 'Opakované spuštění úlohy',
}

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action

/** The kinds of record an audit row names, with their Czech names. */
export const ENTITY_LABELS: Record<string, string> = {
  user: 'Uživatel',
  session: 'Přihlášení',
  pool_item: 'Položka poolu',
  prevodka: 'Převodka',
  task: 'Úkol',
  watchlist: 'Sledovaný seznam',
  export_batch: 'Nahrané exporty',
  price_list: 'Ceník',
  voucher_upload: 'Poukázky',
  discount_rules: 'Pravidla zlevnění',
  job: 'Úloha na pozadí',
}

/** What the screen's filters offer: every known action and record kind, by Czech name. */
export function auditOptions() {
  const byLabel = (entries: [string, string][]) =>
    entries
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'cs'))
  return {
    actions: byLabel(Object.entries(ACTION_LABELS)),
    entities: byLabel(Object.entries(ENTITY_LABELS)),
  }
}
