import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useDeleteKeywordMutation, type Keyword } from '../../../entities/keyword';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { KEYWORD_DELETE_TEXTS } from '../config/messages';

/** Deletes a keyword after a confirmation modal. */
export function useDeleteKeyword(): (keyword: Keyword) => void {
  const [remove] = useDeleteKeywordMutation();
  return useCallback(
    (keyword: Keyword) =>
      modals.openConfirmModal({
        title: KEYWORD_DELETE_TEXTS.title,
        centered: true,
        children: <Text size="sm">{KEYWORD_DELETE_TEXTS.text(keyword.title)}</Text>,
        labels: { confirm: COMMON.delete, cancel: COMMON.cancel },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          try {
            await remove(keyword.id).unwrap();
            notifications.show({ color: 'green', message: KEYWORD_DELETE_TEXTS.deleted });
          } catch (error) {
            notifications.show({ color: 'red', message: describeError(error) });
          }
        },
      }),
    [remove],
  );
}
