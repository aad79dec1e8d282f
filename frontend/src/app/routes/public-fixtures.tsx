import { PublicFixturesRoute } from '@/features/fixtures/routes/public-fixtures';
import { PublicOrderOfPlay } from '@/features/schedule/components/public-order-of-play';
import { AnnouncementsCard } from '@/features/tournaments/components/announcements-card';

/** /tournament-fixtures with the organizer's announcements and the published order of play composed in. */
export function PublicFixturesWithOrderOfPlay() {
  return (
    <PublicFixturesRoute
      announcements={(tournamentId) => <AnnouncementsCard tournamentId={Number(tournamentId)} />}
      orderOfPlay={(tournamentId) => <PublicOrderOfPlay tournamentId={tournamentId} />}
    />
  );
}
