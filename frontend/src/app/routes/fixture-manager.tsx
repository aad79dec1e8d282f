import { fixtureStatus, matchSides, type FixtureMatch } from '@rallypoint/shared';
import { useTournamentFixtures } from '@/features/fixtures/api/get-fixtures';
import { FixtureManagerRoute } from '@/features/fixtures/routes/fixture-manager';
import { EnterResultDialog } from '@/features/results/components/enter-result-dialog';
import { prefillFromMatch } from '@/features/results/utils/enter-result-prefill';
import { OrderOfPlayManager } from '@/features/schedule/components/order-of-play-manager';
import { EditTournamentDialog } from '@/features/tournaments/components/edit-tournament-dialog';
import { useTournament } from '@/lib/api/tournaments';

/** Enter Result on one saved match, opened on its two entries and the match; nothing for a doubles match. */
function EnterMatchResult({ tournamentId, match }: { tournamentId: number; match: FixtureMatch }) {
  const prefill = prefillFromMatch(match);
  return prefill && <EnterResultDialog tournamentId={tournamentId} prefill={prefill} />;
}

/** Enter Result on a placed match of the order of play: the saved match it places, while that is still open. */
function EnterPlacedMatchResult({ tournamentId, matchId }: { tournamentId: number; matchId: string }) {
  const fixtures = useTournamentFixtures(String(tournamentId));
  const match = fixtures.data?.matches.find((m) => m.id === matchId);
  return match && fixtureStatus(match) !== 'Completed' ? <EnterMatchResult tournamentId={tournamentId} match={match} /> : null;
}

/** A saved match by its sides, as the order of play writes them ("Ada Ace v Bo Baseline", pairs joined with ' / '). */
const sidesText = (match: FixtureMatch) =>
  matchSides(match)
    .map((side) => side.map((player) => player.name).join(' / '))
    .join(' v ');

/** The Order of Play step, which names matches from the saved fixtures and leads to the tournament's details. */
function OrderOfPlayStep({ tournamentId }: { tournamentId: number }) {
  const fixtures = useTournamentFixtures(String(tournamentId));
  const tournament = useTournament(tournamentId);
  const matchName = (matchId: string) => {
    const match = fixtures.data?.matches.find((m) => m.id === matchId);
    return match && sidesText(match);
  };
  return (
    <OrderOfPlayManager
      tournamentId={tournamentId}
      enterResult={(match) => <EnterPlacedMatchResult tournamentId={tournamentId} matchId={match.matchId} />}
      matchName={matchName}
      changeTournament={
        tournament.data && (
          <EditTournamentDialog tournament={tournament.data} triggerLabel="Change tournament details" triggerVariant="outline" />
        )
      }
    />
  );
}

/**
 * /tournament-fixtures-manager with what other features add to it: the Order of Play step (schedule, naming matches
 * and leading to the tournament's details), and Enter Result (results) on a saved open match's row and on each placed
 * match of the order of play.
 */
export function FixtureManagerWithOrderOfPlay() {
  return (
    <FixtureManagerRoute
      orderOfPlay={(tournamentId) => <OrderOfPlayStep tournamentId={tournamentId} />}
      enterResult={(tournamentId, match) => <EnterMatchResult tournamentId={tournamentId} match={match} />}
    />
  );
}
