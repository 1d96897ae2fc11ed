import { Skeleton } from '@mantine/core';
import { can } from '@protocolist/contracts/policies';
import { useSelector } from 'react-redux';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { ChangePasswordForm, PASSWORD_CHANGE_TEXTS } from '../../features/password-change';
import { ORGANIZATION_TEXTS, OrganizationSettingsForm } from '../../features/organization-settings';
import { PROFILE_TEXTS, ProfileForm } from '../../features/profile-edit';
import { selectCurrentUser } from '../../entities/session';
import { PageFrame, SectionCard } from '../../shared/ui';
import { PAGE_TITLES } from '../../shared/config';

/** Own profile and password for everyone; the organisation's settings for the admin. */
export function SettingsPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <PageFrame title={PAGE_TITLES.settings} subheader={<SettingsTabs />}>
      <SectionCard title={PROFILE_TEXTS.title}>
        {user ? <ProfileForm user={user} /> : <Skeleton h={220} data-testid="profile-skeleton" />}
      </SectionCard>
      <SectionCard title={PASSWORD_CHANGE_TEXTS.title}>
        {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={90} />}
      </SectionCard>
      {can(user?.role, 'settings.organization') && (
        <SectionCard title={ORGANIZATION_TEXTS.title}>
          <OrganizationSettingsForm />
        </SectionCard>
      )}
    </PageFrame>
  );
}
