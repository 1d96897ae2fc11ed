import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useUpdateUserMutation, type User } from '../../../entities/user';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { USER_BLOCK_TEXTS } from '../config/messages';

/** Blocks or unblocks a user after a confirmation modal; blocking ends all of that user's sessions. */
export function useBlockToggle(): (user: User) => void {
  const [updateUser] = useUpdateUserMutation();
  return useCallback(
    (user: User) => {
      const blocking = user.is_active;
      modals.openConfirmModal({
        title: blocking ? USER_BLOCK_TEXTS.blockTitle : USER_BLOCK_TEXTS.unblockTitle,
        centered: true,
        children: (
          <Text size="sm">
            {blocking ? USER_BLOCK_TEXTS.blockText(user.full_name) : USER_BLOCK_TEXTS.unblockText(user.full_name)}
          </Text>
        ),
        labels: { confirm: blocking ? USER_BLOCK_TEXTS.block : USER_BLOCK_TEXTS.unblock, cancel: COMMON.cancel },
        confirmProps: { color: blocking ? 'red' : 'purple' },
        onConfirm: async () => {
          try {
            await updateUser({ id: user.id, is_active: !blocking }).unwrap();
            notifications.show({
              color: 'green',
              message: blocking ? USER_BLOCK_TEXTS.blockedDone : USER_BLOCK_TEXTS.unblockedDone,
            });
          } catch (error) {
            notifications.show({ color: 'red', message: describeError(error) });
          }
        },
      });
    },
    [updateUser],
  );
}
