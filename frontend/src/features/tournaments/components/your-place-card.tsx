import { waitlistPositionLabel, type ViewedTournament } from '@rallypoint/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EnrollmentControls } from './enrollment-controls';

function standing(tournament: ViewedTournament): string {
  if (tournament.isEnrolled && !tournament.isRegistered)
    return 'You hold a place in this tournament. Add your availability to complete your entry.';
  if (tournament.isEnrolled) return 'You hold a place in this tournament.';
  if (tournament.waitlistPosition !== null)
    return `${waitlistPositionLabel(tournament.waitlistPosition)}: you get the next free place in turn.`;
  if (tournament.isFull) return `All ${tournament.maxParticipants} places are taken: join the waitlist to get the next free one.`;
  return `${tournament.maxParticipants - tournament.participantCount} of ${tournament.maxParticipants} places are free.`;
}

/**
 * A signed-in player's place in an upcoming tournament, on its details page: enrol (or join the waitlist when it is
 * full), withdraw after confirming, or leave the waitlist, the same actions as on the dashboard's card. A player with
 * an entry, made by the form or by Enroll, is never offered Enroll (one entry per person, docs/decisions/0013).
 */
export function YourPlaceCard({ tournament }: { tournament: ViewedTournament }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Place</CardTitle>
        <CardDescription>{standing(tournament)}</CardDescription>
      </CardHeader>
      <CardContent>
        <EnrollmentControls tournament={tournament} />
      </CardContent>
    </Card>
  );
}
