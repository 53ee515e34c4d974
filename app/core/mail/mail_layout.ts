/*
| One shape for every e-mail the product sends (issue #17): a Czech plain-text body and the
| same content as simple HTML, each with links into the product. Pure: no clock, no config;
| the caller passes the product's address.
*/

export type MailLink = { label: string; href: string }

export type MailSection = {
  heading: string
  /** Plain-text lines, listed as bullets. */
  lines: string[]
  link?: MailLink
}

export type MailContent = { subject: string; text: string; html: string }

export type MailInput = {
  subject: string
  /** Paragraphs before the sections. */
  intro: string[]
  sections?: MailSection[]
  /** The main link into the product, after the sections. */
  link: MailLink
  /** Small print at the end (why the recipient gets this). */
  footer?: string
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c])
}

const SIGNATURE = 'LEMON – interní systém lékárenského řetězce'

function textOf(input: MailInput) {
  const lines: string[] = ['Dobrý den,', '']
  for (const paragraph of input.intro) lines.push(paragraph, '')
  for (const section of input.sections ?? []) {
    lines.push(section.heading)
    for (const line of section.lines) lines.push(`- ${line}`)
    if (section.link) lines.push(`${section.link.label}: ${section.link.href}`)
    lines.push('')
  }
  lines.push(`${input.link.label}: ${input.link.href}`, '', '--', SIGNATURE)
  if (input.footer) lines.push(input.footer)
  return lines.join('\r\n')
}

const anchor = (link: MailLink) =>
  `<a href="${escapeHtml(link.href)}" style="color:#0b7285">${escapeHtml(link.label)}</a>`

function htmlOf(input: MailInput) {
  const parts = [
    '<!doctype html><html lang="cs"><head><meta charset="utf-8">',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#212529;line-height:1.5">',
    '<p>Dobrý den,</p>',
    ...input.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
  ]
  for (const section of input.sections ?? []) {
    parts.push(`<h3 style="font-size:15px;margin:18px 0 6px">${escapeHtml(section.heading)}</h3>`)
    if (section.lines.length > 0) {
      parts.push(`<ul>${section.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`)
    }
    if (section.link) parts.push(`<p>${anchor(section.link)}</p>`)
  }
  parts.push(`<p style="margin-top:20px">${anchor(input.link)}</p>`)
  parts.push(`<p style="color:#868e96;font-size:12px">${escapeHtml(SIGNATURE)}`)
  if (input.footer) parts.push(`<br>${escapeHtml(input.footer)}`)
  parts.push('</p></body></html>')
  return parts.join('\n')
}

export function composeMail(input: MailInput): MailContent {
  return { subject: input.subject, text: textOf(input), html: htmlOf(input) }
}
