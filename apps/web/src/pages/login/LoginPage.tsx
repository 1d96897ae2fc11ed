import { LoginForm } from '../../features/auth-login';
import { LOGIN_TEXTS } from '../../shared/config';
import { AuthCard } from '../../shared/ui';

export function LoginPage() {
  return (
    <AuthCard title={LOGIN_TEXTS.title}>
      <LoginForm />
    </AuthCard>
  );
}
