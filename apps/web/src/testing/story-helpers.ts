/** Waits until every running CSS animation and transition on the page has finished (for screenshots). */
export async function settleAnimations(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
}
