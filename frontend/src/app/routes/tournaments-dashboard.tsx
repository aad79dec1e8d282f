import { LinkedResultsQueue } from '@/features/results/components/linked-results-queue';
import { PendingResultsNotice } from '@/features/results/components/pending-results-notice';
import { ReviewResultsButton } from '@/features/results/components/review-results-button';
import { TournamentsDashboardRoute } from '@/features/tournaments/routes/tournaments-dashboard';

/**
 * /tournaments-dashboard with each tournament's results queue (a 'Results' action, highlighted with the results
 * awaiting approval) and a notice of how many wait over all of the organizer's tournaments, composed in; a link's
 * `?results={tournamentId}` (the organizer's result e-mails) opens that tournament's queue.
 */
export function TournamentsDashboardWithResults() {
  return (
    <TournamentsDashboardRoute
      notice={
        <>
          <PendingResultsNotice />
          <LinkedResultsQueue />
        </>
      }
      rowActions={(tournament, shown) => <ReviewResultsButton tournament={tournament} shownIds={shown.map((t) => t.id)} />}
    />
  );
}
