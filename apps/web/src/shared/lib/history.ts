/**
 * Whether the tab has a page to go back to: an earlier in-app page (React Router keeps its index in
 * history.state) or any earlier entry of the tab. A tab opened straight on the URL has neither.
 */
export function hasPreviousPage(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return (typeof state?.idx === 'number' && state.idx > 0) || window.history.length > 1;
}
