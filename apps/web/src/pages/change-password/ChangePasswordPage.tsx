import { ResetRequestForm } from '../../features/password-reset-request';
import { RESET_REQUEST_TEXTS } from '../../shared/config';
import { AuthCard } from '../../shared/ui';

export function ChangePasswordPage() {
  return (
    <AuthCard title={RESET_REQUEST_TEXTS.title} hint={RESET_REQUEST_TEXTS.hint}>
      <ResetRequestForm />
    </AuthCard>
  );
}
