import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { IconAction } from '../../../shared/ui';
import { USER_BLOCK_TEXTS } from '../config/messages';

/** «Заблокировать» for an active user, «Разблокировать» for a blocked one. */
export function BlockToggleButton({
  active,
  disabled,
  onClick,
}: {
  active: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <IconAction
      label={active ? USER_BLOCK_TEXTS.block : USER_BLOCK_TEXTS.unblock}
      icon={active ? <IconLock size={18} /> : <IconLockOpen size={18} />}
      color={active ? 'red' : 'green'}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
