import { LOGIN_TEXTS, LoginForm } from '../../features/auth-login';
import { AuthCard } from '../../shared/ui';

export function LoginPage() {
  return (
    <AuthCard title={LOGIN_TEXTS.title}>
      <LoginForm />
    </AuthCard>
  );
}
