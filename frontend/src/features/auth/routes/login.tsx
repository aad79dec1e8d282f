import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  return (
    <AuthCard title="Sign in to RallyPoint" description="Tournaments, fixtures and clinics for your racket sport">
      <LoginForm />
    </AuthCard>
  );
}
