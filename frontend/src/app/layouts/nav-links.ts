import type { CurrentUser } from '@rallypoint/shared';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The header's links for each role: the screens each one uses most. Labels differ from the dashboard cards' buttons
 * ("Results", not "Log Results"), so a page never shows two links of the same name.
 */
const NAV_BY_ROLE: Record<CurrentUser['role'], readonly NavItem[]> = {
  user: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/schedule-match', label: 'Schedule' },
    { to: '/log-results', label: 'Results' },
    { to: '/find-players', label: 'Players' },
    { to: '/find-academies', label: 'Academies' },
  ],
  organizer: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/tournaments-dashboard', label: 'Tournaments' },
    { to: '/fixtures', label: 'Fixtures' },
    { to: '/schedule-bootcamps', label: 'Bootcamps' },
    { to: '/tournament-announcements', label: 'Announcements' },
  ],
  admin: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/tournaments-dashboard', label: 'All Tournaments' },
    { to: '/admin-student-management', label: 'Students' },
  ],
};

export const navLinksFor = (role: CurrentUser['role']): readonly NavItem[] => NAV_BY_ROLE[role];
