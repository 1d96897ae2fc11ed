import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NAV_LABELS } from '../../../shared/config';
import { useLogout } from '../model/use-logout';

/** «Выйти»: the icon and the word are one button. */
export function LogoutButton() {
  const { logout, isLoading } = useLogout();
  return (
    <Button
      variant="subtle"
      color="gray"
      justify="flex-start"
      fullWidth
      leftSection={<IconLogout size={20} stroke={1.7} />}
      loading={isLoading}
      onClick={() => void logout()}
    >
      {NAV_LABELS.logout}
    </Button>
  );
}
