/** The height of the app's sticky header and a little air: what scrolling to something must leave above it. */
export const SCROLL_TOP_MARGIN_PX = 76;

/**
 * Scrolls `element` to the top of the window, below the header, and moves the focus to it (a screen reader reads it,
 * the next Tab continues from it). For what the user must see now: a conflict of versions, a failure far away.
 */
export function bringIntoView(element: HTMLElement): void {
  element.style.scrollMarginTop = `${SCROLL_TOP_MARGIN_PX}px`;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
