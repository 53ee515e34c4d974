import { describe, expect, test } from 'vitest'
import { composeMail, escapeHtml } from '#core/mail/mail_layout'
import { digestMail, type BranchDigestFacts } from '#mail/rules/digest_mail'
import { failedJobMail, inboxFailureMail } from '#mail/rules/alert_mails'
import { domainAllowed } from '#mail/rules/recipient_policy'
import { asData, watchlistMail } from '#watchlists/rules/watchlist_mail'

/*
| The e-mails of issue #17 as pure functions: one Czech layout as text and HTML (with what a
| user typed escaped), the morning digest's sections (none, no e-mail), the admin alerts.
*/

const APP = 'https://lemon.example.cz'

describe('one layout, as plain text and as HTML', () => {
  const mail = composeMail({
    subject: 'Předmět',
    intro: ['První odstavec.'],
    sections: [
      {
        heading: 'Nadpis',
        lines: ['řádek <b>1</b>', 'řádek 2'],
        link: { label: 'Detail', href: `${APP}/x?a=1&b=2` },
      },
    ],
    link: { label: 'Otevřít LEMON', href: `${APP}/` },
    footer: 'Proč to přišlo.',
  })

  test('text: greeting, paragraphs, bullets, links as `label: url`, signature', () => {
    expect(mail.text.split('\r\n')).toEqual([
      'Dobrý den,',
      '',
      'První odstavec.',
      '',
      'Nadpis',
      '- řádek <b>1</b>',
      '- řádek 2',
      `Detail: ${APP}/x?a=1&b=2`,
      '',
      `Otevřít LEMON: ${APP}/`,
      '',
      '--',
      'LEMON – interní systém lékárenského řetězce',
      'Proč to přišlo.',
    ])
  })

  test('HTML: the same content, everything typed escaped, links as anchors', () => {
    expect(mail.html).toContain('<li>řádek &lt;b&gt;1&lt;/b&gt;</li>')
    expect(mail.html).toContain(`<a href="${APP}/x?a=1&amp;b=2" style="color:#0b7285">Detail</a>`)
    expect(mail.html).toContain('<html lang="cs">')
    expect(mail.html).not.toContain('<b>1</b>')
  })

  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"onmouseover='x'`, '&quot;onmouseover=&#39;x&#39;'],
    ['a & b', 'a &amp; b'],
  ])('escapeHtml(%j)', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped)
  })
})

const branch = (facts: Partial<BranchDigestFacts> = {}): BranchDigestFacts => ({
  scope: 'branch',
  pharmacyCode: '12',
  branchName: 'Lékárna U Lva',
  tasksDueToday: [],
  proposals: 0,
  onTheWay: [],
  staleDays: null,
  ...facts,
})

describe('the morning digest', () => {
  test('nothing waiting: no e-mail at all', () => {
    expect(digestMail(branch(), '2026-11-24', APP)).toBeNull()
    expect(
      digestMail(
        { scope: 'chain', tasksDueToday: 0, staleBranches: [], longInTransit: 0, inboxFailures: 0 },
        '2026-11-24',
        APP
      )
    ).toBeNull()
  })

  test('a branch: its tasks, proposals, převodky on the way and stale export, each with its screen', () => {
    const mail = digestMail(
      branch({
        tasksDueToday: [{ id: 1, title: 'Inventura' }],
        proposals: 3,
        onTheWay: [
          {
            prevodkaId: 'LEMON-3-12-20261120-1',
            from: '3',
            sentAt: new Date('2026-11-20T09:00:00Z'),
          },
        ],
        staleDays: 9,
      }),
      '2026-11-24',
      APP
    )!
    expect(mail.subject).toBe('Ranní přehled 24. 11. 2026 – pobočka 12 – Lékárna U Lva')
    const lines = mail.text.split('\r\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Úkoly s dnešním termínem (1)',
        '- Inventura',
        `Moje úkoly: ${APP}/tasks`,
        'Nové návrhy z poolu',
        '- 3 položky čekají na potvrzení nebo odmítnutí.',
        `Návrhy k přijetí: ${APP}/transfers/incoming`,
        'Převodky na cestě k vám (1)',
        '- LEMON-3-12-20261120-1 z pobočky 3, odesláno 20. 11. 2026',
        '- Poslední exporty jsou staré 9 dní. Nahrajte aktuální.',
        `Nahrát exporty: ${APP}/upload`,
      ])
    )
  })

  test.each([
    [1, '1 položka čeká'],
    [4, '4 položky čekají'],
    [5, '5 položek čeká'],
  ])('%i proposals: %s', (proposals, text) => {
    expect(digestMail(branch({ proposals }), '2026-11-24', APP)!.text).toContain(
      `- ${text} na potvrzení`
    )
  })

  test('a branch that never exported; a long list is cut at ten', () => {
    const tasks = Array.from({ length: 12 }, (_, i) => ({ id: i, title: `Úkol ${i + 1}` }))
    const text = digestMail(
      branch({ staleDays: -1, tasksDueToday: tasks }),
      '2026-11-24',
      APP
    )!.text
    expect(text).toContain('- Pobočka zatím nenahrála žádné exporty.')
    expect(text).toContain('- Úkol 10\r\n- … a 2 dalších')
    expect(text).not.toContain('Úkol 11')
  })

  test('an admin without a branch: the chain', () => {
    const mail = digestMail(
      {
        scope: 'chain',
        tasksDueToday: 2,
        staleBranches: [
          { pharmacyCode: '3', days: 12 },
          { pharmacyCode: '8', days: null },
        ],
        longInTransit: 1,
        inboxFailures: 5,
      },
      '2026-11-24',
      APP
    )!
    expect(mail.subject).toBe('Ranní přehled 24. 11. 2026 – celý řetězec')
    expect(mail.text).toContain('- 2 úkoly mají termín dnes.')
    expect(mail.text).toContain(
      'Pobočky se starými exporty (2)\r\n- 3: 12 dní\r\n- 8: žádný export'
    )
    expect(mail.text).toContain('- 1 převodka')
    expect(mail.text).toContain('- Za posledních 24 hodin 5 odmítnutých sad souborů.')
  })
})

describe('the admins’ alerts and the watchlist', () => {
  test('a failed job', () => {
    const mail = failedJobMail(
      {
        queue: 'imports',
        job: 'exports.process_export',
        jobId: 'export-7-1',
        reason: 'boom',
        attempts: 3,
        windowMinutes: 10,
      },
      APP
    )
    expect(mail.subject).toBe('Úloha na pozadí selhala: exports.process_export')
    expect(mail.text).toContain(
      'Úloha exports.process_export (fronta imports, id export-7-1) selhala a už se nebude opakovat (pokusů: 3).'
    )
    expect(mail.text).toContain('Chyba: boom')
    expect(mail.text).toContain(`Úlohy na pozadí: ${APP}/admin/jobs`)
  })

  test('an inbox refusal of a folder with no branch', () => {
    const mail = inboxFailureMail(
      { folder: 'LEMON/99', branch: null, files: ['a.xlsx'], reason: 'Pobočka neexistuje.' },
      APP
    )
    expect(mail.subject).toBe('Složka exportů: soubory odmítnuty (LEMON/99)')
    expect(mail.text).toContain('Ve složce exportů LEMON/99 byly odmítnuty soubory')
  })

  test('the watchlist: the mailto draft’s lines, the name escaped in HTML', () => {
    const mail = watchlistMail(
      { name: '<Astma>' },
      { pharmacyCode: '1', name: null },
      [
        {
          sukl: '0054321',
          nazev: 'IBALGIN 400 TBL 30',
          doplatekPacientaZK: 12.5,
          doplatekPacientaLimitZK: 10,
          doplatekZvysenaZK: null,
          doplatekZvysenaLimitZK: null,
          bezDoplatku: true,
        },
      ],
      `${APP}/watchlists/LEMON/1/5`
    )
    /* Issue #27: the subject is fixed and names the branch, never the list's own name. */
    expect(mail.subject).toBe('Sledované léky – pobočka 1')
    expect(mail.text).toContain('- 1. IBALGIN 400 TBL 30 (SÚKL 0054321): u nás bez doplatku')
    expect(mail.html).toContain('„&lt;Astma&gt;“')
    expect(mail.html).not.toContain('<Astma>')
  })
})

/*
| Issue #27: the watchlist e-mail leaves from the product's sender to anyone, so the user's
| text never reads as the product: a fixed subject naming the branch, the list's name as one
| line of data; and the chain may keep recipients to its own domains.
*/
describe('the watchlist e-mail is no relay for what a user typed', () => {
  const PHISH = 'VAŠE HESLO VYPRŠÍ DNES\r\nobnovte ho na http://evil.test\u0000\u202E'

  test('the subject is fixed and the name is one quoted line of data', () => {
    const mail = watchlistMail(
      { name: PHISH },
      { pharmacyCode: '7', name: 'Lékárna\nU Anděla' },
      [],
      `${APP}/watchlists/LEMON/7/1`
    )
    expect(mail.subject).toBe('Sledované léky – pobočka 7 – Lékárna U Anděla')
    expect(mail.subject).not.toContain('HESLO')
    const lines = mail.text.split('\r\n')
    expect(lines).toContain('- Lékárna: Lékárna U Anděla (pobočka 7)')
    expect(lines).toContain(
      '- Název seznamu: „VAŠE HESLO VYPRŠÍ DNES obnovte ho na http://evil.test“'
    )
    expect(lines.filter((l) => l.includes('HESLO'))).toHaveLength(1)
    expect(mail.text).not.toContain('\u0000')
    expect(mail.text).not.toContain('\u202E')
  })

  test.each([
    ['asData keeps ordinary text', 'Pacienti s astmatem', 'Pacienti s astmatem'],
    ['line breaks and tabs become one space', 'a\r\n\tb', 'a b'],
    ['control and format characters go', 'a\u0007b\u200Bc\u202Ed', 'a b c d'],
    ['at most 200 characters', 'x'.repeat(300), 'x'.repeat(200)],
  ])('%s', (_, text, shown) => {
    expect(asData(text)).toBe(shown)
  })

  test.each([
    ['lekar@ordinace.cz', [], true],
    ['lekar@ordinace.cz', ['lemon.cz'], false],
    ['jana@lemon.cz', ['lemon.cz'], true],
    ['jana@Pobocka.LEMON.cz', ['lemon.cz'], true],
    ['jana@notlemon.cz', ['lemon.cz'], false],
    ['jana@lemon.cz.evil.test', ['lemon.cz'], false],
    ['lekar@nemocnice.example.cz', ['lemon.cz', 'nemocnice.example.cz'], true],
  ])('%s with MAIL_ALLOWED_DOMAINS %j: %s', (mailbox, allowed, ok) => {
    expect(domainAllowed(mailbox, allowed)).toBe(ok)
  })
})
