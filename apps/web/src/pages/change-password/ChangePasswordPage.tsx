import { RESET_REQUEST_TEXTS, ResetRequestForm } from '../../features/password-reset-request';
import { AuthCard } from '../../shared/ui';

export function ChangePasswordPage() {
  return (
    <AuthCard title={RESET_REQUEST_TEXTS.title} hint={RESET_REQUEST_TEXTS.hint}>
      <ResetRequestForm />
    </AuthCard>
  );
}
