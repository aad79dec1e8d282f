import type { CurrentUser } from '@rallypoint/shared';
import { MountAtStep, StaggeredMount } from '@/components/staggered-mount';
import { ActionCard } from '@/features/dashboard/components/action-card';
import { AvailableBootcampsCard } from '@/features/bootcamps/components/available-bootcamps-card';
import { MyAcademyCard } from '@/features/academy/components/my-academy-card';
import { PlayerProfileCard } from '@/features/dashboard/components/player-profile-card';
import { InboxCard } from '@/features/social/components/inbox-card';
import { UpdatesCard } from '@/features/social/components/updates-card';
import { CalendarFeedCard } from '@/features/schedule/components/calendar-feed-card';
import { MyMatchesCard } from '@/features/schedule/components/my-matches-card';
import { AvailableTournamentsCard } from '@/features/tournaments/components/available-tournaments-card';

export function PlayerDashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <ActionCard
          title="Schedule Match"
          description="Propose a tournament match or a free play session."
          link={{ to: '/schedule-match', label: 'Schedule Match' }}
        />
        <ActionCard
          title="Log Results"
          description="Record the score of a tournament match for the organizer to approve."
          link={{ to: '/log-results', label: 'Log Results' }}
        />
        <ActionCard
          title="Find Players"
          description="Search players, send messages, invites and kudos."
          link={{ to: '/find-players', label: 'Find Players' }}
        />
      </div>
      {/* The cards mount in reading order on a phone, one task each, after the actions above are painted. */}
      <StaggeredMount steps={8}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <MountAtStep step={1}>
              <MyMatchesCard />
            </MountAtStep>
            <MountAtStep step={2}>
              <UpdatesCard />
            </MountAtStep>
            <MountAtStep step={3}>
              <InboxCard />
            </MountAtStep>
            <MountAtStep step={4}>
              <AvailableTournamentsCard />
            </MountAtStep>
            <MountAtStep step={5}>
              <AvailableBootcampsCard />
            </MountAtStep>
          </div>
          <div className="flex flex-col gap-6">
            <MountAtStep step={6}>
              <MyAcademyCard />
            </MountAtStep>
            <MountAtStep step={7}>
              <PlayerProfileCard user={user} />
            </MountAtStep>
            <MountAtStep step={8}>
              <CalendarFeedCard />
            </MountAtStep>
          </div>
        </div>
      </StaggeredMount>
    </div>
  );
}
