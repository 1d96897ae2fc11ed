import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useDeleteKeywordMutation, type Keyword } from '../../../entities/keyword';
import { describeError } from '../../../shared/api';
import { COMMON, KEYWORDS_TEXTS } from '../../../shared/config';

/** Deletes a keyword after a confirmation modal. */
export function useDeleteKeyword(): (keyword: Keyword) => void {
  const [remove] = useDeleteKeywordMutation();
  return useCallback(
    (keyword: Keyword) =>
      modals.openConfirmModal({
        title: KEYWORDS_TEXTS.deleteTitle,
        centered: true,
        children: <Text size="sm">{KEYWORDS_TEXTS.deleteText(keyword.title)}</Text>,
        labels: { confirm: KEYWORDS_TEXTS.deleteConfirm, cancel: COMMON.cancel },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          try {
            await remove(keyword.id).unwrap();
            notifications.show({ color: 'green', message: KEYWORDS_TEXTS.deleted });
          } catch (error) {
            notifications.show({ color: 'red', message: describeError(error) });
          }
        },
      }),
    [remove],
  );
}
