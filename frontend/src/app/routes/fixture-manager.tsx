import { FixtureManagerRoute } from '@/features/fixtures/routes/fixture-manager';
import { OrderOfPlayManager } from '@/features/schedule/components/order-of-play-manager';

/** /tournament-fixtures-manager with its Order of Play step composed in from the schedule feature. */
export function FixtureManagerWithOrderOfPlay() {
  return <FixtureManagerRoute orderOfPlay={(tournamentId) => <OrderOfPlayManager tournamentId={tournamentId} />} />;
}
