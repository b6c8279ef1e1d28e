import type { CSSProperties, ReactNode } from 'react'
import type { Language } from '@raqam/api/schema'
import { palette } from '#cards/palette.ts'

/** The width mail clients are built around; narrower screens shrink the main table to fit. */
export const EMAIL_WIDTH = 600
/** The content's side padding: a picture fills the width between. */
export const EMAIL_PADDING = 32

/** The direction and the start side of a language's text. */
export function directionOf(language: Language) {
  return language === 'ar' ? ({ dir: 'rtl', start: 'right' } as const) : ({ dir: 'ltr', start: 'left' } as const)
}

/** No web fonts: many mail clients block them, so each script gets the faces systems already have. */
const fonts: Record<Language, string> = {
  en: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', Arial, sans-serif",
}
/** The storefront's face for names (its logo's): Kufi, whose ر sits in the middle of the tile. */
const namesFont = "'Noto Kufi Arabic', 'Noto Sans Arabic', Tahoma, 'Geeza Pro', Arial, sans-serif"

/** Tables for layout (Outlook renders with Word and knows no flex or grid); each says it is only layout. */
export function Table({
  children,
  style,
  width,
}: {
  children: ReactNode
  style?: CSSProperties
  width?: string | number
}) {
  return (
    <table role="presentation" width={width} cellPadding={0} cellSpacing={0} border={0} style={style}>
      <tbody>{children}</tbody>
    </table>
  )
}

/**
 * One e-mail: the brand header, the content and the footer, in a single centred column. Every style is
 * inline (clients drop `<style>` and classes), and the main table repeats the direction for the clients
 * that keep only the body of a message.
 */
export function EmailLayout({
  language,
  title,
  brand,
  preview,
  footer,
  children,
}: {
  language: Language
  title: string
  brand: string
  /** The line inboxes show beside the subject (otherwise they show the wordmark). */
  preview: string
  footer: ReactNode
  children: ReactNode
}) {
  const { dir, start } = directionOf(language)
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: palette.navy50 }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{preview}</div>
        <Table width="100%" style={{ backgroundColor: palette.navy50 }}>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <table
                role="presentation"
                dir={dir}
                width={EMAIL_WIDTH}
                cellPadding={0}
                cellSpacing={0}
                border={0}
                style={{
                  width: '100%',
                  maxWidth: EMAIL_WIDTH,
                  backgroundColor: palette.white,
                  border: `1px solid ${palette.border}`,
                  borderRadius: 12,
                  borderCollapse: 'separate',
                  overflow: 'hidden',
                  fontFamily: fonts[language],
                  color: palette.text,
                  textAlign: start,
                }}
              >
                <tbody>
                  <tr>
                    <td style={{ backgroundColor: palette.navy900, padding: `18px ${EMAIL_PADDING}px` }}>
                      <Wordmark brand={brand} language={language} />
                    </td>
                  </tr>
                  <tr>
                    <td align={start} style={{ padding: `${EMAIL_PADDING}px`, fontSize: 16, lineHeight: 1.6 }}>
                      {children}
                    </td>
                  </tr>
                  <tr>
                    <td
                      align={start}
                      style={{
                        padding: `20px ${EMAIL_PADDING}px 28px`,
                        borderTop: `1px solid ${palette.border}`,
                        backgroundColor: palette.warmWhite,
                        color: palette.textMuted,
                        fontSize: 13,
                        lineHeight: 1.6,
                      }}
                    >
                      {footer}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  )
}

/** The storefront's logo as text: the ر tile and the name, so it shows while pictures are blocked. */
function Wordmark({ brand, language }: { brand: string; language: Language }) {
  return (
    <Table>
      <tr>
        <td
          lang="ar"
          align="center"
          width={36}
          height={36}
          style={{
            width: 36,
            height: 36,
            backgroundColor: palette.gold400,
            borderRadius: 8,
            color: palette.navy900,
            fontFamily: namesFont,
            fontSize: 20,
            fontWeight: 800,
            lineHeight: '36px',
          }}
        >
          ر
        </td>
        <td
          style={{
            padding: '0 12px',
            color: palette.white,
            fontFamily: language === 'ar' ? namesFont : fonts.en,
            fontSize: 22,
            lineHeight: '36px',
            fontWeight: 800,
            letterSpacing: language === 'ar' ? 0 : '0.02em',
          }}
        >
          {brand}
        </td>
      </tr>
    </Table>
  )
}

/** The message's first line, as a heading. */
export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 style={{ margin: '0 0 12px', fontSize: 22, lineHeight: 1.4, fontWeight: 800, color: palette.navy900 }}>
      {children}
    </h1>
  )
}

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <p style={{ margin: '0 0 12px', color: muted ? palette.textMuted : palette.text }}>{children}</p>
}

/**
 * A code or a password, large, left to right in either language, and selected whole by one click where
 * the client allows it, so it is copied without the words around it.
 */
export function Secret({ value, size }: { value: string; size: number }) {
  // A short code reads best spread out; a password's letters stay closer.
  const spacing = size >= 30 ? 6 : 2
  return (
    <Table style={{ margin: '8px 0 16px' }}>
      <tr>
        <td
          dir="ltr"
          style={{
            // Letter spacing also follows the last character: the end padding is that much smaller.
            padding: `14px ${24 - spacing}px 14px 24px`,
            backgroundColor: palette.gold50,
            border: `1px solid ${palette.gold200}`,
            borderRadius: 8,
            fontFamily: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace",
            fontSize: size,
            fontWeight: 700,
            letterSpacing: spacing,
            color: palette.navy900,
            WebkitUserSelect: 'all',
            userSelect: 'all',
          }}
        >
          {value}
        </td>
      </tr>
    </Table>
  )
}

/** A link drawn as a button (a table cell, which every client pads). */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Table style={{ margin: '8px 0 0' }}>
      <tr>
        <td style={{ backgroundColor: palette.navy900, borderRadius: 8 }}>
          <a
            href={href}
            style={{
              display: 'inline-block',
              padding: '12px 22px',
              color: palette.white,
              fontSize: 15,
              fontWeight: 700,
              textDecoration: 'none',
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </Table>
  )
}
