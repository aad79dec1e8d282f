import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { CreatedTournamentNotice } from '@/features/tournaments/components/created-tournament-notice';

import { PlayerDashboard } from './player-dashboard';

// The organizer's and the admin's dashboards load on demand: a player's phone, at the courts, neither downloads nor
// runs the admin console and the result reviews (their forms and schemas) before its first paint.
const AdminDashboard = lazy(() => import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
const OrganizerDashboard = lazy(() => import('./organizer-dashboard').then((m) => ({ default: m.OrganizerDashboard })));

/** / and /dashboard: one screen whose content depends on the role (docs/product-rules.md#screens-and-routes). */
export function DashboardRoute() {
  const { user, isAdmin, isOrganizer } = useAuth();
  if (!user) return null;
  return (
    <>
      <DashboardHeader user={user} />
      <CreatedTournamentNotice />
      <Suspense>
        {isAdmin ? <AdminDashboard /> : isOrganizer ? <OrganizerDashboard user={user} /> : <PlayerDashboard user={user} />}
      </Suspense>
    </>
  );
}
