import { useCallback } from 'react';
import { useUpdateUserMutation, type User } from '../../../entities/user';
import { confirmAction } from '../../../shared/ui';
import { USER_BLOCK_TEXTS } from '../config/messages';

/** Blocks or unblocks a user after a confirmation modal; blocking ends all of that user's sessions. */
export function useBlockToggle(): (user: User) => void {
  const [updateUser] = useUpdateUserMutation();
  return useCallback(
    (user: User) => {
      const blocking = user.is_active;
      confirmAction({
        title: blocking ? USER_BLOCK_TEXTS.blockTitle : USER_BLOCK_TEXTS.unblockTitle,
        text: blocking ? USER_BLOCK_TEXTS.blockText(user.full_name) : USER_BLOCK_TEXTS.unblockText(user.full_name),
        confirmLabel: blocking ? USER_BLOCK_TEXTS.block : USER_BLOCK_TEXTS.unblock,
        confirmColor: blocking ? 'red' : 'purple',
        run: () => updateUser({ id: user.id, is_active: !blocking }).unwrap(),
        done: blocking ? USER_BLOCK_TEXTS.blockedDone : USER_BLOCK_TEXTS.unblockedDone,
      });
    },
    [updateUser],
  );
}
