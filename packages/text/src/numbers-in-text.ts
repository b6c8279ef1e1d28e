/**
 * Numbers inside right-to-left sentences. A single number ("80,000", "12345", "050-123") keeps its
 * order in an Arabic sentence: digits joined by separators stay one left-to-right run (Unicode bidi
 * rules W4 and W6). Groups joined by spaces do not: the spaces are neutral, resolve to the sentence's
 * direction (rule N1), and "055 196 4422" shows as "4422 196 055". Those runs, and only those, are
 * isolated: two or more digit groups separated by single spaces, with an optional leading +.
 */

const LRI = '\u2066'
const PDI = '\u2069'

/** Western, Arabic-Indic and Extended Arabic-Indic digits. */
const DIGITS = '0-9\u0660-\u0669\u06F0-\u06F9'
/** A digit group, then more groups after single spaces; separators inside a group (,.-/:) stay in it. */
const GROUPED = new RegExp(
  `\\+?[${DIGITS}]+(?:[,.\\-/:][${DIGITS}]+)*(?: [${DIGITS}]+(?:[,.\\-/:][${DIGITS}]+)*)+`,
  'g',
)

export interface TextPart {
  text: string
  /** True for a run of grouped digits that must be laid out left to right as one piece. */
  number: boolean
}

/** The text cut into plain parts and grouped-number runs, in order; joined, the parts are the text. */
export function numberRuns(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(GROUPED)) {
    const start = match.index
    // Already isolated (isolateNumbers was applied before): leave it as it is.
    if (text[start - 1] === LRI) continue
    if (start > last) parts.push({ text: text.slice(last, start), number: false })
    parts.push({ text: match[0], number: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), number: false })
  return parts
}

/** The text with each grouped-number run wrapped in LRI … PDI, for plain-text places (titles, tags, messages). */
export function isolateNumbers(text: string): string {
  return numberRuns(text)
    .map((part) => (part.number ? `${LRI}${part.text}${PDI}` : part.text))
    .join('')
}

/**
 * One value placed inside a translated sentence (a number, a code, an e-mail, a password) wrapped in
 * LRI … PDI as a whole, whatever it contains; empty text stays empty.
 */
export function isolate(text: string): string {
  return text ? `${LRI}${text}${PDI}` : text
}
