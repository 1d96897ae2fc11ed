import { Title } from '@mantine/core';
import { KeywordSettings } from '../../widgets/keyword-settings';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { PAGE_TITLES } from '../../shared/config';
import { PageFrame } from '../../shared/ui';

export function SettingsKeywordsPage() {
  return (
    <PageFrame title={PAGE_TITLES.settings} subheader={<SettingsTabs />}>
      <Title order={2} fz="xl">
        {PAGE_TITLES.settingsKeywords}
      </Title>
      <KeywordSettings />
    </PageFrame>
  );
}
