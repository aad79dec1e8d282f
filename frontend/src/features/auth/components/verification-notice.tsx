import { useSearchParams } from 'react-router-dom';

/** The e-mail link lands on `/?verified=1` (or `0` when the link is used up or unknown). */
export function VerificationNotice() {
  const [params] = useSearchParams();
  const verified = params.get('verified');
  if (verified === '1') {
    return (
      <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800">
        Your email address is verified. You can sign in now.
      </p>
    );
  }
  if (verified === '0') {
    return (
      <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">
        This verification link is invalid or has already been used. If your account is not active yet, sign up again or contact an
        administrator.
      </p>
    );
  }
  return null;
}
