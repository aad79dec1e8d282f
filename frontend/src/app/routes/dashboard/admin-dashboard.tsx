import { TournamentApprovalCard } from '@/features/admin/components/tournament-approval-card';
import { TournamentManagementCard } from '@/features/admin/components/tournament-management-card';
import { RegistrationNotificationsPanel } from '@/features/notifications/components/registration-notifications-panel';

/** User management, memberships and bootcamp cards arrive with their own releases. */
export function AdminDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <TournamentApprovalCard />
      <TournamentManagementCard />
      <RegistrationNotificationsPanel />
    </div>
  );
}
