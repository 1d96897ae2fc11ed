import { Title } from '@mantine/core';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { UserManagement } from '../../widgets/user-management';
import { PAGE_TITLES } from '../../shared/config';
import { PageFrame } from '../../shared/ui';

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
