import { Anchor, AppShell, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useSelector } from 'react-redux';
import { ROLE_LABELS } from '@protocolist/contracts/enums';
import { GlobalSearch } from '../../../features/global-search';
import { LogoutButton } from '../../../features/logout';
import { ProtocolEventsListener } from '../../../features/protocol-events';
import { selectCurrentUser, selectRole } from '../../../entities/session';
import { UserAvatar } from '../../../entities/user';
import { APP_NAME, defaultPathFor } from '../../../shared/config';
import { LeaveGuard, LogoMark, OfflineBanner } from '../../../shared/ui';
import { SideNavigation } from './SideNavigation';
import { LAYOUT_TEXTS } from '../config/messages';
import { SpeechBanner } from './SpeechBanner';

/** Frame of the signed-in area: header with the logo, side navigation by role, logout. */
export function MainLayout() {
  const role = useSelector(selectRole);
  const user = useSelector(selectCurrentUser);
  const [navOpened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={LAYOUT_TEXTS.menu} />
            <Anchor component={Link} to={defaultPathFor(role)} aria-label={APP_NAME} underline="never" c="inherit">
              <Group gap={10} wrap="nowrap">
                <LogoMark size={30} />
                <Text fw={700} fz="lg" c="purple.9" visibleFrom="xs">
                  {APP_NAME}
                </Text>
              </Group>
            </Anchor>
          </Group>
          {user && (
            <Group gap="md" wrap="nowrap">
              <GlobalSearch />
              <Stack gap={0} align="flex-end" visibleFrom="sm">
                <Text fz="sm" fw={500} lineClamp={1}>
                  {user.full_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {ROLE_LABELS[user.role]}
                </Text>
              </Stack>
              <UserAvatar user={user} radius="xl" />
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow>
          <SideNavigation role={role} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <div style={{ paddingTop: 'var(--mantine-spacing-sm)', borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <LogoutButton />
          </div>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <OfflineBanner />
        <LeaveGuard />
        <SpeechBanner role={role} />
        <Outlet />
        <ProtocolEventsListener />
      </AppShell.Main>
    </AppShell>
  );
}
