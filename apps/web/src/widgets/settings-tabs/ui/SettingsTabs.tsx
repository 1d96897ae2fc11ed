import { Button, Group } from '@mantine/core';
import { IconKey, IconUserCircle, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { can } from '@protocolist/contracts/policies';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectRole } from '../../../entities/session';
import { mainPath, settingsTabsFor, type MainPage } from '../../../shared/config';
import { SETTINGS_TABS } from '../config/messages';

const TABS: Partial<Record<MainPage, { label: string; icon: Icon }>> = {
  settings: { label: SETTINGS_TABS.profile, icon: IconUserCircle },
  settingsUsers: { label: SETTINGS_TABS.users, icon: IconUsersGroup },
  settingsKeywords: { label: SETTINGS_TABS.keywords, icon: IconKey },
};

/** Sections of the settings area the current role may open. */
export function SettingsTabs() {
  const role = useSelector(selectRole);
  const { pathname } = useLocation();
  return (
    <Group component="nav" gap="xs" aria-label={SETTINGS_TABS.label}>
      {settingsTabsFor(role).map((page) => {
        const tab = TABS[page];
        if (!tab) return null;
        const label = page === 'settings' && can(role, 'settings.organization') ? SETTINGS_TABS.profileAndOrganization : tab.label;
        const active = pathname === mainPath(page);
        const TabIcon = tab.icon;
        return (
          <Button
            key={page}
            component={Link}
            to={mainPath(page)}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'purple' : 'gray'}
            leftSection={<TabIcon size={18} stroke={1.6} />}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
