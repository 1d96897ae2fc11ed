import { Skeleton } from '@mantine/core';
import { useSelector } from 'react-redux';
import { SettingsTabs } from '../../widgets/settings-tabs';
import { ChangePasswordForm } from '../../features/password-change';
import { OrganizationSettingsForm } from '../../features/organization-settings';
import { ProfileForm } from '../../features/profile-edit';
import { selectCurrentUser } from '../../entities/session';
import { PAGE_TITLES, PROFILE_TEXTS } from '../../shared/config';
import { PageFrame, PageSection } from '../../shared/ui';

/** Own profile and password for everyone; the organisation's settings for the admin. */
export function SettingsPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <PageFrame title={PAGE_TITLES.settings} subheader={<SettingsTabs />}>
      <PageSection title={PROFILE_TEXTS.profileTitle}>
        {user ? <ProfileForm user={user} /> : <Skeleton h={220} data-testid="profile-skeleton" />}
      </PageSection>
      <PageSection title={PROFILE_TEXTS.passwordTitle}>
        {user ? <ChangePasswordForm userId={user.id} /> : <Skeleton h={90} />}
      </PageSection>
      {user?.role === 'admin' && (
        <PageSection title={PROFILE_TEXTS.organizationTitle}>
          <OrganizationSettingsForm />
        </PageSection>
      )}
    </PageFrame>
  );
}
