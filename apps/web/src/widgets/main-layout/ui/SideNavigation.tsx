import { NavLink, Stack } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChecklist,
  IconFileText,
  IconLayoutDashboard,
  IconMicrophone,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '@protocolist/contracts/enums';
import { Link, useLocation } from 'react-router';
import { MAIN_PAGES, mainPath, navigationFor, type MainPage } from '../../../shared/config';
import { LAYOUT_TEXTS } from '../config/messages';

const NAV_ICONS: Partial<Record<MainPage, Icon>> = {
  home: IconLayoutDashboard,
  meetings: IconCalendarEvent,
  protocols: IconFileText,
  secretaries: IconUsers,
  assignments: IconChecklist,
  speech: IconMicrophone,
  settings: IconSettings,
};

/** The item of a section stays highlighted on its nested pages (settings/users, protocols/12). */
function isSectionActive(pathname: string, page: MainPage): boolean {
  const path = mainPath(page);
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function SideNavigation({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" gap={4} aria-label={LAYOUT_TEXTS.navigation}>
      {navigationFor(role).map((page) => {
        const Icon = NAV_ICONS[page] ?? IconSettings;
        const active = isSectionActive(pathname, page);
        return (
          <NavLink
            key={page}
            component={Link}
            to={mainPath(page)}
            label={MAIN_PAGES[page].title}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="filled"
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Stack>
  );
}
