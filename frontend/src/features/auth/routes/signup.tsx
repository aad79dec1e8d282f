import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function SignupRoute() {
  return (
    <AuthCard wide title="Create your RallyPoint account" description="Join tournaments, clinics and matches near you">
      <SignupForm />
    </AuthCard>
  );
}
