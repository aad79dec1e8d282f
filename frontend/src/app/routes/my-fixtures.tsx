import { PageHeader } from '@/components/page-header';
import { OwnTournamentsList } from '@/features/tournaments/components/own-tournaments-list';
import { ManageFixturesLink, PublicPageLink } from '@/features/tournaments/components/tournament-links';

/** /fixtures, where the Define Fixtures card leads: each own tournament with its fixture manager and public page. */
export function MyFixturesRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Fixtures and Order of Play"
        description="Group players into divisions, generate matches and schedule them on courts, one tournament at a time."
        backTo="/"
        backLabel="Back to Dashboard"
      />
      <OwnTournamentsList
        emptyHint="Fixtures belong to a tournament: create one first."
        actions={(tournament) => (
          <>
            <ManageFixturesLink tournament={tournament} primary />
            <PublicPageLink tournament={tournament} />
          </>
        )}
      />
    </div>
  );
}
