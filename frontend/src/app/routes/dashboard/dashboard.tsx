import { useAuth } from '@/lib/auth';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { CreatedTournamentNotice } from '@/features/tournaments/components/created-tournament-notice';
import { AdminDashboard } from './admin-dashboard';
import { OrganizerDashboard } from './organizer-dashboard';
import { PlayerDashboard } from './player-dashboard';

/** / and /dashboard: one screen whose content depends on the role (docs/product-rules.md#screens-and-routes). */
export function DashboardRoute() {
  const { user, isAdmin, isOrganizer } = useAuth();
  if (!user) return null;
  return (
    <>
      <DashboardHeader user={user} />
      <CreatedTournamentNotice />
      {isAdmin ? <AdminDashboard /> : isOrganizer ? <OrganizerDashboard user={user} /> : <PlayerDashboard user={user} />}
    </>
  );
}
