import { useParams, useSearchParams } from 'react-router';
import { NewPasswordForm, RESET_PASSWORD_TEXTS } from '../../features/password-reset';
import { AuthCard } from '../../shared/ui';

/** /change-password/:token?token=…&email=… — the link from the reset e-mail. */
export function ResetPasswordPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const token = query.get('token') || params.token || '';
  const email = query.get('email') || '';
  return (
    <AuthCard title={RESET_PASSWORD_TEXTS.title} hint={RESET_PASSWORD_TEXTS.hint}>
      <NewPasswordForm token={token} email={email} />
    </AuthCard>
  );
}
