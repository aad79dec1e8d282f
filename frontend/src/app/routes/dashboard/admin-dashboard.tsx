import { AdminSummaryCards } from '@/features/admin/components/admin-summary-cards';
import { AdminBootcampsCard } from '@/features/bootcamps/components/admin-bootcamps-card';
import { MembershipApplicationsCard } from '@/features/academy/components/membership-applications-card';
import { TournamentApprovalCard } from '@/features/admin/components/tournament-approval-card';
import { TournamentManagementCard } from '@/features/admin/components/tournament-management-card';
import { UserManagementCard } from '@/features/admin/components/user-management-card';
import { UserManagementHistoryCard } from '@/features/admin/components/user-management-history-card';
import { StudentManagementCard } from '@/features/training/components/student-management-card';
import { RegistrationNotificationsPanel } from '@/features/notifications/components/registration-notifications-panel';

export function AdminDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <AdminSummaryCards />
      <UserManagementCard />
      <UserManagementHistoryCard />
      <TournamentApprovalCard />
      <MembershipApplicationsCard />
      <TournamentManagementCard />
      <AdminBootcampsCard />
      <StudentManagementCard />
      <RegistrationNotificationsPanel />
    </div>
  );
}
