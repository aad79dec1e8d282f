import type { CurrentUser } from '@rallypoint/shared';
import { PlayerProfileCard } from '@/features/dashboard/components/player-profile-card';
import { AvailableTournamentsCard } from '@/features/tournaments/components/available-tournaments-card';

/** Schedule Match, Log Results, Find Players, My Academy and bootcamp cards arrive with their screens. */
export function PlayerDashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <AvailableTournamentsCard />
      </div>
      <PlayerProfileCard user={user} />
    </div>
  );
}
