import { describe, expect, it } from 'vitest'
import { buildMailto } from './mailto.ts'

const labels = { name: 'Name', email: 'E-mail', phone: 'Phone', subjectFallback: 'From the website' }

function parse(href: string) {
  const url = new URL(href)
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('buildMailto', () => {
  it('addresses every business mailbox and prefills subject and body', () => {
    const href = buildMailto(
      ['hello@raqam.ae', 'sales@raqam.ae'],
      {
        fullName: 'Mariam Al Mansoori',
        email: 'mariam@example.com',
        phone: '+971 50 123 4567',
        subject: 'Dubai AA 7',
        message: 'Is it still available?',
      },
      labels,
    )
    expect(href.startsWith('mailto:')).toBe(true)
    expect(href).not.toContain('+')
    expect(parse(href)).toEqual({
      to: 'hello@raqam.ae,sales@raqam.ae',
      subject: 'Dubai AA 7',
      body: 'Name: Mariam Al Mansoori\nE-mail: mariam@example.com\nPhone: +971 50 123 4567\n\nIs it still available?',
    })
  })

  it('leaves out what was not filled and falls back to a default subject', () => {
    const href = buildMailto(
      ['hello@raqam.ae'],
      { fullName: '', email: '', phone: '', subject: '  ', message: 'Hi' },
      labels,
    )
    expect(parse(href)).toEqual({ to: 'hello@raqam.ae', subject: 'From the website', body: 'Hi' })
  })
})
