import type { Language } from '@raqam/api/schema'
import { CARD_HEIGHT, CARD_WIDTH } from '#cards/card-svg.ts'
import { palette } from '#cards/palette.ts'
import type { MatchAlertContent } from '../match-alert.ts'
import { messageWords } from '../words/message-words.ts'
import { Button, EMAIL_PADDING, EMAIL_WIDTH, EmailLayout, Paragraph, Table, directionOf } from './layout.tsx'

/** The width a listing's picture is shown at: the content's, between its paddings. */
const PICTURE_WIDTH = EMAIL_WIDTH - 2 * EMAIL_PADDING

/**
 * A match alert: the listings it names, each with its picture (an attachment, `pictures[i]` its cid),
 * title, price and link; then the customer's matches, and why the message came with the link that
 * stops it.
 */
export function MatchAlertEmail({
  language,
  alert,
  pictures,
}: {
  language: Language
  alert: MatchAlertContent
  pictures: string[]
}) {
  const { words } = alert
  const { start } = directionOf(language)
  return (
    <EmailLayout
      language={language}
      title={words.subject}
      brand={messageWords(language).brand}
      preview={words.intro}
      footer={
        <>
          {words.why}{' '}
          <a href={alert.unsubscribeLink} style={{ color: palette.navy700, textDecoration: 'underline' }}>
            {words.stopLink}
          </a>
        </>
      }
    >
      <p style={{ margin: '0 0 20px', fontSize: 18, lineHeight: 1.5, fontWeight: 700, color: palette.navy900 }}>
        {words.intro}
      </p>
      {alert.named.map(({ listing, words: listingWords, link }, index) => {
        const cid = pictures[index]
        return (
          <Table
            key={listing.id}
            width="100%"
            style={{
              margin: '0 0 20px',
              border: `1px solid ${palette.border}`,
              borderRadius: 10,
              borderCollapse: 'separate',
              overflow: 'hidden',
            }}
          >
            {cid && (
              <tr>
                <td style={{ backgroundColor: palette.navy950, lineHeight: 0, fontSize: 0 }}>
                  <a href={link}>
                    <img
                      src={`cid:${cid}`}
                      alt={listingWords.picture}
                      width={PICTURE_WIDTH}
                      height={Math.round((PICTURE_WIDTH * CARD_HEIGHT) / CARD_WIDTH)}
                      // Else React's renderer adds a <link rel="preload"> per picture to the head, which a
                      // message has no use for.
                      fetchPriority="low"
                      style={{ display: 'block', width: '100%', maxWidth: PICTURE_WIDTH, height: 'auto', border: 0 }}
                    />
                  </a>
                </td>
              </tr>
            )}
            <tr>
              <td align={start} style={{ padding: '14px 18px 16px' }}>
                <a
                  href={link}
                  style={{ color: palette.navy900, fontSize: 17, fontWeight: 700, textDecoration: 'none' }}
                >
                  {listingWords.title}
                </a>
                <div style={{ margin: '4px 0 8px', color: palette.gold700, fontSize: 16, fontWeight: 800 }}>
                  {listingWords.price}
                </div>
                <a href={link} style={{ color: palette.navy700, fontSize: 14, textDecoration: 'underline' }}>
                  {words.open}
                </a>
              </td>
            </tr>
          </Table>
        )
      })}
      {alert.unnamed > 0 && <Paragraph>{words.rest(alert.unnamed)}</Paragraph>}
      <Button href={alert.matchesLink}>{words.allButton}</Button>
    </EmailLayout>
  )
}
