import type { CurrentUser } from '@rallypoint/shared';
import { OrganizerActionCards } from '@/features/dashboard/components/organizer-action-cards';
import { OrganizerProfileCard } from '@/features/dashboard/components/organizer-profile-card';
import { RegistrationNotificationsPanel } from '@/features/notifications/components/registration-notifications-panel';
import { PendingResultsNotice } from '@/features/results/components/pending-results-notice';
import { ReviewResultsButton } from '@/features/results/components/review-results-button';
import { MyTournamentsCard } from '@/features/tournaments/components/my-tournaments-card';

export function OrganizerDashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <PendingResultsNotice reviewLink />
      <OrganizerActionCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MyTournamentsCard
          itemActions={(tournament, shown) => <ReviewResultsButton tournament={tournament} shownIds={shown.map((t) => t.id)} />}
        />
        <OrganizerProfileCard user={user} />
      </div>
      <RegistrationNotificationsPanel />
    </div>
  );
}
