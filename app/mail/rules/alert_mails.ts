import { composeMail, type MailContent } from '#core/mail/mail_layout'

/* What the admins are told by e-mail (issue #17): a job that failed for good, files the export inbox refused. */

export type FailedJobFacts = {
  queue: string
  job: string
  jobId: string
  reason: string
  attempts: number
  windowMinutes: number
}

export function failedJobMail(facts: FailedJobFacts, appUrl: string): MailContent {
  return composeMail({
    subject: `Úloha na pozadí selhala: ${facts.job}`,
    intro: [
      `Úloha ${facts.job} (fronta ${facts.queue}, id ${facts.jobId}) selhala a už se nebude opakovat (pokusů: ${facts.attempts}).`,
      `Chyba: ${facts.reason || 'neuvedena'}`,
      `Další selhání téže úlohy během ${facts.windowMinutes} minut už e-mailem nepřijdou; ` +
        'všechny selhané úlohy jsou na stránce Úlohy na pozadí, odkud je lze spustit znovu.',
    ],
    link: { label: 'Úlohy na pozadí', href: `${appUrl}/admin/jobs` },
    footer: 'Tento e-mail dostávají všichni administrátoři.',
  })
}

export type InboxFailureFacts = {
  folder: string
  /** `12 – Lékárna U Lva`, or null when the folder names no branch. */
  branch: string | null
  files: string[]
  reason: string
}

export function inboxFailureMail(facts: InboxFailureFacts, appUrl: string): MailContent {
  return composeMail({
    subject: `Složka exportů: soubory odmítnuty (${facts.folder})`,
    intro: [
      `Ve složce exportů ${facts.folder}${facts.branch ? ` (pobočka ${facts.branch})` : ''} ` +
        'byly odmítnuty soubory a přesunuty do podsložky failed/; u každého leží soubor .txt s důvodem.',
      `Důvod: ${facts.reason}`,
    ],
    sections: [{ heading: 'Odmítnuté soubory', lines: facts.files }],
    link: { label: 'Stav složky exportů', href: `${appUrl}/admin/jobs` },
    footer: 'Tento e-mail dostávají všichni administrátoři.',
  })
}
