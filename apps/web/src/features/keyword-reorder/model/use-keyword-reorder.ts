import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useReorderKeywordsMutation, type Keyword } from '../../../entities/keyword';
import { describeError } from '../../../shared/api';
import { moveItem } from '../../../shared/lib';

/** Moves the keyword at `from` to `to` and saves the whole order (shown at once, undone if refused). */
export function useKeywordReorder(keywords: readonly Keyword[]): (from: number, to: number) => void {
  const [reorder] = useReorderKeywordsMutation();
  return useCallback(
    (from: number, to: number) => {
      if (from === to || to < 0 || to >= keywords.length) return;
      const ids = moveItem(keywords, from, to).map((keyword) => keyword.id);
      reorder(ids)
        .unwrap()
        .catch((error: unknown) => notifications.show({ color: 'red', message: describeError(error) }));
    },
    [keywords, reorder],
  );
}
