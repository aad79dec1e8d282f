import type { ReactNode } from 'react';
import { MembershipApplicationsCard } from '@/features/academy/components/membership-applications-card';
import { TournamentApprovalCard } from '@/features/admin/components/tournament-approval-card';
import { TournamentManagementCard } from '@/features/admin/components/tournament-management-card';
import { UserManagementCard } from '@/features/admin/components/user-management-card';
import { UserManagementHistoryCard } from '@/features/admin/components/user-management-history-card';
import { AdminBootcampsCard } from '@/features/bootcamps/components/admin-bootcamps-card';
import { RegistrationNotificationsPanel } from '@/features/notifications/components/registration-notifications-panel';
import { StudentManagementCard } from '@/features/training/components/student-management-card';

export interface AdminSection {
  /** The section's address: /dashboard for the overview, /admin/{slug} for the others. */
  path: string;
  label: string;
  content: () => ReactNode;
}

/**
 * The admin console, one section per address so each can be bookmarked and none makes a page thousands of pixels
 * tall. The overview holds what waits for a decision; student management's own screens stay where they were.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '/dashboard',
    label: 'Approvals',
    content: () => (
      <>
        <TournamentApprovalCard />
        <MembershipApplicationsCard />
        <StudentManagementCard />
      </>
    ),
  },
  { path: '/admin/users', label: 'Users', content: () => <UserManagementCard /> },
  { path: '/admin/history', label: 'History', content: () => <UserManagementHistoryCard /> },
  { path: '/admin/tournaments', label: 'Tournaments', content: () => <TournamentManagementCard /> },
  { path: '/admin/bootcamps', label: 'Bootcamps & Clinics', content: () => <AdminBootcampsCard /> },
  { path: '/admin/notifications', label: 'Registrations', content: () => <RegistrationNotificationsPanel /> },
];

/** Student management is a screen of its own (docs/product-rules.md#screens-and-routes); the console links to it beside its sections. */
export const STUDENT_MANAGEMENT_LINK = { path: '/admin-student-management', label: 'Students' };
