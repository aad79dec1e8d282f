import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { waitlistPositionLabel, type ViewedTournament } from '@rallypoint/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { RegisteredGoingToDashboard, RegisteredNextSteps, WaitlistedNotice, type SentForm } from './registration-outcome';
import { TournamentRegistrationForm, type RegistrationFormPurpose } from './tournament-registration-form';

type Outcome = { kind: 'registered'; sent: SentForm } | { kind: 'waitlisted'; position: number; sent: SentForm };

/**
 * What the form does for this viewer (docs/decisions/0013, one entry per person): a player who took their place with
 * Enroll completes that entry with their availability; when no place is free for a newcomer, the form joins the line.
 */
function formPurpose(tournament: ViewedTournament): RegistrationFormPurpose {
  if (tournament.isEnrolled) return 'complete';
  return tournament.registrationsFull ? 'waitlist' : 'register';
}

function formHeading(tournament: ViewedTournament, purpose: RegistrationFormPurpose): { title: string; description: string } {
  if (purpose === 'complete') {
    return {
      title: 'Add your availability',
      description:
        'You hold a place, taken with Enroll from your profile. Tell the organizer when you can play so they can schedule you: this completes your entry, it does not make a second one.',
    };
  }
  if (purpose === 'waitlist') {
    return {
      title: 'Join the waitlist',
      description: `Registration is full: all ${tournament.maxParticipants} places are taken. Send the form to wait in line for the next free place.`,
    };
  }
  return {
    title: 'Register for this tournament',
    description: 'Tell the organizer about your game so they can place you in the right division.',
  };
}

function Note({ tone, children }: { tone: 'neutral' | 'done' | 'waiting'; children: ReactNode }) {
  const colours = {
    neutral: 'bg-slate-50 text-slate-600',
    done: 'bg-emerald-50 text-emerald-900',
    waiting: 'bg-amber-50 text-amber-900',
  };
  return (
    <div role="status" className={`flex flex-col items-start gap-3 rounded-md p-4 text-sm ${colours[tone]}`}>
      {children}
    </div>
  );
}

interface PanelView {
  title: string;
  description: string;
  body: ReactNode;
}

/** The details page's form card: the form as this viewer may send it, or where they stand, or what happens next. */
export function RegistrationPanel({ tournament }: { tournament: ViewedTournament }) {
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const purpose = formPurpose(tournament);
  const standing = (body: ReactNode): PanelView => ({ ...formHeading(tournament, 'register'), body });

  const view = (): PanelView => {
    if (outcome?.kind === 'registered') {
      return standing(
        user ? <RegisteredGoingToDashboard /> : <RegisteredNextSteps tournamentId={tournament.id} sent={outcome.sent} />,
      );
    }
    if (outcome?.kind === 'waitlisted') {
      return {
        ...formHeading(tournament, 'waitlist'),
        body: <WaitlistedNotice position={outcome.position} sent={outcome.sent} signedIn={Boolean(user)} />,
      };
    }
    if (tournament.status !== 'upcoming')
      return standing(<Note tone="neutral">Registration is closed for this tournament.</Note>);
    if (tournament.isRegistered) {
      return standing(
        <Note tone="done">
          <p>You are already registered for this tournament with {user?.email}. The organizer has your details.</p>
          <Link to={`/tournament-fixtures/${tournament.id}`} className={buttonClasses('outline', 'sm')}>
            See the draw and order of play
          </Link>
        </Note>,
      );
    }
    if (purpose === 'waitlist' && tournament.waitlistPosition !== null) {
      return {
        title: 'On the waitlist',
        description: `Registration is full: all ${tournament.maxParticipants} places are taken. ${waitlistPositionLabel(tournament.waitlistPosition)}.`,
        body: (
          <Note tone="waiting">
            <p>You are in line for the next free place. Once it is yours, add your availability here.</p>
          </Note>
        ),
      };
    }
    return {
      ...formHeading(tournament, purpose),
      // One form whatever it does: when a "full" answer turns it into the waitlist's, what was typed stays.
      body: (
        <TournamentRegistrationForm
          tournament={tournament}
          purpose={purpose}
          onRegistered={(sent) => setOutcome({ kind: 'registered', sent })}
          onWaitlisted={(position, sent) => setOutcome({ kind: 'waitlisted', position, sent })}
        />
      ),
    };
  };

  const { title, description, body } = view();
  return (
    <Card className="min-w-0 lg:col-span-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
