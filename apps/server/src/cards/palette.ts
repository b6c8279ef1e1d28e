/**
 * The storefront's palette (packages/ui/src/tokens/tokens.css), for what the server draws without the
 * storefront's CSS: the share cards and the e-mails.
 */
export const palette = {
  navy950: '#081526',
  navy900: '#0d1f3a',
  navy700: '#1d3a66',
  navy50: '#f1f4f9',
  gold400: '#d4b266',
  /** The lightest gold allowed for text on white. */
  gold700: '#82631a',
  gold200: '#f0e2bd',
  gold50: '#fcf8ee',
  white: '#ffffff',
  warmWhite: '#fcfbf9',
  /** The card's subtitle on navy. */
  muted: '#b9c3d3',
  red600: '#d0213c',
  text: '#161a22',
  textMuted: '#555a63',
  border: '#e4e0d7',
} as const
