import { PublicFixturesRoute } from '@/features/fixtures/routes/public-fixtures';
import { PublicOrderOfPlay } from '@/features/schedule/components/public-order-of-play';

/** /tournament-fixtures with the published order of play composed in from the schedule feature. */
export function PublicFixturesWithOrderOfPlay() {
  return <PublicFixturesRoute orderOfPlay={(tournamentId) => <PublicOrderOfPlay tournamentId={tournamentId} />} />;
}
