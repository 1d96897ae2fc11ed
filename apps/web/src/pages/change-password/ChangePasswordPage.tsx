import { useSearchParams } from 'react-router';
import { RESET_REQUEST_TEXTS, ResetRequestForm } from '../../features/password-reset-request';
import { AuthCard } from '../../shared/ui';

export function ChangePasswordPage() {
  // From a spent reset or invitation link: its e-mail (`?email=`) filled in.
  const [query] = useSearchParams();
  return (
    <AuthCard title={RESET_REQUEST_TEXTS.title} hint={RESET_REQUEST_TEXTS.hint}>
      <ResetRequestForm email={query.get('email')} />
    </AuthCard>
  );
}
