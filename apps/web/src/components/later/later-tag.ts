/**
 * The attribute that marks an element whose contents are sent after the page's first paint (docs/adr/0043):
 * the server leaves it empty in the document and sends what it held in the page's later part; boot.ts
 * puts that back before hydrating.
 */
export const LATER_ATTRIBUTE = 'data-later'

/** Spread on an element to mark it (React writes `data-later=""`). */
export const later = { [LATER_ATTRIBUTE]: '' } as const
