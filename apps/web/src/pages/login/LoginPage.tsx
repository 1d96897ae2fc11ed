import { useSearchParams } from 'react-router';
import { LOGIN_TEXTS, LoginForm } from '../../features/auth-login';
import { AuthCard } from '../../shared/ui';

export function LoginPage() {
  const [query] = useSearchParams();
  return (
    <AuthCard title={LOGIN_TEXTS.title}>
      <LoginForm email={query.get('email')} />
    </AuthCard>
  );
}
