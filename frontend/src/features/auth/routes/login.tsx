import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { VerificationNotice } from '../components/verification-notice';

export function LoginRoute() {
  return (
    <AuthCard title="Sign in to RallyPoint" description="Tournaments, fixtures and clinics for your racket sport">
      <VerificationNotice />
      <LoginForm />
    </AuthCard>
  );
}
