import { ResultsQueueDialog } from '@/features/results/components/results-queue-dialog';
import { TournamentsDashboardRoute } from '@/features/tournaments/routes/tournaments-dashboard';

/** /tournaments-dashboard with each tournament's results queue (a 'Results' action) composed in. */
export function TournamentsDashboardWithResults() {
  return <TournamentsDashboardRoute rowActions={(tournament) => <ResultsQueueDialog tournament={tournament} />} />;
}
