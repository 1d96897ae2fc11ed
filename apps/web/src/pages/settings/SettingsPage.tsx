import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { can } from '@protocolist/contracts/policies';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { ChangePasswordForm, PASSWORD_CHANGE_TEXTS } from '../../features/password-change';
import { ORGANIZATION_TEXTS, OrganizationSettingsForm } from '../../features/organization-settings';
import { PROFILE_TEXTS, ProfileForm } from '../../features/profile-edit';
import { selectCurrentUser } from '../../entities/session';
import { PageFrame } from '../../shared/ui';
import { PAGE_TITLES } from '../../shared/config';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Own profile and password for everyone; the organisation's settings for the admin. */
export function SettingsPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <PageFrame title={PAGE_TITLES.settings} subheader={<SettingsTabs />}>
      <Section title={PROFILE_TEXTS.title}>
        {user ? <ProfileForm user={user} /> : <Skeleton h={220} data-testid="profile-skeleton" />}
      </Section>
      <Section title={PASSWORD_CHANGE_TEXTS.title}>
        {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={90} />}
      </Section>
      {can(user?.role, 'settings.organization') && (
        <Section title={ORGANIZATION_TEXTS.title}>
          <OrganizationSettingsForm />
        </Section>
      )}
    </PageFrame>
  );
}
