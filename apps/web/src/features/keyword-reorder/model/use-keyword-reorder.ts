import { useCallback } from 'react';
import { useReorderKeywordsMutation, type Keyword } from '../../../entities/keyword';
import { moveItem } from '../../../shared/lib';
import { runWithToast } from '../../../shared/ui';

/** Moves the keyword at `from` to `to` and saves the whole order (shown at once, undone if refused). */
export function useKeywordReorder(keywords: readonly Keyword[]): (from: number, to: number) => void {
  const [reorder] = useReorderKeywordsMutation();
  return useCallback(
    (from: number, to: number) => {
      if (from === to || to < 0 || to >= keywords.length) return;
      const ids = moveItem(keywords, from, to).map((keyword) => keyword.id);
      void runWithToast({ run: () => reorder(ids).unwrap() });
    },
    [keywords, reorder],
  );
}
