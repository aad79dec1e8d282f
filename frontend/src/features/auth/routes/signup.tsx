import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSignupPrefill } from '@/lib/signup-prefill';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

/** /signup, prefilled from the address when a tournament entry invites its entrant (`?firstName=…&email=…`). */
export function SignupRoute() {
  const [searchParams] = useSearchParams();
  const prefill = useMemo(() => readSignupPrefill(searchParams), [searchParams]);
  return (
    <AuthCard wide title="Create your RallyPoint account" description="Join tournaments, clinics and matches near you">
      {prefill.email && (
        <p className="mb-5 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          Keep the e-mail address you registered with: once you verify it, your tournament entry is yours and your matches show on
          your dashboard.
        </p>
      )}
      <SignupForm prefill={prefill} />
    </AuthCard>
  );
}
