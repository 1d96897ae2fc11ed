import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlState, writeUrlState, type UrlSchema } from './url-state';

export interface UrlStateChange {
  /**
   * Replace the current history entry instead of adding one. Page, tab, sort and filter changes add one (so Back
   * steps through them); typing in a search box and corrections of the address replace it.
   */
  replace?: boolean;
  /** History state of the new entry (e.g. a mark that this page opened a panel and may close it with Back). */
  state?: unknown;
}

export type SetUrlState<S> = (patch: Partial<S>, change?: UrlStateChange) => void;

/**
 * List, filter, page and tab state kept in the address (issue 15), so Back, Forward and reload restore it.
 * `schema` must be a constant (module level): its parameters are read on every render of the address.
 */
export function useUrlState<S>(schema: UrlSchema<S>): [S, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the text, so the state object stays the same while the address does.
  const state = useMemo(() => readUrlState(new URLSearchParams(search), schema), [search, schema]);
  const set = useCallback<SetUrlState<S>>(
    (patch, change = {}) => {
      const next = writeUrlState(new URLSearchParams(search), schema, patch);
      // The same address again would only add a dead step to Back.
      if (next.toString() === search) return;
      // A click (a page, a tab, a sort) shows its result at once, as local state did; corrections need no hurry.
      setParams(next, { replace: change.replace, state: change.state, preventScrollReset: true, flushSync: !change.replace });
    },
    [search, schema, setParams],
  );
  return [state, set];
}

const SEARCH_DEBOUNCE_MS = 400;

export interface SearchBox {
  /** What the box shows: what is being typed, else the address's value. */
  value: string;
  onChange: (text: string) => void;
}

/**
 * A search box over a text kept in the address: the box answers every keystroke, the address follows
 * `delayMs` after typing stops (`commit`, which should replace the history entry), and a text the address gets
 * otherwise (Back, Forward, a link) is shown in the box at once.
 */
export function useUrlSearchBox(value: string, commit: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS): SearchBox {
  /** What the user typed since the address last changed under the box; null: the box shows the address. */
  const [typed, setTyped] = useState<string | null>(null);
  /** The address's value at the last render, and the last text this box wrote there. */
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // The address changed under the box (Back, Forward, a link), not by this box: what was typed gives way to it.
  if (value !== shown) {
    setShown(value);
    if (value === committed) setCommitted(null);
    else if (typed !== value) setTyped(null);
  }

  useEffect(() => {
    if (typed === null || typed === value) return undefined;
    const timer = setTimeout(() => {
      setCommitted(typed);
      commitRef.current(typed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [typed, value, delayMs]);

  return { value: typed ?? value, onChange: setTyped };
}

/**
 * A page past the last one (an old link, rows deleted meanwhile) moves to the last page, in place of the
 * history entry. `lastPage` is that of the answer for the current page (undefined while it loads).
 */
export function usePageInRange(page: number, lastPage: number | undefined, goTo: (page: number) => void): void {
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  });
  useEffect(() => {
    if (lastPage === undefined) return;
    const last = Math.max(lastPage, 1);
    if (page > last) goToRef.current(last);
  }, [page, lastPage]);
}
