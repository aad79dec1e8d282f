import { PageHeader } from '@/components/page-header';
import { OwnTournamentsList } from '../components/own-tournaments-list';
import { PostAnnouncementDialog } from '../components/post-announcement-dialog';
import { PublicPageLink } from '../components/tournament-links';

/** /tournament-announcements, where the Post Announcements card leads: a message to the players of one's own tournament. */
export function TournamentAnnouncementsRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Post Announcements"
        description="Tell the players of a tournament about changes, court moves or news. They get it by e-mail and see it on the public page."
        backTo="/"
        backLabel="Back to Dashboard"
      />
      <OwnTournamentsList
        emptyHint="Announcements go to the players of a tournament: create one first."
        actions={(tournament) => (
          <>
            {tournament.status !== 'pending' && tournament.status !== 'rejected' && tournament.status !== 'cancelled' && (
              <PostAnnouncementDialog tournament={tournament} />
            )}
            <PublicPageLink tournament={tournament} />
          </>
        )}
      />
    </div>
  );
}
