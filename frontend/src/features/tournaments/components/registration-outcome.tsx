import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REGISTRATION_REDIRECT_MS, waitlistPositionLabel, type TournamentRegistrationInput } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { signupPrefillPath } from '@/lib/signup-prefill';

/** What the form just sent, and where it leads. */
export type SentForm = Pick<TournamentRegistrationInput, 'fullName' | 'email' | 'phone'>;

/** The outcome's heading takes the focus the form's button had: it is what a screen reader reads next. */
function OutcomeHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-emerald-700 focus:outline-none">
      {children}
    </h3>
  );
}

/** No account follows an entrant who is signed out: the account of their e-mail does, once they make it. */
function AccountInvitation({ sent }: { sent: SentForm }) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={signupPrefillPath(sent)} className={buttonClasses('primary', 'md')}>
          Create your account
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Already have an account with this e-mail?{' '}
        <Link to="/login" className="font-medium text-emerald-700 underline">
          Sign in
        </Link>{' '}
        to find your matches on your dashboard.
      </p>
    </>
  );
}

/**
 * After the form, a signed-out entrant is told what happens next (decisions.md "Entries"): a confirmation is on its way
 * to their e-mail, and an account of that same e-mail, prefilled from the form, follows their matches. They stay here:
 * the dashboard and the sign-in page are not theirs yet.
 */
export function RegisteredNextSteps({ tournamentId, sent }: { tournamentId: number; sent: SentForm }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-1">
        <OutcomeHeading>You&apos;re registered!</OutcomeHeading>
        <p className="text-sm break-words text-slate-700">
          Check your e-mail: we sent a confirmation to <strong>{sent.email}</strong>.
        </p>
      </div>
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">Follow your matches:</strong> create a RallyPoint account with the same e-mail address
        (the form is prefilled from your registration). Once you verify your e-mail, your matches, the order of play and your
        results are on your dashboard.
      </p>
      <AccountInvitation sent={sent} />
      <Link to={`/tournament-fixtures/${tournamentId}`} className={buttonClasses('outline', 'sm', 'self-start')}>
        See the draw and order of play
      </Link>
    </div>
  );
}

/** A signed-in entrant goes on to their dashboard, where the tournament now is. */
export function RegisteredGoingToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/dashboard'), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <OutcomeHeading>You&apos;re registered!</OutcomeHeading>
      <p className="text-sm text-slate-600">Taking you to your dashboard…</p>
      <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
        Go now
      </Link>
    </div>
  );
}

/** The full form's sender is in line: their place, and how the next free place reaches them. */
export function WaitlistedNotice({ position, sent, signedIn }: { position: number; sent: SentForm; signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-1">
        <OutcomeHeading>{`You're on the waitlist: ${waitlistPositionLabel(position).toLowerCase()}`}</OutcomeHeading>
        <p className="text-sm break-words text-slate-700">
          When a place frees up, the first in line takes it: your entry is then made from this form and we e-mail{' '}
          <strong>{sent.email}</strong>.
        </p>
      </div>
      {!signedIn && <AccountInvitation sent={sent} />}
    </div>
  );
}
