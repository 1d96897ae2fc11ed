import { Title } from '@mantine/core';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { UserManagement } from '../../widgets/user-management';
import { PageFrame } from '../../shared/ui';
import { PAGE_TITLES } from '../../shared/config';

export function SettingsUsersPage() {
  return (
    <PageFrame title={PAGE_TITLES.settings} subheader={<SettingsTabs />}>
      <Title order={2} fz="xl">
        {PAGE_TITLES.settingsUsers}
      </Title>
      <UserManagement />
    </PageFrame>
  );
}
