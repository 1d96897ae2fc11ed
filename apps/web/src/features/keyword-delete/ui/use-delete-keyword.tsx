import { useCallback } from 'react';
import { useDeleteKeywordMutation, type Keyword } from '../../../entities/keyword';
import { COMMON } from '../../../shared/config';
import { confirmAction } from '../../../shared/ui';
import { KEYWORD_DELETE_TEXTS } from '../config/messages';

/** Deletes a keyword after a confirmation modal. */
export function useDeleteKeyword(): (keyword: Keyword) => void {
  const [remove] = useDeleteKeywordMutation();
  return useCallback(
    (keyword: Keyword) =>
      confirmAction({
        title: KEYWORD_DELETE_TEXTS.title,
        text: KEYWORD_DELETE_TEXTS.text(keyword.title),
        confirmLabel: COMMON.delete,
        confirmColor: 'red',
        run: () => remove(keyword.id).unwrap(),
        done: KEYWORD_DELETE_TEXTS.deleted,
      }),
    [remove],
  );
}
