import type { CurrentUser } from '@rallypoint/shared';
import { OrganizerActionCards } from '@/features/dashboard/components/organizer-action-cards';
import { OrganizerProfileCard } from '@/features/dashboard/components/organizer-profile-card';
import { RegistrationNotificationsPanel } from '@/features/notifications/components/registration-notifications-panel';
import { MyTournamentsCard } from '@/features/tournaments/components/my-tournaments-card';

export function OrganizerDashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <OrganizerActionCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <MyTournamentsCard />
        <OrganizerProfileCard user={user} />
      </div>
      <RegistrationNotificationsPanel />
    </div>
  );
}
