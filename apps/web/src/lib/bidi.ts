/**
 * Wraps text in Unicode's left-to-right isolate (LRI … PDI), for numbers and codes placed inside a
 * translated sentence: in an Arabic sentence "050 123 4567" would otherwise show its groups in
 * reverse order. Works inside plain strings (titles, toasts), where no `<bdi>` element can go.
 */
export function isolateLtr(text: string): string {
  return text ? `\u2066${text}\u2069` : text
}
